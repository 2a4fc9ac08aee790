import LivePlotBasics

/// What every format's reader shares while it reads a stream: its series (`SeriesCatalog`), `-f`
/// (`FieldPicks`), its blocks' headers (`HeaderBlock`), x (`LineX`), the fields of the line being
/// scanned and the shape learnt for the decoder's run of like rows (`RowShape`). A reader takes it
/// `inout` with the line: the shared helpers are written once, not a branch in each reader.
///
/// ```swift
/// var context = RowContext(selection: nil, times: nil, timeKeys: .defaults, xField: nil)
/// PositionalRow.read(line, context: &context, into: &batch)   // by position, named by the header
/// ```
struct RowContext: Sendable {
    var catalog = SeriesCatalog()
    var picks: FieldPicks
    var headers = HeaderBlock()
    /// Blank-aligned tables' headers, layouts and labels (`TableRowReader`).
    var table = TableState()
    /// Whether lines of aligned columns may be read as tables: not where `-f` names a position or `-x`
    /// a field, which keep reading by position.
    let readsTables: Bool
    var x: LineX
    /// The fields of the line being scanned (pairs, `-f`), kept so that no line allocates.
    var fields = ScannedFields()
    /// The shape of the last line of several fields read in full, when a run of lines like it can be
    /// read in one pass (`FieldRowReader.readShapedRows`); nil until one is learnt, and after a header.
    var rowShape: RowShape?
    /// The keys the lines had by name, noted while `-f` has a field not found: what its notice lists.
    var seenKeys = SeenKeys()
    /// The fields of the last line that ended before a position `-f` selects, or whose fields `-f` selects
    /// only within its leading timestamp (`-f 1` on `2026-11-22T10:00:01Z 5 7`: 1 and 3): what a notice
    /// of positions not found says the line has (`InputNotice.positionsNotFound`). Nil before one.
    var shortLineFields: (timestamp: Int, count: Int)?
    /// The row the next line of one sample may join: a scrape's lines share one (`ScrapeRow`).
    var scrape = ScrapeRow()
    /// The byte that alone separates fields, once the stream is decided delimited text (`FormatSniffer`).
    var delimiter: UInt8?
    /// Whether the stream's producer writes `|` between groups of aligned columns (dstat's profile):
    /// then `|` is never its delimiter.
    var barsSeparateGroups = false
    /// Why the last line that gave no row gave none, set only on the paths that skip (`SkipReason`).
    var skipReason = SkipReason.noNumber
    /// Whether the line being read has a field where a number belongs that does not read as one
    /// (`GroupedNumber.isMisread`): its line is counted skipped, whatever else it gave.
    var hasUnreadableField = false
    /// Lines that gave a row and had such a field: counted skipped besides (`FieldRowReader.partlyReadLineCount`).
    var partlyReadLineCount = 0
    /// Fetched once: a static's lazy check on every field would cost more than the field's digits.
    let powers = FastPowers.shared

    init(selection: FieldSelection?, times: TimeResolver?, timeKeys: TimeKeys, xField: XField?) {
        var catalog = SeriesCatalog()
        picks = FieldPicks(selection: selection, catalog: &catalog)
        x = LineX(times: times, timeKeys: timeKeys, xField: xField)
        readsTables = xField == nil && !(selection?.fields.contains { if case .position = $0 { true } else { false } } ?? false)
        if let position = x.xPosition { catalog.reserveForX(position: position) }
        self.catalog = catalog
    }

    /// The sample a field of `line` spells in this stream (a decimal comma where `;` delimits).
    @inline(__always)
    func value(of field: UnsafeRawBufferPointer, in line: UnsafeRawBufferPointer) -> Double? {
        SampleParser.number(inField: field, of: line, delimiter: delimiter, powers: powers)
    }

    /// A row read when a value began it, else a line skipped.
    @inline(__always)
    mutating func ended(_ row: PendingRow) -> FieldRowReader.Outcome {
        guard row.isBegun else { return .skipped }
        headers.hasSeenData = true
        return .row
    }

    /// What a scanned line (`fields`) comes to when it holds no values: skipped when it has no field, a
    /// header when it holds names only; nil when its values are to be read.
    mutating func outcomeWithoutValues(_ scan: (pairCount: Int, isNamesOnly: Bool), line: UnsafeRawBufferPointer) -> FieldRowReader.Outcome? {
        guard fields.count > 0 else { return .skipped }
        if scan.pairCount == 0, scan.isNamesOnly { return HeaderReader.read(line, context: &self) }
        return nil
    }

    /// Learns the shape of a line of `fieldCount` plain numbers, one per position from the first, when
    /// every position has a series (none dropped) and it is not the shape already learnt.
    mutating func learnPositionShape(fieldCount: Int) {
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
}
