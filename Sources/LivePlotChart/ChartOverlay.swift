/// What live interaction adds to a chart: the cursor's column and the paused state, which the status
/// line reports.
///
/// ```swift
/// let overlay = ChartOverlay(cursor: 80, pausedFor: 120)  // cursor at dot column 80; 120 rows since pause
/// ```
public struct ChartOverlay: Hashable, Sendable {
    /// The cursor's dot column in the plot, nil when hidden.
    public var cursor: Int?
    /// Rows that arrived since the view paused, nil while live.
    public var pausedFor: Int?

    public init(cursor: Int? = nil, pausedFor: Int? = nil) {
        self.cursor = cursor
        self.pausedFor = pausedFor
    }
}
