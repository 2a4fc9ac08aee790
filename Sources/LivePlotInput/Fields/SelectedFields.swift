/// A line of fields read with `-f`: only the fields selected, each the sample of its series, by a
/// pair's key, a position, or the header's name for a position; a pattern's matches after them.
///
/// ```swift
/// // -f mem on `cpu=12 mem=40`: a row of 40 in the series mem
/// SelectedFields.read(line, context: &context, into: &batch)
/// ```
///
/// - Complexity: O(n) in the bytes of the line; no field past the last one selected is parsed on a
///   line without pairs.
enum SelectedFields {
    static func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        // Most lines have the selected fields: only those are parsed. Lines without them (a header,
        // a note) are read whole below, to tell the two apart.
        if !AlignedColumnsReader.mayHoldPairs(line), readPositions(line, context: &context, into: &batch) { return .row }
        let scan = context.fields.scan(line, powers: context.powers)
        if let outcome = context.outcomeWithoutValues(scan, line: line) { return outcome }
        if scan.pairCount > 0, context.seenKeys.isOpen { noteKeys(line, context: &context) }
        var row = PendingRow()
        let count = context.picks.selection?.count ?? 0
        for column in 0..<count {
            let value = selectedValue(column: column, line: line, hasPairs: scan.pairCount > 0, context: context)
            if !value.isNaN { batch.put(value, column: column, row: &row, names: context.catalog.names) }
        }
        // A line of numbers none of which `-f` selects is no line without a number.
        if !row.isBegun, (0..<context.fields.count).contains(where: { !context.fields.values[$0].isNaN }) {
            context.skipReason = .notSelected
        }
        guard !context.picks.patterns.isEmpty else { return context.ended(row) }
        if scan.pairCount > 0 {
            // Keys a pattern matches, past the names given (which the loop above has read).
            let patterns = context.picks.patterns
            for index in 0..<context.fields.count where context.fields.isPair(index) && !context.fields.values[index].isNaN {
                let key = context.fields.key(index, in: line)
                if let column = FieldPicks.selectedSeries(forKey: key, patterns: patterns, in: &context.catalog), column >= count {
                    batch.put(context.fields.values[index], column: column, row: &row, names: context.catalog.names)
                }
            }
        } else {
            for (position, column) in context.picks.patternPositions {
                let value = scannedValue(atPosition: position, context: context)
                if !value.isNaN { batch.put(value, column: column, row: &row, names: context.catalog.names) }
            }
        }
        return context.ended(row)
    }

    /// The selected positions of a line without pairs straight into a row, the other fields not even
    /// parsed. False, with nothing written, when the line has none of them.
    static func readPositions(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> Bool {
        var row = PendingRow()
        var position = context.x.positionBase
        let columns = context.picks.columnOfPosition
        var gaps = GapColumns()
        // No field past the last one selected is read.
        LineFieldScanner.forEachFieldUntil(in: line, delimiter: context.delimiter) { bytes in
            position += 1
            guard position <= columns.count, columns[position - 1] >= 0 else { return position >= columns.count }
            guard !bytes.isEmpty, let value = context.value(of: bytes, in: line) else {
                if bytes.isEmpty { gaps.insert(columns[position - 1]) }
                if GroupedNumber.isMisread(bytes) { context.hasUnreadableField = true }
                return position == columns.count
            }
            batch.put(value, column: columns[position - 1], row: &row, names: context.catalog.names)
            return position == columns.count
        }
        if position < columns.count {
            context.shortLineFields = (context.x.positionBase, position)
        } else if columns.count <= context.x.positionBase {
            // Every position selected lies within the timestamp: no row, ever; what the line has, counted once a line.
            var count = context.x.positionBase
            LineFieldScanner.forEachField(in: line, delimiter: context.delimiter) { _ in count += 1 }
            context.shortLineFields = (context.x.positionBase, count)
        }
        guard row.isBegun else { return false }
        if position < columns.count {
            // A short line: only the selected positions past its end are gaps, found from the last
            // selected down, not by walking every position up to it. Nor is it a shape to read by: its
            // run would stop at every line.
            for placed in context.picks.placedPositions.reversed() {
                guard placed.position > position else { break }
                gaps.insert(placed.column)
            }
        } else if context.x.positionBase == 0, columns.last! >= 0, context.rowShape?.columns != columns {
            context.rowShape = RowShape(columns: columns, delimiter: context.delimiter, readsWholeLine: false)
        }
        gaps.put(into: &batch, row: row.index, names: context.catalog.names)
        context.headers.hasSeenData = true
        return true
    }

    /// The scanned line's keys of numbers, for `-f`'s notice of names it does not find: a key of no number
    /// (`a=x`, `a=`) is no field to select, and listing it beside `-f a: no such field` would contradict it.
    private static func noteKeys(_ line: UnsafeRawBufferPointer, context: inout RowContext) {
        for index in 0..<context.fields.count where context.fields.isPair(index) && !context.fields.values[index].isNaN {
            context.seenKeys.note(context.fields.key(index, in: line))
        }
    }

    /// A selected field's value in the scanned line: by a pair's key, a position, or the header's name
    /// for a position; `nan` for none.
    private static func selectedValue(column: Int, line: UnsafeRawBufferPointer, hasPairs: Bool, context: RowContext) -> Double {
        if hasPairs, case .name = context.picks.selection![column] {
            let key = context.picks.selectedKeys[column]
            for index in 0..<context.fields.count where context.fields.isPair(index) {
                let bytes = context.fields.key(index, in: line)
                if bytes.count == key.count, bytes.elementsEqual(key) { return context.fields.values[index] }
            }
        }
        return scannedValue(atPosition: context.picks.position(ofSelected: column), context: context)
    }

    /// The scanned line's value at a 1-based position of the whole line; `nan` for none (or 0, a name
    /// the header has not placed, or a position inside the leading timestamp).
    private static func scannedValue(atPosition position: Int, context: RowContext) -> Double {
        let index = position - 1 - context.x.positionBase
        return index >= 0 && index < context.fields.count ? context.fields.values[index] : .nan
    }
}
