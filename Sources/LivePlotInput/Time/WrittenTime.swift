/// A moment as a line writes it, before a time zone or a clock makes it an instant: what
/// `TimestampParser` reads and `TimeResolver` resolves.
///
/// ```swift
/// WrittenTime.instant(civil: 0, offset: 0)       // 1970-01-01T00:00:00Z
/// WrittenTime.instant(civil: 0, offset: nil)     // 1970-01-01 00:00:00, local time
/// WrittenTime.timeOfDay(36_001_000_000)          // 10:00:01, today
/// ```
public enum WrittenTime: Equatable, Sendable {
    /// A date and a time: microseconds from 1970-01-01 00:00 to it on its own clock, and the offset from
    /// UTC written with it in seconds, or nil for local time.
    case instant(civil: Int64, offset: Int?)
    /// A time of day alone (`10:00:01.250`): microseconds since midnight, local time.
    case timeOfDay(Int64)
    /// A month, day and time with no year (syslog's `Nov 22 10:00:01`), local time.
    case withoutYear(month: Int, day: Int, microsecondOfDay: Int64)
}
