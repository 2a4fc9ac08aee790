/// The instants of a shape whose timestamps carry their offset (`…Z`, `+01:00`): its date's midnight in
/// UTC plus the line's clock, as `TimeResolver` resolves them, with no state of the stream's involved
/// (`StampedShape.utcMidnight`).
///
/// ```swift
/// var instants = UTCInstants(midnight: 1_795_305_600_000_000)   // 2026-11-22T00:00:00Z
/// instants.x(atClock: 36_000_001_000, word: word, shape: shape, times: &times)   // 1795341600.001
/// ```
struct UTCInstants: StampedInstants {
    /// The date's midnight in UTC, in microseconds since the epoch.
    let midnight: Int64

    @inline(__always)
    func x(atClock microseconds: Int64, word: UInt64, shape: StampedShape, times: inout RowTimes) -> Double {
        // Wrapping: a date's midnight and a clock of a day are far from Int64's bounds.
        RowTimes.x(ofInstant: midnight &+ microseconds)
    }

    /// Nothing to tell: the stream's times are not asked for these instants.
    func finish(shape: StampedShape, times: inout RowTimes) {}
}
