import LivePlotBasics

/// A line of a shape of fields by position (all of a line's numbers, or `-f 2,5,8`, which passes over
/// five of eight), read in one pass: the bytes a field may not hold found 32 at a time
/// (`FieldStops.window`), each field ended by the next of them, which must be a separator, and the number
/// of each field read parsed as soon as its end is known, which it must fill (one of up to 21 bytes from
/// one or two words, `WordNumber`). No field is looked at byte by byte, and no byte past the last one read.
/// Quoted CSV the same way: a quote is a stop, so a quoted number lies between a field's first two stops.
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
    /// others (a line `read` refuses, or of a form neither loop reads) are read by `read`, which decides; a
    /// line that opens with a quote has a loop of its own (`readQuotedForm`: quoted CSV, 2,652 instructions a
    /// line by `read`; read in the common form's loop, every line of 8 numbers cost 46–58 more).
    ///
    /// - Complexity: O(n) in the bytes up to the last field read: a dozen vector operations a block of
    ///   sixteen, two blocks at a time, a few more a field, and the parse of each number read.
    @inline(__always)
    func readByFieldEnds(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                         maximumLineLength: Int, powers: FastPowers) -> Int? {
        readByFieldEnds(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers, passesOver: !readSteps.isEmpty)
    }

    /// `readByFieldEnds`, told whether the shape passes over fields (`readSteps` not empty): a run's loop
    /// asks once, not once a line (`SampleBatch.appendRows(byFieldEnds:…)`).
    @inline(__always)
    func readByFieldEnds(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                         maximumLineLength: Int, powers: FastPowers, passesOver: Bool) -> Int? {
        assert(passesOver == !readSteps.isEmpty, "a shape passes over fields when it has steps")
        // A line of quoted fields (delimited text) has its own loop: the common form has none.
        if delimiter == nil || start >= bytes.count || bytes[start] != DelimitedFields.quote {
            if let end = passesOver ? readSelectedForm(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers)
                : readCommonForm(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers) { return end }
        } else if let end = readQuotedForm(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers) {
            return end
        }
        return read(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers)
    }

    /// `readByFieldEnds` for the lines of the common form; nil for the others (a field empty or holding a
    /// stop, a stop between two fields that is no separator, a number that does not fill its field, the
    /// line not all in `bytes`). Out of line, so that the run's loop stays small; one loop, its state in
    /// registers: the stops of the 32 bytes at hand, the field and where it began. Private, as `lineEnd` is
    /// (with `lineEnd` internal, the loop took 20 instructions a line more: callgrind, lines of 3 and of 8).
    @inline(never)
    private func readCommonForm(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                                 maximumLineLength: Int, powers: FastPowers) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let lastField = columns.count &- 1
        return columns.withUnsafeBufferPointer { columns -> Int? in
            // Each field's end is the next stop.
            var stops = StopCursor(bytes, at: start, stops: fieldStops)
            var fieldStart = start
            var field = 0
            while true {
                guard let stop = stops.next(in: bytes, stops: fieldStops), stop > fieldStart else { return nil }
                let column = columns[field]
                if column != Self.skipped {
                    guard let value = Self.number(bytes, base, from: fieldStart, to: stop, powers: powers) else { return nil }
                    row[column] = value
                }
                if field == lastField { return lineEnd(bytes, afterLastField: stop, from: start, maximumLineLength: maximumLineLength) }
                let separator = base.load(fromByteOffset: stop, as: UInt8.self)
                guard separator == commonSeparator || isSeparator(separator) else { return nil }
                field &+= 1
                fieldStart = stop &+ 1
            }
        }
    }

    /// `readCommonForm` for a shape that passes over fields (`-f 2,5,8`): the same lines read, but a step
    /// a field read (`readSteps`), its fields passed over before it in a loop of their own, which looks up
    /// no column; nil for the same lines, and for those it would have to call out for (a line within 64
    /// bytes of the buffer's end, a number no `WordNumber` reads), which `read` then reads. A loop with no call
    /// keeps its state and the stops' lanes in registers (with the calls, a field passed over cost 17
    /// instructions; in `readCommonForm`, 25).
    @inline(never)
    private func readSelectedForm(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                                  maximumLineLength: Int, powers: FastPowers) -> Int? {
        guard let base = bytes.baseAddress, var stops = StopCursor(wholeBlocksOf: bytes, at: start, stops: fieldStops) else { return nil }
        let separator = commonSeparator
        return readSteps.withUnsafeBufferPointer { steps -> Int? in
            var fieldStart = start
            var step = steps.baseAddress!
            let lastStep = step + (steps.count &- 1)
            while true {
                // Each field passed over is a non-empty run of bytes no stop, a separator after it.
                var passed = step.pointee.passed
                while passed != 0 {
                    guard let stop = stops.nextInWholeBlocks(of: bytes, base, stops: fieldStops), stop > fieldStart else { return nil }
                    let byte = base.load(fromByteOffset: stop, as: UInt8.self)
                    guard byte == separator || isSeparator(byte) else { return nil }
                    fieldStart = stop &+ 1
                    passed &-= 1
                }
                guard let stop = stops.nextInWholeBlocks(of: bytes, base, stops: fieldStops), stop > fieldStart else { return nil }
                // The cursor's reach: the word or words a number is read from are in `bytes`.
                let length = stop &- fieldStart
                guard let value = length <= 8 ? WordNumber.value(base, at: fieldStart, length: length, powers: powers, signByBit: true)
                    : WordNumber.wideValue(base, at: fieldStart, length: length, powers: powers, signByBit: true) else { return nil }
                row[step.pointee.column] = value
                if step == lastStep { return lineEnd(bytes, afterLastField: stop, from: start, maximumLineLength: maximumLineLength) }
                step += 1
                let byte = base.load(fromByteOffset: stop, as: UInt8.self)
                guard byte == separator || isSeparator(byte) else { return nil }
                fieldStart = stop &+ 1
            }
        }
    }

    /// `readByFieldEnds` for a line of delimited text that opens with a quote: fields each a quoted number
    /// (`"`, a plain number, `"`) or as the common form has them, one delimiter between two; nil for any
    /// other line (a quoted field passed over, a doubled quote, blanks around a quote, a quoted field that is
    /// no plain number), which `read` then reads or refuses, as the full reading would.
    ///
    /// - Complexity: O(n) in the bytes up to the last field read: three stops a quoted field, and the parse
    ///   of each number read.
    @inline(never)
    private func readQuotedForm(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                        maximumLineLength: Int, powers: FastPowers) -> Int? {
        guard let base = bytes.baseAddress, let delimiter else { return nil }
        let lastField = columns.count &- 1
        return columns.withUnsafeBufferPointer { columns -> Int? in
            var stops = StopCursor(bytes, at: start, stops: fieldStops)
            var fieldStart = start
            var field = 0
            while true {
                guard var end = stops.next(in: bytes, stops: fieldStops) else { return nil }
                let column = columns[field]
                if end == fieldStart {
                    // A quoted number: its quotes the field's first two stops, the field's end the next.
                    guard column != Self.skipped, base.load(fromByteOffset: end, as: UInt8.self) == DelimitedFields.quote,
                          let close = stops.next(in: bytes, stops: fieldStops), close > end &+ 1,
                          base.load(fromByteOffset: close, as: UInt8.self) == DelimitedFields.quote,
                          let value = Self.number(bytes, base, from: end &+ 1, to: close, powers: powers),
                          let after = stops.next(in: bytes, stops: fieldStops), after == close &+ 1 else { return nil }
                    row[column] = value
                    end = after
                } else if column != Self.skipped {
                    guard let value = Self.number(bytes, base, from: fieldStart, to: end, powers: powers) else { return nil }
                    row[column] = value
                }
                if field == lastField { return lineEnd(bytes, afterLastField: end, from: start, maximumLineLength: maximumLineLength) }
                guard base.load(fromByteOffset: end, as: UInt8.self) == delimiter else { return nil }
                field &+= 1
                fieldStart = end &+ 1
            }
        }
    }

    /// `readByFieldEnds` without `read` after it: the tests hold that every line of the common form (quoted
    /// or not) is read by its own loop, whatever its length.
    func readByFieldEndsAlone(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
                              maximumLineLength: Int, powers: FastPowers) -> Int? {
        start < bytes.count && bytes[start] == DelimitedFields.quote
            ? readQuotedForm(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers)
            : readSteps.isEmpty ? readCommonForm(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers)
            : readSelectedForm(bytes, from: start, into: row, maximumLineLength: maximumLineLength, powers: powers)
    }

    /// The number that fills the bytes from `start` to `end`, none of them a stop, or nil.
    @inline(__always)
    static func number(_ bytes: UnsafeRawBufferPointer, _ base: UnsafeRawPointer, from start: Int, to end: Int,
                       powers: FastPowers) -> Double? {
        // Most numbers are plain and short: read from a word or two, as their end is known. The others'
        // bytes are none of the stops: such a number fills the field when it ends at its stop.
        let length = end &- start
        if length <= 8, start &+ 8 <= bytes.count, let value = WordNumber.value(base, at: start, length: length, powers: powers) {
            return value
        }
        if length > 8, start &+ 32 <= bytes.count, let value = WordNumber.wideValue(base, at: start, length: length, powers: powers) {
            return value
        }
        guard let (value, numberEnd) = SampleParser.plainNumber(in: bytes, from: start, powers: powers), numberEnd == end else { return nil }
        return value
    }

    /// The index past the LF of a line whose last field ends at `end`, or nil.
    @inline(__always)
    private func lineEnd(_ bytes: UnsafeRawBufferPointer, afterLastField end: Int, from start: Int, maximumLineLength: Int) -> Int? {
        // Most lines end at their last field read.
        if bytes[end] == 0x0A { return end &- start <= maximumLineLength ? end &+ 1 : nil }
        return readsWholeLine ? Self.lineEnd(bytes, at: end, from: start, maximumLineLength: maximumLineLength)
            : restEnd(bytes, at: end, from: start, maximumLineLength: maximumLineLength)
    }
}
