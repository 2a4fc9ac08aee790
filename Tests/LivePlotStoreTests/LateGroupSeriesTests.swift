import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotTestSupport

/// `--by --count`: a series that begins late — a value entering the K, or `other` — had gaps for the
/// buckets before it (UB's finding); an event that did not happen is 0 (`--count`'s rule). It is 0 before
/// its value's first line, a gap from that line to its entry (its lines there are in `other`'s, and which
/// bucket held which of them is not kept), and its own count from its entry on.
@Suite struct LateGroupSeriesTests {
    typealias Line = GroupedBucketsTests.Line

    /// Each shown series' history by name, gaps as nil.
    static func histories(_ store: SeriesStore) -> [String: [Double?]] {
        var named: [String: [Double?]] = [:]
        for index in store.series.indices where !store.retiredSeries.contains(index) {
            named[store.series[index].name] = store.series[index].history.map { $0.isNaN ? nil : $0 }
        }
        return named
    }

    /// K = 2: v0 from the first second; v1 first in the third (joins the K at once); v2 first in the fourth,
    /// pooled in `other` (which begins there), then in the fifth passes v1 by the margin (v1 retires, folded
    /// into `other`).
    @Test func aLateValueIsZeroBeforeItsFirstLine() {
        let stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, groupTop: 2)
        var store = SeriesStore(capacity: 100, bucketing: stage)
        let b = GroupedBucketsTests.base
        let seconds: [[Int32]] = [[0, 0, 0], [0, 0, 0], [1], [2], [2, 2, 2]]
        var lines: [Line] = []
        for (second, groups) in seconds.enumerated() {
            lines += groups.enumerated().map { Line(x: b + Double(second) + Double($0.offset) / 10, group: $0.element, value: 1) }
        }
        var named = 0
        for second in seconds.indices {
            store.append(GroupedBucketsTests.batch(lines[...].filter { Int($0.x - b) == second }[...], named: &named))
        }
        store.finishInput()
        let histories = Self.histories(store)
        #expect(histories["v0"] == [3, 3, 0, 0, 0])
        #expect(histories["v2"] == [0, 0, 0, nil, 3], "0 before its first line, a gap where it was in other's")
        #expect(histories["other"] == [0, 0, 1, 1, 0], "v1's line folded in; 0 before it began")
        #expect(histories["v1"] == nil, "retired")
        store.checkSeriesInvariants()
    }

    /// `--by` with a stat on lines of several series splits the first, and says so with the others not
    /// drawn; `--count` counts lines, whatever they hold, and says nothing. Mutation: no notice taken
    /// (`splitNotice` nil): fails.
    @Test func splittingTheFirstOfSeveralSeriesIsSaid() {
        var batch = SampleBatch(rows: [[200, 12, 5], [404, 30, 7]], seriesNames: ["3", "4", "5"])
        batch.groups = [0, 1]
        batch.newGroupNames = ["/a", "/b"]
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: .stats([.percentile(99)]), transform: .raw,
                                                                      arrivalEpoch: 0, groupTop: 3))
        store.append(batch)
        #expect(store.notices.messages == ["--by splits one series, the first: 3 (4, 5 not drawn; -f picks the one)"])
        var counting = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: .events, transform: .raw,
                                                                         arrivalEpoch: 0, groupTop: 3))
        counting.append(batch)
        #expect(counting.notices.messages.isEmpty)
    }

    /// Property, against the model of the rule (`GroupedBucketsTests.model`), random lines in random
    /// batches: each value's series shown is 0 before its first line, a gap from it to its entry (the
    /// first bucket of its run in the model's rows to the end), the model's count from then; `other`'s
    /// has no gap (0 before its entry, but for the values that retired into it); every bucket's lines are
    /// all in the series shown.
    @Test(arguments: 0..<Sweep.count(unit: 20, long: 400))
    func lateSeriesAreZeroBeforeTheirFirstLine(seed: Int) {
        var random = SplitMix64(seed: 0x2E40 &+ UInt64(seed))
        let (lines, top, store) = GroupedBucketsTests.randomStore(seed: seed, &random)
        let model = GroupedBucketsTests.model(lines, top: top, stat: nil, mostSlots: SeriesCatalog.maximumCount).rows
        let first = lines[0].x.rounded(.down)
        var firstRow: [String: Int] = [:]
        for line in lines where line.group >= 0 && line.group < Int32(GroupField.mostValues) {
            firstRow["v\(line.group)"] = firstRow["v\(line.group)"] ?? Int(line.x.rounded(.down) - first)
        }
        if let none = lines.first(where: { $0.group < 0 }) { firstRow["(none)"] = Int(none.x.rounded(.down) - first) }
        #expect(store.keptRowCount == model.count, "seed \(seed)")
        var failures: [String] = []
        let histories = Self.histories(store)
        for (name, history) in histories {
            var entry = model.count
            while entry > 0, model[entry - 1][name] != nil { entry -= 1 }
            // `other`'s rows hold the folds of values that retired too, before its entry as after: never a
            // gap, and the sums below hold the rest.
            if name == "other" {
                if history.contains(nil) { failures.append("other has a gap: \(history.prefix(12))") }
                continue
            }
            let zerosEnd = Swift.min(entry, firstRow[name] ?? 0)
            for (row, value) in history.enumerated() {
                let expected: Double? = row >= entry ? model[row][name] : row < zerosEnd ? 0 : nil
                if value != expected {
                    failures.append("\(name) row \(row): \(String(describing: value)) for \(String(describing: expected)), entry \(entry)")
                    break
                }
            }
        }
        #expect(failures.isEmpty, "seed \(seed), top \(top): \(failures.prefix(3))")
        let sums = (0..<store.keptRowCount).map { row in histories.values.reduce(0) { $0 + ($1[row] ?? 0) } }
        #expect(sums == model.map { $0.values.reduce(0, +) }, "seed \(seed)")
        store.checkSeriesInvariants()
    }
}
