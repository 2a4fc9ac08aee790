import LivePlotStore
import LivePlotChart

/// The live chart's y axes from frame to frame: one for a chart of one axis, and one for each panel of
/// `--split` (known by the series it shows, `VisibleWindow.seriesShown`), each with its own hysteresis
/// and extrema, made when the panel is first drawn.
///
/// The renderer asks a `Frame` (this state, the store and the time) for each layout it tries, and hands
/// back the state of the layout it drew.
///
/// ```swift
/// let drawn = ChartRenderer.render(store, configuration: configuration, width: 80, height: 20,
///                                  axis: axes.frame(store: store, isPaused: false, at: now))
/// axes = drawn.axisSource.state
/// ```
struct LiveAxes: Sendable {
    private let autoscaler: Autoscaler
    private var whole: LiveAxis
    /// Each panel's axis, by the first series it shows.
    private var panels: [Int: LiveAxis] = [:]

    init(autoscaler: Autoscaler) {
        self.autoscaler = autoscaler
        whole = LiveAxis(autoscaler: autoscaler)
    }

    /// Min and max of the samples the live view of one axis shows; nil until a frame has asked for them.
    var extrema: SlidingExtrema? { whole.extrema }

    /// When an axis changes with no new data (a glide, a pending narrowing); nil when all are at rest.
    func nextChange(after now: Duration) -> Duration? {
        ([whole] + panels.values).compactMap { $0.nextChange(after: now) }.min()
    }

    /// Every axis follows the series but `hidden` (`1 … 9`).
    mutating func hide(_ hidden: Set<Int>) {
        whole.hide(hidden)
        for key in panels.keys { panels[key]!.hide(hidden) }
    }

    /// Keeps every axis's extrema up with `appended` rows just added to `store`.
    mutating func rowsAppended(_ appended: Int, to store: SeriesStore) {
        whole.rowsAppended(appended, to: store)
        for key in panels.keys { panels[key]!.rowsAppended(appended, to: store) }
    }

    /// What the renderer asks for one frame.
    func frame(store: SeriesStore, isPaused: Bool, at now: Duration) -> Frame {
        Frame(state: self, store: store, isPaused: isPaused, now: now)
    }

    /// The axis source of one frame: the state, with the store and the time it is drawn at.
    struct Frame: AxisSource {
        private(set) var state: LiveAxes
        let store: SeriesStore
        let isPaused: Bool
        let now: Duration

        mutating func axis(for window: VisibleWindow, rows: Int) -> DisplayedAxis {
            guard let series = window.seriesShown, let key = series.first else {
                return state.whole.axis(for: window, rows: rows, store: store, isPaused: isPaused, at: now)
            }
            if state.panels[key]?.series != series {
                state.panels[key] = LiveAxis(autoscaler: state.autoscaler.forPanel, series: series)
                state.panels[key]!.hide(state.whole.hidden)
            }
            return state.panels[key]!.axis(for: window, rows: rows, store: store, isPaused: isPaused, at: now)
        }
    }
}
