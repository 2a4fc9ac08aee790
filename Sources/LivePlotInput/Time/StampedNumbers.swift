import LivePlotBasics

/// How the numbers after a `StampedShape`'s timestamp are read into a row: the run's loop is
/// specialised for each kind (`SampleBatch.appendRows(stamped:…)`), so a line of one number, the
/// commonest log, runs a loop with no column list, count of fields or separator between numbers.
///
/// ```swift
/// // "2026-11-22T10:00:00.001Z 12" past byte 25: 12 into row[0], the end 27.
/// OneStampedNumber().readNumbers(bytes, from: 25, into: row, powers: .shared)   // 27
/// ```
protocol StampedNumbers: Sendable {
    /// Reads the numbers that begin at `index` in `bytes` (past the timestamp and its separator), each
    /// into its column of `row`, and returns the index past the last; nil when they are not this
    /// kind's (then `row` holds no meaning). The caller checks the line's end.
    func readNumbers(_ bytes: UnsafeRawBufferPointer, from index: Int, into row: UnsafeMutablePointer<Double>, powers: FastPowers) -> Int?

    /// Whether `readNumbers` writes each of a row's `width` columns: then a line it reads leaves no
    /// gap, and the row needs no filling first.
    func writesEveryColumn(of width: Int) -> Bool
}
