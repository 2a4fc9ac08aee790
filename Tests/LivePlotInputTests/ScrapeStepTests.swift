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
}
