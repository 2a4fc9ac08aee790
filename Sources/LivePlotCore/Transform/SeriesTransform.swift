/// What is plotted for each incoming value: the value itself, or its running total.
///
/// The running total lives here, outside the ring buffer, so it stays exact after old samples are evicted.
///
/// ```swift
/// var transform = SeriesTransform(.cumulative)
/// transform.apply(2)  // 2
/// transform.apply(3)  // 5
/// ```
public struct SeriesTransform: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case raw
        case cumulative
    }

    public let kind: Kind
    private var total = RunningTotal()

    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The value to plot for the next input value.
    public mutating func apply(_ value: Double) -> Double {
        switch kind {
        case .raw:
            return value
        case .cumulative:
            total.add(value)
            return total.value
        }
    }
}
