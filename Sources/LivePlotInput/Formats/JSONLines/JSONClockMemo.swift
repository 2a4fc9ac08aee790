import LivePlotBasics

/// The time of the last ISO 8601 timestamp a JSON line's time field held, for the next one, which most
/// likely differs from it in its clock and fraction alone (`2026-11-22T10:00:01.007Z` after
/// `…T10:00:00.000Z`): then its time is the last one moved by the microseconds between the two clocks,
/// as `TimestampParser` would read it (the same date and offset, the clock's `HH:MM:SS` and a fraction of
/// as many digits read by the same rules), without reading the rest again.
///
/// ```swift
/// var memo = JSONClockMemo()
/// memo.remember(text, as: time)     // `2026-11-22T10:00:00.000Z`, read by `TimestampParser`
/// memo.time(of: later)              // `2026-11-22T10:00:01.250Z`: the time 1.25 s on
/// ```
///
/// - Complexity: O(n) in the bytes of the timestamp, compared eight at a time.
struct JSONClockMemo {
    /// The length of the timestamp remembered, 0 for none; its time, and its clock's microseconds since
    /// midnight (its fraction's included). No buffer of its own: the memo is copied freely.
    private var count = 0
    private var civil: Int64 = 0
    private var offset: Int?
    private var clockMicroseconds: Int64 = 0
    /// Where the remembered timestamp's text resumes after its clock: past the fraction's digits when it
    /// has one (`.250`), else at the clock's end. The bytes from there on, at most eight (`Z`, `+01:00`),
    /// must be the same.
    private var suffixStart = 19
    /// The remembered text's bytes, as words compared with a timestamp's at once: its date and `T` (the
    /// words at 0 and 3), and its last eight bytes (of which the suffix's are compared).
    private var head: (UInt64, UInt64) = (0, 0)
    private var last: UInt64 = 0

    /// Where the clock lies in an ISO 8601 timestamp: `YYYY-MM-DDTHH:MM:SS`, then perhaps `.` and digits.
    private static let clock = 11..<19

    init() {}

    /// The time of `string` when it is the timestamp remembered but for its clock and the digits of its
    /// fraction; nil otherwise (then it is read in full, and remembered). Its bytes are then the
    /// remembered one's but for digits: a string without escapes, as it was.
    @inline(__always)
    func time(of string: UnsafeRawBufferPointer) -> WrittenTime? {
        guard string.count == count, count != 0, let base = string.baseAddress,
              DigitRun.word(at: 0, in: base) == head.0, DigitRun.word(at: 3, in: base) == head.1,
              let seconds = Self.clockSeconds(of: string) else { return nil }
        var microseconds = Int64(seconds) * CivilCalendar.microsecondsPerSecond
        if suffixStart > Self.clock.upperBound {
            guard let fraction = Self.fraction(of: string, digitsTo: suffixStart) else { return nil }
            microseconds += fraction
        }
        let suffixLength = count - suffixStart
        if suffixLength > 0 {
            // The suffix is the last word's high lanes (little-endian): the lanes below it, the clock's, shifted out.
            guard (DigitRun.word(at: count - 8, in: base) ^ last) >> UInt64(64 - 8 * suffixLength) == 0 else { return nil }
        }
        return .instant(civil: civil + microseconds - clockMicroseconds, offset: offset)
    }

    /// The time a JSON line's time field gives (`LineX.jsonTime`): its string's (`text`, in `bytes`) by the
    /// memo when it takes it, else read in full (the dates it read in `dates`) and remembered; or its
    /// epoch `number`'s.
    @inline(__always)
    mutating func time(text: Range<Int>?, number: Double?, in bytes: UnsafeRawBufferPointer, dates: inout DateMemo) -> WrittenTime? {
        guard let text else { return LineX.jsonTime(text: nil, number: number, in: bytes, memo: &dates) }
        let string = UnsafeRawBufferPointer(rebasing: bytes[text])
        if let time = time(of: string) { return time }
        let time = LineX.jsonTime(text: text, number: number, in: bytes, memo: &dates)
        remember(string, as: time)
        return time
    }

    /// Remembers `string`, read in full as `time`, when the ISO 8601 form read it with its clock as
    /// `HH:MM:SS` at 11 (the form `TimestampParser.field` tries first) and at most eight bytes after its
    /// clock and fraction: then its clock, and the digits of a fraction written with a point, alone may change.
    mutating func remember(_ string: UnsafeRawBufferPointer, as time: WrittenTime?) {
        var dates = DateMemo()
        count = 0
        // No C1 control, which the line's cleaning would take out: a timestamp like it has none either.
        guard case .instant(let civil, let offset)? = time, let seconds = Self.clockSeconds(of: string),
              let (read, end) = TimestampParser.read(.iso8601, in: string, at: 0, memo: &dates), end == string.count,
              read == time, !LineCleaner.needsCleaning(string), let base = string.baseAddress else { return }
        var suffixStart = Self.clock.upperBound
        var fraction: Int64 = 0
        if suffixStart + 1 < string.count, string[suffixStart] == UInt8(ascii: ".") {
            var end = suffixStart + 1
            while end < string.count, string[end] &- UInt8(ascii: "0") < 10 { end += 1 }
            guard end > suffixStart + 1, let read = Self.fraction(of: string, digitsTo: end) else { return }
            suffixStart = end
            fraction = read
        }
        guard string.count - suffixStart <= 8 else { return }
        count = string.count
        head = (DigitRun.word(at: 0, in: base), DigitRun.word(at: 3, in: base))
        last = DigitRun.word(at: string.count - 8, in: base)
        self.civil = civil
        self.offset = offset
        self.suffixStart = suffixStart
        clockMicroseconds = Int64(seconds) * CivilCalendar.microsecondsPerSecond + fraction
    }

    /// The seconds since midnight of the clock `HH:MM:SS` at 11, within the bounds `TimestampParser`
    /// reads a clock in (hours to 23, minutes to 59, seconds to 60); nil when none is there.
    @inline(__always)
    private static func clockSeconds(of string: UnsafeRawBufferPointer) -> Int? {
        guard let (hours, minutes, seconds) = TimestampParser.wholeClock(string, at: clock.lowerBound),
              hours <= 23, minutes <= 59, seconds <= 60 else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }

    /// The microseconds of the fraction written from the point at 19 to `end`, digits every one, as
    /// `TimestampParser.readClock` counts them (past the sixth, cut); nil when a byte is no digit.
    @inline(__always)
    private static func fraction(of string: UnsafeRawBufferPointer, digitsTo end: Int) -> Int64? {
        guard string[clock.upperBound] == UInt8(ascii: ".") else { return nil }
        var fraction: Int64 = 0
        var scale: Int64 = 100_000
        for index in (clock.upperBound + 1)..<end {
            let digit = string[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            fraction += Int64(digit) * scale
            scale /= 10
        }
        return fraction
    }
}
