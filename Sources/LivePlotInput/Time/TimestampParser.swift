import LivePlotBasics

/// Reads timestamps as lines write them, a parser per form (`TimestampForm`), exact to the microsecond:
/// digits and a calendar, no formatter and no allocation.
///
/// ```swift
/// let line = Array("2026-11-22T10:00:01.25Z 12.5".utf8)
/// line.withUnsafeBytes { TimestampParser.read(.iso8601, in: $0, at: 0) }
/// // (.instant(civil: 1_795_341_601_250_000, offset: 0), end: 23)
/// ```
///
/// Fractions beyond the microsecond are cut, as the store keeps microseconds. A leap second (`:60`) is
/// the first second of the next minute, as POSIX time counts it.
/// - Complexity: O(n) in the bytes of the timestamp.
public enum TimestampParser {
    /// The timestamp of `form` that starts at `start`, and the index past it; nil when there is none, or
    /// when it goes on into a letter or digit (`10:00:01x` is no time).
    public static func read(_ form: TimestampForm, in text: UnsafeRawBufferPointer, at start: Int)
        -> (time: WrittenTime, end: Int)? {
        var memo = DateMemo()
        return read(form, in: text, at: start, memo: &memo)
    }

    /// The same, remembering the last ISO 8601 date read in `memo`: the lines of a log share their date.
    @inline(__always)
    public static func read(_ form: TimestampForm, in text: UnsafeRawBufferPointer, at start: Int, memo: inout DateMemo)
        -> (time: WrittenTime, end: Int)? {
        let read: (WrittenTime, Int)?
        switch form {
        case .iso8601: read = readISO8601(text, at: start, memo: &memo)
        case .clock: read = readClock(text, at: start).map { (.timeOfDay($0.microseconds), $0.end) }
        case .syslog: read = readSyslog(text, at: start)
        case .commonLog: read = readCommonLog(text, at: start)
        case .numericDate: read = NumericDate.read(text, at: start, memo: &memo)
        }
        guard let (time, end) = read, end == text.count || !isWordByte(text[end]) else { return nil }
        return (time, end)
    }

    /// The form and time of the timestamp a line begins with: past blanks and one opening `"` or `[`
    /// (`[2026-11-22 10:00:01] INFO`), an ISO 8601 date, a date written with numbers (`11/01/2026`),
    /// a time of day, or a syslog date.
    public static func leading(in line: UnsafeRawBufferPointer) -> (form: TimestampForm, time: WrittenTime, end: Int)? {
        var memo = DateMemo()
        return leading(in: line, memo: &memo)
    }

    /// The same, with the stream's dates so far in `memo` (the order of its slashed dates).
    public static func leading(in line: UnsafeRawBufferPointer, memo: inout DateMemo) -> (form: TimestampForm, time: WrittenTime, end: Int)? {
        guard let start = leadingStart(in: line) else { return nil }
        for form in [TimestampForm.iso8601, .numericDate, .clock, .syslog] {
            if let (time, end) = read(form, in: line, at: start, memo: &memo) { return (form, time, end) }
        }
        return nil
    }

    /// Where a leading timestamp would start: past blanks and one opening `"` or `[`.
    @inline(__always)
    public static func leadingStart(in line: UnsafeRawBufferPointer) -> Int? {
        var start = 0
        while start < line.count, ByteClasses.isSpaceOrTab(line[start]) { start += 1 }
        if start < line.count, line[start] == UInt8(ascii: "\"") || line[start] == UInt8(ascii: "[") { start += 1 }
        return start < line.count ? start : nil
    }

    /// The first common-log timestamp of a line, when it has one.
    public static func commonLog(in line: UnsafeRawBufferPointer) -> WrittenTime? {
        commonLogStamp(in: line)?.time
    }

    /// The first common-log timestamp of a line and the bytes it takes, `[` to `]`, when it has one.
    static func commonLogStamp(in line: UnsafeRawBufferPointer) -> (time: WrittenTime, bytes: Range<Int>)? {
        var index = 0
        while let bracket = ByteSearch.firstIndex(of: UInt8(ascii: "["), in: line, from: index) {
            if let (time, end) = read(.commonLog, in: line, at: bracket) { return (time, bracket..<end) }
            index = bracket + 1
        }
        return nil
    }

