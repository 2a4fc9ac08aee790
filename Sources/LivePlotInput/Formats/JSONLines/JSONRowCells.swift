/// The row a JSON line's leaves make, put as they come: a number in its column, a `null` a gap in its
/// column unless the line gave that column a number (a key given twice: `{"k":1,"k":null}`). A line of
/// no number makes no row.
///
/// ```swift
/// var cells = JSONRowCells()
/// cells.put(46.18, column: 0, into: &batch, names: catalog.names)
/// cells.put(.nan, column: 1, into: &batch, names: catalog.names)
/// cells.finish(into: &batch, context: &context)    // .row: 46.18 and a gap
/// ```
struct JSONRowCells {
    private var row = PendingRow()
    private var gaps = GapColumns()
    private var valued = GapColumns()

    init() {}

    /// Puts a leaf's value in `column`: a number in the row (begun by the first), NaN a gap to mark.
    @inline(__always)
    mutating func put(_ value: Double, column: Int, into batch: inout SampleBatch, names: @autoclosure () -> [String]) {
        if value.isNaN {
            if !valued.contains(column) { gaps.insert(column) }
        } else {
            batch.put(value, column: column, row: &row, names: names())
            valued.insert(column)
            gaps.remove(column)
        }
    }

    /// Marks the gaps of the row the line made: `.row`; `.skipped` when it made none (no number, or
    /// none `-f` selects).
    @inline(__always)
    func finish(into batch: inout SampleBatch, context: inout RowContext) -> FieldRowReader.Outcome {
        guard row.isBegun else {
            if context.picks.selection != nil { context.skipReason = .notSelected }
            return .skipped
        }
        gaps.put(into: &batch, row: row.index, names: context.catalog.names)
        context.headers.hasSeenData = true
        return .row
    }
}
