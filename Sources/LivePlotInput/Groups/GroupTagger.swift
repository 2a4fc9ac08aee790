import LivePlotBasics

/// `--by`: tags each row a decoder makes with its line's value of the field (`SampleBatch.groups`), the
/// value found as the stream's reader splits the line (`GroupFieldText`) and interned (`GroupValues`):
/// - by position, a field of aligned columns or a delimited cell (`--by 9`: nginx's status);
/// - by name, a header's column, else a pair's key (`status=200`), or a JSON line's path (`request.uri`);
/// - with `--match`, a capture group, by number or name (`SampleMatcher.capture`).
/// A line without the field, or with it empty, is tagged `-1`. Metric lines are split by their labels
/// already (a series per label set): their rows are tagged `-1` too, and `--explain` says why.
///
/// ```swift
/// var tagger = GroupTagger(field: .position(2))
/// tagger.tag(bytes: Array("404".utf8), into: &batch)   // the batch's new rows: 0; newGroupNames ["404"]
/// ```
///
/// - Complexity: O(n) in the bytes of the line up to the field; a value seen before allocates nothing.
struct GroupTagger: Sendable {
    let field: GroupField
    private var values = GroupValues()
    /// `.name`'s bytes, as a pair's key, and as a JSON path.
    private let key: [UInt8]
    private let path: [[UInt8]]
    /// `.name` as an access log's fixed field (`status`, `path`); nil for a pair's key.
    private let accessLogField: AccessLogField?
    /// A JSON string's unescaped bytes.
    private var scratch: [UInt8] = []
    /// The header last seen, and the position it gives the name (nil: not one of its columns).
    private var header: [String] = []
    private var headerPosition: Int?
    /// The first value found, for `--explain` (`--by 9: field 9, e.g. 200`).
    private(set) var example: String?
    /// Whether the stream was metric lines, whose rows are never tagged.
    private(set) var metMetricLines = false

    init(field: GroupField) {
        self.field = field
        if case .name(let name) = field {
            key = Array(name.utf8)
            path = GroupFieldText.path(name)
            accessLogField = AccessLogField(rawValue: name)
        } else {
            key = []
            path = []
            accessLogField = nil
        }
    }

    /// The capture group `--by` names with `--match`: by number, or by the name the pattern gives it; nil for none.
    static func group(_ field: GroupField, of matcher: SampleMatcher) -> Int? {
        switch field {
        case .position(let group): group <= matcher.groupCount ? group : nil
        case .name(let name): matcher.group(named: name)
        }
    }

    /// The values told apart so far.
    var valueCount: Int { values.count }

    /// Tags the rows `batch` holds past its tags with `line`'s value, found as `reader` reads its stream.
    @inline(__always)
    mutating func tag(_ line: UnsafeRawBufferPointer, reader: inout FieldRowReader, into batch: inout SampleBatch) {
        guard batch.groups.count < batch.rowCount else { return }
        // The reader is borrowed `inout`: passed by value, it was copied whole for each line.
        if LineCleaner.needsCleaning(line) {
            LineCleaner.cleaned(line).withUnsafeBytes { tagClean($0, reader: &reader, into: &batch) }
        } else {
            tagClean(line, reader: &reader, into: &batch)
        }
    }

    private mutating func tagClean(_ line: UnsafeRawBufferPointer, reader: inout FieldRowReader, into batch: inout SampleBatch) {
        switch reader.format {
        case .jsonLines:
            var found = false
            // Moved out while `tag` is called, so it is written in place, not copied.
            var scratch: [UInt8] = []
            swap(&scratch, &self.scratch)
            GroupFieldText.value(atPath: path, in: line, scratch: &scratch) { value in
                found = true
                tag(value: value, into: &batch)
            }
            self.scratch = scratch
            if !found { tag(value: nil, into: &batch) }
        case .metricLines, .prometheusAPI:
            metMetricLines = true
            tag(value: nil, into: &batch)
        case .undecided, .alignedColumns, .delimited:
            tag(value: fieldText(line, reader: &reader), into: &batch)
        }
    }

    /// The field's bytes in a line of fields: by position, by the header's name for it, or after its key.
    @inline(__always)
    private mutating func fieldText(_ line: UnsafeRawBufferPointer, reader: inout FieldRowReader) -> UnsafeRawBufferPointer? {
        let delimiter = reader.context.delimiter
        switch field {
        case .position(let position): return GroupFieldText.field(position, of: line, delimiter: delimiter)
        case .name(let name):
            if reader.readsAccessLog { return key.withUnsafeBytes { AccessLogReader.text(of: accessLogField, key: $0, in: line) } }
            // An array compared with itself (the catalog's header unchanged) is one comparison.
            if reader.context.catalog.header != header {
                header = reader.context.catalog.header
                headerPosition = reader.context.catalog.headerPosition(of: name)
            }
            if let headerPosition { return GroupFieldText.field(headerPosition, of: line, delimiter: delimiter) }
            return key.withUnsafeBytes { GroupFieldText.value(ofKey: $0, in: line) }
        }
    }

    /// Tags the rows past `batch`'s tags with `value`'s index (-1 for nil or empty), a new value named
    /// in the batch (`SampleBatch.newGroupNames`).
    mutating func tag(value: UnsafeRawBufferPointer?, into batch: inout SampleBatch) {
        guard let value, !value.isEmpty else { return batch.tagRows(-1) }
        let (index, isNew) = values.index(of: value)
        if isNew {
            let name = SeriesCatalog.clean(String(decoding: values.bytes(of: Int(index)), as: UTF8.self))
            if example == nil { example = name }
            batch.addGroupName(name, index: Int(index))
        }
        batch.tagRows(index)
    }

    /// The same, for a value in an array (tests).
    mutating func tag(bytes value: [UInt8]?, into batch: inout SampleBatch) {
        guard let value else { return tag(value: nil, into: &batch) }
        value.withUnsafeBytes { tag(value: $0, into: &batch) }
    }
}
