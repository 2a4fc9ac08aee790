import Testing
@testable import LivePlotInput
@testable import LivePlotStore

/// Buckets of input without times of its own, by arrival (new-user pass, findings 2 and 3): the clock
/// closes a bucket it has passed, `--count`'s events begin at the first line read (matched or not), and
/// the open bucket is drawn only for a stat that stands for its bucket partway.
@Suite struct BucketClockTests {
    /// The lines read at one arrival: rows (matched lines) and lines that matched nothing; neither: the
    /// clock's batch, of no lines.
    struct Arrival {
        var at: Double
        var values: [Double] = []
        var unmatched = 0

        var batch: SampleBatch {
            var batch = SampleBatch(values: values)
            batch.skippedLineCount = unmatched
            return batch
        }
    }

    /// Property: random arrivals of rows, unmatched lines and ticks, over random spans, taken in random
    /// batches (several arrivals' lines at the latest of them: a batch read late): the rows are those of
    /// grouping the rows by ⌊(epoch + arrival) ÷ span⌋ from scratch — with `--count`, every bucket from the
    /// first line read's to the last arrival's, 0 where none came, the last (the input ended partway
    /// through it) only if a row came in it; with stats, the buckets that held values
    /// — and after every batch no bucket the clock has passed is open, nor is `--count`'s drawn as it fills.
    @Test func theClockClosesBucketsAndEventsBeginAtTheFirstLine() {
        var random = SplitMix64(seed: 0xC10C)
        var failures: [String] = []
        let epoch = 1_795_341_601.3
        for trial in 0..<400 {
            let span = [0.25, 0.5, 1, 2][Int(random.next() % 4)]
            let events = trial % 2 == 0
            var arrivals: [Arrival] = []
            var at = Double(random.next() % 8) / 8
            for _ in 0..<(1 + Int(random.next() % 40)) {
                at += Double(random.next() % 12) / 8
                switch random.next() % 4 {
                case 0: arrivals.append(Arrival(at: at, unmatched: 1 + Int(random.next() % 3)))
                case 1: arrivals.append(Arrival(at: at))
                default: arrivals.append(Arrival(at: at, values: (0..<(1 + Int(random.next() % 4))).map { _ in Double(random.next() % 100) }))
                }
            }
            // Chunked: a batch takes the lines of a few arrivals, at the last one's time.
            var chunks: [Arrival] = []
            var index = 0
            while index < arrivals.count {
                let end = min(arrivals.count, index + 1 + Int(random.next() % 3))
                let taken = arrivals[index..<end]
                chunks.append(Arrival(at: taken.last!.at, values: taken.flatMap(\.values), unmatched: taken.reduce(0) { $0 + $1.unmatched }))
                index = end
            }
            // The model, from the batches as they came.
            func number(_ at: Double) -> Double { ((epoch + at) / span).rounded(.down) }
            var expected: [[Double]] = []
            var expectedXs: [Double] = []
            if chunks.contains(where: { !$0.values.isEmpty }) {
                let firstLine = chunks.first { !$0.values.isEmpty || $0.unmatched > 0 }!.at
                var byBucket: [Double: [Double]] = [:]
                for chunk in chunks { byBucket[number(chunk.at), default: []] += chunk.values }
                if events {
                    // The last, which the input ended in, only if a row came in it.
                    let last = number(chunks.last!.at)
                    var bucket = number(firstLine)
                    while bucket < last || bucket == last && byBucket[last]?.isEmpty == false {
                        expected.append([Double(byBucket[bucket]?.count ?? 0)])
                        expectedXs.append(bucket * span)
                        bucket += 1
                    }
                } else {
                    for bucket in byBucket.keys.sorted() where !byBucket[bucket]!.isEmpty {
                        let values = byBucket[bucket]!
                        expected.append([values.reduce(0, +) / Double(values.count), Double(values.count)])
                        expectedXs.append(bucket * span)
                    }
                }
            }
            // The stage.
            var stage = BucketStage(span: .seconds(span), measure: events ? .events : .stats([.mean, .count]), transform: .raw,
                                    arrivalEpoch: epoch)
            var rows: [[Double]] = []
            var xs: [Double] = []
            func keep(_ closed: BucketRows) {
                for row in 0..<closed.rows.rowCount { rows.append((0..<closed.rows.seriesCount).map { closed.rows.value(row: row, series: $0) }) }
                xs += closed.rows.xs
            }
            for chunk in chunks {
                keep(stage.take(chunk.batch, arrival: chunk.at))
                if stage.closesByClock(at: chunk.at) { failures.append("trial \(trial): a bucket the clock passed is open at \(chunk.at)") }
                if events, stage.partialRow() != nil { failures.append("trial \(trial): --count's open bucket drawn") }
            }
            keep(stage.finish())
            let same = rows.count == expected.count && zip(rows, expected).allSatisfy { pair in
                pair.0.count == pair.1.count && zip(pair.0, pair.1).allSatisfy { abs($0 - $1) < 1e-9 }
            }
            if !same { failures.append("trial \(trial) span \(span) events \(events): \(rows.prefix(5)) for \(expected.prefix(5))") }
            if xs != expectedXs { failures.append("trial \(trial): xs \(xs.prefix(4)) for \(expectedXs.prefix(4))") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(4))")
    }

    /// `--count --match ERROR`, live: lines that do not match come first, the first match seconds later —
    /// the seconds before it are 0, from the bucket of the first line read.
    @Test func eventsBeginAtTheFirstLineReadMatchedOrNot() {
        var stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 100)
        _ = stage.take(SampleBatch(skippedLineCount: 5), arrival: 0.5)
        let closed = stage.take(SampleBatch(values: [1, 1]), arrival: 3.2)
        #expect(closed.rows.xs == [100, 101, 102])
        #expect(closed.rows.values == [0, 0, 0])
        #expect(stage.finish().rows.values == [2])
    }

