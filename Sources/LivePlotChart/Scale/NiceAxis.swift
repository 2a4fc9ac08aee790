/// The autoscaler's nice axis over the range a window shows, found by scanning it: how a chart drawn
/// once (`--once`, the final chart) is scaled.
///
/// ```swift
/// let grid = ChartRenderer.render(store, configuration: configuration, width: 80, height: 20,
///                                 axis: NiceAxis(autoscaler: configuration.autoscaler)).grid
/// ```
public struct NiceAxis: AxisSource, Sendable {
    public let autoscaler: Autoscaler

    public init(autoscaler: Autoscaler) {
        self.autoscaler = autoscaler
    }

    /// - Complexity: O(points shown).
    /// A panel's window (`VisibleWindow.seriesShown`) gets a panel's axis (`Autoscaler.forPanel`).
    public func axis(for window: VisibleWindow, rows: Int) -> DisplayedAxis {
        let autoscaler = window.seriesShown == nil ? autoscaler : autoscaler.forPanel
        let range = autoscaler.coordinates(of: window.valueRange(positiveOnly: autoscaler.isLogarithmic))
        return DisplayedAxis(ticks: autoscaler.axis(low: range.low, high: range.high, rows: rows))
    }
}
