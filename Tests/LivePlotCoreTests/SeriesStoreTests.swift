import Testing
@testable import LivePlotCore

@Suite struct SeriesStoreTests {
    static func history(_ store: SeriesStore, _ index: Int) -> [Double?] {
        store.series[index].history.map { $0.isNaN ? nil : $0 }
    }

    /// Each series' delta sees only its own values: across its own gaps, never its neighbour's.
    @Test func transformsApplyPerSeries() {
        var store = SeriesStore(capacity: 10, transform: .delta)
        store.append(SampleBatch(rows: [[10, 1], [.nan, 2], [13, .nan], [14, 5]], seriesNames: ["a", "b"]))
        store.checkInvariants()
        #expect(Self.history(store, 0) == [nil, 3, 1], "13 − 10 across a's gap")
        #expect(Self.history(store, 1) == [1, nil, 3], "5 − 2 across b's gap")
        #expect(store.rowCount == 3, "the first line plots nothing, so it is no row")
        #expect(store.series[0].statistics.count == 2 && store.series[1].statistics.count == 2)
    }

    @Test func ratesUseEachLinesArrival() {
        var store = SeriesStore(capacity: 10, transform: .rate)
        store.append(SampleBatch(rows: [[100, 0], [200, 10], [150, 30], [250, .nan], [350, 90]], seriesNames: ["rx", "tx"],
                                 arrivals: [0, 0.5, 1, 1.5, 2.5]))
        #expect(Self.history(store, 0) == [200, nil, 200, 100], "the reset (200 → 150) starts again, no negative spike")
        #expect(Self.history(store, 1) == [20, 40, nil, 40], "tx over its own two seconds since its last value")
    }

    @Test func aSeriesThatAppearsLateLinesUpByRow() {
        var store = SeriesStore(capacity: 3)
        store.append(SampleBatch(rows: [[1], [2]], seriesNames: ["a"]))
        store.append(SampleBatch(rows: [[3, 30], [4, .nan], [.nan, 50]], seriesNames: ["a", "b"]))
        store.checkInvariants()
        #expect(Self.history(store, 0) == [3, 4, nil])
        #expect(Self.history(store, 1) == [30, nil, 50])
        #expect(store.firstSampleNumber == 3 && store.lastSampleNumber == 5)
        #expect(store.extremes(ofRow: 0)! == (3, 30) && store.extremes(ofRow: 2)! == (50, 50))
        #expect(store.series.map(\.name) == ["a", "b"])
    }

    @Test func figuresAndClipsPerSeries() {
        var store = SeriesStore(capacity: 10, bounds: Autoscaler(fixedMinimum: 0, fixedMaximum: 10))
        store.append(SampleBatch(rows: [[1, 20], [3, .nan], [-1, 5]], seriesNames: ["a", "b"], skippedLineCount: 2))
        #expect(store.series[0].statistics.average == 1 && store.series[0].clippedCount == 1)
        #expect(store.series[1].statistics.average == 12.5 && store.series[1].clippedCount == 1)
        #expect(store.skippedLineCount == 2)
    }
}
