import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Several stats of a series drawn as a band (issue 18, point 2): the stretch from the lowest to the
/// highest shaded dim behind their lines, where the stats lie among the values (min, max, mean,
/// percentiles), not with a sum or a count.
@Suite struct BandTests {
    /// Buckets of a second with values spread 0 … 8, then 2 … 6, then 4 … 5, of `stats`.
    static func store(_ stats: [BucketStat], inputs: Int = 1) -> SeriesStore {
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: .stats(stats), transform: .raw, arrivalEpoch: 0))
        let values: [Double] = [0, 8, 4, 2, 6, 4, 4, 5]
        let xs: [Double] = [100, 100.3, 100.6, 101, 101.5, 101.7, 102, 102.5]
        store.append(SampleBatch(rows: values.map { Array(repeating: $0, count: inputs) },
                                 seriesNames: (0..<inputs).map { "s\($0)" }, xs: xs))
        store.finishInput()
        return store
    }

    @Test func whichStatsMakeABand() {
        #expect(Self.store([.min, .max]).bands == [[0, 1]])
        #expect(Self.store([.percentile(50), .count, .percentile(99)], inputs: 2).bands == [[0, 2], [3, 5]])
        #expect(Self.store([.mean, .sum]).bands == [], "one stat among the values: no band")
        #expect(Self.store([.count, .sum]).bands == [])
        #expect(Self.store([.max]).bands == [])
    }

    /// The band fills between min and max, dim in the first line's colour; the lines stand in front.
    @Test func theBandIsShadedDimBehindItsLines() {
        let grid = ChartRenderer.render(Self.store([.min, .max]), configuration: ChartConfiguration(style: .ascii), width: 30, height: 10)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
         |o'----___
         |:::::::::''''-o---______
        5+::::::::::::::::::::::::''||
         |::::::::::::::::::___---''
         |:::::::::____-o-''
        0+o_----''' . . . . . . . . .
         ++--------------------------+
        00:01:40              00:01:42
        * s0 min last=4 max=4 n=3
        * s0 max last=5 max=8 n=3
        """)
        for row in 0..<7 {
            for column in 2..<30 where grid[column, row].scalar == ":" {
                #expect(grid[column, row].style == CellStyle.line(series: 0, of: 2).muted, "\(column),\(row)")
            }
        }
        #expect(grid[2, 0].style == CellStyle.line(series: 1, of: 2), "the max line's marker, in front")
        #expect(grid[3, 1].scalar == ":" && grid[2, 5].scalar == "o", "the band inside, the min line's marker in front")
    }

    /// Braille shades with its own dots, a checkerboard, and only where both lines are.
    @Test func brailleShadesWithItsDots() {
        let grid = ChartRenderer.render(Self.store([.min, .max]), configuration: ChartConfiguration(style: .braille), width: 30, height: 10)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
         │•⠑⠒⠢⠤⠤⣀⣀⡀
         │⢕⢕⢕⢕⢕⢕⢕⢕⠈⠉⠑⠒⠒⠤•⠤⢄⣀⣀⣀⣀
        5┤⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⠉⠉⠉⠉⠑⢒⣒
         │⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢀⣀⣀⠤⠤⠒⠒⠊⠉⠁
         │⢕⢕⢕⢕⢕⢕⢕⢕⢀⣀⡠⠤⠤⠒•⠊⠉⠁
        0┤•⡠⠤⠔⠒⠒⠉⠉⠁ · · · · · · · · ·
         └┬──────────────────────────┬
        00:01:40              00:01:42
        ● s0 min last=4 max=4 n=3
        ● s0 max last=5 max=8 n=3
        """)
    }
}
