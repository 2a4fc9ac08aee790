/// Reads a line's fields into a row of samples, as cli.md names series: by the keys of `key=value` /
/// `key:value` pairs when the line has them (bare numbers on such a line are not series), else by
/// position, named by a header line when one came first. With `-f`, only the fields selected, in order.
///
/// A line of names only (a CSV header, vmstat's column names) is a header when it comes before the
/// data; the last one wins. After the data has begun, a header seen before is passed over quietly, a new
/// one as wide as the header renames the columns, and any other line of words is skipped.
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
    }

    public private(set) var catalog = SeriesCatalog()
    /// `-f`: the selected fields, column i being field i; nil reads every field.
    private let selection: [FieldSelection.Field]?
    /// The selected names as bytes, to compare with pair keys without allocating.
    private let selectedKeys: [[UInt8]]
    /// The header position of each selected name, 0 for none: found once per header, not per line.
    private var headerPositionOfSelected: [Int]
    private var hasSeenData = false
    /// Header lines taken so far, so that a repeated header is recognised after the data began.
    private var headerLines: Set<[UInt8]> = []

    // Scratch space for the current line, kept to avoid allocating per line.
    /// Each field's value, `nan` for none.
    private var fieldValues: [Double] = []
    /// Each field's key, as offsets into the line; `keyEnds[i] == 0` for a bare field.
    private var keyStarts: [Int] = []
    private var keyEnds: [Int] = []
    private var rowColumns: [Int] = []
    private var rowValues: [Double] = []

    public init(selection: FieldSelection?) {
        self.selection = selection?.fields
        selectedKeys = selection?.fields.map { field in
            if case .name(let name) = field { Array(name.utf8) } else { [] }
        } ?? []
        headerPositionOfSelected = Array(repeating: 0, count: selection?.fields.count ?? 0)
        for field in selection?.fields ?? [] {
            switch field {
            case .position(let position): catalog.addSeries(named: String(position), position: position)
            case .name(let name): catalog.addSeries(named: name)
            }
        }
    }

    /// Reads one line; a row goes into `batch`, widened first when the line names a new series.
    @discardableResult
    public mutating func read(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        if selection == nil, !Self.mayHoldPairs(line) {
            return readPositions(line, into: &batch)
        }
        let scan = scanFields(line)
        guard !fieldValues.isEmpty else { return .skipped }
        if scan.pairCount == 0, scan.isNamesOnly {
            return readHeader(line, fieldCount: fieldValues.count)
        }
        rowColumns.removeAll(keepingCapacity: true)
        rowValues.removeAll(keepingCapacity: true)
        if selection != nil {
            collectSelected(line, hasPairs: scan.pairCount > 0)
        } else if scan.pairCount > 0 {
            var ordinal = 0
            for index in fieldValues.indices where keyEnds[index] != 0 {
                defer { ordinal += 1 }
                let value = fieldValues[index]
                guard !value.isNaN else { continue }
                let key = UnsafeRawBufferPointer(rebasing: line[keyStarts[index]..<keyEnds[index]])
                if let column = catalog.series(forKey: key, ordinal: ordinal) { add(value, column) }
            }
        } else {
            for index in fieldValues.indices where !fieldValues[index].isNaN {
                if let column = catalog.series(atPosition: index + 1) { add(fieldValues[index], column) }
            }
        }
        guard !rowColumns.isEmpty else { return .skipped }
        hasSeenData = true
        if catalog.count != batch.seriesCount {
            batch.widen(to: catalog.count)
            batch.seriesNames = catalog.names
        }
        let start = batch.beginRow()
        for index in rowColumns.indices {
            batch.set(rowValues[index], at: start + rowColumns[index])
        }
        return .row
    }

    public mutating func read(_ line: [UInt8], into batch: inout SampleBatch) -> Outcome {
        line.withUnsafeBytes { read($0, into: &batch) }
    }

    /// A pair needs an `=` or a `:`; lines without one (plain numbers, most input) take the fast path.
    @inline(__always)
    static func mayHoldPairs(_ line: UnsafeRawBufferPointer) -> Bool {
        for byte in line where byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":") { return true }
        return false
    }

    /// A line without pairs, every number a sample of the series at its position: straight into the
    /// row, with no scratch space.
    private mutating func readPositions(_ line: UnsafeRawBufferPointer, into batch: inout SampleBatch) -> Outcome {
        var row = -1
        var position = 0
        var hasEmptyField = false
        LineFieldScanner.forEachRawField(in: line) { bytes in
            position += 1
            guard !bytes.isEmpty else {
                hasEmptyField = true
                return
            }
            guard let value = SampleParser.number(in: bytes), let column = catalog.series(atPosition: position) else { return }
            if column >= batch.seriesCount {
                batch.widen(to: catalog.count)
                batch.seriesNames = catalog.names
            }
            if row < 0 {
                row = batch.rowCount
                _ = batch.beginRow()
            }
            batch.set(value, at: row * batch.seriesCount + column)
        }
        if row >= 0 {
            hasSeenData = true
            return .row
        }
        guard position > 0, !hasEmptyField else { return .skipped }
        return readHeader(line, fieldCount: position)
    }

    @inline(__always)
    private mutating func add(_ value: Double, _ column: Int) {
        rowColumns.append(column)
        rowValues.append(value)
    }

    /// Splits the line into the scratch arrays: a pair whose value is empty (`load: 0.5`) takes the bare
    /// field after it as its value.
    private mutating func scanFields(_ line: UnsafeRawBufferPointer) -> (pairCount: Int, isNamesOnly: Bool) {
        fieldValues.removeAll(keepingCapacity: true)
        keyStarts.removeAll(keepingCapacity: true)
        keyEnds.removeAll(keepingCapacity: true)
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
                fieldValues.append(SampleParser.number(in: valueBytes) ?? .nan)
                keyStarts.append(offset)
                keyEnds.append(offset + keyLength)
                pairCount += 1
                isNamesOnly = false
                pairAwaitsValue = valueBytes.isEmpty
                return
            }
            let value = count == 0 ? nil : SampleParser.number(in: bytes)
            if pairAwaitsValue {
                pairAwaitsValue = false
                fieldValues[fieldValues.count - 1] = value ?? .nan
                return
            }
            if count == 0 || value != nil { isNamesOnly = false }
            fieldValues.append(value ?? .nan)
            keyStarts.append(0)
            keyEnds.append(0)
        }
        return (pairCount, isNamesOnly)
    }

    private mutating func readHeader(_ line: UnsafeRawBufferPointer, fieldCount: Int) -> Outcome {
        let bytes = Array(line)
        if !hasSeenData || headerLines.contains(bytes) {
            if !hasSeenData { takeHeader(line, bytes) }
            return .header
        }
        guard !catalog.header.isEmpty, fieldCount == catalog.header.count else { return .skipped }
        takeHeader(line, bytes)
        return .header
    }

    private mutating func takeHeader(_ line: UnsafeRawBufferPointer, _ bytes: [UInt8]) {
        var names: [String] = []
        LineFieldScanner.forEachRawField(in: line) { names.append(String(decoding: $0, as: UTF8.self)) }
        catalog.rename(byHeader: names)
        for (column, field) in (selection ?? []).enumerated() {
            if case .name(let name) = field { headerPositionOfSelected[column] = catalog.headerPosition(of: name) ?? 0 }
        }
        if headerLines.count < 64 { headerLines.insert(bytes) }
    }

    /// `-f`: each selected field's value, by a pair's key, a position, or the header's name for a position.
    private mutating func collectSelected(_ line: UnsafeRawBufferPointer, hasPairs: Bool) {
        guard let selection else { return }
        for (column, field) in selection.enumerated() {
            var value = Double.nan
            switch field {
            case .position(let position):
                if position <= fieldValues.count { value = fieldValues[position - 1] }
            case .name:
                var found = false
                if hasPairs {
                    let key = selectedKeys[column]
                    for index in fieldValues.indices where keyEnds[index] - keyStarts[index] == key.count && keyEnds[index] != 0 {
                        let bytes = UnsafeRawBufferPointer(rebasing: line[keyStarts[index]..<keyEnds[index]])
                        if bytes.elementsEqual(key) {
                            value = fieldValues[index]
                            found = true
                            break
                        }
                    }
                }
                let position = headerPositionOfSelected[column]
                if !found, position > 0, position <= fieldValues.count {
                    value = fieldValues[position - 1]
                }
            }
            if !value.isNaN { add(value, column) }
        }
    }
}
