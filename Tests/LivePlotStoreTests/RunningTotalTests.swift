import Testing
@testable import LivePlotInput
@testable import LivePlotStore

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

    /// The bulk sum against exact integer arithmetic: small terms among pairs of ±2⁵² + k in random
    /// places, so the running sums pass 2⁵⁵ (where a Double's step is 8) and the exact total is small.
    /// Naive summation misses half of these; the terms go in as runs of every length around the lanes.
    @Test func bulkAddEqualsTheExactSum() {
        var random = SplitMix64(seed: 11)
        var naiveMisses = 0
        for round in 0..<300 {
            var terms = (0..<Int(random.next() % 150)).map { _ in Int64(random.next() % 2001) - 1000 }
            for _ in 0..<Int(random.next() % 8) {
                let huge = Int64(1) << 52 + Int64(random.next() % (1 << 40))
                terms.insert(huge, at: Int(random.next() % UInt64(terms.count + 1)))
                terms.insert(-huge, at: Int(random.next() % UInt64(terms.count + 1)))
            }
            var total = RunningTotal()
            var start = 0
            while start < terms.count {
                let end = Swift.min(terms.count, start + Int(random.next() % 24))
                terms[start..<end].map(Double.init).withUnsafeBufferPointer { total.add(contentsOf: $0) }
                start = end
            }
            let exact = terms.reduce(0, +)
            #expect(total.value == Double(exact), "round \(round)")
            if terms.map(Double.init).reduce(0, +) != Double(exact) { naiveMisses += 1 }
        }
        #expect(naiveMisses > 100, "the case is hard")
        var total = RunningTotal()
        [1e16, 1, 1, 1, -1e16, 1, 1, 1, 0.5].withUnsafeBufferPointer { total.add(contentsOf: $0) }
        #expect(total.value == 6.5)
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
        #expect(huge.apply(-1e308) == -.infinity, "a difference too large for a Double is beyond the range, not dropped")
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
                // Eighths of integers sum exactly either way, so even the average is equal to the bit.
                #expect(bulk.count == single.count && bulk.last == single.last && bulk.previous == single.previous)
                #expect(bulk.minimum == single.minimum && bulk.maximum == single.maximum)
                #expect(bulk.average == single.average)
            }
        }
    }
}

@Suite struct SeriesStatisticsRunTests {
    /// A run of k equal values is k adds of it (issue 40: empty buckets of events beyond the history are
    /// counted as runs of zeros): random values, runs and interleavings against one add at a time.
    @Test func runOfEqualValuesMatchesOneByOne() {
        var random = SplitMix64(seed: 0x5EE0)
        for _ in 0..<500 {
            var runs = SeriesStatistics()
            var single = SeriesStatistics()
            for _ in 0..<Int(random.next() % 6) {
                let value = random.next() % 3 == 0 ? 0 : Double(Int(random.next() % 2001) - 1000) / 8
                let count = Int(random.next() % 5)
                runs.add(value, count: count)
                for _ in 0..<count { single.add(value) }
                #expect(runs.count == single.count && runs.last == single.last && runs.previous == single.previous)
                #expect(runs.minimum == single.minimum && runs.maximum == single.maximum)
                #expect(runs.average == single.average)
            }
        }
    }

    /// 10¹² zeros at once: counted exactly, the sum unchanged, in O(1).
    @Test func aTrillionZerosAtOnce() {
        var stats = SeriesStatistics()
        stats.add(3)
        stats.add(0, count: 1_000_000_000_000)
        stats.add(5)
        #expect(stats.count == 1_000_000_000_002)
        #expect(stats.minimum == 0 && stats.maximum == 5 && stats.last == 5 && stats.previous == 0)
        #expect(stats.average == 8.0 / 1_000_000_000_002)
    }
}

