import LivePlotBasics

/// A shape reads its numbers by its columns: plain numbers (`SampleParser.plainNumber`), one separator
/// between two (`between`), each into its column.
extension StampedShape: StampedNumbers {
    @inline(__always)
    func readNumbers(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>, powers: FastPowers) -> Int? {
        let count = bytes.count
        // One call of the number parse, which is inlined here (a second would not be): a separator
        // before each number but the first.
        var index = start
        var field = 0
        var end: Int
        while true {
            guard let (value, numberEnd) = SampleParser.plainNumber(in: bytes, from: index, powers: powers) else { return nil }
            row[columns[field]] = value
            field &+= 1
            end = numberEnd
            if field == columns.count { break }
            guard end < count, Self.isOne(of: between, bytes[end]) else { return nil }
            index = end &+ 1
        }
        return end
    }

    func writesEveryColumn(of width: Int) -> Bool {
        Set(columns).count == width && columns.allSatisfy { $0 < width }
    }
}
