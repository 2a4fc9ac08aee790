import LivePlotBasics

/// The numbers of JSON (RFC 8259) as `JSONLeaves` reads them: most in one pass on the fast path
/// (`SampleParser.plainNumber`), held to JSON's grammar.
///
/// ```swift
/// var index = 0
/// JSONNumber.readNumber(Array("-12.5e3".utf8), &index, powers: .shared)   // -12500
/// ```
///
/// - Complexity: O(n) in the digits.
enum JSONNumber {
    /// A number as RFC 8259 writes it (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), its value as the
    /// standard library reads the same text.
    static func readNumber(_ text: UnsafeRawBufferPointer, _ index: inout Int, powers: FastPowers) -> Double? {
        let start = index
        // Most numbers are plain and within the fast path: read in one pass, then held to JSON's grammar.
        if let (value, end) = SampleParser.plainNumber(in: text, from: start, powers: powers), isJSONNumber(text, from: start, to: end) {
            index = end
            return value
        }
        var position = index
        func digits() -> Int {
            let first = position
            while position < text.count, text[position] &- UInt8(ascii: "0") < 10 { position += 1 }
            return position - first
        }
        if position < text.count, text[position] == UInt8(ascii: "-") { position += 1 }
        guard position < text.count else { return nil }
        if text[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() > 0 else { return nil }
        }
        if position < text.count, text[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return nil }
        }
        if position < text.count, text[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return nil }
        }
        index = position
        if let (value, end) = SampleParser.plainNumber(in: text, from: start, powers: powers), end == position { return value }
        // Valid JSON, but too large for a Double (1e400): not a sample, and not a reason to drop the line.
        return SampleParser.number(in: UnsafeRawBufferPointer(rebasing: text[start..<position])) ?? .nan
    }

    /// Whether a plain number (`SampleParser.plainNumber`) is one JSON allows: no `+` or leading point,
    /// no leading zero, digits on both sides of a point (the exponent has its digits already).
    @inline(__always)
    private static func isJSONNumber(_ text: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        var index = start
        if text[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end, text[index] &- UInt8(ascii: "0") < 10 else { return false }
        if text[index] == UInt8(ascii: "0"), index + 1 < end, text[index + 1] &- UInt8(ascii: "0") < 10 { return false }
        while index < end {
            let byte = text[index]
            if byte | 0x20 == UInt8(ascii: "e") { return true }
            if byte == UInt8(ascii: "."), index + 1 >= end || text[index + 1] &- UInt8(ascii: "0") >= 10 { return false }
            index += 1
        }
        return true
    }
}
