import Testing
@testable import LivePlotInput
@testable import LivePlotStore

/// Buckets (issue 18): events and stats per span of x time or count of rows, against a brute-force
/// model; edges, rows going back, empty buckets, the open bucket, transforms first.
@Suite struct BucketStageTests {
    /// 2026-11-22T10:00:01Z.
    static let base = 1_795_341_601.0

    static func stage(_ span: XSpan, _ measure: BucketStage.Measure, transform: SeriesTransform.Kind = .raw) -> BucketStage {
        BucketStage(span: span, measure: measure, transform: transform, arrivalEpoch: 0)
    }

    /// Every bucket's rows and xs, from `take` on each batch and `finish`.
    static func run(_ stage: inout BucketStage, _ batches: [SampleBatch]) -> (rows: [[Double]], xs: [Double], names: [String]) {
        var rows: [[Double]] = []
        var xs: [Double] = []
        var names: [String] = []
        for batch in batches + [nil] {
            let closed = (batch.map { stage.take($0, arrival: 0) } ?? stage.finish()).rows
            closed.checkInvariants()
            if closed.seriesCount > 0 { names = closed.seriesNames }
            for row in 0..<closed.rowCount { rows.append((0..<closed.seriesCount).map { closed.value(row: row, series: $0) }) }
            xs += closed.xs
        }
        return (rows, xs, names)
    }

    /// A row exactly on an edge begins the next bucket; a bucket without rows counts 0 events.
    @Test func edgesAndEmptyBuckets() {
        var stage = Self.stage(.seconds(1), .events)
        let b = Self.base
        let batch = SampleBatch(values: [1, 2, 3, 4, 5], xs: [b, b + 0.999, b + 1, b + 3.5, b + 3.75])
        let (rows, xs, names) = Self.run(&stage, [batch])
        #expect(names == ["count"])
        #expect(rows == [[2], [1], [0], [2]])
        #expect(xs == [b, b + 1, b + 2, b + 3])
    }

    /// A row whose x goes back is counted in the open bucket, drawn at the latest x.
    @Test func aRowGoingBackJoinsTheOpenBucket() {
        var stage = Self.stage(.seconds(1), .stats([.count, .max]))
        let b = Self.base
        let (rows, _, names) = Self.run(&stage, [SampleBatch(values: [1, 9, 2], xs: [b + 1.5, b + 0.2, b + 2.1])])
        #expect(names == ["count", "max"])
        #expect(rows == [[2, 9], [1, 2]])
    }

    /// `-d --every 1s`: the differences are bucketed, not the values.
    @Test func theTransformComesFirst() {
        var stage = Self.stage(.seconds(1), .stats([.mean]), transform: .delta)
        let b = Self.base
        let (rows, _, names) = Self.run(&stage, [SampleBatch(values: [1, 3, 6, 10], xs: [b, b + 0.5, b + 1, b + 1.5])])
        #expect(names == ["1"], "the mean alone keeps the series' name")
        #expect(rows == [[2], [3.5]])
    }

    /// `--every 3`: buckets of three rows, without times; the last, short, at the end.
    @Test func bucketsOfRows() {
        var stage = Self.stage(.rows(3), .stats([.sum]))
        let (rows, xs, _) = Self.run(&stage, [SampleBatch(values: [1, 2, 3, 4]), SampleBatch(values: [5, 6, 7])])
        #expect(rows == [[6], [15], [7]])
        #expect(xs.isEmpty)
    }

