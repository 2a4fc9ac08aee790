import LivePlotBasics
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// JSON lines read as a run straight from a chunk by the layout the last one read in full had
/// (`SampleBatch.appendRows(json:…)`), against the reading of each line in full: the same rows, gaps, xs,
/// names, skipped and dropped counts, bit for bit.
@Suite struct JSONRowsTests {
    private static let learnt = #"{"ts":"2026-11-22T10:00:00Z","level":"info","latency_ms":469.36,"status":200}"#

    /// Reads `text` line by line in full, then offers `rest` to the run: where it stopped, the batch, and
    /// whether the reader offered a run.
    private func run(after text: String, _ rest: String, selection: FieldSelection? = nil, times: TimeResolver? = TimeResolver(zone: .utc, now: 0),
                     maximumLineLength: Int = LineSplitter.defaultMaximumLineLength) -> (stop: Int, batch: SampleBatch, reads: Bool) {
        var reader = FieldRowReader(selection: selection, maximumRecordLength: maximumLineLength, times: times)
        var batch = SampleBatch()
        for line in text.split(separator: "\n") { _ = reader.read(Array(line.utf8), into: &batch) }
        let reads = reader.run(for: batch) == .jsonRows
        let stop = Array(rest.utf8).withUnsafeBytes { reader.readJSONRows($0, from: 0, into: &batch) }
        return (stop, batch, reads)
    }

    /// Twice: the first line decides that `ts` is x, and no layout is learnt from a line that decides a role.
    private static let twice = learnt + "\n" + learnt + "\n"

