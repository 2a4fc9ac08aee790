import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// The bucket still filling (issue 18, point 1): drawn live as it grows, dim, at the right edge of a view
/// that follows the input, for a stat that stands for its bucket partway (the mean, the median); never in
/// the histories or the figures. A count still filling is not drawn (new-user pass, finding 2).
@Suite struct PartialBucketTests {
    /// Values at 10.0, 10.5, 11.2, 11.7, 12.1 s, in buckets of a second: two closed (means 2 and 2), and
    /// the third open with 1.
    static func averaged() -> SeriesStore {
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: .stats([.mean]), transform: .raw, arrivalEpoch: 0))
        store.append(SampleBatch(values: [2, 2, 2, 2, 1], xs: [10, 10.5, 11.2, 11.7, 12.1]))
        return store
    }

    /// `--count` live: the chart ends at the last bucket closed, which the status's `last=` reads — a
    /// count still filling would be a false dive at the right edge.
    @Test func aCountStillFillingIsNotDrawn() {
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0))
        store.append(SampleBatch(values: [1, 1, 1, 1, 1], xs: [10, 10.5, 11.2, 11.7, 12.1]))
        #expect(store.partialRow == nil)
        let grid = ChartRenderer.render(store, configuration: ChartConfiguration(style: .ascii), width: 30, height: 7)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        2+o__________________________o
         |
         |
        1+. . . . . . . . . . . . . .
         ++--------------------------+
        00:00:10              00:00:11
        last=2 min=2 max=2 avg=2 n=2
        """)
    }

    @Test func theOpenBucketLiesAtTheRightEdgeOfAViewThatFollows() throws {
        let store = Self.averaged()
        #expect(Array(store.series[0].history) == [2, 2])
        #expect(store.series[0].statistics.count == 2, "not in the figures")
        let partial = try #require(store.partialRow)
        #expect(partial.x == 12 && partial.values == [1])
        let window = VisibleWindow(store: store, viewport: .follow, dotColumns: 21)
        #expect(window.partial == [PlotPoint(x: 20, value: 1)])
        #expect(window.series[0].map(\.x) == [0, 10], "the closed buckets at 10 s and 11 s, over 10 … 12 s")
        #expect(window.valueRange! == (1, 2))
        // A view scrolled back or of everything shows what closed, not what is filling.
        #expect(VisibleWindow(store: store, viewport: .fitAll, dotColumns: 21).partial.isEmpty)
    }

    /// Drawn dim, joined to the line's last point; the closed buckets in the line's own style.
    @Test func thePartialBucketIsDrawnDim() {
        let grid = ChartRenderer.render(Self.averaged(), configuration: ChartConfiguration(style: .ascii), width: 30, height: 7)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        2+o'''''''''''''o-_ . . . . .
         |                 ''-_
         |                     '-__
        1+. . . . . . . . . . . . .'-_
         ++--------------------------+
        00:00:10              00:00:12
        last=2 min=2 max=2 avg=2 n=2
        """)
        // Past the last closed point (its marker in column 16), every drawn cell is the partial bucket's, dim; before
        // it, the line's.
        for row in 0..<4 {
            for column in 3..<30 where grid[column, row].scalar != " " && grid[column, row].style != .grid {
                #expect(grid[column, row].style.isDim == (column >= 17), "\(column),\(row): \(grid[column, row].style)")
            }
        }
    }

    /// A batch that only fills the open bucket adds no row: the newest segment's draw-in is not started
    /// again (it was at every batch, and a line of buckets never finished drawing in).
    @Test func fillingTheOpenBucketDoesNotRestartTheDrawIn() {
        var options = Options()
        options.countsEvents = true
        var chart = runPlan(options).liveChart(colors: .basic, width: 40, height: 12)
        chart.ingest(SampleBatch(values: [1, 1, 1, 1, 1], xs: [10, 10.5, 11.2, 11.7, 12.1]), at: .zero)
        // Every frame the chart asks for in its first 2 s (the draw-in); after, it asks on for ever: a quiet
        // input's buckets close with the data's clock, 5 s past their end, then one a second (0 each).
        var now = Duration.zero
        while let next = chart.wakeup(after: now), next <= .seconds(2) {
            now = next
            _ = chart.render(at: now)
        }
        now += .seconds(1)
        // The open bucket goes from 1 to 2: within the axis, which stays.
        chart.ingest(SampleBatch(values: [1], xs: [12.5]), at: now)
        _ = chart.render(at: now)
        #expect(!chart.needsFrame(at: now + .milliseconds(100)), "no draw-in: no frame asked for")
    }

    /// Reading the open bucket sorts its values in place, batch by batch: the buckets that close are the
    /// same as without reading it, for percentiles over random batches.
    @Test func readingTheOpenBucketChangesNothingThatCloses() {
        var random = SplitMix64(seed: 1818)
        let stats: [BucketStat] = [.percentile(50), .percentile(99), .min, .mean]
        var read = BucketStage(span: .seconds(1), measure: .stats(stats), transform: .raw, arrivalEpoch: 0)
        var unread = read
        var x = 100.0
        for _ in 0..<200 {
            let count = 1 + Int(random.next() % 30)
            let values = (0..<count).map { _ in Double(random.next() % 1000) }
            let xs = (0..<count).map { _ in x += Double(random.next() % 10) / 40; return x }
            let batch = SampleBatch(values: values, xs: xs)
            let closed = read.take(batch, arrival: 0)
            _ = read.partialRow()
            let expected = unread.take(batch, arrival: 0)
            #expect(closed.rows.values.elementsEqual(expected.rows.values) && closed.rows.xs == expected.rows.xs)
        }
        #expect(read.finish().rows.values == unread.finish().rows.values)
    }

    /// A chart drawn at the end keeps no open bucket; a live one keeps it until the input ends.
    @Test func onlyALiveStoreTracksTheOpenBucket() {
        let stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0)
        var once = SeriesStore(capacity: 10, bucketing: stage, tracksOpenBucket: false)
        once.append(SampleBatch(values: [1, 1], xs: [10, 11.5]))
        #expect(once.partialRow == nil)
        var live = Self.averaged()
        #expect(live.partialRow != nil)
        live.finishInput()
        #expect(live.partialRow == nil, "the open bucket is then a row like the others")
    }
}
