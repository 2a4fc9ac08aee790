import Testing
import LivePlotScreen
@testable import LivePlotTerminal

/// `LIVEPLOT_GRAPHICS_TRACE`'s line, from replies recorded on this machine.
@Suite struct GraphicsProbeTraceTests {
    @Test func kittysRepliesAreTraced() {
        var replies = GraphicsReplies()
        // kitty 0.26.5's answers to the probe, with a background of #1e0a2f (letters and a leading zero).
        replies.read(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;19;8t\u{1B}]11;rgb:1e1e/0a0a/2f2f\u{1B}\\\u{1B}[?62;c".utf8))
        let outcome = GraphicsProbe.Outcome(replies: replies, interrupted: false)
        let line = GraphicsProbe.trace(outcome, graphics: nil, insideTmux: false, windowCell: nil, took: .milliseconds(12))
        #expect(line == "liveplot: graphics: characters (kitty OK, DA1 read, sixel no, cell 8×19 from 16t, background #1e0a2f, tmux no, 12 ms)\n")
    }

    @Test func aSilentTerminalIsTraced() {
        let line = GraphicsProbe.trace(GraphicsProbe.Outcome(), graphics: nil, insideTmux: true, windowCell: nil, took: .milliseconds(251))
        #expect(line == "liveplot: graphics: characters (kitty no, DA1 missing, sixel no, cell 10×20 from fallback, background unknown, tmux yes, 251 ms)\n")
    }
}
