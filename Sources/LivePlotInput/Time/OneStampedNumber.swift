import LivePlotBasics

/// The numbers of a stamped line of one series, and one number: that number alone, into column 0.
/// What a `StampedShape` of the one column 0 reads (`StampedShape+Numbers`), to the bit, in a loop
/// of its own (`StampedNumbers`).
///
/// ```swift
/// // "2026-11-22T10:00:00.001Z 12": past byte 25, 12 into row[0], the end 27.
/// OneStampedNumber().readNumbers(bytes, from: 25, into: row, powers: .shared)   // 27
/// ```
struct OneStampedNumber: StampedNumbers {
    @inline(__always)
    func readNumbers(_ bytes: UnsafeRawBufferPointer, from index: Int, into row: UnsafeMutablePointer<Double>, powers: FastPowers) -> Int? {
        guard let (value, end) = SampleParser.plainNumber(in: bytes, from: index, powers: powers) else { return nil }
        row.pointee = value
        return end
    }

    /// Every column: its rows are one column wide (a shape of the one column 0 in a batch of one series).
    @inline(__always)
    func writesEveryColumn(of width: Int) -> Bool {
        precondition(width == 1, "a row of one column")
        return true
    }
}
