/// A time zone as data: the instants its offset from UTC changes and the offset from each on, read once
/// at the edge (`LocalZone` in the terminal target, from the system's zone with `TZ` honoured), so the
/// core turns local times into instants with no clock and no file.
///
/// ```swift
/// let berlin = ZoneOffsets(transitions: [1_774_746_000], offsets: [3600, 7200])  // CET, then CEST
/// berlin.offset(atUTC: 1_774_746_000)            // 7200
/// berlin.utc(fromLocal: 1_774_746_000 + 3600)   // 03:00 CEST, an hour into summer time
/// ```
///
/// - Complexity: O(log transitions) a lookup.
public struct ZoneOffsets: Sendable, Hashable {
    /// Seconds since the epoch (UTC) where the offset changes, ascending.
    public let transitions: [Int64]
    /// The offset in seconds before the first transition, then from each one on: one more than `transitions`.
    public let offsets: [Int]

    public static let utc = ZoneOffsets(transitions: [], offsets: [0])

    public init(transitions: [Int64], offsets: [Int]) {
        precondition(offsets.count == transitions.count + 1, "an offset before the first transition and after each")
        precondition(zip(transitions, transitions.dropFirst()).allSatisfy { $0 < $1 }, "transitions ascend")
        self.transitions = transitions
        self.offsets = offsets
    }

    /// The offset from UTC in force at `seconds` since the epoch.
    public func offset(atUTC seconds: Int64) -> Int {
        offsets[periodIndex(atUTC: seconds)]
    }

    /// The instant whose local time is `local` (seconds since 1970-01-01 00:00 on the local clock). A
    /// local time the clocks skipped (spring forward) is taken with the offset before the change, so it
    /// lands past it; one they showed twice (fall back) is the earlier instant.
    public func utc(fromLocal local: Int64) -> Int64 {
        // Offsets stay within ±18 h, and zones change at most once in a day and a half: the offsets a
        // day before and after are the only candidates.
        let before = offset(atUTC: local - 86_400)
        let after = offset(atUTC: local + 86_400)
        let early = local - Int64(max(before, after))
        let late = local - Int64(min(before, after))
        if offset(atUTC: early) == max(before, after) { return early }
        if offset(atUTC: late) == min(before, after) { return late }
        return local - Int64(before)
    }

    /// The local seconds around `local` over which `utc(fromLocal:)` is `local − offset` with one offset,
    /// and it: what a resolver may cache. Nil within two days of a change, where each time is looked up.
    public func steadyLocalRange(around local: Int64) -> (range: Range<Int64>, offset: Int)? {
        let index = periodIndex(atUTC: utc(fromLocal: local))
        let offset = offsets[index]
        // The ends are kept two days inside the period's, clear of the candidates' window above.
        let lower = index == 0 ? Int64.min / 2 : transitions[index - 1] + Int64(offset) + 2 * 86_400
        let upper = index == transitions.count ? Int64.max / 2 : transitions[index] + Int64(offset) - 2 * 86_400
        return lower <= local && local < upper ? (lower..<upper, offset) : nil
    }

    /// The index in `offsets` of the period holding `seconds`.
    private func periodIndex(atUTC seconds: Int64) -> Int {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
