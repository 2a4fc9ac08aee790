/// The paths of JSON leaves (`resp.time`, `cpu.0`): keys joined by `.`, and a key that would read as
/// path syntax written quoted, `\` and `"` escaped inside (`"a.b"`).
///
/// ```swift
/// JSONPath.needsQuotes(Array("a.b".utf8))   // true
/// ```
///
/// - Complexity: O(n) in the bytes of the key.
enum JSONPath {
    /// Whether a key would read as path syntax unquoted: empty, holding `.` `,` `"` `*` `{` `}` (which
    /// join a path's keys, split `-f`'s list or make a pattern), or with a blank at an end (which `-f`
    /// trims).
    @inline(__always)
    static func needsQuotes(_ key: UnsafeRawBufferPointer) -> Bool {
        guard let first = key.first, let last = key.last else { return true }
        if ByteClasses.isSpaceOrTab(first) || ByteClasses.isSpaceOrTab(last) { return true }
        // Letters, digits and `_` (most bytes of most keys) are told apart by one comparison.
        for byte in key where byte < 0x30
            ? byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "*")
            : byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
            return true
        }
        return false
    }

    /// The length of a key written quoted: its quotes, and a backslash before each `\` and `"`.
    static func quotedLength(of key: UnsafeRawBufferPointer) -> Int {
        key.reduce(2 + key.count) { $0 + ($1 == UInt8(ascii: "\\") || $1 == UInt8(ascii: "\"") ? 1 : 0) }
    }

    /// Appends `key` to a path, quoted when `isQuoted`.
    @inline(__always)
    static func appendSegment(_ key: UnsafeRawBufferPointer, isQuoted: Bool, to output: inout [UInt8]) {
        guard isQuoted else {
            output.append(contentsOf: key)
            return
        }
        output.append(UInt8(ascii: "\""))
        for byte in key {
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { output.append(UInt8(ascii: "\\")) }
            output.append(byte)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Quotes the key that ends `path` from `start`, decoded there from its escapes, when it needs quotes.
    static func quoteSegment(from start: Int, of path: inout [UInt8]) {
        let key = Array(path[start...])
        guard key.withUnsafeBytes(needsQuotes) else { return }
        path.removeSubrange(start...)
        key.withUnsafeBytes { appendSegment($0, isQuoted: true, to: &path) }
    }

    static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        output.append(contentsOf: String(value).utf8)
    }
}
