import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotTestSupport

/// `--split`: a panel per input series, each with its own y axis and legend row, over one x axis; the
/// columns of every panel line up; more panels than fit are paged with ↑ and ↓.
@Suite struct PanelTests {
    /// `count` series of 40 rows, each of its own scale: series k is a wave of amplitude 10^(k mod 7)
    /// around k × that, so no two share a range.
    static func store(series count: Int, rows: Int = 40, names: [String]? = nil) -> SeriesStore {
        var store = SeriesStore(capacity: 1000)
        let table = (0..<rows).map { row in
            (0..<count).map { series -> Double in
                let scale = [1.0, 10, 100, 1000, 0.01, 1e6, 0.1][series % 7]
                let wave: Double = [0, 3, 7, 9, 10, 9, 7, 3, 0, -3, -7, -9, -10, -9, -7, -3][(row + series * 3) % 16]
                return scale * (Double(series) * 10 + wave)
            }
        }
        store.append(SampleBatch(rows: table, seriesNames: names ?? (1...count).map { "s\($0)" }))
        return store
    }

    static func frame(_ store: SeriesStore, _ width: Int, _ height: Int, style: PlotStyle = .braille, title: String = "",
                      firstPanel: Int = 0) -> String {
        ChartRenderer.render(store, configuration: ChartConfiguration(title: title, viewport: .fitAll, style: style, split: true),
                             overlay: ChartOverlay(firstPanel: firstPanel), width: width, height: height)
            .plainText().trimmingSuffixNewline()
    }

    /// Two panels under a title: each its own axis (±10 and 0…200), the labels right-aligned to one
    /// column, one x axis at the bottom.
    @Test func twoPanelsUnderATitle() {
        expectFrame(Self.frame(Self.store(series: 2), 40, 12, title: "Split"), """
                         Split
        ● s1 last=3 min=-10 max=10 avg=1.2 n=40
         10┤·⢀⠔⠉⠒⠤⡀ · · · · ⡠⠒⠑⠢⢄ · · · · ⢀⠔⠊⠑⠤⡀
          0┤⠊⠁· · ⠈⠒⡄ · ·⢀⠔⠉· · ·⠑⠢⡀· · ⡠⠊⠁ · ·⠈
        -10┤· · · · ⠈⠢⢄⡠⠔⠁· · · · ·⠘⠤⣀⠤⠒⠁ · · ·
        ● s2 last=30 min=0 max=200 avg=107 n=40
        200┤⠊⠑⠢⡀· · · · ·⡠⠒⠉⠒⠤⡀ · · · · ⡔⠊⠑⠢⢄ ·
           │   ⠈⠒⢄     ⡠⠊     ⠑⠢⡀    ⢀⠔⠉     ⠑⢄
          0┤· · · ⠑⠤⡠⠔⠊ · · · · ⠈⠢⢄⡠⠒⠁· · · · ·⠑
           └────────┬────────┬────────┬────────┬
                    10       20       30      40

        """)
    }

    @Test func threePanelsInASCII() {
        expectFrame(Self.frame(Self.store(series: 3), 50, 16, style: .ascii), """
        * s1 last=3 min=-10 max=10 avg=1.2 n=40
         20+. . . . . . . . . . . . . . . . . . . . . . .
           | _-''''-_          __-'''-__          _-''''-_
          0+' . . . .'-__ . _-' . . . . '-_ . __-'. . . .
           |             '''               '''
        * s2 last=30 min=0 max=200 avg=107 n=40
        200+'''-_ . . . . . .|''''-_. . . . . . |'''-_. .
           |     '-_      _-'      '-_      _-''      '-_
          0+. . . . |____-' . . . . . '-___-' . . . . . .|
        * s3 last=1100 min=1000 max=3000 avg=1930 n=40
         3k+-_. . . . . . |'''-_. . . . . . |''''-_ . . .
         2k+.'-_. . . _--'. . . '-_ . . ._-'. . . '-_ . .
         1k+. . '-___-' . . . . . .|____-'. . . . . .'-___
           +-----+----+-----+-----+-----+----+-----+-----+
                 5    10    15    20    25   30    35   40

        """)
    }

