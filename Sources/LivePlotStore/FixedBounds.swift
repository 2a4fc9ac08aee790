/// The bounds the user fixed for the y axis (`-m`, `-M`): the store counts values beyond them, the axis
/// holds to them. Either may be missing.
///
/// ```swift
/// let bounds = FixedBounds(minimum: 0, maximum: 100)
/// bounds.maximum  // 100
/// ```
public struct FixedBounds: Hashable, Sendable {
    public var minimum: Double?
    public var maximum: Double?

    public init(minimum: Double? = nil, maximum: Double? = nil) {
        if let minimum, let maximum {
            precondition(minimum < maximum, "fixed bounds \(minimum)…\(maximum)")
        }
        self.minimum = minimum
        self.maximum = maximum
    }
}
