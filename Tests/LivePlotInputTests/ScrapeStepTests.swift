import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// A scrape is one step along x: lines of one series each (metric text, `key: value` lines,
/// /proc/net/dev's interface a line) that name other series share a row until a name comes again; the
/// end of a run of a command run again and again (`SampleDecoder.endStep`) ends the row.
@Suite struct ScrapeStepTests {
    /// Decodes each run's text, ending each run with `endStep` (`--interval`) or not (a pipe).
    static func runs(_ texts: [String], endsSteps: Bool) -> SampleBatch {
        var decoder = SampleDecoder()
        var batch = SampleBatch()
        for text in texts {
            Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
            if endsSteps { decoder.endStep(at: 0, into: &batch) }
        }
        decoder.finish(into: &batch)
        batch.checkInvariants()
        return batch
    }

    /// `while :; do cat /proc/net/dev; sleep 1; done`: 20 scrapes of 4 interfaces, 20 rows of 4 values,
    /// the headers between them passed over.
    @Test func procNetDevIsARowAScrape() {
        let batch = decoded(ProducerOutput.text("proc-net-dev-loop.txt"))
        #expect(batch.seriesNames == ["lo", "ifb0", "ifb1", "eth0"])
        #expect(batch.rowCount == 20)
        #expect((0..<batch.rowCount).allSatisfy { row in (0..<4).allSatisfy { !batch.value(row: row, series: $0).isNaN } },
                "every interface in every step")
        #expect(batch.column(0).prefix(3) == [4101183, 4119443, 4137703], "lo's received bytes, a scrape a step")
    }

    /// `/proc/meminfo`-like lines: a row until a key comes again.
    @Test func keyLinesShareARowUntilANameRepeats() {
        let batch = decoded("MemTotal: 100 kB\nMemFree: 40 kB\nMemTotal: 100 kB\nMemFree: 38 kB\nMemAvailable: 50 kB\n")
        #expect(columns(batch) == ["MemTotal": [100, 100], "MemFree": [40, 38], "MemAvailable": [nil, 50]])
        let logfmt = decoded("cpu=12 mem=40\ndisk=1\n")
        #expect(logfmt.rowCount == 2, "a line of several pairs is a row of its own, as before")
    }

    /// The end of a run closes the row: a run's lines are one step, the next run's another, even when
    /// the next names other series than the last line did. A pipe has no runs: the lines run on.
    @Test func theEndOfARunEndsTheStep() {
        for (name, first, second) in [("key lines", "a: 1\n", "b: 2\n"), ("metric text", "a 1\n", "b 2\n")] {
            let stepped = Self.runs([first, second], endsSteps: true)
            #expect(columns(stepped) == ["a": [1, nil], "b": [nil, 2]], "\(name): two runs, two steps")
            let piped = Self.runs([first, second], endsSteps: false)
            #expect(columns(piped) == ["a": [1], "b": [2]], "\(name): one scrape")
        }
        let whole = Self.runs(["a 1\nb 2\n", "a 3\nb 4\n"], endsSteps: true)
        #expect(columns(whole) == ["a": [1, 3], "b": [2, 4]], "a run's lines are one step")
    }

    /// Node exporter's text, three scrapes, each with its HELP and TYPE lines.
    static let metricScrapes = (0..<3).map { step in
        "# HELP node_load1 1m load average.\n# TYPE node_load1 gauge\nnode_load1 0.\(step)\n"
            + "node_memory_MemFree_bytes \(1000 + step)\nnode_network_receive_bytes_total{device=\"eth0\"} \(5e6 + Double(step) * 1e3)\n"
    }.joined()

    /// `text` decoded in chunks cut at `cuts` (offsets in its bytes), as reads of a pipe would give it.
    static func chunked(_ text: String, cuts: [Int]) -> SampleBatch {
        let bytes = Array(text.utf8)
        var decoder = SampleDecoder()
        var batch = SampleBatch()
        var chunk = SampleBatch()
        for (start, end) in zip([0] + cuts, cuts + [bytes.count]) where end > start {
            bytes[start..<end].withUnsafeBytes { decoder.decode($0, into: &chunk) }
            chunk.checkInvariants()
            batch.append(chunk)
            chunk.removeAll()
        }
        decoder.finish(into: &chunk)
        batch.append(chunk)
        batch.checkInvariants()
        return batch
    }

    /// The same rows of the same series, and the same lines unused.
    static func same(_ one: SampleBatch, _ other: SampleBatch) -> Bool {
        one.rowCount == other.rowCount && columns(one) == columns(other) && one.unusedLines == other.unusedLines
            && one.skippedLineCount == other.skippedLineCount
    }

    /// A scrape cut by a read is held until its step ends, so however a pipe cuts the text, the rows are
    /// the file's: /proc/net/dev's 20 scrapes and metric text's 3, cut at every offset, and at random
    /// offsets several times over.
    @Test(arguments: ["proc-net-dev-loop", "metric text"])
    func anyChunkingGivesTheSameRows(_ name: String) {
        let text = name == "metric text" ? Self.metricScrapes : ProducerOutput.text("proc-net-dev-loop.txt")
        let whole = Self.chunked(text, cuts: [])
        #expect(whole.rowCount == (name == "metric text" ? 3 : 20))
        let count = text.utf8.count
        var differing: [Int] = []
        for cut in 1..<count where !Self.same(Self.chunked(text, cuts: [cut]), whole) { differing.append(cut) }
        #expect(differing.isEmpty, "cut at \(differing.prefix(5))")
        var random = SplitMix64(seed: 44)
        for round in 0..<200 {
            let cuts = (0..<Int(1 + random.next() % 40)).map { _ in Int(1 + random.next() % UInt64(count - 1)) }.sorted()
            #expect(Self.same(Self.chunked(text, cuts: cuts), whole), "round \(round): cuts \(cuts)")
        }
    }

    /// A scrape held open is ended by its source's quiet (`endScrape`, called by the reader): its row is
    /// handed on then, the next line begins another, and a partial line waits for its newline.
    @Test func quietEndsTheHeldScrape() {
        var decoder = SampleDecoder()
        var batch = SampleBatch()
        Array("a: 1\nb: 2\nc: ".utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        #expect(batch.rowCount == 0 && decoder.holdsScrape, "the scrape may go on: held")
        decoder.endScrape(into: &batch)
        #expect(!decoder.holdsScrape && columns(batch) == ["a": [1], "b": [2]], "its row, handed on")
        batch.removeAll()
        Array("3\na: 4\n".utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        #expect(columns(batch) == ["a": [4], "b": [nil], "c": [3]], "c's line, ended in the next read, begins the next step")
    }
}

