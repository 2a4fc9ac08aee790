/// Where each part of the chart goes in a grid of a given size.
///
/// Parts give way as the grid shrinks: first the title, then the axes, then the status line, so even a
/// 1×1 grid shows the newest data as one braille cell.
///
/// ```swift
/// let layout = ChartLayout(width: 80, height: 20, hasTitle: true, labelWidth: 4)
/// layout.plotColumns  // 75
/// ```
public struct ChartLayout: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let titleRow: Int?
    public let statusRow: Int?
    /// Axes, tick labels and the x axis are drawn only when there is room for them.
    public let hasAxes: Bool
    public let plotX: Int
    public let plotY: Int
    public let plotColumns: Int
    public let plotRows: Int
    public let labelWidth: Int

    /// The fewest plot columns worth drawing axes for.
    static let minimumAxedPlotColumns = 4
    /// Title, plot (2 rows), x axis, x labels, status.
    static let minimumAxedHeight = 5

    public init(width: Int, height: Int, hasTitle: Bool, labelWidth: Int) {
        self.width = width
        self.height = height
        statusRow = height >= 2 ? height - 1 : nil
        hasAxes = height >= Self.minimumAxedHeight && width >= labelWidth + 1 + Self.minimumAxedPlotColumns
        if hasAxes {
            titleRow = hasTitle && height >= Self.minimumAxedHeight + 2 ? 0 : nil
            plotY = titleRow == nil ? 0 : 1
            plotRows = height - 3 - plotY
            self.labelWidth = labelWidth
            plotX = labelWidth + 1
            plotColumns = width - plotX
        } else {
            titleRow = nil
            plotY = 0
            plotRows = max(0, height - (statusRow == nil ? 0 : 1))
            self.labelWidth = 0
            plotX = 0
            plotColumns = width
        }
    }

    public var xAxisRow: Int { plotY + plotRows }
    public var xLabelRow: Int { plotY + plotRows + 1 }
}
