/// Reads a stream of delimited text (CSV, TSV, `;`, `|`) as RFC 4180 says (`DelimitedFields`): quotes,
/// a record that goes on over a newline inside them, a decimal comma with `;`. Each record's fields by
/// position (`PositionalRow`; `-f`: `SelectedFields`), named by its header; a line of pairs without the
/// delimiter (`lo: 1234 0 …` under /proc/net/dev's `|` header) is read as aligned columns.
///
/// ```swift
/// var reader = DelimitedTextReader(maximumRecordLength: 1 << 20)
/// reader.read(Array("\"a\nb\",1".utf8), delimiter: 0x2C, context: &context, into: &batch)   // .recordGoesOn
/// ```
///
/// - Complexity: O(n) in the bytes of the record; a record left open is kept up to `maximumRecordLength`.
struct DelimitedTextReader: Sendable {
    /// A record that a line left open (a newline inside quotes), waiting for its rest.
    private var openRecord: [UInt8] = []
    /// The fields of the timestamp the open record's first line led with (its bytes are not in
    /// `openRecord`), and the x that line gave: its last line gives the row.
    private var openRecordStart: (positionBase: Int, time: WrittenTime?, plainX: Double?) = (0, nil, nil)
    /// The lines `openRecord` holds.
    private var openRecordLineCount = 0
    /// The lines of records skipped (a quote never closed) that were read as `recordGoesOn`, so far: each
    /// a line skipped, besides the one whose outcome said so.
    private(set) var linesOfSkippedRecords = 0
    /// The longest record kept open, like the longest line: a quote never closed cannot take the memory.
    private let maximumRecordLength: Int

    init(maximumRecordLength: Int) {
        self.maximumRecordLength = maximumRecordLength
    }

    /// Whether a record is open: the next line goes on with it (`continueRecord`).
    var isOpen: Bool { !openRecord.isEmpty }

    /// Reads one line: its leading timestamp and `-x`'s field (`LineX`), then its record.
    mutating func read(_ line: UnsafeRawBufferPointer, delimiter: UInt8, context: inout RowContext,
                       into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        let line = context.x.readLeading(line, delimiter: delimiter, powers: context.powers)
        guard Self.isRecord(line, delimitedBy: delimiter) else { return AlignedColumnsReader.readFields(line, context: &context, into: &batch) }
        guard !DelimitedFields.isOpen(after: line, wasOpen: false, separator: delimiter) else {
            openRecord = Array(line)
            openRecordLineCount = 1
            openRecordStart = (context.x.positionBase, context.x.leadingTime ?? context.x.lineTime, context.x.plainX)
            return .recordGoesOn
        }
        return Self.readRecord(line, context: &context, into: &batch)
    }

    /// The next line of a record left open: the record is read when this line closes its quotes.
    mutating func continueRecord(_ line: UnsafeRawBufferPointer, context: inout RowContext,
                                 into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        openRecord.append(0x0A)
        openRecord.append(contentsOf: line)
        openRecordLineCount += 1
        guard openRecord.count <= maximumRecordLength else {
            // Skipped, and so is every line it took before (each `recordGoesOn`).
            linesOfSkippedRecords += openRecordLineCount - 1
            openRecord = []
            context.skipReason = .tooLong
            return .skipped
        }
        guard let delimiter = context.delimiter, !DelimitedFields.isOpen(after: line, wasOpen: true, separator: delimiter) else {
            return .recordGoesOn
        }
        let record = openRecord
        openRecord = []
        (context.x.positionBase, context.x.leadingTime, context.x.plainX) = openRecordStart
        return record.withUnsafeBytes { Self.readRecord($0, context: &context, into: &batch) }
    }

    /// At the end of the input: whether a record was left open, which is then skipped (its lines but
    /// the last are counted in `linesOfSkippedRecords`).
    mutating func endInput() -> Bool {
        defer { openRecord = [] }
        guard !openRecord.isEmpty else { return false }
        linesOfSkippedRecords += openRecordLineCount - 1
        return true
    }

    /// A record: its fields by position (`-f`: the selected ones), or a header.
    private static func readRecord(_ line: UnsafeRawBufferPointer, context: inout RowContext,
                                   into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        guard context.picks.selection != nil else {
            return PositionalRow.readPlain(line, context: &context, into: &batch) ?? PositionalRow.read(line, context: &context, into: &batch)
        }
        if SelectedFields.readPositions(line, context: &context, into: &batch) { return .row }
        var isNamesOnly = true
        var hasValue = false
        LineFieldScanner.forEachField(in: line, delimiter: context.delimiter) { field in
            let isValue = !field.isEmpty && context.value(of: field, in: line) != nil
            if field.isEmpty || isValue || GroupedNumber.isMisread(field) { isNamesOnly = false }
            if isValue { hasValue = true }
        }
        // A record of numbers none of which `-f` selects is no line without a number.
        if hasValue { context.skipReason = .notSelected }
        return isNamesOnly ? HeaderReader.read(line, context: &context) : .skipped
    }

    /// Whether a line of a delimited stream is read as a record: when it has the delimiter, or has no
    /// pairs (a record of one field). A line of pairs without it is read as pairs.
    private static func isRecord(_ line: UnsafeRawBufferPointer, delimitedBy delimiter: UInt8) -> Bool {
        ByteSearch.firstIndex(of: delimiter, in: line, from: 0) != nil || !AlignedColumnsReader.mayHoldPairs(line)
    }
}
