import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Exact frames of several series: a line each, joined across its gaps, and status entries that are the legend.
@Suite struct MultiSeriesGoldenTests {
    /// Two series over 24 rows: a rise and fall, and a slow ramp with a gap of three lines.
    static let rows: [[Double]] = (0..<24).map { index in
        [Double([0, 3, 7, 12, 16, 18, 17, 13, 8, 4, 1, 0][index % 12]), (10...12).contains(index) ? .nan : Double(index) / 2]
    }

    static func store(_ rows: [[Double]], names: [String], skipped: Int = 0) -> SeriesStore {
        var store = SeriesStore(capacity: 1000)
        store.append(SampleBatch(rows: rows, seriesNames: names, skippedLineCount: skipped))
        return store
    }

    static func frame(_ store: SeriesStore, _ width: Int, _ height: Int, title: String = "", unit: String = "") -> String {
        ChartRenderer.render(store, configuration: ChartConfiguration(title: title, unit: unit), width: width, height: height)
            .plainText().trimmingSuffixNewline()
    }

    static let two = store(rows, names: ["wave", "ramp"], skipped: 3)

    @Test func edgeSizes() {
        expectFrame(Self.frame(Self.two, 0, 0), "")
        expectFrame(Self.frame(Self.two, 1, 1), """
        …
        """)
        // One slot in the status: what was skipped, never silent (it showed `● wave=0`, as if the only
        // series, and not the three lines skipped).
        expectFrame(Self.frame(Self.two, 12, 3), """
         ⢀⠖⠢⡀  ⢀⠖⠢⣀⣀
        ⣠⡪⠤⠤⠵⣒⡲⠊⠉⠉⠱⣀
        skipped=3
        """)
    }

    @Test func twoSeriesWithAGapAndTheirLegend() {
        expectFrame(Self.frame(Self.two, 50, 14, title: "Two", unit: "°C"), """
                               Two
             │
        20 °C┤· · · · · · · · · · · · · · · · · · · · · ·
             │        ⡠⠔⠤⣀                   ⡠⠢⢄⡀
             │      ⢠⠊    ⠱⡀               ⢠⠊   ⠈⠢⡀
        10 °C┤· · ·⡰⠁ · · ·⠘⢄ · · · · · · ⡔⠁· · · ⠘⣄⣀⠤⠤⠤⠔⠒
             │    ⡰⠁        ⠈⠢⡀      ⢀⣀⣀⣀⡮⠤⠔⠒⠒⠒⠉⠉⠉⠉⠈⢢
             │  ⡠⠊      ⢀⣀⣀⣀⠤⠤⠵⢤⠔⠒⠒⠉⠉⠁⢀⠔⠁            ⠣⡀
         0 °C┤⣠⠮⠤⠤⠤⠒⠒⠒⠊⠉⠁ · · · ⠑⠤⣀⣀⣀⠔⠁ · · · · · · · ⠈⠢⢄⣀
             └───────┬─────────┬────────┬─────────┬───────
                     5         10       15        20
        ● wave last=0 °C min=0 °C max=18 °C n=24
        ● ramp last=11.5 °C min=0 °C max=11.5 °C n=21
        skipped=3
        """)
    }

