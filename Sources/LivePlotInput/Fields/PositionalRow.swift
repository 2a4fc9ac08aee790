import LivePlotBasics

/// A line of fields read by position, as aligned columns and delimited records both read one: each
/// number the sample of the series at its position (after the fields of a leading timestamp), an
/// empty field a gap, a line of names a header (`HeaderReader`).
///
/// ```swift
/// PositionalRow.readPlain(Array("12 40 7".utf8), context: &context, into: &batch)   // .row: 3 series
/// ```
///
/// - Complexity: O(n) in the bytes of the line; nothing is allocated.
enum PositionalRow {
    /// A line of plain numbers (`SampleParser.plainNumber`) with exactly one separator (a blank, tab,
    /// comma or semicolon) between each two and none around them: each the sample of the series at its
    /// position, as `read` would read it, in one pass and with no call per field. In delimited text a
    /// number may be quoted (`"12.5","-3"`, as spreadsheets export every field). Nil, with nothing
    /// written, for any other line (or more fields than series may be): the full reading decides.
    @inline(__always)
    static func readPlain(_ line: UnsafeRawBufferPointer, context: inout RowContext,
                          into batch: inout SampleBatch) -> FieldRowReader.Outcome? {
        guard !line.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: SeriesCatalog.maximumCount) { values -> FieldRowReader.Outcome? in
            guard let fieldCount = plainNumbers(line, delimiter: context.delimiter, powers: context.powers, into: values) else { return nil }
            var row = PendingRow()
            let base = context.x.positionBase
            for index in 0..<fieldCount {
                guard let column = context.catalog.series(atPosition: base + index + 1) else { continue }
                batch.put(values[index], column: column, row: &row, names: context.catalog.names)
            }
            guard row.isBegun else { return .skipped }
            if base + fieldCount < context.catalog.positionCount {
                var gaps = GapColumns()
                gaps.insertPositions(after: base + fieldCount, of: context.catalog)
                gaps.put(into: &batch, row: row.index, names: context.catalog.names)
            } else if base == 0 {
                context.learnPositionShape(fieldCount: fieldCount)
            }
            context.headers.hasSeenData = true
            return .row
        }
    }

    /// The plain numbers of `line` into `values`, and how many; nil for a line that is not only such
    /// numbers, one separator between each two (or of more fields than `values` holds).
    @inline(__always)
    private static func plainNumbers(_ line: UnsafeRawBufferPointer, delimiter: UInt8?, powers: FastPowers,
                                     into values: UnsafeMutableBufferPointer<Double>) -> Int? {
        let count = line.count
        let takesQuotes = delimiter != nil
        var fieldCount = 0
        var index = 0
        while true {
            guard fieldCount < values.count else { return nil }
            let value: Double, end: Int
            if let (number, numberEnd) = SampleParser.plainNumber(in: line, from: index, powers: powers) {
                (value, end) = (number, numberEnd)
            } else {
                // Off the unquoted path: a quoted number, its closing quote right after it.
                guard takesQuotes, line[index] == DelimitedFields.quote,
                      let (number, numberEnd) = SampleParser.plainNumber(in: line, from: index + 1, powers: powers),
                      numberEnd < count, line[numberEnd] == DelimitedFields.quote else { return nil }
                (value, end) = (number, numberEnd + 1)
            }
            values.initializeElement(at: fieldCount, to: value)
            fieldCount += 1
            if end == count { return fieldCount }
            guard isSeparator(line[end], delimiter: delimiter), end + 1 < count else { return nil }
            index = end + 1
        }
    }

    /// Whether `byte` separates fields in a stream with this `delimiter`: it alone, once decided.
    @inline(__always)
    private static func isSeparator(_ byte: UInt8, delimiter: UInt8?) -> Bool {
        if let delimiter { return byte == delimiter }
        return SampleParser.isSeparator(byte)
    }

    /// A line without pairs, every number a sample of the series at its position: straight into the
    /// row, with no scratch space.
    static func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        var row = PendingRow()
        let positionBase = context.x.positionBase
        var position = positionBase
        // An empty field, or a number beyond the series kept: either way not a line of names.
        var isNamesOnly = true
        var gaps = GapColumns()
        // Taken out of the context once: a call on the context inside the closure copied all of it per field.
        let delimiter = context.delimiter, powers = context.powers
        LineFieldScanner.forEachField(in: line, delimiter: delimiter) { bytes in
            position += 1
            guard !bytes.isEmpty, let value = SampleParser.number(inField: bytes, of: line, delimiter: delimiter, powers: powers) else {
                if bytes.isEmpty {
                    isNamesOnly = false
                    gaps.insert(context.catalog.existingSeries(atPosition: position))
                } else if GroupedNumber.isMisread(bytes) {
                    // A number misread is no name: never a header, never dropped unsaid.
                    isNamesOnly = false
                    context.hasUnreadableField = true
                }
                return
            }
            isNamesOnly = false
            guard let column = context.catalog.series(atPosition: position) else { return }
            batch.put(value, column: column, row: &row, names: context.catalog.names)
        }
        if row.isBegun {
            gaps.insertPositions(after: position, of: context.catalog)
            gaps.put(into: &batch, row: row.index, names: context.catalog.names)
            context.headers.hasSeenData = true
            return .row
        }
        guard position > positionBase, isNamesOnly else { return .skipped }
        return HeaderReader.read(line, context: &context)
    }
}
