import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotTestSupport

/// `--by`'s store side (issue 45): buckets split per value, the K values by lines so far a series each,
/// the rest `other`, the legend by volume; against a brute-force model of the rule in `GroupedBuckets`.
@Suite struct GroupedBucketsTests {
    /// 2026-11-22T10:00:01Z.
    static let base = 1_795_341_601.0

    /// One input line: its x, its value of the field (the decoder's index; -1 none), its number.
    struct Line {
        var x: Double
        var group: Int32
        var value: Double
    }

    /// A batch of `lines` as the decoder hands it: the values first seen in it named (`v7`), in index order.
    static func batch(_ lines: ArraySlice<Line>, named: inout Int, twoSeries: Bool = false) -> SampleBatch {
        var batch = twoSeries
            ? SampleBatch(rows: lines.map { [$0.value, 1] }, seriesNames: ["ms", "size"], xs: lines.map(\.x))
            : SampleBatch(values: lines.map(\.value), xs: lines.map(\.x))
        batch.groups = lines.map(\.group)
        let newest = Int(lines.map(\.group).filter { $0 < Int32(GroupField.mostValues) }.max() ?? -1)
        if newest >= named {
            batch.firstNewGroup = named
            batch.newGroupNames = (named...newest).map { "v\($0)" }
            named = newest + 1
        }
        return batch
    }

    /// The rows and names of a stage fed `batches`, closed at the end, each row by column name; and,
    /// after every batch, whether the open bucket's row (`partialRow`) is the row its close would give —
    /// or, where its stat does not stand for the bucket partway (`drawnPartway` false), is not drawn.
    static func run(_ stage: inout BucketStage, _ batches: [SampleBatch], drawnPartway: Bool = true) -> (rows: [[String: Double]], partialsAgree: Bool) {
        var rows: [[String: Double]] = []
        var partialsAgree = true
        func keep(_ closed: BucketRows) {
            let names = closed.rows.seriesNames
            for row in 0..<closed.rows.rowCount {
                var named: [String: Double] = [:]
                for column in 0..<closed.rows.seriesCount where !closed.rows.value(row: row, series: column).isNaN {
                    named[names[column]] = closed.rows.value(row: row, series: column)
                }
                rows.append(named)
            }
        }
        for batch in batches {
            keep(stage.take(batch, arrival: 0))
            var copy = stage
            let partial = copy.partialRow()?.values ?? []
            guard drawnPartway else {
                partialsAgree = partialsAgree && partial.isEmpty
                continue
            }
            let closed = copy.finish().rows
            let last = closed.rowCount - 1
            let agrees = last < 0 ? partial.allSatisfy(\.isNaN)
                : (0..<Swift.max(partial.count, closed.seriesCount)).allSatisfy { column in
                    let a = column < partial.count ? partial[column] : .nan
                    let b = column < closed.seriesCount ? closed.value(row: last, series: column) : .nan
                    return a.isNaN && b.isNaN || a == b
                }
            partialsAgree = partialsAgree && agrees
        }
        keep(stage.finish())
        return (rows, partialsAgree)
    }

