import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// A live heatmap's counts kept from frame to frame (`HeatmapMemo`, issue 47) are the counts a fresh
/// reading gives (`HeatmapBins(scene, store:)`), bin for bin, whatever came between two frames: rows
/// arriving (a batch at a time, at one arrival each, as the live loop takes them), rows leaving a short
/// history, the view moving (follow, a span of time or rows, a paused window scrolled and zoomed, every
/// row), the plot resized, the axis moved (fixed bounds, a log axis), series hidden and gaps.
@Suite struct HeatmapMemoTests {
    /// One chart as a live loop draws it frame after frame, the memo kept across frames.
    struct Run {
        var store: SeriesStore
        var configuration: ChartConfiguration
        var memo = HeatmapMemo()
        var size = (width: 80, height: 24)
        var time = 0.0

        /// The memo's bins and a fresh count's for the frame as it stands; nil when it draws no plot.
        mutating func frame() -> (memo: HeatmapBins, fresh: HeatmapBins)? {
            let frame = ChartRenderer.render(store, configuration: configuration, width: size.width, height: size.height,
                                             axis: NiceAxis(autoscaler: configuration.autoscaler))
            guard let scene = frame.scenes.first else { return nil }
            // The window's columns, kept from placing its points by x, are those found afresh.
            #expect(scene.window.columnRows(of: store)
                    == VisibleWindow.columnRows(store, viewport: scene.configuration.viewport, dotColumns: scene.window.dotColumns,
                                                columnGroup: scene.window.columnGroup))
            return (memo.bins(scene, store: store), HeatmapBins(scene, store: store))
        }
    }

    static func same(_ a: HeatmapBins, _ b: HeatmapBins) -> Bool {
        a.columns == b.columns && a.bins == b.bins && a.counts == b.counts && a.maximum == b.maximum && a.total == b.total
    }

    /// A random step: mostly rows arriving; now and then the view, the size, the axis or the series shown.
    /// - Parameter inputs: the values a row holds (the input series), when not one a series of the store.
    static func step(_ run: inout Run, _ random: inout SplitMix64, inputs: Int? = nil) {
        let seriesCount = run.store.series.count
        switch Int.random(in: 0..<20, using: &random) {
        case 0:
            run.size = [(80, 24), (60, 16), (120, 40), (41, 12)].randomElement(using: &random)!
        case 1:
            let rows = Swift.max(1, run.store.rowCount)
            run.configuration.viewport = [
                .follow, .fitAll, .recent(.seconds(Double.random(in: 1...30, using: &random))),
                .recent(.rows(Int.random(in: 10...400, using: &random))),
                .window(endRow: Int.random(in: 1...rows, using: &random), rowsPerColumn: Int.random(in: 1...6, using: &random)),
            ].randomElement(using: &random)!
        case 2:
            run.configuration.autoscaler.fixedMaximum = Bool.random(using: &random) ? nil : Double.random(in: 60...200, using: &random)
        case 3:
            run.configuration.autoscaler.isLogarithmic.toggle()
        case 4 where seriesCount > 1:
            run.configuration.hiddenSeries = Bool.random(using: &random) ? [] : [Int.random(in: 0..<seriesCount, using: &random)]
        default:
            // A batch of rows at one arrival, a few hundredths of a second after the last.
            run.time += Double.random(in: 0.01...0.2, using: &random)
            let width = inputs ?? Swift.max(1, seriesCount)
            let rows = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                (0..<width).map { _ -> Double in
                    Int.random(in: 0..<25, using: &random) == 0 ? .nan : Double.random(in: -5...150, using: &random)
                }
            }
            run.store.append(SampleBatch(rows: rows, seriesNames: (0..<width).map { "s\($0)" }), arrival: run.time)
        }
    }

    @Test(arguments: 0..<24)
    func theMemoCountsWhatAFreshReadingCounts(seed: UInt64) {
        var random = SplitMix64(seed: 47_000 + seed)
        var configuration = ChartConfiguration(viewport: .recent(.seconds(5)))
        configuration.heatmap = true
        // A short history for some: rows leave it while the view still shows them.
        let capacity = [150, 600, 5_000].randomElement(using: &random)!
        var run = Run(store: SeriesStore(capacity: capacity, recordsArrivals: true), configuration: configuration)
        let seriesCount = Int.random(in: 1...3, using: &random)
        run.store.append(SampleBatch(rows: [(0..<seriesCount).map { Double($0) }], seriesNames: (0..<seriesCount).map { "s\($0)" }))
        var compared = 0
        for index in 0..<400 {
            Self.step(&run, &random)
            guard let (memo, fresh) = run.frame() else { continue }
            compared += 1
            #expect(Self.same(memo, fresh), "seed \(seed), step \(index): \(run.configuration.viewport), \(run.size)")
            if !Self.same(memo, fresh) { return }
        }
        #expect(compared > 300)
    }

    /// The live minute at 1,000 lines a second, as `--heatmap` draws it (a batch of 33 rows a frame, 30
    /// frames a second, the view a minute wide): a second of frames, each exact.
    @Test func theLiveMinuteAtAThousandLinesASecond() {
        var configuration = ChartConfiguration(viewport: .recent(.seconds(60)))
        configuration.heatmap = true
        configuration.autoscaler.fixedMinimum = 0
        configuration.autoscaler.fixedMaximum = 100
        var run = Run(store: SeriesStore(capacity: 100_000, recordsArrivals: true), configuration: configuration)
        run.size = (120, 40)
        var random = SplitMix64(seed: 47)
        for batch in 0..<1_800 {
            run.store.append(SampleBatch(values: (0..<33).map { _ in Double.random(in: 20...80, using: &random) }),
                             arrival: Double(batch) / 30)
        }
        for batch in 1_800..<1_830 {
            run.store.append(SampleBatch(values: (0..<33).map { _ in Double.random(in: 20...80, using: &random) }),
                             arrival: Double(batch) / 30)
            let (memo, fresh) = run.frame()!
            #expect(Self.same(memo, fresh))
            #expect(fresh.total > 50_000)
        }
    }

    /// Buckets (`--every 1s --stat p50,p99 --heatmap`): each closed bucket's values binned once and kept
    /// (`HeatmapMemo.BucketBins`) are what a fresh reading of the record bins, frame after frame, while
    /// buckets close, leave a short history still in view, the view moves, the plot resizes, the axis
    /// moves and stats are hidden.
    @Test(arguments: 0..<16)
    func bucketsBinnedOnceCountWhatAFreshReadingCounts(seed: UInt64) {
        var random = SplitMix64(seed: 47_500 + seed)
        let inputs = Int.random(in: 1...2, using: &random)
        // A short history for some: buckets leave the record while the view still shows them.
        let capacity = [8, 30, 1_000].randomElement(using: &random)!
        var stage = BucketStage(span: .seconds([0.5, 1].randomElement(using: &random)!),
                                measure: .stats([.percentile(50), .percentile(99)]), transform: .raw, arrivalEpoch: 0)
        stage.heat = HeatRecord(capacity: capacity)
        var configuration = ChartConfiguration(viewport: .recent(.seconds(20)))
        configuration.heatmap = true
        var run = Run(store: SeriesStore(capacity: capacity, bucketing: stage), configuration: configuration)
        var (compared, counted) = (0, 0)
        for index in 0..<400 {
            Self.step(&run, &random, inputs: inputs)
            guard let (memo, fresh) = run.frame() else { continue }
            compared += 1
            counted += fresh.total > 0 ? 1 : 0
            #expect(Self.same(memo, fresh), "seed \(seed), step \(index): \(run.configuration.viewport), \(run.size)")
            if !Self.same(memo, fresh) { return }
        }
        #expect(run.store.bucketing?.heat?.nextBucket ?? 0 > 20)
        #expect(compared > 300 && counted > 200)
    }
}
