import LivePlotStore

/// The rows each dot column of a window holds, for drawings that need a column's values, not its
/// envelope (the heatmap bins every value a column shows). The choice follows `place` case for case and
/// calls the same arithmetic (`xRanges`, `RowBlocks`, `spreadColumn`, `recentColumn`, `envelopeRows`), so
/// a column holds the rows the line chart draws there; a spread is taken settled.
///
/// ```swift
/// let rows = VisibleWindow.columnRows(store, viewport: .follow, dotColumns: 160)
/// rows[159]  // the newest row's range: 999..<1000 after 1000 rows
/// ```
///
/// - Complexity: O(dotColumns + rows shown) (O(dotColumns × log rows) by x).
extension VisibleWindow {
    /// The rows each dot column of this window holds, `columnRows(store, viewport:dotColumns:)` of the
    /// store it was made of: the ranges its points were placed by when x places them, found again else.
    ///
    /// - Complexity: O(1) when x places the rows; else as `columnRows(_:viewport:dotColumns:)`.
    public func columnRows(of store: SeriesStore) -> [Range<Int>] {
        xColumnRows ?? Self.columnRows(store, viewport: viewport, dotColumns: dotColumns, columnGroup: columnGroup)
    }

    /// Row ranges (0-based row numbers, kept ones only), one per dot column, empty where a column shows none.
    public static func columnRows(_ store: SeriesStore, viewport: ChartViewport, dotColumns: Int, columnGroup: Int = 0) -> [Range<Int>] {
        let empty = Array(repeating: 0..<0, count: Swift.max(0, dotColumns))
        let count = store.keptRowCount
        guard dotColumns > 0, count > 0 else { return empty }
        let firstKept = store.rowCount - count
        let shown = rowsShown(store, viewport: viewport, dotColumns: dotColumns, columnGroup: columnGroup)
        let partialX = viewport.followsInput && store.xs != nil ? store.partialRow.flatMap { $0.x.isFinite ? $0.x : nil } : nil
        if let placement = xPlacement(store, rows: shown, viewport: viewport, dotColumns: dotColumns, columnGroup: columnGroup,
                                      partialX: partialX),
           let xs = placingXs(store, viewport: viewport) {
            return xRanges(rows: shown, placement: placement, xs: xs, firstKept: firstKept)
        }
        if let rows = spreadRows(store, viewport: viewport, dotColumns: dotColumns) {
            return byRow(rows, dotColumns: dotColumns) {
                spreadColumn(ofIndex: $0 - rows.lowerBound, count: rows.count, dotColumns: dotColumns)
            }
        }
        func blocks(endRow: Int, rowsPerColumn: Int) -> [Range<Int>] {
            let blocks = RowBlocks(endRow: endRow, rowsPerColumn: rowsPerColumn, dotColumns: dotColumns)
            return (0..<dotColumns).map { blocks.rows(ofColumn: $0, keptFrom: firstKept) }
        }
        switch viewport {
        case .follow, .recent(.seconds):
            return blocks(endRow: store.rowCount, rowsPerColumn: 1)
        case .recent(.rows(let span)) where span >= dotColumns:
            return blocks(endRow: store.rowCount, rowsPerColumn: (span + dotColumns - 1) / dotColumns)
        case .recent(.rows(let span)):
            return byRow(shown, dotColumns: dotColumns) {
                recentColumn(ofRow: $0, origin: store.rowCount - span, span: span, dotColumns: dotColumns)
            }
        case .window(let endRow, let rowsPerColumn):
            return blocks(endRow: min(max(endRow, 1), store.rowCount), rowsPerColumn: rowsPerColumn)
        case .fitAll:
            return (0..<dotColumns).map {
                let rows = envelopeRows(ofColumn: $0, count: count, dotColumns: dotColumns)
                return (rows.lowerBound + firstKept)..<(rows.upperBound + firstKept)
            }
        }
    }

    /// Ranges from a column for each row (never decreasing along the rows): a column's rows are those
    /// placed in it.
    private static func byRow(_ rows: Range<Int>, dotColumns: Int, column: (Int) -> Int) -> [Range<Int>] {
        var ranges = Array(repeating: 0..<0, count: dotColumns)
        for row in rows {
            let at = Swift.min(dotColumns - 1, Swift.max(0, column(row)))
            ranges[at] = ranges[at].isEmpty ? row..<(row + 1) : ranges[at].lowerBound..<(row + 1)
        }
        return ranges
    }
}
