/// Where a row's x comes from (`-x`): the timestamps the formats write, a field the user names, or
/// nowhere (rows are numbered).
///
/// ```swift
/// XSource(parsing: "none")   // .none: sample numbers along x
/// XSource(parsing: "ts")     // .field("ts")
/// ```
public enum XSource: Hashable, Sendable {
    /// A timestamp found as the formats say: a leading one, a JSON or pair field named like a time,
    /// a metric line's own.
    case auto
    /// No x from the data: sample numbers (or arrival times with `--time`).
    case none
    /// The field of this name or 1-based position: a timestamp, or a number (epoch seconds … nanoseconds
    /// by magnitude, else a plain x).
    case field(String)

    public init(parsing text: String) {
        switch text {
        case "auto": self = .auto
        case "none": self = .none
        default: self = .field(text)
        }
    }
}
