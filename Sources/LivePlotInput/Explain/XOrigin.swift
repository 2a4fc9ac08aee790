/// Where a row's x came from, as `--explain` says it: found by the format (a leading timestamp, a
/// JSON or pair key, a metric line's timestamp), or a field `-x` names.
///
/// ```swift
/// XOrigin.leadingTimestamp   // `2026-11-22T10:00:01Z 12`: x is the time the line leads with
/// ```
public enum XOrigin: Hashable, Sendable {
    /// The timestamp a line leads with.
    case leadingTimestamp
    /// A time written in the format's own place: a JSON key or pair (`ts`, `time`, …), a metric line's
    /// timestamp, a bracketed log time.
    case writtenTime
    /// The field `-x` names, read as a time or an epoch number.
    case xFieldTime
    /// The field `-x` names, read as a plain number.
    case xFieldNumber
}
