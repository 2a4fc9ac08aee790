import Testing
@testable import LivePlotText
@testable import LivePlotInput

/// One grammar for escape sequences, whether the text comes as bytes (an input line) or as scalars (a title).
@Suite struct EscapeFilterTests {
    static func admitted(_ text: String) -> String {
        var filter = EscapeFilter()
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where filter.admits(scalar.value) { kept.append(scalar) }
        return String(kept)
    }

    @Test(arguments: [
        ("a\u{1B}[38;5;1mb", "ab"),
        ("a\u{1B}[3\u{01}1mb", "ab"),  // a C0 control inside a CSI is part of it; the CSI goes on to its final
        ("a\u{1B}[31\u{18}1mb", "a1mb"),  // CAN abandons it
        ("a\u{1B}[31\u{1B}[1mb", "ab"),  // ESC inside a CSI begins the next one
        ("a\u{1B}]0;t\u{07}b", "ab"), ("a\u{1B}]0;t\u{1B}\\b", "ab"), ("a\u{9D}0;t\u{9C}b", "ab"),
        ("a\u{1B}]0;t\u{1B}[1mb", "ab"),  // ESC ends a string and begins the next sequence
        ("a\u{1B}Pq\u{85}x\u{1B}\\b", "ab"),  // a C1 control inside a string stays in it
        ("a\u{1B}(éb", "ab"),  // a final character is a whole character, never half of one
        ("a\u{1B}(0b", "ab"), ("a\u{1B}7b", "ab"), ("a\u{1B}\u{1B}b", "a"), ("a\u{85}b", "ab"), ("a\u{9B}2Jb", "ab"),
        ("1\u{07}2\r3", "1\u{07}2\r3"),  // lone C0 controls are the caller's to keep or drop
        ("°C µs é €", "°C µs é €"),
    ])
    func grammar(input: String, expected: String) {
        #expect(Self.admitted(input) == expected, "\(input.debugDescription)")
    }

    @Test func aSequenceLeftOpenIsKnown() {
        var filter = EscapeFilter()
        for scalar in "5\u{1B}]0;title".unicodeScalars { _ = filter.admits(scalar.value) }
        #expect(filter.isInSequence)
    }

    /// Property: the bytes of a line and the scalars of the same text are cleaned alike (the byte front
    /// decodes C1 controls from their UTF-8 pairs and leaves other multi-byte characters whole).
    @Test func bytesAndScalarsAgree() {
        var random = SplitMix64(seed: 15)
        let pieces = [
            "12", "x", " ", "\u{1B}", "[", "]", "P", "\\", "m", "0;", "\u{07}", "\u{18}", "\u{85}", "\u{9B}", "\u{9C}",
            "\u{9D}", "é", "€", "°", "温", "(", "7", "\u{01}", "🚀",
        ]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int(random.next() % 16) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let bytes = LineCleaner.cleaned(Array(text.utf8))
            #expect(bytes == Array(Self.admitted(text).utf8), "\(text.debugDescription)")
        }
    }
}
