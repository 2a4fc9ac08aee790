/// Reads a stream of blank-aligned columns (vmstat, /proc/net/dev, `12 40 7`), split as the README's
/// "Several series" says (`LineFieldScanner`): each number the sample of the series at its position,
/// named by a header line when one came first; a line of `key=value` / `key:value` pairs is read by
/// `PairsReader` (bare numbers on such a line are not series). A stream whose format is not decided yet
/// (its lines so far of one field) is read so too.
///
/// ```swift
/// AlignedColumnsReader.read(Array("12 40 7".utf8), context: &context, into: &batch)   // .row
/// ```
///
/// - Complexity: O(n) in the bytes of the line; nothing is allocated once the scratch space has grown.
enum AlignedColumnsReader {
    /// Reads one line: its leading timestamp and `-x`'s field (`LineX`), then its fields.
    @inline(__always)
    static func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        // Tables are looked for before a block's rows and read while one is laid out: two flags.
        if context.readsTables, context.table.isReading || context.headers.takesHeader,
           let outcome = TableRowReader.read(line, context: &context, into: &batch) {
            return outcome
        }
        let rest = context.x.readLeading(line, delimiter: context.delimiter, powers: context.powers)
        let outcome = readFields(rest, context: &context, into: &batch)
        // A block's first row that is no table's (a comma in it) was read by position: so are the rest
        // of the block's, as a run of rows like it reads them, not laid out under the header by the next.
        if outcome == .row, context.table.awaitsRow { context.table.readBlockByPosition() }
        return outcome
    }

    /// Reads a line's fields past its timestamp (a line of delimited text without its delimiter too).
    static func readFields(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        if context.picks.selection != nil { return SelectedFields.read(line, context: &context, into: &batch) }
        // Plain numbers and single separators, the commonest line of several series: one pass.
        if let outcome = PositionalRow.readPlain(line, context: &context, into: &batch) { return outcome }
        // One field alone on its line that is not plain (`12ms`, `45%`): no field scan for it.
        if isOneBareField(line), let value = SampleParser.number(in: line),
           let column = context.catalog.series(atPosition: context.x.positionBase + 1) {
            var row = PendingRow()
            batch.put(value, column: column, row: &row, names: context.catalog.names)
            context.headers.hasSeenData = true
            return .row
        }
        if !mayHoldPairs(line) { return PositionalRow.read(line, context: &context, into: &batch) }
        let scan = context.fields.scan(line, powers: context.powers)
        if let outcome = context.outcomeWithoutValues(scan, line: line) { return outcome }
        if scan.pairCount > 0 { return PairsReader.read(line, pairCount: scan.pairCount, context: &context, into: &batch) }
        var row = PendingRow()
        for index in 0..<context.fields.count where !context.fields.values[index].isNaN {
            if let column = context.catalog.series(atPosition: context.x.positionBase + index + 1) {
                batch.put(context.fields.values[index], column: column, row: &row, names: context.catalog.names)
            }
        }
        return context.ended(row)
    }

    /// Whether the line is one field, not a pair, with nothing around it: no separator, blank, `=` or `:`.
    @inline(__always)
    static func isOneBareField(_ line: UnsafeRawBufferPointer) -> Bool {
        guard !line.isEmpty else { return false }
        for byte in line {
            // A separator, a CR, `=` or `:`: then the line needs the full reading.
            if SampleParser.isSeparator(byte) || byte == 0x0D || byte == 0x3D || byte == 0x3A {
                return false
            }
        }
        return true
    }

    /// A pair needs an `=` or a `:`; lines without one (plain numbers, most input) take the fast path.
    @inline(__always)
    static func mayHoldPairs(_ line: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.contains(UInt8(ascii: "="), or: UInt8(ascii: ":"), in: line)
    }
}
