/// Where each panel of `--split` goes in a grid: a legend row and at least `minimumPlotRows` plot rows
/// each, stacked under the title, over one x axis and the status row. Every panel's plot starts at the
/// same column, so a column is the same instant in all of them. When not every panel fits, as many as
/// fit are shown, from `firstPanel` on.
///
/// ```swift
/// let layout = PanelLayout(width: 80, height: 24, hasTitle: false, labelWidth: 4, panelCount: 3, firstPanel: 0)
/// layout?.panels.map(\.plotRows)  // [6, 6, 6]: 24 rows less the axis, its labels and the status, 3 legends
/// ```
struct PanelLayout: Hashable {
    let width: Int
    let height: Int
    let titleRow: Int?
    /// The rows of each panel shown, top to bottom; the last one's x axis row is the chart's.
    let panels: [ChartLayout]
    /// The row above each panel's plot, where its series are named.
    var legendRows: [Int] { panels.map { $0.plotY - 1 } }
    let statusRow: Int
    let labelWidth: Int
    /// The panels in all, and the first shown.
    let panelCount: Int
    let firstPanel: Int

    /// The fewest plot rows a panel is shown with.
    static let minimumPlotRows = 3
    /// Rows of a panel beyond its plot: the legend.
    static let legendRowsPerPanel = 1
    /// Rows under the panels: the x axis, its labels, the status.
    static let rowsBelowPanels = 3
    static let rowsPerPanelAtLeast = minimumPlotRows + legendRowsPerPanel

    /// Nil when not even one panel fits, or the plot would be narrower than axes are drawn for: the
    /// chart is then drawn whole, every series on one axis.
    /// - Parameter firstPanel: the first panel asked for; the layout shows a full page ending at the last
    ///   panel at most, so paging down never leaves rows empty.
    init?(width: Int, height: Int, hasTitle: Bool, labelWidth: Int, panelCount: Int, firstPanel: Int) {
        guard panelCount > 0, width >= labelWidth + 1 + ChartLayout.minimumAxedPlotColumns else { return nil }
        let withoutTitle = height - Self.rowsBelowPanels
        guard withoutTitle >= Self.rowsPerPanelAtLeast else { return nil }
        // The title only where it costs no panel that would otherwise be shown.
        let panelsWithoutTitle = min(panelCount, withoutTitle / Self.rowsPerPanelAtLeast)
        let keepsTitle = hasTitle && (withoutTitle - 1) / Self.rowsPerPanelAtLeast >= panelsWithoutTitle
        titleRow = keepsTitle ? 0 : nil
        let top = keepsTitle ? 1 : 0
        let rows = withoutTitle - top
        let shown = min(panelCount, rows / Self.rowsPerPanelAtLeast)
        let plotRows = rows - shown * Self.legendRowsPerPanel
        let first = max(0, min(firstPanel, panelCount - shown))
        var y = top
        panels = (0..<shown).map { index in
            // Rows that do not divide evenly go to the panels at the top.
            let panelRows = plotRows / shown + (index < plotRows % shown ? 1 : 0)
            defer { y += Self.legendRowsPerPanel + panelRows }
            return ChartLayout(panelAt: y + Self.legendRowsPerPanel, plotRows: panelRows, width: width, height: height,
                               labelWidth: labelWidth)
        }
        self.width = width
        self.height = height
        self.labelWidth = labelWidth
        statusRow = height - 1
        self.panelCount = panelCount
        self.firstPanel = first
    }

    /// The height that shows `panelCount` panels at their fewest rows, with the title.
    static func height(showing panelCount: Int, hasTitle: Bool) -> Int {
        (hasTitle ? 1 : 0) + panelCount * rowsPerPanelAtLeast + rowsBelowPanels
    }

    /// The panels not shown: `+K more` in the status.
    var hiddenCount: Int { panelCount - panels.count }
}
