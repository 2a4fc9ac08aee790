import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// `--hline V[,V…]` (issue 19, point 3): dim reference lines at those values, labelled at the right edge
/// where the data leaves room; the autoscaled axis spans them, within fixed bounds.
@Suite struct ReferenceLineTests {
    @Test func theOptionTakesAListOfNumbers() throws {
        #expect(try Options.parse(["--hline", "-0.5,1e3,2,2"]).referenceLines == [-0.5, 1000, 2])
        let plan = runPlan(try Options.parse(["--hline", "200"]))
        #expect(plan.configuration(viewport: .follow, timeAxis: nil).autoscaler.referenceLines == [200])
    }

    /// Property: whatever the data's range and the lines, the axis spans both; fixed bounds still win.
    @Test func theAxisSpansTheLines() {
        var random = SplitMix64(seed: 1903)
        for _ in 0..<2000 {
            func value() -> Double { Double(Int(random.next() % 20_001) - 10_000) / 10 }
            let (a, b) = (value(), value())
            let lines = (0..<(1 + Int(random.next() % 3))).map { _ in value() }
            let ticks = Autoscaler(referenceLines: lines).axis(low: min(a, b), high: max(a, b), rows: 10)
            for needed in lines + [a, b] {
                #expect(ticks.lower <= needed && needed <= ticks.upper, "\(needed) in \(ticks.lower)…\(ticks.upper)")
            }
        }
        let fixed = Autoscaler(FixedBounds(minimum: 0, maximum: 10), referenceLines: [50]).axis(low: 1, high: 9, rows: 10)
        #expect(fixed.lower == 0 && fixed.upper == 10, "-m/-M fix the axis, a line beyond them is not drawn")
        let empty = Autoscaler(referenceLines: [200]).axis(low: nil, high: nil, rows: 10)
        #expect(empty.lower <= 200 && 200 <= empty.upper, "before any data too")
    }

    static func store() -> SeriesStore {
        var store = SeriesStore(capacity: 100)
        store.append(SampleBatch(values: [10, 20, 30, 40, 30, 20, 10, 20, 30, 40, 30, 20]))
        return store
    }

    /// The line in every cell the data leaves empty, the grid's dots under it too; its label at the right.
    @Test func aLineBehindTheDataLabelledAtTheRight() {
        let configuration = ChartConfiguration(unit: "ms", autoscaler: Autoscaler(referenceLines: [25, 100]), viewport: .fitAll, style: .ascii)
        let grid = ChartRenderer.render(Self.store(), configuration: configuration, width: 40, height: 10)
        // 25 ms runs behind the data, its label left out where the data stands at the right edge.
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        100 ms+-------------------------- 100 ms
              |
              |
              |
              |      _--'--_          _--'--_
              |-__-''-------''-_-__-''-------''-
          0 ms+' . . . . . . . .'. . . . . . . .
              +---+-----+-----+----+-----+-----+
                  2     4     6    8     10   12
        last=20 ms min=10 ms max=40 ms n=12
        """)
        for x in 7..<40 where grid[x, 0].scalar != " " {
            #expect(grid[x, 0].style == .reference, "the line and its label, dim: \(x)")
        }
        #expect(grid[10, 4].style != .reference, "the data stands in front")
    }

    /// In braille the line is the cells' own dot row, both dots.
    @Test func brailleDrawsTheLineAtItsDotRow() {
        let configuration = ChartConfiguration(autoscaler: Autoscaler(referenceLines: [35]), viewport: .fitAll, style: .braille)
        let grid = ChartRenderer.render(Self.store(), configuration: configuration, width: 30, height: 8)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        40┤⣀⣀⣀⣀⣀⣀⡰•⢄⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⢀•⠢⡀ 35
          │    ⢀•  ⠈•⡀        •⠃  ⠑•
          │   ⡠⠊     ⠑⢄     ⢀⠔⠁    ⠈⠢⡀
        20┤·⢀•⠁· · · ·⠈•⡀· ⡠•· · · · •
          │•⠊           ⠘•⠔⠁
          └─────────┬───────────┬─────
                    5           10
        last=20 min=10 max=40 n=12
        """)
    }

    /// A line beyond fixed bounds is not drawn, nor labelled: it is not on the axis.
    @Test func aLineBeyondFixedBoundsIsNotDrawn() {
        let configuration = ChartConfiguration(autoscaler: Autoscaler(FixedBounds(minimum: 0, maximum: 50), referenceLines: [80]),
                                               viewport: .fitAll, style: .ascii)
        let grid = ChartRenderer.render(Self.store(), configuration: configuration, width: 30, height: 8)
        var without = configuration
        without.autoscaler.referenceLines = []
        #expect(grid == ChartRenderer.render(Self.store(), configuration: without, width: 30, height: 8))
    }

    /// The newest data at the right edge of the line's row: the label goes to the left.
    @Test func theLabelGoesLeftWhenTheDataStandsRight() {
        var store = SeriesStore(capacity: 100)
        store.append(SampleBatch(values: [40, 38, 36, 30, 20, 10, 5, 5, 5, 5, 5, 5]))
        let configuration = ChartConfiguration(unit: "ms", autoscaler: Autoscaler(referenceLines: [5]), viewport: .fitAll, style: .ascii)
        let grid = ChartRenderer.render(store, configuration: configuration, width: 40, height: 10)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        40 ms+o'-o-_o . . . . . . . . . . . . .
             |       '-o
             |          |_
        20 ms+. . . . . .'o_. . . . . . . . . .
             |             '|
             | 5 ms ---------o--o__o__o__o__o__o
         0 ms+. . . . . . . . . . . . . . . . .
             +---+-----+-----+-----+-----+-----+
                 2     4     6     8     10   12
        last=5 ms min=5 ms max=40 ms n=12
        """)
    }
}
