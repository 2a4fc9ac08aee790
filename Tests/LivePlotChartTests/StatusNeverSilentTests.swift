import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// The status never goes silent for want of room (issue 40, points 5 and 6): what the store could not
/// plot (`skipped=`, `clipped=`, `dropped=`) outlasts `last=` in a narrow status, and a legend too small
/// for its series says how many it does not list, however small.
@Suite struct StatusNeverSilentTests {
    /// Two periods of a rise and fall, 24 samples.
    static let wave: [Double] = (0..<24).map { Double([0, 3, 7, 12, 16, 18, 17, 13, 8, 4, 1, 0][$0 % 12]) }

    static func text(_ rows: [[StatusLine.Span]]) -> String {
        rows.map { $0.map(\.text).joined() }.joined(separator: "\n")
    }

    /// At width 16 `last=0 n=24` stood where `skipped=3` belonged; at 20, `last=0 n=24` where
    /// `clipped=16` did: `n=` gives way before them now, and `last=` too when it must.
    @Test func narrowStatusesKeepWhatWasNotPlotted() {
        expectFrame(ChartRendererGoldenTests.frame(Self.wave, 16, 5, skipped: 3), """
        20┤·⢀⠖⠒⢄ · ⡰⠒⠢⡀·
         0┤⡠⠊· ⠈⢆⣀⠔⠁ ·⠱⣀
          └──────────┬──
                     20
        last=0 skipped=3
        """)
        expectFrame(ChartRendererGoldenTests.frame(Self.wave, 20, 5, autoscaler: Autoscaler(fixedMinimum: 5, fixedMaximum: 15)), """
        10┤· ⡔▲▲⢆· · ·▲▲▲⡄ ·
          │▼⠴⠁  ⠘▼▼▼▼⠜   ⠘▼▼
          └──────┬──────┬───
                 10     20
        last=0 clipped=16
        """)
    }

    /// The live view's words (`saved liveplot-….txt`) take the columns they need, not the width of every
    /// column: vmstat's series stayed five to a row beside them, not two (the new-user pass: the legend grew
    /// from four rows to nine and the plot lost five while the words were said). Mutation: the words set
    /// the columns' width: the series two to a row.
    @Test func theLiveViewsWordsLeaveTheColumnsToTheSeries() {
        var store = SeriesStore(capacity: 100)
        store.append(SampleBatch(rows: [(0..<6).map(Double.init)], seriesNames: ["r", "b", "swpd", "free", "buff", "cache"]))
        let plain = Self.text(StatusLine.rows(for: store, unit: "", width: 60, maximumRows: 5))
        let saying = Self.text(StatusLine.rows(for: store, unit: "", width: 60, maximumRows: 5,
                                               overlay: ["saved liveplot-20261128-095353.txt"]))
        expectFrame(plain, """
        ● r=0       ● b=1       ● swpd=2    ● free=3    ● buff=4
        ● cache=5
        """)
        // The words take four of the five columns; the series keep theirs, five to a row.
        expectFrame(saying, """
        saved liveplot-20261128-095353.txt              ● r=0
        ● b=1       ● swpd=2    ● free=3    ● buff=4    ● cache=5
        """)
    }

    /// Property: one series at every width from 1 to 60, with lines skipped, values dropped or clipped:
    /// where `last=` is shown, so is every count of what was not plotted that fits the width; where one
    /// count fits alone, one is shown (`last=` stays only where none would).
    @Test func countsOutlastLast() {
        var random = SplitMix64(seed: 6)
        for round in 0..<Sweep.count(unit: 100, long: 600) {
            let bounds = random.next() % 2 == 0 ? Autoscaler(fixedMinimum: 2, fixedMaximum: 14) : Autoscaler()
            var series = SeriesStore(capacity: 100, bounds: bounds.bounds)
            var batch = SampleBatch(values: Self.wave.map { $0 * Double(1 + random.next() % 1000) }, skippedLineCount: Int(random.next() % 3))
            batch.droppedValueCount = Int(random.next() % 3)
            series.append(batch)
            let counts = StatusLine.counts(of: series) + StatusLine.figures(of: series.series[0], unit: "").filter { $0.hasPrefix("clipped=") }
            for width in 1...60 {
                let text = Self.text(StatusLine.rows(for: series, unit: "", width: width, maximumRows: 1))
                let fields = text.split(separator: " ").map(String.init)
                if fields.contains(where: { $0.hasPrefix("last=") }) {
                    #expect(counts.filter { $0.count <= width }.allSatisfy(fields.contains),
                            "round \(round), width \(width): \(text), counts \(counts)")
                }
                if counts.contains(where: { $0.count <= width }) {
                    #expect(fields.contains(where: counts.contains), "round \(round), width \(width): \(text), counts \(counts)")
                }
            }
        }
    }

    /// 64 series in a 16 × 4 terminal showed `● s0=0` alone, as if the only series.
    @Test func aLegendTooSmallCountsWhatItLeavesOut() {
        let line = (0..<64).map { "s\($0)=\($0 % 7)" }.joined(separator: " ") + "\n"
        var store = SeriesStore(capacity: 100)
        store.append(decoded(String(repeating: line, count: 30)))
        let configuration = ChartConfiguration(viewport: .fitAll, split: true)
        expectFrame(ChartRenderer.render(store, configuration: configuration, width: 16, height: 4).plainText().trimmingSuffixNewline(), """
        ⠭⠭⠭⠭⠭⠭⠭⠭⠭⠭⠭⠭⠭⠭⠭⠭
        ⣛⣛⣛⣛⣛⣛⣛⣛⣛⣛⣛⣛⣛⣛⣛⣛
        ⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒
        +64 more
        """)
    }

    /// Property: 2 to 80 series, widths 12 to 120, one to four rows, lines skipped or not: every series
    /// is listed, or the count of those that are not is said (`+K more`, K exactly those missing), or,
    /// with room for one entry only, what was skipped; and what was skipped is always said.
    @Test func everySeriesIsListedOrCounted() {
        var random = SplitMix64(seed: 64)
        for round in 0..<Sweep.count(unit: 150, long: 1_500) {
            let count = 2 + Int(random.next() % 79)
            let skipped = Int(random.next() % 2) * 3
            let rows = (0..<3).map { row in (0..<count).map { Double(($0 * 7 + row) % (1 + Int(random.next() % 1000))) } }
            var store = SeriesStore(capacity: 100)
            store.append(SampleBatch(rows: rows, seriesNames: (0..<count).map { "s\($0)" }, skippedLineCount: skipped))
            let width = 12 + Int(random.next() % 109)
            let maximumRows = 1 + Int(random.next() % 4)
            let text = Self.text(StatusLine.rows(for: store, unit: "", width: width, maximumRows: maximumRows))
            let what = "round \(round): \(count) series, \(width) × \(maximumRows): \(text)"
            let listed = text.components(separatedBy: StatusLine.marker).count - 1
            if skipped > 0 { #expect(text.contains("skipped=3"), "\(what)") }
            if listed < count {
                #expect(text.contains("+\(count - listed) more") || skipped > 0 && text == "skipped=3", "\(what)")
            }
        }
    }
}
