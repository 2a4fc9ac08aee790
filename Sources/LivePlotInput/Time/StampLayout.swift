import LivePlotBasics

/// Where a `StampedShape`'s timestamp holds what: the words of its date and their masks, its clock
/// (`StampedClock`), its zone and the separator after it. What a run reads of each line's timestamp,
/// apart from the rest of the shape (its columns) and plain data only: the run keeps a copy of it in a
/// local, so that its fields stay in registers or the stack, not loaded anew each line from a shape
/// the loop's stores might (for all the compiler knows) have changed.
///
/// ```swift
/// // "2026-11-22T10:00:00.001Z 12", its numbers read by `OneStampedNumber`:
/// let stamp = shape.stamp
/// var memo = shape.learntMemo
/// stamp.read(bytes, from: start, into: row, numbers: OneStampedNumber(), powers: .shared, memo: &memo)   // (27, 36_000_001_000)
/// ```
///
/// - Complexity: O(1) a timestamp: three words compared with the last line's (`ClockMemo`), the zone's and
///   the fraction's checked (one word, when they fit); a line of another second, its date and clock checked in full.
struct StampLayout: Sendable {
    /// The bytes before the clock, as two words little-endian (from the line's start, and the eight
    /// that end at the clock, which overlap the first when the date is shorter) and the masks of those
    /// the date has (none for a time of day): a line's are these when its words, masked, are.
    let dateWords: (UInt64, UInt64)
    let dateMasks: (UInt64, UInt64)
    let secondDateWordOffset: Int
    let clock: StampedClock
    /// The timestamp's end (past the zone): where the separator after it is.
    let length: Int
    /// The zone's bytes after the clock (at most 7: `+01:00`) and the separator after them (the learnt
    /// line's blank or tab; in delimited text its delimiter), in the word of the eight bytes that end
    /// with the separator, and their mask: checked here unless the clock's word holds them
    /// (`StampedClock.holdsTail`).
    let zoneWord: UInt64
    let zoneMask: UInt64

    /// Reads the timestamp and numbers of the line that begins at `start` in `bytes`: each number into
    /// its column of `row` (the rest left as they are), and returns the index past the last number and
    /// the line's clock, in microseconds since midnight; nil when the line is not of this layout and
    /// `numbers` (then `row` holds no meaning). The caller checks the line's end. `memo` holds the last
    /// line's date and `HH:MM:SS` (`ClockMemo`), the run's from line to line: a line of the same is
    /// compared with it (three words), any other checked in full and remembered.
    @inline(__always)
    func read<Numbers: StampedNumbers>(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                                       numbers: Numbers, powers: FastPowers, memo: inout ClockMemo) -> (end: Int, clock: Int64)? {
        let count = bytes.count
        // Every word loaded lies within the timestamp and the separator after it: the date's two, the
        // clock's, the eight bytes that end with the separator (the zone's and it), the fraction's.
        // Wrapping sums: `start` lies within the chunk and the timestamp is a few bytes long. The compare
        // is the number parse's own (`start < count`, at the byte past the separator): the two are one.
        let numbersStart = start &+ length &+ 1
        guard numbersStart < count, let base = bytes.baseAddress else { return nil }
        let line = base + start
        let first = Self.load(line), second = Self.load(line + secondDateWordOffset), word = Self.load(line + clock.start)
        if first != memo.dateWords.0 || second != memo.dateWords.1 || word != memo.word {
            guard let next = Self.remembering(first: first, second: second, clock: word, dateWords: dateWords, dateMasks: dateMasks) else { return nil }
            memo = next
        }
        if !clock.holdsTail {
            guard Self.load(line + length - 7) & zoneMask == zoneWord else { return nil }
        }
        guard let end = numbers.readNumbers(bytes, from: numbersStart, into: row, powers: powers) else { return nil }
        // The fraction last: what the number parse holds is done with, what the fraction holds not yet
        // taken (fewer values live at once, fewer kept on the stack a line).
        guard let fraction = clock.fraction(at: line) else { return nil }
        return (end, memo.microseconds &+ fraction)
    }

    /// The memo of a line whose words (`ClockMemo`) are not the last line's, when they are a timestamp's
    /// of this layout: its date's bytes `dateWords` under `dateMasks`, its `HH:MM:SS` a clock. Out of
    /// line, and given plain values: taken once a second in a log, it would only crowd the run's loop.
    @inline(never)
    private static func remembering(first: UInt64, second: UInt64, clock word: UInt64, dateWords: (UInt64, UInt64),
                                    dateMasks: (UInt64, UInt64)) -> ClockMemo? {
        guard first & dateMasks.0 == dateWords.0, second & dateMasks.1 == dateWords.1,
              let seconds = StampedClock.secondsMicroseconds(of: word) else { return nil }
        return ClockMemo(dateWords: (first, second), word: word, microseconds: seconds)
    }

    /// The eight bytes at `address`, as a little-endian word: the first byte the lowest.
    @inline(__always)
    private static func load(_ address: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: address.loadUnaligned(as: UInt64.self))
    }
}
