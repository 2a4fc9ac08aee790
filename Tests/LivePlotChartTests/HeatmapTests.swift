import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// `--heatmap` (issue 45 point 2): value bins over x, two bins a cell, colour by count along the ramp,
/// the scale in the status; shades without colour.
@Suite struct HeatmapTests {
    /// Two peaks, as latencies have: seven values in ten near 20 (±12), the others near 80 (±24), each a
    /// sum of three uniform draws (a bell), from a fixed seed.
    static func bimodal(_ count: Int) -> [Double] {
        var random = SplitMix64(seed: 45)
        return (0..<count).map { _ in
            var spread = 0.0
            for _ in 0..<3 { spread += Double.random(in: -1...1, using: &random) }
            return Double.random(in: 0..<1, using: &random) < 0.7 ? 20 + 4 * spread : 80 + 8 * spread
        }
    }

    static func configuration(_ style: PlotStyle = .braille, viewport: ChartViewport = .fitAll) -> ChartConfiguration {
        var configuration = ChartConfiguration(viewport: viewport, style: style)
        configuration.heatmap = true
        return configuration
    }

    /// The two peaks as two bands of shades, the fuller one darker, the grid's dots where no value is,
    /// the axis as the line chart's, the scale at the end of the status line.
    /// Buckets spread over a wide plot stand a stride apart: each is widened over its stride, not a cell
    /// with blanks between (stripes); a stretch wider than 1½ strides is a gap in the data and stays one.
    @Test func spreadBucketsAreWidenedOverTheirStrideButGapsStay() {
        var bins = HeatmapBins(columns: 20, bins: 2)
        for column in [0, 3, 6, 15] { bins.add(column + 1, column: column, bin: 1) }
        bins.widenSpreadColumns()
        let shown = (0..<20).map { bins[column: $0, bin: 1] }
        #expect(shown == [1, 1, 1, 4, 4, 4, 7, 7, 7, 0, 0, 0, 0, 0, 0, 16, 16, 16, 0, 0])
        #expect((0..<20).allSatisfy { bins[column: $0, bin: 0] == 0 })
        var adjacent = HeatmapBins(columns: 4, bins: 1)
        for column in [0, 1, 3] { adjacent.add(1, column: column, bin: 0) }
        adjacent.widenSpreadColumns()
        #expect((0..<4).map { adjacent[column: $0, bin: 0] } == [1, 1, 0, 1], "a stride of one column widens nothing")
    }