    /// Property: random rows of two series (the second now and then, in half the trials its column coming
    /// partway, in a later batch), times on quarter seconds that sometimes go back or are missing, random
    /// batches, spans and stats: the buckets are what grouping the rows by ⌊x ÷ span⌋ (x the latest so far)
    /// and computing each stat from scratch gives — a series' stats, its count too, gaps before its first
    /// value, whichever batch brought its column.
    @Test func matchesABruteForceModel() {
        var random = SplitMix64(seed: 0xB0C4)
        var failures: [String] = []
        let stats: [BucketStat] = [.mean, .min, .max, .sum, .count, .percentile(50), .percentile(99)]
        for trial in 0..<300 {
            let span = [0.25, 0.5, 1, 2][Int(random.next() % 4)]
            let events = trial % 3 == 0
            let count = 1 + Int(random.next() % 80)
            var xs: [Double] = []
            var values: [[Double]] = []
            var x = Self.base
            for index in 0..<count {
                switch random.next() % 10 {
                case 0 where index > 0: xs.append(.nan)
                case 1: xs.append(x - Double(random.next() % 8) / 4)
                default:
                    x += Double(random.next() % 10) / 4
                    xs.append(x)
                }
                values.append([Double(Int(random.next() % 200)) - 100, random.next() % 3 == 0 ? Double(random.next() % 50) : .nan])
            }
            // In half the trials the second series' column comes partway: no batch before row `appears` has it.
            let appears = trial % 2 == 0 ? Int(random.next() % UInt64(count)) : 0
            for index in 0..<appears { values[index][1] = .nan }
            // The model.
            var latest = -Double.infinity
            var groups: [(number: Double, rows: [[Double]])] = []
            for (index, own) in xs.enumerated() {
                let placed = own.isNaN || own < latest ? latest : own
                latest = placed
                let number = (placed / span).rounded(.down)
                if groups.last?.number != number { groups.append((number, [])) }
                groups[groups.count - 1].rows.append(values[index])
            }
            var expected: [[Double]] = []
            var expectedXs: [Double] = []
            var begun = [false, false]
            for (position, group) in groups.enumerated() {
                if events, position > 0 {
                    var empty = groups[position - 1].number + 1
                    while empty < group.number {
                        expected.append([0])
                        expectedXs.append(empty * span)
                        empty += 1
                    }
                }
                expectedXs.append(group.number * span)
                if events {
                    expected.append([Double(group.rows.count)])
                    continue
                }
                var row: [Double] = []
                for series in 0..<2 {
                    let column = group.rows.map { $0[series] }.filter { !$0.isNaN }
                    let sorted = column.sorted()
                    // Before a series' first value, every stat of it is a gap, its count too.
                    if !column.isEmpty { begun[series] = true }
                    guard begun[series] else { row += Array(repeating: .nan, count: stats.count); continue }
                    for stat in stats {
                        if stat == .count { row.append(Double(column.count)); continue }
                        guard !column.isEmpty else { row.append(.nan); continue }
                        switch stat {
                        case .mean: row.append(column.reduce(0, +) / Double(column.count))
                        case .min: row.append(sorted.first!)
                        case .max: row.append(sorted.last!)
                        case .sum: row.append(column.reduce(0, +))
                        // The nearest rank, ⌈p/100 · n⌉ (p · n is a whole number here: exact).
                        case .percentile(let p): row.append(sorted[max(1, Int((p * Double(sorted.count) / 100).rounded(.up))) - 1])
                        case .count: break
                        }
                    }
                }
                expected.append(row)
            }
            // The stage, fed in random batches.
            var stage = Self.stage(.seconds(span), events ? .events : .stats(stats))
            var batches: [SampleBatch] = []
            var start = 0
            while start < count {
                let end = min(count, start + 1 + Int(random.next() % 20))
                let narrow = end <= appears
                batches.append(SampleBatch(rows: values[start..<end].map { narrow ? [$0[0]] : $0 }, seriesNames: narrow ? ["a"] : ["a", "b"],
                                           xs: Array(xs[start..<end])))
                start = end
            }
            let (rows, gotXs, _) = Self.run(&stage, batches)
            let width = events ? 1 : 2 * stats.count
            let padded = rows.map { $0 + Array(repeating: Double.nan, count: width - $0.count) }
            let same = padded.count == expected.count && zip(padded, expected).allSatisfy { pair in
                zip(pair.0, pair.1).allSatisfy { $0 == $1 || $0.isNaN && $1.isNaN }
            }
            if !same { failures.append("trial \(trial) span \(span): \(padded.prefix(3)) for \(expected.prefix(3))") }
            if gotXs != expectedXs { failures.append("trial \(trial): xs \(gotXs.prefix(4)) for \(expectedXs.prefix(4))") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(4))")
    }

    /// Property: with a transform that reads time (`-r`, and `-d`, `-c`), each value is transformed at its
    /// row's x as bucketed (the latest when it goes back or has none) before it goes into its bucket,
    /// however the rows come in batches and runs: against transforming row by row, then grouping.
    @Test func transformsSeeEachRowsTime() {
        var random = SplitMix64(seed: 0x7135)
        var failures: [String] = []
        for trial in 0..<300 {
            let kind: SeriesTransform.Kind = [.rate, .delta, .cumulative][trial % 3]
            let span = [0.5, 1, 2][Int(random.next() % 3)]
            let count = 1 + Int(random.next() % 60)
            var xs: [Double] = []
            var x = Self.base
            for index in 0..<count {
                if index > 0, random.next() % 8 == 0 { xs.append(.nan); continue }
                if random.next() % 6 == 0 { xs.append(x - 1); continue }
                x += Double(random.next() % 6) / 4
                xs.append(x)
            }
            let values = (0..<count).map { _ in Double(random.next() % 1000) }
            // The model: row by row.
            var transform = SeriesTransform(kind)
            var latest = -Double.infinity
            // Summed as the accumulator sums, compensated (`RunningTotal`): a plain sum is off in the last bit.
            var groups: [(number: Double, sum: RunningTotal, count: Int)] = []
            for index in 0..<count {
                let placed = xs[index].isNaN || xs[index] < latest ? latest : xs[index]
                latest = placed
                let number = (placed / span).rounded(.down)
                if groups.last?.number != number { groups.append((number, RunningTotal(), 0)) }
                if let value = transform.apply(values[index], at: placed) {
                    groups[groups.count - 1].sum.add(value)
                    groups[groups.count - 1].count += 1
                }
            }
            let expected = groups.filter { $0.count > 0 }.map { [$0.sum.value / Double($0.count)] }
            var stage = Self.stage(.seconds(span), .stats([.mean]), transform: kind)
            var batches: [SampleBatch] = []
            var start = 0
            while start < count {
                let end = min(count, start + 1 + Int(random.next() % 15))
                batches.append(SampleBatch(values: Array(values[start..<end]), xs: Array(xs[start..<end])))
                start = end
            }
            let (rows, _, _) = Self.run(&stage, batches)
            if rows != expected { failures.append("trial \(trial) \(kind): \(rows.prefix(3)) for \(expected.prefix(3))") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(4))")
    }

    /// Rows a day apart in buckets of 1 ms (issue 40: 15 KB of input took 8.1 GB): a batch materialises
    /// at most `maximumFill` empty buckets in all, the newest, however long the gaps: the buckets that
    /// held rows, then 100 empty ones before the last, and nothing else.
    @Test func gapsOfAnyLengthFillAtMostTheHistory() {
        var stage = BucketStage(span: .seconds(0.001), measure: .events, transform: .raw, arrivalEpoch: 0, maximumFill: 100)
        let xs = (0..<625).map { Self.base + Double($0) * 86_400 }
        let closed = stage.take(SampleBatch(values: xs.map { _ in 1 }, xs: xs), arrival: 0).rows
        #expect(closed.rowCount == 624 + 100, "the 624 buckets closed that held a row, and the newest 100 empty ones")
        let counts = closed.column(0)
        #expect(Array(counts.prefix(623)) == Array(repeating: 1.0, count: 623))
        #expect(Array(counts.suffix(101)) == [1.0] + Array(repeating: 0.0, count: 100))
        // The empty ones lie just before the last row's bucket, 1 ms apart.
        let lastBucket = BucketStage.floor(xs[624] / 0.001)
        #expect(Array(closed.xs.suffix(100)) == (0..<100).map { (lastBucket - 100 + Double($0)) * 0.001 })
        // A gap beyond 2⁵³ buckets (no step of 1 moves a number there) is as bounded.
        var far = BucketStage(span: .seconds(0.001), measure: .events, transform: .raw, arrivalEpoch: 0, maximumFill: 10)
        #expect(far.take(SampleBatch(values: [1, 1], xs: [0, 1e300]), arrival: 0).rows.rowCount == 1 + 10)
    }

    /// Property: however the empty buckets are bounded, a store of `capacity` rows keeps what it would
    /// keep had every empty bucket been filled in (a brute-force count per bucket from the first to the
    /// last): random gaps, batches and capacities.
    @Test func boundedFillKeepsWhatTheHistoryWould() {
        var random = SplitMix64(seed: 0xF111)
        for _ in 0..<200 {
            let capacity = 1 + Int(random.next() % 12)
            var x = Self.base
            var xs: [Double] = []
            for _ in 0..<(1 + Int(random.next() % 40)) {
                x += [0, 0.25, 1, 2, 7, 30][Int(random.next() % 6)]
                xs.append(x)
            }
            var model: [Double: Double] = [:]
            for x in xs { model[x.rounded(.down), default: 0] += 1 }
            let first = xs[0].rounded(.down)
            let last = xs.last!.rounded(.down)
            let all = stride(from: first, through: last, by: 1).map { (x: $0, count: model[$0] ?? 0) }
            let expected = all.suffix(capacity)
            let stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, maximumFill: capacity)
            var store = SeriesStore(capacity: capacity, bucketing: stage, tracksOpenBucket: false)
            var start = 0
            while start < xs.count {
                let end = min(xs.count, start + 1 + Int(random.next() % 8))
                store.append(SampleBatch(values: xs[start..<end].map { _ in 1 }, xs: Array(xs[start..<end])))
                start = end
            }
            store.finishInput()
            #expect(Array(store.series[0].history) == expected.map(\.count), "\(xs)")
            #expect(Array(store.xs!) == expected.map(\.x), "\(xs)")
        }
    }

    /// Property (issue 40): however a stream of rows far apart comes in batches, the store's figures count
    /// every bucket from the first to the last, empty ones as 0 (gaps up to 10¹³ buckets, far more than
    /// are ever kept), and it keeps the newest `capacity` of them: against a closed-form model (counts of
    /// the buckets that held rows; every other one 0), which for short streams is checked against one that
    /// materialises every bucket, and against the same stream in one batch. Each batch materialises at
    /// most its buckets that held rows and the newest `capacity` (at least 2) empty ones.
    @Test func figuresCountEveryBucketHoweverTheBatchesSplit() {
        var random = SplitMix64(seed: 0xF16E)
        let steps: [Double] = [0, 0.25, 1, 2, 7, 30, 5_000, 1_000_000, 1e12 + 0.5, 1e13]
        for trial in 0..<300 {
            let capacity = 1 + Int(random.next() % 12)
            var x = Self.base
            var xs: [Double] = []
            for _ in 0..<(1 + Int(random.next() % 40)) {
                // Mostly short steps, now and then a huge one.
                let step = random.next() % 4 == 0 ? steps[Int(random.next() % UInt64(steps.count))] : steps[Int(random.next() % 6)]
                x += step
                xs.append(x)
            }
            // The closed-form model: each bucket that held rows, and how many; the others are 0.
            var held: [Double: Double] = [:]
            for x in xs { held[BucketStage.floor(x), default: 0] += 1 }
            let first = BucketStage.floor(xs[0])
            let last = BucketStage.floor(xs.last!)
            let n = Int(last - first) + 1
            let count = { (bucket: Double) in held[bucket] ?? 0 }
            let keptBuckets = (0..<Swift.min(capacity, n)).reversed().map { last - Double($0) }
            let model = (n: n, min: n > held.count ? 0 : held.values.min()!, max: held.values.max()!,
                         last: count(last), previous: n >= 2 ? count(last - 1) : nil as Double?,
                         avg: Double(xs.count) / Double(n), kept: keptBuckets.map(count), xs: keptBuckets)
            if n <= 100_000 {
                // Brute force: every bucket materialised.
                let all = stride(from: first, through: last, by: 1).map(count)
                #expect(all.count == model.n && all.min() == model.min && all.max() == model.max)
                #expect(all.last == model.last && (all.count >= 2 ? all[all.count - 2] : nil) == model.previous)
                #expect(Array(all.suffix(capacity)) == model.kept)
            }
            func store(splitting: Bool) -> (SeriesStore, materialisedAtMost: Int) {
                let stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, maximumFill: capacity)
                var store = SeriesStore(capacity: capacity, bucketing: stage, tracksOpenBucket: false)
                var bound = 0
                var start = 0
                while start < xs.count {
                    let end = splitting ? min(xs.count, start + 1 + Int(random.next() % 8)) : xs.count
                    store.append(SampleBatch(values: xs[start..<end].map { _ in 1 }, xs: Array(xs[start..<end])))
                    bound += end - start + Swift.max(2, capacity)
                    start = end
                    // Live, between batches: the buckets closed so far (all before the open one), and the
                    // status line's trend, from the bucket before the last to the last.
                    let open = BucketStage.floor(xs[end - 1])
                    let closed = Int(open - first)
                    guard splitting, closed > 0 else { continue }
                    let stats = store.series[0].statistics
                    let context = "trial \(trial) capacity \(capacity) after \(end) rows: \(stats)"
                    #expect(stats.count == closed && stats.last == count(open - 1), "\(context)")
                    #expect(stats.previous == (closed >= 2 ? count(open - 2) : nil), "\(context)")
                }
                store.finishInput()
                store.checkInvariants()
                return (store, bound + 1)
            }
            let (split, bound) = store(splitting: true)
            let (whole, _) = store(splitting: false)
            for (name, store) in [("split", split), ("whole", whole)] {
                let stats = store.series[0].statistics
                let got = "\(name) n=\(stats.count) min=\(stats.minimum) max=\(stats.maximum) last=\(stats.last!) previous=\(String(describing: stats.previous)) avg=\(stats.average!)"
                let context = "trial \(trial) capacity \(capacity) xs \(xs.map { $0 - Self.base }): \(got) for \(model)"
                #expect(stats.count == model.n && stats.minimum == model.min && stats.maximum == model.max, "\(context)")
                #expect(stats.last == model.last && stats.previous == model.previous, "\(context)")
                #expect(abs(stats.average! - model.avg) <= 1e-15 * model.avg, "\(context)")
                #expect(Array(store.series[0].history) == model.kept && Array(store.xs!) == model.xs, "\(context)")
            }
            #expect(split.rowCount <= bound, "trial \(trial): \(split.rowCount) rows materialised")
            #expect(split.series[0].statistics == whole.series[0].statistics, "trial \(trial)")
        }
    }

