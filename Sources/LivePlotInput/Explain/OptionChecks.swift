/// What the decoder checks of `-f`, `-x` and `--by` against the input, once a chunk: a `-f` field that
/// names nothing once the input's first block is read, `-x`'s field when the first row's is no time and
/// no number, and `--by`'s field when no line of the first block had it. Each is said once, in the batch
/// (`InputNotice`), and `-f`'s and `--by`'s again when it changes.
///
/// The first block is over at the end of the first chunk that held a line of data (a row, or a line
/// skipped): a producer writes each of its blocks at once (`iostat 1`'s banner, CPU and device tables
/// come in one write), so a name only the block's second table has is not said missing after its first.
///
/// ```swift
/// var checks = OptionChecks(selection: FieldSelection(.name("%usr")), xField: nil)
/// checks.check(reader, batch: &batch, fromRow: 0, skippedBefore: 0, ended: false)
/// batch.notices   // [.fieldsNotFound(names: ["%usr"], fields: ["CPU", "%user", …])]
/// ```
///
/// - Complexity: O(rows of the chunk) for each `-f` field not found yet, nothing once all are.
struct OptionChecks: Sendable {
    /// Whether there is anything to check: `-f` or `-x FIELD`.
    let isActive: Bool
    private let selection: FieldSelection?
    private let xField: XField?
    private var hasSaidX = false
    /// What was said of `-x`, if anything.
    private(set) var xNotice: InputNotice?
    private var isFirstBlockOver = false
    /// Whether each of `-f`'s fields was found (a header names it, or a value came), in `selection` order.
    private var found: [Bool]
    /// The names last said missing, and the fields that notice listed: said again when either changes
    /// (a line of words read as the header after the first block lists other fields), so what is said
    /// last does not depend on where the reads cut the input.
    private(set) var saidMissing: [String] = []
    private(set) var saidFields: [String] = []
    /// The notice of them last said, nil before one.
    private(set) var fieldsNotice: InputNotice?

    /// Whether the keys the lines have are still wanted (`SeenKeys`): a field `-f` names is not found yet.
    var needsKeys: Bool { found.contains(false) }

    /// `--by`'s field, when lines are split into fields (not by `--match`'s groups), and whether it
    /// was said missing.
    private let groupField: GroupField?
    private(set) var saidGroupMissing = false

    init(selection: FieldSelection?, xField: XField?, groupField: GroupField? = nil) {
        self.selection = selection
        self.xField = xField
        self.groupField = groupField
        isActive = selection != nil || xField != nil || groupField != nil
        found = Array(repeating: false, count: selection?.fields.count ?? 0)
    }

    /// Checks what the chunk just read into `batch` (its rows from `first` on) told; `tagger` is
    /// `--by`'s, as it stands after the chunk.
    mutating func check(_ reader: FieldRowReader, tagger: GroupTagger? = nil, batch: inout SampleBatch, fromRow first: Int,
                        skippedBefore: Int, ended: Bool) {
        if !hasSaidX, let xField { checkX(xField, reader: reader, batch: &batch, fromRow: first) }
        if !isFirstBlockOver {
            isFirstBlockOver = ended || batch.rowCount > first || batch.skippedLineCount > skippedBefore
        }
        if let groupField, let tagger, isFirstBlockOver { checkGroupField(groupField, tagger: tagger, reader: reader, batch: &batch) }
        guard let selection, found.contains(false) || !saidMissing.isEmpty else { return }
        markFound(selection, reader: reader, batch: batch, fromRow: first)
        guard isFirstBlockOver else { return }
        let missingFields = zip(selection.fields, found).filter { !$0.1 }.map(\.0)
        let missing = missingFields.map(SampleDecoder.written)
        let fields = missing.isEmpty ? [] : Self.fieldNames(of: reader, withSeries: false)
        guard missing != saidMissing || fields != saidFields else { return }
        saidMissing = missing
        saidFields = fields
        fieldsNotice = Self.notFound(missingFields, names: missing, fields: fields, reader: reader)
        batch.notices.append(fieldsNotice!)
    }

