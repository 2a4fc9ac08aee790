/// Reads a stream of JSON lines: a row of the numbers in each line's object (`JSONLeaves`), each the
/// sample of the series named by its path (`-f`: the selected paths); `null` a gap; a time field
/// (`ts`, `time`, …) x. A line that is no valid object is skipped.
///
/// ```swift
/// JSONLinesReader.opens(Array(#"{"cpu":12}"#.utf8))                  // true: the sniffer's test
/// reader.read(Array(#"{"cpu":12}"#.utf8), context: &context, into: &batch)   // .row
/// ```
///
/// - Complexity: O(n) in the bytes of the line; no allocation once the buffers have grown.
struct JSONLinesReader: Sendable {
    private var json: JSONLeaves

    init(timeKeys: TimeKeys, areNamedByX: Bool) {
        json = JSONLeaves(timeKeys: timeKeys, areNamedByX: areNamedByX)
    }

    /// Whether the line's first byte past blanks opens a JSON object: then the stream is JSON lines.
    static func opens(_ line: UnsafeRawBufferPointer) -> Bool {
        line.first { !ByteClasses.isSpaceOrTab($0) } == JSONLeaves.objectOpens
    }

    mutating func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        guard json.read(line) else {
            context.skipReason = .invalid
            return .skipped
        }
        context.catalog.countDropped(json.droppedLeafCount)
        // Static, on the two fields it reads: a method assigned to a property of the same value copied
        // the whole reader per line.
        if context.x.findsTimes {
            context.x.lineTime = LineX.jsonTime(text: json.timeText, number: json.timeNumber, in: line, memo: &context.x.dateMemo)
        }
        var row = PendingRow()
        var gaps = GapColumns()
        var valued = GapColumns()
        let selects = context.picks.selection != nil
        let patterns = context.picks.patterns
        // The leaves are walked in place while the catalog changes: the closure touches only the catalog.
        json.forEachLeaf(in: line) { leaf, path, value in
            let column: Int?
            if selects {
                column = FieldPicks.selectedSeries(forKey: path, patterns: patterns, in: &context.catalog)
            } else {
                column = value.isNaN ? context.catalog.existingSeries(forKey: path) : context.catalog.series(forKey: path, ordinal: leaf)
            }
            guard let column else { return }
            // A key given twice (`{"k":1,"k":null}`): the number stands, the null leaves no gap over it.
            if value.isNaN {
                if !valued.contains(column) { gaps.insert(column) }
            } else {
                batch.put(value, column: column, row: &row, names: context.catalog.names)
                valued.insert(column)
                gaps.remove(column)
            }
        }
        guard row.isBegun else {
            if selects { context.skipReason = .notSelected }
            return .skipped
        }
        gaps.put(into: &batch, row: row.index, names: context.catalog.names)
        context.headers.hasSeenData = true
        return .row
    }
}
