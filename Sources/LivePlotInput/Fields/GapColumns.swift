/// The columns of one line that had an empty field (or none, in a short row), gathered while the line is
/// read and marked once its row exists: a line of empty fields only makes no row.
///
/// ```swift
/// var gaps = GapColumns()
/// gaps.insert(1)                       // `12,,40`: the second series has a gap
/// gaps.put(into: &batch, row: row, names: catalog.names)   // after the line's first value began the row
/// ```
struct GapColumns {
    /// One bit per column: a line has at most `SeriesCatalog.maximumCount` series.
    private var bits: UInt64 = 0

    init() {}

    /// Adds `column`; nil (a position without a series) adds nothing.
    @inline(__always)
    mutating func insert(_ column: Int?) {
        guard let column else { return }
        precondition(column >= 0 && column < 64, "a series' column")
        bits |= 1 << UInt64(column)
    }

    /// Takes `column` out: the line gave it a number after all.
    @inline(__always)
    mutating func remove(_ column: Int) {
        bits &= ~(1 << UInt64(column))
    }

    /// Whether `column` was added.
    @inline(__always)
    func contains(_ column: Int) -> Bool { bits & 1 << UInt64(column) != 0 }

    /// Adds the series of every position after `last`, the line's last field: a short row is short of
    /// those fields, and leaves gaps in their series as empty fields do.
    ///
    /// - Complexity: O(series past `last`), not O(positions): `-x 524288` leaves every line short.
    mutating func insertPositions(after last: Int, of catalog: SeriesCatalog) {
        for position in catalog.seriesPositions.reversed() {
            guard position > last else { return }
            insert(catalog.existingSeries(atPosition: position))
        }
    }

    /// Marks each column gathered as a gap in `row` of `batch`.
    @inline(__always)
    func put(into batch: inout SampleBatch, row: Int, names: @autoclosure () -> [String]) {
        var rest = bits
        while rest != 0 {
            batch.putGap(column: rest.trailingZeroBitCount, row: row, names: names())
            rest &= rest - 1
        }
    }
}
