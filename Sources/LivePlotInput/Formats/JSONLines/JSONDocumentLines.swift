/// A JSON object written across lines, as `jq .` pretty-prints one (a Prometheus API response piped
/// through jq): from a line that is `{` alone, the lines are gathered until the object closes, then read
/// as one line of the stream's format. Strings are followed, so a brace inside one closes nothing.
///
/// ```swift
/// var document = JSONDocumentLines()
/// JSONDocumentLines.opens(Array("{".utf8))      // true: begin(…) it
/// document.add(Array(#"  "status": "success","#.utf8))   // nil: the object goes on
/// document.add(Array("}".utf8))                  // the whole object, its lines joined by line feeds
/// ```
///
/// - Complexity: O(n) in the bytes gathered; bounded by `LineSplitter.defaultDocumentLength`.
struct JSONDocumentLines {
    private var bytes: [UInt8] = []
    /// Containers open, 0 when no object is being gathered.
    private var depth = 0
    private var isInString = false
    private var isEscaped = false
    /// Whether the last object was given up for its length.
    private(set) var isTooLong = false

    init() {}

    /// Whether an object is being gathered.
    var isOpen: Bool { depth > 0 }

    /// The most bytes an object gathers: past it, the object is dropped (its lines skipped as too long).
    static let maximumLength = LineSplitter.defaultDocumentLength

    /// Whether `line` opens an object written across lines: `{` alone, blanks around it.
    static func opens(_ line: UnsafeRawBufferPointer) -> Bool {
        var braces = 0
        for byte in line {
            if byte == JSONLeaves.objectOpens {
                braces += 1
            } else if !ByteClasses.isJSONWhitespace(byte) {
                return false
            }
        }
        return braces == 1
    }

    /// Begins an object with its opening line.
    mutating func begin(_ line: UnsafeRawBufferPointer) {
        bytes.removeAll(keepingCapacity: true)
        depth = 0
        isInString = false
        isEscaped = false
        isTooLong = false
        _ = add(line)
    }

    /// Adds a line; the whole object once it closes (valid until the next `begin`), else nil. Past
    /// `maximumLength` the object is given up: `tooLong` is set and nothing more is gathered.
    mutating func add(_ line: UnsafeRawBufferPointer) -> [UInt8]? {
        if !bytes.isEmpty { bytes.append(0x0A) }
        guard bytes.count + line.count <= Self.maximumLength else {
            depth = 0
            bytes.removeAll(keepingCapacity: false)
            isTooLong = true
            return nil
        }
        bytes.append(contentsOf: line)
        for byte in line {
            if isInString {
                if isEscaped { isEscaped = false } else if byte == UInt8(ascii: "\\") { isEscaped = true } else if byte == UInt8(ascii: "\"") { isInString = false }
            } else if byte == UInt8(ascii: "\"") {
                isInString = true
            } else if byte == JSONLeaves.objectOpens || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == JSONLeaves.objectCloses || byte == UInt8(ascii: "]") {
                depth -= 1
            }
        }
        return depth > 0 ? nil : bytes
    }
}
