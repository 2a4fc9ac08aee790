import LivePlotBasics
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// The two ways a JSON layout tells a value without reading it: a token it saw before (`JSONTokenMemo`),
/// and a token like the learnt one but for its digits (`JSONLineTemplate.DigitLanes`). Each against its
/// definition; the layouts that use them are held to the full reading in `JSONLineTemplateTests` and
/// `JSONRowsTests`.
@Suite struct JSONTokenMemoTests {
    /// `text` with sixteen bytes of blanks after it, as a line has them after a token `value` compares.
    private static func line(_ text: String) -> [UInt8] { Array(text.utf8) + Array(repeating: UInt8(ascii: " "), count: 16) }

    private static func value(_ memo: inout JSONTokenMemo, _ text: String) -> (Double, Int)? {
        var index = 0
        return line(text).withUnsafeBytes { bytes in memo.value(bytes, at: &index).map { ($0, index) } }
    }

    private static func remember(_ memo: inout JSONTokenMemo, _ text: String, _ token: String, value: Double) {
        line(text).withUnsafeBytes { memo.remember($0, from: 0, to: token.utf8.count, value: value) }
    }

    /// A remembered token gives its value and length again, each of three; a token that only begins
    /// like one (`4040` after `404`: the structure after it tells) gives the remembered one's, and one
    /// that differs in any byte of it, none.
    @Test func tokensRememberedGiveTheirValues() {
        var memo = JSONTokenMemo()
        Self.remember(&memo, #""warn","s":1"#, #""warn""#, value: .nan)
        Self.remember(&memo, #"404}"#, "404", value: 404)
        Self.remember(&memo, #""a sixteen-byte"}"#, #""a sixteen-byte""#, value: .nan)
        #expect(Self.value(&memo, #"404,"x":1"#).map { $0.0 == 404 && $0.1 == 3 } == true)
        #expect(Self.value(&memo, #""warn"}"#).map { $0.0.isNaN && $0.1 == 6 } == true)
        #expect(Self.value(&memo, #""a sixteen-byte""#)?.1 == 16)
        #expect(Self.value(&memo, "4040")?.1 == 3)
        for other in [#""warm""#, #""Warn""#, "403", #""a sixteen-bytE""#, #"warn""#] { #expect(Self.value(&memo, other) == nil, "\(other)") }
        // A fourth in place of the first.
        Self.remember(&memo, "503}", "503", value: 503)
        #expect(Self.value(&memo, #""warn""#) == nil)
        #expect(Self.value(&memo, "503")?.0 == 503 && Self.value(&memo, "404")?.0 == 404)
    }

    /// Longer than sixteen bytes, or too near the end of the bytes for two words: not remembered.
    @Test func onlyTokensOfTwoWordsAreRemembered() {
        var memo = JSONTokenMemo()
        Self.remember(&memo, #""eighteen bytes!!""#, #""eighteen bytes!!""#, value: .nan)
        #expect(Self.value(&memo, #""eighteen bytes!!""#) == nil)
        Array("200".utf8).withUnsafeBytes { memo.remember($0, from: 0, to: 3, value: 200) }
        #expect(Self.value(&memo, "200") == nil)
    }

    /// A slot whose tokens never repeat stops asking after `credits` misses, and a hit earns one back.
    @Test func aMemoThatMissesStopsAsking() {
        var memo = JSONTokenMemo()
        Self.remember(&memo, "7}", "7", value: 7)
        for miss in 0..<(JSONTokenMemo.credits - 1) { #expect(Self.value(&memo, "\(100 + miss)") == nil) }
        #expect(Self.value(&memo, "7")?.0 == 7, "a hit before the credit runs out")
        #expect(Self.value(&memo, "8") == nil)
        #expect(Self.value(&memo, "9") == nil)
        #expect(Self.value(&memo, "7") == nil, "no credit left: passed")
        var passed = JSONTokenMemo(isAsked: false)
        Self.remember(&passed, "7}", "7", value: 7)
        #expect(Self.value(&passed, "7") == nil)
    }

    /// `DigitLanes.admits` over random words against its definition, lane by lane: a lane differs from
    /// the learnt one only where both are digits (the learnt token shorter than eight bytes: past it, any).
    @Test func digitLanesAdmitWhatDiffersOnlyInDigits() {
        var random = SplitMix64(seed: 54)
        let alphabet = Array("0123456789/:.-TZ\"+ a".utf8) + [0x00, 0x2F, 0x3A, 0xB0, 0xB9, 0x39 | 0x80, 0x7F, 0x20]
        var admitted = 0
        for _ in 0..<Sweep.count(unit: 200_000, long: 2_000_000) {
            let length = 1 + Int(random.next() % 8)
            let learnt = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            // Mostly the learnt bytes with a lane or two changed, so that both outcomes are common.
            var line = learnt + (length..<8).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            for _ in 0..<Int(random.next() % 3) { line[Int(random.next() % 8)] = alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let isDigit = { (byte: UInt8) in byte &- UInt8(ascii: "0") < 10 }
            let expected = (0..<length).allSatisfy { line[$0] == learnt[$0] || isDigit(line[$0]) && isDigit(learnt[$0]) }
            let word = line.withUnsafeBytes { DigitRun.word(at: 0, in: $0.baseAddress!) }
            let got = JSONLineTemplate.DigitLanes(learnt, from: 0, to: length).admits(word)
            #expect(got == expected, "\(learnt) \(line)")
            if got != expected { return }
            if got { admitted += 1 }
        }
        #expect(admitted > 1000, "\(admitted) admitted")
    }
}
