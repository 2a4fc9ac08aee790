import Testing
@testable import LivePlotInput
@testable import LivePlotStore

/// What `--heatmap` keeps of buckets' values (`HeatRecord`): each bucket's values by fine bin, numbered
/// as the store's rows, bounded.
@Suite struct HeatRecordTests {
    /// A bucket's values come back with their counts, each within 1% of itself, by input series.
    @Test func aBucketsValuesComeBack() {
        var record = HeatRecord(capacity: 10)
        for value in [12.5, 12.5, 12.5, 480, -3, 0] { record.add(value, input: 0) }
        record.add(7, input: 1)
        record.close()
        var seen: [(Double, Int)] = []
        record.forEachValue(inBucket: 0, inputs: [0]) { seen.append(($0, $1)) }
        #expect(seen.map(\.1).reduce(0, +) == 6, "every value of input 0, none of input 1")
        for (value, expected, count) in [(12.5, 12.5, 3), (480, 480, 1), (-3, -3, 1), (0, 0, 1)] as [(Double, Double, Int)] {
            _ = value
            #expect(seen.contains { abs($0.0 - expected) <= abs(expected) * 0.01 && $0.1 == count }, "\(expected)×\(count) in \(seen)")
        }
        var other: [(Double, Int)] = []
        record.forEachValue(inBucket: 0, inputs: [1]) { other.append(($0, $1)) }
        #expect(other.count == 1 && abs(other[0].0 - 7) < 0.07)
    }

    /// At most `capacity` buckets: the oldest go, the numbering stays the store's.
    @Test func theOldestBucketsGo() {
        var record = HeatRecord(capacity: 3)
        for bucket in 0..<10 {
            record.add(Double(bucket + 1), input: 0)
            record.close()
        }
        #expect(record.firstBucket == 7 && record.nextBucket == 10)
        var seen: [Double] = []
        record.forEachValue(inBucket: 9, inputs: [0]) { value, _ in seen.append(value) }
        record.forEachValue(inBucket: 2, inputs: [0]) { value, _ in seen.append(value) }
        #expect(seen.count == 1 && abs(seen[0] - 10) < 0.1, "bucket 9 holds 10; bucket 2 is gone")
    }

    /// A stage with a record keeps it in step with its rows: a bucket of stats is a row and a record.
    @Test func theStageFeedsItBucketByBucket() {
        var store = SeriesStore(capacity: 100, bucketing: {
            var stage = BucketStage(span: .seconds(1), measure: .stats([.percentile(50)]), transform: .raw, arrivalEpoch: 0)
            stage.heat = HeatRecord(capacity: 100)
            return stage
        }())
        store.append(SampleBatch(rows: [[1], [2], [3], [40]], seriesNames: ["ms"], xs: [100, 100.5, 101, 102]))
        store.finishInput()
        let record = store.bucketing!.heat!
        #expect(store.rowCount == 3 && record.nextBucket == 3)
        var counts: [Int] = []
        for bucket in 0..<3 {
            var count = 0
            record.forEachValue(inBucket: bucket, inputs: [0]) { count += $1 }
            counts.append(count)
        }
        #expect(counts == [2, 1, 1])
    }
}
