/// How often a source's input usually arrives: the gaps between its last arrivals, and the usual one of
/// them, which a single burst or a single long stall does not move.
///
/// The usual interval is the upper quartile of the last `keptGaps` gaps, not their mean or median: a
/// producer's lines read apart (its banner and first block, a block written in several writes) leave
/// gaps of a frame or less beside the real ones, and up to three in four of them are passed over; a
/// stall (a `kill -STOP`, a network hiccup) is one large gap among many, and up to one in four is
/// passed over too. It is known from `minimumGaps` gaps on: with fewer, nothing says what is usual.
///
/// ```swift
/// var cadence = ArrivalCadence()
/// for second in 0...3 { cadence.arrived(at: .seconds(second)) }   // vmstat 1
/// cadence.usualInterval    // 1 s
/// cadence.arrived(at: .seconds(60))                               // stopped, then continued
/// cadence.usualInterval    // still 1 s
/// ```
///
/// - Complexity: O(`keptGaps`) an arrival at a new time, with no allocation once 16 gaps are kept;
///   nothing for another batch at the same time.
public struct ArrivalCadence: Hashable, Sendable {
    /// Gaps kept: about the last 16 s of a producer writing once a second.
    public static let keptGaps = 16
    /// Gaps needed before an interval is usual: one gap may be a banner read apart from the first block.
    public static let minimumGaps = 2

    /// When the last input arrived, nil before any.
    public private(set) var lastArrival: Duration?
    /// The last gaps, in a ring: `next` is where the next one goes once it is full.
    private var gaps: [Duration] = []
    private var next = 0
    /// The same gaps, smallest first: kept in order as they come and go, so an arrival sorts nothing.
    private var ordered: [Duration] = []
    /// The usual gap, worked out at each arrival (nil until `minimumGaps` are known).
    public private(set) var usualInterval: Duration?

    public init() {}

    /// Input arrived at `now` (the loop's clock, never going back). Batches taken at the same time are
    /// one arrival.
    public mutating func arrived(at now: Duration) {
        defer { lastArrival = now }
        guard let lastArrival, now > lastArrival else { return }
        let gap = now - lastArrival
        if gaps.count < Self.keptGaps {
            gaps.append(gap)
        } else {
            ordered.remove(at: ordered.firstIndex(of: gaps[next])!)
            gaps[next] = gap
            next = (next + 1) % Self.keptGaps
        }
        ordered.insert(gap, at: ordered.firstIndex { $0 > gap } ?? ordered.count)
        guard ordered.count >= Self.minimumGaps else { return }
        // The upper quartile: the gap three quarters of the way up, rounded up (the largest of 2 or 3).
        usualInterval = ordered[(3 * ordered.count + 3) / 4 - 1]
    }
}
