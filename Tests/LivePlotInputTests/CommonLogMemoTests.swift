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
    ]
    static let words = ["10.0.0.1 - -", "GET / HTTP/1.1", "200 512", "rt=0.012", "[pid 42]", "-"]

    static func line(_ random: inout SplitMix64) -> [UInt8] {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            parts.append(Bool.random(using: &random) ? stamps.randomElement(using: &random)! : words.randomElement(using: &random)!)
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
