/// A foreground colour, as the terminal's own palette names it.
///
/// ```swift
/// let line = TerminalColor.palette(6)  // cyan
/// ```
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's default foreground.
    case standard
    /// One of the 16 basic colours (0–7 normal, 8–15 bright).
    case palette(UInt8)
}
