import LivePlotBasics

/// A line of a shape that passes over fields (`-f 2,5,8` passes over five of eight), read in two
/// passes: first where every field begins, the bytes a field may not hold found sixteen at a time
/// (`FieldStops`) and each field ended by the next of them, which must be a separator; then the number
/// of each field read, which must fill it. No field is looked at byte by byte but those read.
///
/// ```swift
/// // -f 2 of "x 12.5 9\n": "x" passed over, "12.5" read, the rest searched only for a pair's mark.
/// let shape = RowShape(columns: [RowShape.skipped, 0], delimiter: nil, readsWholeLine: false)
/// shape.readPassingOver(line, from: 0, into: row, fields: scratch, maximumLineLength: 4096, powers: .shared)   // 9
/// ```
extension RowShape {
    /// `read` for a shape that passes over fields: the same lines read to the same rows, the same ones
    /// refused. Most lines' fields are each a non-empty run of the bytes a field passed over may hold
    /// (printable ASCII from `fieldStops.lowest` but `fieldStops.excluded`), one separator between two:
    /// the full reading takes any such field for one, number or not, and reads no more of it. The
    /// others (a quoted number, or a line `read` refuses) are read by `read`, which decides.
    ///
    /// - Parameter fields: room for `scratchCount` integers.
    /// - Complexity: O(n) in the bytes up to the last field read: a dozen vector operations a block of
    ///   sixteen, a few more a field, and the parse of each number read.
    @inline(__always)
    func readPassingOver(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                         fields: UnsafeMutablePointer<Int>, maximumLineLength: Int, powers: FastPowers) -> Int? {
        readByFieldEnds(bytes, from: start, into: row, fields: fields, maximumLineLength: maximumLineLength, powers: powers)
            ?? read(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers)
    }

    /// `readPassingOver` for the lines of the common form; nil for the others. Out of line, so that the
    /// run's loop stays small and the two passes and the numbers' parse are compiled together.
    @inline(never)
    private func readByFieldEnds(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                                 fields: UnsafeMutablePointer<Int>, maximumLineLength: Int, powers: FastPowers) -> Int? {
        let end = fieldStarts(bytes, from: start, into: fields)
        guard end >= 0 else { return nil }
        // As if one more field began past the last one's end: each field read ends before the next begins.
        fields[columns.count] = end &+ 1
        for read in 0..<readFields.count {
            let field = readFields[read]
            guard let (value, numberEnd) = SampleParser.plainNumber(in: bytes, from: fields[field], powers: powers),
                  numberEnd == fields[field &+ 1] &- 1 else { return nil }
            row[readColumns[read]] = value
        }
        // Most lines end at their last field read.
        if bytes[end] == 0x0A { return end &- start <= maximumLineLength ? end &+ 1 : nil }
        return readsWholeLine ? Self.lineEnd(bytes, at: end, from: start, maximumLineLength: maximumLineLength)
            : restEnd(bytes, at: end, from: start, maximumLineLength: maximumLineLength)
    }

    /// The first pass: where each field begins, into `fields` by field; returns where the last one ends
    /// (the index of the byte after it), or -1 when a field is empty or holds a stop, a stop between two
    /// is not a separator, or the line is not all in `bytes`.
    @inline(__always)
    private func fieldStarts(_ bytes: UnsafeRawBufferPointer, from start: Int, into fields: UnsafeMutablePointer<Int>) -> Int {
        guard let base = bytes.baseAddress else { return -1 }
        let count = bytes.count
        let lastField = columns.count &- 1
        var field = 0
        var fieldStart = start
        var block = start
        while block < count {
            var stops = block &+ 16 <= count ? fieldStops.block(base, at: block) : fieldStops.lastBlock(bytes, at: block)
            while stops != 0 {
                let stop = block &+ stops.trailingZeroBitCount
                stops &= stops &- 1
                guard stop > fieldStart else { return -1 }
                fields[field] = fieldStart
                if field == lastField { return stop }
                let separator = base.load(fromByteOffset: stop, as: UInt8.self)
                guard separator == commonSeparator || isSeparator(separator) else { return -1 }
                field &+= 1
                fieldStart = stop &+ 1
            }
            block &+= 16
        }
        return -1
    }
}
