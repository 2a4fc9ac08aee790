import LivePlotBasics

/// A line of a shape of fields by position (all of a line's numbers, or `-f 2,5,8`, which passes over
/// five of eight), read in one pass: the bytes a field may not hold found 32 at a time
/// (`FieldStops.window`), each field ended by the next of them, which must be a separator, and the number
/// of each field read parsed as soon as its end is known, which it must fill (one of up to 16 bytes from
/// one or two words, `WordNumber`). No field is looked at byte by byte, and no byte past the last one read.
///
/// ```swift
/// // -f 2 of "x 12.5 9\n": "x" passed over, "12.5" read, the rest searched only for a pair's mark.
/// let shape = RowShape(columns: [RowShape.skipped, 0], delimiter: nil, readsWholeLine: false)
/// shape.readByFieldEnds(line, from: 0, into: row, maximumLineLength: 4096, powers: .shared)   // 9
/// ```
extension RowShape {
    /// `read` for a shape of fields by position: the same lines read to the same rows, the same ones
    /// refused. Most lines' fields are each a non-empty run of the bytes a field passed over may hold
    /// (printable ASCII from `fieldStops.lowest` but `fieldStops.excluded`), one separator between two:
    /// the full reading takes any such field for one, number or not, and reads no more of it. The
    /// others (a quoted number, or a line `read` refuses) are read by `read`, which decides; a line that
    /// opens with a quote goes there first (quoted CSV: 2,775 instructions a line tried here first, 2,652 not).
    ///
    /// - Complexity: O(n) in the bytes up to the last field read: a dozen vector operations a block of
    ///   sixteen, two blocks at a time, a few more a field, and the parse of each number read.
    @inline(__always)
    func readByFieldEnds(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                         maximumLineLength: Int, powers: FastPowers) -> Int? {
        // A line of quoted fields (delimited text) is `read`'s at once: the common form has none.
        if delimiter == nil || start >= bytes.count || bytes[start] != DelimitedFields.quote,
           let end = readCommonForm(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers) {
            return end
        }
        return read(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers)
    }

    /// `readByFieldEnds` for the lines of the common form; nil for the others (a field empty or holding a
    /// stop, a stop between two fields that is no separator, a number that does not fill its field, the
    /// line not all in `bytes`). Out of line, so that the run's loop stays small; one loop, its state in
    /// registers: the stops of the 32 bytes at hand, the field and where it began. (Internal for the tests,
    /// which hold that every line of the common form is read here, whatever its length.)
    @inline(never)
    func readCommonForm(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                                 maximumLineLength: Int, powers: FastPowers) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        let lastField = columns.count &- 1
        return columns.withUnsafeBufferPointer { columns -> Int? in
            // The stops of 32 bytes at once: each field's end is the next bit of one word. Past them, 16 at a
            // time: a line a little longer than 32 bytes (three long numbers) scans 48, not 64.
            var window = start
            var stops = fieldStops.window(bytes, at: window)
            var next = start &+ FieldStops.windowWidth
            var fieldStart = start
            var field = 0
            while true {
                while stops == 0 {
                    window = next
                    guard window < count else { return nil }
                    next &+= FieldStops.blockWidth
                    stops = UInt64(fieldStops.block(bytes, at: window))
                }
                let stop = window &+ stops.trailingZeroBitCount
                stops &= stops &- 1
                guard stop > fieldStart else { return nil }
                let column = columns[field]
                if column != Self.skipped {
                    // Most numbers are plain and short: read from a word or two, as their end is known. The
                    // others' bytes are none of the stops: such a number fills the field when it ends at its stop.
                    let length = stop &- fieldStart
                    if length <= 8, fieldStart &+ 8 <= count,
                       let value = WordNumber.value(base, at: fieldStart, length: length, powers: powers) {
                        row[column] = value
                    } else if length > 8, fieldStart &+ 32 <= count,
                              let value = WordNumber.wideValue(base, at: fieldStart, length: length, powers: powers) {
                        row[column] = value
                    } else {
                        guard let (value, numberEnd) = SampleParser.plainNumber(in: bytes, from: fieldStart, powers: powers),
                              numberEnd == stop else { return nil }
                        row[column] = value
                    }
                }
                if field == lastField { return lineEnd(bytes, afterLastField: stop, from: start, maximumLineLength: maximumLineLength) }
                let separator = base.load(fromByteOffset: stop, as: UInt8.self)
                guard separator == commonSeparator || isSeparator(separator) else { return nil }
                field &+= 1
                fieldStart = stop &+ 1
            }
        }
    }

    /// The index past the LF of a line whose last field of the shape ends at `end`, or nil.
    @inline(__always)
    private func lineEnd(_ bytes: UnsafeRawBufferPointer, afterLastField end: Int, from start: Int, maximumLineLength: Int) -> Int? {
        // Most lines end at their last field read.
        if bytes[end] == 0x0A { return end &- start <= maximumLineLength ? end &+ 1 : nil }
        return readsWholeLine ? Self.lineEnd(bytes, at: end, from: start, maximumLineLength: maximumLineLength)
            : restEnd(bytes, at: end, from: start, maximumLineLength: maximumLineLength)
    }
}