    @Test func manySeriesShrinkToNamesAndLastValues() {
        let rows = (0..<30).map { row in (0..<10).map { Double($0 * 10 + row % 7) } }
        let store = Self.store(rows, names: (1...10).map { "s\($0)" })
        expectFrame(Self.frame(store, 60, 15), """
        100┤· ·⣀⣀⣀⣀⣀⡠⠤⠤⠤⣀ · ⢀⣀⣀⣀⣀⣀⠤⠤⠤⢄⡀ ·⢀⣀⣀⣀⣀⣀⡠⠤⠤⠤⣀· ·⣀⣀⣀⣀⣀⣀⠤⠤⠤⣀ ·
           │⠉⠉⠉  ⣀⣀⣀⡠⠤⠤⠤⡀⠉⠉⠉⠁ ⣀⣀⣀⣀⠤⠤⠤⢄⠈⠉⠉⠁ ⢀⣀⣀⣀⡠⠤⠤⠤⡀⠉⠉⠉  ⣀⣀⣀⣀⠤⠤⠤⡀⠉⠉⠉
           │⠒⠉⠉⠉⠉ ⢀⣀⣀⣀⡠⠤⡈⠑⠊⠉⠉⠉  ⣀⣀⣀⣀⠤⢄⠉⠒⠉⠉⠉⠁ ⢀⣀⣀⣀⡠⠤⡈⠒⠉⠉⠉⠉  ⣀⣀⣀⣀⠤⡈⠑⠊⠉
           │⠒⠉⠉⠉⠉⠉⢁⣀⣀⣀⣀⣀⠈⠑⠊⠉⠉⠉⠉⠉⣀⣀⣀⣀⣀⡀⠉⠒⠉⠉⠉⠉⠉⢁⣀⣀⣀⣀⣀⠈⠒⠉⠉⠉⠉⠉⠉⣀⣀⣀⣀⣀⠈⠑⠊⠉
           │⠒⠒⠒⠉⠉⠉⠁ ⢀⣀⣀⣀⠉⠒⠒⠒⠊⠉⠉⠉  ⣀⣀⣀⡈⠑⠒⠒⠊⠉⠉⠉⠁ ⢀⣀⣀⣀⠉⠒⠒⠒⠉⠉⠉⠉  ⣀⣀⣀⠉⠒⠒⠒
         50┤⠒⠒⠒⠒⠒⠉⠉⠉⠁ ⢀⣀⠉⠒⠒⠒⠒⠒⠉⠉⠉⠉· ⣀⡈⠑⠒⠒⠒⠒⠊⠉⠉⠉⠁·⢀⣀⠉⠒⠒⠒⠒⠒⠉⠉⠉⠉ ·⣀⠉⠒⠒⠒
           │⠤⠒⠒⠒⠒⠒⠊⠉⠉⠉⠁ ⠑⠢⠔⠒⠒⠒⠒⠒⠉⠉⠉⠉ ⠈⠒⠤⠒⠒⠒⠒⠒⠊⠉⠉⠉⠁ ⠑⠤⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉ ⠑⠢⠔⠒
           │⠤⠤⠤⠒⠒⠒⠊⠉⠉⠉⠉⠉⠒⠤⠤⠤⠔⠒⠒⠒⠉⠉⠉⠉⠉⠑⠢⠤⠤⠔⠒⠒⠒⠊⠉⠉⠉⠉⠉⠒⠤⠤⠤⠒⠒⠒⠒⠉⠉⠉⠉⠉⠒⠤⠤⠤
           │⠤⠤⠤⠤⠤⠒⠒⠒⠊⠉⠉⠉⠒⠤⠤⠤⠤⠤⠒⠒⠒⠒⠉⠉⠉⠑⠢⠤⠤⠤⠤⠔⠒⠒⠒⠊⠉⠉⠉⠒⠤⠤⠤⠤⠤⠒⠒⠒⠒⠉⠉⠉⠒⠤⠤⠤
           │⣀⠤⠤⠤⠤⠒⠒⠒⠒⠒⠊⠉⠢⢄⡠⠤⠤⠤⠒⠒⠒⠒⠒⠒⠉⠑⠤⣀⠤⠤⠤⠔⠒⠒⠒⠒⠒⠊⠉⠢⣀⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠉⠢⢄⡠⠤
          0┤⣀⣀⣀⠤⠤⠤⠔⠒⠒⠒⠊⠉⠢⢄⣀⣀⡠⠤⠤⠤⠒⠒⠒⠒⠉⠑⠤⣀⣀⡠⠤⠤⠤⠔⠒⠒⠒⠊⠉⠢⣀⣀⣀⠤⠤⠤⠤⠒⠒⠒⠒⠉⠢⢄⣀⣀
           └───────┬─────────┬─────────┬────────┬─────────┬────────┬
                   5         10        15       20        25      30
        ● s1=1     ● s2=11    ● s3=21    ● s4=31    ● s5=41
        ● s6=51    ● s7=61    ● s8=71    ● s9=81    ● s10=91
        """)
        expectFrame(Self.frame(store, 30, 9), """
        100┤⣒⣒⣒⠶⠶⠶⣒⣒⣒⡲⠶⠶⣒⣒⣒⡲⠶⠶⣒⣒⣒⡲⠶⠶⣒⣒
           │⣭⣭⣭⣛⣛⣛⣭⣭⣭⣝⣛⣛⣭⣭⣭⣝⣛⣛⣭⣭⣭⣝⣛⣛⣭⣭
           │⠶⠶⠶⣭⣭⣭⠶⠶⠶⢮⣭⣭⠶⠶⠶⢮⣭⣭⠶⠶⠶⢮⣭⣭⠶⠶
          0┤⣛⣛⣛⠶⠶⠶⣛⣛⣛⡳⠶⠶⣛⣛⣛⡳⠶⠶⣛⣛⣛⡳⠶⠶⣛⣛
           └────────┬───────┬────────┬
                    10      20      30
        ● s1=1    ● s2=11   ● s3=21
        ● s4=31   ● s5=41   ● s6=51
        ● s7=61   ● s8=71   +2 more
        """)
    }

    /// 56–63 series of short entries left the status empty (the `+N more` entry, wider than theirs, did
    /// not fit their columns); beyond 64, values were dropped with nothing on screen.
    @Test func manySeriesAlwaysLeaveACountAndWhatWasDropped() {
        for count in 56...64 {
            let line = Array(repeating: "0", count: count).joined(separator: " ") + "\n"
            var store = SeriesStore(capacity: 100)
            store.append(decoded(line + line))
            let status = StatusLine.rows(for: store, unit: "", width: 80, maximumRows: 4)
            let text = status.map { $0.map(\.text).joined() }.joined(separator: "\n")
            #expect(text.hasPrefix("● 1=0"), "\(count) series: \(text)")
            #expect(text.hasSuffix(" more"), "\(count) series: \(text)")
        }
        let line = (1...70).map(String.init).joined(separator: " ") + "\n"
        var store = SeriesStore(capacity: 100)
        store.append(decoded(line + line + line))
        #expect(store.droppedValueCount == 18, "six series too many, three lines")
        let chart = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll), width: 30, height: 6)
        expectFrame(chart.plainText().trimmingSuffixNewline(), """
        50┤⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶
         0┤⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿
          └┬────────────┬────────────┬
           1            2            3
        ● 1=1        ● 2=2
        +62 more     dropped=18
        """)
    }
}