    /// What is said of the fields not found: the positions among them against what a line too short
    /// for them has (`InputNotice.positionsNotFound`) when every one is a position and no header names
    /// the fields; else the names, among the fields there are.
    private static func notFound(_ missing: [FieldSelection.Field], names: [String], fields: [String], reader: FieldRowReader) -> InputNotice {
        let positions = missing.compactMap { if case .position(let position) = $0 { position } else { nil } }
        guard !positions.isEmpty, positions.count == missing.count, reader.catalog.header.isEmpty,
              let line = reader.context.shortLineFields else { return .fieldsNotFound(names: names, fields: fields) }
        return .positionsNotFound(positions: positions, timestampFields: line.timestamp, fieldCount: line.count)
    }

    /// `--by`'s field once the first block is read: said when no line had it, taken back when one has.
    /// Metric lines are split by their labels already: `--explain` says so, nothing here.
    private mutating func checkGroupField(_ field: GroupField, tagger: GroupTagger, reader: FieldRowReader, batch: inout SampleBatch) {
        let isMissing = tagger.valueCount == 0 && !tagger.metMetricLines
        guard isMissing != saidGroupMissing else { return }
        saidGroupMissing = isMissing
        batch.notices.append(isMissing ? .groupFieldNotFound(field: SampleDecoder.written(field), fields: Self.fieldNames(of: reader))
                                       : .groupFieldNotFound(field: "", fields: []))
    }

    /// The fields a stream's lines have by name, as a notice lists them: an access log's or a profile's
    /// (ping's `time icmp_seq ttl`), else a header's, else the keys and JSON paths its lines had (`SeenKeys`, kept under `-f`), else,
    /// `withSeries`, those of its series (every key is one without `-f`; under it, the names it gave).
    static func fieldNames(of reader: FieldRowReader, withSeries: Bool = true) -> [String] {
        switch reader.producer?.reading {
        case .byFieldNames(_, _, let names)?: return names
        case .byProfile(let plotted, let notPlotted)?: return plotted + notPlotted
        default: break
        }
        // A table's columns, as `-f` names them (`%CPU`): not the words of a banner before its header.
        if let table = reader.tableReading { return table.series.map { UnusedLine.visible($0.utf8) } }
        let header = reader.catalog.header.filter { !$0.isEmpty }
        let seen = reader.context.seenKeys.names
        let names = !header.isEmpty ? header : !seen.isEmpty || !withSeries ? seen
            : reader.catalog.names.indices.compactMap { reader.catalog.key(ofColumn: $0) }
        return names.map { UnusedLine.visible($0.utf8) }
    }

    /// `-x`'s field, in the first chunk with rows: no time or number in it, or not found at all (no row
    /// has an x); else found, and never looked at again.
    private mutating func checkX(_ xField: XField, reader: FieldRowReader, batch: inout SampleBatch, fromRow first: Int) {
        let name = SampleDecoder.written(xField)
        if let value = reader.context.x.unreadableX {
            xNotice = .xNotTimeOrNumber(field: name, value: UnusedLine.visible(value))
        } else {
            guard batch.rowCount > first else { return }
            if !(first..<min(batch.xs.count, batch.rowCount)).contains(where: { !batch.xs[$0].isNaN }) {
                let fields = reader.catalog.header.filter { !$0.isEmpty }.map { UnusedLine.visible($0.utf8) }
                xNotice = .xFieldNotFound(field: name, fields: fields)
            }
        }
        if let xNotice { batch.notices.append(xNotice) }
        hasSaidX = true
    }

    /// Marks the fields found by now: placed by a header, given a value in the chunk, or, for a pattern,
    /// matching a series' name.
    private mutating func markFound(_ selection: FieldSelection, reader: FieldRowReader, batch: SampleBatch, fromRow first: Int) {
        let catalog = reader.catalog
        var column = 0
        for (index, field) in selection.fields.enumerated() {
            if case .pattern(let pattern) = field {
                let fixedCount = reader.context.picks.selection?.count ?? 0
                found[index] = found[index] || catalog.names.dropFirst(fixedCount).contains { pattern.matches(Array($0.utf8)) }
                continue
            }
            defer { column += 1 }
            guard !found[index] else { continue }
            // A header names the field; else a value came (a gap proves nothing: a line short of the
            // field has one).
            if reader.context.picks.position(ofSelected: column) > 0, reader.context.picks.position(ofSelected: column) <= catalog.header.count {
                found[index] = true
            } else if column < batch.seriesCount {
                found[index] = (first..<batch.rowCount).contains { !batch.value(row: $0, series: column).isNaN }
            }
        }
    }
}
