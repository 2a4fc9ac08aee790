import LivePlotInput

/// Buckets closed, as rows for the store: each bucket's stats as a row of a batch, and, for buckets of
/// stats, how many values of each input series went into it (the `n=` the cursor reads beside a p99).
///
/// ```swift
/// let closed = stage.take(batch, arrival: 0)
/// closed.rows.value(row: 0, series: 0)   // the first bucket's first stat
/// closed.sampleCount(row: 0, input: 0)   // 1204 values of the first input series in it
/// ```
public struct BucketRows: Sendable {
    /// One row per bucket, at the x the bucket began.
    public var rows: SampleBatch
    /// Per row, the values of each input series it took, row after row (`inputCount` a row); empty for
    /// buckets of events, whose count is their value.
    public var sampleCounts: [Int]
    /// Input series a row's sample counts cover.
    public var inputCount: Int
    /// Empty buckets of events closed but not kept as rows, all older than the newest `maximumFill` empty
    /// ones, which are (`ClosedBuckets`): they would scroll out of the history behind those. Each is a 0
    /// all the same, counted in the figures: `n=` is the same however the input came in batches.
    public var omittedEmptyCount: Int

    public init(rows: SampleBatch, sampleCounts: [Int] = [], inputCount: Int = 0, omittedEmptyCount: Int = 0) {
        precondition(sampleCounts.count == (inputCount == 0 ? 0 : rows.rowCount * inputCount), "a count per row and input")
        self.rows = rows
        self.sampleCounts = sampleCounts
        self.inputCount = inputCount
        self.omittedEmptyCount = omittedEmptyCount
    }

    /// The values of input series `input` in bucket `row`.
    public func sampleCount(row: Int, input: Int) -> Int {
        input < inputCount ? sampleCounts[row * inputCount + input] : 0
    }
}
