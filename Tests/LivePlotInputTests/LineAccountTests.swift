import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Every line that gives no sample is counted by why, so a chart with none accounts for each (issue 42,
/// point 4): `no samples: 3 lines, 2 taken as headers, 1 without a number`.
@Suite struct LineAccountTests {
    @Test func theDecoderCountsEveryLineWithoutASampleByWhy() {
        let batch = decoded("time,cpu\nfoo,bar\n\nabc\n")
        #expect(batch.rowCount == 0)
        #expect(batch.unusedLines.counts == [.header: 3, .blank: 1])
        #expect(batch.unusedLines.summary == "4 lines, 3 taken as headers, 1 blank")
    }

    @Test func theIssuesExample() {
        #expect(decoded("a b\nc d\n\n12 13 14\n", fields: FieldSelection(.name("b"))).unusedLines.summary == "4 lines, 2 taken as headers, 1 blank, 1 not selected")
        #expect(decoded("a,b\nc,d\n1,2\nwords\n", fields: FieldSelection(.name("z"))).unusedLines.summary
            == "4 lines, 3 taken as headers, 1 not selected")
    }

    /// One reason for them all is said once.
    @Test func oneReasonForEveryLine() {
        #expect(decoded("{\"a\":1\n{bad\n").unusedLines.summary == "2 lines, all invalid")
        #expect(decoded("\n \n").unusedLines.summary == "2 lines, all blank")
    }

    @Test func matchCountsTheLinesItMissedAndThoseWithoutANumber() {
        let batch = decoded("x=1\nnothing\nx=none\n", match: "x=(\\w+)")
        #expect(batch.unusedLines.counts == [.notMatched: 1, .noNumber: 1])
    }

    /// Lines too long, and lines of a record never closed, are counted by why as they are skipped.
    @Test func droppedLinesAreCountedByWhy() {
        var decoder = SampleDecoder(maximumLineLength: 64)
        var batch = SampleBatch()
        Array((String(repeating: "a", count: 70) + "\n1,2\n\"open,1\nmore\n").utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        #expect(batch.unusedLines.count(of: .tooLong) == 1)
        #expect(batch.unusedLines.count(of: .recordNeverClosed) == 2)
        #expect(batch.skippedLineCount == batch.unusedLines.count(of: .tooLong) + batch.unusedLines.count(of: .recordNeverClosed))
    }

    /// Metric comments and unselected metrics are ignored lines, counted but never `skipped=`.
    @Test func metricCommentsAreCountedNotSkipped() {
        let batch = decoded("# HELP up Whether up.\n# TYPE up gauge\nup 1\n", fields: FieldSelection(.name("down")))
        #expect(batch.skippedLineCount == 0)
        #expect(batch.unusedLines.counts == [.notSelected: 3])
    }
}
