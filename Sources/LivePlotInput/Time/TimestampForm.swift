/// The ways a line writes its timestamp, each read by its own parser (`TimestampParser`).
///
/// ```swift
/// TimestampParser.leading(in: line)?.form   // .iso8601 for "2026-11-22T10:00:01Z 12.5"
/// ```
public enum TimestampForm: Sendable, Equatable {
    /// RFC 3339 / ISO 8601: `2026-11-22T10:00:01.25Z`, `2026-11-22 10:00:01+01:00`, `2026-11-22`.
    case iso8601
    /// A time of day: `10:00:01`, `10:00:01.250`.
    case clock
    /// syslog (RFC 3164): `Nov 22 10:00:01`, `Nov  2 10:00:01`.
    case syslog
    /// Apache and nginx's common log format, in brackets anywhere in the line: `[22/Nov/2026:10:00:01 +0000]`;
    /// Python's http.server writes it with a blank and no offset, local time: `[25/Nov/2026 17:23:33]`.
    case commonLog
    /// A date written with numbers, and optionally a time: `11/01/2026`, `01.11.2026 17:23`, `2026/11/01` (`NumericDate`).
    case numericDate
}
