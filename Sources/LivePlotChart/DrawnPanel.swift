/// A panel of `--split` as drawn: its series, the rows of its plot and the y axis they stand for, for a
/// reading of the chart (a test reading it back dot by dot) and for paging.
///
/// ```swift
/// frame.panels[1].series   // [1]: the second panel shows series 1
/// frame.panels[1].axis     // its own y axis
/// ```
public struct DrawnPanel: Equatable, Sendable {
    public let series: [Int]
    /// The plot's first row in the grid, and its rows.
    public let plotY: Int
    public let plotRows: Int
    public let axis: DisplayedAxis
}
