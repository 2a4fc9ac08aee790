import LivePlotBasics

/// Turns raw input bytes into sample batches: lines split, samples parsed into rows of series, the rest
/// counted as skipped.
///
/// The input layer's entry (bytes → rows): the reader at the edge hands it each chunk, the store takes its batches.
///
/// ```swift
/// var decoder = SampleDecoder()
/// var batch = SampleBatch()
/// bytes.withUnsafeBytes { decoder.decode($0, into: &batch) }
/// decoder.finish(into: &batch)
/// ```
///
/// Stamping arrivals (`--rate`), it takes each chunk's time (`decode(_:at:into:)`) for its values (`ArrivalTiming`).
///
/// - Complexity: O(n) in the bytes given.
public struct SampleDecoder: Sendable {
    var splitter: LineSplitter
    private var reportedDroppedLines = 0
    private var reportedTooLongLines = 0  // of them, the lines too long (the rest: records never closed)
    /// `--match`: the samples come from the pattern's groups, one series each.
    /// `--match`, with its matching machine's buffers: this decoder's own, reused for every line.
    private(set) var matcher: SampleMatcher?
    /// The matcher's series, made at its first match.
    private(set) var matchedSeries = SeriesCatalog()
    /// Otherwise the samples are the line's fields (`-f`: the selected ones).
    private(set) var fields: FieldRowReader { get { fieldReader! } _modify { yield &fieldReader! } }
    /// `fields`, taken out while a chunk's lines are read (`readFieldLines`): a copy beside it cost every
    /// reference retained and every array the lines change copied, a chunk (30 a second live).
    private var fieldReader: FieldRowReader?
    /// `--explain`: every line read in full, the first not used noted with why (`LineLog`); else nil.
    var log: LineLog?
    /// A scrape's row still open when the last chunk's lines ran out: put back into the next chunk's
    /// batch, until its step ends (a name comes again, `endStep`, `endScrape`, the input's end).
    private var heldScrape: HeldRow?
    /// `-f` fields that name nothing, `-x`'s field that is no time: said in the batch (`OptionChecks`).
    private(set) var checks: OptionChecks
    /// `--rate`: each value's time for it, by when the chunks arrived (`ArrivalTiming`); nil: no stamps.
    private(set) var timing: ArrivalTiming?
    /// `--count`: a line `--match` matches is an event even when it captures no number.
    let countsLines: Bool
    /// `--by`: the field whose value tags each row (`SampleBatch.groups`); nil: none.
    let groupField: GroupField?
    /// `--by`: finds each row's value and interns it (`GroupTagger`); nil without `--by`.
    var tagger: GroupTagger?
    /// `--match` with x from the data: each row's time (the field reader keeps its own otherwise).
    var matchTimes: RowTimes?

    /// - Parameters:
    ///   - times: find each line's timestamp (`SampleBatch.xs`), resolved by this; nil for none.
    ///   - timeKeys: the JSON and pair keys that hold a line's time (`-x ts`: that one alone).
    ///   - xField: the field `-x` names by position or header name (`-x 1`, `-x date`).
    ///   - groupField: the field `--by` names: each row is tagged with its value (`SampleBatch.groups`).
    ///   - explains: read every line in full and note the first not used (`--explain`: `explanation`).
    public init(maximumLineLength: Int = LineSplitter.defaultMaximumLineLength, matcher: SampleMatcher? = nil,
                selection: FieldSelection? = nil, stampsArrivals: Bool = false, times: TimeResolver? = nil,
                timeKeys: TimeKeys = .defaults, xField: XField? = nil, countsLines: Bool = false, groupField: GroupField? = nil,
                explains: Bool = false) {
        log = explains ? LineLog() : nil
        checks = OptionChecks(selection: matcher == nil ? selection : nil, xField: times != nil ? xField : nil,
                              groupField: matcher == nil ? groupField : nil)
        splitter = LineSplitter(maximumLineLength: maximumLineLength)
        self.matcher = matcher
        self.countsLines = countsLines
        self.groupField = groupField
        tagger = groupField.map { GroupTagger(field: $0) }
        if let groupField, matcher != nil { self.matcher!.capturedGroup = GroupTagger.group(groupField, of: matcher!) }
        fieldReader = FieldRowReader(selection: selection, maximumRecordLength: maximumLineLength, times: times, timeKeys: timeKeys,
                                xField: xField, countsLines: countsLines)
        timing = stampsArrivals ? ArrivalTiming() : nil
        matchTimes = times.map { RowTimes(resolver: $0) }
    }

