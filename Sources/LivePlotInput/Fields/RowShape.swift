import LivePlotBasics

/// The fields a stream's lines have had, in order, and the column each one's value goes to: what a
/// decoder needs to read a run of lines like them in one pass, with no call per line or per field
/// (`SampleBatch.appendRows(shaped:…)`).
///
/// A shape is learnt from a line the full reading has read (`FieldRowReader`), and only for lines whose
/// every byte that shape reads would read the same way: plain numbers (`SampleParser.plainNumber`), one
/// separator between two fields and none around them, keys spelled as the line before spelled them. A
/// line that differs in any way is not read by the shape (`read` returns nil) and goes to the full
/// reading, which decides, and may teach a new shape.
///
/// ```swift
/// // "69048 -650.678 -2855": three fields by position, to columns 0, 1, 2.
/// let shape = RowShape(columns: [0, 1, 2], delimiter: nil)
/// // "k1=5 k2=7": two pairs, keyed k1 and k2.
/// let pairs = RowShape(columns: [0, 1], keys: [Array("k1".utf8), Array("k2".utf8)])
/// // -f 3 of "1 2 3 4 5": two fields passed over, the third read, the rest of the line not looked at
/// // but for what would make the full reading read it otherwise.
/// let selected = RowShape(columns: [RowShape.skipped, RowShape.skipped, 0], delimiter: nil, readsWholeLine: false)
/// ```
struct RowShape: Sendable {
    /// The column of a field that is passed over (`-f` selects another).
    static let skipped = -1

    /// Each field's column, by field, or `skipped`.
    let columns: [Int]
    /// The fields read, each after those passed over before it (`ReadStep`); empty for a shape that
    /// passes over none, or of pairs.
    let readSteps: [ReadStep]
    /// Pairs: every field's key, one after the other (`keyEnds[i]` ends field i's); empty for fields read
    /// by position.
    private let keyBytes: [UInt8]
    private let keyEnds: [Int]
    /// The stream's delimiter (delimited text), or nil: then a blank, tab, comma or semicolon separates.
    let delimiter: UInt8?
    /// How many columns a line of the shape writes: a row as wide has no column left a gap.
    let columnsWritten: Int
    /// Whether the line ends at its last field; false for `-f`, which reads no field past the last one
    /// it selects.
    let readsWholeLine: Bool
    /// The bytes that separate two fields, as a table: a load and a test a byte.
    private let separators: ByteClass
    /// The separator most lines have (a blank, or the delimiter): tested before the table.
    let commonSeparator: UInt8
    /// The bytes a field passed over may not hold (`tables`).
    let fieldStops: FieldStops
    /// Whether most lines are read by where their fields end (`readByFieldEnds`): fields by position,
    /// passed over or not; pairs' keys are compared byte by byte.
    var readsByFieldEnds: Bool { keyEnds.isEmpty }

    /// A shape of fields read by position (`columns`: each field's, or `skipped`).
    init(columns: [Int], delimiter: UInt8?, readsWholeLine: Bool = true) {
        precondition(!columns.isEmpty && columns.last != Self.skipped, "a shape ends with a field it reads")
        self.columns = columns
        readSteps = columns.contains(Self.skipped) ? ReadStep.steps(columns: columns) : []
        columnsWritten = Set(columns.filter { $0 != Self.skipped }).count
        self.delimiter = delimiter
        self.readsWholeLine = readsWholeLine
        keyBytes = []
        keyEnds = []
        (separators, fieldStops) = Self.tables(delimiter: delimiter)
        commonSeparator = delimiter ?? 0x20
    }

    /// A shape of `key=value` pairs (or `key:value`), blank-separated, each to its column.
    init(columns: [Int], keys: [[UInt8]]) {
        precondition(!columns.isEmpty && columns.count == keys.count && !columns.contains(Self.skipped), "a column per key")
        precondition(keys.allSatisfy { !$0.isEmpty }, "pairs have keys")
        self.columns = columns
        readSteps = []
        columnsWritten = Set(columns).count
        delimiter = nil
        readsWholeLine = true
        (separators, fieldStops) = Self.tables(delimiter: nil)
        commonSeparator = 0x20
        keyBytes = keys.flatMap { $0 }
        var end = 0
        keyEnds = keys.map { key in
            end += key.count
            return end
        }
    }

    /// Whether the fields are pairs.
    var isKeyed: Bool { !keyEnds.isEmpty }

    /// The highest column a row of this shape writes.
    var widestColumn: Int { columns.max() ?? 0 }

