/// Why a `--match` pattern cannot be used: a syntax error, or a construct the linear-time matcher does
/// not run (backreferences, lookaround: constructs that need backtracking).
///
/// ```swift
/// RegexError(problem: "expected ')'").message  // "expected ')'"
/// ```
public struct RegexError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    static func unsupported(_ construct: String) -> RegexError {
        RegexError("\(construct) is not supported (the matcher runs in linear time, without backtracking)")
    }

    public var description: String { message }
}
