/// Reads a line of `key=value` / `key:value` pairs (`cpu=12 mem:40%`, `load: 0.5`), scanned into the
/// context's fields: each pair's number the sample of the series its key names (`-f`: the selected
/// keys, `SelectedFields`); a pair keyed as the time (`ts=…`) is x (`LineX`, `TimeKeyRoles`). A line of
/// pairs only teaches the decoder its shape (`RowShape`), for a run of like lines read in one pass.
///
/// ```swift
/// // `cpu=12 mem=40`, scanned: a row of 12 and 40, series cpu and mem
/// PairsReader.read(line, context: &context, into: &batch)
/// ```
///
/// - Complexity: O(fields) past the scan.
enum PairsReader {
    /// Whether the line holds a pair (the sniffer's question: such a line is no delimited text).
    static func holdsPairs(_ line: UnsafeRawBufferPointer, context: inout RowContext) -> Bool {
        AlignedColumnsReader.mayHoldPairs(line) && context.fields.scan(line, powers: context.powers).pairCount > 0
    }

    /// Reads the scanned line of pairs (`context.fields`, `pairCount` of them) into a row; a line of
    /// one pair and no time of its own (`lo: 4101183 3103 …`, `cpu=12`) is one series of a scrape and
    /// joins its row (`ScrapeRow`).
    static func read(_ line: UnsafeRawBufferPointer, pairCount: Int, context: inout RowContext,
                     into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        if pairCount == 1, context.x.positionBase == 0, let outcome = readScraped(line, context: &context, into: &batch) { return outcome }
        var row = PendingRow()
        let count = context.fields.count
        // A line of pairs only, each a number of a series kept and none the time, teaches its shape.
        var isShape = pairCount == count && context.x.positionBase == 0
        var isLearnt = context.rowShape.map { $0.isKeyed && $0.columns.count == count } ?? false
        var ordinal = 0
        for index in 0..<count where context.fields.isPair(index) {
            defer { ordinal += 1 }
            let value = context.fields.values[index]
            let key = context.fields.key(index, in: line)
            if !context.x.timeKeys.isEmpty, context.x.timeKeys.contains(key) {
                isShape = false
                let valueStart = context.fields.keyEnds[index] + 1
                if isTime(key, valueStart: valueStart, number: value, in: line, x: &context.x) { continue }
            }
            guard !value.isNaN else {
                isShape = false
                continue
            }
            if let column = context.catalog.series(forKey: key, ordinal: ordinal) {
                batch.put(value, column: column, row: &row, names: context.catalog.names)
                // A keyed column has one key: the same columns are the same keys.
                isLearnt = isLearnt && context.rowShape?.columns[index] == column
            } else {
                isShape = false
            }
        }
        if isShape, !isLearnt { learnShape(of: line, context: &context) }
        return context.ended(row)
    }

    /// A line's one pair into the scrape's row; nil when it is no sample of a scrape: `-f` decides, the
    /// pair is keyed as a time, or the line has a time of its own (then it is a row of its own).
    private static func readScraped(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome? {
        guard let index = (0..<context.fields.count).first(where: { context.fields.isPair($0) }) else { return nil }
        let key = context.fields.key(index, in: line)
        guard context.x.lineTime == nil, context.x.timeKeys.isEmpty || !context.x.timeKeys.contains(key) else { return nil }
        let value = context.fields.values[index]
        guard !value.isNaN, let column = context.catalog.series(forKey: key, ordinal: 0) else { return context.ended(PendingRow()) }
        var row = context.scrape.row(for: column, timestamp: nil, in: batch)
        batch.put(value, column: column, row: &row, names: context.catalog.names)
        context.scrape.took(row)
        return context.ended(row)
    }

    /// Whether a pair keyed as the time (`ts=2026-11-22T10:00:01Z`, `time=1795341601`) is x, not a
    /// series: unless its first value made it one (`time=12.5 ms`, a duration: `TimeKeyRoles`). Its time
    /// becomes the line's.
    private static func isTime(_ key: UnsafeRawBufferPointer, valueStart: Int, number value: Double,
                               in line: UnsafeRawBufferPointer, x: inout LineX) -> Bool {
        let role = x.pairTimeRoles.role(of: key)
        guard role != .series else { return false }
        let time = x.lineTime != nil ? nil : LineX.pairTime(in: line, valueStart: valueStart, number: value, memo: &x.dateMemo)
        if role == .undecided { x.pairTimeRoles.decide(key, isTime: time != nil, isNumber: !value.isNaN) }
        if let time {
            x.lineTime = time
            return true
        }
        return x.pairTimeRoles.role(of: key) == .x
    }

    /// Learns the shape of the scanned line of pairs: each key, to its series.
    private static func learnShape(of line: UnsafeRawBufferPointer, context: inout RowContext) {
        var columns: [Int] = []
        var keys: [[UInt8]] = []
        for index in 0..<context.fields.count {
            let key = context.fields.key(index, in: line)
            guard let column = context.catalog.existingSeries(forKey: key) else { return }
            columns.append(column)
            keys.append(Array(key))
        }
        context.rowShape = RowShape(columns: columns, keys: keys)
    }
}