    /// The timestamp a whole field is (a JSON string, a pair's value, a CSV field): ISO 8601, a date
    /// written with numbers (`01.11.2026`) or a time of day, nothing before or after it.
    public static func field(_ text: UnsafeRawBufferPointer) -> WrittenTime? {
        var memo = DateMemo()
        return field(text, memo: &memo)
    }

    /// The same, remembering the last ISO 8601 date read in `memo`.
    public static func field(_ text: UnsafeRawBufferPointer, memo: inout DateMemo) -> WrittenTime? {
        if let (time, end) = read(.iso8601, in: text, at: 0, memo: &memo), end == text.count { return time }
        if let (time, end) = read(.numericDate, in: text, at: 0, memo: &memo), end == text.count { return time }
        if let (time, end) = read(.clock, in: text, at: 0), end == text.count { return time }
        return nil
    }

    // MARK: The forms

    /// `YYYY-MM-DD`, then optionally `T` (or a blank) and `HH:MM[:SS[.f…]]`, then optionally `Z` or an
    /// offset `±HH:MM`, `±HHMM`, `±HH`; or the same in the basic format (`readBasicISO8601`).
    private static func readISO8601(_ text: UnsafeRawBufferPointer, at start: Int, memo: inout DateMemo) -> (WrittenTime, Int)? {
        let civil: Int64
        var index: Int
        if byte(text, start + 4) &- UInt8(ascii: "0") < 10 {
            guard let basic = readBasicISO8601(text, at: start) else { return nil }
            (civil, index) = basic
        } else {
            let days: Int64
            if let remembered = memo.days(of: text, at: start) {
                days = remembered
            } else {
                guard let year = digits(text, at: start, count: 4), byte(text, start + 4) == UInt8(ascii: "-"),
                      let month = digits(text, at: start + 5, count: 2), byte(text, start + 7) == UInt8(ascii: "-"),
                      let day = digits(text, at: start + 8, count: 2),
                      (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
                days = Int64(CivilCalendar.days(year: year, month: month, day: day))
                memo.remember(days, of: text, at: start)
            }
            index = start + 10
            let separator = byte(text, index)
            let isTimeSeparator = separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == 0x20
            guard isTimeSeparator, let clock = readClock(text, at: index + 1, secondsAreOptional: true) else {
                // A date alone: its midnight, local time. A `T` must be followed by a time.
                guard separator != UInt8(ascii: "T"), separator != UInt8(ascii: "t") else { return nil }
                return (.instant(civil: days * CivilCalendar.microsecondsPerDay, offset: nil), index)
            }
            civil = days * CivilCalendar.microsecondsPerDay + clock.microseconds
            index = clock.end
        }
        var offset: Int?
        switch byte(text, index) {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            offset = 0
            index += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = byte(text, index) == UInt8(ascii: "-") ? -1 : 1
            guard let hours = digits(text, at: index + 1, count: 2), hours <= 23 else { return nil }
            index += 3
            var minutes = 0
            if byte(text, index) == UInt8(ascii: ":") {
                guard let written = digits(text, at: index + 1, count: 2) else { return nil }
                minutes = written
                index += 3
            } else if let written = digits(text, at: index, count: 2) {
                minutes = written
                index += 2
            }
            guard minutes <= 59 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        default:
            break
        }
        return (.instant(civil: civil, offset: offset), index)
    }

    /// ISO 8601's basic format up to its zone, `YYYYMMDDTHHMMSS[.f…]` (`20261127T100000`): its local
    /// instant and the index past it. The `T` and the seconds are asked for: eight digits alone are a number.
    private static func readBasicISO8601(_ text: UnsafeRawBufferPointer, at start: Int) -> (civil: Int64, end: Int)? {
        guard let year = digits(text, at: start, count: 4), let month = digits(text, at: start + 4, count: 2),
              let day = digits(text, at: start + 6, count: 2), byte(text, start + 8) | 0x20 == UInt8(ascii: "t"),
              let hours = digits(text, at: start + 9, count: 2), let minutes = digits(text, at: start + 11, count: 2),
              let seconds = digits(text, at: start + 13, count: 2), hours <= 23, minutes <= 59, seconds <= 60,
              (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        var index = start + 15
        var fraction: Int64 = 0
        if byte(text, index) == UInt8(ascii: ".") {
            guard let (microseconds, end) = fractionMicroseconds(text, at: index + 1) else { return nil }
            fraction = microseconds
            index = end
        }
        let civil = Int64(CivilCalendar.days(year: year, month: month, day: day)) * CivilCalendar.microsecondsPerDay
            + Int64(hours * 3600 + minutes * 60 + seconds) * CivilCalendar.microsecondsPerSecond + fraction
        return (civil, index)
    }

    /// `HH:MM:SS` and an optional fraction (`.250`, or `,250` as ISO 8601 and Python's logging allow:
    /// three digits then a blank or the end, so a CSV's `10:00:01,12` stays a time and a field).
    static func readClock(_ text: UnsafeRawBufferPointer, at start: Int, secondsAreOptional: Bool = false)
        -> (microseconds: Int64, end: Int)? {
        let hours: Int, minutes: Int
        var index: Int
        var seconds = 0
        if let whole = wholeClock(text, at: start) {
            (hours, minutes, seconds) = whole
            index = start + 8
        } else {
            guard let writtenHours = digits(text, at: start, count: 2), byte(text, start + 2) == UInt8(ascii: ":"),
                  let writtenMinutes = digits(text, at: start + 3, count: 2) else { return nil }
            (hours, minutes) = (writtenHours, writtenMinutes)
            index = start + 5
            if byte(text, index) == UInt8(ascii: ":"), let written = digits(text, at: index + 1, count: 2) {
                seconds = written
                index += 3
            } else if !secondsAreOptional {
                return nil
            }
        }
        guard hours <= 23, minutes <= 59, seconds <= 60 else { return nil }
        var fraction: Int64 = 0
        let mark = byte(text, index)
        let isPoint = mark == UInt8(ascii: ".")
        let isComma = mark == UInt8(ascii: ",") && digits(text, at: index + 1, count: 3) != nil
            && (index + 4 == text.count || ByteClasses.isSpaceOrTab(text[index + 4]))
        if isPoint || isComma {
            guard let (microseconds, end) = fractionMicroseconds(text, at: index + 1) else { return nil }
            fraction = microseconds
            index = end
        }
        let microseconds = (Int64(hours * 3600 + minutes * 60 + seconds)) * CivilCalendar.microsecondsPerSecond + fraction
        return (microseconds, index)
    }

    /// The fraction whose digits begin at `start` in microseconds, and the index past its digits; nil
    /// for no digit. The first six digits as one number, scaled once; the digits past them are cut.
    @inline(__always)
    private static func fractionMicroseconds(_ text: UnsafeRawBufferPointer, at start: Int) -> (Int64, Int)? {
        var fraction: Int64 = 0
        var position = start
        var taken = 0
        while position < text.count, text[position] &- UInt8(ascii: "0") < 10 {
            if taken < 6 {
                fraction = fraction * 10 + Int64(text[position] &- UInt8(ascii: "0"))
                taken += 1
            }
            position += 1
        }
        guard taken > 0 else { return nil }
        return (fraction * fractionScales[taken], position)
    }

    /// What a fraction of so many digits (at most six) is multiplied by to make microseconds.
    private static let fractionScales: [Int64] = [1_000_000, 100_000, 10_000, 1000, 100, 10, 1]

    /// `HH:MM:SS` at `start`, the commonest clock, read from one eight-byte load: each digit checked at
    /// once (its byte xor `0` is below 10), then taken from its lane. Nil when the bytes are anything else.
    @inline(__always)
    static func wholeClock(_ text: UnsafeRawBufferPointer, at start: Int) -> (hours: Int, minutes: Int, seconds: Int)? {
        guard start >= 0, start + 8 <= text.count else { return nil }
        let word = UInt64(littleEndian: text.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        // Lanes 0 1 3 4 6 7 hold digits, lanes 2 and 5 colons.
        let digitLanes: UInt64 = 0xFFFF_00FF_FF00_FFFF
        let colons: UInt64 = 0x0000_3A00_003A_0000
        let lanes = word ^ 0x3030_3030_3030_3030
        // A digit's lane is 0 … 9: no high nibble, and adding 6 does not reach 16.
        guard word & ~digitLanes == colons, lanes & digitLanes & 0xF0F0_F0F0_F0F0_F0F0 == 0,
              ((lanes & digitLanes) &+ 0x0606_0606_0606_0606) & 0x1010_1010_1010_1010 == 0 else { return nil }
        func lane(_ number: UInt64) -> Int { Int(truncatingIfNeeded: lanes >> (8 * number) & 0xFF) }
        return (lane(0) * 10 + lane(1), lane(3) * 10 + lane(4), lane(6) * 10 + lane(7))
    }

    /// `Mmm DD HH:MM:SS`, the day padded with a blank or a zero, or not at all (`Nov  2`, `Nov 02`, `Nov 2`).
    private static func readSyslog(_ text: UnsafeRawBufferPointer, at start: Int) -> (WrittenTime, Int)? {
        guard let month = monthNumber(text, at: start), byte(text, start + 3) == 0x20 else { return nil }
        var index = start + 4
        if byte(text, index) == 0x20 { index += 1 }
        var day = 0
        let first = index
        while index < text.count, index < first + 2, text[index] &- UInt8(ascii: "0") < 10 {
            day = day * 10 + Int(text[index] &- UInt8(ascii: "0"))
            index += 1
        }
        // Any year has the day (a February 29th is checked when the year is known).
        guard index > first, day >= 1, day <= CivilCalendar.daysInMonth(year: 2000, month: month),
              byte(text, index) == 0x20, let clock = readClock(text, at: index + 1) else { return nil }
        return (.withoutYear(month: month, day: day, microsecondOfDay: clock.microseconds), clock.end)
    }

    /// `[DD/Mmm/YYYY:HH:MM:SS ±HHMM]`, and Python's http.server's `[DD/Mmm/YYYY HH:MM:SS]` (a blank
    /// before the time, no offset: local time).
    private static func readCommonLog(_ text: UnsafeRawBufferPointer, at start: Int) -> (WrittenTime, Int)? {
        let beforeClock = byte(text, start + 12)
        guard byte(text, start) == UInt8(ascii: "["), let day = digits(text, at: start + 1, count: 2),
              byte(text, start + 3) == UInt8(ascii: "/"), let month = monthNumber(text, at: start + 4),
              byte(text, start + 7) == UInt8(ascii: "/"), let year = digits(text, at: start + 8, count: 4),
              beforeClock == UInt8(ascii: ":") || beforeClock == 0x20, let clock = readClock(text, at: start + 13),
              day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        var index = clock.end
        let local = Int64(CivilCalendar.days(year: year, month: month, day: day)) * CivilCalendar.microsecondsPerDay + clock.microseconds
        if beforeClock == 0x20 {
            guard byte(text, index) == UInt8(ascii: "]") else { return nil }
            return (.instant(civil: local, offset: nil), index + 1)
        }
        guard byte(text, index) == 0x20 else { return nil }
        let sign = byte(text, index + 1) == UInt8(ascii: "-") ? -1 : 1
        guard byte(text, index + 1) == UInt8(ascii: "+") || sign < 0, let hours = digits(text, at: index + 2, count: 2),
              let minutes = digits(text, at: index + 4, count: 2), hours <= 23, minutes <= 59,
              byte(text, index + 6) == UInt8(ascii: "]") else { return nil }
        index += 7
        return (.instant(civil: local, offset: sign * (hours * 3600 + minutes * 60)), index)
    }

    // MARK: Bytes

    @inline(__always)
    static func byte(_ text: UnsafeRawBufferPointer, _ index: Int) -> UInt8 {
        index < text.count ? text[index] : 0
    }

    /// The value of exactly `count` decimal digits at `index`; nil when any is not a digit.
    @inline(__always)
    static func digits(_ text: UnsafeRawBufferPointer, at index: Int, count: Int) -> Int? {
        guard index >= 0, index + count <= text.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let digit = text[index + offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// 1 … 12 for the English month name at `index` (`Nov`), as logs write it.
    private static func monthNumber(_ text: UnsafeRawBufferPointer, at index: Int) -> Int? {
        guard index + 3 <= text.count else { return nil }
        let key = UInt32(text[index]) << 16 | UInt32(text[index + 1]) << 8 | UInt32(text[index + 2])
        return monthKeys.firstIndex(of: key).map { $0 + 1 }
    }

    /// The month names' three bytes, as one number each, from `CivilCalendar.monthNames`.
    private static let monthKeys: [UInt32] = CivilCalendar.monthNames.map { name in
        name.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A letter or a digit: a timestamp ends before anything else (`CommonLogMemo` asks it too).
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 26
    }
}
