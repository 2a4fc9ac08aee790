/// The instants of a run's lines within one second (one `HH:MM:SS` word of `ClockMemo`): each is its
/// clock plus one shift, the stream's times asked once a second, not once a line.
///
/// ```swift
/// var memo = InstantMemo()
/// memo.instant(ofClock: 36_000_001_000, word: word)   // 10:00:00.001: nil, a second not yet resolved
/// memo.remember(word: word, clock: 36_000_001_000, instant: times.instant(of: .timeOfDay(36_000_001_000)))
/// memo.instant(ofClock: 36_000_002_000, word: word)   // 10:00:00.002: the clock plus the shift
/// memo.takeUntold()                                   // 36_000_002_000: for the stream's times
/// ```
///
/// Why a shift holds for a whole second: `TimeResolver` makes a clock's instant by adding the day (a
/// date's, or the times of day's) and taking away the zone's offset at the clock's whole second, which
/// are the same for every clock of one second; the only state a clock moves is where the times of
/// day stand (`lastTimeOfDay`), and a clock less than a second from the last one never passes
/// midnight. That state is kept as the full reading leaves it: the last clock of a second is told to
/// the stream's times before the next second is resolved, and at the run's end (`takeUntold`) — telling a
/// clock of a second already resolved moves nothing else.
///
/// - Complexity: O(1): a compare and an add a line; a resolve (two at most) a second.
struct InstantMemo: Sendable {
    /// The `HH:MM:SS` word the shift holds for: never 0 at first, which no clock's word is (a memo
    /// that holds nothing matches no line).
    private var word: UInt64 = 0
    /// A clock of the word's second plus this is its instant, in microseconds.
    private var shift: Int64 = 0
    /// The clock of the last line given its instant by the shift, not yet told to the stream's times.
    private var untold: Int64?

    /// The instant of the clock `clock` (microseconds since midnight) of the `HH:MM:SS` word `word`,
    /// by the shift, when the word is the memo's; nil for another second (resolve its clock, then
    /// `remember` it).
    @inline(__always)
    mutating func instant(ofClock clock: Int64, word: UInt64) -> Int64? {
        guard word == self.word else { return nil }
        untold = clock
        return clock &+ shift
    }

    /// Remembers the second of `word`, whose clock `clock` the stream's times resolved to `instant`
    /// (after being told `takeUntold()`).
    mutating func remember(word: UInt64, clock: Int64, instant: Int64) {
        precondition(untold == nil, "the last clock of the second before told first")
        self.word = word
        shift = instant &- clock
    }

    /// The last clock given its instant by the shift and not yet told to the stream's times, if any:
    /// told, as the full reading (which resolves every line) leaves them, before a new second and at
    /// the run's end.
    mutating func takeUntold() -> Int64? {
        defer { untold = nil }
        return untold
    }
}