    /// Stats of more inputs than the series cap holds (issue 40: 101 stats × 64 inputs made 6,464
    /// series, 3.3 GB): only as many inputs as make at most 64 series of stats have them; the values of
    /// the others are dropped and counted, as values beyond the cap are.
    @Test func statSeriesCountAgainstTheSeriesCap() {
        let stats = [BucketStat.percentile(50), .percentile(90), .percentile(99)]
        var stage = Self.stage(.rows(2), .stats(stats))
        let names = (1...64).map { "s\($0)" }
        let row = (1...64).map(Double.init)
        let (rows, _, outputNames) = Self.run(&stage, [SampleBatch(rows: [row, row], seriesNames: names)])
        #expect(stage.keptInputCount == 21)
        #expect(outputNames.count == 63 && outputNames.first == "s1 p50" && outputNames.last == "s21 p99")
        #expect(rows == [(1...21).flatMap { [Double($0), Double($0), Double($0)] }])
        var again = Self.stage(.rows(2), .stats(stats))
        #expect(again.take(SampleBatch(rows: [row, row], seriesNames: names), arrival: 0).rows.droppedValueCount == 2 * 43)
        // 64 stats (the most --stat takes) keep one input.
        #expect(Self.stage(.rows(1), .stats((0..<64).map { .percentile(Double($0)) })).keptInputCount == 1)
    }

