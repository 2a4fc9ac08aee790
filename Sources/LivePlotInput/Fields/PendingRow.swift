/// The row of a batch a line's values go into: not begun until the line's first value, which begins it
/// (`SampleBatch.put`), so a line that holds no sample adds no row.
///
/// ```swift
/// var row = PendingRow()
/// batch.put(12, column: 0, row: &row, names: names)   // begins the row
/// row.isBegun                                          // true
/// ```
struct PendingRow {
    /// The row's index in the batch; -1 until begun (a sentinel kept inside this type alone).
    private var storage = -1

    init() {}

    var isBegun: Bool { storage >= 0 }

    /// The row's index in the batch; the row must have begun.
    var index: Int {
        precondition(storage >= 0, "a row not begun")
        return storage
    }

    /// Begins the row at `index`.
    mutating func begin(at index: Int) {
        precondition(storage < 0 && index >= 0, "a row begun once")
        storage = index
    }
}
