import LivePlotInput

/// `--by`: the rows of a bucket split by their values of a field (`GroupedBuckets`), taken a run at a time.
///
/// ```swift
/// var stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 0, groupTop: 8)
/// stage.take(batch, arrival: 0)   // batch.groups: each row's value; a series per value of the 8 with most lines
/// ```
extension BucketStage {
    /// Takes the values `batch` names first (`SampleBatch.newGroupNames`), and the input series' name
    /// when it has several (`200 duration p99`: which one is split).
    mutating func name(_ batch: SampleBatch) {
        if !batch.newGroupNames.isEmpty { grouping!.name(batch.newGroupNames, from: batch.firstNewGroup) }
        if batch.seriesCount > 1, grouping!.stats != nil { grouping!.inputName = batch.seriesNames[0] }
    }

    /// What `--by` with stats says of a batch of several series: it splits the first, the others are not
    /// drawn; nil without stats (`--count` counts lines) or with one series.
    func splitNotice(for batch: SampleBatch) -> InputNotice? {
        guard grouping?.stats != nil, batch.seriesCount > 1 else { return nil }
        return .groupSplitsOneSeries(split: batch.seriesNames[0], others: Array(batch.seriesNames.dropFirst()))
    }

    /// Rows `rows` of `batch`, one bucket's, into their values' tallies: each row a line (`--count`), or
    /// its value of the first input series, where it has one (`--stat`).
    ///
    /// - Complexity: O(1) a row: an array indexed by value, no dictionary.
    mutating func group(_ batch: SampleBatch, rows: Range<Int>) {
        let bucket = open!.number
        if grouping!.stats == nil { grouping!.tally(batch.groups, rows: rows, bucket: bucket) } else { grouping!.add(batch, rows: rows, bucket: bucket) }
        // A heatmap of a split input bins every value of it, whichever series its value's stat went to.
        guard heat != nil, grouping!.stats != nil, batch.seriesCount > 0 else { return }
        for row in rows {
            let value = batch.value(row: row, series: 0)
            if !value.isNaN { heat!.add(value, input: 0) }
        }
    }
}
