import LivePlotBasics
import LivePlotText

/// What the user chose about a chart's looks and scale, fixed for a run.
///
/// ```swift
/// let configuration = ChartConfiguration(title: "Boiler", unit: "°C", viewport: .follow)
/// ```
public struct ChartConfiguration: Hashable, Sendable {
    public var title: TerminalText
    public var unit: String
    /// The y axis's scaling, kept at the style's dots a row (`Autoscaler.dotsPerRow`).
    public var autoscaler: Autoscaler {
        didSet { autoscaler.dotsPerRow = style.dotsPerCell.y }
    }
    public var viewport: ChartViewport
    /// Label the x axis with arrival times instead of sample numbers.
    public var timeAxis: TimeAxis?
    /// Braille lines, filled blocks, or ASCII.
    public var style: PlotStyle {
        didSet { autoscaler.dotsPerRow = style.dotsPerCell.y }
    }
    /// The zone whose local time labels x from the data (`--utc`: UTC).
    public var zone: ZoneOffsets
    /// A panel per input series, each with its own y axis, over one x axis (`--split`).
    public var split: Bool
    /// Whether the legend names a series even when it is the only one: a chart of several sources, where
    /// the one series there is (`ok`) is one source's, not the input's.
    public var namesEverySeries = false
    /// Each series drawn as a heatmap of its values' bins over x buckets (`--heatmap`), the lines of
    /// `--stat` over it.
    public var heatmap = false
    /// The dot columns a heatmap draws as one cell, whose edges a span of time aligns so that a cell
    /// holds the same values from frame to frame (`VisibleWindow.edgesOfSpan`); 0 for lines, whose newest
    /// point sits at the right edge.
    public var columnGroup: Int { heatmap ? style.dotsPerCell.x : 0 }
    /// Whether a heatmap of buckets has their stats' lines drawn over it: when `--stat` asked for them,
    /// not for `--every`'s default mean, which would hide the bins it runs through.
    public var drawsStatLines = true
    /// The values in view shown as a histogram rather than over x (`--hist`; `h` toggles it live).
    public var showsHistogram = false
    /// The series hidden by keys `1 … 9` (by store index): not drawn, not spanned by the y axis; their
    /// figures stay in the status, marked hidden.
    public var hiddenSeries: Set<Int> = []

    public init(title: String = "", unit: String = "", autoscaler: Autoscaler = Autoscaler(), viewport: ChartViewport = .follow,
                timeAxis: TimeAxis? = nil, style: PlotStyle = .braille, zone: ZoneOffsets = .utc, split: Bool = false) {
        self.title = TerminalText(title)
        self.unit = TerminalText(unit).string
        self.autoscaler = autoscaler
        self.autoscaler.dotsPerRow = style.dotsPerCell.y
        self.viewport = viewport
        self.timeAxis = timeAxis
        self.style = style
        self.zone = zone
        self.split = split
    }

    /// Takes the unit the input's producer writes its values in (ping's `ms`, `SampleBatch.inputUnit`)
    /// when the chart has none: the user's `-u` always wins.
    public mutating func takeInputUnit(_ inputUnit: String?) {
        guard unit.isEmpty, let inputUnit else { return }
        unit = TerminalText(inputUnit).string
    }
}
