import Testing
@testable import LivePlotScreen

/// The probe's answers, as terminals send them. kitty, xterm and tmux: recorded on this machine (issue 46,
/// the replies to `GraphicsReplies.probe`). WezTerm's DA1 is its source's (wez/wezterm,
/// term/src/terminalstate/mod.rs, `RequestPrimaryDeviceAttributes`: `?65;4;6;18;22c`), with the kitty
/// reply of its term/src/terminalstate/kitty.rs (`OK` to a query) and a 16t reply; foot's DA1 is its
/// csi.c's (`?62;4;22c`, "we report ourselves as a VT220 … sixel"), foot having no kitty graphics.
@Suite struct GraphicsRepliesTests {
    struct Recording: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: String
        let kitty: Bool
        let sixel: Bool
        let cell: CellPixels?
        let background: PixelColor?
        let complete: Bool
        var testDescription: String { name }
    }

    static let recordings: [Recording] = [
        Recording(name: "kitty 0.26.5",
                  bytes: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;19;8t\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c",
                  kitty: true, sixel: false, cell: CellPixels(width: 8, height: 19),
                  background: PixelColor(red: 0, green: 0, blue: 0), complete: true),
        Recording(name: "xterm -ti vt340",
                  bytes: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c",
                  kitty: false, sixel: true, cell: nil,
                  background: PixelColor(red: 255, green: 255, blue: 255), complete: true),
        Recording(name: "tmux 3.3a", bytes: "\u{1B}[?1;2c",
                  kitty: false, sixel: false, cell: nil, background: nil, complete: true),
        Recording(name: "WezTerm",
                  bytes: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}]11;rgb:1f1f/1f1f/2828\u{1B}\\\u{1B}[?65;4;6;18;22c",
                  kitty: true, sixel: true, cell: CellPixels(width: 10, height: 20),
                  background: PixelColor(red: 31, green: 31, blue: 40), complete: true),
        Recording(name: "foot", bytes: "\u{1B}[6;20;10t\u{1B}]11;rgb:2424/2424/2424\u{1B}\\\u{1B}[?62;4;22c",
                  kitty: false, sixel: true, cell: CellPixels(width: 10, height: 20),
                  background: PixelColor(red: 36, green: 36, blue: 36), complete: true),
        Recording(name: "a terminal that answers nothing", bytes: "",
                  kitty: false, sixel: false, cell: nil, background: nil, complete: false),
    ]

    @Test(arguments: recordings) func aRecordedAnswerReadsAsTheTerminalIs(_ recording: Recording) {
        var replies = GraphicsReplies()
        replies.read(Array(recording.bytes.utf8))
        #expect(replies.kitty == recording.kitty)
        #expect(replies.sixel == recording.sixel)
        #expect(replies.cell == recording.cell)
        #expect(replies.background == recording.background)
        #expect(replies.isComplete == recording.complete)
        #expect(replies.keys == [])
        #expect(replies.unread == [])
    }

    /// Every split point, and one byte at a time, reads as the whole does.
    @Test(arguments: recordings) func everySplitReadsTheSame(_ recording: Recording) {
        let bytes = Array(recording.bytes.utf8)
        var whole = GraphicsReplies()
        whole.read(bytes)
        for split in 0...bytes.count {
            var parts = GraphicsReplies()
            parts.read(Array(bytes[..<split]))
            parts.read(Array(bytes[split...]))
            #expect(Self.summary(parts) == Self.summary(whole), "split at \(split)")
        }
        var single = GraphicsReplies()
        for byte in bytes { single.read([byte]) }
        #expect(Self.summary(single) == Self.summary(whole))
    }

    /// Keys typed while the terminal answers come out in order, arrows and a lone ESC too; the replies
    /// between them are no keys.
    @Test func keysTypedMeanwhileAreKeptInOrder() {
        var replies = GraphicsReplies()
        replies.read(Array("a\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[D\u{1B}[6;19;8tq\u{1B}]11;rgb:0/0/0\u{7}2\u{1B}[?62;c \u{1B}".utf8))
        #expect(replies.kitty && replies.isComplete)
        #expect(replies.cell == CellPixels(width: 8, height: 19))
        #expect(replies.background == PixelColor(red: 0, green: 0, blue: 0))
        #expect(replies.keys == Array("a\u{1B}[Dq2 ".utf8))
        // The lone ESC at the end may begin an arrow: handed on unfinished.
        #expect(replies.unread == Array("a\u{1B}[Dq2 \u{1B}".utf8))
    }

    /// kitty's error reply is no kitty; an OK for another id is no answer to the probe.
    @Test func anErrorOrAnotherIDIsNoKitty() {
        var error = GraphicsReplies()
        error.read(Array("\u{1B}_Gi=31;ENOTSUPPORTED:no graphics here\u{1B}\\\u{1B}[?62;c".utf8))
        #expect(!error.kitty && error.isComplete && error.keys == [])
        var other = GraphicsReplies()
        other.read(Array("\u{1B}_Gi=7;OK\u{1B}\\".utf8))
        #expect(!other.kitty)
    }

    /// Channels of 1 to 4 hex digits scale to 0…255; a malformed colour is none.
    @Test func backgroundChannelsScale() {
        #expect(GraphicsReplies.color(ArraySlice("rgb:f/80/fff".utf8)) == PixelColor(red: 255, green: 128, blue: 255))
        #expect(GraphicsReplies.color(ArraySlice("rgb:1e1e/1E1E/2e2e".utf8)) == PixelColor(red: 30, green: 30, blue: 46))
        #expect(GraphicsReplies.color(ArraySlice("rgb:7fff/0000/8000".utf8)) == PixelColor(red: 127, green: 0, blue: 128))
        for bad in ["rgb:ff/ff", "rgb:fffff/0/0", "rgb:gg/0/0", "rgb://0", "rgba:0/0/0/0", "#000000"] {
            #expect(GraphicsReplies.color(ArraySlice(bad.utf8)) == nil, "\(bad)")
        }
    }

    /// DA1 without 4 is no sixel, whatever else it lists (14 is not 4); a cell size out of bounds is
    /// not believed.
    @Test func sixelIsParameterFourAndCellsAreBounded() {
        var replies = GraphicsReplies()
        replies.read(Array("\u{1B}[6;0;8t\u{1B}[6;19;999t\u{1B}[?64;14;44;1c".utf8))
        #expect(!replies.sixel && replies.isComplete && replies.cell == nil && replies.keys == [])
    }

    /// A reply that never ends (an APC of a megabyte) costs no more memory than the limits: past its
    /// limit it is given up (what follows is read as keys, kept to their limit: a keyboard is never left
    /// deaf by a string that never ends), and the answers after it still read.
    @Test func aReplyThatNeverEndsIsBounded() {
        var replies = GraphicsReplies()
        replies.read(Array("\u{1B}_Gi=".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "A"), count: 64 * 1024)
        for _ in 0..<16 { replies.read(chunk) }
        #expect(replies.keys.count <= GraphicsReplies.keyLimit)
        #expect(replies.unread.count <= GraphicsReplies.keyLimit + TerminalInputScanner.stringLimit + 2)
        replies.read(Array("\u{1B}\\\u{1B}[?62;4c".utf8))
        #expect(replies.sixel && replies.isComplete && !replies.kitty)
        // Typing held down for the whole wait is kept to the limit.
        var typing = GraphicsReplies()
        typing.read([UInt8](repeating: UInt8(ascii: "x"), count: GraphicsReplies.keyLimit + 100))
        #expect(typing.keys.count == GraphicsReplies.keyLimit)
        // A control sequence that never ends, likewise.
        var sequence = GraphicsReplies()
        sequence.read(Array("\u{1B}[?".utf8) + [UInt8](repeating: UInt8(ascii: "4"), count: 1 << 20))
        #expect(sequence.unread.count <= TerminalInputScanner.sequenceLimit + 1)
        sequence.read(Array("c".utf8))
        #expect(!sequence.isComplete && sequence.keys == [])
    }

    private static func summary(_ replies: GraphicsReplies) -> String {
        "\(replies.kitty) \(replies.sixel) \(String(describing: replies.cell)) \(String(describing: replies.background)) "
            + "\(replies.isComplete) \(replies.keys) \(replies.unread)"
    }
}
