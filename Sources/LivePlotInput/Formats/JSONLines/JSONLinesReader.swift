/// Reads a stream of JSON lines: a row of the numbers in each line's object (`JSONLeaves`), each the
/// sample of the series named by its path (`-f`: the selected paths); `null` a gap; a time field
/// (`ts`, `time`, …) x. A line that is no valid object is skipped.
///
/// ```swift
/// JSONLinesReader.opens(Array(#"{"cpu":12}"#.utf8))                  // true: the sniffer's test
/// reader.read(Array(#"{"cpu":12}"#.utf8), context: &context, into: &batch)   // .row
/// ```
///
/// - Complexity: O(n) in the bytes of the line; no allocation once the buffers have grown.
struct JSONLinesReader: Sendable {
    private var json: JSONLeaves
    /// The layout of the last line read in full, which the lines of a log repeat: a line of it is read
    /// by it, its leaves to the columns the line read in full gave them.
    private(set) var template = JSONLineTemplate()
    /// Each leaf's column in the line read in full (nil: none), for the template to learn.
    private var leafColumns: [Int?] = []
    /// The last time field's timestamp, which the next most likely repeats but for its clock.
    private var clock = JSONClockMemo()
    private let learnsLayouts: Bool

    /// - Parameter learnsLayouts: false reads every line in full, and every time field by
    ///   `TimestampParser`: the reference the layouts and the clock memo are held to.
    init(timeKeys: TimeKeys, areNamedByX: Bool, learnsLayouts: Bool = true) {
        json = JSONLeaves(timeKeys: timeKeys, areNamedByX: areNamedByX)
        self.learnsLayouts = learnsLayouts
    }

    /// Whether the line's first byte past blanks opens a JSON object: then the stream is JSON lines.
    static func opens(_ line: UnsafeRawBufferPointer) -> Bool {
        line.first { !ByteClasses.isSpaceOrTab($0) } == JSONLeaves.objectOpens
    }

    /// Reads a line: by the layout learnt when it has it, else in full (which learns its layout).
    mutating func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        guard template.read(line, clock: clock, powers: context.powers) else { return readInFull(line, context: &context, into: &batch) }
        if context.x.findsTimes {
            context.x.lineTime = template.time ?? time(text: template.timeText, number: template.timeNumber, in: line, x: &context.x)
        }
        var row = JSONRowCells()
        template.forEachLeaf { column, value in row.put(value, column: column, into: &batch, names: context.catalog.names) }
        return row.finish(into: &batch, context: &context)
    }

    /// Whether the lines that come next may be read in a run by the layout learnt (`readRows`).
    var readsRows: Bool { learnsLayouts && template.isLearnt && template.widestColumn >= 0 }

    /// Reads the lines of the layout learnt from `start` on into `batch`, each a row (its x the time
    /// field's), until a line that is not of it, gives no row or no time, or needs cleaning (or the
    /// chunk's end); returns where it stopped. Only while `readsRows`, with the stream's times placed.
    /// - Parameter maximumLineLength: a longer line stops the run (the splitter's to drop).
    mutating func readRows(_ bytes: UnsafeRawBufferPointer, from start: Int, context: inout RowContext, into batch: inout SampleBatch,
                           maximumLineLength: Int) -> Int {
        // A column for every series, as the rows read in full would have widened the batch to.
        if batch.seriesCount < context.catalog.count {
            batch.widen(to: context.catalog.count)
            batch.seriesNames = context.catalog.names
        }
        let stop = batch.appendRows(json: &template, bytes, from: start, clock: &clock, x: &context.x, maximumLineLength: maximumLineLength,
                                    powers: context.powers)
        if stop > start { context.headers.hasSeenData = true }
        return stop
    }

    /// The time a line's time field gives (`LineX.jsonTime`): a timestamp like the last but for its clock
    /// from the last one's (`JSONClockMemo`).
    @inline(__always)
    private mutating func time(text: Range<Int>?, number: Double?, in line: UnsafeRawBufferPointer, x: inout LineX) -> WrittenTime? {
        guard learnsLayouts else { return LineX.jsonTime(text: text, number: number, in: line, memo: &x.dateMemo) }
        return clock.time(text: text, number: number, in: line, dates: &x.dateMemo)
    }

    /// A line read by its grammar (`JSONLeaves`), its leaves found in the catalog by their paths; then
    /// its layout learnt.
    private mutating func readInFull(_ line: UnsafeRawBufferPointer, context: inout RowContext,
                                     into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        // An invalid line changed no column: the layout learnt stands.
        guard json.read(line) else {
            context.skipReason = .invalid
            return .skipped
        }
        context.catalog.countDropped(json.droppedLeafCount)
        if context.x.findsTimes {
            context.x.lineTime = time(text: json.timeText, number: json.timeNumber, in: line, x: &context.x)
            context.x.tookJSONTime(context.x.lineTime, text: json.timeText.map { UnsafeRawBufferPointer(rebasing: line[$0]) })
        }
        var row = JSONRowCells()
        let selects = context.picks.selection != nil
        let patterns = context.picks.patterns
        let dropped = context.catalog.droppedValueCount
        // Taken out of the reader while the closure fills it: the closure borrows the leaves.
        var columns = leafColumns
        leafColumns = []
        if !columns.isEmpty { columns.removeAll(keepingCapacity: true) }
        // The leaves are walked in place while the catalog changes: the closure touches only the catalog.
        json.forEachLeaf(in: line) { leaf, path, value in
            let column: Int?
            if selects {
                if context.seenKeys.isOpen, !value.isNaN { context.seenKeys.note(path) }
                column = FieldPicks.selectedSeries(forKey: path, patterns: patterns, in: &context.catalog)
            } else {
                column = value.isNaN ? context.catalog.existingSeries(forKey: path) : context.catalog.series(forKey: path, ordinal: leaf)
            }
            columns.append(column)
            guard let column else { return }
            row.put(value, column: column, into: &batch, names: context.catalog.names)
        }
        // A leaf dropped for a full catalog is counted on every line: no layout holds that.
        if learnsLayouts, json.isTemplatable, context.catalog.droppedValueCount == dropped {
            template.learn(line, tokens: json.tokens, columns: columns, selects: selects)
        } else {
            template.forget()
        }
        leafColumns = columns
        return row.finish(into: &batch, context: &context)
    }
}
