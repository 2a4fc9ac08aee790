import Testing
@testable import LivePlotLive

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
}
