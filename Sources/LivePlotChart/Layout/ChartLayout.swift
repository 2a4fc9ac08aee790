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
    /// The first status row; several series may take more rows below it.
    public let statusRow: Int?
    public let statusRowCount: Int
    /// Axes, tick labels and the x axis are drawn only when there is room for them.
    public let hasAxes: Bool
    public let plotX: Int
    public let plotY: Int
    public let plotColumns: Int
    public let plotRows: Int
    public let labelWidth: Int

    /// Below this size a chart is not drawn: a message says the terminal is too small.
    public static let minimumWidth = 12
    public static let minimumHeight = 3

    /// The fewest plot columns worth drawing axes for.
    static let minimumAxedPlotColumns = 4
    /// Title, plot (2 rows), x axis, x labels, status.
    static let minimumAxedHeight = 5

    /// The most rows the status may take: a third of the height, and always one from 2 rows up.
    public static func statusRowBudget(height: Int) -> Int { height >= 2 ? max(1, height / 3) : 0 }

    /// - Parameter statusRows: the rows the status asks for (one per row of series entries); it gets at
    ///   most `statusRowBudget(height:)`.
    public init(width: Int, height: Int, hasTitle: Bool, labelWidth: Int, statusRows: Int = 1) {
        self.width = width
        self.height = height
        statusRowCount = min(max(1, statusRows), Self.statusRowBudget(height: height))
        statusRow = statusRowCount > 0 ? height - statusRowCount : nil
        // Rows the status takes beyond the one every layout has.
        let extraStatusRows = max(0, statusRowCount - 1)
        hasAxes = height - extraStatusRows >= Self.minimumAxedHeight && width >= labelWidth + 1 + Self.minimumAxedPlotColumns
        if hasAxes {
            titleRow = hasTitle && height - extraStatusRows >= Self.minimumAxedHeight + 2 ? 0 : nil
            plotY = titleRow == nil ? 0 : 1
            plotRows = height - 2 - statusRowCount - plotY
            self.labelWidth = labelWidth
            plotX = labelWidth + 1
            plotColumns = width - plotX
        } else {
            titleRow = nil
            plotY = 0
            plotRows = max(0, height - statusRowCount)
            self.labelWidth = 0
            plotX = 0
            plotColumns = width
        }
    }

    /// A panel's plot of `--split` (`PanelLayout`): axes, no title, no status; its x axis row is the
    /// row under its plot, drawn for the last panel only.
    init(panelAt plotY: Int, plotRows: Int, width: Int, height: Int, labelWidth: Int) {
        self.width = width
        self.height = height
        titleRow = nil
        statusRow = nil
        statusRowCount = 0
        hasAxes = true
        self.plotX = labelWidth + 1
        self.plotY = plotY
        plotColumns = width - plotX
        self.plotRows = plotRows
        self.labelWidth = labelWidth
    }

    public var xAxisRow: Int { plotY + plotRows }
    public var xLabelRow: Int { plotY + plotRows + 1 }
}
