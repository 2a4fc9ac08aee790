import LivePlotBasics

/// Reads a line's fields into a row of samples, naming series as the README's "Several series" says: by the keys of `key=value` /
/// `key:value` pairs when the line has them (bare numbers on such a line are not series), else by
/// position, named by a header line when one came first. With `-f`, only the fields selected, in order.
///
/// A stream whose first line is a JSON object is read as JSON lines (`JSONLeaves`): a series per number
/// in each object, named by its path. A stream whose first line is metric text (`MetricLine.opensStream`)
/// is read as Prometheus or Graphite lines: a series per metric, and a scrape's lines (one sample each)
/// share a row (`ScrapeRow`). Otherwise, how a line splits into fields is decided once per stream, by its first line of several fields
/// (`FieldSeparator`): delimited text (CSV, TSV, `;`, `|`) is read as RFC 4180 says (`DelimitedFields`:
/// quotes, a record that goes on over a newline inside them, a decimal comma with `;`), anything else
/// as blank-aligned columns and pairs. A UTF-8 byte order mark is passed over.
///
/// A line of names only (a CSV header, vmstat's column names) is a header when it comes before the
/// data, or after a blank line before the next block's data; the last one wins. Otherwise, after the
/// data has begun, one of the block's header lines repeated is passed over quietly, and any other line of
/// words is skipped and counted: it never renames the series.
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
        case row
        case header
        case skipped
        /// The line ends inside a quoted field: its record goes on on the next line.
        case recordGoesOn
        /// A line the stream's format allows with nothing to plot: a metric stream's comment, or a metric
        /// `-f` does not select. Not counted as skipped.
        case ignored
    }

    public private(set) var catalog = SeriesCatalog()
    /// `-f`: the selected positions and names, column i being field i; nil reads every field.
    private let selection: [FieldSelection.Field]?
    /// `-f`'s patterns: a name that matches one is a series of its own, after the fields above.
    private let patterns: [NamePattern]
    /// The selected names as bytes, to compare with pair keys without allocating.
    private let selectedKeys: [[UInt8]]
    /// The header position of each selected name, 0 for none: found once per header, not per line.
    private var headerPositionOfSelected: [Int]
    private var hasSeenData = false {
        didSet { if hasSeenData { isBetweenBlocks = false } }
    }
    /// Whether a blank line has come after rows, and no row since: a line of words now begins a new block
    /// (its header), as before the first row.
    private var isBetweenBlocks = false
    /// The current block's header lines, so that a repeated one is passed over quietly after its rows began;
    /// at most `maximumHeaderBytes` of them.
    private var headerLines: Set<[UInt8]> = []
    private var headerLineBytes = 0
    private static let maximumHeaderBytes = 1 << 20

    /// The current line's fields, for lines with pairs and for `-f`.
    private var fields = ScannedFields()
    /// `-f` on a line without pairs: the column of each 1-based position (index position − 1), −1 for
    /// a field not selected; names are placed by the header.
    private var selectedColumnOfPosition: [Int] = []
    /// `-f`: the header's positions whose names a pattern matches, and their series' columns.
    private var patternPositions: [(position: Int, column: Int)] = []
    /// Fetched once: a static's lazy check on every field would cost more than the field's digits.
    private let powers = FastPowers.shared

    /// How this stream's lines split into fields; nil until a line of several fields decides it.
    private var separator: FieldSeparator?
    /// Whether this stream is JSON lines, decided by its first line: then `json` reads every line.
    private var readsJSON = false
    /// Whether this stream is metric text, decided by its first line: then `MetricLine` reads every line.
    private var readsMetrics = false
    /// The row a metric stream's next sample may join.
    private var scrapeRow = ScrapeRow()
    private var json: JSONLeaves
    /// The time the line being read wrote in its format's own place: a JSON line's time field, a metric
    /// line's timestamp. Nil for other lines (whose leading timestamps `LineTimestamps` finds).
    private var lineTime: WrittenTime?
    /// The timestamp the line being read leads with, when the stream's lines lead with one: x, and its
    /// fields are no samples. The rest of the line is read after it, its positions counted on from
    /// `positionBase`.
    private var leadingTime: WrittenTime?
    /// `-x` naming a position or a header's name: the position that is x (nil until a header names it),
    /// the x a line gave when it is a plain number, and whether the stream's xs are plain numbers
    /// (decided by the first x read: a time, or a number of no epoch magnitude).
    private let xField: XField?
    private var xPosition: Int?
    private var plainX: Double?
    private var xsArePlain: Bool?
    /// How many fields of the line being read come before the bytes read for samples: its leading
    /// timestamp's (`2026-11-22 10:00:01 12` has its sample at position 3), else 0.
    private var positionBase = 0
    /// Each row's time as x, when asked for (`findsTimes`). Not optional: a mutation through an optional
    /// copied it out and back on every line.
    private var rowTimes: RowTimes
    private let findsTimes: Bool
    /// The JSON and pair keys whose value is the line's time.
    private let timeKeys: TimeKeys
    /// Whether each pair key among them is x or a series, decided by its first value.
    private var pairTimeRoles: TimeKeyRoles
    /// The date of the last time field read, which the next one most likely shares.
    private var dateMemo = DateMemo()
    /// A record of delimited text that a line left open (a newline inside quotes), waiting for its rest.
    private var openRecord: [UInt8] = []
    /// The fields of the timestamp the open record's first line led with (its bytes are not in
    /// `openRecord`), and the x that line gave: its last line gives the row.
    private var openRecordStart: (positionBase: Int, time: WrittenTime?, plainX: Double?) = (0, nil, nil)
    /// The lines `openRecord` holds.
    private var openRecordLineCount = 0
    /// The lines of records skipped (a quote never closed) that were read as `recordGoesOn`, so far: each
    /// a line skipped, besides the one whose outcome said so.
    public private(set) var linesOfSkippedRecords = 0
    /// The longest record kept open, like the longest line: a quote never closed cannot take the memory.
    private let maximumRecordLength: Int
    /// `--count` without `-f`: every line is an event, a line without a number too (a row of 1, at the
    /// line's time), but a blank line and a delimited first line of names (a CSV's header).
    private let countsLines: Bool
    private var hasCountedALine = false
    /// The shape of the last line of several fields the full reading read, when a run of lines like it
    /// can be read in one pass (`readShapedRows`); nil until one is learnt, and after a header.
    private var rowShape: RowShape?

    /// - Parameter times: give each row its line's time as x (`SampleBatch.xs`), resolved by this: a
    ///   JSON line's time field (`ts`, `time`, …, then no series), a metric line's timestamp, or the
    ///   timestamp the lines lead with. Nil for none.
    /// - Parameter timeKeys: the JSON and pair keys whose value is the line's time (`-x ts`: that one
    ///   alone); a line with none may still lead with a timestamp.
    /// - Parameter xField: the field `-x` names by position or header name: x, not a series. Then a
    ///   leading timestamp is x only for position 1.
    public init(selection: FieldSelection?, maximumRecordLength: Int = LineSplitter.defaultMaximumLineLength,
                times: TimeResolver? = nil, timeKeys: TimeKeys = .defaults, xField: XField? = nil, countsLines: Bool = false) {
        self.maximumRecordLength = maximumRecordLength
        self.countsLines = countsLines && selection == nil
        self.timeKeys = times != nil ? timeKeys : .none
        // Keys `-x` names are x whatever their values; the defaults are x when their first value is a time.
        let areNamedByX = timeKeys != .defaults
        json = JSONLeaves(timeKeys: self.timeKeys, areNamedByX: areNamedByX)
        pairTimeRoles = TimeKeyRoles(isNamedByX: areNamedByX)
        self.xField = times != nil ? xField : nil
        rowTimes = RowTimes(resolver: times ?? TimeResolver(zone: .utc, now: 0),
                            looksInLines: self.xField == nil || self.xField == .position(1))
        findsTimes = times != nil
        let fixed = selection?.fields.filter { if case .pattern = $0 { false } else { true } }
        self.selection = fixed
        patterns = selection?.fields.compactMap { if case .pattern(let pattern) = $0 { pattern } else { nil } } ?? []
        selectedKeys = fixed?.map { field in
            if case .name(let name) = field { Array(name.utf8) } else { [] }
        } ?? []
        headerPositionOfSelected = Array(repeating: 0, count: fixed?.count ?? 0)
        for (field, key) in zip(fixed ?? [], selectedKeys) {
            switch field {
            case .position(let position): catalog.addSeries(named: String(position), position: position)
            case .name(let name): _ = key.withUnsafeBytes { catalog.addSeries(named: name, key: $0) }
            case .pattern: preconditionFailure("patterns are kept apart")
            }
        }
        placeSelectedPositions()
        if case .position(let position) = self.xField {
            xPosition = position
            catalog.reserveForX(position: position)
        }
    }

    /// Reads one line; a row goes into `batch`, widened first when the line names a new series.
    @discardableResult
    public mutating func read(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        guard findsTimes else { return readCounted(line, into: &batch) }
        let first = batch.rowCount
        let outcome = readCounted(line, into: &batch)
        if let plainX {
            if outcome == .row {
                batch.stampX(plainX, fromRow: first)
                batch.xsArePlain = true
            }
        } else {
            rowTimes.stamp(line, written: lineTime ?? leadingTime, isRow: outcome == .row, fromRow: first, into: &batch)
        }
        return outcome
    }

    /// Whether lines must each come through `read` for their times to be placed: until the first row
    /// decides where the stream writes them.
    public var placesTimesLineByLine: Bool { findsTimes && rowTimes.isUndecided }

    /// A line read, and with `countsLines` made an event when it gave no row.
    @inline(__always)
    private mutating func readCounted(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        guard countsLines else { return readCleaned(line, into: &batch) }
        let isFirst = !hasCountedALine
        let outcome = readCleaned(line, into: &batch)
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return outcome }
        hasCountedALine = true
        // A first line of names split by a delimiter is a header (a CSV's); any other line without a
        // number is an event (`connection reset by peer`).
        let isHeader = outcome == .header && isFirst && separator?.delimiterByte != nil
        guard outcome == .skipped || outcome == .header && !isHeader, let column = catalog.series(atPosition: 1) else { return outcome }
        var row = PendingRow()
        batch.put(1, column: column, row: &row, names: catalog.names)
        return .row
    }

    private mutating func readCleaned(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        // Terminal control hidden in a line is taken out first: the line reads as a person sees it.
        if LineCleaner.needsCleaning(line) {
            return LineCleaner.cleaned(line).withUnsafeBytes { readClean($0, into: &batch) }
        }
        return readClean(line, into: &batch)
    }

    private mutating func readClean(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        lineTime = nil
        leadingTime = nil
        plainX = nil
        positionBase = 0
        if !openRecord.isEmpty { return continueRecord(line, into: &batch) }
        var line = Self.withoutByteOrderMark(line)
        if hasSeenData, !isBetweenBlocks, Self.isBlank(line) {
            isBetweenBlocks = true
            headerLines = []
            headerLineBytes = 0
        }
        // The format is decided by the first line that can be data: a banner before JSON or metric lines
        // (`Server listening on :8080`) decides nothing for good, until a line gives a row. A record of the
        // delimiter a header decided stays one (`name<TAB>0.25` under a tab-separated header).
        if !readsJSON, !readsMetrics, !hasSeenData {
            if Self.opensObject(line) {
                readsJSON = true
            } else if !isRecordOfDecidedDelimiter(line), MetricLine.opensStream(line) {
                readsMetrics = true
            } else if separator == nil {
                // Decided by what follows a leading timestamp: log4j's `2026-11-22 10:00:01,539 INFO 12`
                // is no CSV.
                var fields = line
                if findsTimes, let (_, _, end) = TimestampParser.leading(in: line) {
                    fields = UnsafeRawBufferPointer(rebasing: line[end...])
                }
                separator = FieldSeparator.decided(by: fields, holdsPairs: holdsPairs(fields))
            }
        }
        if readsJSON { return readJSON(line, into: &batch) }
        if readsMetrics { return readMetric(line, into: &batch) }
        if findsTimes, let (time, end) = rowTimes.leading(in: firstField(of: line)), let rest = restOfLine(line, afterTimestampEndingAt: end) {
            leadingTime = time
            line = rest
        }
        if let xPosition, leadingTime == nil { readX(atPosition: xPosition, of: line) }
        if let delimiter = separator?.delimiterByte, Self.isRecord(line, delimitedBy: delimiter) {
            guard !DelimitedFields.isOpen(after: line, wasOpen: false, separator: delimiter) else {
                openRecord = Array(line)
                openRecordLineCount = 1
                openRecordStart = (positionBase, leadingTime ?? lineTime, plainX)
                return .recordGoesOn
            }
            return readRecord(line, into: &batch)
        }
        if let selection { return readSelected(selection, from: line, into: &batch) }
        // Plain numbers and single separators, the commonest line of several series: one pass.
        if let outcome = readPlainFields(line, into: &batch) { return outcome }
        // One field alone on its line that is not plain (`12ms`, `45%`): no field scan for it.
        if Self.isOneBareField(line), let value = SampleParser.number(in: line),
           let column = catalog.series(atPosition: positionBase + 1) {
            var row = PendingRow()
            batch.put(value, column: column, row: &row, names: catalog.names)
            hasSeenData = true
            return .row
        }
        if !Self.mayHoldPairs(line) { return readPositions(line, into: &batch) }
        let scan = scanFields(line)
        if let outcome = outcomeWithoutValues(scan, line: line) { return outcome }
        var row = PendingRow()
        if scan.pairCount > 0 {
            // A line of pairs only, each a number of a series kept and none the time, teaches its shape.
            var isShape = scan.pairCount == fields.count && positionBase == 0
            var isLearnt = rowShape.map { $0.isKeyed && $0.columns.count == fields.count } ?? false
            var ordinal = 0
            for index in 0..<fields.count where fields.isPair(index) {
                defer { ordinal += 1 }
                let value = fields.values[index]
                // A pair keyed as the time (`ts=2026-11-22T10:00:01Z`, `time=1795341601`) is x, not a series,
                // unless its first value made it one (`time=12.5 ms`, a duration: `TimeKeyRoles`).
                let key = fields.key(index, in: line)
                if !timeKeys.isEmpty, timeKeys.contains(key) {
                    isShape = false
                    let role = pairTimeRoles.role(of: key)
                    if role != .series {
                        let time = lineTime != nil ? nil
                            : Self.pairTime(in: line, valueStart: fields.keyEnds[index] + 1, number: value, memo: &dateMemo)
                        if role == .undecided { pairTimeRoles.decide(key, isTime: time != nil, isNumber: !value.isNaN) }
                        if let time {
                            lineTime = time
                            continue
                        }
                        if pairTimeRoles.role(of: key) == .x { continue }
                    }
                }
                guard !value.isNaN else {
                    isShape = false
                    continue
                }
                if let column = catalog.series(forKey: key, ordinal: ordinal) {
                    batch.put(value, column: column, row: &row, names: catalog.names)
                    // A keyed column has one key: the same columns are the same keys.
                    isLearnt = isLearnt && rowShape?.columns[index] == column
                } else {
                    isShape = false
                }
            }
            if isShape, !isLearnt { learnPairShape(of: line) }
        } else {
            for index in 0..<fields.count where !fields.values[index].isNaN {
                if let column = catalog.series(atPosition: positionBase + index + 1) {
                    batch.put(fields.values[index], column: column, row: &row, names: catalog.names)
                }
            }
        }
        return ended(row)
    }

    /// A record of delimited text: its fields by position (`-f`: the selected ones), or a header.
    private mutating func readRecord(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        guard selection != nil else { return readPlainFields(line, into: &batch) ?? readPositions(line, into: &batch) }
        if readSelectedPositions(line, into: &batch) { return .row }
        var isNamesOnly = true
        Self.forEachField(in: line, delimiter: separator?.delimiterByte) { field in
            if field.isEmpty || value(of: field, in: line) != nil { isNamesOnly = false }
        }
        return isNamesOnly ? readHeader(line) : .skipped
    }

    /// A line of JSON lines: a row of the numbers in its object, each the sample of the series named by its
    /// path (`-f`: the selected paths); `null` a gap. A line that is no valid object is skipped.
    private mutating func readJSON(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        guard json.read(line) else { return .skipped }
        catalog.countDropped(json.droppedLeafCount)
        // Static, on the two fields it reads: a method of `self` assigned to a property of `self` copied
        // the whole reader per line.
        if findsTimes { lineTime = Self.jsonTime(text: json.timeText, number: json.timeNumber, in: line, memo: &dateMemo) }
        var row = PendingRow()
        var gaps = GapColumns()
        var valued = GapColumns()
        // The leaves are walked in place while the catalog changes: the closure touches only `catalog`.
        json.forEachLeaf(in: line) { leaf, path, value in
            let column: Int?
            if selection != nil {
                column = Self.selectedSeries(forKey: path, patterns: patterns, in: &catalog)
            } else {
                column = value.isNaN ? catalog.existingSeries(forKey: path) : catalog.series(forKey: path, ordinal: leaf)
            }
            guard let column else { return }
            // A key given twice (`{"k":1,"k":null}`): the number stands, the null leaves no gap over it.
            if value.isNaN {
                if !valued.contains(column) { gaps.insert(column) }
            } else {
                batch.put(value, column: column, row: &row, names: catalog.names)
                valued.insert(column)
                gaps.remove(column)
            }
        }
        guard row.isBegun else { return .skipped }
        gaps.put(into: &batch, row: row.index, names: catalog.names)
        hasSeenData = true
        return .row
    }

    /// A line of metric text: its sample joins the scrape's row (`-f`: when its metric is selected).
    private mutating func readMetric(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        let sample: MetricLine
        switch MetricLine.read(line, powers: powers) {
        case .sample(let read): sample = read
        case .comment: return .ignored
        case .invalid: return .skipped
        }
        // NaN and ±Inf are values the format allows, with no place on a chart.
        guard !sample.value.isNaN else { return .ignored }
        if findsTimes, let timestamp = sample.timestamp, let moment = EpochNumber.microseconds(of: timestamp) {
            lineTime = .instant(civil: moment, offset: 0)
        }
        let key = UnsafeRawBufferPointer(rebasing: line[sample.name])
        let found = selection != nil ? selectedSeries(forKey: key) : catalog.series(forKey: key)
        guard let column = found else { return .ignored }
        var row = scrapeRow.row(for: column, timestamp: sample.timestamp, in: batch)
        batch.put(sample.value, column: column, row: &row, names: catalog.names)
        scrapeRow.took(row)
        hasSeenData = true
        return .row
    }

    /// The time a JSON line's time field gives: a timestamp string, or an epoch number.
    private static func jsonTime(text: Range<Int>?, number: Double?, in line: UnsafeRawBufferPointer,
                                 memo: inout DateMemo) -> WrittenTime? {
        if let text { return TimestampParser.field(UnsafeRawBufferPointer(rebasing: line[text]), memo: &memo) }
        if let number, let moment = EpochNumber.microseconds(of: number) { return .instant(civil: moment, offset: 0) }
        return nil
    }

    /// The time a pair's value gives: an epoch number, or a timestamp up to the next blank (quotes
    /// around it taken off).
    private static func pairTime(in line: UnsafeRawBufferPointer, valueStart: Int, number: Double,
                                 memo: inout DateMemo) -> WrittenTime? {
        if !number.isNaN { return EpochNumber.microseconds(of: number).map { .instant(civil: $0, offset: 0) } }
        var start = valueStart
        var end = start
        while end < line.count, line[end] != 0x20, line[end] != 0x09 { end += 1 }
        if end - start >= 2, line[start] == DelimitedFields.quote, line[end - 1] == DelimitedFields.quote {
            start += 1
            end -= 1
        }
        guard start < end else { return nil }
        return TimestampParser.field(UnsafeRawBufferPointer(rebasing: line[start..<end]), memo: &memo)
    }

    /// `-f`: the column of the series keyed `key`, when a name selects it or a pattern matches it (then
    /// made on first use); nil for a key not selected, or a match beyond the most series kept.
    @inline(__always)
    private mutating func selectedSeries(forKey key: UnsafeRawBufferPointer) -> Int? {
        Self.selectedSeries(forKey: key, patterns: patterns, in: &catalog)
    }

    @inline(__always)
    private static func selectedSeries(forKey key: UnsafeRawBufferPointer, patterns: [NamePattern],
                                       in catalog: inout SeriesCatalog) -> Int? {
        if let column = catalog.existingSeries(forKey: key) { return column }
        guard patterns.contains(where: { $0.matches(key) }) else { return nil }
        return catalog.series(forKey: key)
    }

    /// Whether a header decided a delimiter and `line` has it.
    private func isRecordOfDecidedDelimiter(_ line: UnsafeRawBufferPointer) -> Bool {
        guard let delimiter = separator?.delimiterByte else { return false }
        return line.contains(delimiter)
    }

    /// Whether the line holds nothing but blanks: the end of a block of rows.
    @inline(__always)
    private static func isBlank(_ line: UnsafeRawBufferPointer) -> Bool {
        !line.contains { $0 != 0x20 && $0 != 0x09 }
    }

    /// Whether the line's first byte past blanks opens a JSON object.
    private static func opensObject(_ line: UnsafeRawBufferPointer) -> Bool {
        line.first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "{")
    }

    /// The next line of a record left open: the record is read when this line closes its quotes.
    private mutating func continueRecord(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        openRecord.append(0x0A)
        openRecord.append(contentsOf: line)
        openRecordLineCount += 1
        guard openRecord.count <= maximumRecordLength else {
            // Skipped, and so is every line it took before (each `recordGoesOn`).
            linesOfSkippedRecords += openRecordLineCount - 1
            openRecord = []
            return .skipped
        }
        guard let delimiter = separator?.delimiterByte, !DelimitedFields.isOpen(after: line, wasOpen: true, separator: delimiter) else {
            return .recordGoesOn
        }
        let record = openRecord
        openRecord = []
        (positionBase, leadingTime, plainX) = openRecordStart
        return record.withUnsafeBytes { readRecord($0, into: &batch) }
    }

    /// At the end of the input: whether a record was left open, which is then skipped (its lines but
    /// the last are counted in `linesOfSkippedRecords`).
    public mutating func endInput() -> Bool {
        defer { openRecord = [] }
        guard !openRecord.isEmpty else { return false }
        linesOfSkippedRecords += openRecordLineCount - 1
        return true
    }

    /// Whether a line of a delimited stream is read as a record: when it has the delimiter, or has no
    /// pairs (a record of one field). A line of pairs without it (`lo: 1234 0 …` under /proc/net/dev's
    /// `|` header) is read as pairs.
    private static func isRecord(_ line: UnsafeRawBufferPointer, delimitedBy delimiter: UInt8) -> Bool {
        ByteSearch.firstIndex(of: delimiter, in: line, from: 0) != nil || !mayHoldPairs(line)
    }

    /// Whether the line holds a `key=value` / `key:value` pair.
    private mutating func holdsPairs(_ line: UnsafeRawBufferPointer) -> Bool {
        Self.mayHoldPairs(line) && scanFields(line).pairCount > 0
    }

    /// The line without a UTF-8 byte order mark at its start (a spreadsheet's export has one).
    private static func withoutByteOrderMark(_ line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF else { return line }
        return UnsafeRawBufferPointer(rebasing: line[3...])
    }

    /// Calls `body` with each field of the line, split as a stream with this `delimiter` (nil: blanks,
    /// commas and semicolons) splits them. Static, so a closure that writes the reader's state does not
    /// make the call copy the whole reader.
    @inline(__always)
    private static func forEachField(in line: UnsafeRawBufferPointer, delimiter: UInt8?,
                                     _ body: (UnsafeRawBufferPointer) -> Void) {
        forEachFieldUntil(in: line, delimiter: delimiter) { body($0); return false }
    }

    /// The same, stopping after the field for which `body` returns true.
    @inline(__always)
    private static func forEachFieldUntil(in line: UnsafeRawBufferPointer, delimiter: UInt8?,
                                          _ body: (UnsafeRawBufferPointer) -> Bool) {
        if let delimiter {
            DelimitedFields.forEachFieldUntil(in: line, separator: delimiter) { field, _ in body(field) }
        } else {
            LineFieldScanner.forEachRawFieldUntil(in: line, body)
        }
    }

    /// The sample a field of `line` spells: with `;` as the separator, a decimal comma too.
    @inline(__always)
    private func value(of field: UnsafeRawBufferPointer, in line: UnsafeRawBufferPointer) -> Double? {
        if let value = SampleParser.number(inField: field, of: line, powers: powers) { return value }
        return separator == .delimiter(UInt8(ascii: ";")) ? SampleParser.number(withDecimalComma: field) : nil
    }

    /// What a scanned line comes to when it holds no values: skipped when it has no field, a header when
    /// it holds names only; nil when its values are to be read.
    private mutating func outcomeWithoutValues(_ scan: (pairCount: Int, isNamesOnly: Bool), line: UnsafeRawBufferPointer) -> Outcome? {
        guard fields.count > 0 else { return .skipped }
        if scan.pairCount == 0, scan.isNamesOnly { return readHeader(line) }
        return nil
    }

    /// A row read when a value began it, else a line skipped.
    private mutating func ended(_ row: PendingRow) -> Outcome {
        guard row.isBegun else { return .skipped }
        hasSeenData = true
        return .row
    }

    /// `-f`: only the fields selected, each the sample of its series.
    private mutating func readSelected(_ selection: [FieldSelection.Field], from line: UnsafeRawBufferPointer,
                                       into batch: inout SampleBatch) -> Outcome {
        // Most lines have the selected fields: only those are parsed. Lines without them (a header,
        // a note) are read whole below, to tell the two apart.
        if !Self.mayHoldPairs(line), readSelectedPositions(line, into: &batch) { return .row }
        let scan = scanFields(line)
        if let outcome = outcomeWithoutValues(scan, line: line) { return outcome }
        var row = PendingRow()
        for (column, field) in selection.enumerated() {
            let value = selectedValue(field, column: column, line: line, hasPairs: scan.pairCount > 0)
            if !value.isNaN { batch.put(value, column: column, row: &row, names: catalog.names) }
        }
        guard !patterns.isEmpty else { return ended(row) }
        if scan.pairCount > 0 {
            // Keys a pattern matches, past the names given (which the loop above has read).
            for index in 0..<fields.count where fields.isPair(index) && !fields.values[index].isNaN {
                if let column = selectedSeries(forKey: fields.key(index, in: line)), column >= selection.count {
                    batch.put(fields.values[index], column: column, row: &row, names: catalog.names)
                }
            }
        } else {
            for (position, column) in patternPositions {
                let value = scannedValue(atPosition: position)
                if !value.isNaN { batch.put(value, column: column, row: &row, names: catalog.names) }
            }
        }
        return ended(row)
    }

    public mutating func read(_ line: [UInt8], into batch: inout SampleBatch) -> Outcome {
        line.withUnsafeBytes { read($0, into: &batch) }
    }

    /// How the decoder may read the lines that come next: in a run of plain numbers alone on their lines
    /// (`readPlainLines`), while such a number goes, as it is, to `batch`'s one and only series; in a run
    /// of the shape the last line of several fields had (`readShapedRows`), while every line of that
    /// shape reads as it did (by position or key, no time in it to look for, no record left open); or
    /// each line in full.
    public enum Run: Sendable, Equatable {
        case plainLines
        case shapedRows
        case none
    }

    /// The run the lines that come next may be read in, as `batch` stands.
    ///
    /// Mutating only so that a decoder's closure calls it on the reader in place: a getter called there
    /// copied the whole reader per line.
    @inline(__always)
    public mutating func run(for batch: SampleBatch) -> Run {
        if readsPositions, batch.seriesCount == 1, catalog.count == 1, catalog.columnOfFirstPosition == 0 { return .plainLines }
        guard let rowShape, openRecord.isEmpty, !readsJSON, !readsMetrics, xField == nil,
              !findsTimes || rowTimes.findsNoneInLines, rowShape.delimiter == separator?.delimiterByte else { return .none }
        // A line of fewer fields than the positions seen is short of some: gaps, which the full reading marks.
        return rowShape.isKeyed || !rowShape.readsWholeLine || rowShape.columns.count == catalog.positionCount ? .shapedRows : .none
    }

    /// Reads the plain numbers alone on their lines from `start` on into `batch`'s one series, until a
    /// line that is not one (or the chunk's end); returns where it stopped. Only while `run(for:)`
    /// says `.plainLines`: the decoder's hot loop, one pass and no call per line.
    @inline(__always)
    public mutating func readPlainLines(_ bytes: UnsafeRawBufferPointer, from start: Int, into batch: inout SampleBatch) -> Int {
        let stop = batch.appendPlainLines(bytes, from: start, powers: powers)
        // Rows were read: a header can no longer come first.
        if stop > start { hasSeenData = true }
        return stop
    }

    /// Reads the lines of the learnt shape from `start` on into `batch`, until a line that is not of it
    /// (or the chunk's end); returns where it stopped. Only while `run(for:)` says `.shapedRows`: the decoder's loop
    /// for lines of several fields, one pass and no call per line.
    public mutating func readShapedRows(_ bytes: UnsafeRawBufferPointer, from start: Int, into batch: inout SampleBatch) -> Int {
        guard let rowShape else { return start }
        if batch.seriesCount < catalog.count {
            batch.widen(to: catalog.count)
            batch.seriesNames = catalog.names
        }
        let stop = batch.appendRows(shaped: rowShape, bytes, from: start, maximumLineLength: maximumRecordLength, powers: powers)
        if stop > start { hasSeenData = true }
        return stop
    }

    /// Learns the shape of a line of `fieldCount` plain numbers, one per position from the first, when
    /// every position has a series (none dropped) and it is not the shape already learnt.
    private mutating func learnPositionShape(fieldCount: Int) {
        let delimiter = separator?.delimiterByte
        if let rowShape, !rowShape.isKeyed, rowShape.readsWholeLine, rowShape.columns.count == fieldCount, rowShape.delimiter == delimiter {
            return
        }
        var columns: [Int] = []
        for position in 1...fieldCount {
            guard let column = catalog.existingSeries(atPosition: position) else { return }
            columns.append(column)
        }
        rowShape = RowShape(columns: columns, delimiter: delimiter)
    }

    /// Learns the shape of the scanned line of pairs: each key, to its series.
    private mutating func learnPairShape(of line: UnsafeRawBufferPointer) {
        var columns: [Int] = []
        var keys: [[UInt8]] = []
        for index in 0..<fields.count {
            let key = fields.key(index, in: line)
            guard let column = catalog.existingSeries(forKey: key) else { return }
            columns.append(column)
            keys.append(Array(key))
        }
        rowShape = RowShape(columns: columns, keys: keys)
    }

    /// A line that is one plain number and nothing else (`SampleParser.plainNumber`): the sample at
    /// position 1. False, with nothing written, when `-f` decides instead.
    @inline(__always)
    public mutating func readPlain(_ value: Double, into batch: inout SampleBatch) -> Bool {
        // Past a line of more fields, a lone number is short of some: gaps, which the full reading marks.
        guard readsPositions, catalog.positionCount <= 1, let column = catalog.series(atPosition: 1) else { return false }
        if column == 0, batch.seriesCount == 1 {
            batch.appendSingle(value)
        } else {
            var row = PendingRow()
            batch.put(value, column: column, row: &row, names: catalog.names)
        }
        hasSeenData = true
        return true
    }

    /// Whether a plain number alone on its line is the sample at position 1: not with `-f`, inside a
    /// record left open, or in a JSON or metric stream (where it is no valid line).
    private var readsPositions: Bool { selection == nil && openRecord.isEmpty && !readsJSON && !readsMetrics }

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

    /// A line of plain numbers (`SampleParser.plainNumber`) with exactly one separator (a blank, tab,
    /// comma or semicolon) between each two and none around them: each the sample of the series at its
    /// position, as `readPositions` would read it, in one pass and with no call per field. In delimited
    /// text a number may be quoted (`"12.5","-3"`, as spreadsheets export every field). Nil, with
    /// nothing written, for any other line (or more fields than series may be): the full reading decides.
    private mutating func readPlainFields(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome? {
        let count = line.count
        guard count > 0 else { return nil }
        let takesQuotes = separator?.delimiterByte != nil
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: SeriesCatalog.maximumCount) { values -> Outcome? in
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
                if end == count { break }
                guard isSeparator(line[end]), end + 1 < count else { return nil }
                index = end + 1
            }
            var row = PendingRow()
            let base = positionBase
            for index in 0..<fieldCount {
                guard let column = catalog.series(atPosition: base + index + 1) else { continue }
                batch.put(values[index], column: column, row: &row, names: catalog.names)
            }
            guard row.isBegun else { return .skipped }
            if base + fieldCount < catalog.positionCount {
                var gaps = GapColumns()
                gaps.insertPositions(after: base + fieldCount, of: catalog)
                gaps.put(into: &batch, row: row.index, names: catalog.names)
            } else if base == 0 {
                learnPositionShape(fieldCount: fieldCount)
            }
            hasSeenData = true
            return .row
        }
    }

    /// Whether `byte` separates fields in this stream: its delimiter alone, once decided.
    @inline(__always)
    private func isSeparator(_ byte: UInt8) -> Bool {
        if let delimiter = separator?.delimiterByte { return byte == delimiter }
        return SampleParser.isSeparator(byte)
    }

    /// A line without pairs, every number a sample of the series at its position: straight into the
    /// row, with no scratch space.
    private mutating func readPositions(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        var row = PendingRow()
        var position = positionBase
        // An empty field, or a number beyond the series kept: either way not a line of names.
        var isNamesOnly = true
        var gaps = GapColumns()
        Self.forEachField(in: line, delimiter: separator?.delimiterByte) { bytes in
            position += 1
            guard !bytes.isEmpty, let value = value(of: bytes, in: line) else {
                if bytes.isEmpty {
                    isNamesOnly = false
                    gaps.insert(catalog.existingSeries(atPosition: position))
                }
                return
            }
            isNamesOnly = false
            guard let column = catalog.series(atPosition: position) else { return }
            batch.put(value, column: column, row: &row, names: catalog.names)
        }
        if row.isBegun {
            gaps.insertPositions(after: position, of: catalog)
            gaps.put(into: &batch, row: row.index, names: catalog.names)
            hasSeenData = true
            return .row
        }
        guard position > positionBase, isNamesOnly else { return .skipped }
        return readHeader(line)
    }

    /// `-f` on a line without pairs: the selected positions straight into a row, the other fields not
    /// even parsed. False, with nothing written, when the line has none of them.
    private mutating func readSelectedPositions(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Bool {
        var row = PendingRow()
        var position = positionBase
        let columns = selectedColumnOfPosition
        var gaps = GapColumns()
        // No field past the last one selected is read.
        Self.forEachFieldUntil(in: line, delimiter: separator?.delimiterByte) { bytes in
            position += 1
            guard position <= columns.count, columns[position - 1] >= 0 else { return position >= columns.count }
            guard !bytes.isEmpty, let value = value(of: bytes, in: line) else {
                if bytes.isEmpty { gaps.insert(columns[position - 1]) }
                return position == columns.count
            }
            batch.put(value, column: columns[position - 1], row: &row, names: catalog.names)
            return position == columns.count
        }
        guard row.isBegun else { return false }
        for missing in stride(from: position + 1, through: columns.count, by: 1) where columns[missing - 1] >= 0 {
            gaps.insert(columns[missing - 1])
        }
        gaps.put(into: &batch, row: row.index, names: catalog.names)
        hasSeenData = true
        if positionBase == 0, !columns.isEmpty, columns.last! >= 0, rowShape?.columns != columns {
            rowShape = RowShape(columns: columns, delimiter: separator?.delimiterByte, readsWholeLine: false)
        }
        return true
    }

    /// Splits the line into the scratch arrays: a pair whose value is empty (`load: 0.5`) takes the bare
    /// field after it as its value.
    private mutating func scanFields(_ line: UnsafeRawBufferPointer) -> (pairCount: Int, isNamesOnly: Bool) {
        fields.reset()
        var pairCount = 0
        var isNamesOnly = true
        var pairAwaitsValue = false
        let base = line.baseAddress
        LineFieldScanner.forEachRawField(in: line) { bytes in
            let count = bytes.count
            let keyLength = LineFieldScanner.keyLength(of: bytes)
            if keyLength > 0 {
                let offset = bytes.baseAddress! - base!
                let valueBytes = UnsafeRawBufferPointer(rebasing: bytes[(keyLength + 1)...])
                let value = valueBytes.isEmpty ? nil : SampleParser.number(inField: valueBytes, of: line, powers: powers)
                fields.append(value: value ?? .nan, keyStart: offset, keyEnd: offset + keyLength)
                pairCount += 1
                isNamesOnly = false
                pairAwaitsValue = valueBytes.isEmpty
                return
            }
            let value = count == 0 ? nil : SampleParser.number(inField: bytes, of: line, powers: powers)
            if pairAwaitsValue {
                pairAwaitsValue = false
                fields.setLastValue(value ?? .nan)
                return
            }
            if count == 0 || value != nil { isNamesOnly = false }
            fields.append(value: value ?? .nan)
        }
        return (pairCount, isNamesOnly)
    }

    /// A line of names: the header before the first row, or after a blank line before the next block's
    /// first row (the last such line wins); after the rows began, a repeat of one of the block's header
    /// lines, passed over quietly (vmstat repeats its two). Any other line of words is skipped: it never
    /// renames the series (`error, retrying` under a two-column header).
    private mutating func readHeader(_ line: UnsafeRawBufferPointer) -> Outcome {
        // Names are text a person reads: a line with a control character in it (a lone CR, say, as in
        // `12\r13\r14`) is no header but a line that cannot be read, skipped and counted.
        if line.contains(where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F }) { return .skipped }
        // Words after a timestamp are a line of a log, not names.
        if positionBase > 0 { return .skipped }
        // `nan` and `inf` are values that are not finite, skipped and counted, never a block's names.
        var isNonFiniteOnly = true
        LineFieldScanner.forEachRawField(in: line) { field in
            if !SampleParser.isNonFiniteWord(field) { isNonFiniteOnly = false }
        }
        if isNonFiniteOnly { return .skipped }
        let bytes = Array(line)
        if !hasSeenData || isBetweenBlocks {
            takeHeader(line, bytes)
            return .header
        }
        return headerLines.contains(bytes) ? .header : .skipped
    }

    private mutating func takeHeader(_ line: UnsafeRawBufferPointer, _ bytes: [UInt8]) {
        var names: [String] = []
        if let delimiter = separator?.delimiterByte {
            DelimitedFields.forEachField(in: line, separator: delimiter) { field, isQuoted in
                names.append(isQuoted ? String(decoding: DelimitedFields.unescaped(field), as: UTF8.self) : String(decoding: field, as: UTF8.self))
            }
        } else {
            LineFieldScanner.forEachRawField(in: line) { names.append(String(decoding: $0, as: UTF8.self)) }
        }
        catalog.rename(byHeader: names)
        // A header may place `-f`'s names elsewhere: the next line of fields teaches the shape anew.
        rowShape = nil
        if case .name(let name) = xField, let position = catalog.headerPosition(of: name) {
            xPosition = position
            catalog.reserveForX(position: position)
        }
        for (column, field) in (selection ?? []).enumerated() {
            if case .name(let name) = field { headerPositionOfSelected[column] = catalog.headerPosition(of: name) ?? 0 }
        }
        patternPositions = []
        placeSelectedPositions()
        if !patterns.isEmpty {
            // The header's other names that a pattern matches: a series each, by position from now on.
            for (index, name) in names.enumerated() where index >= selectedColumnOfPosition.count || selectedColumnOfPosition[index] < 0 {
                var name = name
                let column = name.withUTF8 { name in
                    patterns.contains { $0.matches(UnsafeRawBufferPointer(name)) } ? catalog.series(forKey: UnsafeRawBufferPointer(name)) : nil
                }
                if let column { patternPositions.append((index + 1, column)) }
            }
            placeSelectedPositions()
        }
        if headerLineBytes + bytes.count <= Self.maximumHeaderBytes, headerLines.insert(bytes).inserted {
            headerLineBytes += bytes.count
        }
    }

    /// `-f`: a selected field's value in the scanned line: by a pair's key, a position, or the header's
    /// name for a position; `nan` for none.
    private func selectedValue(_ field: FieldSelection.Field, column: Int, line: UnsafeRawBufferPointer, hasPairs: Bool) -> Double {
        switch field {
        case .position(let position):
            return scannedValue(atPosition: position)
        case .pattern:
            preconditionFailure("patterns are kept apart")
        case .name:
            if hasPairs {
                let key = selectedKeys[column]
                for index in 0..<fields.count where fields.isPair(index) {
                    let bytes = fields.key(index, in: line)
                    if bytes.count == key.count, bytes.elementsEqual(key) { return fields.values[index] }
                }
            }
            return scannedValue(atPosition: headerPositionOfSelected[column])
        }
    }

    /// The scanned line's value at a 1-based position of the whole line; `nan` for none (or 0, a name
    /// the header has not placed, or a position inside the leading timestamp).
    private func scannedValue(atPosition position: Int) -> Double {
        let index = position - 1 - positionBase
        return index >= 0 && index < fields.count ? fields.values[index] : .nan
    }

    /// The x the field at `position` of `line` gives (`-x 3`): a timestamp or an epoch number as
    /// `lineTime`, a plain number as `plainX`, as the stream's first x decided.
    private mutating func readX(atPosition position: Int, of line: UnsafeRawBufferPointer) {
        var count = 0
        var field: UnsafeRawBufferPointer?
        Self.forEachField(in: line, delimiter: separator?.delimiterByte) { bytes in
            count += 1
            if count == position { field = bytes }
        }
        guard let field, !field.isEmpty else { return }
        if xsArePlain != true, let time = TimestampParser.field(field, memo: &dateMemo) {
            xsArePlain = false
            lineTime = time
            return
        }
        guard let number = value(of: field, in: line) else { return }
        if xsArePlain != true, let moment = EpochNumber.microseconds(of: number) {
            xsArePlain = false
            lineTime = .instant(civil: moment, offset: 0)
        } else if xsArePlain != false {
            xsArePlain = true
            plainX = number
        }
    }

    /// Where a leading timestamp may lie: in delimited text its field, which a delimiter ends (a CSV's
    /// `10:00:01,5` is a time and a number), else the line (log4j's `10:00:01,539` is a time).
    private func firstField(of line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard let delimiter = separator?.delimiterByte, let end = ByteSearch.firstIndex(of: delimiter, in: line, from: 0) else { return line }
        return UnsafeRawBufferPointer(rebasing: line[..<end])
    }

    /// The bytes of `line` after its leading timestamp (ending at `end`) and the separator after it,
    /// with `positionBase` set to the timestamp's fields; nil, with nothing set, when no separator
    /// follows it (then the whole line is read) or nothing does (a line with no samples).
    private mutating func restOfLine(_ line: UnsafeRawBufferPointer, afterTimestampEndingAt end: Int) -> UnsafeRawBufferPointer? {
        let count = line.count
        guard end < count else { return nil }
        var start = end
        var fieldCount = 0
        if let delimiter = separator?.delimiterByte {
            guard line[end] == delimiter else { return nil }
            start += 1
            fieldCount = 1
            for byte in UnsafeRawBufferPointer(rebasing: line[..<end]) where byte == delimiter { fieldCount += 1 }
        } else {
            guard SampleParser.isSeparator(line[end]) else { return nil }
            start = LineFieldScanner.nextFieldStart(in: line, afterFieldEndingAt: end)
            let timestamp = UnsafeRawBufferPointer(rebasing: line[..<end])
            if timestamp.contains(where: SampleParser.isSeparator) {
                LineFieldScanner.forEachRawField(in: timestamp) { _ in fieldCount += 1 }
            } else {
                fieldCount = 1  // `2026-11-22T10:00:01Z`, most of them
            }
        }
        guard start < count else { return nil }
        positionBase = fieldCount
        return UnsafeRawBufferPointer(rebasing: line[start...])
    }

    /// Where each selected field sits on a line without pairs: positions as given, names by the header,
    /// then the header's names a pattern matched.
    private mutating func placeSelectedPositions() {
        selectedColumnOfPosition = []
        var placed: [(position: Int, column: Int)] = []
        for (column, field) in (selection ?? []).enumerated() {
            switch field {
            case .position(let given): placed.append((given, column))
            case .name: placed.append((headerPositionOfSelected[column], column))
            case .pattern: preconditionFailure("patterns are kept apart")
            }
        }
        for (position, column) in placed + patternPositions where position > 0 {
            if position > selectedColumnOfPosition.count {
                selectedColumnOfPosition += Array(repeating: -1, count: position - selectedColumnOfPosition.count)
            }
            selectedColumnOfPosition[position - 1] = column
        }
    }
}
