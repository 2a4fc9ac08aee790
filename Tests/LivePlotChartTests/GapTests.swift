import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Gaps: an empty field (`1,,3`) or a short row leaves a gap in its series, and the line breaks there; a
/// line that says nothing of a series (pairs that take turns) leaves nothing, and the line joins across.
@Suite struct GapTests {
    static func read(_ lines: [String], selection: FieldSelection? = nil) -> SampleBatch {
        var reader = FieldRowReader(selection: selection)
        var batch = SampleBatch()
        for line in lines { _ = reader.read(Array(line.utf8), into: &batch) }
        return batch
    }

    @Test func anEmptyFieldIsAGapInItsSeriesOnly() {
        let batch = Self.read(["1,2,3", "4,,6", "7, ,9", "10 20 30"])
        #expect(GapMarker.marks(batch.value(row: 1, series: 1)))
        #expect(batch.value(row: 1, series: 0) == 4 && batch.value(row: 1, series: 2) == 6)
        #expect(GapMarker.marks(batch.value(row: 2, series: 1)), "blanks around nothing are an empty field")
        #expect(!batch.values.enumerated().contains { $0.offset / 3 != 1 && $0.offset / 3 != 2 && $0.element.isNaN })
    }

    @Test func aShortRowIsShortOfTheFieldsAfterIt() {
        let batch = Self.read(["1,2,3", "4,5", "7,8,"])
        #expect(batch.value(row: 1, series: 1) == 5)
        #expect(GapMarker.marks(batch.value(row: 1, series: 2)))
        #expect(GapMarker.marks(batch.value(row: 2, series: 2)), "a trailing separator: an empty last field")
    }

    @Test func aLineOfEmptyFieldsOnlyIsNoRow() {
        let batch = Self.read(["1,2", ",", "3,4"])
        #expect(batch.rowCount == 2)
    }

    @Test func selectedFieldsLeaveGapsToo() {
        let batch = Self.read(["1,2,3", "4,5,", "7"], selection: FieldSelection([.position(1), .position(3)]))
        #expect(batch.rowCount == 3)
        #expect(GapMarker.marks(batch.value(row: 1, series: 1)))
        #expect(GapMarker.marks(batch.value(row: 2, series: 1)), "a selected field the line does not reach")
    }

    /// Lines of one pair each are one scrape's (a row until a name comes again: issue 44); a series a
    /// row has no line of is nothing there, not a gap.
    @Test func pairsThatTakeTurnsLeaveNoGap() {
        let batch = Self.read(["cpu=1", "mem=2", "cpu=3 mem=", "mem=4", "cpu=5", "mem=6"])
        #expect(batch.rowCount == 4 && batch.value(row: 0, series: 0) == 1 && batch.value(row: 0, series: 1) == 2, "one scrape")
        #expect(batch.value(row: 2, series: 0) == 5, "mem=4 and cpu=5: the next scrape")
        #expect(batch.value(row: 3, series: 0).isNaN && !GapMarker.marks(batch.value(row: 3, series: 0)), "mem=6 alone: no cpu, no gap")
    }

    @Test func aGapOutlivesTheStoreAndItsTransform() {
        for transform in [SeriesTransform.Kind.raw, .cumulative] {
            var store = SeriesStore(capacity: 10, transform: transform)
            store.append(SampleBatch(rows: [[1, 1], [2, GapMarker.value], [3, 5], [4, .nan], [5, 9]], seriesNames: ["a", "b"]))
            let history = Array(store.series[1].history)
            #expect(history.count == 5)
            #expect(GapMarker.marks(history[1]), "\(transform)")
            #expect(history[3].isNaN && !GapMarker.marks(history[3]), "\(transform)")
        }
        // A delta's first row plots nothing (no value before it), and is not kept: the gap still is.
        var store = SeriesStore(capacity: 10, transform: .delta)
        store.append(SampleBatch(rows: [[1, 1], [2, GapMarker.value], [3, 5]], seriesNames: ["a", "b"]))
        #expect(store.series[1].history.count == 2 && GapMarker.marks(store.series[1].history[0]))
    }