    /// `--every 1s --stat p50,p99` on one number a line named its series `1 p50`, `1 p99` (UC's finding):
    /// an input named only by its position names nothing. Decided at its first row and kept: a column that
    /// comes later is `2 p50`, and the first's series, drawn already, keep their names; a name is a name.
    @Test func oneUnnamedColumnsStatsAreNamedByTheirStatsAlone() {
        let stats = BucketStage.Measure.stats([.percentile(50), .percentile(99)])
        let b = Self.base
        var widening = Self.stage(.seconds(1), stats)
        _ = widening.take(SampleBatch(values: [1, 2], xs: [b, b + 0.5]), arrival: 0)
        #expect(widening.outputNames == ["p50", "p99"])
        let closed = widening.take(SampleBatch(rows: [[3, 4]], seriesNames: ["1", "2"], xs: [b + 1]), arrival: 0)
        #expect(closed.rows.seriesNames.prefix(2) == ["p50", "p99"])
        #expect(widening.outputNames == ["p50", "p99", "2 p50", "2 p99"])
        var two = Self.stage(.seconds(1), stats)
        _ = two.take(SampleBatch(rows: [[1, 2]], seriesNames: ["1", "2"], xs: [b]), arrival: 0)
        #expect(two.outputNames == ["1 p50", "1 p99", "2 p50", "2 p99"])
        var named = Self.stage(.seconds(1), stats)
        _ = named.take(SampleBatch(rows: [[1]], seriesNames: ["latency"], xs: [b]), arrival: 0)
        #expect(named.outputNames == ["latency p50", "latency p99"])
        var mean = Self.stage(.seconds(1), .stats([.mean]))
        _ = mean.take(SampleBatch(values: [1], xs: [b]), arrival: 0)
        #expect(mean.outputNames == ["1"], "the mean alone is the values' own series, named as unbucketed")
    }
}
