import LivePlotStore
import LivePlotChart

/// The live chart's y axis from frame to frame: at the live edge from the sliding extrema of the samples
/// shown, kept per sample so no frame rescans the window; paused, scrolled or zoomed out from the
/// window's own range; either way through the hysteresis, so a rescale glides rather than jumps. A paused
/// view that stays where it is keeps the axis it was drawn with.
///
/// A chart has one (`LiveAxes`), and each panel of `--split` one of its own, following its series only.
///
/// ```swift
/// var axis = LiveAxis(autoscaler: Autoscaler(), series: [2])
/// axis.axis(for: window, rows: 20, store: store, isPaused: false, at: now)  // series 2's axis
/// ```
struct LiveAxis: Sendable {
    private var hysteresis: AxisHysteresis
    /// Min and max of the samples the live view shows; nil until a frame has asked for them.
    private(set) var extrema: SlidingExtrema?
    /// The axis a paused view was drawn with, kept while the view stays where it is: a paused chart holds
    /// still, and does not narrow its axis a second later.
    private var pausedAxis: (viewport: ChartViewport, columns: Int, rows: Int, axis: DisplayedAxis)?

    /// The series the axis follows (a panel's, `--split`); nil: every series.
    let series: [Int]?
    /// The series hidden (`1 … 9`): the axis fits what is shown.
    private(set) var hidden: Set<Int> = []
    /// Set when `hidden` changed: a paused view's next axis fits what is shown at once, without the
    /// hysteresis's wait to narrow (paused is about data arriving, not the user's own keys).
    private var refitsAtOnce = false

    init(autoscaler: Autoscaler, series: [Int]? = nil) {
        hysteresis = AxisHysteresis(autoscaler: autoscaler)
        self.series = series
    }

    private var autoscaler: Autoscaler { hysteresis.autoscaler }

    /// When the axis changes with no new data (a glide, a pending narrowing); nil when it is at rest.
    func nextChange(after now: Duration) -> Duration? { hysteresis.nextChange(after: now) }

    /// Follows the series but `hidden`: the extrema are found again at the next frame when they changed,
    /// and the axis glides to the new range through the hysteresis.
    mutating func hide(_ hidden: Set<Int>) {
        guard hidden != self.hidden else { return }
        self.hidden = hidden
        extrema = nil
        pausedAxis = nil
        refitsAtOnce = true
    }

    /// Keeps the extrema up with `appended` rows just added to `store`.
    mutating func rowsAppended(_ appended: Int, to store: SeriesStore) {
        guard let window = extrema?.window, appended > 0 else { return }
        // More new samples than the window holds: only the newest `window` of them matter.
        if appended >= window { extrema = SlidingExtrema(window: window) }
        feed(&extrema!, newest: Swift.min(appended, window), of: store)
    }

    /// The axis for `window` over `rows` rows at `now`.
    mutating func axis(for window: VisibleWindow, rows: Int, store: SeriesStore, isPaused: Bool,
                               at now: Duration) -> DisplayedAxis {
        defer { refitsAtOnce = false }
        // The sliding extrema hold the last `dotColumns` samples, which only `.follow` shows: a span of
        // the newest rows or seconds (`--window 60s`, a heatmap's minute, a zoom out) shows more, and an
        // axis of its newest 224 rows clipped the rest and glided with every swing of the newest (a
        // heatmap counted its minute afresh at each glide, `HeatmapMemo`).
        guard case .follow = window.viewport else {
            // The same place over the same plot: a plot of another width shows other samples.
            if isPaused, let frozen = pausedAxis, frozen.viewport == window.viewport, frozen.columns == window.dotColumns,
               frozen.rows == rows {
                return frozen.axis
            }
            // Paused, scrolled, zoomed out or a span of the newest: the window's own range, O(columns),
            // through the same hysteresis so that scrolling glides rather than jumps.
            let range = autoscaler.coordinates(of: window.valueRange(positiveOnly: autoscaler.isLogarithmic))
            // A fresh hysteresis takes the range as it is: no glide, no second's wait to narrow.
            if isPaused, refitsAtOnce { hysteresis = AxisHysteresis(autoscaler: autoscaler) }
            let axis = hysteresis.axis(low: range.low, high: range.high, rows: rows, at: now)
            pausedAxis = isPaused ? (window.viewport, window.dotColumns, rows, axis) : nil
            return axis
        }
        pausedAxis = nil
        // The follow view shows the last `dotColumns` samples (or all kept, if fewer are kept).
        let size = Swift.min(window.dotColumns, store.capacity)
        if size > 0, extrema?.window != size {
            // The width changed: O(size), once, rather than per frame.
            extrema = SlidingExtrema(window: size)
            feed(&extrema!, newest: size, of: store)
        }
        // The bucket still filling is drawn too: within the axis, not clipped at its edge.
        let partial = window.partial.compactMap { $0?.low }.filter { !autoscaler.isLogarithmic || $0 > 0 }
        // A heatmap's bins of the buckets' values (`VisibleWindow.heatRange`) are drawn too.
        let heat = window.heatRange.map { [autoscaler.isLogarithmic ? $0.lowestPositive : $0.low, $0.high].compactMap { $0 } } ?? []
        let low = ([extrema?.minimum].compactMap { $0 } + partial + heat).min()
        let high = ([extrema?.maximum].compactMap { $0 } + partial + heat).max()
        return hysteresis.axis(low: low.flatMap(autoscaler.coordinate(of:)), high: high.flatMap(autoscaler.coordinate(of:)),
                               rows: rows, at: now)
    }

    /// Feeds the newest `count` rows (or all kept, if fewer) to `extrema`, oldest first, each by its
    /// extremes over the series followed.
    private func feed(_ extrema: inout SlidingExtrema, newest count: Int, of store: SeriesStore) {
        let kept = store.keptRowCount
        for row in Swift.max(0, kept - count)..<kept {
            // A row of gaps only (before a late series, or of another panel's series) moves the window on
            // without a value: the extrema then cover the rows shown, not more.
            // A logarithmic axis spans the values above 0; those at or below are drawn at its bottom edge.
            let positiveOnly = autoscaler.isLogarithmic
            let range = hidden.isEmpty
                ? series.map { store.extremes(ofRow: row, series: $0, positiveOnly: positiveOnly) }
                    ?? store.extremes(ofRow: row, series: store.series.indices, positiveOnly: positiveOnly)
                : store.extremes(ofRow: row, series: (series ?? Array(store.series.indices)).filter { !hidden.contains($0) },
                                 positiveOnly: positiveOnly)
            if let range { extrema.append(low: range.low, high: range.high) } else { extrema.appendNothing() }
        }
    }
}
