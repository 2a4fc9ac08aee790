import LivePlotScreen

/// One chart drawn: the grid, and what its layout settled on, for a caller that draws the next frame
/// from it (the live chart).
///
/// ```swift
/// let frame = ChartRenderer.render(store, configuration: configuration, width: 80, height: 20,
///                                  labelWidth: last.labelWidth, axis: source)
/// source = frame.axisSource           // the axis source's state after the layout drawn
/// ```
public struct ChartFrame<Axis: AxisSource> {
    public let grid: CellGrid
    /// The axis source as it stands after the layout drawn was asked for its axis (as handed in when the
    /// grid was too small for a chart).
    public let axisSource: Axis
    /// The y axis the source gave for the layout drawn; nil when the grid was too small for a chart.
    public let axis: DisplayedAxis?
    /// The y labels' width drawn: the width the next frame lays out with first.
    public let labelWidth: Int
    /// The plot's width in dots; nil when the grid was too small for a chart.
    public let dotColumns: Int?
    /// The grid column where the plot (every panel's) begins: where a click's column is read from.
    public var plotX = 0
    /// The layouts tried before this one was drawn, this one included: 1 when the label width handed in held.
    public let layoutCount: Int
    /// The panels shown (`--split`), top to bottom; empty for a chart of one axis.
    public var panels: [DrawnPanel] = []
    /// The panels in all, shown or not, and the first shown: what paging moves through.
    public var panelCount = 0
    public var firstPanel = 0
    /// A heatmap's counts as this frame left them, for the next to start from (`HeatmapMemo`); nil when
    /// the frame drew no plot of one axis (a histogram, panels, a grid too small): the caller keeps its own.
    public var heatmap: HeatmapMemo?
    /// The status rows as this frame left them (`StatusMemo`), for the next; nil as `heatmap` is.
    public var status: StatusMemo?
    /// The plots drawn (one, or a panel's each), for a picture of the chart (`ChartPicture`).
    var scenes: [ChartScene] = []
    /// Each plot's heatmap cells under the cursor's column before the cursor took them (empty without
    /// either): the bins its pixels draw under the cursor's bar.
    var underCursor: [[Cell]] = []

    /// Each plot drawn in vector form (`VectorPlot`), top to bottom: what `--graphics` draws as pixels
    /// in place of the plot's cells, as far as `reveal` has drawn it in, with the cursor's column over
    /// what it covers and the points the characters mark (`DotLines.marks`) as dots; each y tick in the
    /// middle of its label's row (`VectorPlot.alignedToLabelRows`), where the text's `┤` points.
    public func plots(reveal: Reveal, cursor: Int?) -> [VectorPlot] {
        scenes.enumerated().map { index, scene in
            PlotSketch.plot(of: scene, in: grid, reveal: reveal, cursor: cursor,
                            underCursor: underCursor.indices.contains(index) ? underCursor[index] : [], marked: true)
                .alignedToLabelRows()
        }
    }
}
