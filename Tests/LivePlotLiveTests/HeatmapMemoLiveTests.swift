import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotTestSupport

/// A live heatmap draws from the counts its last frame left (`HeatmapMemo`, issue 47): every frame is
/// the frame a chart counting afresh draws, cell for cell, whatever comes between two frames: rows at
/// their arrival, the keys (pause, scroll, zoom, the histogram and back, a series hidden), a resize,
/// time passing.
@Suite struct HeatmapMemoLiveTests {
    static func chart(seriesCount: Int, capacity: Int) -> LiveChart {
        var configuration = ChartConfiguration(viewport: .recent(.seconds(20)))
        configuration.heatmap = true
        return LiveChart(store: SeriesStore(capacity: capacity, recordsArrivals: true), configuration: configuration,
                         colors: .indexed, width: 100, height: 30)
    }

    @Test(arguments: 0..<12)
    func everyFrameIsTheFrameOfAFreshCount(seed: UInt64) {
        var random = SplitMix64(seed: 4_700 + seed)
        let seriesCount = Int.random(in: 1...2, using: &random)
        let capacity = [300, 20_000].randomElement(using: &random)!
        var kept = Self.chart(seriesCount: seriesCount, capacity: capacity)
        var afresh = kept
        var now = Duration.zero
        let keys: [Key] = [.space, .left, .right, .zoomIn, .zoomOut, .home, .end, .histogram, .toggleSeries(1), .pageUp]
        for step in 0..<300 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                let key = keys.randomElement(using: &random)!
                kept.press(key, at: now)
                afresh.press(key, at: now)
            case 1:
                let (width, height) = [(100, 30), (70, 20), (130, 44)].randomElement(using: &random)!
                kept.resize(width: width, height: height)
                afresh.resize(width: width, height: height)
            case 2:
                // Time passing without rows: the axis narrows, the draw-in ends.
                now += .seconds(Int.random(in: 1...8, using: &random))
            default:
                now += .milliseconds(Int.random(in: 10...300, using: &random))
                let rows = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                    (0..<seriesCount).map { _ in Double.random(in: 0...100, using: &random) }
                }
                let batch = SampleBatch(rows: rows, seriesNames: (0..<seriesCount).map { "s\($0)" })
                kept.ingest(batch, at: now)
                afresh.ingest(batch, at: now)
            }
            afresh.heatmap = nil
            let (shown, expected) = (kept.grid(at: now), afresh.grid(at: now))
            #expect(shown == expected, "seed \(seed), step \(step)")
            if shown != expected { return }
        }
    }
}
