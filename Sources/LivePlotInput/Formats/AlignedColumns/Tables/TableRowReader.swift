import LivePlotBasics

/// Reads the lines of blank-aligned tables as their producers mean them (sysstat, free, docker stats,
/// dstat, ifstat): the last line of names before a block's rows is its header (a time may lead it: x);
/// its first row decides the block's layout (`TableLayout`); each row's cells go to the columns they lie
/// under, a column of words labels the row (`vda %util`, `Mem used`, `web CPU %`); a blank line or a
/// repeated header begins a block; summary rows (`Average:`) are no samples. A block whose rows are
/// plain numbers under one-word names (vmstat) is left to the reading by position, as before.
///
/// ```swift
/// TableRowReader.read(Array("Mem:   24684096   463824".utf8), context: &context, into: &batch)   // .row: Mem total, Mem used
/// ```
///
/// - Complexity: O(n) in the bytes of the line, once the block's layout is made; a label's series are
///   found once.
enum TableRowReader {
    /// Reads `line`; nil when it is not the table's to read (no table, or a block read by position).
    static func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome? {
        if ByteClasses.isBlankLine(line) {
            context.table.previousNames = nil
            return closeBlock(context: &context, into: &batch)
        }
        // Commas, semicolons and pairs split a line otherwise: such lines are read as before, unless
        // a table's block is being read (where a cell that is no number is no value), or its header
        // waits for the row that decides (`TableLayout` looks at the row's cells then, not its free text).
        if context.table.current == nil, context.table.holdsPunctuation(line) { return nil }
        if let time = TableReportTime.read(line, memo: &context.x.dateMemo) {
            context.table.reportTime = time
            context.table.previousNames = nil
            context.skipReason = .reportTime
            return .ignored
        }
        context.table.cells.split(line, joinsSlashes: true)
        let count = context.table.cells.count
        guard count > 0 else { return nil }
        let firstCell = context.table.cells.cell(0, of: line)
        if SummaryRows.isSummary(firstCell), context.table.current != nil || context.table.awaitsRow {
            context.skipReason = .summaryRow
            return .skipped
        }
        if let words = namesStart(of: line, context: context) {
            return readNames(line, wordsFrom: words, context: &context)
        }
        if context.table.awaitsRow { _ = context.table.decide(row: line, powers: context.powers) }
        guard let current = context.table.current else { return timeAlone(line, context: &context) }
        context.table.previousNames = nil
        return readRow(line, layout: current, context: &context, into: &batch)
    }

    /// Where the names of a line of names only begin (past a leading time), nil for a line with a number.
    private static func namesStart(of line: UnsafeRawBufferPointer, context: RowContext) -> Int? {
        let cells = context.table.cells
        if SampleParser.number(inField: cells.cell(0, of: line), of: line, powers: context.powers) != nil { return nil }
        var first = 0
        if let (end, _) = TableTime.leading(in: line) {
            while first < cells.count, cells.starts[first] < end { first += 1 }
            // A time and nothing more, or one name after it (`10:00:01 started`): no header.
            guard cells.count - first >= 2 else { return nil }
        }
        let mayHoldPairs = AlignedColumnsReader.mayHoldPairs(line)
        for index in first..<cells.count {
            let cell = cells.slashes[index] == 0 ? cells.cell(index, of: line) : cells.parts(index, of: line).0
            if SampleParser.number(inField: cell, of: line, powers: context.powers) != nil { return nil }
            // Dashes alone hold the place of a value (docker's `--` for a stopped container): a row's.
            if cell.allSatisfy({ $0 == UInt8(ascii: "-") }) { return nil }
            // A pair (`a=1`, `k1:x`) is read as pairs are, never a name; a title's `avg-cpu:` may lead.
            // (ifstat -t's `HH:MM:SS` names its time column.)
            if mayHoldPairs, index > first || cell.last != UInt8(ascii: ":"), LineFieldScanner.keyLength(of: cell) > 0,
               !TableTime.isFormName(cell) { return nil }
        }
        return first
    }

    /// A row of dstat's time and nothing else (`dstat -t` without a stat to show): no number, not a
    /// line of names; nil for any other line.
    private static func timeAlone(_ line: UnsafeRawBufferPointer, context: inout RowContext) -> FieldRowReader.Outcome? {
        guard let (_, end) = TableTime.dayMonth(in: line), line[end...].allSatisfy(ByteClasses.isSpaceTabOrReturn) else { return nil }
        context.skipReason = .noNumber
        return .skipped
    }

