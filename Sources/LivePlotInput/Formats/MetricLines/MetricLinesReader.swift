/// Reads a stream of metric text, Prometheus's or Graphite's (`MetricLine`): a series per metric, and a
/// scrape's lines (one sample each) share a row (`RowContext.scrape`); `-f` selects metrics by name or pattern.
///
/// ```swift
/// MetricLinesReader.opens(Array("# HELP up Whether the target is up.".utf8))   // true: the sniffer's test
/// reader.read(Array("up 1".utf8), context: &context, into: &batch)              // .row
/// ```
///
/// - Complexity: O(n) in the bytes of the line.
struct MetricLinesReader: Sendable {
    /// Whether the line opens a stream of metric text (`MetricLine.opensStream`).
    static func opens(_ line: UnsafeRawBufferPointer) -> Bool { MetricLine.opensStream(line) }

    /// A line of metric text: its sample joins the scrape's row (`-f`: when its metric is selected).
    mutating func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        let sample: MetricLine
        switch MetricLine.read(line, powers: context.powers) {
        case .sample(let read): sample = read
        case .comment:
            context.skipReason = .notSelected
            return .ignored
        case .invalid:
            context.skipReason = .invalid
            return .skipped
        }
        // NaN and ±Inf are values the format allows, with no place on a chart.
        guard !sample.value.isNaN else {
            context.skipReason = .notFinite
            return .ignored
        }
        if context.x.findsTimes, let timestamp = sample.timestamp, let moment = EpochNumber.microseconds(of: timestamp) {
            context.x.lineTime = .instant(civil: moment, offset: 0)
        }
        let key = UnsafeRawBufferPointer(rebasing: line[sample.name])
        if context.picks.selection != nil, context.seenKeys.isOpen { context.seenKeys.note(key) }
        let found = context.picks.selection != nil
            ? FieldPicks.selectedSeries(forKey: key, patterns: context.picks.patterns, in: &context.catalog)
            : context.catalog.series(forKey: key)
        guard let column = found else {
            context.skipReason = .notSelected
            return .ignored
        }
        var row = context.scrape.row(for: column, timestamp: sample.timestamp, in: batch)
        batch.put(sample.value, column: column, row: &row, names: context.catalog.names)
        context.scrape.took(row)
        context.headers.hasSeenData = true
        return .row
    }
}
