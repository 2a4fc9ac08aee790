/// Why a line gave no sample, as a reader saw it: what `--explain` says of the line, and what a chart
/// with no samples counts (`no samples: 3 lines, 2 taken as headers, 1 without a number`).
///
/// A reader sets `RowContext.skipReason` on the paths that skip or pass over a line (never on the path
/// of a row), so the hot path pays nothing for it; `FieldRowReader.lastSkipReason` reads it back after
/// a line's outcome is `.skipped`, `.header` or `.ignored`.
///
/// ```swift
/// reader.read(Array("Average:  all  0.33".utf8), into: &batch)   // .skipped
/// reader.lastSkipReason                                          // .summaryRow
/// ```
public enum SkipReason: Int, Hashable, Sendable, CaseIterable {
    /// A line with no number a series takes (`connection reset by peer`).
    case noNumber
    /// A blank line (it ends a block of rows).
    case blank
    /// A line of names: the header of the block that follows.
    case header
    /// A repeat of the block's header (vmstat and docker stats repeat theirs).
    case repeatedHeader
    /// A line before the data that is no header: a banner or a title (`Linux 6.1 (vm) 11/26/26 …`).
    case banner
    /// A summary row of a table (`Average:`, `Total:`): no sample.
    case summaryRow
    /// A row of a producer's first report, which is averages since boot, not a sample of the session
    /// (vmstat's first line, iostat's first report, dstat's first row: `SinceBootReport`).
    case sinceBoot
    /// A field where a number belongs that cannot be read as one (`"7,779.47"` misread); its column's
    /// value is missing from the line.
    case unreadableField
    /// A line with a control character in it (a lone CR), not text a person reads.
    case controlCharacters
    /// `nan`, `inf`: values that are not finite.
    case notFinite
    /// A line longer than the most a line may be, skipped whole.
    case tooLong
    /// A delimited record whose quote never closed.
    case recordNeverClosed
    /// A line `--match` does not match, or the pattern of the producer's profile that reads the stream
    /// (`ProducerReading`: ping's reply line) and none of the lines it knows.
    case notMatched
    /// A line a producer writes instead of a sample, as its profile knows it (`ProducerLineRule`): ping's
    /// `Request timeout for icmp_seq 5`, `From 10.0.0.1 icmp_seq=3 Destination Host Unreachable`.
    case notice
    /// A line of the stream's format that is not valid in it (a JSON line that does not parse).
    case invalid
    /// An error a query answered (Prometheus's `{"status":"error",…}`), said besides (`InputNotice.queryFailed`).
    case queryFailed
    /// A query's answer of no series (Prometheus's `"result":[]`): nothing matched it.
    case noResult
    /// A line the format allows with nothing to plot: a metric stream's comment, a metric `-f` does not
    /// select, a field `-f` does not select.
    case notSelected
    /// A line that is a time alone before a table's report (`iostat -t`'s `11/27/26 23:51:18`): x for
    /// the rows under it (`TableReportTime`).
    case reportTime
    /// A row whose values are 0 under a label that has no series yet, in a table whose labels get one once
    /// busy (`TableState.makesSeriesOnceNonZero`: top's and `pidstat -p ALL`'s idle processes).
    case idleRow
}