    /// Reads the line that begins at `start` in `bytes` into `row` (its columns' values; the rest left as
    /// they are) and returns the index past its LF; nil when the line is not of this shape, or is not all
    /// in `bytes`, or is longer than `maximumLineLength` (which the full reading drops): then `row` holds
    /// no meaning.
    ///
    /// - Complexity: O(n) in the bytes of the fields read; a line that reads no field past its last
    ///   selected one is searched to its end a block of bytes at a time. A shape of fields by position
    ///   reads most lines faster by where their fields end (`readByFieldEnds`).
    @inline(__always)
    func read(_ bytes: UnsafeRawBufferPointer, from start: Int, into row: UnsafeMutablePointer<Double>,
              maximumLineLength: Int, powers: FastPowers) -> Int? {
        let count = bytes.count
        var index = start
        let fieldCount = columns.count
        for field in 0..<fieldCount {
            if field > 0 {
                guard index < count, isSeparator(bytes[index]) else { return nil }
                index += 1
            }
            if isKeyed {
                guard let afterKey = Self.pastKey(keyBytes, from: field == 0 ? 0 : keyEnds[field - 1], to: keyEnds[field],
                                                   in: bytes, at: index) else { return nil }
                index = afterKey
            }
            let column = columns[field]
            if column == Self.skipped {
                let fieldStart = index
                index = ByteSearch.endOfPrintable(in: bytes, from: index, low: fieldStops.lowest, excluding: fieldStops.excluded)
                guard index > fieldStart else { return nil }
                continue
            }
            if let (value, end) = SampleParser.plainNumber(in: bytes, from: index, powers: powers) {
                row[column] = value
                index = end
            } else {
                guard let (value, close) = quotedNumber(bytes, at: index, powers: powers) else { return nil }
                row[column] = value
                index = close + 1
            }
        }
        return readsWholeLine ? Self.lineEnd(bytes, at: index, from: start, maximumLineLength: maximumLineLength)
            : restEnd(bytes, at: index, from: start, maximumLineLength: maximumLineLength)
    }

    /// The number quoted at `index` in delimited text, its closing quote right after it, and where that
    /// quote is; nil for anything else (and in text not delimited).
    @inline(__always)
    func quotedNumber(_ bytes: UnsafeRawBufferPointer, at index: Int, powers: FastPowers) -> (value: Double, close: Int)? {
        guard delimiter != nil, index < bytes.count, bytes[index] == DelimitedFields.quote,
              let (value, end) = SampleParser.plainNumber(in: bytes, from: index + 1, powers: powers),
              end < bytes.count, bytes[end] == DelimitedFields.quote else { return nil }
        return (value, end)
    }

    /// Whether `byte` separates two fields of this shape.
    @inline(__always)
    func isSeparator(_ byte: UInt8) -> Bool { separators.contains(byte) }

    /// The separators of a stream with `delimiter` (nil: a blank, tab, comma or semicolon each), and the
    /// bytes a field passed over may not hold, read as the full reading would split it: anything but
    /// printable ASCII, a separator, and what would make the line read otherwise (a quote opening a quoted
    /// field, the `=` or `:` of a pair). Where one stands, the full reading decides.
    private static func tables(delimiter: UInt8?) -> (separators: ByteClass, stops: FieldStops) {
        if let delimiter {
            return (ByteClass { $0 == delimiter }, FieldStops(lowest: 0x20, excluded: (delimiter, DelimitedFields.quote, delimiter, delimiter)))
        }
        // The LF is a separator to a line's splitting, but here it ends the line. Blanks and tabs are
        // below `!`; commas and semicolons are the other separators.
        return (ByteClass { $0 != 0x0A && SampleParser.isSeparator($0) },
                FieldStops(lowest: 0x21, excluded: (ByteClasses.comma, ByteClasses.semicolon, UInt8(ascii: "="), UInt8(ascii: ":"))))
    }

    /// The index past `key` (bytes `from..<to` of `keys`) and its `=` or `:` at `index`, or nil.
    @inline(__always)
    private static func pastKey(_ keys: [UInt8], from: Int, to: Int, in bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let length = to - from
        guard index + length < bytes.count else { return nil }
        for offset in 0..<length where bytes[index + offset] != keys[from + offset] { return nil }
        let mark = bytes[index + length]
        guard mark == UInt8(ascii: "=") || mark == UInt8(ascii: ":") else { return nil }
        return index + length + 1
    }

    /// The index past the LF that ends the line at `index` (a CR before it allowed), or nil.
    @inline(__always)
    static func lineEnd(_ bytes: UnsafeRawBufferPointer, at index: Int, from start: Int, maximumLineLength: Int) -> Int? {
        let count = bytes.count
        // The CR of a CRLF ending does not count against the limit, as `LineSplitter` counts.
        guard index - start <= maximumLineLength, index < count else { return nil }
        if bytes[index] == 0x0A { return index + 1 }
        guard bytes[index] == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A else { return nil }
        return index + 2
    }

    /// The index past the LF of a line whose last selected field ends at `index`: the field must end
    /// there, and the rest of the line hold nothing that would make the full reading read it otherwise
    /// (a pair's `=` or `:`; in delimited text, a quote, which may open a record over the line's end).
    @inline(__always)
    func restEnd(_ bytes: UnsafeRawBufferPointer, at index: Int, from start: Int, maximumLineLength: Int) -> Int? {
        let count = bytes.count
        guard index < count else { return nil }
        let next = bytes[index]
        guard next == 0x0A || next == 0x0D || isSeparator(next) else { return nil }
        let found = delimiter == nil
            ? ByteSearch.firstIndex(of: 0x0A, UInt8(ascii: "="), UInt8(ascii: ":"), in: bytes, from: index)
            : ByteSearch.firstIndex(of: 0x0A, DelimitedFields.quote, DelimitedFields.quote, in: bytes, from: index)
        guard let end = found, bytes[end] == 0x0A else { return nil }
        // A CR ends the field only when the LF follows it (`3\rX` is one field, not a number).
        if next == 0x0D, index + 1 != end { return nil }
        // The CR of a CRLF ending does not count against the limit, as `LineSplitter` counts.
        let length = end - start - (end > start && bytes[end - 1] == 0x0D ? 1 : 0)
        guard length <= maximumLineLength else { return nil }
        return end + 1
    }
}
