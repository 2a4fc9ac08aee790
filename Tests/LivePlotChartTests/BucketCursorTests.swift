import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart

/// The cursor reads a bucket (issue 18, point 4): its stat by name and how many values went into it,
/// `10:00:05 p99=182 ms n=1204`; the stage counts them per bucket and input series, and the store keeps
/// the counts lined up with its rows.
@Suite struct BucketCursorTests {
    static func stage(_ stats: [BucketStat], span: XSpan = .seconds(1)) -> BucketStage {
        BucketStage(span: span, measure: .stats(stats), transform: .raw, arrivalEpoch: 0)
    }

    /// Three buckets of a second: 3 values, 1, then (open until the end) 2; the second series has values
    /// in the first bucket only.
    static func batch() -> SampleBatch {
        SampleBatch(rows: [[10, 1], [20, .nan], [30, 2], [40, .nan], [50, .nan], [60, .nan]],
                    seriesNames: ["latency", "size"], xs: [100, 100.2, 100.9, 101.5, 102, 102.5])
    }

    @Test func theStageCountsTheValuesOfEachInputInEachBucket() {
        var stage = Self.stage([.percentile(50), .max])
        let closed = stage.take(Self.batch(), arrival: 0)
        #expect(closed.rows.rowCount == 2 && closed.inputCount == 2)
        #expect(closed.sampleCounts == [3, 2, 1, 0])
        let last = stage.finish()
        #expect(last.sampleCounts == [2, 0])
    }

    /// A bucket of stats none of whose series had a value is a gap: no row (and no count).
    @Test func aBucketWithoutValuesIsNoRow() {
        var stage = BucketStage(span: .seconds(1), measure: .stats([.percentile(99)]), transform: .delta, arrivalEpoch: 0)
        // A delta's first value gives nothing: the first bucket has no value.
        let closed = stage.take(SampleBatch(values: [5, 7, 10], xs: [100, 101, 101.5]), arrival: 0)
        #expect(closed.rows.rowCount == 0 && closed.sampleCounts.isEmpty)
        let last = stage.finish()
        #expect(last.rows.xs == [101] && last.sampleCounts == [2])
    }

    /// The counts stay lined up with the kept rows as the oldest are evicted, and a series that comes later
    /// has none in the rows before it.
    @Test func theStoreKeepsTheCountsByRow() {
        var store = SeriesStore(capacity: 3, bucketing: Self.stage([.mean]))
        store.append(SampleBatch(values: [1, 2, 3, 4, 5, 6, 7], xs: [99, 100, 101, 101.5, 102, 102.1, 103]))
        // Buckets at 99 (1 value), 100 (1), 101 (2), 102 (2) closed; 103 open. A second series comes at 104:
        // the rows before it, evicted ones too, have none of its values.
        store.append(SampleBatch(rows: [[8, 1], [9, 2]], seriesNames: ["1", "2"], xs: [104, 105]))
        store.finishInput()
        store.checkInvariants()
        #expect(store.rowCount == 7)
        #expect(Array(store.sampleCounts[0]) == [1, 1, 1])
        #expect(Array(store.sampleCounts[1]) == [0, 1, 1])
        #expect(store.sampleCounts.allSatisfy { $0.appendedCount == store.rowCount }, "lined up with the rows ever kept")
        #expect(store.sampleCount(input: 0, rows: 0..<3) == 3)
        #expect(store.bucketStat(ofSeries: 1)! == (1, "mean"))
    }

    /// One series of one stat: `p99=… n=…`; a column of several buckets sums their counts. (A bucket's
    /// p99 is its nearest rank, ⌈0.99 × n⌉: 30, 40, 60.)
    @Test func oneStatReadsByItsNameWithItsCount() {
        var store = SeriesStore(capacity: 100, bucketing: Self.stage([.percentile(99)]))
        store.append(SampleBatch(values: [10, 20, 30, 40, 50, 60], xs: [100, 100.2, 100.9, 101.5, 102, 102.5]))
        store.finishInput()
        let one = CursorReadout(store: store, rows: 1..<2, time: "00:01:41")
        #expect(one.lead == "00:01:41")
        #expect(one.fields(series: 0, unit: "ms") == ["p99=40 ms", "n=1"])
        let all = CursorReadout(store: store, rows: 0..<3, time: "00:01:40")
        #expect(all.fields(series: 0, unit: "ms") == ["p99≈40 ms", "min=30 ms", "max=60 ms", "n=6"])
    }

    /// Several stats of one input: the count once, in the lead; of several inputs, each entry its own.
    @Test func severalStatsSayTheCountOnce() {
        var store = SeriesStore(capacity: 100, bucketing: Self.stage([.percentile(50), .max]))
        store.append(Self.batch())
        store.finishInput()
        let shared = CursorReadout(store: store, rows: 2..<3, time: "00:01:42")
        #expect(shared.lead == "00:01:42", "two inputs with counts of their own")
        #expect(shared.entry(series: 0, unit: "") == "=50 n=2")
        #expect(shared.entry(series: 2, unit: "") == "=– n=0")
        var single = SeriesStore(capacity: 100, bucketing: Self.stage([.percentile(50), .max]))
        single.append(SampleBatch(values: [10, 20, 30], xs: [100, 100.2, 100.9]))
        single.finishInput()
        let reading = CursorReadout(store: single, rows: 0..<1, time: "00:01:40")
        #expect(reading.lead == "00:01:40 n=3")
        #expect(reading.entry(series: 0, unit: "") == "=20")
        #expect(reading.entry(series: 1, unit: "") == "=30")
    }

    /// `--count`: the value is the count; no `n=` beside it.
    @Test func eventsReadAsTheirCount() {
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0))
        store.append(SampleBatch(values: [1, 1, 1], xs: [100, 100.5, 101]))
        store.finishInput()
        #expect(CursorReadout(store: store, rows: 0..<1, time: "t").fields(series: 0, unit: "") == ["count=2"])
    }

    /// Without buckets the reading is the value's, as before.
    @Test func withoutBucketsTheValue() {
        var store = SeriesStore(capacity: 100)
        store.append(SampleBatch(values: [4, 5]))
        #expect(CursorReadout(store: store, rows: 1..<2, time: nil).fields(series: 0, unit: "") == ["value=5"])
    }
}
