import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// `LeadingTimeMemo`, a leading timestamp's second compared instead of read: every line's time is the
/// full reading's (`TimestampParser.read` of the stream's form), whatever came before it — a new
/// second, minute, day or zone, a fraction of another length, another byte after the timestamp, a
/// broken or cut one.
@Suite struct LeadingTimeMemoTests {
    /// A stream's timestamps one after another: mostly the last one's second again with another
    /// fraction, now and then something else changed.
    struct Stamps {
        let form: TimestampForm
        var day = 22, month = 11, hours = 10, minutes = 0, seconds = 1
        var digits = 3
        var zone = "Z"
        var separator = "T"
        var opener = ""
        var after = " "

        init(form: TimestampForm) {
            self.form = form
        }

        mutating func next(_ random: inout SplitMix64) -> String {
            // What changes for good: another second, minute, hour, day, month, zone, fraction length …
            switch Int.random(in: 0..<40, using: &random) {
            case 0: seconds = (seconds + 1) % 60
            case 1: seconds = Int.random(in: 0...59, using: &random)
            case 2: minutes = Int.random(in: 0...59, using: &random)
            case 3: hours = Int.random(in: 0...23, using: &random)
            case 4: day = Int.random(in: 1...28, using: &random)
            case 5: month = Int.random(in: 1...12, using: &random)
            case 6: zone = ["Z", "z", "", "+01:00", "-0530", "+01", "+0100", "-03:00"].randomElement(using: &random)!
            case 7: digits = Int.random(in: 0...9, using: &random)
            case 8: separator = ["T", " ", "t"].randomElement(using: &random)!
            case 9: opener = ["", "", "[", "\"", " ", "\t"].randomElement(using: &random)!
            case 10: after = [" ", "\t", "]", "\""].randomElement(using: &random)!
            default: break
            }
            // … and for one line only: what no reading takes, or the memo does not remember.
            var (seconds, minutes, hours, day, digits, after, mark) = (seconds, minutes, hours, day, digits, after, ".")
            switch Int.random(in: 0..<60, using: &random) {
            case 0: seconds = Int.random(in: 60...61, using: &random)
            case 1: minutes = 60
            case 2: hours = 24
            case 3: day = Int.random(in: 29...32, using: &random)
            case 4: digits = Int.random(in: 10...11, using: &random)
            case 5: after = [",", "x", "5", ":", ".", "", " +0100"].randomElement(using: &random)!
            case 6: mark = ","
            default: break
            }
            let fraction = digits == 0 ? "" : mark + String((0..<digits).map { _ in "0123456789".randomElement(using: &random)! })
            let clock = [hours, minutes, seconds].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":") + fraction
            let stamp: String
            switch form {
            case .syslog:
                let name = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
                stamp = "\(name) \(day < 10 ? " \(day)" : "\(day)") " + clock
            case .clock:
                stamp = clock
            default:
                stamp = "2026-\(month < 10 ? "0\(month)" : "\(month)")-\(day < 10 ? "0\(day)" : "\(day)")" + separator + clock + zone
            }
            let closer = opener == "[" ? "]" : opener == "\"" ? "\"" : ""
            var line = opener + stamp + (Int.random(in: 0..<4, using: &random) == 0 ? closer : "") + after
                + ["v=12", "host=web-1 status=200", "", "rt=0.5 x"].randomElement(using: &random)!
            // Now and then a byte changed, or the line cut short.
            if Int.random(in: 0..<30, using: &random) == 0, !line.isEmpty {
                var bytes = Array(line.utf8)
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = Array("0123456789:.-TZ+ x".utf8).randomElement(using: &random)!
                line = String(decoding: bytes, as: UTF8.self)
            }
            if Int.random(in: 0..<30, using: &random) == 0 { line = String(line.prefix(Int.random(in: 0...line.count, using: &random))) }
            return line
        }
    }

    /// The full reading of a line whose stream leads with `form`, as `LineTimestamps` reads it.
    static func fullReading(_ line: UnsafeRawBufferPointer, form: TimestampForm) -> (time: WrittenTime, start: Int, end: Int)? {
        guard let start = TimestampParser.leadingStart(in: line), let (time, end) = TimestampParser.read(form, in: line, at: start) else { return nil }
        return (time, start, end)
    }

    @Test(arguments: [TimestampForm.iso8601, .syslog, .clock])
    func everyLineHasTheFullReadingsTime(form: TimestampForm) {
        var random = SplitMix64(seed: 52)
        var stamps = Stamps(form: form)
        var memo = LeadingTimeMemo()
        var remembered = 0, read = 0
        for _ in 0..<40_000 {
            let line = Array(stamps.next(&random).utf8)
            line.withUnsafeBytes { bytes in
                let full = Self.fullReading(bytes, form: form)
                if let fast = memo.time(in: bytes) {
                    remembered += 1
                    #expect(fast == full?.time, "\(String(decoding: line, as: UTF8.self))")
                } else if let full {
                    read += 1
                    memo.remember(bytes, time: full.time, form: form, start: full.start, end: full.end)
                }
            }
        }
        // Most lines remembered, and many a new second read.
        #expect(remembered > 20_000, "\(remembered) remembered")
        #expect(read > 1_000, "\(read) read")
    }

    /// `--match` with x from the lines: each row's x is the full reading's time of its line, resolved in
    /// order by the stream's times, whether the lines come in one chunk or in random ones.
    @Test(arguments: [TimestampForm.iso8601, .syslog, .clock])
    func matchedRowsTakeTheFullReadingsXInAnyChunks(form: TimestampForm) throws {
        var random = SplitMix64(seed: UInt64(47))
        let first = form == .syslog ? "Nov 22 10:00:01 v=1" : form == .clock ? "10:00:01.250 v=1" : "2026-11-22T10:00:01.250Z v=1"
        for trial in 0..<12 {
            var stamps = Stamps(form: form)
            let lines = [first] + (0..<2_000).map { _ in stamps.next(&random) }
            try Self.expectMatchedXs(lines, seed: UInt64(trial), "\(form), trial \(trial)") { Self.fullReading($0, form: form)?.time }
        }
    }

    /// Decodes `lines` with `--match 'v=(\d+)'` and x from the lines, in one chunk and in random ones, and
    /// expects each row's x, bit for bit, to be `fullReading` of its line resolved in order by the
    /// stream's times (a line without a time: nan). The first line decides the form.
    static func expectMatchedXs(_ lines: [String], seed: UInt64, _ comment: String,
                                fullReading: (UnsafeRawBufferPointer) -> WrittenTime?) throws {
        let times = TimeResolver(zone: .utc, now: 1_795_341_601_000_000)
        // The model: a row for each line the pattern takes a number from, at the full reading's time.
        var matcher = try SampleMatcher(pattern: "v=(\\d+)")
        var resolver = times
        var expected: [UInt64] = []
        for line in lines {
            guard let numbers = matcher.numbers(in: Array(line.utf8)), numbers.contains(where: { !$0.isNaN }) else { continue }
            let time = Array(line.utf8).withUnsafeBytes(fullReading)
            expected.append((time.map { Double(resolver.microseconds(of: $0)) / 1e6 } ?? .nan).bitPattern)
        }
        let text = lines.joined(separator: "\n") + "\n"
        let make = { SampleDecoder(matcher: try! SampleMatcher(pattern: "v=(\\d+)"), times: times) }
        var chunkRandom = SplitMix64(seed: seed)
        for (name, batch) in [("one chunk", IngestFuzzHarness.decoded(text, by: make) { _ in text.utf8.count }),
                              ("random chunks", IngestFuzzHarness.decoded(text, by: make) { _ in 1 + Int(chunkRandom.next() % 96) })] {
            #expect(batch.xs.map(\.bitPattern) == expected, "\(comment), \(name)")
        }
    }

    /// What the memo holds is forgotten by a timestamp it cannot remember: the next line of the old
    /// second is read in full, not given the old time.
    @Test func aTimestampNotRememberedForgetsTheLastOne() {
        var memo = LeadingTimeMemo()
        func time(_ text: String) -> WrittenTime? { Array(text.utf8).withUnsafeBytes { memo.time(in: $0) } }
        func remember(_ text: String) {
            Array(text.utf8).withUnsafeBytes { bytes in
                let full = Self.fullReading(bytes, form: .iso8601)!
                memo.remember(bytes, time: full.time, form: .iso8601, start: full.start, end: full.end)
            }
        }
        remember("2026-11-22T10:00:01.250Z v=1")
        #expect(time("2026-11-22T10:00:01.500Z v=2") == .instant(civil: 1_795_341_601_500_000, offset: 0))
        #expect(time("2026-11-22T10:00:01.500+01:00 v=2") == nil, "another zone")
        #expect(time("2026-11-22T10:00:01.50Z v=2") == nil, "a fraction of another length")
        #expect(time("2026-11-22T10:00:01.500Zv=2") == nil, "no timestamp: a letter after it")
        // A comma after a timestamp may open a fraction: the timestamp is not remembered.
        remember("2026-11-22T10:00:01,v=1")
        #expect(time("2026-11-22T10:00:01,v=1") == nil)
        remember("2026-11-22T10:00 v=1")
        #expect(time("2026-11-22T10:00 v=1") == nil, "a clock without its seconds is not remembered")
    }
}
