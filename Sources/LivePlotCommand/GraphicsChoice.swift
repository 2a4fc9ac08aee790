/// Whether to draw the plot area as pixels: `--graphics auto|kitty|sixel|none`.
///
/// ```swift
/// GraphicsChoice(rawValue: "sixel")  // .sixel
/// ```
public enum GraphicsChoice: String, Hashable, Sendable, CaseIterable {
    /// Ask the terminal at the start (kitty's graphics query, then DA1's sixel), else characters.
    case auto
    /// kitty's graphics protocol, without asking.
    case kitty
    /// Sixel, without asking.
    case sixel
    /// Character cells, as without graphics; the terminal is never asked.
    case none
}
