/// The first words of a table's summary rows (sysstat's `Average:`): no samples, as data.
///
/// ```swift
/// SummaryRows.isSummary(Array("Average:".utf8))   // true
/// ```
enum SummaryRows {
    static let words: [[UInt8]] = ["Average:", "Total:", "Summary:", "Mean:"].map { Array($0.utf8) }

    /// Whether a row's first cell begins a summary row.
    static func isSummary(_ cell: UnsafeRawBufferPointer) -> Bool {
        cell.last == UInt8(ascii: ":") && words.contains { $0.elementsEqual(cell) }
    }
}
