import Testing
@testable import LivePlotText
@testable import LivePlotScreen
import LivePlotInput

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("Boiler", "Boiler"), ("a\u{1B}[2Jb", "ab"), ("t\u{1B}]0;pwned\u{07}x", "tx"), ("c\u{1B}]52;c;ZXZpbA==\u{1B}\\d", "cd"),
        ("e\u{1B}P1$qm\u{1B}\\f", "ef"), ("g\u{9B}31mh", "gh"), ("tab\there", "tabhere"), ("bell\u{07}", "bell"),
        ("°C", "°C"), ("e\u{301}", "e\u{301}"), ("\u{1B}7\u{1B}8ok", "ok"),
    ])
    func dropsControlsAndEscapeSequences(input: String, expected: String) {
        #expect(TerminalText(input).string == expected)
    }

    /// The printable-ASCII way (`init(_:)`'s one allocation, `width(of:)` without glyphs) held against the
    /// filtering read of every scalar, over random texts of printable ASCII mixed with what the filter
    /// and the tables decide: controls, ESC and a sequence's bytes, C1 controls, wide glyphs, marks.
    @Test func theASCIIWayReadsAsTheFilteringOne() {
        let pieces: [String] = ["a", "Z", "0", " ", "~", "=", "[", "\u{1B}", "\u{1B}[31m", "\u{7F}", "\u{9B}", "\t", "\n",
                                "温", "\u{301}", "é", "…", "⚡", "m", "\u{07}", "]"]
        var random = SplitMix64(seed: 47)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                // Mostly printable ASCII, as figures and labels are, so both ways are taken often.
                Bool.random(using: &random) ? String(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &random)))
                    : pieces.randomElement(using: &random)!
            }.joined()
            let filtered = TerminalText(filtering: text)
            #expect(TerminalText(text) == filtered, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(TerminalText.width(of: text) == filtered.width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Printable ASCII read through the string's storage, held against reading `utf8` a byte at a time:
    /// every byte from 0 to 0x80 (both edges of the range) and a two-byte scalar, at every place of small
    /// strings (stored inline) and long ones (on the heap).
    @Test func printableASCIIIsEveryByteFromSpaceToTilde() {
        for length in [1, 2, 15, 16, 40] {
            for place in 0..<length {
                for byte in UInt8(0)...0x80 {
                    let odd = byte == 0x80 ? "é" : String(UnicodeScalar(byte))
                    let text = String(repeating: "a", count: place) + odd + String(repeating: "b", count: length - place - 1)
                    #expect(TerminalText.isPrintableASCII(text) == text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(byte) at \(place)")
                }
            }
        }
        #expect(TerminalText.isPrintableASCII(""))
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

    /// Unicode 15's widths, as data, as glibc's wcwidth gives them (a spacing mark, Mc, takes a column):
    /// emoji shown as emoji take two columns (`⚡` made rows of a 40-column
    /// chart 41 wide); combining marks stay with their letter in one cell (`café` was drawn `cafe`).
    @Test(arguments: [
        ("⚡", 2), ("🚀", 2), ("🪰", 2), ("☀", 1), ("温度", 4), ("café", 4), ("cafe\u{301}", 4),
        ("ไม้", 2), ("हिन्दी", 5), ("e\u{301}\u{302}\u{303}\u{304}", 1), ("\u{301}x", 1), ("½", 1), ("\u{AD}", 1),
    ])
    func widthsFromTheUnicodeTables(text: String, columns: Int) {
        #expect(TerminalText(text).width == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func marksAreDrawnInTheCellOfTheirLetter() {
        var grid = CellGrid(width: 8, height: 1)
        let end = grid.write("cafe\u{301}!", x: 0, y: 0)
        #expect(end == 5)
        #expect(grid[3, 0].scalar == "e" && Array(grid[3, 0].marks) == ["\u{301}"])
        #expect(grid.plainText() == "cafe\u{301}!\n")
        #expect(ANSIEncoder.staticText(grid, colors: .none) == "cafe\u{301}!\n")
        var colored = CellGrid(width: 4, height: 1)
        colored.write("ไม้", x: 0, y: 0, style: .title)
        #expect(ANSIEncoder.staticText(colored, colors: .basic).contains("ไม้"), "marks go with their letter in colour too")
    }

    @Test func atMostThreeMarksAGlyph() {
        let text = TerminalText("a\u{301}\u{302}\u{303}\u{304}")
        #expect(text.glyphs.count == 1 && text.glyphs[0].marks.count == 3)
    }
}

/// `Hexadecimal`: the digits the standard library writes, upper case, padded to the width asked for.
@Suite struct HexadecimalTests {
    @Test func theStandardLibrarysDigitsPadded() {
        var generator = SplitMix64(seed: 16)
        for round in 0..<5_000 {
            let value = round < 300 ? UInt32(round) : UInt32.random(in: 0...UInt32.max, using: &generator) >> (round % 32)
            let count = round % 9
            let expected = String(value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, count - expected.count)) + expected
            #expect(Hexadecimal.digits(value, count: count) == padded)
        }
    }
}
