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
        case rate
    }

    public let kind: Kind
    private var total = RunningTotal()
    private var previous: Double?
    private var previousTime: Double?

    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// The value to plot for the next input value, which arrived at `time` (seconds; only a rate uses it),
    /// or nil when it yields none (the first value of a delta or a rate, or a counter reset). Infinite
    /// where the result is beyond the largest Double (a total of 1e308 and 1e308, a difference of 1e308
    /// and −1e308): the store draws it at the edge and counts it as clipped, never drops it.
    public mutating func apply(_ value: Double, at time: Double = 0) -> Double? {
        switch kind {
        case .rate:
            // A value at the time of the one before (a log's lines within one second) waits: the rate is
            // taken from the earlier one over the whole span when time moves on, so no increase is lost.
            if let previous, let previousTime, time == previousTime, value >= previous { return nil }
            defer {
                previous = value
                previousTime = time
            }
            // A counter that goes backwards was reset (or wrapped): it starts again, with no negative spike.
            guard let previous, let previousTime, value >= previous, time > previousTime else { return nil }
            return (value - previous) / (time - previousTime)
        case .raw:
            return value
        case .cumulative:
            total.add(value)
            return total.value
        case .delta:
            defer { previous = value }
            guard let previous else { return nil }
            // Two finite values can differ by more than a Double holds (1e308 − −1e308): infinite, then.
            return value - previous
        }
    }
}
