import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart

/// Markers only where points stand apart (issue 43): a point of one series within three dots, across
/// and down, of another series' marked point is drawn as a line's dot, not as `•`.
@Suite struct MarkerSpacingTests {
    @Test func marksWithinThreeDotsOfAnotherSeriesAreCrowded() {
        let marks: [(series: Int, x: Int, y: Int)] = [(0, 0, 10), (1, 2, 11), (0, 8, 10), (1, 9, 20), (1, 16, 4), (1, 17, 4)]
        #expect(DotLines.crowdedMarks(marks) == [0, 1], "0 and 1 stand 2 dots apart; 2 and 3 are 10 rows apart; 4 and 5 are one series")
    }

    /// Three series near 0 whose rows take turns (a table's lines, a row each): each series' points stand
    /// apart, but beside the others' they would run into a row of `•`.
    @Test func seriesTakingTurnsLeaveTheBottomRowUnmarked() {
        var store = SeriesStore(capacity: 100)
        // 36 rows over 37 columns: a row a cell, a series' own points three cells apart.
        for row in 0..<36 {
            var values = [Double](repeating: .nan, count: 3)
            values[row % 3] = 0
            store.append(SampleBatch(rows: [values], seriesNames: ["a", "b", "c"]))
        }
        let grid = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll), width: 40, height: 8)
        let plot = grid.plainText().split(separator: "\n").prefix(5).joined(separator: "\n")
        #expect(!plot.contains("•"), "no markers among the others' points:\n\(plot)")
        #expect(plot.contains("⣀"), "the points drawn as dots:\n\(plot)")
    }
}
