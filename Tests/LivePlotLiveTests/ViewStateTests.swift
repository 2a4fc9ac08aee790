import Testing
@testable import LivePlotLive
import LivePlotChart
import LivePlotInput

/// Every key as a pure step: key + state → new state.
@Suite struct ViewStateTests {
    static let extent = ViewState.Extent(rowCount: 10_000, keptRowCount: 10_000, dotColumns: 100)

    @Test func spacePausesWhereTheViewIsAndResumesLive() {
        var view = ViewState()
        #expect(view.viewport(rowCount: 10_000) == .follow)
        let changed = view.press(.space, in: Self.extent)
        #expect(changed)
        #expect(view.isPaused && view.endRow == 10_000 && view.rowsAtPause == 10_000)
        #expect(view.viewport(rowCount: 12_000) == .window(endRow: 10_000, rowsPerColumn: 1), "frozen while rows arrive")
        view.press(.space, in: Self.extent)
        #expect(!view.isPaused && view.cursor == nil)
        #expect(view.viewport(rowCount: 12_000) == .follow)
    }

    @Test func pagesScrollByAScreenAndStopAtTheEnds() {
        var view = ViewState()
        view.press(.pageUp, in: Self.extent)
        #expect(view.endRow == 9_900, "scrolling pauses, one screen of 100 dot columns back")
        view.press(.pageDown, in: Self.extent)
        view.press(.pageDown, in: Self.extent)
        #expect(view.endRow == 10_000 && view.isPaused, "not past the newest row; still paused")
        view.press(.home, in: Self.extent)
        #expect(view.endRow == 100, "the oldest screenful")
        view.press(.pageUp, in: Self.extent)
        #expect(view.endRow == 100, "not before the oldest row")
        view.press(.end, in: Self.extent)
        #expect(!view.isPaused && view.viewport(rowCount: 10_000) == .follow, "End goes back to the live edge")
    }

    @Test func homeStopsAtTheOldestRowKept() {
        var view = ViewState()
        let evicted = ViewState.Extent(rowCount: 10_000, keptRowCount: 1_000, dotColumns: 100)
        view.press(.home, in: evicted)
        #expect(view.endRow == 9_100, "rows 9001…9100")
    }

    @Test func theCursorAppearsAtTheNewestColumnAndScrollsAtTheEdges() {
        var view = ViewState()
        view.press(.left, in: Self.extent)
        #expect(view.cursor == 99 && view.isPaused, "the first press shows it, and pauses")
        view.press(.left, in: Self.extent)
        #expect(view.cursor == 98)
        for _ in 0..<98 { view.press(.left, in: Self.extent) }
        #expect(view.cursor == 0 && view.endRow == 10_000)
        view.press(.left, in: Self.extent)
        #expect(view.cursor == 0 && view.endRow == 9_999, "past the left edge the view scrolls")
        view.press(.right, in: Self.extent)
        #expect(view.cursor == 1)
        view.press(.space, in: Self.extent)
        #expect(view.cursor == nil, "resuming hides it")
    }

