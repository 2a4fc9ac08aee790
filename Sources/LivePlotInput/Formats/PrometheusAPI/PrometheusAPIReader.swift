import LivePlotBasics

/// Reads a stream of Prometheus HTTP API responses, one a line (`PrometheusResponse`: what
/// `curl -s 'host:9090/api/v1/query?query=…'` prints, run again and again): a series per result, named
/// as Prometheus writes it (`up{instance="web1:9100",job="node"}`), each value at its own timestamp.
/// A response's samples make a row per timestamp, in time order (a vector's: one row; a matrix's: its
/// whole history), a series with no value at a row's time a gap. `-f` selects series by name or pattern.
///
/// ```swift
/// PrometheusAPIReader.opens(line)                       // the sniffer's test
/// reader.read(line, context: &context, into: &batch)   // .row: a row per timestamp
/// ```
///
/// An error response is said (`InputNotice.queryFailed`, its text escaped) and its line skipped
/// (`SkipReason.queryFailed`); the next success takes the notice back. `NaN` and `±Inf` are no value
/// (`SkipReason.notFinite` when a response has nothing else), and so is a result of no series
/// (`SkipReason.noResult`).
///
/// - Complexity: O(n + s log s) for a line of n bytes and s samples.
struct PrometheusAPIReader {
    /// The farthest time from the epoch a sample may have, in seconds: the year 5138, far past any
    /// Prometheus's, and within what a time in microseconds holds (`Int64`: some 292,000 years).
    static let farthestTime = 1e11

    private var response = PrometheusResponse()
    /// Each series of the response being read: its column, nil when not plotted.
    private var columns: [Int?] = []
    /// The response's samples by time (each series' in the order written among equal times).
    private var order: [Int] = []
    /// Whether an error is said that a success takes back.
    private var saysError = false

    init() {}

    /// The most characters of an error's text said: a line of standard error (a status line clips it).
    static let errorLength = 400

    /// Whether the line opens a stream of the API's responses (`PrometheusResponse.opens`).
    static func opens(_ line: UnsafeRawBufferPointer) -> Bool { PrometheusResponse.opens(line) }

    mutating func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        switch response.read(line) {
        case .invalid:
            context.skipReason = .invalid
            return .skipped
        case .error(let type, let message):
            batch.notices.append(.queryFailed(type: UnusedLine.visible(type), error: UnusedLine.visible(message, length: Self.errorLength)))
            saysError = true
            context.skipReason = .queryFailed
            return .skipped
        case .success:
            if saysError {
                batch.notices.append(.queryFailed(type: "", error: ""))
                saysError = false
            }
        }
        guard response.seriesCount > 0 else {
            context.skipReason = .noResult
            return .skipped
        }
        placeSeries(context: &context)
        guard putRows(context: &context, into: &batch) else {
            if context.skipReason == .noNumber { context.skipReason = .notFinite }
            return .skipped
        }
        context.headers.hasSeenData = true
        return .row
    }

    /// Each series of the response to its column: a new series only once it has a value (`-f`: when
    /// selected).
    private mutating func placeSeries(context: inout RowContext) {
        columns.removeAll(keepingCapacity: true)
        var hasValue = [Bool](repeating: false, count: response.seriesCount)
        for sample in response.samples where !sample.value.isNaN { hasValue[sample.series] = true }
        let selects = context.picks.selection != nil
        for series in 0..<response.seriesCount {
            columns.append(response.withName(ofSeries: series) { name in
                if selects { return FieldPicks.selectedSeries(forKey: name, patterns: context.picks.patterns, in: &context.catalog) }
                if let column = context.catalog.existingSeries(forKey: name) { return column }
                guard hasValue[series] else { return nil }
                // Found by its whole name (`-f`'s too), shown by what tells it apart.
                let shown = response.shortName(ofSeries: series, longerThan: SeriesCatalog.maximumNameLength) ?? String(decoding: name, as: UTF8.self)
                guard let column = context.catalog.addSeries(named: shown, key: name) else {
                    context.catalog.countDropped(1)
                    return nil
                }
                return column
            })
        }
        if selects, !columns.contains(where: { $0 != nil }) { context.skipReason = .notSelected }
    }

    /// A row per timestamp, in time order, each stamped with its time; false when no value went in.
    private mutating func putRows(context: inout RowContext, into batch: inout SampleBatch) -> Bool {
        let samples = response.samples
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: samples.indices)
        order.sort { samples[$0].time < samples[$1].time || samples[$0].time == samples[$1].time && $0 < $1 }
        var row = PendingRow()
        var rowTime = 0.0
        // The columns the row has a value in: a series twice at one time (a result repeated) begins a row.
        var taken = GapColumns()
        for index in order {
            let sample = samples[index]
            // A time beyond any calendar's reach (1e13 s) is no time of Prometheus's: passed over.
            guard let column = columns[sample.series], !sample.value.isNaN, abs(sample.time) < Self.farthestTime else { continue }
            if row.isBegun, sample.time != rowTime || taken.contains(column) {
                row = PendingRow()
                taken = GapColumns()
            }
            let begins = !row.isBegun
            batch.put(sample.value, column: column, row: &row, names: context.catalog.names)
            taken.insert(column)
            guard begins else { continue }
            rowTime = sample.time
            // Prometheus writes seconds since the epoch, whatever their magnitude.
            if context.x.findsTimes, sample.time.isFinite {
                batch.stampX(sample.time, fromRow: row.index)
                // Said by `--explain` as the time the format writes; every row is stamped already.
                context.x.lineTime = .instant(civil: Int64((sample.time * 1e6).rounded()), offset: 0)
            }
        }
        return row.isBegun
    }
}
