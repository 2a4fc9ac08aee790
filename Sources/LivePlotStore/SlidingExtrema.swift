/// The minimum and maximum of the last `window` values, kept up to date per value with two monotonic
/// deques, so the autoscaler never rescans the window.
///
/// Each deque holds the candidates that can still become the extreme: for the minimum, values in
/// increasing order (a value is dropped once a smaller one arrives after it); for the maximum, decreasing.
///
/// ```swift
/// var extrema = SlidingExtrema(window: 3)
/// for value in [5.0, 1, 4, 3, 2] { extrema.append(value) }
/// extrema.minimum  // 2: the window is [4, 3, 2]
/// extrema.maximum  // 4
/// ```
///
/// - Complexity: `append` is amortized O(1); memory is O(window) at most.
public struct SlidingExtrema: Sendable {
    /// A candidate: the number of the value (0 for the first ever appended) and the value.
    struct Candidate: Sendable, Equatable {
        var number: Int
        var value: Double
    }

    public let window: Int
    /// Values appended so far.
    public private(set) var count = 0
    private var minimums = MonotonicDeque()
    private var maximums = MonotonicDeque()
    /// The number of the newest entry with a value (`appendNothing` adds one without), -1 before the first.
    private var newestValued = -1

    public init(window: Int) {
        precondition(window > 0, "the window must hold at least one value")
        self.window = window
    }

    public mutating func append(_ value: Double) {
        append(low: value, high: value)
    }

    /// Appends one entry spanning `low…high`: a row of several series counts once, by its extremes.
    public mutating func append(low: Double, high: Double) {
        precondition(!low.isNaN && !high.isNaN && low <= high, "an ordered pair of numbers")
        let number = count
        newestValued = number
        count += 1
        minimums.dropBack { $0.value >= low }
        minimums.pushBack(Candidate(number: number, value: low))
        maximums.dropBack { $0.value <= high }
        maximums.pushBack(Candidate(number: number, value: high))
        dropExpired()
    }

    /// Moves the window on by an entry without a value (a row where the series followed have none): the
    /// oldest values leave it as they would for a value.
    public mutating func appendNothing() {
        count += 1
        dropExpired()
    }

    /// Drops the candidates older than the last `window` entries.
    private mutating func dropExpired() {
        let oldest = count - window
        minimums.dropFront { $0.number < oldest }
        maximums.dropFront { $0.number < oldest }
    }

    /// The smallest of the last `window` values, or nil before the first.
    public var minimum: Double? { minimums.front?.value }
    /// The largest of the last `window` values, or nil before the first.
    public var maximum: Double? { maximums.front?.value }

    /// Checks the deques' order and bounds in debug builds; free in release builds.
    public func checkInvariants() {
        #if DEBUG
        minimums.checkOrder(count: count, window: window, newest: newestValued) { $0.value < $1.value }
        maximums.checkOrder(count: count, window: window, newest: newestValued) { $0.value > $1.value }
        #endif
    }
}
