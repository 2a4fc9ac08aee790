/// Splits a line into fields and reads each as cli.md defines them: fields are separated by whitespace,
/// commas, semicolons and tabs; a field `key=value` or `key:value` whose key starts with a letter is a
/// pair (so `12:00:01` is not); anything else is bare. Values follow the sample grammar, units and all.
///
/// ```swift
/// LineFieldScanner.fields(in: Array("cpu=12 mem:40% 7".utf8))
/// // [.pair(key: "cpu", value: 12), .pair(key: "mem", value: 40), .bare(value: 7)]
/// ```
///
/// - Complexity: O(n) in the bytes of the line; a key becomes a `String` only for a pair.
public enum LineFieldScanner {
    /// The fields of `line`, in order.
    public static func fields(in line: UnsafeRawBufferPointer) -> [LineField] {
        var fields: [LineField] = []
        forEachField(in: line) { fields.append($0) }
        return fields
    }

    public static func fields(in line: [UInt8]) -> [LineField] {
        line.withUnsafeBytes { fields(in: $0) }
    }

    /// Calls `body` with each field of `line`, in order, without collecting them.
    public static func forEachField(in line: UnsafeRawBufferPointer, _ body: (LineField) -> Void) {
        forEachRawField(in: line) { body(field($0)) }
    }

    /// Calls `body` with the bytes of each field of `line`, in order.
    ///
    /// Runs of blanks separate like one (aligned columns, as vmstat prints them); each comma or semicolon
    /// ends exactly one field, so `1,,3` has an empty second field: a gap in its place, never a shift.
    public static func forEachRawField(in line: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        let count = line.count
        var index = 0
        skipBlanks(line, &index)
        guard index < count else { return }
        while true {
            let start = index
            while index < count, !SampleParser.isSeparator(line[index]) { index += 1 }
            var end = index
            while end > start, isBlank(line[end - 1]) { end -= 1 }
            body(UnsafeRawBufferPointer(rebasing: line[start..<end]))
            skipBlanks(line, &index)
            guard index < count else { return }
            if line[index] == UInt8(ascii: ",") || line[index] == UInt8(ascii: ";") {
                index += 1
                skipBlanks(line, &index)
                if index == count {
                    body(UnsafeRawBufferPointer(rebasing: line[count..<count]))  // `1,2,`: an empty last field
                    return
                }
            }
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    private static func skipBlanks(_ line: UnsafeRawBufferPointer, _ index: inout Int) {
        while index < line.count, isBlank(line[index]) { index += 1 }
    }

    /// One field: a pair when a key (a letter, then letters, digits, `_`, `-`, `.`, `/`) is followed by
    /// `=` or `:`; else a bare field.
    static func field(_ bytes: UnsafeRawBufferPointer) -> LineField {
        guard !bytes.isEmpty else { return .bare(value: nil) }
        if let first = bytes.first, isLetter(first) {
            var index = 1
            while index < bytes.count, isKeyByte(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ":") {
                let key = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<index]), as: UTF8.self)
                let value = SampleParser.number(in: UnsafeRawBufferPointer(rebasing: bytes[(index + 1)...]))
                return .pair(key: key, value: value)
            }
        }
        return .bare(value: SampleParser.number(in: bytes))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || SampleParser.digitValue(byte) != nil
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
    }
}
