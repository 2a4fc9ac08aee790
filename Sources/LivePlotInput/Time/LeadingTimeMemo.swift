/// The last leading timestamp read in full (`2026-11-22T10:00:10.001Z`), for the lines after it: a log
/// writes the same date, clock and zone on line after line, only the fraction changing, so a line
/// whose bytes up to the clock's seconds, and from the fraction's end through the byte after the
/// timestamp, are the remembered ones has the remembered time but for its fraction, which alone is read.
///
/// ```swift
/// var memo = LeadingTimeMemo()
/// memo.time(in: line)                                  // nil: nothing remembered yet
/// memo.remember(line, time: read.time, form: .iso8601, start: 0, end: read.end)
/// memo.time(in: next)                                  // "2026-11-22T10:00:10.002Z …": the fraction read alone
/// ```
///
/// Why that is the full reading's time (`TimestampParser.read(_:in:at:memo:)`): the reading is a function of
/// the line's bytes from its start (blanks and an opener, then the timestamp) through the one after the
/// timestamp, which it reads to see the timestamp end (an offset's digits, a letter, a comma that may
/// open a fraction — a timestamp followed by a comma is never remembered), and reads no byte past it;
/// and within the one second a memo's bytes fix, the fraction's digits add their microseconds to the
/// rest, which the same bytes make the same. Not for a date written with numbers, whose order of day
/// and month the stream may still change (`DateMemo.daysFirst`), nor for a clock without its seconds.
///
/// - Complexity: O(1) but for the fraction's digits: five loads and compares a line.
struct LeadingTimeMemo: Sendable {
    /// The line's bytes up to the end of the clock's seconds, as the words at 0, at `middleOffset` and
    /// at `lastOffset` (ending with the seconds; they overlap when there are fewer than 24 bytes).
    private var head: (UInt64, UInt64, UInt64) = (0, 0, 0)
    private var middleOffset = 0
    private var lastOffset = 0
    /// How many digits follow the seconds' point, 0 for no point; and what their value (the first six)
    /// is multiplied by to make microseconds.
    private var digits = 0
    private var scale: Int64 = 0
    /// The bytes from the fraction's end through the byte after the timestamp (`Z `, `+01:00 `, ` `),
    /// in the top lanes of the word that ends with them (at `tailOffset`), and the mask of those lanes.
    private var tail: UInt64 = 0
    private var tailMask: UInt64 = 0
    private var tailOffset = 0
    /// The bytes a line must have for the memo to read it: `Int.max` while nothing is remembered.
    private var needed = Int.max
    /// The remembered time, its fraction taken away.
    private var whole = WrittenTime.timeOfDay(0)

    /// The most bytes up to the seconds remembered (three words), and the most fraction digits read.
    static let maximumHeadLength = 24
    static let maximumDigits = 9

    /// The leading timestamp's time of `line`, when its bytes are the remembered ones but for the
    /// fraction's digits; nil otherwise (the full reading reads it, and `remember` it).
    @inline(__always)
    func time(in line: UnsafeRawBufferPointer) -> WrittenTime? {
        guard needed <= line.count, load(line, 0) == head.0, load(line, middleOffset) == head.1, load(line, lastOffset) == head.2,
              load(line, tailOffset) & tailMask == tail else { return nil }
        var value: Int64 = 0
        var index = lastOffset &+ 9
        // The point right after the seconds, then as many digits as the remembered fraction had.
        if digits > 0 {
            guard line[lastOffset &+ 8] == UInt8(ascii: ".") else { return nil }
            for taken in 0..<digits {
                let digit = line[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                if taken < 6 { value = value &* 10 &+ Int64(digit) }
                index &+= 1
            }
        }
        return Self.shifted(whole, by: value &* scale)
    }

    /// Remembers the timestamp of `form` that `line` leads with from `start` to `end`, read in full as
    /// `time`, when the memo can give the next lines' (see the type); otherwise remembers nothing, and
    /// forgets what it held.
    mutating func remember(_ line: UnsafeRawBufferPointer, time: WrittenTime, form: TimestampForm, start: Int, end: Int) {
        needed = Int.max
        guard form != .numericDate, form != .commonLog, start >= 0, end < line.count, line[end] != UInt8(ascii: ",") else { return }
        // The clock's `HH:MM:SS`: the first in the timestamp (a date holds no colon).
        var clock = start
        while clock + 8 <= end, TimestampParser.wholeClock(line, at: clock) == nil { clock += 1 }
        let headLength = clock + 8
        guard headLength <= end, headLength <= Self.maximumHeadLength else { return }
        var fractionEnd = headLength
        var fraction: Int64 = 0
        var taken = 0
        switch line[headLength] {
        case UInt8(ascii: "."):
            fractionEnd += 1
            while fractionEnd < end, line[fractionEnd] &- UInt8(ascii: "0") < 10 {
                if taken < 6 {
                    fraction = fraction * 10 + Int64(line[fractionEnd] &- UInt8(ascii: "0"))
                    taken += 1
                }
                fractionEnd += 1
            }
            digits = fractionEnd - headLength - 1
            guard digits >= 1, digits <= Self.maximumDigits else { return }
        case UInt8(ascii: ","):
            return
        default:
            digits = 0
        }
        let tailLength = end + 1 - fractionEnd
        guard tailLength <= 8 else { return }
        scale = Self.scales[taken]
        head = (load(line, 0), load(line, min(8, headLength - 8)), load(line, headLength - 8))
        middleOffset = min(8, headLength - 8)
        lastOffset = headLength - 8
        tailOffset = end + 1 - 8
        tailMask = ~0 << (8 * UInt64(8 - tailLength))
        tail = load(line, tailOffset) & tailMask
        whole = Self.shifted(time, by: -(fraction * scale))
        needed = end + 1
    }

    /// `time` moved by `microseconds` within its second.
    @inline(__always)
    private static func shifted(_ time: WrittenTime, by microseconds: Int64) -> WrittenTime {
        switch time {
        case .instant(let civil, let offset): .instant(civil: civil &+ microseconds, offset: offset)
        case .timeOfDay(let microsecond): .timeOfDay(microsecond &+ microseconds)
        case .withoutYear(let month, let day, let microsecond): .withoutYear(month: month, day: day, microsecondOfDay: microsecond &+ microseconds)
        }
    }

    /// The eight bytes at `offset`, little-endian.
    @inline(__always)
    private func load(_ line: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: line.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// What a fraction of so many digits (the first six at most) is multiplied by to make microseconds.
    private static let scales: [Int64] = [1_000_000, 100_000, 10_000, 1000, 100, 10, 1]
}