    /// Eight panels where four fit: the first page, then the second, each saying what is not shown.
    @Test func eightPanelsPagedInBlocks() {
        let store = Self.store(series: 8)
        expectFrame(Self.frame(store, 40, 20, style: .blocks), """
        ● s1 last=3 min=-10 max=10 avg=1.2 n=40
         20┤· · · · · · · · · · · · · · · · · ·
           │ ▂▆▇█▇▆▂        ▂▇█▇▆▂        ▂▆▇█▇▆
          0┤█████████▂▁ ▁▂▆████████▆▂▁▁▂▆███████
           │████████████████████████████████████
        ● s2 last=30 min=0 max=200 avg=107 n=40
        200┤▇█▇▅· · · · · ▅▇█▇· · · · · ▅▇█▇▅ ·
           │█████▅▁    ▁▅██████▅▁     ▅███████▅▁
          0┤███████▄▂▂▄██████████▄▂▁▂▄██████████
        ● s3 last=1100 min=1000 max=3000 n=40
         3k┤▅ · · · · ·▅▇█▇▅· · · · · ▇█▇▅· · ·
         2k┤██▅▁· · ▁▅███████▅· · ·▁▅██████▅▁ ·
         1k┤████▄▂▁▂██████████▄▂▁▂▄██████████▄▂▂
        ● s4 last=30k min=20k max=40k n=40
        40k┤· · · · ▅▇█▇▅ · · · · ·▅▇█▇ · · · ·
           │▁     ▁▅██████▅▁    ▁▅██████▅▁     ▅
        20k┤█▄▂▁▂▄██████████▄▂▂▄██████████▄▂▁▂▄█
           └────────┬────────┬────────┬────────┬
                    10       20       30      40
        +4 more
        """)
        expectFrame(Self.frame(store, 40, 20, style: .blocks, firstPanel: 4), """
        ● s5 last=0.49 min=0.3 max=0.5 n=40
           │        ▁             ▁
        0.4┤· · ▁▃▇██▇▃▁· · · ▁▃▇███▇▃▁ · · ·▁▃█
           │▁▂▃▇████████▇▃▂▁▂▇█████████▃▂▁▂▃▇███
        0.2┤████████████████████████████████████
        ● s6 last=57M min=40M max=60M n=40
        60M┤· ·▅▇█▇▅· · · · ·▅▇█▇▅· · · · · ▅▇█▇
           │▁▅███████▁     ▁▅██████▅▁    ▁▅█████
        40M┤██████████▄▂▁▂▄██████████▄▂▂▄███████
        ● s7 last=5.7 min=5 max=7 avg=6.105 n=40
          7┤▅▇█▇▅ · · · · ·▅▇█▅ · · · · ·▅▇█▇▅·
          6┤██████▅▁· · ▁▅██████▅▁· · ▁▅███████▅
          5┤████████▄▁▂▄██████████▄▂▁▂██████████
        ● s8 last=60 min=60 max=80 n=40
         80┤▇▅· · · · · ▅▇█▇▅ · · · · ▅▇█▇▅ · ·
           │███▅▁    ▁▅███████▁     ▁▅██████▅▁
         60┤█████▄▂▁▄██████████▄▂▁▂▄██████████▄▂
           └────────┬────────┬────────┬────────┬
                    10       20       30      40
        +4 more
        """)
    }

    /// Seventeen panels (`vmstat`'s columns) where two fit; a first panel beyond the last page shows the
    /// last page, full.
    @Test func seventeenPanelsTwoAtATime() {
        let store = Self.store(series: 17)
        expectFrame(Self.frame(store, 30, 12, style: .ascii), """
        * s1 last=3 max=10 n=40
         20+. . . . . . . . . . . . .
           | |''-_     _|'|_      |''|
          0+' . .'-_._-'. . |_. |'. .
           |       '''        ''
        * s2 last=30 max=200 n=40
        200+''-_. . . |'|_. . . |''-_
           |   |_   _|   '|   _-'   |_
          0+. . .|_|' . . .|__| . . .|
           +------+-----+------+-----+
                  10    20     30   40
        +15 more
        """)
        expectFrame(Self.frame(store, 30, 12, style: .ascii, firstPanel: 99), """
        * s16 last=1600 max=1600 n=40
        1600+. ._|-_ . . ._|-_ . . ._|
            |  _|  |_    _|  |_    _|
            | |'     |  |'     |  |'
        1400+-'. . . '|-'. . . '|-'. .
        * s17 last=16.3k max=17k n=40
         17k+.|''| . . .|''| . . .|''|
         16k+-'. '-_ ._-'. '-_ ._-'. '
         15k+. . . |__|. . . |__|. . .
            +------+-----+-----+-----+
                   10    20    30   40
        +15 more
        """)
    }

