import Testing
@testable import LivePlotInput

/// `CommonLogMemo`, the access log's repeated stamp compared instead of parsed: every line's time is the
/// full reading's (`TimestampParser.commonLog`), whatever came before it.
@Suite struct CommonLogMemoTests {
    /// Pieces of access-log lines: stamps that repeat, change by a second or a zone, http.server's form,
    /// broken ones, and brackets that are no stamp before or after one.
    static let stamps = [
        "[22/Nov/2026:10:00:01 +0000]", "[22/Nov/2026:10:00:01 +0000]", "[22/Nov/2026:10:00:02 +0000]",
        "[22/Nov/2026:10:00:01 +0100]", "[22/Nov/2026:10:00:01 -0530]", "[25/Nov/2026 17:23:33]",
        "[25/Nov/2026 17:23:34]", "[31/Nov/2026:10:00:01 +0000]", "[22/Nov/2026:10:00:01 +0000",
        "[22/Nov/2026:10:00:01 +000]", "[22/Nov/2026:10:00:01.5 +0000]", "[22/Nov/2026:1O:00:01 +0000]",
        "[error]", "[", "", "[22/Nov/2026:10:00:01 +0000]]", "[[22/Nov/2026:10:00:01 +0000]",
        // The seconds alone changed (to the leap second, past it, to a letter), then the minute or the day.
        "[22/Nov/2026:10:00:59 +0000]", "[22/Nov/2026:10:00:60 +0000]", "[22/Nov/2026:10:00:61 +0000]",
        "[22/Nov/2026:10:00:99 +0000]", "[22/Nov/2026:10:00:0a +0000]", "[22/Nov/2026:10:01:01 +0000]",
        "[23/Nov/2026:10:00:01 +0000]", "[25/Nov/2026 17:23:60]", "[25/Nov/2026 17:23:61]",
        // Fractions: a stamp of 31 bytes, and one too long to remember.
        "[22/Nov/2026:10:00:01.25 +0000]", "[22/Nov/2026:10:00:02.25 +0000]", "[22/Nov/2026:10:00:01.123456789 +0000]",
    ]
    static let words = ["10.0.0.1 - -", "GET / HTTP/1.1", "200 512", "rt=0.012", "[pid 42]", "-"]

    /// A stamp of the list, or one of an access log's next seconds: most of the same minute.
    static func stamp(_ random: inout SplitMix64) -> String {
        guard Bool.random(using: &random) else { return stamps.randomElement(using: &random)! }
        let seconds = Int.random(in: 0...62, using: &random), minute = Int.random(in: 0..<8, using: &random) == 0 ? 1 : 0
        let clock = "10:0\(minute):\(seconds < 10 ? "0" : "")\(seconds)"
        return Int.random(in: 0..<6, using: &random) == 0 ? "[25/Nov/2026 \(clock)]" : "[22/Nov/2026:\(clock) +0000]"
    }

    static func line(_ random: inout SplitMix64) -> [UInt8] {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            parts.append(Bool.random(using: &random) ? stamp(&random) : words.randomElement(using: &random)!)
        }
        var bytes = Array(parts.joined(separator: Bool.random(using: &random) ? " " : "").utf8)
        // A line cut anywhere: a stamp that runs past the line's end.
        if Int.random(in: 0..<8, using: &random) == 0, !bytes.isEmpty { bytes.removeLast(Int.random(in: 1...bytes.count, using: &random)) }
        return bytes
    }

    @Test func everyLineHasTheFullReadingsTime() {
        var random = SplitMix64(seed: 47)
        var memo = CommonLogMemo()
        var remembered = 0
        for _ in 0..<20_000 {
            let line = Self.line(&random)
            let full = line.withUnsafeBytes { TimestampParser.commonLog(in: $0) }
            let fast = line.withUnsafeBytes { memo.time(in: $0) }
            #expect(fast == full, "\(String(decoding: line, as: UTF8.self))")
            if full != nil { remembered += 1 }
        }
        #expect(remembered > 5_000, "most lines have a stamp")
    }

    /// `--match` over access-log lines: each row's x is its line's first stamp that reads, in one chunk
    /// and in random ones.
    @Test func matchedRowsTakeTheFullReadingsXInAnyChunks() throws {
        var random = SplitMix64(seed: 52)
        for trial in 0..<12 {
            let lines = ["10.0.0.1 - - [22/Nov/2026:10:00:01 +0000] v=1"] + (0..<2_000).map { _ in
                String(decoding: Self.line(&random), as: UTF8.self) + ["v=12", " v=3", ""].randomElement(using: &random)!
            }
            try LeadingTimeMemoTests.expectMatchedXs(lines, seed: UInt64(trial), "trial \(trial)") { TimestampParser.commonLog(in: $0) }
        }
    }

    /// The same stamp after a line without one, and a `[` that is no stamp before the one remembered.
    @Test func aStampIsComparedWhereTheLinesFirstBracketIs() {
        var memo = CommonLogMemo()
        func time(_ text: String) -> WrittenTime? { Array(text.utf8).withUnsafeBytes { memo.time(in: $0) } }
        let first = time("10.0.0.1 - - [22/Nov/2026:10:00:01 +0000] \"GET /\"")
        #expect(first == .instant(civil: 1_795_341_601_000_000, offset: 0))
        #expect(time("no stamp") == nil)
        #expect(time("[22/Nov/2026:10:00:01 +0000] again") == first)
        // The first `[` opens no stamp: the full reading reads the next, of another time.
        #expect(time("[error] [22/Nov/2026:10:00:02 +0000]") == .instant(civil: 1_795_341_602_000_000, offset: 0))
        #expect(time("[22/Nov/2026:10:00:01 +0100]") == .instant(civil: 1_795_341_601_000_000, offset: 3600))
        // The remembered bytes cut short by the line's end: not the stamp.
        #expect(time("[22/Nov/2026:10:00:01 +010") == nil)
    }
}
