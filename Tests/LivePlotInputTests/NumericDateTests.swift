import Foundation
import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// cli.md's "Dates": `11/01/2026` (month first, or day first where the locale or a value over 12 says
/// so), `01.11.2026`, `2026/11/01`, with or without a time, against Foundation's DateFormatter (tests only).
@Suite struct NumericDateTests {
    /// The instant (UTC seconds) a leading numeric date names, or nil.
    static func seconds(_ text: String, memo: inout DateMemo) -> Double? {
        var resolver = TimeResolver(zone: .utc, now: 0)
        return Array(text.utf8).withUnsafeBytes { bytes in
            TimestampParser.read(.numericDate, in: bytes, at: 0, memo: &memo).map { Double(resolver.microseconds(of: $0.time)) / 1e6 }
        }
    }

    static func seconds(_ text: String, daysFirst: Bool = false) -> Double? {
        var memo = DateMemo(daysFirst: daysFirst)
        return seconds(text, memo: &memo)
    }

    /// Random instants from 1970 to 2200 written by DateFormatter in each form, read back to the second.
    @Test(arguments: [
        ("MM/dd/yyyy HH:mm:ss", false), ("dd/MM/yyyy HH:mm:ss", true), ("dd.MM.yyyy HH:mm:ss", false), ("yyyy/MM/dd HH:mm:ss", false),
        ("M/d/yyyy HH:mm", false), ("d.M.yyyy", false), ("yyyy/MM/dd", true),
    ])
    func agreesWithDateFormatter(format: String, daysFirst: Bool) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        var random = SplitMix64(seed: 42)
        for _ in 0..<3000 {
            let written = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(random.next() % 7_258_118_400)))
            let expected = formatter.date(from: written)!.timeIntervalSince1970
            var memo = DateMemo(daysFirst: daysFirst)
            #expect(Self.seconds(written, memo: &memo) == expected, "\(format): \(written)")
        }
    }

    @Test func theOrderOfSlashedDates() {
        // 1 November 2026 and 11 January 2026, at midnight UTC.
        let november1 = 1_793_491_200.0, january11 = 1_768_089_600.0
        #expect(Self.seconds("11/01/2026") == november1, "month first, as the US writes it")
        #expect(Self.seconds("11/01/2026", daysFirst: true) == january11, "day first where the locale says so")
        #expect(Self.seconds("01.11.2026") == november1, "dotted: day first, whatever the locale")
        #expect(Self.seconds("2026/11/01", daysFirst: true) == november1)
        // A first number over 12 says day first, for the stream from then on.
        var memo = DateMemo()
        #expect(Self.seconds("25/11/2026", memo: &memo) == november1 + 24 * 86_400)
        #expect(Self.seconds("11/01/2026", memo: &memo) == january11)
        // A second number over 12 says month first again.
        #expect(Self.seconds("11/25/2026", memo: &memo) == november1 + 24 * 86_400)
        #expect(Self.seconds("11/01/2026", memo: &memo) == november1)
    }

    @Test(arguments: ["11/25/26", "1.2.3", "13/13/2026", "02/30/2026", "2026/13/01", "11-01-2026", "111/01/2026", "11/01/20261",
                      "2026.11.01", "11/01.2026", "12.5"])
    func notADate(text: String) {
        #expect(Self.seconds(text) == nil, "\(text)")
    }

    @Test func aDateLeadsALineAndFillsAField() {
        let line = Array("\"11/03/2026\",\"7,712.05\"".utf8)
        let leading = line.withUnsafeBytes { TimestampParser.leading(in: $0) }
        #expect(leading?.form == .numericDate && leading?.end == 11)
        let civil: Int64 = (1_793_491_200 + 17 * 3600 + 23 * 60) * 1_000_000
        let field = Array("01.11.2026 17:23".utf8).withUnsafeBytes { TimestampParser.field($0) }
        #expect(field == .instant(civil: civil, offset: nil))
    }

    /// Python's http.server: `[25/Nov/2026 17:23:33]`, local time, as nginx's `[25/Nov/2026:17:23:33 +0000]` is read.
    @Test func httpServersBracketedTime() {
        let local = Array("127.0.0.1 - - [25/Nov/2026 17:23:33] \"GET / HTTP/1.1\" 200 -".utf8).withUnsafeBytes { TimestampParser.commonLog(in: $0) }
        let civil: Int64 = (1_795_627_413) * 1_000_000  // 2026-11-25T17:23:33
        #expect(local == .instant(civil: civil, offset: nil))
        let nginx = Array("127.0.0.1 - - [25/Nov/2026:17:23:33 +0000] \"GET / HTTP/1.1\" 200 5".utf8).withUnsafeBytes { TimestampParser.commonLog(in: $0) }
        #expect(nginx == .instant(civil: civil, offset: 0))
        for broken in ["[25/Nov/2026 17:23:33 +0000]", "[25/Nov/2026 17:23]", "[25/Nov/2026  17:23:33]", "[25/Nov/2026T17:23:33]"] {
            #expect(Array(broken.utf8).withUnsafeBytes { TimestampParser.commonLog(in: $0) } == nil, "\(broken)")
        }
    }

    /// The http.server log (Tests/Producers/python-http-server.log): every request at its second, the
    /// banner deciding nothing (its row takes the first request's time, not its arrival).
    @Test func theHTTPServerLog() {
        var decoder = SampleDecoder(matcher: nil, selection: nil, times: TimeResolver(zone: .utc, now: 1_800_000_000_000_000), countsLines: true)
        var batch = SampleBatch()
        ProducerOutput.text("python-http-server.log").utf8.withContiguousStorageIfAvailable { decoder.decode(UnsafeRawBufferPointer($0), into: &batch) }
        decoder.finish(into: &batch)
        let seconds = batch.xs.map { Int($0) - 1_795_627_413 }
        #expect(seconds == [0, 0, 0, 2, 2, 3, 3, 5, 8, 8, 8])
    }

    /// Each export's dates as x: the US one month first, the German one day first.
    @Test func theExportsDates() {
        for (name, first) in [("us-export.csv", 1_793_664_000.0), ("de-export.csv", 1_793_491_200.0)] {
            var decoder = SampleDecoder(matcher: nil, selection: nil, times: TimeResolver(zone: .utc, now: 1_800_000_000_000_000))
            var batch = SampleBatch()
            Array(ProducerOutput.text(name).utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
            decoder.finish(into: &batch)
            #expect(batch.xs.first == first, "\(name)")
            #expect(batch.xs.count == 5 && batch.skippedLineCount == 0, "\(name)")
        }
    }
}
