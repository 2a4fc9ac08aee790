import Testing
@testable import LivePlotCore

@Suite struct RunningTotalTests {
    @Test func keepsTheBitsNaiveSummationLoses() {
        var total = RunningTotal()
        for term in [1e16, 1, -1e16] { total.add(term) }
        #expect(total.value == 1)
    }

    /// Against exact integer arithmetic: decimal-free terms whose exact sum fits in a Double.
    @Test func equalsTheExactSumOverManyTerms() {
        var random = SplitMix64(seed: 7)
        var total = RunningTotal()
        var exact: Int64 = 0
        for index in 0..<100_000 {
            let term = Int64(random.next() % 2_000_000) - 1_000_000 + (index % 1000 == 0 ? 1 << 52 : 0)
            total.add(Double(term))
            exact += term
        }
        #expect(total.value == Double(exact))
    }

    @Test func cumulativeTotalsStayExactAfterEviction() {
        var store = SeriesStore(capacity: 3, transform: .cumulative)
        store.append(SampleBatch(values: [0.1, 0.2, 0.3, 0.4, 0.5]))
        // The exact sum rounded once: naive summation gives 0.6000000000000001.
        #expect(Array(store.series[0].history) == [0.6, 1.0, 1.5])
        #expect(0.1 + 0.2 + 0.3 != 0.6)
        #expect(store.series[0].statistics.count == 5)
        #expect(store.firstSampleNumber == 3)
        #expect(store.lastSampleNumber == 5)
    }

    @Test func deltaPlotsDifferencesFromTheSecondValueOn() {
        var store = SeriesStore(capacity: 10, transform: .delta)
        store.append(SampleBatch(values: [10, 13, 11, 11]))
        #expect(Array(store.series[0].history) == [3, -2, 0])
        #expect(store.series[0].statistics.count == 3)
        #expect(store.firstSampleNumber == 1, "sample numbers count plotted samples")
        var huge = SeriesTransform(.delta)
        _ = huge.apply(1e308)
        #expect(huge.apply(-1e308) == nil, "a difference too large for a Double is no sample")
    }
}

@Suite struct SeriesStatisticsBulkTests {
    @Test func bulkAddMatchesOneByOne() {
        var random = SplitMix64(seed: 43)
        for _ in 0..<500 {
            var bulk = SeriesStatistics()
            var single = SeriesStatistics()
            for _ in 0..<Int(random.next() % 4) {
                let run = (0..<Int(random.next() % 30)).map { _ in Double(Int(random.next() % 2001) - 1000) / 8 }
                run.withUnsafeBufferPointer { bulk.add(contentsOf: $0) }
                for value in run { single.add(value) }
                #expect(bulk == single)
            }
        }
    }
}