    @Test func aBimodalStreamAt80x24() {
        let grid = ChartRenderer.render(store(Self.bimodal(3000)), configuration: Self.configuration(), width: 80, height: 24)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        100┤░ · · · · · · · · · · · · · · · · · · ░ · · · · · · · ░ · · · · · · · · · ·
           │  ░  ░             ░░░          ░ ░  ░ ░           ░      ░░░░ ░ ░░░░     ░░
           │▒ ░░░ ░░░░ ░░ ░░░░░▒ ░░ ░ ░░░  ░░░ ░░ ░  ░▒ ░░░░░░░░░░░ ░  ▒░ ░░░ ░  ░░░░░ ░
           │░░░░░░░▒░░░░░░░  ░░░▒░░░░░░░░▒▒░░░▒░░ ░░▒  ░▒░░░░░░░░░░░ ░░ ▒░▒░░▒░░░▒░░ ▒ ░
           │░ ░▓░▒▓▒░░░▒░░░▒▓░░▒ ░░░▒░░░░░░░░▓░▒░▒░░░░░░░▒░░░░░▒░░░▒░▒▒▒ ░▒░░▒░░▒░░  ░░░
         75┤░░▒░░ ░░░░░░░░░▒▒░▒░░▓░▒░ ▒▒░▒░░░▒░░▒▒░░░░▒░▒░·▒░░▒▒░▒░░░░▓▒▒ ▓░░░·▒░░░░▒▒░░
           │░▒░░░░░░░▒░░ ░░░░▒░░░░░ ░░░░░ ░░▒░ ░░░ ▒░▒ ░░▒░░▒░░░░░░░░░ ░░▒░░░░░░░ ░▒░▒░░
           │ ░░░░░░░  ░░░ ░░░ ░░ ░  ░  ░░░  ░░     ░   ░░  ░░ ░ ░░░░ ░░░░░ ░░ ░░  ░ ░░░░
           │ ░ ░░ ░            ░  ▒      ░           ░░     ░ ░     ░     ░░          ░░
           │        ░                                                        ░
         50┤· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
           │
           │
           │
           │   ░             ░░       ░░              ░        ░                  ░
         25┤▒▓▒░░▒▓▒▓▒▒░░▒▓ ▒░▒░░░░▒▓░▒░▒▒░▓░▒▓░▓▒▒░▓░▒░░░▒▒▒░░░░▒░▒▓░░▒░▓·▒░▒▓░░░░░▒░▒░
           │▓█▓▓▓▓▓▓▓▓▓█▓▓█▓▓▓██▓▓▓▓▓█▓▓▓▓▒▓▓▓▓▓▒█▓▓▒▓▓▒▓▓▓▓▓█▓▓▓▓▓▓█▓▓▓▓▓▓▓▓▓▓▓▓▓█▓▓▓▓▓
           │▓▓▓▒▓▓▓░▓▒▒▓▓▓▒▒▓▓▓▒█▓▓▓▓▓▓▓▓▓█▓▓▓▓▓█░▓▒▓▓▓█▓▓▓▓▓▓▓▓▓▒▓▓▒▓▓▓▒▓▓▓▓▓▒▓▓▓▒▓▓▓▓▓
           │  ░░░░░░░░▓░▒░░▒░▒░░░ ▒░▒░▒▒▒▒░▒▒ ▒▒▒░ ░░▒░▒░▒▒░░░░▒░░▒▒░▓▒░░░▒░░░░▒▒▒░▒▒ ░▒
           │░                      ░                      ░
          0┤· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
           └────────────┬────────────┬────────────┬───────────┬────────────┬────────────
                       500          1000         1500        2000         2500
        last=20.0149 min=9.00449 max=101.382 avg=38.38 n=3000        ░ 1 ▒ 3 ▓ 5 █ 10…13
        """)
    }

    /// A narrow chart: fewer columns, each holding more rows, so each bin counts more.
    @Test func aBimodalStreamAt30x10() {
        let grid = ChartRenderer.render(store(Self.bimodal(3000)), configuration: Self.configuration(), width: 30, height: 10)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        100┤░ · · ░░· ·░░░· ·░░ ░░░░·░
           │▒▓▓▓▓▓▒▓▓▒▓▓▓▓▓▓▒▓▓▓▓▓▓▓▒▓
           │▓▒▒▓▒▓▓▒▓▓▒▒▓▓▒▒▓▓▓▒▓▓▒▒▓▓
         50┤░░░░· ·░·░· · ░ ░ ·░·░░ ·░
           │
           │██████████████████████████
          0┤▒▓▒▓▒▓▒▓▓▓▓▒▓▒▓▓▒▓▓▓▒▒▓▓▓▓
           └────────┬────────┬────────
                   1000     2000
                  ░ 1 ▒ 4 ▓ 11 █ 34…61
        """)
    }

    /// ASCII: the shades ` .:*#`, and the scale in them.
    @Test func asciiShades() {
        let grid = ChartRenderer.render(store(Self.bimodal(3000)), configuration: Self.configuration(.ascii), width: 40, height: 12)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        100+. . . . . . . . . . . . ... . ... .
           |::::::::::::::::*::.::::::.:::::::::
           |*****::******:*::*****:::*****:**:**
           |::::::::.::::::::::*:*:::::::.:::.::
         50+. . . . . . ... . . . ... . ... . .
           |
           |**:**:*::::*::*:*****:*:::*::*:***::
           |####################################
          0+. ...:... .:... : ...:..... .....:..
           +------------+-----------+-----------
                       1000        2000
        last=20.0149         . 1 : 3 * 8 # 23~37
        """)
    }

    /// Cell by cell in colour: every row holds 5, 5 and 85 (three series pooled) on a fixed 0…100 axis,
    /// four rows a dot column, so each cell column counts 16 values at 5 and 8 at 85; 16 is the fullest
    /// (step 8), 8 is step 1 + ⌊7·ln 8 / ln 16⌋ = 6. The bins of 5 and 85 are ⌊0.05 × bins⌋ and
    /// ⌊0.85 × bins⌋: the upper or lower half of their cell as the bin is odd or even; every other cell
    /// holds no heat.
    @Test func eachCellIsTheStepOfItsCount() {
        var configuration = Self.configuration(viewport: .window(endRow: 1, rowsPerColumn: 4))
        configuration.autoscaler.fixedMinimum = 0
        configuration.autoscaler.fixedMaximum = 100
        func frame(rows: Int) -> ChartFrame<NiceAxis> {
            var store = SeriesStore(capacity: 10_000)
            store.append(SampleBatch(rows: Array(repeating: [5, 5, 85], count: rows), seriesNames: ["a", "b", "c"]))
            configuration.viewport = .window(endRow: rows, rowsPerColumn: 4)
            return ChartRenderer.render(store, configuration: configuration, width: 50, height: 16,
                                        axis: NiceAxis(autoscaler: configuration.autoscaler))
        }
        let dots = frame(rows: 10).dotColumns!
        let drawn = frame(rows: dots * 4)
        let layout = drawn.scenes[0].layout
        #expect(drawn.scenes[0].axis.lower == 0 && drawn.scenes[0].axis.upper == 100)
        let bins = layout.plotRows * 2
        let expected = [bins * 5 / 100: 8, bins * 85 / 100: 6]
        for column in 0..<layout.plotColumns {
            for row in 0..<layout.plotRows {
                let cell = drawn.grid[layout.plotX + column, layout.plotY + row]
                let (upper, lower) = HeatmapReadBack.steps(of: cell)
                let lowerBin = (layout.plotRows - 1 - row) * 2
                #expect(upper == expected[lowerBin + 1] ?? 0 && lower == expected[lowerBin] ?? 0,
                        "cell \(column),\(row): \(upper)/\(lower) '\(cell.scalar)'")
            }
        }
    }

    /// Counts to steps: 1 the first, the fullest the last, never dimmer for more; the scale names each
    /// shade's least count, and the fullest.
    @Test func theScaleSaysWhatEachShadeMeans() {
        let scale = HeatScale(maximum: 1200)
        #expect(scale.step(ofCount: 0) == 0 && scale.step(ofCount: 1) == 1 && scale.step(ofCount: 1200) == 8)
        #expect((1..<1200).allSatisfy { scale.step(ofCount: $0) <= scale.step(ofCount: $0 + 1) })
        for (index, least) in scale.thresholds.enumerated() {
            #expect(scale.step(ofCount: least) == index + 1 && scale.step(ofCount: least - 1) == index)
        }
        #expect(scale.text == "░ 1 ▒ 8 ▓ 58 █ 436…1200")
        #expect(HeatScale(maximum: 1).text == "█ 1", "one value a bin: all of them the fullest")
        #expect(HeatScale(maximum: 3).text == "░ 1 ▓ 2 █ 3", "2 is step 1 + ⌊7·ln 2 / ln 3⌋ = 5: no count shows ▒")
    }

    /// Each step's least count, found from the power the step names and walked to where the step turns
    /// (`HeatScale.leastCount`), held against a binary search of every count for it, over maxima of one
    /// bin to ten million and every step.
    @Test func eachShadesLeastCountIsTheSearchedOne() {
        func searched(_ step: Int, maximum: Int) -> Int {
            var (low, high) = (1, maximum)
            while low < high {
                let middle = (low + high) / 2
                if HeatScale.exactStep(ofCount: middle, maximum: maximum) >= step { high = middle } else { low = middle + 1 }
            }
            return HeatScale.exactStep(ofCount: low, maximum: maximum) >= step ? low : maximum + 1
        }
        var random = SplitMix64(seed: 50)
        let maxima = Array(1...3_000) + (0..<3_000).map { _ in Int.random(in: 1...10_000_000, using: &random) }
        for maximum in maxima {
            for step in 1...HeatRamp.stepCount {
                #expect(HeatScale.leastCount(reaching: step, maximum: maximum) == searched(step, maximum: maximum), "step \(step) of \(maximum)")
            }
        }
    }

    /// Each count's step looked up (`HeatSteps`, the drawer's) is the scale's own (`HeatScale.step`), in
    /// its table and past it: over random maxima, tables of random limits, every count up to past the
    /// maximum, and random counts beyond.
    @Test func aCountsLookedUpStepIsTheScales() {
        var random = SplitMix64(seed: 51)
        for _ in 0..<300 {
            let maximum = [Int.random(in: 1...40, using: &random), Int.random(in: 1...5_000, using: &random),
                           Int.random(in: 1...1_000_000, using: &random)].randomElement(using: &random)!
            let scale = HeatScale(maximum: maximum)
            let steps = HeatSteps(scale, tableLimit: Int.random(in: 0...6_000, using: &random))
            let counts = Array(-2...Swift.min(maximum + 3, 8_000)) + (0..<200).map { _ in Int.random(in: 0...(2 * maximum), using: &random) }
            let wrong = counts.filter { steps.step(ofCount: $0) != scale.step(ofCount: $0) }
            #expect(wrong.isEmpty, "counts \(wrong.prefix(5)) of \(maximum)")
        }
    }

    /// The drawer's cell of each pair of steps is the cell the pair's steps make (`HeatmapDrawer.cell`).
    @Test func aPairsCellIsItsStepsCell() {
        for isASCII in [false, true] {
            let cells = HeatmapDrawer.cells(isASCII: isASCII)
            for upper in 0...HeatRamp.stepCount {
                for lower in 0...HeatRamp.stepCount where upper > 0 || lower > 0 {
                    #expect(cells[upper * (HeatRamp.stepCount + 1) + lower] == HeatmapDrawer.cell(upper: upper, lower: lower, isASCII: isASCII))
                }
            }
        }
    }
}