    /// Values of series beyond `SeriesCatalog.maximumCount`, which are not plotted.
    /// The values dropped that the batches have been told of.
    private var reportedDroppedValues = 0
    public var droppedValueCount: Int { matcher == nil ? fields.catalog.droppedValueCount : matchedSeries.droppedValueCount }

    /// The producer the stream's first lines told (ping, /proc/loadavg, uptime, iostat, …) and what its
    /// profile changed (`RecognisedProducer`): what `--explain` names. Nil with `--match`, which reads
    /// every line its own way, and for a stream no profile tells.
    public var producer: RecognisedProducer? { matcher == nil ? fields.producer : nil }

    /// Decodes a chunk that arrived at `time` (seconds on the reader's clock, from 0 at the start).
    ///
    /// Each value is stamped with `time` when it arrived apart from its series' value before, else with
    /// no time (`nan`): lines read together have none (`ArrivalTiming`). When that makes the rates per
    /// line, and the lines have no times of their own, the batch says so (`InputNotice.rateWithoutTimes`).
    public mutating func decode(_ chunk: UnsafeRawBufferPointer, at time: Double, into batch: inout SampleBatch) {
        readLines(chunk, at: time, into: &batch)
    }

    /// Decodes what is left at the end of the input, which arrived at `time`.
    public mutating func finish(at time: Double, into batch: inout SampleBatch) {
        readLines(nil, at: time, into: &batch)
    }

    private mutating func readLines(_ chunk: UnsafeRawBufferPointer?, at time: Double, into batch: inout SampleBatch) {
        let first = batch.rowCount
        let held = heldScrape
        readLines(chunk, into: &batch)
        guard timing != nil else { return }
        // A scrape's row held over arrived with the read that last added to it, when no line of this
        // read joined it: it is as it was, back in the batch (row `first`) or held again.
        let heldAgain = heldScrape != nil && batch.rowCount == first
        let asItWas = held.map { held in
            heldAgain ? held.isAsItWas(heldScrape!.values) : batch.rowCount > first && held.isAsItWas(batch.row(first))
        } ?? false
        if heldScrape != nil { heldScrape!.at = heldAgain && asItWas ? held!.at : time }
        let pending = heldScrape?.values
        if asItWas, let held, !heldAgain {
            stampArrivals(&batch, fromRow: first, toRow: first + 1, at: held.at)
            stampArrivals(&batch, fromRow: first + 1, at: time, pending: pending)
        } else {
            stampArrivals(&batch, fromRow: first, at: time, pending: pending)
        }
    }

    /// `--rate`: the rows from `first` (to `end`) arrived at `time` (`ArrivalTiming`), `pending` held.
    private mutating func stampArrivals(_ batch: inout SampleBatch, fromRow first: Int, toRow end: Int? = nil, at time: Double,
                                        pending: [Double]? = nil) {
        // Lines with times of their own are rated by them: their arrivals are never said.
        if timing!.stamp(&batch, fromRow: first, toRow: end, at: time, pending: pending), batch.xs.isEmpty || batch.xsArePlain {
            batch.notices.append(.rateWithoutTimes)
        }
    }

    /// The end of one run of a command run again and again (`--interval`): what it wrote is one step
    /// along x, as one scrape of metric lines is; a last line without its newline is read now. Decoding
    /// goes on with the next run's output.
    public mutating func endStep(at time: Double, into batch: inout SampleBatch) {
        readLines(nil, at: time, into: &batch)
        fields.endStep()
    }

    /// Whether a scrape's row is held open, waiting for more of its lines: the reader ends its step
    /// (`endScrape`) when its source goes quiet (`StepClosing`).
    public var holdsScrape: Bool { heldScrape != nil }

