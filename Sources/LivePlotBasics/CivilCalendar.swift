/// Days and dates of the proleptic Gregorian calendar, as integers: the arithmetic every timestamp parser
/// and the time axis share, with no clock and no time zone.
///
/// ```swift
/// CivilCalendar.days(year: 2026, month: 11, day: 22)   // 20_414 days after 1970-01-01
/// CivilCalendar.date(days: 20_414)                     // (2026, 11, 22)
/// CivilCalendar.zeroPadded(7)                          // "07"
/// ```
///
/// The conversions are Howard Hinnant's `days_from_civil` and `civil_from_days` (eras of 400 years).
/// - Complexity: O(1).
public enum CivilCalendar {
    public static let microsecondsPerSecond: Int64 = 1_000_000
    public static let secondsPerDay: Int64 = 86_400
    public static let microsecondsPerDay: Int64 = 86_400_000_000

    /// The three-letter English month names, as logs write them (`Nov`), January first.
    public static let monthNames: [String] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// The three-letter English weekday names, Monday first (ISO 8601's order).
    public static let weekdayNames: [String] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// Days from 1970-01-01 to the date (negative before it).
    @inline(__always)
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01.
    public static func date(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The weekday of a day, 0 for Monday.
    public static func weekday(days: Int) -> Int {
        ((days % 7) + 7 + 3) % 7
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days in the month, 28 … 31.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `value` (not negative) in at least `digits` digits, zeros in front: the fields of a written time
    /// (`09` for an hour, `005` for a millisecond), the one place they are padded.
    public static func zeroPadded(_ value: Int64, digits: Int = 2) -> String {
        let text = String(value)
        return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
    }

    /// The floor division of microseconds into days, and the microsecond of that day.
    @inline(__always)
    public static func split(microseconds: Int64) -> (days: Int, microsecondOfDay: Int64) {
        let (days, rest) = floorDivision(microseconds, microsecondsPerDay)
        return (Int(days), rest)
    }

    /// The floor division of seconds into days, and the second of that day.
    @inline(__always)
    public static func split(seconds: Int64) -> (days: Int, secondOfDay: Int64) {
        let (days, rest) = floorDivision(seconds, secondsPerDay)
        return (Int(days), rest)
    }

    /// Division rounded down, and a remainder that is never negative: days before 1970 count back whole.
    @inline(__always)
    public static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        var quotient = value / divisor
        var remainder = value % divisor
        if remainder < 0 {
            quotient -= 1
            remainder += divisor
        }
        return (quotient, remainder)
    }
}