    /// A line of names: the next block's header, a repeat of this block's, or not the table's.
    private static func readNames(_ line: UnsafeRawBufferPointer, wordsFrom first: Int, context: inout RowContext) -> FieldRowReader.Outcome? {
        if context.headers.takesHeader {
            if first == 0 {
                // Read by position too, for a block whose rows turn out plain numbers (vmstat).
                let outcome = HeaderReader.read(line, context: &context)
                guard outcome == .header else { return outcome }
            } else {
                context.rowShape = nil
            }
            context.table.takeHeader(Array(line))
            context.skipReason = .header
            return .header
        }
        guard let current = context.table.current, words(of: line, from: first, cells: context.table.cells) == context.table.layouts[current].words else {
            return nil
        }
        context.table.takeRepeat(Array(line))
        context.skipReason = .repeatedHeader
        return .header
    }

    /// The words of `line` from cell `first` on, a blank between each two.
    private static func words(of line: UnsafeRawBufferPointer, from first: Int, cells: TableCells) -> [UInt8] {
        var words: [UInt8] = []
        var splitter = TableCells()
        splitter.split(UnsafeRawBufferPointer(rebasing: line[cells.starts[first]...]), joinsSlashes: false)
        let rest = UnsafeRawBufferPointer(rebasing: line[cells.starts[first]...])
        for index in 0..<splitter.count {
            if index > 0 { words.append(0x20) }
            words += splitter.cell(index, of: rest)
        }
        return words
    }

