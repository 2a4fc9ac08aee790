import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// The x axis says what x is from the first sample on (new-user pass, findings 1, 8, 11c): whole xs (a
/// table's sample numbers, steps) get whole ticks only, never `1.5`, where no row can be; fractional xs
/// keep theirs; a single x, time or number, is labelled with itself; arrivals read in one burst are
/// labelled with their instant.
@Suite struct XAxisLabelTests {
    /// A store of plain xs, as a table read from a file or `-x` on numbers gives (`SampleBatch.xsArePlain`).
    static func plainStore(_ xs: [Double]) -> SeriesStore {
        var batch = SampleBatch(values: xs.indices.map { Double($0 % 3) * 10 }, xs: xs)
        batch.xsArePlain = true
        var store = SeriesStore(capacity: 1000)
        store.append(batch)
        return store
    }

    static func frame(_ store: SeriesStore, _ width: Int, configuration: ChartConfiguration = ChartConfiguration(viewport: .fitAll)) -> String {
        ChartRenderer.render(store, configuration: configuration, width: width, height: 6).plainText().trimmingSuffixNewline()
    }

    /// The labels under the x axis: the words of the line after the one holding the corner.
    static func xLabels(_ frame: String) -> [String] {
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        guard let axis = lines.firstIndex(where: { $0.contains("└") }), axis + 1 < lines.count else { return [] }
        return lines[axis + 1].split(separator: " ").map(String.init)
    }

    @Test func twoSamplesOfATableAreTickedOneAndTwo() {
        expectFrame(Self.frame(Self.plainStore([1, 2]), 40), """
            10┤· · · · · · · · · · · · ·⣀⣀⣀⡠⠤⠤⠤⠒⠒⠒⠉•
              │            ⣀⣀⣀⠤⠤⠤⠔⠒⠒⠒⠉⠉⠉
             0┤•⣀⠤⠤⠤⠒⠒⠒⠊⠉⠉⠉· · · · · · · · · · · · ·
              └┬───────────────────────────────────┬
               1                                   2
            last=10 min=0 max=10 avg=5 n=2
            """)
        expectFrame(Self.frame(Self.plainStore([1, 2]), 12), """
            10┤· · · ⣀⠔•
              │   ⡠⠔⠊
             0┤•⠔⠉ · · ·
              └┬───────┬
               1       2
            last=10 n=2
            """)
    }

    @Test func oneThreeAndFiveSamplesOfATable() {
        expectFrame(Self.frame(Self.plainStore([1]), 40), """
            1┤· · · · · · · · · · · · · · · · · · ·
             │
            0┤· · · · · · · · · · · · · · · · · · ·•
             └─────────────────────────────────────┬
                                                   1
            last=0 min=0 max=0 avg=0 n=1
            """)
        expectFrame(Self.frame(Self.plainStore([1, 2, 3]), 40), """
            20┤· · · · · · · · · · · · ⣀⣀⣀⡠⠤⠤⠤⠔⠒⠒⠒⠉•
              │           ⣀⣀⣀⠤⠤⠤⠒•⠒⠊⠉⠉⠉
             0┤•⣀⠤⠤⠤⠒⠒⠒⠉⠉⠉ · · · · · · · · · · · · ·
              └┬─────────────────┬─────────────────┬
               1                 2                 3
            last=20 min=0 max=20 avg=10 n=3
            """)
        expectFrame(Self.frame(Self.plainStore([1, 2, 3, 4, 5]), 40), """
            20┤· · · · · · ⣀⣀⠤⠤⠒⠒•⠒⠤⡀· · · · · · · ·
              │     ⢀⣀⠤⠔•⠉⠉         ⠈⠑⠤⣀        ⣀⡠⠤•
             0┤•⠤⠔⠒⠉⠁· · · · · · · · · ·⠑⠢•⡠⠤⠒⠊⠉ · ·
              └─────────┬─────────────────┬─────────
                        2                 4
            last=10 min=0 max=20 avg=8 n=5
            """)
        expectFrame(Self.frame(Self.plainStore([1, 2, 3, 4, 5]), 14), """
            20┤· ·⢀⠤•⡄ · ·
              │ ⢀•⠁  ⠘⡄ ⢀•
             0┤•⠊· · ·⠘•⠊·
              └──┬─────┬──
                 2     4
            last=10 n=5
            """)
    }

