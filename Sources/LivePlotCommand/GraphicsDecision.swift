import LivePlotScreen

/// Whether the live chart draws its plot as pixels, and how: `--graphics` and what the terminal answered
/// (`GraphicsReplies`). kitty first, then sixel, else characters (nil). Inside tmux, never kitty (tmux
/// passes no kitty graphics, and liveplot turns on no passthrough behind the user's back): sixel only when
/// tmux's own DA1 says `4`. A cell measures as the window says (TIOCGWINSZ's pixels), else as the reply
/// to `ESC [ 16 t`, else `CellPixels.fallback`.
///
/// ```swift
/// var replies = GraphicsReplies()
/// replies.read(Array("\u{1B}[?62;4c".utf8))
/// GraphicsDecision.graphics(for: .auto, replies: replies, insideTmux: false, windowCell: nil)
/// // PixelGraphics(protocol: .sixel, cell: 10×20)
/// ```
public enum GraphicsDecision {
    /// The largest sixel picture xterm shows unless its `maxGraphicSize` resource says more: it shows
    /// nothing at all of a larger one, and does not say its size when asked (XTSMGRAPHICS).
    public static let xtermLargestSixel = PixelSize(width: 1000, height: 1000)

    /// The run's pixels; `replies` nil when the terminal could not be asked (no /dev/tty). `insideXterm`:
    /// the terminal is xterm (`XTERM_VERSION` set), whose sixel pictures are at most `xtermLargestSixel`.
    public static func graphics(for choice: GraphicsChoice, replies: GraphicsReplies?, insideTmux: Bool,
                                windowCell: CellPixels?, insideXterm: Bool = false) -> PixelGraphics? {
        let chosen: GraphicsProtocol?
        switch choice {
        case .none: return nil
        case .kitty: chosen = .kitty
        case .sixel: chosen = .sixel
        case .auto:
            if replies?.kitty == true && !insideTmux { chosen = .kitty }
            else if replies?.sixel == true { chosen = .sixel }
            else { chosen = nil }
        }
        guard let chosen else { return nil }
        return PixelGraphics(protocol: chosen, cell: windowCell ?? replies?.cell ?? .fallback, background: replies?.background,
                             largestImage: chosen == .sixel && insideXterm && !insideTmux ? xtermLargestSixel : nil)
    }

    /// What to say when `--graphics kitty|sixel` forces what the terminal said it lacks (it answered the
    /// probe, without kitty's OK or DA1's `4`): the plot is sent anyway, and may stay empty. Nil otherwise.
    public static func warning(for choice: GraphicsChoice, replies: GraphicsReplies) -> String? {
        guard replies.isComplete else { return nil }
        switch choice {
        case .kitty where !replies.kitty:
            return "liveplot: --graphics kitty: the terminal did not answer kitty's graphics query; the plot may stay empty (--graphics auto chooses for itself)"
        case .sixel where !replies.sixel:
            return "liveplot: --graphics sixel: the terminal does not say it has sixel; the plot may stay empty (--graphics auto chooses for itself)"
        default:
            return nil
        }
    }
}
