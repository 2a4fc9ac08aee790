import LivePlotBasics

/// Where a line holds `--by`'s field, split as the stream's reader splits it (`LineFieldScanner`,
/// `DelimitedFields`, `JSONCursor`): its bytes by position, after a pair's key, or at a JSON path.
///
/// ```swift
/// // 127.0.0.1 - - [26/Nov/2026:10:00:01 +0000] "GET /api/users HTTP/1.1" 200 512 "-" "curl/8.5"
/// GroupFieldText.field(9, of: line, delimiter: nil) { $0 }   // 200: awk's $9, nginx's status
/// GroupFieldText.value(ofKey: Array("status".utf8), in: Array("status=404 rt=0.1".utf8)) { $0 }   // 404
/// ```
///
/// - Complexity: O(n) in the bytes of the line up to the field; nothing is allocated but a JSON
///   string's unescaped bytes (into `scratch`).
enum GroupFieldText {
    /// The bytes of the field at 1-based `position`, split as a stream with this `delimiter` splits
    /// (nil: aligned columns, split at blanks, commas, semicolons and tabs); nil when the line is shorter.
    @inline(__always)
    static func field(_ position: Int, of line: UnsafeRawBufferPointer, delimiter: UInt8?) -> UnsafeRawBufferPointer? {
        var seen = 0
        var found: UnsafeRawBufferPointer?
        LineFieldScanner.forEachFieldUntil(in: line, delimiter: delimiter) { field in
            seen += 1
            guard seen == position else { return false }
            found = field
            return true
        }
        return found
    }

    /// The value of the pair whose key is `key` (`status=200`, `level:warn`, `status: 200`); nil when no
    /// field of the line is that pair.
    static func value(ofKey key: UnsafeRawBufferPointer, in line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        var found: UnsafeRawBufferPointer?
        var takesNext = false
        LineFieldScanner.forEachRawFieldUntil(in: line) { field in
            if takesNext {
                found = field
                return true
            }
            let keyLength = LineFieldScanner.keyLength(of: field)
            guard keyLength == key.count, ByteSearch.equal(UnsafeRawBufferPointer(rebasing: field[..<keyLength]), key) else { return false }
            let value = UnsafeRawBufferPointer(rebasing: field[(keyLength + 1)...])
            if value.first == UInt8(ascii: "\"") {
                found = quoted(from: value, in: line)
                return true
            }
            // `user= status=200`: an empty value, not the next pair; `status: 200`: the field after the key's.
            guard value.isEmpty, field[keyLength] == UInt8(ascii: ":") else {
                found = value.isEmpty ? nil : value
                return true
            }
            takesNext = true
            return false
        }
        return found
    }

    /// The text between the quote opening `value` and the next quote of `line` (logfmt's `user="bob
    /// smith"`, which blanks split into fields), without the quotes; to the line's end when none closes it.
    private static func quoted(from value: UnsafeRawBufferPointer, in line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let start = value.baseAddress! - line.baseAddress! + 1
        var end = start
        while end < line.count, line[end] != UInt8(ascii: "\"") { end += 1 }
        return UnsafeRawBufferPointer(rebasing: line[start..<end])
    }

    /// The value at `path` (keys of nested objects, an array's index) in a line that is one JSON object:
    /// a string's unescaped text, a number, `true`, `false` or `null` as written; nil when the path
    /// leads nowhere or to an object or array. A string with escapes is decoded into `scratch`.
    static func value(atPath path: [[UInt8]], in line: UnsafeRawBufferPointer, scratch: inout [UInt8],
                      _ body: (UnsafeRawBufferPointer) -> Void) {
        var cursor = JSONCursor(line)
        for segment in path {
            guard let next = cursor.next else { return }
            let found = segment.withUnsafeBytes { segment in
                next == JSONLeaves.objectOpens ? member(segment, &cursor, scratch: &scratch) : element(segment, &cursor)
            }
            guard found else { return }
        }
        guard let next = cursor.next, next != JSONLeaves.objectOpens, next != UInt8(ascii: "[") else { return }
        if let range = cursor.plainString() { return body(UnsafeRawBufferPointer(rebasing: line[range])) }
        if next == UInt8(ascii: "\"") {
            scratch.removeAll(keepingCapacity: true)
            guard cursor.string(into: &scratch) else { return }
            return scratch.withUnsafeBytes(body)
        }
        let start = cursor.index
        guard cursor.skipValue() else { return }
        var end = cursor.index
        while end > start, ByteClasses.isJSONWhitespace(line[end - 1]) { end -= 1 }
        body(UnsafeRawBufferPointer(rebasing: line[start..<end]))
    }

    /// Moves `cursor`, at an object, to the value of its member `key`; false when it has none.
    private static func member(_ key: UnsafeRawBufferPointer, _ cursor: inout JSONCursor, scratch: inout [UInt8]) -> Bool {
        guard cursor.take(JSONLeaves.objectOpens), !cursor.take(JSONLeaves.objectCloses) else { return false }
        while true {
            let isKey: Bool
            if let range = cursor.plainString() {
                isKey = ByteSearch.equal(UnsafeRawBufferPointer(rebasing: cursor.text[range]), key)
            } else {
                scratch.removeAll(keepingCapacity: true)
                guard cursor.string(into: &scratch) else { return false }
                isKey = scratch.withUnsafeBytes { ByteSearch.equal($0, key) }
            }
            guard cursor.take(UInt8(ascii: ":")) else { return false }
            if isKey { return true }
            guard cursor.skipValue(), cursor.closesOrGoesOn(closing: JSONLeaves.objectCloses) == false else { return false }
        }
    }

    /// Moves `cursor`, at an array, to its element numbered `index` (from 0); false when it has none.
    private static func element(_ index: UnsafeRawBufferPointer, _ cursor: inout JSONCursor) -> Bool {
        guard let wanted = Int(String(decoding: index, as: UTF8.self)), wanted >= 0,
              cursor.take(UInt8(ascii: "[")), !cursor.take(UInt8(ascii: "]")) else { return false }
        for _ in 0..<wanted {
            guard cursor.skipValue(), cursor.closesOrGoesOn(closing: UInt8(ascii: "]")) == false else { return false }
        }
        return true
    }

    /// A `--by` name as a JSON path: its keys, split at dots.
    static func path(_ name: String) -> [[UInt8]] {
        name.split(separator: ".", omittingEmptySubsequences: false).map { Array($0.utf8) }
    }
}