    /// Ends the step of the scrape held open (its source went quiet): its row goes into `batch`, and the
    /// next line begins another. A partial last line is left for its newline.
    /// `--rate`: it is stamped with the time of the read that last added to it.
    public mutating func endScrape(into batch: inout SampleBatch) {
        guard let held = heldScrape else { return }
        let first = batch.rowCount
        putBackScrape(into: &batch)
        fields.endStep()
        batch.padXs()
        if timing != nil { stampArrivals(&batch, fromRow: first, at: held.at) }
    }

    /// The held scrape row back into `batch`, as its last row, still open.
    private mutating func putBackScrape(into batch: inout SampleBatch) {
        guard let held = heldScrape else { return }
        heldScrape = nil
        batch.appendRow(held, names: fields.catalog.names)
        fields.scrapeMoved(toRow: batch.rowCount - 1)
    }

    /// Decodes the lines that `chunk` completes; a partial last line waits for the next chunk.
    public mutating func decode(_ chunk: UnsafeRawBufferPointer, into batch: inout SampleBatch) {
        precondition(timing == nil, "a decoder that stamps arrivals needs each chunk's time")
        readLines(chunk, into: &batch)
    }

    /// Decodes whatever is left at the end of the input.
    public mutating func finish(into batch: inout SampleBatch) {
        precondition(timing == nil, "a decoder that stamps arrivals needs the end's time")
        readLines(nil, into: &batch)
    }

    /// Reads the lines a chunk completes, or with `nil` the partial last line at the end of the input.
    private mutating func readLines(_ chunk: UnsafeRawBufferPointer?, into batch: inout SampleBatch) {
        // The way a line is read is chosen once per chunk, not per line: a per-line look at an optional
        // matcher halved throughput.
        if var matcher {
            // Moved out while it matches, so its buffers are written in place, not copied.
            self.matcher = nil
            readMatchedLines(chunk, matcher: &matcher, into: &batch)
            self.matcher = matcher
        } else {
            let first = batch.rowCount
            let skipped = batch.skippedLineCount
            if heldScrape != nil { putBackScrape(into: &batch) }
            readFieldLines(chunk, into: &batch)
            if checks.isActive {
                checks.check(fields, tagger: tagger, batch: &batch, fromRow: first, skippedBefore: skipped, ended: chunk == nil)
                if fields.context.seenKeys.isOpen, !checks.needsKeys { fields.closeSeenKeys() }
            }
            // A scrape cut by the chunk's end is held, not handed on half read: its next lines join it.
            if chunk != nil, fields.holdsOpenScrape(in: batch) { heldScrape = batch.removeLastRow() }
        }
        batch.padXs()
        reportDroppedLines(into: &batch)
    }

    /// `--match`: each line through the pattern.
    private mutating func readMatchedLines(_ chunk: UnsafeRawBufferPointer?, matcher: inout SampleMatcher, into batch: inout SampleBatch) {
        var catalog = matchedSeries
        let countsLines = countsLines
        // A line's numbers, before they are known to hold one: kept across lines, never reallocated.
        var row: [Double] = []
        var tagger = self.tagger.take()
        if log != nil {
            readMatchedLinesExplained(chunk, matcher: &matcher, catalog: &catalog, row: &row, tagger: &tagger, into: &batch)
        } else {
            var times = matchTimes
            // Escapes are looked for once a chunk, not once a line: a line within a chunk that holds none
            // holds none either (a line begun in the last chunk is looked at on its own).
            let cleanChunk = chunk.flatMap { LineCleaner.needsCleaning($0) ? nil : $0 }
            // The skipped lines' reasons go to the account once a chunk: a dictionary update a line cost
            // as much as the match of a line that holds no literal of the pattern.
            var notMatched = 0, noNumber = 0
            forEachLine(chunk) { line in
                let first = batch.rowCount
                let reason = Self.readMatch(line, isClean: cleanChunk.map { Self.lies(line, within: $0) } ?? false, matcher: &matcher,
                                            catalog: &catalog, countsLines: countsLines, row: &row, tagger: &tagger, into: &batch)
                if let reason {
                    if reason == .notMatched { notMatched += 1 } else { noNumber += 1 }
                }
                times?.stamp(line, written: nil, isRow: batch.rowCount > first, fromRow: first, into: &batch)
            }
            matchTimes = times
            batch.unusedLines.add(.notMatched, count: notMatched)
            batch.unusedLines.add(.noNumber, count: noNumber)
        }
        self.tagger = tagger
        matchedSeries = catalog
        batch.widen(to: catalog.count)
        batch.seriesNames = catalog.names
    }

