import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// A scrape is one step along x: metric lines that name other series share a row until a name comes
/// again (`ScrapeRow`); the end of a run of a command run again and again (`SampleDecoder.endStep`)
/// ends the row.
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

    /// The end of a run closes the row: a run's lines are one step, the next run's another, even when
    /// the next names other series than the last line did. A pipe has no runs: the lines run on.
    @Test func theEndOfARunEndsTheStep() {
        for (name, first, second) in [("metric text", "a 1\n", "b 2\n"), ("labelled", "a{x=\"1\"} 1\n", "b 2\n")] {
            let stepped = Self.runs([first, second], endsSteps: true)
            #expect(columns(stepped) == [first.hasPrefix("a{") ? #"a{x="1"}"# : "a": [1, nil], "b": [nil, 2]], "\(name): two runs, two steps")
            let piped = Self.runs([first, second], endsSteps: false)
            #expect(columns(piped) == [first.hasPrefix("a{") ? #"a{x="1"}"# : "a": [1], "b": [2]], "\(name): one scrape")
        }
        let whole = Self.runs(["a 1\nb 2\n", "a 3\nb 4\n"], endsSteps: true)
        #expect(columns(whole) == ["a": [1, 3], "b": [2, 4]], "a run's lines are one step")
    }
}
