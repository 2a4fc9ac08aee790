/// What a terminal can be asked to do, as far as its environment says.
///
/// ```swift
/// TerminalAbility.movesCursor(environment: ["TERM": "dumb"])            // false: an Emacs shell, a CI log
/// TerminalAbility.movesCursor(environment: ["TERM": "xterm-256color"])  // true
/// ```
public enum TerminalAbility {
    /// Whether the terminal takes cursor moves, the alternate screen and synchronized output: not when
    /// `TERM` is `dumb` or says nothing at all. Such a terminal gets charts printed one after another.
    public static func movesCursor(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb"
    }
}
