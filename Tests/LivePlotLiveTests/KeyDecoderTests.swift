import Testing
@testable import LivePlotLive
import LivePlotScreen

@Suite struct KeyDecoderTests {
    @Test func decodesKeysAndSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("q".utf8)) == [.quit])
        #expect(decoder.decode([0x03]) == [.interrupt])
        #expect(decoder.decode([0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x43]) == [.left, .right])
        #expect(decoder.decode(Array("\u{1B}[5~\u{1B}[6~ +-".utf8)) == [.pageUp, .pageDown, .space, .zoomIn, .zoomOut])
        #expect(decoder.decode(Array("x\u{1B}[1;5A".utf8)) == [])
        // ↑ and ↓ page through the panels of --split, in both cursor-key modes.
        #expect(decoder.decode(Array("\u{1B}[A\u{1B}[B\u{1B}OA\u{1B}OB".utf8)) == [.up, .down, .up, .down])
    }

    @Test func aSequenceSplitAcrossReadsStillDecodes() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([0x5B]) == [])
        #expect(decoder.decode([0x44, UInt8(ascii: "q")]) == [.left, .quit])
    }

    /// SGR mouse reports (1006): a left press is a click, buttons 64 and 65 the wheel, whatever the
    /// modifiers; a release, a drag, the middle and right buttons and malformed reports are skipped whole,
    /// and the keys around them still decode. Columns and rows come 1-based and go out 0-based.
    @Test func mouseReportsBecomeClicksAndTheWheel() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;12;5M".utf8)) == [.click(x: 11, y: 4)])
        #expect(decoder.decode(Array("\u{1B}[<64;1;1M\u{1B}[<65;300;100M".utf8))
                == [.wheel(up: true, x: 0, y: 0), .wheel(up: false, x: 299, y: 99)])
        // Shift (4), Meta (8), Ctrl (16) change nothing.
        #expect(decoder.decode(Array("\u{1B}[<16;3;3M\u{1B}[<68;3;3M".utf8)) == [.click(x: 2, y: 2), .wheel(up: true, x: 2, y: 2)])
        // Release, drag (32), middle (1), right (2), horizontal wheel (66): nothing; q after them still quits.
        #expect(decoder.decode(Array("\u{1B}[<0;12;5m\u{1B}[<32;12;5M\u{1B}[<1;2;2M\u{1B}[<2;2;2M\u{1B}[<66;2;2Mq".utf8)) == [.quit])
        // Malformed: a missing field, column 0, a sign, too many digits.
        #expect(decoder.decode(Array("\u{1B}[<0;12M\u{1B}[<0;0;5M\u{1B}[<0;-1;5M\u{1B}[<0;123456;5M ".utf8)) == [.space])
    }

    @Test func aMouseReportSplitAcrossReadsStillDecodes() {
        var decoder = KeyDecoder()
        let report = Array("\u{1B}[<65;9999;9999M".utf8)
        #expect(report.count <= KeyDecoder.longestSequence)
        for split in 1..<report.count {
            #expect(decoder.decode(Array(report[..<split])) == [], "first \(split) bytes")
            #expect(decoder.decode(Array(report[split...]) + [UInt8(ascii: "q")]) == [.wheel(up: false, x: 9998, y: 9998), .quit])
        }
    }

    /// The terminal's answers to the graphics probe, should they come after it stopped waiting (issue 46):
    /// kitty's APC, the cell size, OSC 11 ended by ST and by BEL, DA1 (xterm's is 30 bytes, past the
    /// longest key), kitty's error reply. None is a key, however split; the keys around them still are.
    static let lateReplies = [
        "\u{1B}_Gi=31;OK\u{1B}\\",
        "\u{1B}_Gi=31;ENOTSUPPORTED:no 1 2 3 q here\u{1B}\\",
        "\u{1B}[6;19;8t",
        "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\",
        "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{7}",
        "\u{1B}[?62;c",
        "\u{1B}[?63;1;2;4;6;9;15;16;22;28c",
        "\u{1B}[?65;4;6;18;22c",
    ]

    @Test(arguments: lateReplies) func aLateReplyIsNoKeyHoweverSplit(_ reply: String) {
        let bytes = Array(("1" + reply + "q").utf8)
        for split in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(Array(bytes[..<split])) + decoder.decode(Array(bytes[split...]))
            #expect(keys == [.toggleSeries(1), .quit], "split at \(split)")
        }
        var decoder = KeyDecoder()
        #expect(bytes.flatMap { decoder.decode([$0]) } == [.toggleSeries(1), .quit])
    }

    /// Alt+] and Alt+_ then a key begin no reply: the key still counts (a reply begins with a digit, a G).
    @Test func altBracketThenAKeyIsStillTheKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]q\u{1B}_2\u{1B}q".utf8)) == [.quit, .toggleSeries(2), .quit])
    }

    /// Alt+] then 1 then q (or Alt+_ then G then q) begins no reply either: the keys after the first that
    /// leaves every reply's start (`11;`, `Gi=`) are read (the attacker's deaf keyboard); a string past its
    /// limit is given up too.
    @Test func aStartOfAReplyThatGoesNoFurtherLeavesTheKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]1".utf8)) == [])
        #expect(decoder.decode(Array("q".utf8)) == [.quit])
        #expect(decoder.decode(Array("\u{1B}_G".utf8)) == [])
        #expect(decoder.decode(Array("q".utf8)) == [.quit])
        #expect(decoder.decode(Array("\u{1B}_Gi=".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: TerminalInputScanner.stringLimit)) == [])
        #expect(decoder.decode(Array("q".utf8)) == [.quit])
    }
}