    /// Whole ends with a fraction between them are fractional xs: ticked at nice fractions as before, and
    /// so are `0.25 … 1` and `0.5 … 3`.
    @Test func fractionalXsKeepTheirTicks() {
        #expect(Self.xLabels(Self.frame(Self.plainStore([1, 1.5, 2]), 40)) == ["1.0", "1.5", "2.0"])
        #expect(Self.xLabels(Self.frame(Self.plainStore([0.25, 0.5, 1]), 40)) == ["0.5", "1.0"])
        #expect(Self.xLabels(Self.frame(Self.plainStore([0.5, 3]), 40)) == ["1", "2", "3"])
    }

    /// Random whole xs (below zero too, repeated, far apart) on random widths: every label a whole number
    /// within the xs, in order; with a fraction among them, numbers within them, in order.
    @Test func wholeXsAreTickedWithWholeNumbersOnly() {
        var random = SplitMix64(seed: 56)
        for _ in 0..<300 {
            var x = Double(Int.random(in: -200...200, using: &random))
            var xs: [Double] = []
            for _ in 0..<Int.random(in: 2...40, using: &random) {
                xs.append(x)
                x += Double(Int.random(in: 0...(Bool.random(using: &random) ? 2 : 300), using: &random))
            }
            guard xs.last! > xs.first! else { continue }
            let width = Int.random(in: 12...140, using: &random)
            let labels = Self.xLabels(Self.frame(Self.plainStore(xs), width))
            // `2k` is 2000: a prefix as the y axis has.
            let numbers = labels.compactMap(FrameReader.number)
            let about = "\(labels) for \(xs.first!)…\(xs.last!) on \(width)"
            #expect(numbers.count == labels.count && numbers.allSatisfy { $0 == $0.rounded() }, "\(about)")
            #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count, "\(about)")
            #expect(numbers.allSatisfy { $0 >= xs.first! && $0 <= xs.last! }, "\(about)")
            #expect(!numbers.isEmpty, "\(about)")
            // A fraction among them: nice numbers over the span, fractions or not, in order.
            var fractional = xs
            fractional[Int.random(in: 0..<xs.count, using: &random)] += 0.5
            fractional.sort()
            let shown = Self.xLabels(Self.frame(Self.plainStore(fractional), width)).compactMap(FrameReader.number)
            #expect(!shown.isEmpty && shown == shown.sorted())
            #expect(shown.allSatisfy { $0 >= fractional.first! && $0 <= fractional.last! })
        }
    }

    /// `areWhole` passes runs of one x by binary search: held against reading every x, over random xs that
    /// never decrease (long runs, single rows, a fraction anywhere or none, below zero, past 2⁵³) and
    /// random stretches of them.
    @Test func areWholeIsEveryXRead() {
        var random = SplitMix64(seed: 5656)
        for _ in 0..<2000 {
            var x = Double(Int.random(in: -50...50, using: &random))
            if Int.random(in: 0..<20, using: &random) == 0 { x += 9_007_199_254_740_000 }
            var ring = RingBuffer<Double>(capacity: 64)
            for _ in 0..<Int.random(in: 1...100, using: &random) {
                ring.append(x)
                switch Int.random(in: 0..<10, using: &random) {
                case 0: x += 0.5
                case 1...4: x += Double(Int.random(in: 1...3, using: &random))
                default: break
                }
            }
            let lower = Int.random(in: 0..<ring.count, using: &random)
            let positions = lower...Int.random(in: lower..<ring.count, using: &random)
            #expect(ChartAxes.areWhole(ring, positions) == positions.allSatisfy { ChartAxes.isWhole(ring[$0]) })
        }
    }