    /// A row of the block laid out by `layouts[index]`: its label, then each value to its series.
    private static func readRow(_ line: UnsafeRawBufferPointer, layout index: Int, context: inout RowContext,
                                into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        let timeEnd = context.table.layouts[index].timeEnd
        if timeEnd > 0, context.x.findsTimes { readTime(line, timeEnd: timeEnd, context: &context) }
        var count = min(context.table.cells.count, TableLayout.maximumCells)
        if let trailing = context.table.layouts[index].trailingTime, count == context.table.cells.count,
           let time = trailing.time(of: line, cells: context.table.cells, memo: &context.x.dateMemo) {
            if context.x.findsTimes { context.x.lineTime = time }
            count -= trailing.cellCount
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { columns -> FieldRowReader.Outcome in
            let (label, qualifier) = columnsOfCells(line, layout: index, count: count, context: context, into: columns)
            guard let labelIndex = context.table.labelIndex(of: label, qualifier: qualifier, in: line, layout: index) else {
                context.catalog.countDropped(count)
                return .skipped
            }
            if labelIndex == 1 { TableSeries.nameFirstLabel(layout: index, context: &context) }
            // Without a time, a report's rows share its time (`TableReportTime`), else a step along x
            // (`TableSteps`), not one x each.
            if timeEnd == 0, context.x.lineTime == nil, context.x.findsTimes {
                if let reportTime = context.table.reportTime {
                    context.x.lineTime = reportTime
                } else {
                    context.x.plainX = Double(context.table.steps.step(header: context.table.layouts[index].wordsHash,
                                                                           label: context.table.layouts[index].labels[labelIndex].hash,
                                                                           block: context.table.blockCount))
                }
            }
            context.table.layouts[index].labels[labelIndex].lastBlock = context.table.layouts[index].openBlock
            context.table.layouts[index].blockHasRows = true
            context.table.blockX = (context.x.lineTime ?? context.x.leadingTime, context.x.plainX)
            var row = PendingRow()
            context.skipReason = .noNumber
            for cell in 0..<count where columns[cell] >= 0 {
                readCell(cell, column: columns[cell], of: line, layout: index, label: labelIndex, context: &context, row: &row, into: &batch)
            }
            // A row of another block's columns than `-f` selects (iostat's avg-cpu under `-f %util`)
            // was read, with nothing to plot: not skipped.
            // Nor one of an idle process's zeros (`makesSeriesOnceNonZero`).
            if !row.isBegun, context.skipReason == .notSelected || context.skipReason == .idleRow { return .ignored }
            return context.ended(row)
        }
    }

    /// Each cell's column into `columns` (−1 for none: the time, a label, a cell under no name), and the
    /// row's label and the identifier that joins it (`TableLayout.qualifierColumns`; its first cell that
    /// is not `-`) as offsets into the line (empty for none).
    private static func columnsOfCells(_ line: UnsafeRawBufferPointer, layout index: Int, count: Int, context: RowContext,
                                       into columns: UnsafeMutableBufferPointer<Int>) -> (label: Range<Int>, qualifier: Range<Int>) {
        let layout = context.table.layouts[index]
        let cells = context.table.cells
        var label = 0..<0
        var qualifier = 0..<0, qualifierOrder = Int.max
        var isFirst = true
        var first = 0
        while first < count, cells.starts[first] < layout.timeEnd { first += 1 }
        let isByOrder = layout.isByOrder && count - first == layout.names.count
        for cell in 0..<count {
            columns[cell] = -1
            let start = cells.starts[cell], end = cells.ends[cell]
            guard start >= layout.timeEnd else { continue }
            defer { isFirst = false }
            var column = isByOrder ? cell - first : layout.column(start: start, end: end)
            if column < 0 {
                if isFirst, layout.labelColumn == TableLayout.stub, end <= layout.starts[0] {
                    label = start..<(line[end - 1] == UInt8(ascii: ":") && end - 1 > start ? end - 1 : end)
                    continue
                }
                column = layout.nearestColumn(start: start, end: end)
            }
            // A label of several words (pidstat -l's command line: `python3 app.py`) is all of them.
            if column == layout.labelColumn { label = label.isEmpty ? start..<end : label.lowerBound..<end }
            if !layout.qualifierColumns.isEmpty, let order = layout.qualifierColumns.firstIndex(of: column), order < qualifierOrder,
               end - start != 1 || line[start] != UInt8(ascii: "-") {
                (qualifier, qualifierOrder) = (start..<end, order)
            }
            if column >= 0, !layout.isLabel[column] { columns[cell] = column }
        }
        return (label, qualifier)
    }

    /// A cell's value (two for `a / b` under a column of two slots) into the label's series.
    @inline(__always)
    private static func readCell(_ cell: Int, column: Int, of line: UnsafeRawBufferPointer, layout index: Int, label: Int,
                                 context: inout RowContext, row: inout PendingRow, into batch: inout SampleBatch) {
        let slot = context.table.layouts[index].slotBase[column]
        if context.table.cells.slashes[cell] == 0 {
            guard let value = context.value(of: context.table.cells.cell(cell, of: line), in: line) else { return }
            put(value, slot: slot, layout: index, label: label, context: &context, row: &row, into: &batch)
            return
        }
        let (first, second) = context.table.cells.parts(cell, of: line)
        if let value = context.value(of: first, in: line) {
            put(value, slot: slot, layout: index, label: label, context: &context, row: &row, into: &batch)
        }
        if context.table.layouts[index].slotCount[column] == 2, let value = context.value(of: second, in: line) {
            put(value, slot: slot + 1, layout: index, label: label, context: &context, row: &row, into: &batch)
        }
    }

    @inline(__always)
    private static func put(_ value: Double, slot: Int, layout index: Int, label: Int, context: inout RowContext,
                            row: inout PendingRow, into batch: inout SampleBatch) {
        var column = context.table.layouts[index].labels[label].columns[slot]
        if column == TableLabel.unresolved {
            guard value != 0 || !context.table.makesSeriesOnceNonZero else {
                context.skipReason = .idleRow
                return
            }
            column = TableSeries.column(slot: slot, layout: index, label: label, context: &context)
            context.table.layouts[index].labels[label].columns[slot] = column
        }
        if column >= 0 {
            batch.put(value, column: column, row: &row, names: context.catalog.names)
        } else if column == TableLabel.dropped {
            context.catalog.countDropped(1)
        } else {
            // A value `-f` does not select: a row of none is no line without a number (nor is an idle one's).
            if context.skipReason != .idleRow { context.skipReason = .notSelected }
        }
    }

    /// x from the row's leading time, a 12-hour clock's meridiem counted; dstat's, which no line but a
    /// table's row is read as (`TableTime.dayMonth`).
    private static func readTime(_ line: UnsafeRawBufferPointer, timeEnd: Int, context: inout RowContext) {
        _ = context.x.readLeading(line, delimiter: nil, powers: context.powers)
        if context.x.leadingTime == nil, let (time, _) = TableTime.dayMonth(in: line) {
            context.x.lineTime = time
            return
        }
        if timeEnd <= line.count, line[timeEnd - 1] | 0x20 == UInt8(ascii: "m"), let (_, shift) = TableTime.leading(in: line) {
            context.x.leadingTime = TableTime.shifted(context.x.leadingTime, by: shift)
        }
    }
}