    /// The rule, by hand: buckets of a second, each value's lines so far; K values held: while fewer are
    /// held the others join by rank (ties by first seen), then one outside displaces the weakest held only
    /// with 5% more lines and two more; a held value a series each where a slot is left, the rest pooled in
    /// `other`; a value that leaves the held retires (its series a gap from then; with lines, a new series
    /// if it returns, as its slot is folded away). `stat` of each value's values (nil: the lines). Empty
    /// buckets (of lines) are rows too. Returns each bucket's row by name, and the names in the legend's
    /// order at the end (retired ones left out).
    static func model(_ lines: [Line], top: Int, stat: BucketStat?, mostSlots: Int) -> (rows: [[String: Double]], legend: [String]) {
        func key(_ group: Int32) -> Int { group < 0 ? -1 : group >= Int32(GroupField.mostValues) ? -2 : Int(group) }
        func name(_ key: Int) -> String { key == -1 ? "(none)" : key == -2 ? "other" : "v\(key)" }
        func statOf(_ values: [Double]) -> Double {
            guard let stat else { return Double(values.count) }
            switch stat {
            case .count: return Double(values.count)
            case .max: return values.max() ?? .nan
            case .sum: return values.isEmpty ? .nan : values.reduce(0, +)
            case .percentile(let p): return values.isEmpty ? .nan : values.sorted()[LogSketch.nearestRank(p / 100, count: values.count)]
            default: fatalError("a stat the model has")
            }
        }
        var totals: [Int: Int] = [:]
        var firstSeen: [Int] = []
        var held: [Int] = []
        var slots: [Int] = []   // keys with a live series, -2 for other; -3 a retired slot
        var rows: [[String: Double]] = []
        let numbers = lines.map { Int(($0.x).rounded(.down)) }
        guard let first = numbers.first, let last = numbers.last else { return ([], []) }
        func ranks(_ a: Int, _ b: Int) -> Bool {
            totals[a, default: 0] != totals[b, default: 0] ? totals[a, default: 0] > totals[b, default: 0]
                : firstSeen.firstIndex(of: a)! < firstSeen.firstIndex(of: b)!
        }
        func displaces(_ a: Int, _ b: Int) -> Bool {
            let (x, y) = (totals[a, default: 0], totals[b, default: 0])
            return x - y >= 2 && Double(x) >= 1.05 * Double(y)
        }
        for number in first...last {
            let bucket = zip(lines, numbers).filter { $0.1 == number }.map(\.0)
            if bucket.isEmpty, stat != nil { continue }
            var values: [Int: [Double]] = [:]
            for line in bucket {
                let key = key(line.group)
                values[key, default: []].append(line.value)
                totals[key, default: 0] += 1
                if !firstSeen.contains(key) { firstSeen.append(key) }
            }
            held.sort(by: ranks)
            for challenger in firstSeen.filter({ $0 != -2 && !held.contains($0) }).sorted(by: ranks) {
                if held.count == top {
                    guard displaces(challenger, held.last!) else { break }
                    held.removeLast()
                }
                held.append(challenger)
                held.sort(by: ranks)
            }
            let retiring = slots.indices.filter { slots[$0] >= -1 && !held.contains(slots[$0]) }
            // Lines: a retired slot is gone (folded); stats: it stays, hidden, and is its value's again if it returns.
            for slot in retiring { slots[slot] = stat == nil ? -3 : -4 - slots[slot] }
            for key in held where !slots.contains(key) {
                if stat != nil, let slot = slots.firstIndex(of: -4 - key) { slots[slot] = key; continue }
                if slots.filter({ $0 != -2 }).count < mostSlots - 1 { slots.append(key) }
            }
            let own = held.filter { slots.contains($0) }
            let pooled = values.filter { !own.contains($0.key) }.flatMap(\.value)
            if !pooled.isEmpty || stat == nil && !retiring.isEmpty, !slots.contains(-2) { slots.append(-2) }
            var row: [String: Double] = [:]
            for key in slots where key >= -2 {
                let value = key == -2 ? statOf(pooled) : statOf(values[key] ?? [])
                if !value.isNaN { row[name(key)] = value }
            }
            rows.append(row)
        }
        let legend = slots.filter { $0 >= -1 }.sorted(by: ranks).map(name) + (slots.contains(-2) ? ["other"] : [])
        return (rows, legend)
    }

