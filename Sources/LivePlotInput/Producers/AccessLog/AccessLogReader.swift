/// Reads an access log's lines (`AccessLogLine`): a row of the fields plotted, each a series named by
/// its field (`bytes`, `rt`), those `-f` chose or else the defaults (`AccessLogReading`). The bracketed
/// time is x, as in any log (`LineTimestamps`). `bytes` written `-` (Apache's `%b` for none) is 0; a
/// pair written `-` (nginx's `urt` without an upstream) is a gap.
///
/// ```swift
/// var reader = AccessLogReader(reading: reading, plotted: ["rt", "urt"], context: &context)
/// reader.read(line, context: &context, into: &batch)   // .row of rt 0.016, urt 0.016
/// ```
///
/// - Complexity: O(n) in the bytes of the line; nothing is allocated.
struct AccessLogReader: Sendable {
    /// The series of the status and of the bytes, -1 for one not plotted.
    private let statusColumn: Int
    private let bytesColumn: Int
    /// The plotted pairs' keys and series.
    private let pairs: [(key: [UInt8], column: Int)]

    init(reading: AccessLogReading, plotted: [String], context: inout RowContext) {
        func column(_ name: String) -> Int {
            guard plotted.contains(name) else { return -1 }
            var name = name
            return name.withUTF8 { context.catalog.series(forKey: UnsafeRawBufferPointer($0)) } ?? -1
        }
        // Made in the line's order, so the legend follows it.
        statusColumn = column(AccessLogField.status.rawValue)
        bytesColumn = column(AccessLogField.bytes.rawValue)
        pairs = reading.pairKeys.compactMap { key in
            let column = column(key)
            return column < 0 ? nil : (Array(key.utf8), column)
        }
    }

    /// Reads one line: a row of the plotted fields it holds, or why it holds none.
    mutating func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        guard let fields = AccessLogLine(line) else {
            context.skipReason = .invalid
            return .skipped
        }
        var row = PendingRow()
        if statusColumn >= 0, let value = context.value(of: UnsafeRawBufferPointer(rebasing: line[fields.range(of: .status)]), in: line) {
            batch.put(value, column: statusColumn, row: &row, names: context.catalog.names)
        }
        if bytesColumn >= 0 {
            let bytes = UnsafeRawBufferPointer(rebasing: line[fields.range(of: .bytes)])
            if let value = bytes.count == 1 && bytes[0] == UInt8(ascii: "-") ? 0 : context.value(of: bytes, in: line) {
                batch.put(value, column: bytesColumn, row: &row, names: context.catalog.names)
            }
        }
        if !pairs.isEmpty {
            let pairs = pairs
            fields.forEachPair(in: line) { key, value in
                let key = UnsafeRawBufferPointer(rebasing: line[key])
                guard let pair = pairs.first(where: { $0.key.withUnsafeBytes { ByteSearch.equal($0, key) } }),
                      let value = context.value(of: UnsafeRawBufferPointer(rebasing: line[value]), in: line) else { return }
                batch.put(value, column: pair.column, row: &row, names: context.catalog.names)
            }
        }
        return context.ended(row)
    }

    /// The text of the field `--by` names in `line`: a fixed field, else the value of the pair of that
    /// key; nil when the line is no access log line or has no such pair.
    static func text(of field: AccessLogField?, key: UnsafeRawBufferPointer, in line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard let fields = AccessLogLine(line) else { return nil }
        if let field { return UnsafeRawBufferPointer(rebasing: line[fields.range(of: field)]) }
        var found: Range<Int>?
        fields.forEachPair(in: line) { name, value in
            if found == nil, ByteSearch.equal(UnsafeRawBufferPointer(rebasing: line[name]), key) { found = value }
        }
        return found.map { UnsafeRawBufferPointer(rebasing: line[$0]) }
    }
}
