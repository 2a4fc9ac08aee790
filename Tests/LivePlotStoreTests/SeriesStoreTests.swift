import Testing
@testable import LivePlotInput
@testable import LivePlotStore

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

    /// Ranks a merge gives (several sources under `-f`) order the legend; without, the series' order.
    /// Mutation: `legendOrder` ignoring the ranks — it fails.
    @Test func theLegendFollowsTheRanksGiven() {
        var store = SeriesStore(capacity: 10)
        var batch = SampleBatch(rows: [[0.05, 5, 2]], seriesNames: ["ping time", "vm us", "vm sy"])
        batch.legendRanks = [130, 1, 66]
        store.append(batch)
        #expect(store.legendOrder.map { store.series[$0].name } == ["vm us", "vm sy", "ping time"])
        store.append(SampleBatch(rows: [[1, 2, 3]], seriesNames: ["ping time", "vm us", "vm sy"]))
        #expect(store.legendOrder == [0, 1, 2], "a batch without ranks: the series' order")
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
        var store = SeriesStore(capacity: 10, bounds: FixedBounds(minimum: 0, maximum: 10))
        store.append(SampleBatch(rows: [[1, 20], [3, .nan], [-1, 5]], seriesNames: ["a", "b"], skippedLineCount: 2))
        #expect(store.series[0].statistics.average == 1 && store.series[0].clippedCount == 1)
        #expect(store.series[1].statistics.average == 12.5 && store.series[1].clippedCount == 1)
        #expect(store.skippedLineCount == 2)
    }
}

@Suite struct SeriesStoreColumnTests {
    /// Property: batches of several series with gaps (and now and then a row of gaps only, which is not
    /// kept), appended a column at a time, leave each series' history, figures, clip count and range
    /// summary as a value-by-value model of the same rows does.
    @Test func columnsInBulkMatchAValueByValueModel() {
        var random = SplitMix64(seed: 83)
        for round in 0..<200 {
            let capacity = 1 + Int(random.next() % 120)
            var store = SeriesStore(capacity: capacity, bounds: FixedBounds(minimum: -900, maximum: 900))
            var width = 1 + Int(random.next() % 4)
            var rows: [[Double]] = []
            for _ in 0..<Int(1 + random.next() % 6) {
                // A series may appear in a later batch; each row holds at least one number.
                width = min(6, width + (random.next() % 3 == 0 ? 1 : 0))
                let batchRows = (0..<Int(random.next() % 50)).map { _ in
                    var row = (0..<width).map { _ in random.next() % 3 == 0 ? Double.nan : Double(Int(random.next() % 2001) - 1000) / 4 }
                    // A row of gaps only now and then (built by hand; the decoder never makes one): not kept.
                    // A batch of one series has none (`SampleBatch`'s invariant).
                    if row.allSatisfy(\.isNaN), width == 1 || random.next() % 4 != 0 { row[Int(random.next() % UInt64(width))] = 1 }
                    return row
                }
                store.append(SampleBatch(rows: batchRows, seriesNames: (0..<width).map { "s\($0)" }))
                // Earlier rows gain the new series as gaps.
                rows = rows.map { $0 + Array(repeating: .nan, count: width - $0.count) }
                rows += batchRows.filter { !$0.allSatisfy(\.isNaN) }
            }
            store.checkInvariants()
            #expect(store.lastSampleNumber == rows.count)
            for index in 0..<store.series.count {
                let column = rows.map { $0[index] }
                let numbers = column.filter { !$0.isNaN }
                let series = store.series[index]
                let kept = Array(column.suffix(capacity))
                #expect(Array(series.history).map(\.bitPattern) == kept.map(\.bitPattern), "round \(round), series \(index)")
                #expect(series.statistics.count == numbers.count && series.statistics.last == numbers.last)
                #expect(series.statistics.minimum == (numbers.min() ?? .infinity) && series.statistics.maximum == (numbers.max() ?? -.infinity))
                // Quarters sum exactly, in any order.
                #expect(series.statistics.average == (numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)))
                #expect(series.clippedCount == numbers.filter { $0 > 900 || $0 < -900 }.count)
                let first = rows.count - kept.count
                let a = first + Int(random.next() % UInt64(kept.count + 1))
                let b = a + Int(random.next() % UInt64(kept.count + 1))
                let inRange = (a..<min(b, rows.count)).map { column[$0] }.filter { !$0.isNaN }
                let found = series.extremes(of: a..<b)
                #expect(found?.low == inRange.min() && found?.high == inRange.max(), "round \(round): rows \(a)..<\(b)")
            }
        }
    }
}