    /// Random lines: xs rising over seconds (with pauses), values of a field drawn unevenly from `values` (the
    /// first ones often), now and then none (-1) or one beyond those told apart; indices in the order first seen.
    static func lines(_ random: inout SplitMix64, count: Int, values: Int) -> [Line] {
        var x = base
        var indexOf: [Int: Int32] = [:]
        return (0..<count).map { _ in
            // Now and then a pause of seconds: empty buckets between.
            x += Int.random(in: 0..<20, using: &random) == 0 ? 2.5 : Double(Int.random(in: 0...3, using: &random)) * 0.3
            let roll = Int.random(in: 0..<100, using: &random)
            let group: Int32
            if roll < 4 {
                group = -1
            } else if roll < 7 {
                group = Int32(GroupField.mostValues)
            } else {
                // Skewed: the square of a uniform draw favours the low labels.
                let uniform = Double.random(in: 0..<1, using: &random)
                let label = Int(Double(values) * uniform * uniform)
                group = indexOf[label] ?? Int32(indexOf.count)
                indexOf[label] = group
            }
            return Line(x: x, group: group, value: Double(Int.random(in: 1...50, using: &random)))
        }
    }

    /// Random lines in random batches, random K and stat: the stage's rows equal the model's, bucket by
    /// bucket; the legend's order is the model's; the open bucket's row is always what its close gives.
    @Test(arguments: 0..<Sweep.count(unit: 40, long: 1_000))
    func matchesTheModel(seed: Int) {
        var random = SplitMix64(seed: 0x45B0 &+ UInt64(seed))
        // One seed in five a wide K over many values: many enter and retire each bucket, slots are freed and taken.
        let wide = seed % 5 == 2
        let lines = Self.lines(&random, count: Int.random(in: 1...160, using: &random), values: Int.random(in: 1...(wide ? 40 : 14), using: &random))
        let top = wide ? Int.random(in: 6...16, using: &random) : Int.random(in: 1...5, using: &random)
        let stat: BucketStat? = [nil, .count, .max, .sum, .percentile(50), .percentile(99)][seed % 6]
        var stage = BucketStage(span: .seconds(1), measure: stat.map { .stats([$0]) } ?? .events, transform: .raw, arrivalEpoch: 0,
                                groupTop: top)
        var batches: [SampleBatch] = []
        var named = 0
        var start = 0
        while start < lines.count {
            let end = Swift.min(lines.count, start + Int.random(in: 1...20, using: &random))
            batches.append(Self.batch(lines[start..<end], named: &named))
            start = end
        }
        let (rows, partialsAgree) = Self.run(&stage, batches, drawnPartway: stat?.standsForItsBucketPartway ?? false)
        let names = stat != nil
        let model = Self.model(lines, top: top, stat: stat, mostSlots: SeriesCatalog.maximumCount)
        // The stage names a stat after the value (`v3 p99`): the model's rows by value.
        let stripped = rows.map { row in
            Dictionary(uniqueKeysWithValues: row.map { (names ? String($0.key.split(separator: " ")[0]) : $0.key, $0.value) })
        }
        #expect(stripped == model.rows, "seed \(seed), top \(top), stat \(String(describing: stat))")
        let legend = stage.grouping!.legendOrder.map { stage.outputNames[$0] }.map { names ? String($0.split(separator: " ")[0]) : $0 }
        #expect(legend == model.legend, "seed \(seed)")
        #expect(partialsAgree, "seed \(seed)")
    }