    @Test func zoomGoesFromOneRowPerColumnToTheWholeHistory() {
        var view = ViewState()
        view.press(.zoomIn, in: Self.extent)
        #expect(view.zoom == 0, "one row per dot column is the closest")
        for _ in 0..<20 { view.press(.zoomOut, in: Self.extent) }
        #expect(view.rowsPerColumn == 128, "128 × 100 columns ≥ 10,000 rows: the whole history, and no further")
        #expect(!view.isPaused && view.viewport(rowCount: 10_000) == .window(endRow: 10_000, rowsPerColumn: 128),
                "zooming alone does not pause")
    }

    /// Zooming keeps the row under the cursor under it.
    @Test func zoomKeepsTheCursorsRow() {
        var view = ViewState()
        for _ in 0..<7 { view.press(.zoomOut, in: Self.extent) }
        view.press(.left, in: Self.extent)
        for _ in 0..<40 { view.press(.left, in: Self.extent) }
        // Column 59 of 100 at 128 rows a column, the last block holding row 10,000 (block 78).
        let row = (78 - (99 - view.cursor!)) * 128
        #expect(row == 4_864)
        for _ in 0..<7 { view.press(.zoomIn, in: Self.extent) }
        let end = view.endRow!
        #expect(end - (99 - view.cursor!) - 1 == row, "the cursor's row is row \(row) again, at one row a column")
    }

    /// A click puts the cursor on its dot column and pauses the view there; off the plot's right edge it
    /// stands on the last column.
    @Test func aClickPlacesTheCursor() {
        var view = ViewState()
        let placed = view.placeCursor(atDot: 40, in: Self.extent)
        #expect(placed)
        #expect(view.cursor == 40 && view.isPaused && view.endRow == 10_000)
        view.placeCursor(atDot: 500, in: Self.extent)
        #expect(view.cursor == 99)
        let again = view.placeCursor(atDot: 99, in: Self.extent)
        #expect(!again, "the same place again changes nothing")
    }

    /// The wheel zooms about the pointer's column: the row under it stays under it at every step, in and
    /// out, wherever the pointer and the cursor stand; the cursor stays on its row while that is in view.
    @Test func theWheelZoomsAboutThePointer() {
        var random = SplitMix64(seed: 61)
        for _ in 0..<500 {
            var view = ViewState()
            let extent = ViewState.Extent(rowCount: 100_000, keptRowCount: 100_000, dotColumns: 100)
            for _ in 0..<Int(random.next() % 12) { view.press(.zoomOut, in: extent) }
            if random.next() % 2 == 0 { view.press(.pageUp, in: extent) }
            if random.next() % 2 == 0 { view.placeCursor(atDot: Int(random.next() % 100), in: extent) }
            for _ in 0..<6 {
                let pointer = Int(random.next() % 100)
                let zoomsIn = random.next() % 2 == 0
                let end = view.endRow ?? extent.rowCount
                let before = RowBlocks(endRow: end, rowsPerColumn: view.rowsPerColumn, dotColumns: 100)
                let anchor = before.firstRow(ofColumn: pointer)
                let cursorRow = view.cursor.map { before.firstRow(ofColumn: $0) }
                let zoom = view.zoom
                view.zoom(in: zoomsIn, aboutDot: pointer, in: extent)
                guard view.zoom != zoom else { continue }
                #expect(view.isPaused)
                let after = RowBlocks(endRow: view.endRow!, rowsPerColumn: view.rowsPerColumn, dotColumns: 100)
                // The pointer's column now holds the anchor row, unless the view stopped at an end of the history.
                let atAnEnd = view.endRow == extent.rowCount || view.endRow == view.rowsPerColumn * 100
                #expect(atAnEnd || after.column(ofRow: anchor) == pointer, "row \(anchor) under dot \(pointer)")
                if let cursorRow, let cursor = view.cursor, (0..<100).contains(after.column(ofRow: cursorRow)) {
                    #expect(after.column(ofRow: cursorRow) == cursor, "the cursor on its row")
                }
            }
        }
    }

    @Test func clampFollowsEvictionAndResize() {
        var view = ViewState()
        view.press(.home, in: Self.extent)
        view.press(.left, in: Self.extent)
        view.clamp(ViewState.Extent(rowCount: 50_000, keptRowCount: 10_000, dotColumns: 40))
        #expect(view.endRow == 40_040, "the rows shown left the history: the view moves to the oldest kept")
        #expect(view.cursor == 39, "and the cursor stays on the plot")
    }

    @Test func quitKeysDoNotChangeTheView() {
        var view = ViewState()
        let quit = view.press(.quit, in: Self.extent)
        let interrupt = view.press(.interrupt, in: Self.extent)
        #expect(!quit && !interrupt && view == ViewState())
    }
}

/// The row-block rule, against a brute-force placement: every row up to the end in the column whose
/// block holds it, each column's rows the kept ones of its block.
@Suite struct RowBlocksTests {
    @Test func blocksPlaceEveryRowInItsColumn() {
        for rowsPerColumn in [1, 2, 4, 32] {
            for dotColumns in [1, 3, 10] {
                for endRow in 1...70 {
                    let blocks = RowBlocks(endRow: endRow, rowsPerColumn: rowsPerColumn, dotColumns: dotColumns)
                    for firstKept in [0, endRow / 2] {
                        // Brute force: walk the rows back from the end, a new column at each block boundary.
                        var expected = [[Int]](repeating: [], count: dotColumns)
                        var column = dotColumns - 1
                        var row = endRow - 1
                        while row >= firstKept, column >= 0 {
                            expected[column].insert(row, at: 0)
                            #expect(blocks.column(ofRow: row) == column)
                            if row % rowsPerColumn == 0 { column -= 1 }
                            row -= 1
                        }
                        for column in 0..<dotColumns {
                            #expect(Array(blocks.rows(ofColumn: column, keptFrom: firstKept)) == expected[column],
                                    "\(endRow) rows, \(rowsPerColumn) a column, column \(column)")
                        }
                        let last = blocks.firstRow(ofColumn: dotColumns - 1)
                        #expect(RowBlocks.endRow(placing: last, atColumn: dotColumns - 1, rowsPerColumn: rowsPerColumn,
                                                 dotColumns: dotColumns) == (last / rowsPerColumn + 1) * rowsPerColumn)
                    }
                }
            }
        }
    }
}
