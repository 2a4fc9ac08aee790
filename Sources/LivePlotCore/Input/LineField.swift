/// One field of an input line as cli.md reads it: a `key=value` / `key:value` pair, or a bare field, with
/// its sample value when it holds one.
///
/// ```swift
/// LineField.pair(key: "cpu", value: 12)
/// LineField.bare(value: nil)  // a field with no number: a gap for its series, never a shift
/// ```
public enum LineField: Hashable, Sendable {
    case pair(key: String, value: Double?)
    case bare(value: Double?)

    public var value: Double? {
        switch self {
        case .pair(_, let value), .bare(let value): value
        }
    }
}
