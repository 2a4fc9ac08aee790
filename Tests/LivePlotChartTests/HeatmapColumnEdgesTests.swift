import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
import LivePlotScreen

/// A live heatmap's minute (`--heatmap`, a span of time): its cells' edges lie on whole multiples of a
/// cell's span of x, so a cell holds the same rows from frame to frame and only the newest takes rows in;
/// the view moves a cell at a time. Lines keep their newest point at the right edge.
@Suite struct HeatmapColumnEdgesTests {
    /// 1,000 rows a second: row `n` at x `n / 1000 + 0.0003`, off the lattice of a cell's span (60 / 219 × 2
    /// s: x 40 exactly is 73 cells' spans, and a row there lies on an edge, which rounding places either side).
    static func store(rows: Int, capacity: Int = 100_000) -> SeriesStore {
        var store = SeriesStore(capacity: capacity)
        append(rows, to: &store)
        return store
    }

    static func append(_ count: Int, to store: inout SeriesStore) {
        let first = store.rowCount
        store.append(SampleBatch(values: (first..<(first + count)).map { Double($0 % 97) },
                                 xs: (first..<(first + count)).map { Double($0) / 1000 + 0.0003 }))
    }

    /// The rows of each cell column (two dot columns) of a minute over 110 cells, an empty cell as 0..<0.
    static func cells(_ store: SeriesStore, group: Int = 2) -> [Range<Int>] {
        let rows = VisibleWindow.columnRows(store, viewport: .recent(.seconds(60)), dotColumns: 220, columnGroup: group)
        return stride(from: 0, to: rows.count, by: 2).map {
            rows[$0].lowerBound == rows[$0 + 1].upperBound ? 0..<0 : rows[$0].lowerBound..<rows[$0 + 1].upperBound
        }
    }

    /// How a frame's cells follow the last frame's: each cell that held rows, none of them the newest
    /// (the last frame's `rowCount − 1`) nor the oldest (the first cell holding rows in either frame,
    /// which loses those the history drops), holds them still, or each holds its right neighbour's (the
    /// view moved a group), or neither (the view widened, or its edges moved).
    enum Change { case kept, moved, other }

    static func change(_ old: [Range<Int>], _ new: [Range<Int>], rowCount: Int) -> Change {
        let oldest = max(old.firstIndex { !$0.isEmpty } ?? 0, new.firstIndex { !$0.isEmpty } ?? 0)
        let closed = ((oldest + 1)..<old.count).filter { !old[$0].isEmpty && old[$0].upperBound < rowCount }
        if closed.allSatisfy({ new[$0] == old[$0] }) { return .kept }
        return closed.allSatisfy { new[$0 - 1] == old[$0] } ? .moved : .other
    }

    @Test func theEdgesLieOnWholeGroups() {
        func edges(_ span: Double, _ firstX: Double, _ lastX: Double, columns: Int = 120, group: Int = 2) -> [Double] {
            let edges = VisibleWindow.edgesOfSpan(span, firstX: firstX, lastX: lastX, dotColumns: columns, columnGroup: group)
            return [edges.first, edges.last, edges.leastX]
        }
        // A dot column spans 0.5, a group 1: the last group ends at 101, the first whole one past 100.1; the
        // first group starts at 41, half a dot before the first column's middle.
        #expect(edges(59.5, 0, 100.1) == [41.25, 100.75, 41])
        // At a group's edge exactly, the newest x opens the next group.
        #expect(edges(59.5, 0, 100) == [41.25, 100.75, 41])
        // Without a group, the newest x is the right edge and the span's start the first row's least x.
        #expect(edges(59.5, 0, 100.1, group: 0) == [100.1 - 59.5, 100.1, 100.1 - 59.5])
        // Filling: the least width of the ladder (`fillingWidth`) that holds the rows and a group more (50
        // for 47.4 × 128 / 126), its groups (0.78125 at 129 dot columns) ending past the newest x; a
        // span's groups once the width would reach the span.
        #expect(edges(60, 10.1, 57.5, columns: 129) == [7.6171875, 57.6171875, 7.421875])
        #expect(edges(60, 10.6, 58, columns: 129) == [8.3984375, 58.3984375, 8.203125])
        #expect(edges(59.5, 90.6, 149.9) == [90.25, 149.75, 90])
        // Whatever the span: an hour's view 8.3 s into its rows spans 8.5 s, not a group of the hour's.
        #expect(edges(3_600, 0, 8.3, columns: 129) == [-0.166015625, 8.333984375, -0.19921875])
        // One x only: no span to lay out.
        #expect(edges(59.5, 90, 90) == [90, 90, 90])
    }

