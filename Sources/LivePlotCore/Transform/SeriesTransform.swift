/// What is plotted for each incoming value: the value itself, its running total, or its difference from the
/// previous value.
///
/// The running total lives here, outside the ring buffer, so it stays exact after old samples are evicted.
///
/// ```swift
/// var transform = SeriesTransform(.cumulative)
/// transform.apply(2)  // 2
/// transform.apply(3)  // 5
/// var delta = SeriesTransform(.delta)
/// delta.apply(10)     // nil: nothing to subtract yet
/// delta.apply(13)     // 3
/// ```
public struct SeriesTransform: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case raw
        case cumulative
        case delta
    }

    public let kind: Kind
    private var total = RunningTotal()
    private var previous: Double?

    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The value to plot for the next input value, or nil when it yields none (the first value of a delta).
    public mutating func apply(_ value: Double) -> Double? {
        switch kind {
        case .raw:
            return value
        case .cumulative:
            total.add(value)
            return total.value
        case .delta:
            defer { previous = value }
            guard let previous else { return nil }
            // Two finite values can still differ by more than a Double holds (1e308 − −1e308).
            let difference = value - previous
            return difference.isFinite ? difference : nil
        }
    }
}
