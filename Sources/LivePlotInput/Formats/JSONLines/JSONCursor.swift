import LivePlotBasics

/// A walk through one JSON text (RFC 8259) token by token, for a reader that knows the document's shape
/// (`PrometheusResponse`) and takes only the members it wants: the strings and numbers as `JSONLeaves`
/// reads them (`JSONString`, `JSONNumber`), anything else passed over whole (`skipValue`).
///
/// ```swift
/// var cursor = JSONCursor(text)                  // `{"a":[1,{"b":null}],"c":"x"}`
/// cursor.take(JSONLeaves.objectOpens)            // true
/// cursor.plainString()                           // the range of `a`
/// cursor.take(UInt8(ascii: ":")); cursor.skipValue()
/// ```
///
/// - Complexity: O(n) in the bytes walked; nothing is allocated but what `string(into:)` appends.
struct JSONCursor {
    let text: UnsafeRawBufferPointer
    /// The byte the cursor is at: past the last token taken and the whitespace after it.
    private(set) var index = 0

    init(_ text: UnsafeRawBufferPointer, from start: Int = 0) {
        self.text = text
        index = start
        skipWhitespace()
    }

    /// The text of a document nests no deeper than `JSONLeaves` reads.
    static let maximumDepth = JSONLeaves.maximumDepth

    var isAtEnd: Bool { index >= text.count }

    /// The byte at the cursor, nil at the end.
    var next: UInt8? { index < text.count ? text[index] : nil }

    /// Takes `byte` (and the whitespace after it) when it is next; false, with nothing taken, otherwise.
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < text.count, text[index] == byte else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// After a member or an element: true past the closing bracket, false past a comma, nil when neither
    /// comes (not JSON).
    mutating func closesOrGoesOn(closing: UInt8) -> Bool? {
        if take(closing) { return true }
        return take(UInt8(ascii: ",")) ? false : nil
    }

    /// A string without escapes: the range of its bytes between the quotes. Nil, with nothing taken,
    /// for any other value (a string with escapes: `string(into:)`).
    mutating func plainString() -> Range<Int>? {
        guard next == UInt8(ascii: "\""), let end = JSONString.endOfPlainString(text, from: index + 1) else { return nil }
        let range = (index + 1)..<end
        index = end + 1
        skipWhitespace()
        return range
    }

    /// A string, its escapes decoded, appended to `output`; false when no valid string is next.
    mutating func string(into output: inout [UInt8]) -> Bool {
        guard next == UInt8(ascii: "\"") else { return false }
        guard JSONString.readString(text, &index, into: &output) else { return false }
        skipWhitespace()
        return true
    }

    /// A number as JSON writes it; nil, with nothing taken, when none is next.
    mutating func number(powers: FastPowers) -> Double? {
        var position = index
        guard let value = JSONNumber.readNumber(text, &position, powers: powers) else { return nil }
        index = position
        skipWhitespace()
        return value
    }

    /// Passes over the value next, whatever it is, checked as JSON; false when it is not one (or nests
    /// deeper than `maximumDepth`).
    mutating func skipValue(depth: Int = 1) -> Bool {
        guard let byte = next else { return false }
        switch byte {
        case JSONLeaves.objectOpens, UInt8(ascii: "["):
            let closing = byte == JSONLeaves.objectOpens ? JSONLeaves.objectCloses : UInt8(ascii: "]")
            guard depth <= Self.maximumDepth else { return false }
            _ = take(byte)
            if take(closing) { return true }
            while true {
                if byte == JSONLeaves.objectOpens {
                    guard skipString(), take(UInt8(ascii: ":")) else { return false }
                }
                guard skipValue(depth: depth + 1), let isClosed = closesOrGoesOn(closing: closing) else { return false }
                if isClosed { return true }
            }
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "t"): return takeWord("true")
        case UInt8(ascii: "f"): return takeWord("false")
        case UInt8(ascii: "n"): return takeWord("null")
        default: return number(powers: .shared) != nil
        }
    }

    /// Passes over a string, escapes and all.
    private mutating func skipString() -> Bool {
        if plainString() != nil { return true }
        var discarded: [UInt8] = []
        return string(into: &discarded)
    }

    private mutating func takeWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= text.count else { return false }
        for offset in 0..<count where text[index + offset] != word.utf8Start[offset] { return false }
        index += count
        skipWhitespace()
        return true
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < text.count, ByteClasses.isJSONWhitespace(text[index]) { index += 1 }
    }
}
