import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Exact frames of the live interaction: the cursor and its reading, a paused status, and the zoomed-out
/// envelope that never hides a spike.
@Suite struct InteractionGoldenTests {
    static func frame(_ store: SeriesStore, _ viewport: ChartViewport, _ overlay: ChartOverlay, _ width: Int, _ height: Int,
                      unit: String = "") -> String {
        ChartRenderer.render(store, configuration: ChartConfiguration(unit: unit, viewport: viewport), overlay: overlay,
                             width: width, height: height).plainText().trimmingSuffixNewline()
    }

    /// One sample a dot column: the cursor is a column of dots over the line, and the status reads the
    /// sample under it.
    @Test func theCursorReadsTheSampleUnderIt() {
        let values = (1...60).map { Double($0 % 12) }
        expectFrame(Self.frame(store(values), .follow, ChartOverlay(cursor: 61, pausedFor: 7), 40, 8, unit: "ms"), """
        10 ms┤· · ⢀⢼· · ·⢀⢼ · · ⡠⢺· · ·⡠⡇ · ⢸ ⡠⡇
             │   ⢀⠎⢸    ⡠⠊⢸    ⡰⠁⢸    ⡰⠁⡇   ⢸⠎ ⡇
         5 ms┤· ⡠⠊·⠘⡄ ·⡔⠁ ⠘⡄· ⡔⠁·⠘⡄ ⢠⠒⠁ ⢣ ·⢠⢺ ·⢣
             │ ⡜    ⡇ ⡜    ⡇⢀⠜    ⡇⢠⠃   ⢸ ⢠⠃⢸  ⢸
         0 ms┤⠊ · · ⡧⠊· · ·⡷⠁ · · ⡷⠁· · ⢸⠔⠁ ⢸ ·⢸
             └─────┬─────┬────┬─────┬─────┬────┬
                   10    20   30    40    50  60
        paused +7 #55 value=7 ms
        """)
    }

    @Test func theCursorColumnIsReverseVideoOnEveryPlotRow() {
        let grid = ChartRenderer.render(store((1...60).map { Double($0 % 12) }), configuration: ChartConfiguration(unit: "ms"),
                                        overlay: ChartOverlay(cursor: 61), width: 40, height: 8)
        // Labels "10 ms" and the axis take 6 columns; dot 61 is in cell 30 of the plot.
        for row in 0..<5 {
            #expect(grid[36, row].style == .cursor, "row \(row)")
            #expect(grid[35, row].style != .cursor && grid[37, row].style != .cursor)
        }
        #expect(grid[36, 5].style != .cursor, "not on the x axis")
    }

    /// 100,000 samples, one of them a spike: zoomed out to the whole history, the spike's column draws
    /// its envelope, and the cursor on it reads the column's rows, the value at its middle and its min–max.
    @Test func aOneSampleSpikeInAHundredThousandStaysVisible() {
        var values = (0..<100_000).map { Double($0 % 10) }
        values[61_234] = 500
        let store = store(values)
        let viewport = ChartViewport.window(endRow: 100_000, rowsPerColumn: 1024)
        expectFrame(Self.frame(store, viewport, ChartOverlay(), 60, 8), """
        500┤· · · · · · · · · · · · · · · · · · ⢸ · · · · · · · · ·
           │                                    ⢸
           │                                    ⢸
           │                                    ⢸
          0┤· · · ·⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣸⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀
           └─────────────────┬────────┬─────────┬─────────┬─────────
                           20000    40000     60000     80000
        last=9 min=0 max=500 avg=4.505 n=100000
        """)
        // The cursor on the spike's column (dot 73: 112 dots, the last block 97, the spike's 59) changes
        // only the status, which reads the column's rows, its middle and its min–max.
        let plain = Self.frame(store, viewport, ChartOverlay(), 60, 8).split(separator: "\n")
        let reading = Self.frame(store, viewport, ChartOverlay(cursor: 73), 60, 8).split(separator: "\n")
        #expect(reading.dropLast() == plain.dropLast())
        #expect(reading.last == "#60417–61440 value≈7.5 min=0 max=500")
    }

    @Test func severalSeriesReadAtTheCursor() {
        var store = SeriesStore(capacity: 1000)
        store.append(SampleBatch(rows: (0..<40).map { [Double($0), Double(40 - $0), $0 == 30 ? .nan : 20] },
                                 seriesNames: ["up", "down", "flat"]))
        expectFrame(Self.frame(store, .window(endRow: 40, rowsPerColumn: 1), ChartOverlay(cursor: 67, pausedFor: 0), 50, 10), """
          │⠑⠒⠒⠤⠤⢄⣀⣀                         ⢸      ⣀⣀⡠⠤⠤⠒⠒
          │        ⠉⠒⠒⠢⠤⠤⣀⣀               ⢀⣀⣸⠤⠤⠔⠒⠒⠉
        25┤⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣉⣑⣒⣒⣤⣤⣀⣀⣀⣠⣤⣤⣒⣒⣊⣁⣀⣸⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀
          │                ⣀⡠⠤⠤⠒⠒⠉⠁⠈⠑⠒⠒⠤⠤⢄⡀ ⢸
          │        ⣀⠤⠤⠔⠒⠒⠉⠉               ⠈⠉⢹⠒⠒⠢⠤⠤⣀
         0┤⡠⠤⠤⠒⠒⠊⠉⠉· · · · · · · · · · · · ·⢸· · · ⠉⠉⠑⠒⠒⠤⠤
          └─────┬────┬─────┬─────┬─────┬─────┬─────┬─────┬
                5    10    15    20    25    30    35   40
        paused +0 #29           ● up=28     ● down=12
        ● flat=20
        """)
    }
}