    /// Each line's fields, through the format's reader; runs of plain or like lines taken at once.
    private mutating func readFieldLines(_ chunk: UnsafeRawBufferPointer?, into batch: inout SampleBatch) {
        var reader = fieldReader.take()!  // out, not copied: the closures below read it beside the splitter
        let readLine = { (line: UnsafeRawBufferPointer, batch: inout SampleBatch, reader: inout FieldRowReader) in
            Self.read(line, reader: &reader, into: &batch)
        }
        if log != nil {
            var tagger = self.tagger.take()
            readFieldLinesExplained(chunk, reader: &reader, tagger: &tagger, into: &batch)
            self.tagger = tagger
        } else if tagger != nil {
            readTaggedLines(chunk, reader: &reader, into: &batch)
        } else if let chunk {
            // A plain number alone on its line is read while its end is looked for: one pass.
            let powers = FastPowers.shared
            // Room for lines of four bytes on average ("12.5\n" is five): shorter lines grow the batch once.
            batch.reserveRows(chunk.count / 4, withXs: matchTimes != nil)
            // As wide as the series read so far, even emptied: a chunk that begins with a whole line reads
            // its plain numbers in a run (one series, `run(for:)`), not as rows of a shape.
            if batch.rowCount == 0 { batch.widen(to: reader.catalog.count) }
            // Runs of plain lines to the one series, or of lines shaped as the last one read in full, are
            // taken at once. After a few lines in a row that are neither, this chunk stops trying (no line is
            // parsed twice); until the stream's times are placed (by its first row), every line is read whole.
            var run = reader.run(for: batch)
            var placesTimes = reader.placesTimesLineByLine
            var misses = placesTimes ? 4 : 0
            splitter.split(chunk, leading: { bytes, start in
                guard misses < 4 else { return nil }
                if run != .none {
                    let stop = run == .plainLines ? reader.readPlainLines(bytes, from: start, into: &batch)
                        : run == .shapedRows ? reader.readShapedRows(bytes, from: start, into: &batch)
                        : run == .stampedRows ? reader.readStampedRows(bytes, from: start, into: &batch)
                        : reader.readJSONRows(bytes, from: start, into: &batch)
                    guard stop > start else {
                        misses += 1
                        return nil
                    }
                    misses = 0
                    return stop
                }
                guard let (value, end) = SampleParser.plainNumber(in: bytes, from: start, powers: powers), end < bytes.count else {
                    misses += 1
                    return nil
                }
                var next = end
                if bytes[next] == 0x0D, next + 1 < bytes.count { next += 1 }
                guard bytes[next] == 0x0A, reader.readPlain(value, into: &batch) else {
                    misses += 1
                    return nil
                }
                misses = 0
                run = reader.run(for: batch)
                return next + 1
            }, { line in
                readLine(line, &batch, &reader)
                run = reader.run(for: batch)
                if placesTimes, !reader.placesTimesLineByLine {
                    placesTimes = false
                    misses = 0
                }
            })
        } else {
            splitter.finish { line in readLine(line, &batch, &reader) }
            Self.endInput(of: &reader, into: &batch)
        }
        batch.widen(to: reader.catalog.count)
        batch.seriesNames = reader.catalog.names
        (batch.inputUnit, batch.chosenSeriesCount) = (reader.producer?.unit, min(reader.context.picks.selection?.count ?? 0, batch.seriesCount))
        fieldReader = consume reader
    }

    /// One line through the field reader, and accounted for when it gave no row.
    @inline(__always)
    static func read(_ line: UnsafeRawBufferPointer, reader: inout FieldRowReader, into batch: inout SampleBatch) {
        // A row, most lines, pays one comparison for the account.
        let outcome = reader.read(line, into: &batch)
        if outcome != .row { _ = account(outcome, reason: reader.lastSkipReason, line: line, in: &batch) }
    }

    /// At the end of the input, a quote never closed: the record it opened is skipped.
    static func endInput(of reader: inout FieldRowReader, into batch: inout SampleBatch) {
        guard reader.endInput() else { return }
        batch.skippedLineCount += 1
        batch.unusedLines.add(.recordNeverClosed)
    }

