import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// `-u ms` is the unit of the input's values, not of counts (new-user pass, finding 5): a `--count`
/// chart's axis and status take none; beside `--stat count` the other stats take it in the status, and
/// an axis holding both takes none, since one unit would mislabel one of them.
@Suite struct CountUnitTests {
    /// A second of four lines, then one of two, then one of three; the values 10 … 90.
    static func store(_ measure: BucketStage.Measure) -> SeriesStore {
        let stage = BucketStage(span: .seconds(1), measure: measure, transform: .raw, arrivalEpoch: 0)
        var store = SeriesStore(capacity: 100, bucketing: stage)
        store.append(SampleBatch(rows: (1...9).map { [Double($0) * 10] }, seriesNames: ["latency"],
                                 xs: [100, 100.1, 100.2, 100.3, 101, 101.5, 102, 102.1, 102.2]))
        store.finishInput()
        return store
    }

    static func frame(_ store: SeriesStore, unit: String, width: Int = 44) -> String {
        ChartRenderer.render(store, configuration: ChartConfiguration(unit: unit, viewport: .fitAll, style: .ascii),
                             width: width, height: 7).plainText().trimmingSuffixNewline()
    }

    /// `seq 100 | liveplot --once --count -u ms` said `100 ms`.
    @Test func aCountTakesNoUnit() {
        let store = Self.store(.events)
        expectFrame(Self.frame(store, unit: "ms"), """
            4+o--__ . . . . . . . . . . . . . . . . . .
             |     ''--__                             _o
             |           ''--__             ___---''''
            2+. . . . . . . . .''--o_---''''. . . . . .
             ++--------------------+-------------------+
            00:01:40            00:01:41        00:01:42
            last=3 min=2 max=4 avg=3 n=3
            """)
        #expect(store.unit("ms", ofSeries: 0) == "" && store.axisUnit("ms", series: nil) == "")
    }

    /// `--stat count,p99 -u ms`: the p99 in ms in its entry, the count bare; the axis bare.
    @Test func aCountBesideAStatInTheUnit() {
        let store = Self.store(.stats([.count, .percentile(99)]))
        expectFrame(Self.frame(store, unit: "ms", width: 60), """
            100+. . . . . . . . . . . . . . . . . .______________------o
               |o______--------------'''''''o''''''
              0+o___________________________o__________________________o
               ++---------------------------+--------------------------+
             00:01:40                    00:01:41               00:01:42
            * latency count last=3 min=2 max=4 avg=3 n=3
            * latency p99 last=90 ms min=40 ms max=90 ms n=3
            """)
        #expect(store.unit("ms", ofSeries: 0) == "" && store.unit("ms", ofSeries: 1) == "ms")
        // A panel of the p99 alone (`--split`) takes the unit.
        #expect(store.axisUnit("ms", series: [1]) == "ms" && store.axisUnit("ms", series: [0, 1]) == "")
    }

    /// Stats all in the input's unit keep it everywhere, as before.
    @Test func statsInTheUnitKeepIt() {
        let store = Self.store(.stats([.percentile(50), .max]))
        expectFrame(Self.frame(store, unit: "ms", width: 60), """
            100 ms+. . . . . . . . . . . . . . . . . . . . . . . . . . .
                  |       _____________|||||||||||||------|||||||'''''''
              0 ms+|||||||'''''''''''''. . . . . . . . . . . . . . . . .
                  ++-------------------------+-------------------------+
                00:01:40                  00:01:41              00:01:42
            * latency p50 last=80 ms min=20 ms max=80 ms avg=50 ms n=3
            * latency max last=90 ms min=40 ms max=90 ms n=3
            """)
        #expect(store.axisUnit("ms", series: nil) == "ms")
    }
}
