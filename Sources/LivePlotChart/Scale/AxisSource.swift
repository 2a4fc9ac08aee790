/// Where the y axis comes from: the renderer asks it once for each layout it tries, with the samples
/// that layout's window shows and the rows it has for them.
///
/// A value, not a callback: the renderer tries each layout on a copy, and hands back the copy of the
/// layout it drew (`ChartFrame.axisSource`), so a live chart keeps its hysteresis's state from frame to
/// frame without the renderer ever calling into it.
///
/// ```swift
/// var source = NiceAxis(autoscaler: Autoscaler())
/// let axis = source.axis(for: window, rows: 20)   // the nice axis over the window's range
/// ```
public protocol AxisSource {
    /// The axis for the samples `window` shows over `rows` rows.
    mutating func axis(for window: VisibleWindow, rows: Int) -> DisplayedAxis
}
