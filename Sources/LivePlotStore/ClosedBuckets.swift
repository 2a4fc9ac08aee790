import LivePlotInput

/// The rows of buckets closed by one batch, before they are `BucketRows`.
struct ClosedBuckets {
    var rows: [[Double]] = []
    var xs: [Double] = []
    /// Per row of stats, the values each input series put in it.
    var sampleCounts: [[Int]] = []
    var skippedLineCount = 0
    var droppedValueCount = 0

    mutating func append(x: Double, values: [Double], sampleCounts counts: [Int]? = nil) {
        rows.append(values)
        xs.append(x)
        if let counts { sampleCounts.append(counts) }
    }

    /// The rows as a batch of `names.count` series (earlier rows widened with gaps), with xs unless the
    /// buckets are of rows, and their sample counts (earlier rows widened with 0: no value of a series
    /// that came later).
    func rows(names: [String]) -> BucketRows {
        let width = max(names.count, rows.map(\.count).max() ?? 0)
        let widened = rows.map { $0 + Array(repeating: Double.nan, count: width - $0.count) }
        let names = names + (names.count..<width).map { String($0 + 1) }
        let timed = !xs.contains { $0.isNaN }
        var batch = rows.isEmpty ? SampleBatch() : SampleBatch(rows: widened, seriesNames: names, xs: timed ? xs : [])
        batch.skippedLineCount = skippedLineCount
        batch.droppedValueCount = droppedValueCount
        guard !sampleCounts.isEmpty else { return BucketRows(rows: batch) }
        let inputs = sampleCounts.map(\.count).max() ?? 0
        let counts = sampleCounts.flatMap { $0 + Array(repeating: 0, count: inputs - $0.count) }
        return BucketRows(rows: batch, sampleCounts: counts, inputCount: inputs)
    }
}
