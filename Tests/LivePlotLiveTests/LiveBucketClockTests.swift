import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotTestSupport

/// Live buckets of input without times of its own (new-user pass, finding 2): a quiet input's bucket is
/// closed by the clock, at a frame the chart wakes for, not left open until the next line.
@Suite struct LiveBucketClockTests {
    static func counting() -> LiveChart {
        let stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 1_000)
        return LiveChart(store: SeriesStore(capacity: 100, recordsArrivals: true, bucketing: stage),
                         configuration: ChartConfiguration(), colors: .none, width: 40, height: 10, animates: false)
    }

    /// Three events in the first second, then nothing: the chart wakes just past the second's end and
    /// closes it (3), then each quiet second closes at 0.
    @Test func aQuietInputsBucketClosesAtTheFrameTheChartWakesFor() throws {
        var chart = Self.counting()
        chart.ingest(SampleBatch(values: [1, 1, 1]), at: .milliseconds(200))
        _ = chart.render(at: .milliseconds(200))
        #expect(chart.store.rowCount == 0, "the first second is still open")
        let wake = try #require(chart.wakeup(after: .milliseconds(300)))
        #expect(wake > .seconds(1) && wake <= .milliseconds(1_010), "\(wake)")
        _ = chart.render(at: wake)
        #expect(chart.store.series.first.map { Array($0.history) } == [3])
        _ = chart.render(at: .milliseconds(3_500))
        #expect(chart.store.series.first.map { Array($0.history) } == [3, 0, 0])
        #expect(chart.grid(at: .milliseconds(3_500)).plainText().contains("last=0"))
    }
}
