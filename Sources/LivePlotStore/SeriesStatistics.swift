/// The status line's figures over every value since the start: last, min, max, average and count.
///
/// ```swift
/// var stats = SeriesStatistics()
/// stats.add(3); stats.add(5)
/// stats.average  // 4
/// ```
///
/// - Complexity: O(1) per value.
public struct SeriesStatistics: Sendable, Equatable {
    public private(set) var count = 0
    public private(set) var last: Double?
    public private(set) var previous: Double?
    public private(set) var minimum = Double.infinity
    public private(set) var maximum = -Double.infinity
    private var total = RunningTotal()

    public init() {}

    public mutating func add(_ value: Double) {
        count += 1
        previous = last
        last = value
        minimum = Swift.min(minimum, value)
        maximum = Swift.max(maximum, value)
        total.add(value)
    }

    /// Adds `count` values equal to `value`, as `count` adds of it would: a run of empty buckets of events
    /// (`--count`), 0 each, however long (10¹² buckets of 1 ms between lines a month apart).
    ///
    /// ```swift
    /// stats.add(0, count: 1_000_000_000_000)   // count += 10¹², the sum unchanged
    /// ```
    ///
    /// - Complexity: O(1).
    public mutating func add(_ value: Double, count runLength: Int) {
        guard runLength > 0 else { return }
        previous = runLength >= 2 ? value : last
        last = value
        minimum = Swift.min(minimum, value)
        maximum = Swift.max(maximum, value)
        // One term: exact for the zeros it is for; the running total keeps any product from overflowing.
        total.add(value * Double(runLength))
        count = count.addingReportingOverflow(runLength).overflow ? .max : count + runLength
    }

    /// Adds every value of `values`, in order, as many `add`s would (the sum is as exact, but may differ
    /// in its last bit). The values are numbers: gaps never reach the figures.
    public mutating func add(contentsOf values: UnsafeBufferPointer<Double>) {
        guard let newest = values.last else { return }
        let extremes = RangeExtrema.extremes(of: values)
        minimum = Swift.min(minimum, extremes.low)
        maximum = Swift.max(maximum, extremes.high)
        total.add(contentsOf: values)
        previous = values.count >= 2 ? values[values.count - 2] : last
        last = newest
        count += values.count
    }

    /// The mean, or nil before the first value: finite, as the values are, however large their sum.
    public var average: Double? { count == 0 ? nil : total.mean(count: count) }
}
