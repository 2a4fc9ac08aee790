/// The y axis as drawn in one frame: the ticks settled on, and the range shown, which differs from the
/// ticks' range only while a rescale glides.
///
/// ```swift
/// let axis = DisplayedAxis(ticks: ticks)  // at rest: lower and upper are the ticks' own
/// ```
public struct DisplayedAxis: Equatable, Sendable {
    public let ticks: AxisTicks
    public let lower: Double
    public let upper: Double

    public init(ticks: AxisTicks, lower: Double? = nil, upper: Double? = nil) {
        self.ticks = ticks
        self.lower = lower ?? ticks.lower
        self.upper = upper ?? ticks.upper
        precondition(self.lower < self.upper, "displayed range \(self.lower)…\(self.upper)")
    }
}