    /// Whether `line`'s bytes lie within `chunk`'s (not in a line begun in an earlier chunk and kept).
    @inline(__always)
    private static func lies(_ line: UnsafeRawBufferPointer, within chunk: UnsafeRawBufferPointer) -> Bool {
        guard let start = line.baseAddress, let chunkStart = chunk.baseAddress else { return line.isEmpty }
        return start >= chunkStart && start + line.count <= chunkStart + chunk.count
    }

    /// One line through `--match`: a row with a column per group, or a skipped line, counted in
    /// `skippedLineCount`, its reason returned for the caller to add to `unusedLines`. With `countsLines`,
    /// a line matched without a number (`--count --match error`) is an event: a row of 1 in the first
    /// series. With `--by`, a row is tagged with the value of the group the matcher captures (`capture`).
    /// `isClean`: the line is known to hold no escape (its chunk held none), so it is not looked at for one.
    static func readMatch(
        _ line: UnsafeRawBufferPointer, isClean: Bool = false, matcher: inout SampleMatcher, catalog: inout SeriesCatalog, countsLines: Bool,
        row: inout [Double], tagger: inout GroupTagger?, into batch: inout SampleBatch
    ) -> SkipReason? {
        if !isClean, LineCleaner.needsCleaning(line) {
            return LineCleaner.cleaned(line).withUnsafeBytes {
                readMatch($0, isClean: true, matcher: &matcher, catalog: &catalog, countsLines: countsLines, row: &row, tagger: &tagger,
                          into: &batch)
            }
        }
        defer {
            if tagger != nil, batch.groups.count < batch.rowCount {
                tagger!.tag(value: matcher.capture.map { UnsafeRawBufferPointer(rebasing: line[$0]) }, into: &batch)
            }
        }
        // The row's numbers written over the last line's, not after emptying it: emptying was a call a line.
        var filled = 0
        let matched = matcher.forEachNumber(in: line) { series, name, value in
            if series == catalog.count { catalog.addSeries(named: name()) }
            guard series < catalog.count else { return }
            if filled < row.count { row[filled] = value } else { row.append(value) }
            filled += 1
        }
        guard matched, row[..<filled].contains(where: { !$0.isNaN }) else {
            if matched, countsLines {
                if catalog.count == 0 { catalog.addSeries(named: "") }
                var pending = PendingRow()
                batch.put(1, column: 0, row: &pending, names: catalog.names)
                return nil
            }
            batch.skippedLineCount += 1
            return matched ? .noNumber : .notMatched
        }
        // The commonest row, a number (or nan) a column: appended as it is, not gaps written over (`put`).
        if filled == batch.seriesCount {
            for value in row[..<filled] { batch.values.append(value) }
            return nil
        }
        var pending = PendingRow()
        for (series, value) in row[..<filled].enumerated() where !value.isNaN {
            batch.put(value, column: series, row: &pending, names: catalog.names)
        }
        return nil
    }

    @inline(__always)
    mutating func forEachLine(_ chunk: UnsafeRawBufferPointer?, _ body: (UnsafeRawBufferPointer) -> Void) {
        if let chunk {
            splitter.split(chunk, body)
        } else {
            splitter.finish(body)
        }
    }

    /// Counts what the batch has not seen yet: lines too long to read, in a record never closed or read in part, and values of series beyond the
    /// most that are kept.
    private mutating func reportDroppedLines(into batch: inout SampleBatch) {
        let dropped = splitter.droppedLineCount + fields.linesOfSkippedRecords + fields.partlyReadLineCount
        batch.skippedLineCount += dropped - reportedDroppedLines
        // Told apart for the account: lines too long, and lines of records never closed.
        batch.unusedLines.add(.tooLong, count: splitter.droppedLineCount - reportedTooLongLines)
        batch.unusedLines.add(.recordNeverClosed, count: fields.linesOfSkippedRecords - (reportedDroppedLines - reportedTooLongLines))
        reportedTooLongLines = splitter.droppedLineCount
        reportedDroppedLines = dropped
        let droppedValues = droppedValueCount
        batch.droppedValueCount += droppedValues - reportedDroppedValues
        reportedDroppedValues = droppedValues
    }
}
