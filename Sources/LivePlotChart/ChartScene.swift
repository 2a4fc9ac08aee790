import LivePlotText
import LivePlotStore

/// Everything derived from the data for one layout: the window of samples shown, the y axis and its
/// labels, and the placing of a value on a dot row. What every drawer reads.
///
/// ```swift
/// let scene = ChartScene(store: store, configuration: configuration, layout: layout, window: window, axis: axis)
/// scene.dotY(42)   // the dot row of 42, 0 at the top
/// ```
struct ChartScene {
    let layout: ChartLayout
    let configuration: ChartConfiguration
    /// The rows shown; a heatmap's lines are drawn from it without its bands (`HeatmapDrawer`).
    var window: VisibleWindow
    /// Arrival times of the kept samples, and the number of the first kept one, for a time axis.
    let arrivals: RingBuffer<Double>?
    let firstKeptSample: Int
    /// x from the data of the kept samples (`SeriesStore.xs`), nil when the input has none.
    let xs: RingBuffer<Double>?
    /// Whether x from the data is plain numbers, not times (`SeriesStore.xsArePlain`).
    let xsArePlain: Bool
    /// Whether x from the data is times of day without a date (`SeriesStore.xsAreTimesOfDay`).
    let xsAreTimesOfDay: Bool
    /// Whether the rows are buckets' stats (`--every`, `--stat`): a heatmap draws them as lines over its
    /// bins, which are the buckets' values (`HeatRecord`); else the rows are the values it bins.
    let isBucketed: Bool
    let axis: DisplayedAxis
    /// The unit the axis's labels take (`SeriesStore.axisUnit`): none over counts.
    let axisUnit: String
    let labels: [String]
    /// The alert's threshold (`--alert`), when there is one.
    let alert: AlertThreshold?
    /// The threshold's dot row, not clipped to the plot (-1 above it, the dot height below it): what lies
    /// beyond it is drawn in the alert colour.
    let alertDotRow: Int?

    /// - Parameter axis: the axis source's answer for this window, which gets ticks of its own range
    ///   when none of its ticks lies in it.
    init(store: SeriesStore, configuration: ChartConfiguration, layout: ChartLayout, window: VisibleWindow, axis: DisplayedAxis) {
        self.layout = layout
        self.configuration = configuration
        self.window = window
        arrivals = store.arrivals
        firstKeptSample = store.firstSampleNumber
        xs = store.xs
        xsArePlain = store.xsArePlain
        xsAreTimesOfDay = store.xsAreTimesOfDay
        isBucketed = store.bucketing != nil
        var shown = axis
        let dots = layout.plotRows * configuration.style.dotsPerCell.y
        if !Self.showsATick(shown, dots: dots) {
            // A glide between ranges far apart (its first frame still shows the old range, the ticks
            // are the new one's): ticks for the range shown, so no frame is without labels.
            let ticks = configuration.autoscaler.ticks(lower: shown.lower, upper: shown.upper, rows: layout.plotRows,
                                                       fixLower: true, fixUpper: true)
            shown = DisplayedAxis(ticks: ticks, lower: shown.lower, upper: shown.upper)
        }
        self.axis = shown
        axisUnit = store.axisUnit(configuration.unit, series: window.seriesShown)
        labels = ValueFormatter.labels(for: self.axis.ticks, unit: axisUnit)
        alert = store.alert
        alertDotRow = store.alert.flatMap { configuration.autoscaler.coordinate(of: $0.value) }.map { coordinate in
            let fraction = AxisTicks.fraction(of: coordinate, lower: shown.lower, upper: shown.upper)
            let fromBottom = (fraction * Double(dots - 1)).rounded()
            return dots - 1 - Int(max(-1, min(Double(dots), fromBottom)))
        }
    }

    /// Whether dots over rows `rows` (0 at the top) reach beyond the alert's threshold: above its dot
    /// row, or below it for `--alert '<V'`. A dot on the threshold's own row is at it, not beyond.
    func reachesBeyondAlert(_ rows: ClosedRange<Int>) -> Bool {
        guard let alert, let alertDotRow else { return false }
        return alert.isBelow ? rows.upperBound > alertDotRow : rows.lowerBound < alertDotRow
    }

    /// Whether `value` lies beyond the alert's threshold.
    func isBeyondAlert(_ value: Double) -> Bool { alert?.isBeyond(value) ?? false }

    /// Whether a tick of `axis` lies in the range it shows over `dots` dot rows.
    static func showsATick(_ axis: DisplayedAxis, dots: Int) -> Bool {
        axis.ticks.values.contains { isShown($0, on: axis, dots: dots) }
    }

    /// Whether a tick at `value` lies in the range `axis` shows over `dots` dot rows, give or take half
    /// a dot: a tick that close to an edge is drawn at it, where it belongs at this resolution (the
    /// tick 0 of `-m -86326454 -M -0.0876`, which the ticks' own rounding lets in).
    static func isShown(_ value: Double, on axis: DisplayedAxis, dots: Int) -> Bool {
        let slack = (axis.upper / 2 - axis.lower / 2) / Double(max(1, dots - 1))
        return value >= axis.lower - slack && value <= axis.upper + slack
    }

    /// The ticks inside the range shown (all of them, except while a rescale glides), with their labels.
    var visibleTicks: [(value: Double, label: String)] {
        let dots = layout.plotRows * dotsDown
        return zip(axis.ticks.values, labels).filter { Self.isShown($0.0, on: axis, dots: dots) }
            .map { (value: $0.0, label: $0.1) }
    }

    var labelWidth: Int { max(1, labels.map { TerminalText.width(of: $0) }.max() ?? 1) }

    var style: PlotStyle { configuration.style }

    /// A bar's height in eighths of a cell for the blocks style: at least one for any value shown, so
    /// the lowest still stands.
    func eighths(_ value: Double) -> Int { layout.plotRows * dotsDown - dotY(value) }
    var dotsAcross: Int { configuration.style.dotsPerCell.x }
    var dotsDown: Int { configuration.style.dotsPerCell.y }

    /// Dot row (0 at the top) of a value; values beyond the axis are clipped to its edge, and on a
    /// logarithmic axis a value ≤ 0 stands at the bottom edge (marked there, `markValuesBelowALogAxis`).
    func dotY(_ value: Double) -> Int {
        guard let coordinate = configuration.autoscaler.coordinate(of: value) else { return layout.plotRows * dotsDown - 1 }
        return dotY(coordinate: coordinate)
    }

    /// Dot row of a position on the axis (a tick's, `DisplayedAxis.ticks.values`): a value, or on a
    /// logarithmic axis its log₁₀.
    func dotY(coordinate: Double) -> Int {
        let dots = layout.plotRows * dotsDown
        let fraction = AxisTicks.fraction(of: coordinate, lower: axis.lower, upper: axis.upper)
        // Clipped to the plot, then rounded: the same row as rounding first (rounding is monotone and the
        // edges are whole; a NaN goes to the top either way), and in `NearestInteger`'s range.
        let fromBottom = max(0, min(Double(dots - 1), fraction * Double(dots - 1)))
        return dots - 1 - NearestInteger.of(fromBottom)
    }
}
