/// Reads a stream's lines into rows of samples, naming series as the README's "Several series" says.
///
/// The stream's format is decided by `FormatSniffer` from its first lines (until its data begins), and
/// each line then goes to that format's reader (`Formats/`), switched once per line:
/// - aligned columns (`AlignedColumnsReader`), with lines of `key=value` / `key:value` pairs among them
///   (`PairsReader`), until a line of several fields decides otherwise;
/// - delimited text, CSV, TSV, `;`, `|` (`DelimitedTextReader`);
/// - JSON lines (`JSONLinesReader`);
/// - Prometheus or Graphite metric lines (`MetricLinesReader`).
///
/// What the readers share is one `RowContext`: the series (`SeriesCatalog`), headers (`HeaderReader`),
/// `-f` (`FieldPicks`, `SelectedFields`), x and timestamps (`LineX`) and the shape of like rows
/// (`RowShape`). A UTF-8 byte order mark is passed over; terminal control in a line is taken out first.
///
/// ```swift
/// var reader = FieldRowReader(selection: nil)
/// var batch = SampleBatch()
/// reader.read(Array("cpu=12 mem=40".utf8), into: &batch)  // .row
/// reader.catalog.names                                    // ["cpu", "mem"]
/// ```
///
/// - Complexity: O(n) in the bytes of the line; no allocation once the scratch space has grown.
public struct FieldRowReader: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// The line gave samples: a row of its own, or a line of a scrape that joined its row (`ScrapeRow`).
        case row
        case header, skipped
        /// The line ends inside a quoted field: its record goes on on the next line.
        case recordGoesOn
        /// A line the stream's format allows with nothing to plot: a metric stream's comment, or a metric
        /// `-f` does not select. Not counted as skipped.
        case ignored
    }

    public var catalog: SeriesCatalog { context.catalog }
    /// What the readers share: series, headers, `-f`, x.
    private(set) var context: RowContext
    /// The stream's format, as the sniffer decided it.
    private(set) var format = StreamFormat.undecided
    /// The readers that keep state of their own (aligned columns and pairs keep none but the context's).
    private var delimited: DelimitedTextReader, json: JSONLinesReader, metrics = MetricLinesReader()
    /// Made once the stream is decided the API's, and on a JSON stream's first `{` alone: a reader
    /// copied per chunk retains none of their buffers until then.
    private var prometheus: PrometheusAPIReader?
    /// A JSON object written across lines (`jq .`), gathered to be read as one line.
    private var document: JSONDocumentLines?
    /// The stream's producer (`Producers/`): told by its first lines; its profile may read them all.
    private var producers: ProducerLines
    /// `--count` without `-f`: every line is an event, a line without a number too (a row of 1, at the
    /// line's time), but a blank line and a delimited first line of names (a CSV's header).
    private let countsLines: Bool
    private var hasCountedALine = false
    /// The longest line a run of shaped rows reads, like the longest record kept open.
    private let maximumRecordLength: Int
    /// The shape of the last line read in full when it led with a timestamp then held plain numbers
    /// alone, so that a run of lines like it may be read in one pass (`readStampedRows`); nil otherwise.
    /// Whether there is one is kept apart: asking the (large) optional copies it, at every line read.
    private var stampedShape: StampedShape? { didSet { hasStampedShape = stampedShape != nil } }
    private var hasStampedShape = false

    /// The producer the stream's first lines told (`ProducerProfiles`: ping, /proc/loadavg, uptime,
    /// iostat, …), and what its profile changed: what `--explain` names. Nil until one is recognised,
    /// and for a stream no profile tells.
    public var producer: RecognisedProducer? { producers.recognised }

    /// Whether the stream is an access log read field by field (`AccessLogReader`), `--by`'s fields by name.
    var readsAccessLog: Bool { producers.readsAccessLog }

    /// Why the last line read gave no row (`SkipReason`); meaningful only after an outcome other than `.row`.
    public var lastSkipReason: SkipReason { context.skipReason }

    /// The lines of records skipped (a quote never closed) that were read as `recordGoesOn`, so far.
    public var linesOfSkippedRecords: Int { delimited.linesOfSkippedRecords }

    /// The lines that gave a row with a field where a number belongs not read (`"1,5"` in a CSV): counted skipped besides.
    public var partlyReadLineCount: Int { context.partlyReadLineCount }

    /// - Parameter times: give each row its line's time as x (`SampleBatch.xs`), resolved by this: a
    ///   JSON line's time field (`ts`, `time`, …, then no series), a metric line's timestamp, or the
    ///   timestamp the lines lead with. Nil for none.
    /// - Parameter timeKeys: the JSON and pair keys whose value is the line's time (`-x ts`: that one
    ///   alone); a line with none may still lead with a timestamp.
    /// - Parameter xField: the field `-x` names by position or header name: x, not a series. Then a
    ///   leading timestamp is x only for position 1.
    public init(selection: FieldSelection?, maximumRecordLength: Int = LineSplitter.defaultMaximumLineLength,
                times: TimeResolver? = nil, timeKeys: TimeKeys = .defaults, xField: XField? = nil, countsLines: Bool = false) {
        self.countsLines = countsLines && selection == nil
        self.maximumRecordLength = maximumRecordLength
        context = RowContext(selection: selection, times: times, timeKeys: timeKeys, xField: xField)
        // Lines counted as events (`--count`): a report's row left out is no event, and no gap either.
        context.table.marksGaps = !countsLines
        producers = ProducerLines(selection: selection)
        delimited = DelimitedTextReader(maximumRecordLength: maximumRecordLength)
        json = JSONLinesReader(timeKeys: context.x.timeKeys, areNamedByX: LineX.areNamedByX(timeKeys))
    }

    /// Reads one line; a row goes into `batch`, widened first when the line names a new series.
    @discardableResult
    public mutating func read(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        guard context.x.findsTimes else { return readCounted(line, into: &batch) }
        let first = batch.rowCount
        let outcome = readCounted(line, into: &batch)
        context.x.stamp(line, isRow: outcome == .row, fromRow: first, into: &batch)
        learnStampedShape(of: line, isRow: outcome == .row && batch.rowCount == first + 1, in: batch)
        return outcome
    }

    /// Learns the shape of a line read in full that led with a timestamp then held plain numbers alone
    /// (`StampedShape`), when lines like it may be read in a run; forgets it after any other line. The
    /// shape must read the line to the row and time the full reading gave it, bit for bit: the shape
    /// learnt before is kept when it does.
    private mutating func learnStampedShape(of line: UnsafeRawBufferPointer, isRow: Bool, in batch: SampleBatch) {
        guard isRow, readsStampedRows, let time = context.x.leadingTime, let form = context.x.rowTimes.leadingForm else {
            if hasStampedShape { stampedShape = nil }
            return
        }
        let row = batch.row(batch.rowCount - 1)
        if let stampedShape, stampedShape.positionCount == context.catalog.positionCount, stampedShape.delimiter == context.delimiter,
           stampedShape.reads(line, as: row, at: time, maximumLineLength: maximumRecordLength) { return }
        stampedShape = StampedShape(learning: line, form: form, time: time, positionBase: context.x.positionBase, catalog: context.catalog,
                                    delimiter: context.delimiter)
        if let shape = stampedShape, !shape.reads(line, as: row, at: time, maximumLineLength: maximumRecordLength) { stampedShape = nil }
    }

    public mutating func read(_ line: [UInt8], into batch: inout SampleBatch) -> Outcome {
        line.withUnsafeBytes { read($0, into: &batch) }
    }

    /// Whether lines must each come through `read` for their times to be placed: until the first row
    /// decides where the stream writes them.
    public var placesTimesLineByLine: Bool { context.x.findsTimes && context.x.rowTimes.isUndecided }

    /// A line read, and with `countsLines` made an event when it gave no row.
    @inline(__always)
    private mutating func readCounted(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        guard countsLines else { return readCleaned(line, into: &batch) }
        let isFirst = !hasCountedALine
        let outcome = readCleaned(line, into: &batch)
        context.scrape.close()  // every line an event: metric lines `a 1`, `b 2` join no scrape's row, two rows
        guard line.contains(where: { !ByteClasses.isSpaceTabOrReturn($0) }) else { return outcome }
        hasCountedALine = true
        // A first line of names split by a delimiter is a header (a CSV's); any other line without a
        // number is an event (`connection reset by peer`).
        let isHeader = outcome == .header && isFirst && context.delimiter != nil
        guard outcome == .skipped || outcome == .header && !isHeader, let column = context.catalog.series(atPosition: 1) else { return outcome }
        var row = PendingRow()
        batch.put(1, column: column, row: &row, names: context.catalog.names)
        return .row
    }

    private mutating func readCleaned(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        // Terminal control hidden in a line is taken out first: the line reads as a person sees it.
        if LineCleaner.needsCleaning(line) {
            return LineCleaner.cleaned(line).withUnsafeBytes { readClean($0, into: &batch) }
        }
        return readClean(line, into: &batch)
    }

    /// A line through its format's reader, and counted when a field where a number belongs did not
    /// read: skipped for that reason when it gave no row, else a line read in part.
    private mutating func readClean(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        context.hasUnreadableField = false
        let outcome = readFormat(line, into: &batch)
        guard context.hasUnreadableField else { return outcome }
        switch outcome {
        case .row: context.partlyReadLineCount += 1
        case .skipped: context.skipReason = .unreadableField
        default: break
        }
        return outcome
    }

    /// The one switch: each line to its format's reader.
    private mutating func readFormat(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        // A reader that skips without saying why leaves the commonest reason.
        context.skipReason = .noNumber
        context.x.beginLine()
        if delimited.isOpen { return delimited.continueRecord(line, context: &context, into: &batch) }
        let line = Self.withoutByteOrderMark(line)
        context.headers.note(line)
        // A producer's profile reads every line from the one that told it (ping, /proc/loadavg, uptime);
        // the lines before the data and its first row are looked at for one (`ProducerLines`), no more.
        if producers.readsLines || !context.headers.hasSeenData && format.mayChange && producers.recognises(line, context: &context) {
            return producers.read(line, context: &context, into: &batch)
        }
        if producers.hasReportLines, let outcome = producers.passOver(line, context: &context) { return outcome }
        // Asked only before the data begins (most lines are past it: one test of a flag).
        if !context.headers.hasSeenData, format.mayChange { sniff(line) }
        if producers.holdsFirstReport { return readSinceBoot(line, into: &batch) }
        return readByFormat(line, into: &batch)
    }

    /// A line of a JSON object written across lines (`JSONDocumentLines`; its `{` alone decided JSON
    /// lines): gathered until the object closes, then the whole object read as one line, a Prometheus
    /// response when the first one is.
    private mutating func readDocumentLine(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        if document?.isOpen != true {
            if document == nil { document = JSONDocumentLines() }
            document!.begin(line)
            return .recordGoesOn
        }
        guard let object = document!.add(line) else {
            guard document!.isTooLong else { return .recordGoesOn }
            context.skipReason = .tooLong
            return .skipped
        }
        return object.withUnsafeBytes { object in
            if format == .jsonLines, !context.headers.hasSeenData, PrometheusAPIReader.opens(object) { decide(.prometheusAPI) }
            return format == .jsonLines ? json.read(object, context: &context, into: &batch) : prometheus!.read(object, context: &context, into: &batch)
        }
    }

    /// A line through its format's reader.
    @inline(__always)
    private mutating func readByFormat(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        switch format {
        case .undecided, .alignedColumns: return AlignedColumnsReader.read(line, context: &context, into: &batch)
        case .delimited(let delimiter): return delimited.read(line, delimiter: delimiter, context: &context, into: &batch)
        case .jsonLines:
            if document?.isOpen == true || JSONDocumentLines.opens(line) { return readDocumentLine(line, into: &batch) }
            return json.read(line, context: &context, into: &batch)
        case .metricLines: return metrics.read(line, context: &context, into: &batch)
        case .prometheusAPI:
            if document?.isOpen == true || JSONDocumentLines.opens(line) { return readDocumentLine(line, into: &batch) }
            return prometheus!.read(line, context: &context, into: &batch)
        }
    }

    /// A line of the producer's first report, since boot (`SinceBootReport`): read as any line, so that
    /// its header names the columns and its row lays the table out, but a row gives no sample.
    private mutating func readSinceBoot(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        guard producers.firstReportGoesOn(line) else { return readByFormat(line, into: &batch) }
        var discarded = SampleBatch()
        // Nor a step along x: the first report kept is the table's first step (`TableSteps`).
        let steps = context.table.steps
        let outcome = readByFormat(line, into: &discarded)
        guard outcome == .row else { return outcome }
        context.table.steps = steps
        producers.firstReportGaveRow()
        // No run of like rows may read past the report's end unseen; a field not read is moot.
        if producers.holdsFirstReport { context.rowShape = nil }
        context.hasUnreadableField = false
        context.skipReason = .sinceBoot
        return .skipped
    }

    /// Asks the sniffer about a line that can be data, before the stream's data begins.
    private mutating func sniff(_ line: UnsafeRawBufferPointer) {
        let decided = FormatSniffer.format(of: line, after: format, context: &context)
        guard decided != format else { return }
        decide(decided)
    }

    /// Reads the stream as `decided` from now on.
    private mutating func decide(_ decided: StreamFormat) {
        format = decided
        context.delimiter = decided.delimiter
        if decided == .prometheusAPI, prometheus == nil { prometheus = PrometheusAPIReader() }
    }

    /// The line without a UTF-8 byte order mark at its start (a spreadsheet's export has one).
    private static func withoutByteOrderMark(_ line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF else { return line }
        return UnsafeRawBufferPointer(rebasing: line[3...])
    }

    /// At the end of a step (a run of a command run again and again: `SampleDecoder.endStep`): the
    /// scrape's row is closed, so the next run's lines begin another.
    public mutating func endStep() { context.scrape.close() }

    /// Whether a scrape's row is open as `batch`'s last row (`ScrapeRow.isOpen`).
    func holdsOpenScrape(in batch: SampleBatch) -> Bool { context.scrape.isOpen(in: batch) }

    /// The scrape's open row, held over from the chunk before, is now `batch`'s row `index`.
    mutating func scrapeMoved(toRow index: Int) { context.scrape.moved(toRow: index) }
    /// Every field `-f` names is found: the keys the lines have are noted no more (`SeenKeys`).
    mutating func closeSeenKeys() { context.seenKeys.close() }

    /// At the end of the input: whether a record was left open, which is then skipped (its lines but
    /// the last are counted in `linesOfSkippedRecords`).
    public mutating func endInput() -> Bool { delimited.endInput() }

    /// How the decoder may read the lines that come next: in a run of plain numbers alone on their lines
    /// (`readPlainLines`), while such a number goes, as it is, to `batch`'s one and only series; in a run
    /// of the shape the last line of several fields had (`readShapedRows`), while every line of that
    /// shape reads as it did (by position or key, no time in it to look for, no record left open); or
    /// each line in full.
    public enum Run: Sendable, Equatable {
        case plainLines
        case shapedRows
        /// Lines that lead with a timestamp then hold plain numbers alone, as the last line read in
        /// full did (`readStampedRows`).
        case stampedRows
        /// JSON lines of the layout the last one read in full had (`readJSONRows`).
        case jsonRows
        case none
    }

    /// The run the lines that come next may be read in, as `batch` stands.
    ///
    /// Mutating only so that a decoder's closure calls it on the reader in place: a getter called there
    /// copied the whole reader per line.
    @inline(__always)
    public mutating func run(for batch: SampleBatch) -> Run {
        if readsPositions, batch.seriesCount == 1, context.catalog.count == 1, context.catalog.columnOfFirstPosition == 0 { return .plainLines }
        if let stampedShape, readsStampedRows, stampedShape.positionCount == context.catalog.positionCount,
           stampedShape.delimiter == context.delimiter { return .stampedRows }
        if format == .jsonLines, readsJSONRows { return .jsonRows }
        // A table laid out by its header reads each row by where its cells lie, never by a shape.
        guard let rowShape = context.rowShape, !delimited.isOpen, format.readsFields, !context.table.isReading, context.x.xField == nil,
              !context.x.findsTimes || context.x.rowTimes.findsNoneInLines, rowShape.delimiter == context.delimiter else { return .none }
        // A line of fewer fields than the positions seen is short of some: gaps, which the full reading marks.
        return rowShape.isKeyed || !rowShape.readsWholeLine || rowShape.columns.count == context.catalog.positionCount ? .shapedRows : .none
    }

    /// Reads the plain numbers alone on their lines from `start` on into `batch`'s one series, until a
    /// line that is not one (or the chunk's end); returns where it stopped. Only while `run(for:)`
    /// says `.plainLines`: the decoder's hot loop, one pass and no call per line.
    @inline(__always)
    public mutating func readPlainLines(_ bytes: UnsafeRawBufferPointer, from start: Int, into batch: inout SampleBatch) -> Int {
        let stop = batch.appendPlainLines(bytes, from: start, powers: context.powers)
        // Rows were read: a header can no longer come first.
        if stop > start { context.headers.hasSeenData = true }
        return stop
    }

    /// Reads the lines of the learnt shape from `start` on into `batch`, until a line that is not of it
    /// (or the chunk's end); returns where it stopped. Only while `run(for:)` says `.shapedRows`: the decoder's loop
    /// for lines of several fields, one pass and no call per line.
    public mutating func readShapedRows(_ bytes: UnsafeRawBufferPointer, from start: Int, into batch: inout SampleBatch) -> Int {
        guard let rowShape = context.rowShape else { return start }
        if batch.seriesCount < context.catalog.count {
            batch.widen(to: context.catalog.count)
            batch.seriesNames = context.catalog.names
        }
        let stop = batch.appendRows(shaped: rowShape, bytes, from: start, maximumLineLength: maximumRecordLength, powers: context.powers)
        if stop > start { context.headers.hasSeenData = true }
        return stop
    }

    /// Reads the lines of the learnt stamped shape from `start` on into `batch`, each row's x its line's
    /// time, until a line that is not of it (or the chunk's end); returns where it stopped. Only while
    /// `run(for:)` says `.stampedRows`.
    public mutating func readStampedRows(_ bytes: UnsafeRawBufferPointer, from start: Int, into batch: inout SampleBatch) -> Int {
        guard let stampedShape else { return start }
        if batch.seriesCount < context.catalog.count {
            batch.widen(to: context.catalog.count)
            batch.seriesNames = context.catalog.names
        }
        let stop = batch.appendRows(stamped: stampedShape, bytes, from: start, times: &context.x.rowTimes,
                                    maximumLineLength: maximumRecordLength, powers: context.powers)
        if stop > start { context.headers.hasSeenData = true }
        return stop
    }

    /// Reads the JSON lines of the layout learnt from `start` on into `batch` (`JSONLinesReader.readRows`);
    /// returns where it stopped. Only while `run(for:)` says `.jsonRows`.
    public mutating func readJSONRows(_ bytes: UnsafeRawBufferPointer, from start: Int, into batch: inout SampleBatch) -> Int {
        json.readRows(bytes, from: start, context: &context, into: &batch, maximumLineLength: maximumRecordLength)
    }

    /// Whether JSON lines may be read in a run by their layout: each would go straight to the JSON reader
    /// (no object across lines open, no profile, no `--count` event), its x its time field's alone.
    private var readsJSONRows: Bool {
        json.readsRows && document?.isOpen != true && !delimited.isOpen && !producers.readsLines && !producers.holdsFirstReport
            && !countsLines && (!context.x.findsTimes || context.x.rowTimes.findsNoneInLines)
    }

    /// A line that is one plain number and nothing else (`SampleParser.plainNumber`): the sample at
    /// position 1. False, with nothing written, when `-f` decides instead.
    @inline(__always)
    public mutating func readPlain(_ value: Double, into batch: inout SampleBatch) -> Bool {
        // Past a line of more fields, a lone number is short of some: gaps, which the full reading marks.
        guard readsPositions, context.catalog.positionCount <= 1, let column = context.catalog.series(atPosition: 1) else { return false }
        if column == 0, batch.seriesCount == 1 {
            batch.appendSingle(value)
        } else {
            var row = PendingRow()
            batch.put(value, column: column, row: &row, names: context.catalog.names)
        }
        context.headers.hasSeenData = true
        return true
    }

    /// Whether a plain number alone on its line is the sample at position 1: not with `-f`, inside a
    /// record left open, in a JSON or metric stream (where it is no valid line), in a table's block
    /// (whose header lays its cells out), or in a producer's lines its profile reads.
    private var readsPositions: Bool {
        context.picks.selection == nil && !delimited.isOpen && format.readsFields && !context.table.isReading && !producers.readsLines
    }

    /// Whether lines that lead with a timestamp may be read in a run (`StampedShape`): read by position,
    /// with times from the data and no `-x` field, as aligned columns or delimited text (the shape takes
    /// its delimiter alone) with the stream's data begun (no header to take, no table, no producer's
    /// first report held).
    private var readsStampedRows: Bool {
        readsPositions && context.x.findsTimes && context.x.xField == nil && !context.headers.takesHeader && !producers.holdsFirstReport
    }
}