    /// K = 1: 404 (v1) passes 200 (v0) by the margin in the third bucket (5 lines to 3): v0 retires, its
    /// series a gap from then (its line is in `other`), and the legend leaves it out.
    @Test func aValueDropsOutOfTheTop() {
        var stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, groupTop: 1)
        let b = Self.base
        var named = 0
        let lines = [Line(x: b, group: 0, value: 1), Line(x: b + 0.5, group: 0, value: 1), Line(x: b + 0.7, group: 1, value: 1),
                     Line(x: b + 1, group: 1, value: 1), Line(x: b + 2, group: 1, value: 1), Line(x: b + 2.5, group: 0, value: 1),
                     Line(x: b + 2.6, group: 1, value: 1), Line(x: b + 2.7, group: 1, value: 1)]
        let (rows, _) = Self.run(&stage, [Self.batch(lines[...], named: &named)])
        #expect(stage.outputNames == ["v0", "other", "v1"])
        #expect(rows == [["v0": 2, "other": 1], ["v0": 0, "other": 1], ["other": 1, "v1": 3]])
        #expect(stage.grouping!.legendOrder == [2, 1])
        #expect(stage.grouping!.retiredColumns == [0])
    }

    /// Near-equal values do not take turns: v1 ahead of v0 by one line, then by 4% of its lines, never
    /// displaces it (K = 1), so nothing retires; 5% and two lines more does.
    @Test func aMarginHoldsTheTop() {
        var ranking = ValueRanking(top: 1)
        ranking.name(["v0", "v1"], from: 0)
        ranking.tally([0, 0, 1], rows: 0..<3)
        ranking.close(ranked: ranking.topValues())
        #expect(ranking.ranked == [2])
        ranking.tally([1, 1], rows: 0..<2)   // v1 3, v0 2: one more
        #expect(ranking.topValues() == [2])
        ranking.close(ranked: ranking.topValues())
        ranking.tally(Array(repeating: 0, count: 98) + Array(repeating: 1, count: 101), rows: 0..<199)   // v0 100, v1 104: 4% more
        #expect(ranking.topValues() == [2])
        ranking.close(ranked: ranking.topValues())
        ranking.tally([1], rows: 0..<1)   // v1 105: 5% more, and 5 lines
        #expect(ranking.topValues() == [3])
    }

    /// The new user's case (a 5-minute nginx log, `--count --by 7 --top 3`): the first bucket's values
    /// have a line each and fill the K, then vanish; at the end exactly K series and `other` are listed,
    /// the real top 3, and every bucket's lines are in the series shown, the retired ones folded into `other`.
    @Test func theFirstBucketsValuesRetire() {
        let stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, groupTop: 3)
        var store = SeriesStore(capacity: 100, bucketing: stage)
        var lines = (0..<10).map { Line(x: Self.base + Double($0) / 100, group: Int32($0), value: 1) }
        var perBucket = [10]
        for second in 1...20 {
            var bucket: [Line] = []
            for value in 0..<4 {
                for line in 0..<(10 - value) {
                    let x = Self.base + Double(second) + Double(line) / 100
                    bucket.append(Line(x: x, group: Int32(10 + value), value: 1))
                }
            }
            lines += bucket
            perBucket.append(bucket.count)
        }
        var named = 0
        store.append(Self.batch(lines[...], named: &named))
        store.finishInput()
        #expect(store.legendOrder.map { store.series[$0].name } == ["v10", "v11", "v12", "other"])
        let shown = store.series.indices.filter { !store.retiredSeries.contains($0) }
        let sums = (0..<store.keptRowCount).map { row in shown.map { store.series[$0].history[row] }.filter { !$0.isNaN }.reduce(0, +) }
        #expect(sums == perBucket.map(Double.init))
        // The first bucket: its 7 values never held, and the 3 held then retired (folded); then v13's 7 a bucket.
        let other = store.series.firstIndex { $0.name == "other" }!
        #expect(Array(store.series[other].history) == [10] + Array(repeating: 7, count: 20))
        #expect(store.retiredSeries.allSatisfy { store.series[$0].history.allSatisfy(\.isNaN) })
        store.checkSeriesInvariants()
    }

    /// Random lines (`--count`, a random K; one seed in five a wide K) through a store in random batches
    /// of 1–20 lines, the input then ended.
    static func randomStore(seed: Int, _ random: inout SplitMix64) -> (lines: [Line], top: Int, store: SeriesStore) {
        let lines = Self.lines(&random, count: Int.random(in: 1...300, using: &random), values: Int.random(in: 1...30, using: &random))
        let top = seed % 5 == 2 ? Int.random(in: 5...12, using: &random) : Int.random(in: 1...4, using: &random)
        var store = SeriesStore(capacity: 1_000, bucketing: BucketStage(span: .seconds(1), measure: .events, transform: .raw,
                                                                        arrivalEpoch: 0, groupTop: top))
        var (named, start) = (0, 0)
        while start < lines.count {
            let end = Swift.min(lines.count, start + Int.random(in: 1...20, using: &random))
            store.append(Self.batch(lines[start..<end], named: &named))
            start = end
        }
        store.finishInput()
        return (lines, top, store)
    }

    /// Random lines through the store (`--count`): every kept row's lines are all in the series shown
    /// (retired ones folded into `other`), at most K and `other` are shown, the summaries match the rows.
    @Test(arguments: 0..<Sweep.count(unit: 20, long: 400))
    func foldingKeepsEveryLine(seed: Int) {
        var random = SplitMix64(seed: 0x45F0 &+ UInt64(seed))
        let (lines, top, store) = Self.randomStore(seed: seed, &random)
        let expected = Self.model(lines, top: top, stat: nil, mostSlots: SeriesCatalog.maximumCount).rows
            .map { $0.values.reduce(0, +) }
        let shown = store.series.indices.filter { !store.retiredSeries.contains($0) }
        let sums = (0..<store.keptRowCount).map { row in shown.map { store.series[$0].history[row] }.filter { !$0.isNaN }.reduce(0, +) }
        #expect(sums == expected, "seed \(seed)")
        #expect(store.legendOrder.count == shown.count && shown.count <= top + 1, "seed \(seed)")
        store.checkSeriesInvariants()
    }

    /// An empty bucket between two: the K values' series and `other` count 0, a value out of the K a gap.
    @Test func emptyBucketsCountZeroForTheTop() {
        var stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, groupTop: 1)
        let b = Self.base
        var named = 0
        let lines = [Line(x: b, group: 0, value: 1), Line(x: b + 0.1, group: 0, value: 1), Line(x: b + 0.2, group: 1, value: 1),
                     Line(x: b + 3, group: 0, value: 1)]
        let (rows, _) = Self.run(&stage, [Self.batch(lines[...], named: &named)])
        #expect(rows == [["v0": 2, "other": 1], ["v0": 0, "other": 0], ["v0": 0, "other": 0], ["v0": 1, "other": 0]])
    }

    /// Lines with no value are `(none)`, ranked as any value; with several input series the first is split
    /// and named (`v0 ms p99`), the others' values dropped and counted.
    @Test func noValueAndSeveralInputs() {
        var stage = BucketStage(span: .seconds(1), measure: .stats([.percentile(99)]), transform: .raw, arrivalEpoch: 0, groupTop: 3)
        let b = Self.base
        var named = 0
        let lines = [Line(x: b, group: -1, value: 5), Line(x: b + 0.1, group: 0, value: 7), Line(x: b + 0.2, group: -1, value: 9)]
        let closed = stage.take(Self.batch(lines[...], named: &named, twoSeries: true), arrival: 0)
        let last = stage.finish()
        #expect(closed.rows.droppedValueCount == 3)
        #expect(last.rows.seriesNames == ["(none) ms p99", "v0 ms p99"])
        #expect((0..<2).map { last.rows.value(row: 0, series: $0) } == [9, 7])
        #expect(last.sampleCounts == [2, 1])
    }

    /// Memory and series stay bounded: 20,000 distinct values tell apart at most `GroupField.mostValues`,
    /// the rest counted in `other`; values churning through the top never make more than
    /// `SeriesCatalog.maximumCount` series.
    @Test func boundedWhateverTheValues() {
        var stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, groupTop: 63)
        var store = SeriesStore(capacity: 1_000, bucketing: stage)
        var batch = SampleBatch(values: Array(repeating: 1, count: 20_000), xs: Array(repeating: Self.base, count: 20_000))
        // The decoder stops at mostValues and gives the rest its index; a careless one might name them all.
        batch.groups = (0..<20_000).map { Int32(Swift.min($0, GroupField.mostValues)) }
        batch.newGroupNames = (0..<20_000).map { "v\($0)" }
        store.append(batch)
        // Then buckets where each time 64 new values have the most lines: the top churns.
        for second in 1...40 {
            let count = 64 * (100 + second)
            var churn = SampleBatch(values: Array(repeating: 1, count: count), xs: Array(repeating: Self.base + Double(second), count: count))
            churn.groups = (0..<count).map { Int32(second * 64 + $0 % 64) }
            store.append(churn)
        }
        store.finishInput()
        stage = store.bucketing!
        #expect(stage.grouping!.ranking.valueCount == GroupField.mostValues)
        // Each second's 64 new values displace the 63 held, whose slots are folded and reused: 63 and other.
        #expect(store.series.count == 64)
        #expect(store.legendOrder.count == 64 && store.retiredSeries.isEmpty)
        #expect(store.series.contains { $0.name == "other" })
        // Every line is in some series: the first bucket's 20,000.
        let firstRow = store.series.map { $0.history[0] }.filter { !$0.isNaN }.reduce(0, +)
        #expect(firstRow == 20_000)
    }

    /// `other`'s percentiles pool sketches too: a value's bucket past `BucketQuantiles.exactLimit` merged
    /// into another's gives the percentiles of all the values added to one.
    @Test func pooledSketchesAreOneSketch() {
        var random = SplitMix64(seed: 0x0B1D)
        let first = (0..<15_000).map { _ in Double.random(in: 1...1_000, using: &random) }
        let second = (0..<12_000).map { _ in Double.random(in: 0.5...90_000, using: &random) }
        var (a, b, all) = (BucketAccumulator(keepsValues: true), BucketAccumulator(keepsValues: true), BucketAccumulator(keepsValues: true))
        first.forEach { a.add($0); all.add($0) }
        second.forEach { b.add($0); all.add($0) }
        var pooled = BucketAccumulator(keepsValues: true)
        pooled.add(contentsOf: a)
        pooled.add(contentsOf: b)
        for stat in [BucketStat.percentile(1), .percentile(50), .percentile(99), .min, .max, .count] {
            #expect(pooled.value(of: stat) == all.value(of: stat), "\(stat)")
        }
        #expect(abs(pooled.value(of: .mean) / all.value(of: .mean) - 1) < 1e-12)
    }

    /// The store's legend order follows the stage's; the panels of `--split` follow it too.
    @Test func storeLegendOrder() {
        let stage = BucketStage(span: .seconds(1), measure: .stats([.percentile(50), .percentile(99)]), transform: .raw,
                                arrivalEpoch: 0, groupTop: 2)
        var store = SeriesStore(capacity: 100, bucketing: stage)
        var named = 0
        let b = Self.base
        let lines = [Line(x: b, group: 0, value: 1), Line(x: b, group: 1, value: 2), Line(x: b, group: 1, value: 3),
                     Line(x: b + 1, group: 2, value: 4), Line(x: b + 1, group: 2, value: 4), Line(x: b + 1, group: 2, value: 4),
                     Line(x: b + 1, group: 3, value: 9)]
        store.append(Self.batch(lines[...], named: &named))
        store.finishInput()
        // Slots are made in rank order: v1 (2 lines) before v0 (1); then v2 (3) displaces v0, which retires
        // (hidden: a p99 is not folded), and v3 (1, seen last) is pooled in other.
        #expect(store.series.map(\.name) == ["v1 p50", "v1 p99", "v0 p50", "v0 p99", "v2 p50", "v2 p99", "other p50", "other p99"])
        #expect(store.retiredSeries == [2, 3])
        #expect(store.legendOrder == [4, 5, 0, 1, 6, 7])
        #expect(store.inputGroups == [[4, 5], [0, 1], [6, 7]])
    }
}
