import Testing
import LivePlotScreen
@testable import LivePlotCommand

/// kitty first, then sixel, else characters; never kitty inside tmux; `none` never pixels; forced modes
/// as forced; the cell from the window, else the 16t reply, else 10×20 (cli.md, ★ "Pixels").
@Suite struct GraphicsDecisionTests {
    static func replies(_ text: String) -> GraphicsReplies {
        var replies = GraphicsReplies()
        replies.read(Array(text.utf8))
        return replies
    }

    static let kitty = replies("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;19;8t\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c")
    static let wezterm = replies("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?65;4;6;18;22c")
    static let xterm = replies("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c")
    static let tmux = replies("\u{1B}[?1;2c")
    static let silent = replies("")
    static let window = CellPixels(width: 9, height: 18)!

    @Test func autoTakesKittyThenSixelElseCharacters() {
        let kitty = GraphicsDecision.graphics(for: .auto, replies: Self.kitty, insideTmux: false, windowCell: nil)
        #expect(kitty == PixelGraphics(protocol: .kitty, cell: CellPixels(width: 8, height: 19)!,
                                       background: PixelColor(red: 0, green: 0, blue: 0)))
        #expect(GraphicsDecision.graphics(for: .auto, replies: Self.wezterm, insideTmux: false, windowCell: nil)?.protocol == .kitty)
        #expect(GraphicsDecision.graphics(for: .auto, replies: Self.xterm, insideTmux: false, windowCell: nil)
                == PixelGraphics(protocol: .sixel, cell: .fallback, background: PixelColor(red: 255, green: 255, blue: 255)))
        #expect(GraphicsDecision.graphics(for: .auto, replies: Self.tmux, insideTmux: true, windowCell: Self.window) == nil)
        #expect(GraphicsDecision.graphics(for: .auto, replies: Self.silent, insideTmux: false, windowCell: Self.window) == nil)
        #expect(GraphicsDecision.graphics(for: .auto, replies: nil, insideTmux: false, windowCell: Self.window) == nil)
    }

    /// xterm shows no sixel over its `maxGraphicSize` (1000×1000 unless set), and does not say it.
    @Test func xtermsSixelIsAtMostItsLargestPicture() {
        let xterm = GraphicsDecision.graphics(for: .auto, replies: Self.xterm, insideTmux: false, windowCell: nil, insideXterm: true)
        #expect(xterm?.largestImage == GraphicsDecision.xtermLargestSixel)
        #expect(GraphicsDecision.graphics(for: .auto, replies: Self.xterm, insideTmux: false, windowCell: nil)?.largestImage == nil)
        let kitty = GraphicsDecision.graphics(for: .auto, replies: Self.kitty, insideTmux: false, windowCell: nil, insideXterm: true)
        #expect(kitty?.protocol == .kitty && kitty?.largestImage == nil)
    }

    /// Forcing what the terminal said it lacks is said (the plot may stay empty); forcing what it has, or
    /// a terminal that answered nothing, is not.
    @Test func forcingWhatTheTerminalLacksIsSaid() {
        #expect(GraphicsDecision.warning(for: .kitty, replies: Self.xterm)?.contains("did not answer kitty's graphics query") == true)
        #expect(GraphicsDecision.warning(for: .sixel, replies: Self.kitty)?.contains("does not say it has sixel") == true)
        #expect(GraphicsDecision.warning(for: .kitty, replies: Self.kitty) == nil)
        #expect(GraphicsDecision.warning(for: .sixel, replies: Self.xterm) == nil)
        #expect(GraphicsDecision.warning(for: .kitty, replies: Self.silent) == nil)
        #expect(GraphicsDecision.warning(for: .auto, replies: Self.tmux) == nil)
    }

    /// tmux answers DA1 itself: its `4` means sixel; a kitty OK there came from beyond it and is not used.
    @Test func insideTmuxNeverKittySixelOnlyWhenTmuxSaysSo() {
        #expect(GraphicsDecision.graphics(for: .auto, replies: Self.kitty, insideTmux: true, windowCell: nil) == nil)
        #expect(GraphicsDecision.graphics(for: .auto, replies: Self.wezterm, insideTmux: true, windowCell: nil)?.protocol == .sixel)
        let sixelTmux = Self.replies("\u{1B}[?62;4;22c")
        #expect(GraphicsDecision.graphics(for: .auto, replies: sixelTmux, insideTmux: true, windowCell: nil)?.protocol == .sixel)
    }

    @Test func forcedIsForcedAndNoneIsNever() {
        #expect(GraphicsDecision.graphics(for: .kitty, replies: Self.tmux, insideTmux: true, windowCell: nil)
                == PixelGraphics(protocol: .kitty, cell: .fallback))
        #expect(GraphicsDecision.graphics(for: .sixel, replies: nil, insideTmux: false, windowCell: Self.window)
                == PixelGraphics(protocol: .sixel, cell: Self.window))
        for replies in [Self.kitty, Self.xterm, Self.wezterm] {
            #expect(GraphicsDecision.graphics(for: .none, replies: replies, insideTmux: false, windowCell: Self.window) == nil)
        }
    }

    /// The window's own pixels win over the 16t reply.
    @Test func theWindowsCellWinsOverTheReply() {
        #expect(GraphicsDecision.graphics(for: .auto, replies: Self.kitty, insideTmux: false, windowCell: Self.window)?.cell == Self.window)
    }
}
