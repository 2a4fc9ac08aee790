/// A header's words made columns by its first row: two words one blank apart are one name (`CONTAINER
/// ID`, ifstat's `KB/s in`) when a cell lies under both, or one of them has none under it; words with a
/// cell each under them (iostat's `%rrqm r_await`) stay two columns, and so does every word when the
/// row has a cell for each (`all 1 2` under `CPU %user %nice`: no aligned table, read in order).
///
/// ```swift
/// // ` KB/s in  KB/s out` over `    0.00      0.00`
/// TableColumnMerge(words: …, headerCells: …, cells: …, rowCells: …).spans   // [1..<8, 10..<18]
/// ```
///
/// - Complexity: O(words × cells), both at most `TableLayout.maximumCells`.
struct TableColumnMerge {
    /// Each column's characters in the header.
    private(set) var spans: [(start: Int, end: Int)] = []

    /// - Parameters: the header's word indices (past its time) in `headerCells`, and the first row's
    ///   cell indices in `rowCells`.
    init(words: [Int], headerCells: TableCells, cells: [Int], rowCells: TableCells) {
        func isUnder(_ cell: Int, _ start: Int, _ end: Int) -> Bool {
            rowCells.starts[cell] < end && start < rowCells.ends[cell]
        }
        func hasCell(_ start: Int, _ end: Int) -> Bool { cells.contains { isUnder($0, start, end) } }
        let mayMerge = cells.count != words.count
        for word in words {
            let start = headerCells.starts[word], end = headerCells.ends[word]
            if mayMerge, let last = spans.last, start - last.end == 1 {
                let spansBoth = cells.contains { isUnder($0, last.start, last.end) && isUnder($0, start, end) }
                if spansBoth || !hasCell(last.start, last.end) || !hasCell(start, end) {
                    spans[spans.count - 1].end = end
                    continue
                }
            }
            spans.append((start, end))
        }
    }
}
