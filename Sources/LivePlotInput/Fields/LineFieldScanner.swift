/// Splits a line into fields as the README's "Several series" says: fields are separated by whitespace, commas,
/// semicolons and tabs; a field `key=value` or `key:value` whose key starts with a letter is a pair (so
/// `12:00:01` is not); anything else is bare. The format readers (`Formats/`) read the values.
///
/// ```swift
/// LineFieldScanner.forEachRawField(in: line) { field in … }   // "cpu=12", "mem:40%", "7"
/// LineFieldScanner.keyLength(of: field)                        // 3 for "cpu=12", 0 for "7"
/// ```
///
/// - Complexity: O(n) in the bytes of the line; nothing is allocated.
public enum LineFieldScanner {
    /// Calls `body` with the bytes of each field of `line`, in order.
    ///
    /// Runs of blanks separate like one (aligned columns, as vmstat prints them); each comma or semicolon
    /// ends exactly one field, so `1,,3` has an empty second field: a gap in its place, never a shift.
    @inline(__always)
    public static func forEachRawField(in line: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        forEachRawFieldUntil(in: line) { body($0); return false }
    }

    /// The same, stopping after the field for which `body` returns true (`-f 3` needs no field past the
    /// third).
    @inline(__always)
    public static func forEachRawFieldUntil(in line: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Bool) {
        let count = line.count
        var index = 0
        skipBlanks(line, &index)
        guard index < count else { return }
        while true {
            let start = index
            while index < count, !SampleParser.isSeparator(line[index]) { index += 1 }
            var end = index
            while end > start, ByteClasses.isWhitespace(line[end - 1]) { end -= 1 }
            if body(UnsafeRawBufferPointer(rebasing: line[start..<end])) { return }
            skipBlanks(line, &index)
            guard index < count else { return }
            if ByteClasses.endsField(line[index]) {
                index += 1
                skipBlanks(line, &index)
                if index == count {
                    _ = body(UnsafeRawBufferPointer(rebasing: line[count..<count]))  // `1,2,`: an empty last field
                    return
                }
            }
        }
    }

    /// Calls `body` with each field of the line, split as a stream with this `delimiter` splits them
    /// (`DelimitedFields`; nil: aligned columns, as `forEachRawField`).
    @inline(__always)
    static func forEachField(in line: UnsafeRawBufferPointer, delimiter: UInt8?, _ body: (UnsafeRawBufferPointer) -> Void) {
        forEachFieldUntil(in: line, delimiter: delimiter) { body($0); return false }
    }

    /// The same, stopping after the field for which `body` returns true.
    @inline(__always)
    static func forEachFieldUntil(in line: UnsafeRawBufferPointer, delimiter: UInt8?, _ body: (UnsafeRawBufferPointer) -> Bool) {
        if let delimiter {
            DelimitedFields.forEachFieldUntil(in: line, separator: delimiter) { field, _ in body(field) }
        } else {
            forEachRawFieldUntil(in: line, body)
        }
    }

    /// Where the field after the one that ends at `end` begins, as `forEachRawField` splits: past a run
    /// of blanks, then at most one comma or semicolon and the blanks after it.
    static func nextFieldStart(in line: UnsafeRawBufferPointer, afterFieldEndingAt end: Int) -> Int {
        var index = end
        skipBlanks(line, &index)
        if index < line.count, ByteClasses.endsField(line[index]) {
            index += 1
            skipBlanks(line, &index)
        }
        return index
    }

    private static func skipBlanks(_ line: UnsafeRawBufferPointer, _ index: inout Int) {
        while index < line.count, ByteClasses.isWhitespace(line[index]) { index += 1 }
    }

    /// The length of the field's key when it is a pair (its value starts one byte later), else 0.
    @inline(__always)
    static func keyLength(of bytes: UnsafeRawBufferPointer) -> Int {
        let count = bytes.count
        guard count > 0, isLetter(bytes[0]) else { return 0 }
        var index = 1
        while index < count, isKeyByte(bytes[index]) { index += 1 }
        return index < count && (bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ":")) ? index : 0
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || SampleParser.digitValue(byte) != nil
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
    }
}
