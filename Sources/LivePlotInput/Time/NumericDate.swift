import LivePlotBasics

/// Dates as people and spreadsheets write them with numbers, read as `TimestampForm.numericDate`:
/// `11/01/2026` (month first, as the US writes it, or day first: `DateMemo.daysFirst`), `01.11.2026`
/// (day first, always), `2026/11/01` (year first), each optionally followed by a blank and a time
/// of day (`11/01/2026 17:23`, `01.11.2026 17:23:33.5`). Local time: no zone is written with them.
///
/// ```swift
/// var memo = DateMemo()
/// NumericDate.read(text, at: 0, memo: &memo)   // "11/01/2026": .instant(civil: 1 November's midnight, offset: nil)
/// NumericDate.read(text, at: 0, memo: &memo)   // "25/11/2026": the 25th of November; day first from now on
/// ```
///
/// A slashed date whose first number is over 12 can only be day first, one whose second is over 12 only
/// month first: either tells the stream's order (`memo`) from then on. Years have four digits, so
/// `11/25/26` (sysstat's banner) and versions (`1.2.3`) are no dates; only where a caller knows a line
/// is a date (`TableReportTime`: iostat's `11/27/26 23:51:18`, the C locale's `%x %X`) are two digits
/// read, as 2000 to 2099.
///
/// - Complexity: O(1): at most ten bytes of date and a clock.
enum NumericDate {
    static func read(_ text: UnsafeRawBufferPointer, at start: Int, memo: inout DateMemo,
                     readsTwoDigitYears: Bool = false) -> (WrittenTime, Int)? {
        guard let (first, firstLength) = number(text, at: start, maximumLength: 4) else { return nil }
        let separator = TimestampParser.byte(text, start + firstLength)
        guard separator == UInt8(ascii: "/") || separator == UInt8(ascii: "."),
              let (second, secondLength) = number(text, at: start + firstLength + 1, maximumLength: 2) else { return nil }
        var index = start + firstLength + 1 + secondLength
        guard TimestampParser.byte(text, index) == separator else { return nil }
        let year: Int, month: Int, day: Int
        if firstLength == 4 {
            // `2026/11/01`: year, month, day.
            guard separator == UInt8(ascii: "/"), let (third, thirdLength) = number(text, at: index + 1, maximumLength: 2) else { return nil }
            (year, month, day) = (first, second, third)
            index += 1 + thirdLength
        } else {
            guard firstLength <= 2 else { return nil }
            if let written = TimestampParser.digits(text, at: index + 1, count: 4) {
                year = written
                index += 5
            } else {
                guard readsTwoDigitYears, let written = TimestampParser.digits(text, at: index + 1, count: 2),
                      SampleParser.digitValue(TimestampParser.byte(text, index + 3)) == nil else { return nil }
                year = 2000 + written
                index += 3
            }
            (month, day) = order(first, second, dotted: separator == UInt8(ascii: "."), memo: &memo)
        }
        guard (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        var civil = Int64(CivilCalendar.days(year: year, month: month, day: day)) * CivilCalendar.microsecondsPerDay
        if TimestampParser.byte(text, index) == 0x20, let clock = TimestampParser.readClock(text, at: index + 1, secondsAreOptional: true) {
            civil += clock.microseconds
            index = clock.end
        }
        return (.instant(civil: civil, offset: nil), index)
    }

    /// The month and day of a date written `first/second/year` or `first.second.year`: a dotted date
    /// is day first; a slashed one as the stream's order says, unless a number over 12 says otherwise
    /// (then the stream's order from now on).
    private static func order(_ first: Int, _ second: Int, dotted: Bool, memo: inout DateMemo) -> (month: Int, day: Int) {
        if dotted { return (second, first) }
        if first > 12, second <= 12 { memo.daysFirst = true }
        if second > 12, first <= 12 { memo.daysFirst = false }
        return memo.daysFirst ? (second, first) : (first, second)
    }

    /// The value of one to `maximumLength` digits at `index` (as many as there are), and how many.
    private static func number(_ text: UnsafeRawBufferPointer, at index: Int, maximumLength: Int) -> (value: Int, length: Int)? {
        var value = 0
        var length = 0
        while length < maximumLength, index + length < text.count, let digit = SampleParser.digitValue(text[index + length]) {
            value = value * 10 + Int(digit)
            length += 1
        }
        guard length > 0, SampleParser.digitValue(TimestampParser.byte(text, index + length)) == nil else { return nil }
        return (value, length)
    }
}
