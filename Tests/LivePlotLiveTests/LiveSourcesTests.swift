import Testing
import LivePlotInput
import LivePlotStore
import LivePlotChart
@testable import LivePlotLive

/// A live chart of several sources: series named `SOURCE series`, a source that ends said while the
/// others go on, a failed run said until its command writes again.
@Suite struct LiveSourcesTests {
    static func batch(_ values: [Double], name: String = "1", source: Int) -> SampleBatch {
        var batch = SampleBatch(rows: values.map { [$0] }, seriesNames: [name])
        batch.source = source
        return batch
    }

    static func chart() -> LiveChart {
        var chart = LiveChart(store: SeriesStore(capacity: 1000), configuration: ChartConfiguration(), colors: .none,
                              width: 60, height: 10, animates: false)
        let names = ["app", "vmstat"]
        chart.readSources(named: names, merge: SourceMerge(sourceNames: names, placing: .arrival, arrivalEpoch: 1_800_000_000))
        return chart
    }

    /// `app ended` in the status once app's last batch came; vmstat's series go on beside it.
    @Test func aSourceThatEndsIsSaid() {
        var chart = Self.chart()
        chart.ingest(Self.batch([1, 2], name: "latency_ms", source: 0), at: .seconds(1))
        chart.ingest(Self.batch([5], name: "us", source: 1), at: .seconds(1))
        var last = Self.batch([3], name: "latency_ms", source: 0)
        last.sourceEnd = .endOfFile
        chart.ingest(last, at: .seconds(2))
        chart.ingest(Self.batch([6], name: "us", source: 1), at: .seconds(3))
        let text = chart.grid(at: .seconds(3)).plainText()
        #expect(text.contains("app ended"), "\(text)")
        #expect(text.contains("● app latency_ms") && text.contains("● vmstat us"), "\(text)")
        #expect(chart.store.series.map(\.name) == ["app latency_ms", "vmstat us"])
        #expect(chart.store.series[1].statistics.last == 6)
    }

    /// `vmstat exited 1` when it ended so; `curl exited 7` for a failed run, gone when it writes again.
    @Test func howItEndedAndFailedRuns() {
        var chart = Self.chart()
        var failed = Self.batch([], source: 1)
        failed.runFailure = .exited(status: 7)
        chart.ingest(Self.batch([1], source: 1), at: .seconds(1))
        chart.ingest(failed, at: .seconds(2))
        #expect(chart.grid(at: .seconds(2)).plainText().contains("vmstat exited 7"))
        chart.ingest(Self.batch([2], source: 1), at: .seconds(3))
        #expect(!chart.grid(at: .seconds(3)).plainText().contains("exited"))
        var ended = Self.batch([], source: 1)
        ended.sourceEnd = .exited(status: 1)
        chart.ingest(ended, at: .seconds(4))
        #expect(chart.grid(at: .seconds(4)).plainText().contains("vmstat exited 1"))
    }
}
