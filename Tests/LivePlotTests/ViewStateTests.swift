import Testing
@testable import LivePlotLive
import LivePlotChart

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
