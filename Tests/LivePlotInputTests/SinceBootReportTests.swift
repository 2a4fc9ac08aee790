import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// A producer's first report that is since boot (`SinceBootReport`: vmstat's first line, iostat's first
/// report, dstat's first row) gives no sample, says why, and counts no `skipped=`; a stream that did not
/// begin where the producer began drops nothing.
@Suite struct SinceBootReportTests {
    /// The lines of a capture, `transform`ed, joined again.
    static func lines(_ file: String, _ transform: ([Substring]) -> [Substring]) -> String {
        transform(ProducerOutput.text(file).split(separator: "\n", omittingEmptySubsequences: false)).joined(separator: "\n")
    }

    @Test func vmstatsFirstLineIsNoSample() {
        let batch = decoded(ProducerOutput.text("vmstat-1.txt"))
        #expect(TableReaderTests.values(batch, "us") == [0, 0, 0], "73 is the average since boot")
        #expect(TableReaderTests.values(batch, "id") == [99, 99, 98])
        #expect(batch.skippedLineCount == 0, "read, and meaning no sample: not skipped=")
        let (outcomes, reasons, _) = TableReaderTests.read(ProducerOutput.text("vmstat-1.txt"))
        #expect(outcomes.prefix(4) == [.header, .header, .skipped, .row])
        #expect(reasons[2] == .sinceBoot)
    }

    /// `tail -n 4` of a vmstat log: its first line is a data row, no header tells the first report.
    @Test func vmstatMidStreamDropsNothing() {
        let batch = decoded(Self.lines("vmstat-1.txt") { Array($0.dropFirst(2)) })
        #expect(TableReaderTests.values(batch, "13") == [73, 0, 0, 0])
    }

    @Test func iostatsFirstReportIsNoSampleInEitherBlock() {
        let batch = decoded(ProducerOutput.text("iostat-1.txt"))
        #expect(TableReaderTests.values(batch, "%idle") == [100, 99.5, 100])
        #expect(TableReaderTests.values(batch, "vda tps") == [0, 0, 0])
        #expect(batch.skippedLineCount == 0)
        let (_, reasons, _) = TableReaderTests.read(ProducerOutput.text("iostat-1.txt"))
        #expect(reasons[3] == .sinceBoot && reasons[6] == .sinceBoot)
        #expect(reasons[10] == nil, "the second report's avg-cpu row is a sample")
    }

    /// Nor a step along x: the first report kept is the first step, its avg-cpu and device rows sharing it.
    @Test func iostatsFirstReportTakesNoStep() {
        let batch = decoded(ProducerOutput.text("iostat-x-1.txt"), fields: FieldSelection([.name("%idle"), .name("%util")]),
                            times: TimeResolver(zone: .utc, now: 0))
        #expect(TableStepsTests.points(batch, "%idle").map(\.x) == [1, 2, 3])
        #expect(TableStepsTests.points(batch, "vda %util").map(\.x) == [1, 2, 3])
    }

    /// `iostat -y 1` writes two blank lines after its banner, not one: its first report is an interval.
    @Test func iostatWithYDropsNothing() {
        let batch = decoded(Self.lines("iostat-1.txt") { $0.prefix(2) + [""] + $0.dropFirst(2) })
        #expect(TableReaderTests.values(batch, "%idle") == [22.35, 100, 99.5, 100])
    }

    /// iostat's output without its banner (`tail -n +3`): where it began is not known.
    @Test func iostatWithoutItsBannerDropsNothing() {
        let batch = decoded(Self.lines("iostat-x-1.txt") { Array($0.dropFirst(2)) })
        #expect(TableReaderTests.values(batch, "%idle") == [22.33, 99.5, 99.5, 100])
    }

    @Test func dstatsFirstRowIsNoSample() {
        #expect(TableReaderTests.values(decoded(ProducerOutput.text("dstat.txt")), "usr") == [0, 0, 0])
        #expect(TableReaderTests.values(decoded(ProducerOutput.text("dstat-c.txt")), "idl") == [100, 100, 100])
    }

    /// mpstat's first row covers its first interval: kept.
    @Test func mpstatsFirstRowIsASample() {
        #expect(TableReaderTests.values(decoded(ProducerOutput.text("mpstat-1.txt")), "%idle") == [99.5, 100, 99.5])
    }

    @Test func explainSaysWhichProducersFirstReport() {
        #expect(SkipWording.why(.sinceBoot, producer: "vmstat") == "since boot: vmstat's first report")
        #expect(SkipWording.counted(.sinceBoot) == "since boot")
    }
}