    /// A quiet input's bucket closes when the clock passes its end, not at the next line: with `--count`
    /// the next opens at 0 (a quiet second is 0); with stats none opens until a value comes.
    @Test func aQuietInputsBucketClosesByTheClock() {
        var counts = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 100)
        _ = counts.take(SampleBatch(values: [1, 1, 1]), arrival: 0.2)
        #expect(counts.clockCloseArrival == 1.001, "a millisecond past the end")
        #expect(!counts.closesByClock(at: 0.99) && counts.closesByClock(at: 1))
        #expect(counts.take(SampleBatch(), arrival: 1.01).rows.values == [3])
        #expect(counts.take(SampleBatch(), arrival: 3.5).rows.values == [0, 0])
        var means = BucketStage(span: .seconds(1), measure: .stats([.mean]), transform: .raw, arrivalEpoch: 100)
        _ = means.take(SampleBatch(values: [4, 6]), arrival: 0.2)
        #expect(means.take(SampleBatch(), arrival: 1.5).rows.values == [5])
        #expect(means.clockCloseArrival == nil && means.finish().rows.rowCount == 0)
    }

    /// `(for i in 1 … 7; do echo 5; sleep 0.3; done; sleep 0.9) | liveplot --count --every 1s` ended in a
    /// drop to 0 (`last=0`): the second the input ended in, opened by the clock, held no line. A bucket
    /// the input ended partway through is kept only if a row came in it; a full quiet second is 0.
    @Test func theBucketTheInputEndedInIsKeptOnlyWithARow() {
        var stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 100)
        var counts: [Double] = []
        for line in 0..<7 { counts += stage.take(SampleBatch(values: [5]), arrival: 0.1 + 0.3 * Double(line)).rows.values }
        counts += stage.take(SampleBatch(), arrival: 2.8).rows.values
        counts += stage.finish().rows.values
        #expect(counts == [3, 4], "not [3, 4, 0]")
        // A quiet second before the end is 0; the second the last line came in is kept.
        var quiet = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 100)
        counts = quiet.take(SampleBatch(values: [5]), arrival: 0.5).rows.values
        counts += quiet.take(SampleBatch(values: [5]), arrival: 2.5).rows.values
        counts += quiet.finish().rows.values
        #expect(counts == [1, 0, 1])
        // The last second read only lines `--match` took none of: nothing counted in the part of it read.
        var unmatched = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 100)
        counts = unmatched.take(SampleBatch(values: [5]), arrival: 0.5).rows.values
        counts += unmatched.take(SampleBatch(skippedLineCount: 3), arrival: 1.5).rows.values
        counts += unmatched.finish().rows.values
        #expect(counts == [1])
    }

    /// With the data's own times, a quiet producer's bucket stayed open for ever (UB's finding): it closes
    /// when the data's clock — the latest row's time run on by the wall clock since it came — has passed
    /// its end by `lateGrace` (5 s), whatever the data's times are to the wall clock (a log a day old,
    /// replayed). A line later still goes back: it is counted in the bucket open, at the latest x.
    @Test func theDataTimesBucketsCloseAGraceAfterTheirEnd() {
        var counts = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 1_000_000)
        #expect(counts.take(SampleBatch(values: [1, 1], xs: [50.1, 50.2]), arrival: 3).rows.rowCount == 0)
        #expect(counts.take(SampleBatch(values: [1], xs: [50.9]), arrival: 4).rows.rowCount == 0)
        #expect(abs(counts.clockCloseArrival! - 9.101) < 1e-9, "50.9 at 4 s: 51 + 5 s is reached at 9.1 s")
        #expect(!counts.closesByClock(at: 9.09) && counts.closesByClock(at: 9.11))
        // Within the grace, a line of the bucket (its time gone back: at the latest x) is counted in it.
        #expect(counts.take(SampleBatch(values: [1], xs: [50.5]), arrival: 8).rows.rowCount == 0)
        let closed = counts.take(SampleBatch(), arrival: 9.2)
        #expect(closed.rows.values == [4] && closed.rows.xs == [50])
        // Later than that: into the clock's bucket (51), which opened at 0, not a second bucket 50.
        #expect(counts.take(SampleBatch(values: [1], xs: [50.99]), arrival: 9.5).rows.rowCount == 0)
        #expect(!counts.closesByClock(at: 15.4) && counts.closesByClock(at: 15.6), "51 at 9.5 s: 52 + 5 s at 15.5 s")
        let next = counts.take(SampleBatch(), arrival: 15.6)
        #expect(next.rows.values == [1] && next.rows.xs == [51])
        #expect(counts.finish().rows.rowCount == 0, "the second the input ended in held no line")
        // Stats: no bucket opens by the clock; a late value begins the next bucket, never the closed one again.
        var means = BucketStage(span: .seconds(1), measure: .stats([.mean]), transform: .raw, arrivalEpoch: 0)
        _ = means.take(SampleBatch(values: [1, 3], xs: [50.1, 50.2]), arrival: 0)
        #expect(means.take(SampleBatch(), arrival: 6.3).rows.values == [2])
        #expect(means.clockCloseArrival == nil)
        #expect(means.take(SampleBatch(values: [10], xs: [50.7]), arrival: 7).rows.rowCount == 0)
        let last = means.finish().rows
        #expect(last.values == [10] && last.xs == [51])
    }

    /// Property: rows with the data's times come in random batches, each up to 4.9 s after the time its
    /// first row wrote (a buffered producer, its times any distance from the wall clock), with the clock's
    /// batches of no lines at random times between and after: the rows are those of grouping the rows
    /// by ⌊x ÷ span⌋ from scratch — no line within the grace is moved — with `--count`, every bucket from
    /// the first row's to the last row's, 0 where none came, and after it the full spans the data's clock
    /// passed by the grace at the last tick; with stats, the buckets that held values.
    @Test func linesWithinTheGraceKeepTheirBuckets() {
        var random = SplitMix64(seed: 0x6ACE)
        var failures: [String] = []
        for trial in 0..<300 {
            let span = [0.25, 0.5, 1, 2][Int(random.next() % 4)]
            let events = trial % 2 == 0
            let start = Double(random.next() % 1_000_000) + Double(random.next() % 8) / 8
            let lag = Double(random.next() % 25) / 10
            // Batches: rows over at most 2 s of the data's time, at the last one's time plus lag and jitter.
            var x = start
            var batches: [(xs: [Double], arrival: Double)] = []
            var latest = 0.0
            for _ in 0..<(1 + Int(random.next() % 20)) {
                var xs: [Double] = []
                let first = x
                for _ in 0..<(1 + Int(random.next() % 5)) where x - first <= 2 {
                    xs.append(x)
                    x += Double(random.next() % 12) / 16
                }
                latest = max(latest, xs.last! - start + lag + Double(random.next() % 6) / 10)
                batches.append((xs, latest))
                x += Double(random.next() % 24) / 8
            }
            // Ticks between the batches and after the last.
            var takes: [(xs: [Double], arrival: Double)] = []
            var previous = 0.0
            for batch in batches {
                if random.next() % 2 == 0 { takes.append(([], previous + (batch.arrival - previous) * Double(random.next() % 8) / 8)) }
                takes.append(batch)
                previous = batch.arrival
            }
            let lastTick = random.next() % 2 == 0 ? previous + Double(random.next() % 80) / 8 : nil
            if let lastTick { takes.append(([], lastTick)) }
            // The model.
            func number(_ x: Double) -> Double { (x / span).rounded(.down) }
            let all = batches.flatMap(\.xs)
            var byBucket: [Double: [Double]] = [:]
            for (index, x) in all.enumerated() { byBucket[number(x), default: []].append(Double(index % 7)) }
            var expected: [[Double]] = []
            var expectedXs: [Double] = []
            if events {
                var end = number(all.last!)
                if let lastTick { end = max(end, number(all.last! + lastTick - batches.last!.arrival - BucketStage.lateGrace) - 1) }
                var bucket = number(all[0])
                while bucket <= end {
                    expected.append([Double(byBucket[bucket]?.count ?? 0)])
                    expectedXs.append(bucket * span)
                    bucket += 1
                }
            } else {
                for bucket in byBucket.keys.sorted() {
                    let values = byBucket[bucket]!
                    expected.append([values.reduce(0, +) / Double(values.count)])
                    expectedXs.append(bucket * span)
                }
            }
            // The stage.
            var stage = BucketStage(span: .seconds(span), measure: events ? .events : .stats([.mean]), transform: .raw, arrivalEpoch: 0)
            var rows: [[Double]] = []
            var xs: [Double] = []
            func keep(_ closed: BucketRows) {
                for row in 0..<closed.rows.rowCount { rows.append((0..<closed.rows.seriesCount).map { closed.rows.value(row: row, series: $0) }) }
                xs += closed.rows.xs
            }
            var taken = 0
            for take in takes {
                let values = take.xs.indices.map { Double(($0 + taken) % 7) }
                taken += take.xs.count
                keep(stage.take(SampleBatch(values: values, xs: take.xs), arrival: take.arrival))
                if stage.closesByClock(at: take.arrival) { failures.append("trial \(trial): a bucket the clock passed is open at \(take.arrival)") }
            }
            keep(stage.finish())
            let same = rows.count == expected.count && zip(rows, expected).allSatisfy { pair in
                pair.0.count == pair.1.count && zip(pair.0, pair.1).allSatisfy { abs($0 - $1) < 1e-9 }
            }
            if !same || xs != expectedXs {
                failures.append("trial \(trial) span \(span) events \(events): \(rows.prefix(6)) at \(xs.prefix(3)) for \(expected.prefix(6)) at \(expectedXs.prefix(3))")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(4))")
    }

    /// The open bucket drawn live: the mean and the median, which stand for the bucket partway; a count,
    /// a sum, a min or max, a p99 still filling are gaps (a false dive at the right edge); `--count` none.
    @Test func theOpenBucketShowsOnlyStatsThatStandForIt() {
        var stats = BucketStage(span: .seconds(1), measure: .stats([.mean, .percentile(50), .count, .max, .percentile(99)]),
                                transform: .raw, arrivalEpoch: 0)
        _ = stats.take(SampleBatch(values: [1, 2, 3], xs: [10.2, 10.4, 10.6]), arrival: 0)
        let partial = stats.partialRow()
        #expect(partial?.x == 10)
        #expect(partial.map { $0.values.map { $0.isNaN ? -1 : $0 } } == [2, 2, -1, -1, -1])
        var sums = BucketStage(span: .seconds(1), measure: .stats([.sum, .min]), transform: .raw, arrivalEpoch: 0)
        _ = sums.take(SampleBatch(values: [1, 2], xs: [10.2, 10.4]), arrival: 0)
        #expect(sums.partialRow() == nil)
        var counts = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0)
        _ = counts.take(SampleBatch(values: [1, 2], xs: [10.2, 10.4]), arrival: 0)
        #expect(counts.partialRow() == nil)
    }
}
