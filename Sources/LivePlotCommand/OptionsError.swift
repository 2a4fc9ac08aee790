import LivePlotText

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

    // Whatever the user typed goes through the terminal's text filter: an argument such as `$'\e]0;x\a'`
    // would otherwise retitle the window from the error message.
    static func unknownOption(_ flag: String) -> OptionsError { OptionsError("unknown option '\(TerminalText(flag).string)'") }
    static func missingValue(_ flag: String) -> OptionsError { OptionsError("option '\(TerminalText(flag).string)' needs a value") }
    static func badValue(_ flag: String, _ value: String, _ expected: String) -> OptionsError {
        OptionsError("invalid value '\(TerminalText(value).string)' for '\(flag)': expected \(expected)")
    }
}
