import Testing
@testable import LivePlotCore

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("Boiler", "Boiler"), ("a\u{1B}[2Jb", "ab"), ("t\u{1B}]0;pwned\u{07}x", "tx"), ("c\u{1B}]52;c;ZXZpbA==\u{1B}\\d", "cd"),
        ("e\u{1B}P1$qm\u{1B}\\f", "ef"), ("g\u{9B}31mh", "gh"), ("tab\there", "tabhere"), ("bell\u{07}", "bell"),
        ("°C", "°C"), ("e\u{301}", "e"), ("\u{1B}7\u{1B}8ok", "ok"),
    ])
    func dropsControlsAndEscapeSequences(input: String, expected: String) {
        #expect(TerminalText(input).string == expected)
    }

    @Test func knowsWideGlyphs() {
        #expect(TerminalText("温度").width == 4)
        #expect(TerminalText("abc").width == 3)
    }

    @Test func aWideGlyphIsNeverSplitAtTheEdge() {
        var grid = CellGrid(width: 3, height: 1)
        let end = grid.write("温度", x: 0, y: 0)
        #expect(end == 2)
        #expect(grid[2, 0] == .blank)
    }
}
