import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Escape sequences hidden in the input (in values, in keys, in headers) are taken out before reading:
/// the input reads exactly as the same input without them.
@Suite struct InjectionTests {
    static let sequences = [
        "\u{1B}[2J", "\u{1B}]0;owned\u{07}", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{1B}P+q544e\u{1B}\\", "\u{1B}[10;10H",
        "\u{1B}7", "\u{1B}c", "\u{9B}31m", "\u{1B}[?1049h", "\u{1B}]8;;http://x\u{1B}\\", "\u{9D}2;t\u{9C}", "\u{1B}(0",
    ]

    static func same(_ dirty: String, _ clean: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = decoded(dirty)
        let b = decoded(clean)
        #expect(columns(a) == columns(b) && a.seriesNames == b.seriesNames && a.skippedLineCount == b.skippedLineCount,
                "\(dirty.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func inValuesKeysAndHeaders() {
        Self.same("12\u{1B}[31m\n\u{1B}[2J13\n", "12\n13\n")
        Self.same("cpu\u{1B}]0;x\u{07}=5 mem=\u{9B}1m7\n", "cpu=5 mem=7\n")
        Self.same("ti\u{1B}[1mme,c\u{1B}]52;c;AA==\u{07}pu\n1,2\n", "time,cpu\n1,2\n")
    }

    /// Property: any of the sequences, anywhere between characters of random lines, changes nothing.
    @Test func anywhereChangesNothing() {
        var random = SplitMix64(seed: 8)
        let pieces = ["12", "-3.5", "cpu=", "mem:", "4", " ", ",", "x", "\n", "7ms", "time"]
        for round in 0..<400 {
            var clean = ""
            var dirty = ""
            for _ in 0..<Int(random.next() % 30) {
                let piece = pieces[Int(random.next() % UInt64(pieces.count))]
                clean += piece
                dirty += piece
                if random.next() % 3 == 0 { dirty += Self.sequences[Int(random.next() % UInt64(Self.sequences.count))] }
            }
            Self.same(dirty + "\n", clean + "\n")
            _ = round
        }
    }

    /// `--match` looks for escapes once a chunk: property: the sequences anywhere in random lines, the
    /// input cut in two anywhere (a line begun with an escape in one chunk and ended in a clean one
    /// included), read as the same lines without them read whole.
    @Test func inMatchedLinesCutAnywhereChangesNothing() {
        var random = SplitMix64(seed: 49)
        let pieces = ["cpu=", "12", "x", " ", "cpu=7", "°", "\n", "-3.5"]
        func decoded(_ text: [UInt8], cut: Int) -> SampleBatch {
            var decoder = SampleDecoder(matcher: try! SampleMatcher(pattern: "cpu=([0-9.]+)"))
            var batch = SampleBatch()
            text[..<cut].withUnsafeBytes { decoder.decode($0, into: &batch) }
            text[cut...].withUnsafeBytes { decoder.decode($0, into: &batch) }
            decoder.finish(into: &batch)
            return batch
        }
        for _ in 0..<300 {
            var clean = "", dirty = ""
            for _ in 0..<Int(random.next() % 24) {
                let piece = pieces[Int(random.next() % UInt64(pieces.count))]
                clean += piece
                dirty += piece
                if random.next() % 4 == 0 { dirty += Self.sequences[Int(random.next() % UInt64(Self.sequences.count))] }
            }
            let expected = decoded(Array((clean + "\n").utf8), cut: 0)
            let text = Array((dirty + "\n").utf8)
            let cut = Int(random.next() % UInt64(text.count + 1))
            let found = decoded(text, cut: cut)
            #expect(columns(found) == columns(expected) && found.skippedLineCount == expected.skippedLineCount,
                    "\(dirty.debugDescription) cut at \(cut)")
        }
    }

    @Test func theCleanerTakesOutWholeSequencesOnly() {
        #expect(LineCleaner.cleaned(Array("a\u{1B}[38;5;1mb\u{1B}]0;t\u{1B}\\c\u{9B}2Jd".utf8)) == Array("abcd".utf8))
        #expect(LineCleaner.cleaned(Array("1\u{07}2\r3".utf8)) == Array("1\u{07}2\r3".utf8), "lone C0 controls stay: their line is skipped")
        #expect(LineCleaner.cleaned(Array("21.5°C µs".utf8)) == Array("21.5°C µs".utf8), "C2 B0 and C2 B5 are text")
        #expect(LineCleaner.cleaned(Array("5\u{1B}".utf8)) == Array("5".utf8), "a dangling escape")
    }
}