    /// At the edges: the narrowest chart shows one panel with its legend cut to `name=last`; a height
    /// without room for one panel (a legend and 3 plot rows over the x axis) draws every series on one
    /// axis, exactly as without `--split`.
    @Test func edgeSizes() {
        let store = Self.store(series: 2)
        expectFrame(Self.frame(store, 12, 7), """
        ● s1 last=3
         10┤⢸⢆·⢰⢣ ⢠⢳
          0┤⠃⢸·⡎⠘⡄⡸⠈
        -10┤· ⢷⠁·⢣⠃
           └────────

        +1 more
        """)
        expectFrame(Self.frame(store, 30, 6), """
        200┤⠉⠉⠢⠤⡀ ·⢀⡠⠔⠊⠉⠑⠤⣀ · ⣀⠤⠒⠉⠑⠢⢄⡀
          0┤⠒⠒⠉⠉⠚⠓⠚⠓⠒⠒⠒⠒⠊⠉⠒⠛⠒⠛⠒⠒⠒⠒⠊⠉⠑⠚
           └──────┬─────┬──────┬─────┬
                  10    20     30   40
        ● s1 last=3 max=10 n=40
        ● s2 last=30 max=200 n=40
        """)
        for (width, height) in [(30, 6), (11, 20), (12, 2), (1, 1), (0, 0)] {
            let whole = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll), width: width, height: height)
            #expect(Self.frame(store, width, height) == whole.plainText().trimmingSuffixNewline(), "\(width)×\(height)")
        }
        // One series: nothing to split.
        let one = Self.store(series: 1)
        let whole = ChartRenderer.render(one, configuration: ChartConfiguration(viewport: .fitAll), width: 40, height: 12)
        #expect(Self.frame(one, 40, 12) == whole.plainText().trimmingSuffixNewline())
    }

    /// Over random sizes and counts: panels never overlap, each has its legend row and at least three plot
    /// rows, every plot starts at the same column, the bottom one's x axis is three rows from the bottom,
    /// as many are shown as fit, and the first shown leaves no row of a page empty.
    @Test func layoutsStackWithoutOverlap() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<3000 {
            let width = Int(random.next() % 120)
            let height = Int(random.next() % 80)
            let count = 1 + Int(random.next() % 20)
            let labelWidth = 1 + Int(random.next() % 8)
            let hasTitle = random.next() % 2 == 0
            let first = Int(random.next() % 25)
            let case_ = "\(width)×\(height) \(count) panels, labels \(labelWidth), first \(first)"
            guard let layout = PanelLayout(width: width, height: height, hasTitle: hasTitle, labelWidth: labelWidth,
                                           panelCount: count, firstPanel: first) else {
                #expect(height < 7 || width < labelWidth + 1 + ChartLayout.minimumAxedPlotColumns, "\(case_)")
                continue
            }
            let rowsForPanels = height - 3 - (layout.titleRow == nil ? 0 : 1)
            #expect(layout.panels.count == min(count, rowsForPanels / 4), "\(case_)")
            #expect(layout.firstPanel == min(first, count - layout.panels.count), "\(case_)")
            var nextFree = layout.titleRow == nil ? 0 : 1
            for (panel, legend) in zip(layout.panels, layout.legendRows) {
                #expect(legend == nextFree && panel.plotRows >= 3 && panel.plotX == labelWidth + 1, "\(case_)")
                #expect(panel.plotColumns == width - labelWidth - 1, "\(case_)")
                nextFree = panel.plotY + panel.plotRows
            }
            #expect(nextFree == height - 3 && layout.panels.last?.xAxisRow == height - 3 && layout.statusRow == height - 1, "\(case_)")
            // The title stays only where it costs no panel.
            if hasTitle, layout.titleRow == nil { #expect((height - 4) / 4 < min(count, (height - 3) / 4), "\(case_)") }
        }
    }

    /// The cursor stands in the same column of every panel, and each legend reads its series there.
    @Test func theCursorReadsEveryPanelInOneColumn() {
        var chart = LiveChart(store: SeriesStore(capacity: 1000), configuration: ChartConfiguration(split: true),
                              colors: .none, width: 40, height: 14, animates: false)
        let rows = (0..<60).map { [Double($0), Double($0 * 1000)] }
        chart.ingest(SampleBatch(rows: rows, seriesNames: ["small", "large"]), at: .zero)
        _ = chart.grid(at: .zero)
        for _ in 0..<5 { chart.press(.left, at: .zero) }
        let grid = chart.grid(at: .zero)
        let text = grid.plainText()
        let panels = chart.shownPanels
        #expect(panels.count == 2)
        let cursorColumns = panels.map { panel in
            Set((panel.plotY..<(panel.plotY + panel.plotRows)).compactMap { y in
                (0..<grid.width).first { grid[$0, y].style == .cursor }
            })
        }
        #expect(cursorColumns.count == 2 && cursorColumns[0].count == 1 && cursorColumns[0] == cursorColumns[1], "\(text)")
        // The first press puts the cursor on the newest row (59, sample #60), each next one a row left.
        #expect(text.contains("● small=55"), "\(text)")
        #expect(text.contains("● large=55000"), "\(text)")
        #expect(text.contains("#56"), "\(text)")
    }

    /// ↑ and ↓ page through the panels a screen at a time, no further than the last page; a taller
    /// terminal shows them all from the first.
    @Test func arrowsPageThroughPanels() {
        var chart = LiveChart(store: SeriesStore(capacity: 1000), configuration: ChartConfiguration(split: true),
                              colors: .none, width: 40, height: 20, animates: false)
        chart.ingest(Self.batch(series: 8), at: .zero)
        func shown() -> [Int] {
            _ = chart.grid(at: .zero)
            return chart.shownPanels.map { $0.series[0] }
        }
        #expect(shown() == [0, 1, 2, 3])
        #expect(chart.grid(at: .zero).plainText().contains("+4 more"))
        chart.press(.down, at: .zero)
        #expect(shown() == [4, 5, 6, 7])
        chart.press(.down, at: .zero)
        #expect(shown() == [4, 5, 6, 7])
        chart.press(.up, at: .zero)
        #expect(shown() == [0, 1, 2, 3])
        chart.press(.down, at: .zero)
        chart.resize(width: 40, height: 40)
        #expect(shown() == Array(0..<8))
        #expect(!chart.grid(at: .zero).plainText().contains("more"))
        // The view itself stays live: paging is not scrolling.
        #expect(!chart.view.isPaused)
    }

    static func batch(series count: Int) -> SampleBatch {
        let store = store(series: count)
        let rows = (0..<store.keptRowCount).map { row in store.series.map { $0.history[row] } }
        return SampleBatch(rows: rows, seriesNames: store.series.map(\.name))
    }

    /// Each live panel's axis follows its own series, through its own hysteresis: the panel of a series
    /// in 0…1 is not flattened by one in millions beside it.
    @Test func eachLivePanelHasItsOwnAxis() {
        var chart = LiveChart(store: SeriesStore(capacity: 1000), configuration: ChartConfiguration(split: true),
                              colors: .none, width: 60, height: 20, animates: false)
        var now = Duration.zero
        for step in 0..<40 {
            chart.ingest(SampleBatch(rows: [[Double(step % 5) / 5, 1e6 + Double(step) * 1e4]], seriesNames: ["ratio", "bytes"]), at: now)
            _ = chart.grid(at: now)
            now += .milliseconds(250)
        }
        let panels = chart.shownPanels
        #expect(panels.map(\.series) == [[0], [1]])
        // Each axis fitted to its panel's rows (`AxisTicks.evenRows`): 0 … 1.3 and 0.5M … 1.5M, neither
        // stretched to the other's values.
        #expect(panels[0].axis.lower >= 0 && panels[0].axis.upper <= 2, "\(panels[0].axis)")
        #expect(panels[1].axis.lower >= 0.5e6 && panels[1].axis.upper >= 1.39e6, "\(panels[1].axis)")
    }

    /// Series that take turns (a line each): a panel's axis covers the rows its window shows, not as many
    /// of its own values, so a spike leaves the axis when it leaves the plot.
    @Test func aSpikeLeavesAPanelOfSeriesThatTakeTurns() {
        var chart = LiveChart(store: SeriesStore(capacity: 1000), configuration: ChartConfiguration(split: true),
                              colors: .none, width: 30, height: 12, animates: false)
        var now = Duration.zero
        // 26 columns of 2 dots: 52 rows shown. The spike, then 60 rows of turns: 30 values of each series.
        chart.ingest(SampleBatch(rows: [[1000, .nan]], seriesNames: ["a", "b"]), at: now)
        for row in 1...60 {
            // A frame a row: the axes follow the rows as they come, not from a rescan at the end.
            _ = chart.grid(at: now)
            chart.ingest(SampleBatch(rows: [row % 2 == 0 ? [Double(row % 5), .nan] : [.nan, 7]], seriesNames: ["a", "b"]), at: now)
        }
        for _ in 0..<40 {
            _ = chart.grid(at: now)
            now += .milliseconds(250)
        }
        #expect(chart.shownPanels.first?.axis.upper ?? 0 < 10, "\(String(describing: chart.shownPanels.first?.axis))")
    }

    /// With buckets of several stats, an input's stats share its panel, drawn as its band.
    @Test func anInputsStatsShareAPanel() {
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .rows(2), measure: .stats([.percentile(50), .percentile(99)]), transform: .raw, arrivalEpoch: 0))
        store.append(SampleBatch(rows: (0..<10).map { [Double($0), Double($0 * 100)] }, seriesNames: ["a", "b"]))
        #expect(store.inputGroups == [[0, 1], [2, 3]])
        let frame = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll, split: true), width: 50, height: 14,
                                         axis: NiceAxis(autoscaler: Autoscaler()))
        #expect(frame.panels.map(\.series) == [[0, 1], [2, 3]])
        #expect(frame.grid.plainText().contains("● a p50"))
    }
}
