import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

@Suite struct SampleDecoderTests {
    /// `--match` rows: each holds each group's number, nan (a gap) where a group took none, as the
    /// matcher reads its line (`SampleMatcher.numbers`), bit for bit, in one chunk and in random ones.
    @Test(arguments: [#"status=(\d+)|code=(\d+)"#, #"x=(\S*) y=(\S*) z=(\S*)"#])
    func matchedRowsHoldWhatTheMatcherReads(pattern: String) throws {
        var random = SplitMix64(seed: 52)
        let pieces = ["status=12", "code=404", "status=", "code=x", "x=1 y=", "x= y=2.5", " z=7", " z=", "3.5", "-", "a", " ", "host=web"]
        let lines = (0..<4_000).map { _ in (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        var matcher = try SampleMatcher(pattern: pattern)
        let expected = lines.compactMap { line -> [Double]? in
            guard let numbers = matcher.numbers(in: Array(line.utf8)), numbers.contains(where: { !$0.isNaN }) else { return nil }
            return numbers
        }
        #expect(expected.count > 200 && expected.contains { $0.contains(where: \.isNaN) }, "rows, some with a gap")
        let text = lines.joined(separator: "\n") + "\n"
        let make = { SampleDecoder(matcher: try! SampleMatcher(pattern: pattern)) }
        var chunkRandom = SplitMix64(seed: 47)
        for (name, batch) in [("one chunk", IngestFuzzHarness.decoded(text, by: make) { _ in text.utf8.count }),
                              ("random chunks", IngestFuzzHarness.decoded(text, by: make) { _ in 1 + Int(chunkRandom.next() % 96) })] {
            #expect(batch.values.map(\.bitPattern) == expected.flatMap { $0 }.map(\.bitPattern), "\(name)")
        }
    }

    @Test func countsSamplesAndSkippedLinesAcrossChunks() {
        let input = Array("1\nx\n2.5\r\n\nnan\n".utf8) + Array(repeating: UInt8(ascii: "9"), count: 50) + Array("\n3".utf8)
        for size in [1, 2, 7, 64, input.count] {
            var decoder = SampleDecoder(maximumLineLength: 20)
            var batch = SampleBatch()
            var offset = 0
            while offset < input.count {
                let end = min(offset + size, input.count)
                input[offset..<end].withUnsafeBytes { decoder.decode($0, into: &batch) }
                offset = end
            }
            decoder.finish(into: &batch)
            #expect(batch.values == [1, 2.5, 3], "chunk \(size)")
            // x, nan and the over-long line; the empty line was read, and means no sample.
            #expect(batch.skippedLineCount == 3, "chunk \(size)")
        }
    }
}

@Suite struct SampleBatchMergeTests {
    /// Folding batches together gives what decoding their bytes as one would: rows in order, the later
    /// batch's new series as gaps before it, names, skipped counts and arrivals.
    @Test func appendingBatchesIsDecodingThemAsOne() {
        var first = SampleBatch(rows: [[1], [2]], seriesNames: ["a"], skippedLineCount: 1, arrivals: [0.1, 0.2])
        let later = SampleBatch(rows: [[3, 30]], seriesNames: ["a", "b"], skippedLineCount: 2, arrivals: [0.3])
        first.append(later)
        first.checkInvariants()
        #expect(first.seriesNames == ["a", "b"] && first.rowCount == 3 && first.skippedLineCount == 3)
        #expect(first.column(0) == [1, 2, 3])
        #expect(first.column(1).map { $0.isNaN ? nil : $0 } == [nil, nil, 30])
        #expect(first.arrivals.count == first.values.count && first.arrivals.suffix(2) == [0.3, 0.3])
    }

    /// What the xs are (plain numbers, times of day) is said by the batches that have xs: a batch without
    /// (a source's end, merged alone: `plain` by default) folded with times leaves them times, before
    /// them or after. Live, `liveplot --utc a.log b.log` labelled x with epoch seconds whenever the inbox
    /// folded the sources' first rows with such a batch. Mutation: the flags or-ed as before: fails.
    @Test func aBatchWithoutXsSaysNothingOfThem() {
        var end = SampleBatch(rows: [], seriesNames: [])
        end.xsArePlain = true
        var times = SampleBatch(rows: [[1], [2]], seriesNames: ["a"], xs: [1_795_341_600, 1_795_341_601])
        times.xsAreTimesOfDay = false
        var endFirst = end
        endFirst.append(times)
        #expect(!endFirst.xsArePlain && endFirst.xs == times.xs)
        var timesFirst = times
        timesFirst.append(end)
        #expect(!timesFirst.xsArePlain && timesFirst.xs == times.xs)
        var merge = SourceMerge(sourceNames: ["a", "b"], placing: .sampleNumber)
        var ended = SampleBatch(rows: [], seriesNames: [])
        ended.source = 1
        ended.sourceEnd = .endOfFile
        #expect(!merge.merge(ended, arrival: 0).xsArePlain)
    }
}
