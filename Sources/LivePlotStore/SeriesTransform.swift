/// What is plotted for each incoming value: the value itself, its running total, its difference from the
/// previous value, or a counter's rate (per second, or per line when the lines have no times).
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
    /// Whether a rate is the difference per line, not per second: once the input's lines turn out to
    /// have no times (`InputNotice.rateWithoutTimes`), for every line after.
    public private(set) var isPerLine = false
    private var total = RunningTotal()
    private var previous: Double?
    /// The time of `previous`, for a rate: `nan` when it has none of its own.
    private var previousTime: Double?

    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// From now on, a rate is the difference per line (a counter's reset still starts it again).
    public mutating func ratePerLine() {
        isPerLine = true
    }

    /// The value to plot for the next input value, which came at `time` (seconds; only a rate uses it),
    /// or nil when it yields none (the first value of a delta or a rate, or a counter reset). Infinite
    /// where the result is beyond the largest Double (a total of 1e308 and 1e308, a difference of 1e308
    /// and −1e308): the store draws it at the edge and counts it as clipped, never drops it.
    public mutating func apply(_ value: Double, at time: Double = 0) -> Double? {
        switch kind {
        case .rate:
            return isPerLine ? differencePerLine(value) : rate(value, at: time)
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

    /// The increase per second since the value before, by time: the data's, or the arrival's.
    ///
    /// A value at the time of the one before (a log's lines within one second), or with no time of its
    /// own (`nan`: read together with a later line, `ArrivalTiming`), waits: the rate is taken from the
    /// earlier one over the whole span when a later time comes, so no increase is lost. A value after
    /// one with no time starts the rate again, as the first does: nothing says how long it took.
    ///
    /// ```swift
    /// var rate = SeriesTransform(.rate)
    /// rate.apply(100, at: 0)     // nil: nothing to compare yet
    /// rate.apply(130, at: .nan)  // nil: waits
    /// rate.apply(160, at: 2)     // 30 a second: 60 over the 2 s since 100
    /// ```
    private mutating func rate(_ value: Double, at time: Double) -> Double? {
        guard let previous, let previousTime else {
            (previous, previousTime) = (value, time)
            return nil
        }
        // A counter that goes backwards was reset (or wrapped): it starts again, with no negative spike.
        // Without a time of its own, from the last time there was.
        guard value >= previous else {
            self.previous = value
            if !time.isNaN { self.previousTime = time }
            return nil
        }
        if time.isNaN || previousTime.isNaN || time <= previousTime {
            // Waits for a later time; a value after one with no time is where the rate starts again.
            if previousTime.isNaN || time < previousTime { (self.previous, self.previousTime) = (value, time) }
            return nil
        }
        (self.previous, self.previousTime) = (value, time)
        return (value - previous) / (time - previousTime)
    }

    /// The increase since the value before, per line; a reset starts it again.
    private mutating func differencePerLine(_ value: Double) -> Double? {
        defer { previous = value }
        guard let previous, value >= previous else { return nil }
        return value - previous
    }
}