    /// A row of gaps alone is kept (a table's report that left b's row out, `TableRowReader.closeBlock`),
    /// so b's line breaks over it; a row of nothing at all is not (mutation: rows kept only when a value
    /// plots: b's history has no gap, and its line joins 2 to 4).
    @Test func aRowOfGapsAloneIsKept() {
        var store = SeriesStore(capacity: 10)
        store.append(SampleBatch(rows: [[1, 1], [2, 2], [.nan, GapMarker.value], [.nan, .nan], [3, 4]], seriesNames: ["a", "b"]))
        let history = Array(store.series[1].history)
        #expect(history.count == 4 && GapMarker.marks(history[2]))
        let window = VisibleWindow(store: store, viewport: .fitAll, dotColumns: 4)
        #expect(window.series[1].map(\.joinsPrevious) == [true, true, false])
    }

    /// b (a + 10) has a gap at rows 5–6 and says nothing at row 8, across which its line joins.
    static let store: SeriesStore = {
        var store = SeriesStore(capacity: 100)
        let b: [Double] = [11, 12, 13, 14, GapMarker.value, GapMarker.value, 17, .nan, 19, 20]
        store.append(SampleBatch(rows: (0..<10).map { [Double($0 + 1), b[$0]] }, seriesNames: ["a", "b"]))
        return store
    }()

    @Test func aGapBreaksTheLineAndSilenceDoesNot() {
        for viewport in [ChartViewport.follow, .fitAll] {
            let window = VisibleWindow(store: Self.store, viewport: viewport, dotColumns: 10)
            #expect(window.series[0].allSatisfy { $0.joinsPrevious }, "a has no gap")
            #expect(window.series[1].map(\.joinsPrevious) == [true, true, true, true, false, true, true], "\(viewport)")
        }
        // Two rows a column: rows 5–6 are one column, empty of b but for its gap: the line breaks there.
        let zoomed = VisibleWindow(store: Self.store, viewport: .window(endRow: 10, rowsPerColumn: 2), dotColumns: 5)
        #expect(zoomed.series[1].map(\.joinsPrevious) == [true, true, false, true])
        // Four rows a column: every column holds a number of b; a gap narrower than a column is not drawn.
        let wider = VisibleWindow(store: Self.store, viewport: .window(endRow: 10, rowsPerColumn: 4), dotColumns: 3)
        #expect(wider.series[1].count == 3 && wider.series[1].allSatisfy { $0.joinsPrevious })
    }

    @Test func aGapIsDrawnAsOne() {
        let grid = ChartRenderer.render(Self.store, configuration: ChartConfiguration(viewport: .fitAll), width: 40, height: 12)
        let reader = FrameReader(grid)!
        let columns = reader.dotColumns
        func column(ofRow row: Int) -> Int { Int((Double(row * (columns - 1)) / 9).rounded()) }
        // The axis is 0…20: b (11…20) is drawn in the top half, a (1…10) in the bottom one.
        #expect(reader.labels.map(\.text) == ["20", "10", "0"])
        let bHalf = 0..<(reader.dotRows / 2 - 1)
        // Between the cells of b's points of rows 4 and 7 (each a marker, which fills its cell) no dot stands
        // in b's half of the plot.
        let between = (column(ofRow: 3) / 2 * 2 + 2)..<(column(ofRow: 6) / 2 * 2)
        #expect(between.count >= 8)
        #expect(!between.contains { x in bHalf.contains { reader.isSet(x: x, y: $0) } }, "\(grid.plainText())")
        // And where b says nothing (row 8), its line goes on.
        let joined = column(ofRow: 6)...column(ofRow: 8)
        #expect(joined.allSatisfy { x in bHalf.contains { reader.isSet(x: x, y: $0) } }, "\(grid.plainText())")
    }

    /// An empty bucket of stats is a gap (issue 18, point 2): buckets a second apart join, and the line
    /// breaks over a missing one, though the median interval (1 s) would join a jump of 2.
    @Test func anEmptyBucketBreaksTheLine() {
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: .stats([.max]),
                                                                     transform: .raw, arrivalEpoch: 0))
        store.append(SampleBatch(values: [1, 2, 3, 4, 5], xs: [100, 101.5, 103.2, 104.1, 105.9]))
        store.finishInput()
        let window = VisibleWindow(store: store, viewport: .follow, dotColumns: 51)
        let points = window.series[0]
        #expect(points.map(\.x) == [0, 10, 30, 40, 50])
        #expect(points.map(\.joinsPrevious) == [true, true, false, true, true], "broken after 101, where 102 is empty")
    }
}