    /// One timestamped row (`echo '2026-11-27T10:00:00Z 5'`): its instant, under it at the right edge;
    /// one plain x: that number.
    @Test func aSingleXIsLabelledWithItself() {
        var timed = SeriesStore(capacity: 10)
        timed.append(SampleBatch(values: [5], xs: [XPlacementTests.base]))
        expectFrame(Self.frame(timed, 40), """
            5.5┤· · · · · · · · · · · · · · · · · ·
            5.0┤· · · · · · · · · · · · · · · · · ·•
            4.5┤· · · · · · · · · · · · · · · · · ·
               └───────────────────────────────────┬
                                            10:00:01
            last=5 min=5 max=5 avg=5 n=1
            """)
        #expect(Self.xLabels(Self.frame(Self.plainStore([2005]), 40)) == ["2005"])
        // Two series of one instant, each on its own line, are still one x.
        var twoLines = SeriesStore(capacity: 10)
        twoLines.append(SampleBatch(rows: [[1, .nan], [.nan, 2]], seriesNames: ["a", "b"], xs: [XPlacementTests.base, XPlacementTests.base]))
        #expect(Self.xLabels(Self.frame(twoLines, 40)) == ["10:00:01"])
        // A scrape's metrics at one timestamp, more rows than the plot has dots: the label stays in the plot
        // (the newest row's dot past its edge left the axis bare).
        var scrape = SeriesStore(capacity: 1000)
        scrape.append(SampleBatch(values: (0..<400).map(Double.init), xs: Array(repeating: XPlacementTests.base, count: 400)))
        #expect(Self.xLabels(Self.frame(scrape, 40)) == ["10:00:01"])
    }

    /// Buckets of a count of rows (`--every 10`) have no x of their own: one of them is numbered, as rows
    /// are, not taken for a single x.
    @Test func aBucketOfRowsIsNumbered() {
        let stage = BucketStage(span: .rows(10), measure: .stats([.mean]), transform: .raw, arrivalEpoch: 0)
        var store = SeriesStore(capacity: 100, bucketing: stage)
        store.append(SampleBatch(values: [1, 2, 3, 4, 5]))
        store.finishInput()
        #expect(Self.xLabels(Self.frame(store, 40)) == ["1"])
    }

    /// `seq 5 | liveplot --once --window 1m`: the five rows arrived at one instant, which a span of
    /// time over arrivals has nothing round in: labelled with that instant; rows that arrived over half a
    /// second, at round tenths.
    @Test func arrivalsReadInOneBurstAreLabelledWithTheirInstant() {
        let axis = TimeAxis(startEpochSeconds: TimeAxisTests.start, utcOffsetSeconds: 0)
        var burst = SeriesStore(capacity: 100, recordsArrivals: true)
        burst.append(SampleBatch(values: [1, 2, 3, 4, 5]), arrival: 0.125)
        let window = ChartConfiguration(viewport: .recent(.seconds(60)), timeAxis: axis)
        #expect(Self.xLabels(Self.frame(burst, 40, configuration: window)) == ["10:00:00.125"])
        // `-T` without a window, the same.
        #expect(Self.xLabels(Self.frame(burst, 40, configuration: ChartConfiguration(viewport: .fitAll, timeAxis: axis))) == ["10:00:00.125"])
        var spread = SeriesStore(capacity: 100, recordsArrivals: true)
        for index in 0..<5 { spread.append(SampleBatch(values: [Double(index)]), arrival: 0.125 + Double(index) * 0.1) }
        #expect(Self.xLabels(Self.frame(spread, 40, configuration: window)) == ["10:00:00.2", "10:00:00.4"])
    }
}
