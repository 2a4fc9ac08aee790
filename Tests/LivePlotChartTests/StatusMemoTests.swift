import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// The status rows kept from frame to frame (`StatusMemo`, issue 47) are the rows a fresh reading makes
/// (`StatusLine.rows`), span for span, whatever came between two frames: rows arriving or none (most of
/// `--every`'s frames), lines skipped, values clipped at a fixed bound, the width and the rows it may
/// take, what the view says of itself, the series hidden, the unit, the alert's field, the legend's mark.
@Suite struct StatusMemoTests {
    /// The arguments of a frame's status, as a live chart's frames change them.
    struct Frame {
        var unit = ""
        var width = 120
        var maximumRows = 3
        var overlay: [String] = []
        var mark = StatusLine.marker
        var alert: String?
        var namesEverySeries = false
        var hidden: Set<Int> = []

        func fresh(_ store: SeriesStore) -> [[StatusLine.Span]] {
            StatusLine.rows(for: store, unit: unit, width: width, maximumRows: maximumRows, overlay: overlay, mark: mark,
                            alert: alert, namesEverySeries: namesEverySeries, hidden: hidden)
        }

        func kept(_ store: SeriesStore, in memo: inout StatusMemo) -> [[StatusLine.Span]] {
            memo.rows(for: store, unit: unit, width: width, maximumRows: maximumRows, overlay: overlay, mark: mark,
                      alert: alert, namesEverySeries: namesEverySeries, hidden: hidden)
        }
    }

    /// A random step: often nothing (a frame of the same figures), else one thing changed.
    static func step(_ store: inout SeriesStore, _ frame: inout Frame, seriesCount: Int, _ random: inout SplitMix64) {
        switch Int.random(in: 0..<16, using: &random) {
        case 0..<5: break
        case 5: frame.width = [120, 80, 60, 40, 24, 12].randomElement(using: &random)!
        case 6: frame.maximumRows = Int.random(in: 1...3, using: &random)
        case 7: frame.overlay = [[], ["paused +3"], ["paused +4"], ["replay 10x"]].randomElement(using: &random)!
        case 8: frame.mark = frame.mark == StatusLine.marker ? "*" : StatusLine.marker
        case 9: frame.alert = [nil, "alert since 10:04:07", "alert since 10:04:08"].randomElement(using: &random)!
        case 10: frame.namesEverySeries.toggle()
        case 11: frame.hidden = Bool.random(using: &random) ? [] : [Int.random(in: 0..<seriesCount, using: &random)]
        case 12: frame.unit = ["", "ms", "s"].randomElement(using: &random)!
        case 13: store.append(SampleBatch(values: [], skippedLineCount: 1))
        default:
            // A row or a few; now and then one whose figures leave last, min and max as they were.
            let rows = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                (0..<seriesCount).map { _ in Double(Int.random(in: -20...220, using: &random)) }
            }
            store.append(SampleBatch(rows: rows, seriesNames: (0..<seriesCount).map { "s\($0)" }))
        }
    }

    @Test(arguments: 0..<16)
    func theMemoGivesTheRowsAFreshReadingGives(seed: UInt64) {
        var random = SplitMix64(seed: 4_770 + seed)
        let seriesCount = Int.random(in: 1...3, using: &random)
        // Values beyond 0…200 are clipped and counted (`clipped=`).
        var store = SeriesStore(capacity: 500, bounds: FixedBounds(minimum: 0, maximum: 200))
        store.append(SampleBatch(rows: [(0..<seriesCount).map { Double($0) }], seriesNames: (0..<seriesCount).map { "s\($0)" }))
        var (frame, memo) = (Frame(), StatusMemo())
        for index in 0..<600 {
            Self.step(&store, &frame, seriesCount: seriesCount, &random)
            let (kept, fresh) = (frame.kept(store, in: &memo), frame.fresh(store))
            #expect(kept == fresh, "seed \(seed), step \(index)")
            if kept != fresh { return }
        }
        #expect(store.skippedLineCount > 0 && store.series.contains { $0.clippedCount > 0 })
    }

    /// Buckets (`--every 1s --stat p50,p99`): most frames come while the bucket fills and the status stays;
    /// a closed bucket changes it. Drawn by the renderer with the memo handed from frame to frame, each
    /// frame is the frame drawn without.
    @Test func bucketFramesAreTheFramesDrawnAfresh() {
        var random = SplitMix64(seed: 4_799)
        let stage = BucketStage(span: .seconds(1), measure: .stats([.percentile(50), .percentile(99)]), transform: .raw,
                                arrivalEpoch: 0)
        var store = SeriesStore(capacity: 1_000, bucketing: stage)
        let configuration = ChartConfiguration()
        var memo: StatusMemo? = StatusMemo()
        var (kept, changed) = (0, 0)
        var last: [[StatusLine.Span]]?
        for batch in 0..<300 {
            store.append(SampleBatch(values: (0..<33).map { _ in Double.random(in: 20...80, using: &random) }),
                         arrival: Double(batch) / 30)
            let axis = NiceAxis(autoscaler: configuration.autoscaler)
            let frame = ChartRenderer.render(store, configuration: configuration, width: 120, height: 40, axis: axis,
                                             status: memo.take())
            let fresh = ChartRenderer.render(store, configuration: configuration, width: 120, height: 40, axis: axis)
            #expect(frame.grid == fresh.grid, "batch \(batch)")
            memo = frame.status
            #expect(memo != nil)
            let status = Frame().fresh(store)
            if let last { if last == status { kept += 1 } else { changed += 1 } }
            last = status
        }
        // Frames of the same figures, and frames of new ones.
        #expect(kept > 100 && changed > 5)
    }
}
