import LivePlotScreen

/// A chart to save (`-o FILE`): the text it shows, or a vector picture of it.
///
/// ```swift
/// let picture = ChartRenderer.picture(store, configuration: configuration, width: 80, height: 20)
/// picture.text   // the chart as the terminal shows it, without escapes
/// picture.svg    // an SVG 1.1 document
/// ```
public struct ChartPicture: Sendable {
    public let grid: CellGrid
    /// Each plot area in vector form, top to bottom.
    public let plots: [VectorPlot]
    /// The chart's title, which names the SVG document.
    public let title: String

    /// The chart's text, one line per row, trailing blanks trimmed.
    public var text: String { grid.plainText() }

    /// The chart as an SVG 1.1 document.
    public var svg: String { SVGDocument.text(of: grid, plots: plots, title: title) }
}
