import Testing
@testable import LivePlotInput
@testable import LivePlotStore

/// x from the data, as the store keeps it beside the rows (issue 17, point 2).
@Suite struct StoreXsTests {
    static let base = 1_795_341_601.0  // 2026-11-22T10:00:01Z

    /// Property: on every path (one series in bulk or value by value, columns in bulk, row by row) and
    /// at any capacity, the kept xs are a brute-force model's: each row's own x, or the latest before it
    /// when it has none or goes backwards (counted as unordered), the oldest evicted with their rows;
    /// a batch whose xs end before its rows (the decoder's rows past them have none) keeps the latest.
    @Test func keptXsMatchAModel() {
        var random = SplitMix64(seed: 17)
        for round in 0..<500 {
            let width = 1 + Int(random.next() % 3)
            let capacity = 1 + Int(random.next() % 12)
            // Arrival stamps send the rows through the value-by-value paths; without, the bulk ones.
            let stamped = random.next() % 2 == 0
            var store = SeriesStore(capacity: capacity)
            var modelXs: [Double] = []
            var modelUnordered = 0
            for _ in 0..<(1 + random.next() % 4) {
                var rows: [[Double]] = []
                var xs: [Double] = []
                let rowCount = 1 + Int(random.next() % 6)
                // Now and then fewer xs than rows, never in the first batch (the stream's times begin there).
                let ownCount = !modelXs.isEmpty && random.next() % 4 == 0 ? Int(random.next() % UInt64(rowCount + 1)) : rowCount
                for index in 0..<rowCount {
                    var row = (0..<width).map { _ in random.next() % 5 == 0 ? Double.nan : Double(random.next() % 100) }
                    if row.allSatisfy(\.isNaN) { row[0] = 1 }  // the decoder makes no row of gaps only
                    rows.append(row)
                    let latest = modelXs.last ?? Self.base
                    // Mostly forwards, now and then backwards, now and then none (never the first row's).
                    let own = index >= ownCount || !modelXs.isEmpty && random.next() % 9 == 0
                        ? Double.nan : latest + Double(Int(random.next() % 7) - 2)
                    xs.append(own)
                    if own.isNaN {
                        modelXs.append(latest)
                    } else if let last = modelXs.last, own < last {
                        modelXs.append(last)
                        modelUnordered += 1
                    } else {
                        modelXs.append(own)
                    }
                }
                let arrivals = stamped ? rows.indices.map(Double.init) : []
                var batch = SampleBatch(rows: rows, seriesNames: (0..<width).map { "s\($0)" }, arrivals: arrivals, xs: xs)
                batch.xs.removeLast(rowCount - ownCount)
                store.append(batch)
                store.checkInvariants()
            }
            #expect(Array(store.xs!) == Array(modelXs.suffix(capacity)), "round \(round): width \(width), capacity \(capacity)")
            #expect(store.unorderedCount == modelUnordered, "round \(round)")
        }
    }

    /// Property: long batches of one series, their xs mostly in order (runs copied whole, found four at
    /// a time) with now and then a gap, a step back, an equal x or a zero of either sign, keep the
    /// model's xs to the bit, at capacities that fill the ring within a batch or never.
    @Test func orderedRunsKeepTheModelsXsToTheBit() {
        var random = SplitMix64(seed: 53)
        for round in 0..<400 {
            let capacity = 1 + Int(random.next() % 120)
            var store = SeriesStore(capacity: capacity)
            var modelXs: [Double] = []
            var modelUnordered = 0
            var next = random.next() % 2 == 0 ? -3.0 : Self.base
            for _ in 0..<(1 + random.next() % 5) {
                let rowCount = 1 + Int(random.next() % 80)
                var xs: [Double] = []
                for _ in 0..<rowCount {
                    switch random.next() % 16 {
                    case 0 where !modelXs.isEmpty: xs.append(.nan)
                    case 1: xs.append(next - Double(1 + random.next() % 3))
                    case 2: xs.append(next == 0 ? -0.0 : next)
                    default:
                        next += Double(random.next() % 3)
                        xs.append(next)
                    }
                    let own = xs.last!
                    if let last = modelXs.last {
                        if own.isNaN { modelXs.append(last) } else if own < last {
                            modelXs.append(last)
                            modelUnordered += 1
                        } else {
                            modelXs.append(own)
                        }
                    } else {
                        modelXs.append(own)
                    }
                }
                store.append(SampleBatch(rows: xs.map { _ in [1] }, seriesNames: ["s"], arrivals: [], xs: xs))
                store.checkInvariants()
            }
            let kept = Array(store.xs!).map(\.bitPattern), model = modelXs.suffix(capacity).map(\.bitPattern)
            #expect(kept == model, "round \(round): capacity \(capacity)")
            #expect(store.unorderedCount == modelUnordered, "round \(round)")
        }
    }

    /// A store whose input has no x keeps none.
    @Test func noXsWithoutThem() {
        var store = SeriesStore(capacity: 4)
        store.append(SampleBatch(values: [1, 2, 3]))
        #expect(store.xs == nil && store.unorderedCount == 0)
    }

    /// A rate divides by the data's time, not the arrival: a counter log replayed at once gives the rates
    /// it had. Lines within one second wait for the next second, so no increase is lost.
    @Test func ratesByTheDataTime() {
        var store = SeriesStore(capacity: 10, transform: .rate)
        // Read in one chunk (one arrival), written ten seconds apart, two of them in the same second.
        store.append(SampleBatch(values: [100, 200, 260, 300, 500], arrivals: [0, 0, 0, 0, 0],
                                 xs: [Self.base, Self.base + 10, Self.base + 20, Self.base + 20, Self.base + 30]))
        store.checkInvariants()
        #expect(Array(store.series[0].history) == [10, 6, 24], "per second: 100/10, 60/10, then (500 − 260)/10")
        #expect(Array(store.xs!) == [Self.base + 10, Self.base + 20, Self.base + 30])
    }
}
