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
    static func store(rows: Int) -> SeriesStore {
        var store = SeriesStore(capacity: 100_000)
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

    /// Whether every cell of `old` that held rows, none of them the newest (`rowCount − 1`), holds them still.
    static func keepsClosedCells(_ old: [Range<Int>], _ new: [Range<Int>], rowCount: Int) -> Bool {
        old.indices.allSatisfy { old[$0].isEmpty || old[$0].upperBound == rowCount || new[$0] == old[$0] }
    }

    @Test func theEdgesLieOnWholeGroups() {
        // A dot column spans 0.5, a group 1: the last group ends at 101, the first whole one past 100.1.
        let aligned = VisibleWindow.edgesOfSpan(59.5, firstX: 0, lastX: 100.1, dotColumns: 120, columnGroup: 2)
        #expect(aligned == (41.25, 100.75))
        // At a group's edge exactly, the newest x opens the next group.
        #expect(VisibleWindow.edgesOfSpan(59.5, firstX: 0, lastX: 100, dotColumns: 120, columnGroup: 2) == (41.25, 100.75))
        // Without a group, the newest x is the right edge.
        #expect(VisibleWindow.edgesOfSpan(59.5, firstX: 0, lastX: 100.1, dotColumns: 120, columnGroup: 0) == (100.1 - 59.5, 100.1))
        // Filling: whole groups from the first x.
        #expect(VisibleWindow.edgesOfSpan(59.5, firstX: 90, lastX: 93.2, dotColumns: 120, columnGroup: 2) == (90, 94))
        #expect(VisibleWindow.edgesOfSpan(59.5, firstX: 90, lastX: 94, dotColumns: 120, columnGroup: 2) == (90, 94))
        // Never wider than the span while it fills (60 whole groups would be); one x only: no span to lay out.
        #expect(VisibleWindow.edgesOfSpan(59.5, firstX: 90.6, lastX: 149.9, dotColumns: 120, columnGroup: 2) == (90.6, 90.6 + 59.5))
        #expect(VisibleWindow.edgesOfSpan(59.5, firstX: 90, lastX: 90, dotColumns: 120, columnGroup: 2) == (90, 90))
    }

    /// Frames of 33 rows (a thirtieth of a second) appended to a store of `rows` rows: the frames whose
    /// closed cells did not all keep their rows (`keepsClosedCells`), each frame's cells before and after
    /// given to `look` with whether they did, and the store at the end.
    static func frames(_ count: Int, from rows: Int,
                       look: (_ old: [Range<Int>], _ new: [Range<Int>], _ kept: Bool, _ store: SeriesStore) -> Void = { _, _, _, _ in })
    -> (changed: Int, store: SeriesStore) {
        var store = Self.store(rows: rows)
        var cells = Self.cells(store)
        var changed = 0
        for _ in 0..<count {
            let rowCount = store.rowCount
            Self.append(33, to: &store)
            let next = Self.cells(store)
            let kept = Self.keepsClosedCells(cells, next, rowCount: rowCount)
            if !kept { changed += 1 }
            look(cells, next, kept, store)
            cells = next
        }
        return (changed, store)
    }

    /// Past the minute, frame after frame: every cell but the newest holds the rows it held, or the view
    /// moved one cell and each holds its right neighbour's.
    @Test func aCellHoldsItsRowsFromFrameToFrame() {
        let (moves, moved) = Self.frames(200, from: 70_000) { cells, next, kept, store in
            // The first cell is the span's first rows (three quarters of a cell): from the second on, each
            // holds what its right neighbour held; the one that was newest may have taken more.
            if !kept { #expect(Array(next[1..<108]) == Array(cells[2..<109])) }
            #expect(next.last!.upperBound == store.rowCount, "the newest row in the last cell")
        }
        // 6.6 s of rows (x 70 to 76.6), a cell 60 / 219 × 2 s: 12 moves, not 200.
        #expect(moves == 12)
        // Without the group (lines), the columns' edges follow the newest row: they move every frame.
        var store = moved
        let (before, rowCount) = (Self.cells(store, group: 0), store.rowCount)
        Self.append(33, to: &store)
        #expect(!Self.keepsClosedCells(before, Self.cells(store, group: 0), rowCount: rowCount))
    }

    /// While the minute fills, the width grows a whole cell's span at a time: between, the cells hold
    /// their rows.
    @Test func theFillingViewWidensACellAtATime() {
        // From 2 s to 5.3 s, a cell's span 0.548 s: 6 widenings, not 100.
        #expect(Self.frames(100, from: 2_000).changed == 6)
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
