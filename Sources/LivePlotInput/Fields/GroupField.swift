/// The field `--by` splits lines by: a series per distinct value of it (`--by status`: a series for
/// `200`, one for `404`, …). A 1-based position (with `--match`, a capture group's number), or a name: a
/// header's column, a JSON path (`request.uri`), a pair's key (`status=200`) or, with `--match`, a named
/// capture group (`(?P<code>\d+)`).
///
/// ```swift
/// GroupField(naming: "9")             // .position(9): the ninth field (nginx's status)
/// GroupField(naming: "request.uri")   // .name("request.uri"): a JSON path
/// ```
///
/// Its text is taken as it is written (`200`, `/api/users`), not as a number: `200` and `200.0` are two values.
public enum GroupField: Hashable, Sendable {
    case position(Int)
    case name(String)

    public init(naming text: String) {
        if let position = Int(text), position > 0 {
            self = .position(position)
        } else {
            self = .name(text)
        }
    }

    /// The most distinct values told apart, over a run: past them, a new value is counted in `other`.
    /// Each costs its name and a few counters (a status code, an endpoint, a host); ten thousand is more
    /// than a legend or a person tells apart, and bounds the memory whatever the input.
    public static let mostValues = 10_000

    /// The longest value told apart, in bytes: a longer one is cut to this (a URL with a long query).
    public static let longestValue = 256
}
