/// Keeps a live y axis calm: it widens at once when data leaves it, and narrows only once the data has
/// used less than half of it for a second, then to nice bounds, so a spike scrolling off steps the axis
/// down once rather than every frame. Every change glides over a few frames, and the range shown always
/// holds the data, mid-glide too.
///
/// Time is a `Duration` since the start, handed in by the owner of the clock.
///
/// ```swift
/// var hysteresis = AxisHysteresis(autoscaler: Autoscaler())
/// let axis = hysteresis.axis(low: 0, high: 37, rows: 20, at: .zero)  // 0 … 40
/// ```
public struct AxisHysteresis: Sendable {
    /// The share of the axis the data must stay under, for `settleDelay`, before the axis narrows.
    public static let narrowingShare = 0.5
    public static let settleDelay = Duration.seconds(1)
    public static let glideDuration = Duration.milliseconds(200)

    public let autoscaler: Autoscaler
    /// The nice axis settled on.
    public private(set) var target: AxisTicks?
    /// True while the target is the placeholder drawn before any data: the first data replaces it.
    private var targetHasNoData = true
    private var rows = 0
    /// Since when the data has used less than `narrowingShare` of the target.
    private var underusedSince: Duration?
    /// The range shown when the current glide began, and when it began.
    private var glide: (lower: Double, upper: Double, start: Duration)?
    /// The last fresh axis and what it was found for (the data's bounds by their bits, so -0 is not 0):
    /// the data's extremes stay put over most frames, and finding an axis costs a search of nice steps.
    private var lastFresh: (low: UInt64?, high: UInt64?, rows: Int, ticks: AxisTicks)?

    public init(autoscaler: Autoscaler) {
        self.autoscaler = autoscaler
    }

    /// The axis to draw at `now` for data spanning `low…high` (the autoscaler's coordinates; nil: no data
    /// yet) over `rows` rows.
    public mutating func axis(low: Double?, high: Double?, rows: Int, at now: Duration) -> DisplayedAxis {
        let fresh = freshAxis(low: low, high: high, rows: rows)
        guard let current = target, rows == self.rows, !targetHasNoData, let low, let high else {
            // The first frame, the first data, a new height, or no data: take the fresh axis as it is.
            settle(on: fresh, rows: rows)
            targetHasNoData = low == nil
            return DisplayedAxis(ticks: fresh)
        }
        let shown = displayedRange(at: now)
        if low < current.lower || high > current.upper {
            // Widen at once, over the old range and the new data, so the other side does not jump.
            let widened = autoscaler.axis(low: Swift.min(low, current.lower), high: Swift.max(high, current.upper), rows: rows)
            start(glideTo: widened, from: shown, at: now)
        } else if high / 2 - low / 2 < Self.narrowingShare * (current.upper / 2 - current.lower / 2), fresh != current {
            let since = underusedSince ?? now
            underusedSince = since
            if now - since >= Self.settleDelay {
                start(glideTo: fresh, from: shown, at: now)
            }
        } else {
            underusedSince = nil
        }
        // A glide eases the edges, but never past the data: a value drawn at the edge of a range that
        // does not hold it would stand where another value belongs. The edge jumps to the data at once;
        // the glide carries it on to the nice bound. Values beyond a fixed bound stay beyond it.
        let range = displayedRange(at: now)
        let held = (low: Swift.max(low, autoscaler.coordinateMinimum ?? low), high: Swift.min(high, autoscaler.coordinateMaximum ?? high))
        return DisplayedAxis(ticks: target!, lower: Swift.min(range.lower, held.low), upper: Swift.max(range.upper, held.high))
    }

    /// The autoscaler's axis for `low…high` over `rows` rows: the last one found when it was for the same.
    mutating func freshAxis(low: Double?, high: Double?, rows: Int) -> AxisTicks {
        let key = (low: low?.bitPattern, high: high?.bitPattern, rows: rows)
        if let last = lastFresh, last.low == key.low, last.high == key.high, last.rows == key.rows { return last.ticks }
        let ticks = autoscaler.axis(low: low, high: high, rows: rows)
        lastFresh = (key.low, key.high, key.rows, ticks)
        return ticks
    }

    /// When the axis next changes without new data (a glide's frames, or a pending narrowing), or nil.
    public func nextChange(after now: Duration) -> Duration? {
        if let glide, now - glide.start < Self.glideDuration { return now }
        if let underusedSince { return Swift.max(now, underusedSince + Self.settleDelay) }
        return nil
    }

    private mutating func settle(on ticks: AxisTicks, rows: Int) {
        target = ticks
        self.rows = rows
        underusedSince = nil
        glide = nil
    }

    private mutating func start(glideTo ticks: AxisTicks, from shown: (lower: Double, upper: Double), at now: Duration) {
        target = ticks
        underusedSince = nil
        glide = (shown.lower, shown.upper, now)
    }

    /// The range shown at `now`: the target's, or on the way to it, eased out.
    private func displayedRange(at now: Duration) -> (lower: Double, upper: Double) {
        guard let target else { return (0, 1) }
        guard let glide else { return (target.lower, target.upper) }
        let progress = Swift.max(0, Swift.min(1, (now - glide.start) / Self.glideDuration))
        let eased = Easing.eased(progress)
        // Weighted, not `a + (b − a) × t`: a difference of two Doubles can overflow, a weighted sum cannot.
        let lower = glide.lower * (1 - eased) + target.lower * eased
        let upper = glide.upper * (1 - eased) + target.upper * eased
        return lower < upper ? (lower, upper) : (target.lower, target.upper)
    }
}
