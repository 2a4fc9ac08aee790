import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive

/// A live view of a span of the newest rows (`--window 60s`, a heatmap's minute) spans on its y axis every
/// row it shows, not only the newest `dotColumns` (the sliding extrema of `.follow`): at 1,000 lines a
/// second the axis followed the newest fifth of a second, clipped the rest of the minute at its edges, and
/// glided with each swing of the newest rows.
@Suite struct LiveAxisSpanTests {
    @Test(arguments: [false, true])
    func aSpanOfSecondsSpansItsOlderRows(heatmap: Bool) {
        var configuration = ChartConfiguration(viewport: .recent(.seconds(60)))
        configuration.heatmap = heatmap
        var chart = LiveChart(store: SeriesStore(capacity: 100_000, recordsArrivals: true), configuration: configuration,
                              colors: .indexed, width: 100, height: 30)
        // A second of rows with a spike in its first tenth, then ten seconds of rows near 10: far more rows
        // than the plot has dot columns, all within the minute shown.
        var now = Duration.zero
        for second in 0..<11 {
            for tenth in 0..<10 {
                now = .seconds(second) + .milliseconds(100 * tenth)
                let value = second == 0 && tenth == 0 ? 1_000.0 : 10 + Double(tenth)
                chart.ingest(SampleBatch(rows: Array(repeating: [value], count: 100), seriesNames: ["s"]), at: now)
            }
        }
        _ = chart.render(at: now + .seconds(1))
        #expect(chart.shownAxis!.upper >= 1_000, "\(chart.shownAxis!)")
    }
}