    @Test func linesOfTheLayoutGoInARun() {
        let taken = #"{"ts":"2026-11-22T10:00:01Z","level":"warn","latency_ms":-0.5e1,"status":503}"# + "\n"
            + #"{"ts":"2026-11-22T10:00:02.5Z","level":"","latency_ms":7,"status":404}"# + "\r\n"
        let (stop, batch, reads) = run(after: Self.twice, taken + #"{"ts":"2026-11-22T10:00:03Z","level":"info","latency_ms":1,"status":2} "# + "\n")
        #expect(reads)
        #expect(stop == taken.utf8.count, "a blank after the object is another layout's")
        #expect(batch.seriesNames == ["latency_ms", "status"])
        #expect(batch.values == [469.36, 200, 469.36, 200, -5, 503, 7, 404])
        #expect(batch.xs == [1_795_341_600, 1_795_341_600, 1_795_341_601, 1_795_341_602.5])
    }

    @Test func unselectedNumbersAreCheckedNotRead() throws {
        let selection = try FieldSelection.parse("latency_ms")
        let good = #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":3,"status":-12.5e+3}"# + "\n"
        let (stop, batch, reads) = run(after: Self.twice, good + #"{"ts":"2026-11-22T10:00:02Z","level":"info","latency_ms":4,"status":01}"# + "\n",
                                       selection: selection)
        #expect(reads)
        #expect(stop == good.utf8.count, "01 is no JSON number, selected or not")
        #expect(batch.seriesNames == ["latency_ms"] && batch.values == [469.36, 469.36, 3])
    }

    /// Each way a line can differ from the layout, or read otherwise in full, that stops the run at once.
    @Test func nearMissesStopTheRun() {
        let misses = [
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200,}"#, "a trailing comma"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200}{"a":1}"#, "a second object"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":01,"status":200}"#, "a leading zero"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1.,"status":200}"#, "a point without digits"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_us":1,"status":200}"#, "another key"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":null,"status":null}"#, "no number: no row"),
            (#"{"ts":"2026-11-22T10:00:0x","level":"info","latency_ms":1,"status":200}"#, "no time in the time field"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"in\u00e9","latency_ms":1,"status":200}"#, "an escape"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"a"# + "\u{9B}" + #"31m","latency_ms":1,"status":200}"#, "a C1 control to clean"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200}"# + "\u{1B}[0m", "an escape sequence after it"),
            ("\u{FEFF}" + #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200}"#, "a byte order mark"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200}"# + "\r\r", "two CRs"),
            (#"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200"#, "cut short"),
        ]
        for (line, why) in misses {
            let (stop, _, reads) = run(after: Self.twice, line + "\n")
            #expect(reads && stop == 0, "\(why): \(line.debugDescription) stops the run")
        }
        let long = run(after: Self.twice, Self.learnt + "\n", maximumLineLength: Self.learnt.utf8.count - 1)
        #expect(long.stop == 0, "a line too long is the splitter's to drop")
        let end = run(after: Self.twice, Self.learnt)
        #expect(end.stop == 0, "a line whose end has not come")
    }

    @Test func noRunUntilItsTimesArePlaced() {
        #expect(!run(after: Self.learnt + "\n", Self.learnt + "\n").reads, "the first line decided the role of ts: no layout")
        #expect(run(after: Self.twice, Self.learnt + "\n", times: nil).reads, "without x, the time field is a string like any")
    }

    /// `bytes` through `decoder` in chunks cut at `cuts` (ascending; none: one chunk), then its end; the
    /// batch's invariants checked.
    static func decoded(_ bytes: [UInt8], cut cuts: [Int], by decoder: SampleDecoder) -> SampleBatch {
        var decoder = decoder
        var batch = SampleBatch()
        var offset = 0
        for cut in cuts + [bytes.count] where cut > offset {
            bytes[offset..<cut].withUnsafeBytes { decoder.decode($0, into: &batch) }
            offset = cut
        }
        decoder.finish(into: &batch)
        batch.checkInvariants()
        return batch
    }

    /// Random streams of JSON lines, most of one layout, some off it (`JSONStreamMaker`): decoded in one
    /// chunk (runs), in random chunks and cut inside each string, escape and number, against byte by byte
    /// (no run can take a line it cannot see the end of, so every line is read by the JSON reader).
    @Test func runsReadWhatTheFullReadingReads() throws {
        var random = SplitMix64(seed: 4848)
        var streamsWithRuns = 0
        let trials = Sweep.count(unit: 300, long: 3000)
        for trial in 0..<trials {
            var maker = JSONStreamMaker(random: &random)
            // Some long enough for a slot's memo to fill, and to run out of credit (`JSONTokenMemo`).
            let lines = (0..<(3 + Int(random.next() % (trial % 4 == 0 ? 40 : 14)))).map { _ in maker.line(random: &random) }
            let text = lines.joined(separator: random.next() % 4 == 0 ? "\r\n" : "\n") + (random.next() % 4 == 0 ? "" : "\n")
            let bytes = Array(text.utf8)
            let selection = [nil, nil, try FieldSelection.parse("latency_ms"), try FieldSelection.parse("ts,b*,a.b")][Int(random.next() % 4)]
            let times: TimeResolver? = random.next() % 4 == 0 ? nil : TimeResolver(zone: .utc, now: 0)
            let timeKeys = [TimeKeys.defaults, TimeKeys(["ts"]), .none][Int(random.next() % 3)]
            func decode(cuts: [Int]) -> SampleBatch {
                Self.decoded(bytes, cut: cuts, by: SampleDecoder(selection: selection, times: times, timeKeys: timeKeys))
            }
            let expected = decode(cuts: Array(0..<bytes.count))
            // Cuts where a run's reading could go wrong: inside a string, an escape, a number, a line's end.
            let inside = bytes.indices.filter { [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "."), 0x0A].contains(bytes[$0]) }
            var chunkRandom = SplitMix64(seed: UInt64(trial))
            let decodings = [
                ("one chunk", decode(cuts: [])),
                ("random chunks", decode(cuts: Array(stride(from: 0, to: bytes.count, by: 1 + Int(chunkRandom.next() % 64))))),
                ("cut inside tokens", decode(cuts: inside.map { $0 + 1 + Int(chunkRandom.next() % 3) }.filter { $0 < bytes.count })),
            ]
            for (name, batch) in decodings {
                let difference = IngestFuzzHarness.batchDifference(batch, expected)
                #expect(difference == nil, "\(name), trial \(trial): \(difference ?? "")\n\(text.debugDescription)")
                if difference != nil { return }
            }
            if Self.readsRuns(lines, selection: selection, times: times, timeKeys: timeKeys) { streamsWithRuns += 1 }
        }
        // The test means something only if runs were taken: most streams repeat their layout.
        #expect(streamsWithRuns > trials / 3, "runs taken in \(streamsWithRuns) streams of \(trials)")
    }

    /// Two time keys: the last gives x, in a run as in full, also when the first is the memo's timestamp and
    /// the last is not (its length changes: Python's `isoformat()` leaves out a fraction of 0). The attacker's
    /// case: the run took the first key's time, the axis stopped short and `unordered=` counted lines
    /// (mutation: the memo's time of an earlier key kept — this test fails).
    @Test func theLastOfTwoTimeKeysGivesX() {
        let text = (0..<6).map { second in
            "{\"time\":\"2026-11-24T12:00:0\(second)Z\",\"ts\":\"2026-11-24T18:00:0\(second)\(second % 2 == 1 ? ".5" : "")Z\",\"v\":\(second)}\n"
        }.joined()
        let bytes = Array(text.utf8)
        func decode(cuts: [Int]) -> SampleBatch {
            Self.decoded(bytes, cut: cuts, by: SampleDecoder(selection: nil, times: TimeResolver(zone: .utc, now: 0)))
        }
        let whole = decode(cuts: [])
        #expect(IngestFuzzHarness.batchDifference(whole, decode(cuts: Array(0..<bytes.count))) == nil)
        #expect(whole.xs.count == 6 && whole.xs[5] - whole.xs[0] == 5.5, "\(whole.xs)")
    }

    /// Whether a reader that has read some of the stream's lines in full would take the next one in a run.
    private static func readsRuns(_ lines: [String], selection: FieldSelection?, times: TimeResolver?, timeKeys: TimeKeys) -> Bool {
        var reader = FieldRowReader(selection: selection, times: times, timeKeys: timeKeys)
        var batch = SampleBatch()
        for (line, next) in zip(lines, lines.dropFirst()) {
            _ = reader.read(Array(line.utf8), into: &batch)
            if reader.run(for: batch) == .jsonRows, Array((next + "\n").utf8).withUnsafeBytes({ reader.readJSONRows($0, from: 0, into: &batch) }) > 0 {
                return true
            }
        }
        return false
    }
}
