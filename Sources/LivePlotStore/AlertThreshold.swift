/// The alert's threshold (`--alert >200`, `--alert <5`): the values beyond it are the ones to watch,
/// drawn in the alert colour, named in the status and rung for with `--bell`.
///
/// ```swift
/// let alert = AlertThreshold(value: 200, isBelow: false)
/// alert.isBeyond(250)  // true
/// alert.isBeyond(200)  // false: at the threshold is not beyond it
/// ```
public struct AlertThreshold: Hashable, Sendable {
    public let value: Double
    /// Whether the values to watch are those below the threshold (`<V`), not above it (`>V`, `V`).
    public let isBelow: Bool

    public init(value: Double, isBelow: Bool) {
        precondition(value.isFinite, "a threshold is a number")
        self.value = value
        self.isBelow = isBelow
    }

    /// Whether `value` lies beyond the threshold, strictly; a gap (`nan`) never does.
    @inline(__always)
    public func isBeyond(_ value: Double) -> Bool {
        isBelow ? value < self.value : value > self.value
    }
}
