/// How a terminal is sent pictures.
public enum GraphicsProtocol: String, Hashable, Sendable {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole): zlib-compressed RGBA, placed by id.
    case kitty
    /// DEC sixel (xterm -ti vt340, foot, mlterm, WezTerm, Windows Terminal, tmux built with it): a palette
    /// and six rows of pixels a band, opaque.
    case sixel
}
