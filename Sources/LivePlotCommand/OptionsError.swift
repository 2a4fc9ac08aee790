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

    /// What the user typed, as an error shows it: through the terminal's text filter (an argument such as
    /// `$'\e]0;x\a'` would otherwise retitle the window from the error message), and cut to
    /// `shownColumns` with an ellipsis, so that a 100 KB pattern is not a 100 KB line on stderr.
    ///
    /// ```swift
    /// OptionsError.shown(String(repeating: "(", count: 10_000))  // 79 "(" and "…"
    /// ```
    static func shown(_ typed: String) -> String { TerminalText(typed).clipped(toWidth: shownColumns).string }

    /// The most columns of a typed value an error shows.
    static let shownColumns = 80

    static func unknownOption(_ flag: String) -> OptionsError { OptionsError("unknown option '\(shown(flag))'") }
    static func missingValue(_ flag: String) -> OptionsError { OptionsError("option '\(shown(flag))' needs a value") }
    static func badValue(_ flag: String, _ value: String, _ expected: String) -> OptionsError {
        OptionsError("invalid value '\(shown(value))' for '\(flag)': expected \(expected)")
    }
}
