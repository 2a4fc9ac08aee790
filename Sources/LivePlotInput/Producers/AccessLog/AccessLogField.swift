/// A field of an access log line in the common or combined format (`%h %l %u %t "%r" %>s %b
/// "%{Referer}i" "%{User-agent}i"`), by the name `-f` and `--by` give it; the request's quoted line is
/// split into its method, path and protocol. A `key=value` pair after them is named by its key
/// (`AccessLogLine.forEachPair`).
///
/// ```swift
/// AccessLogField(rawValue: "status")   // .status: `--by status`
/// AccessLogField.allCases.map(\.rawValue)   // ["remote", "user", "time", "method", …]
/// ```
enum AccessLogField: String, CaseIterable, Sendable {
    case remote, user, time, method, path, `protocol`, status, bytes, referer, agent

    /// The fields whose values are numbers a series may take (`-f status`, `-f bytes`); the others are
    /// labels only.
    static let numbers: [AccessLogField] = [.status, .bytes]
}
