/// A usage error: one line that names the bad flag or value and points to `--help`.
///
/// ```swift
/// OptionsError.unknownOption("--colour").message
/// // "liveplot: unknown option '--colour' (see 'liveplot --help')"
/// ```
public struct OptionsError: Error, Hashable, Sendable {
    public let message: String

    public init(_ problem: String) {
        message = "liveplot: \(problem) (see 'liveplot --help')"
    }

    static func unknownOption(_ flag: String) -> OptionsError { OptionsError("unknown option '\(flag)'") }
    static func missingValue(_ flag: String) -> OptionsError { OptionsError("option '\(flag)' needs a value") }
    static func badValue(_ flag: String, _ value: String, _ expected: String) -> OptionsError {
        OptionsError("invalid value '\(TerminalText(value).string)' for '\(flag)': expected \(expected)")
    }
}
