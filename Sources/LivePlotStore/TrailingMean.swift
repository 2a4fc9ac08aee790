/// The mean of a series' latest values: the last N of them, or those within a span of time up to the
/// newest (`--smooth 20`, `--smooth 10s`), taken as each value comes.
///
/// ```swift
/// var mean = TrailingMean(span: .rows(3), maximumCount: 100)
/// mean.add(1, at: 0)   // 1
/// mean.add(2, at: 1)   // 1.5
/// mean.add(6, at: 2)   // 3
/// mean.add(7, at: 3)   // 5: 2, 6 and 7
/// ```
///
/// A span of time holds the values whose time is within `(newest − span, newest]`, at most `maximumCount`
/// of them (the history's length: the mean of a window wider than what is kept covers the newest kept).
///
/// - Complexity: O(1) amortized a value: the sum goes up and down as values come and go, with what each
///   rounding lost kept beside it, and is summed afresh once as many values have gone as it holds.
public struct TrailingMean: Sendable {
    public let span: XSpan
    public let maximumCount: Int
    /// The values held and their times, oldest at `head`, in a circle that grows as it fills.
    private var values: [Double] = []
    private var times: [Double] = []
    private var head = 0
    public private(set) var count = 0
    /// The sum of the values held, compensated (`RunningTotal`): a value far larger than the rest (a spike
    /// of 1e17 among ones) takes nothing of them with it when it goes, and values near the largest Double
    /// (two of 1e308) never overflow it, so the mean of finite values is finite.
    private var total = RunningTotal()
    /// Values taken out of `sum` since it was last summed afresh.
    private var removedSinceSummed = 0

    /// - Parameter maximumCount: the most values held, whatever the span (at least 1).
    public init(span: XSpan, maximumCount: Int) {
        precondition(maximumCount >= 1, "room for a value")
        if case .rows(let rows) = span { precondition(rows >= 1, "a mean of at least one value") }
        self.span = span
        self.maximumCount = maximumCount
    }

    /// Takes `value` at `time` (seconds; never before the time of the value before) and gives the mean
    /// of the values now held, it included.
    public mutating func add(_ value: Double, at time: Double) -> Double {
        let limit: Int
        switch span {
        case .rows(let rows):
            limit = Swift.min(rows, maximumCount)
        case .seconds(let seconds):
            limit = maximumCount
            while count > 0, times[head] <= time - seconds { removeOldest() }
        }
        while count >= limit { removeOldest() }
        append(value, at: time)
        if removedSinceSummed >= count { sumAfresh() }
        return total.mean(count: count)
    }

    private mutating func append(_ value: Double, at time: Double) {
        if count == values.count {
            // Full: unrolled into a circle twice as large (at most `maximumCount`), oldest first.
            let grown = Swift.min(Swift.max(16, 2 * values.count), maximumCount)
            values = (0..<count).map { values[(head + $0) % count] } + Array(repeating: 0, count: grown - count)
            times = (0..<count).map { times[(head + $0) % count] } + Array(repeating: 0, count: grown - count)
            head = 0
        }
        let slot = (head + count) % values.count
        values[slot] = value
        times[slot] = time
        count += 1
        total.add(value)
    }

    private mutating func removeOldest() {
        total.add(-values[head])
        head = (head + 1) % values.count
        count -= 1
        removedSinceSummed += 1
    }

    private mutating func sumAfresh() {
        total = RunningTotal()
        for offset in 0..<count { total.add(values[(head + offset) % values.count]) }
        removedSinceSummed = 0
    }
}
