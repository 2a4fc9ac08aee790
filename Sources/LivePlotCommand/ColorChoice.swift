import LivePlotScreen

/// When to colour the output: `--color auto|always|never`.
///
/// ```swift
/// ColorChoice(rawValue: "never")  // .never
/// ```
public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
    /// Only on a terminal, and never with `NO_COLOR` set or `TERM=dumb`.
    case auto
    case always
    case never

    /// The colours to send, given where the output goes and the environment: none, or the depth the
    /// terminal announces.
    public func depth(outputIsTerminal: Bool, environment: [String: String]) -> ColorDepth {
        isEnabled(outputIsTerminal: outputIsTerminal, environment: environment) ? ColorDepth.detect(environment: environment) : .none
    }

    /// Whether to colour, given where the output goes and the environment.
    public func isEnabled(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return outputIsTerminal && !noColor && environment["TERM"] != "dumb"
        }
    }
}
