/// The row-block arithmetic of a window: the rows up to `endRow` in aligned blocks of `rowsPerColumn`,
/// the block holding the row before `endRow` in the last of `dotColumns` columns. The window, the cursor's
/// readout and the keys' zoom all place rows in columns by this one rule.
///
/// ```swift
/// let blocks = RowBlocks(endRow: 100, rowsPerColumn: 4, dotColumns: 10)
/// blocks.rows(ofColumn: 9, keptFrom: 0)   // 96..<100
/// blocks.column(ofRow: 61)                // 0
/// ```
public struct RowBlocks: Hashable, Sendable {
    public let endRow: Int
    public let rowsPerColumn: Int
    public let dotColumns: Int

    public init(endRow: Int, rowsPerColumn: Int, dotColumns: Int) {
        precondition(rowsPerColumn >= 1, "at least one row per column")
        self.endRow = endRow
        self.rowsPerColumn = rowsPerColumn
        self.dotColumns = dotColumns
    }

    /// The number of the block in the last column.
    private var lastBlock: Int { (endRow - 1) / rowsPerColumn }

    /// The first row of `column`'s block, kept or not.
    public func firstRow(ofColumn column: Int) -> Int { (lastBlock - (dotColumns - 1 - column)) * rowsPerColumn }

    /// The rows `column` shows of those kept (from `firstKept`): empty when it shows none.
    public func rows(ofColumn column: Int, keptFrom firstKept: Int) -> Range<Int> {
        let first = firstRow(ofColumn: column)
        let lower = max(first, firstKept)
        let upper = min(first + rowsPerColumn, endRow)
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// The column whose block holds `row`.
    public func column(ofRow row: Int) -> Int { dotColumns - 1 - (lastBlock - row / rowsPerColumn) }

    /// The end row that puts `row`'s block in `column`, blocks of `rowsPerColumn` over `dotColumns`.
    public static func endRow(placing row: Int, atColumn column: Int, rowsPerColumn: Int, dotColumns: Int) -> Int {
        (row / rowsPerColumn + (dotColumns - 1 - column) + 1) * rowsPerColumn
    }
}