    /// The filling view's widths: 2ᵉ × (1 + m / 16), the least at least the rows' width.
    @Test func theFillingWidthsAreSixteenthsOfPowersOfTwo() {
        #expect([2.0, 2.01, 3.2, 3.99, 4.0, 4.01, 33, 0.3, 1e-9].map(VisibleWindow.fillingWidth)
                == [2.0, 2.125, 3.25, 4.0, 4.0, 4.25, 34, 0.3125, 1.0 / 1_073_741_824 * 1.125])
        var random = SplitMix64(seed: 16)
        for _ in 0..<1_000 {
            let width = Double(random.next() % 1_000_000 + 1) / Double(1 + random.next() % 1_000)
            let filling = VisibleWindow.fillingWidth(width)
            #expect(filling >= width && filling < width * (1 + 1.0 / 16) + 1e-12)
            #expect(VisibleWindow.fillingWidth(filling) == filling)
        }
    }

    /// Frames of 33 rows (a thirtieth of a second) appended to a store of `rows` rows: how many frames
    /// followed the last how (`change`), each frame's cells given to `look` with the store, and the store
    /// at the end.
    static func frames(_ count: Int, from rows: Int, capacity: Int = 100_000,
                       look: (_ new: [Range<Int>], _ store: SeriesStore) -> Void = { _, _ in })
    -> (changes: [Change: Int], store: SeriesStore) {
        var store = Self.store(rows: rows, capacity: capacity)
        var cells = Self.cells(store)
        var changes: [Change: Int] = [:]
        for _ in 0..<count {
            let rowCount = store.rowCount
            Self.append(33, to: &store)
            let next = Self.cells(store)
            changes[Self.change(cells, next, rowCount: rowCount), default: 0] += 1
            look(next, store)
            cells = next
        }
        return (changes, store)
    }

    /// Past the minute, frame after frame: every cell but the newest holds the rows it held, or the view
    /// moved one cell and each holds its right neighbour's; the newest row lies in the last cell.
    @Test func aCellHoldsItsRowsFromFrameToFrame() {
        var (changes, store) = Self.frames(200, from: 70_000) { cells, store in
            #expect(cells.last!.upperBound == store.rowCount, "the newest row in the last cell")
            #expect(cells.first!.lowerBound > 0, "the first cell a whole one of the rows kept")
        }
        // 6.6 s of rows (x 70 to 76.6), a cell 60 / 219 × 2 s: 12 moves, not 200.
        #expect(changes == [.kept: 188, .moved: 12])
        // Without the group (lines), the columns' edges follow the newest row: they move every frame.
        let (before, rowCount) = (Self.cells(store, group: 0), store.rowCount)
        Self.append(33, to: &store)
        #expect(Self.change(before, Self.cells(store, group: 0), rowCount: rowCount) == .other)
    }

    /// A history shorter than the span (50 s kept of a minute): the oldest rows go as others come, and the
    /// view moves a group at a time with the newest.
    @Test func aShortHistoryMovesItsViewAGroupAtATime() {
        let (changes, _) = Self.frames(200, from: 70_000, capacity: 50_000) { cells, store in
            #expect(cells.last!.upperBound == store.rowCount, "the newest row in the last cell")
        }
        // 6.6 s of rows, a group of a 52 s view 52 / 219 × 2 s: 14 moves, not 200.
        #expect(changes == [.kept: 186, .moved: 14])
    }

    /// While the minute fills, the view moves a group at a time and its width steps by a sixteenth of a
    /// power of two; between, the cells hold their rows.
    @Test func theFillingViewWidensBySixteenths() {
        let (changes, _) = Self.frames(100, from: 5_000) { cells, store in
            #expect(cells.last!.upperBound == store.rowCount, "the newest row in the last cell")
            #expect(cells.first(where: { !$0.isEmpty })?.lowerBound == 0, "every row shown")
        }
        // From 5 s to 8.3 s (and room for a group): 5.25 … 8 by quarters, then 8.5: 12 widenings; the
        // moves between (a group spans 0.048 s or more, a frame's rows 0.033 s: one group at most a frame).
        #expect(changes[.other] == 12)
        #expect(changes[.moved, default: 0] > 40)
    }

    /// Drawn (`ChartRenderer`, a heatmap of a minute of a slow zigzag): from frame to frame, between moves,
    /// every plot cell but the newest column's is as it was, its shade too; lines' columns move every frame.
    @Test(arguments: [true, false])
    func aHeatmapsDrawnCellsStayAsTheyWere(heatmap: Bool) {
        var configuration = ChartConfiguration(viewport: .recent(.seconds(60)))
        configuration.heatmap = heatmap
        configuration.autoscaler.fixedMinimum = -50
        configuration.autoscaler.fixedMaximum = 50
        var store = SeriesStore(capacity: 100_000)
        func append(_ count: Int) {
            let rows = store.rowCount..<(store.rowCount + count)
            store.append(SampleBatch(values: rows.map { Double(abs($0 % 8_000 - 4_000)) / 100 - 20 + Double($0 % 7) },
                                     xs: rows.map { Double($0) / 1000 + 0.0003 }))
        }
        append(70_000)
        /// The plot's cells, but the newest column's, and the x axis's labels (they move with the view).
        func frame() -> (plot: [[Cell]], labels: String) {
            let frame = ChartRenderer.render(store, configuration: configuration, width: 60, height: 16,
                                             axis: NiceAxis(autoscaler: configuration.autoscaler))
            let scene = frame.scenes[0]
            let (layout, grid) = (scene.layout, frame.grid)
            let plot = (layout.plotY..<(layout.plotY + layout.plotRows)).map { row in
                (layout.plotX..<(layout.plotX + layout.plotColumns - 1)).map { grid[$0, row] }
            }
            return (plot, grid.plainText().split(separator: "\n").dropLast().last.map(String.init) ?? "")
        }
        var (last, changed, moves) = (frame(), 0, 0)
        for _ in 0..<60 {
            append(33)
            let next = frame()
            if next.labels != last.labels { moves += 1 } else if next.plot != last.plot { changed += 1 }
            last = next
        }
        if heatmap {
            #expect(changed == 0)
            #expect(moves > 0 && moves < 10)
        } else {
            #expect(changed > 30)
        }
    }
}
