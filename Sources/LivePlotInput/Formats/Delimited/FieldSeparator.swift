/// How a stream's lines are split into fields, decided once per stream by its first line of several
/// fields (a header's separator, then, since the header comes first), and kept.
///
/// - `blanksAndPunctuation`: blank-aligned columns (vmstat, /proc/net/dev) and pair lines (`cpu=12, mem=4`),
///   split as the README's "Several series" says (`LineFieldScanner.forEachRawField`).
/// - `delimiter(byte)`: delimited text (RFC 4180: CSV, TSV, `;`, `|`), split at that byte only, outside
///   quotes, so `Response Time (ms)` and `The Gambia` stay one field (`DelimitedFields`). With `;`, a decimal
///   comma is read (`12,5` is 12.5).
///
/// ```swift
/// FieldSeparator.decided(by: Array("\"time\",\"Response Time (ms)\"".utf8))  // .delimiter(",")
/// FieldSeparator.decided(by: Array("r  b   swpd".utf8))                      // .blanksAndPunctuation
/// FieldSeparator.decided(by: Array("12".utf8))                               // nil: one field decides nothing
/// ```
public enum FieldSeparator: Hashable, Sendable {
    case blanksAndPunctuation
    case delimiter(UInt8)

    /// The delimiters a line may be split at, the first found (outside quotes) winning: the rarer a
    /// character is inside text, the surer its presence says it separates. A tab or `|` before `;` and `,`
    /// (`name|street, town`), `;` before `,` (a spreadsheet in a locale whose decimal mark is the comma).
    static let delimiters: [UInt8] = [0x09, UInt8(ascii: "|"), UInt8(ascii: ";"), UInt8(ascii: ",")]

    /// The separator a stream's first line of fields decides, or nil when it has a single field (a
    /// number alone, a word), which decides nothing yet. A line of pairs keeps today's splitting.
    ///
    /// - Complexity: O(n) in the bytes of the line.
    static func decided(by line: UnsafeRawBufferPointer, holdsPairs: Bool) -> FieldSeparator? {
        if holdsPairs { return .blanksAndPunctuation }
        // Which delimiters stand outside quotes: a bit per entry of `delimiters`.
        // A quote opens a quoted field only at a field's start (past blanks, or after one), as `DelimitedFields` reads:
        // `12" screen,100` is split at its comma.
        var found: UInt8 = 0
        var isAtFieldStart = true
        var index = 0
        let count = line.count
        while index < count {
            let byte = line[index]
            index += 1
            if byte == UInt8(ascii: "\""), isAtFieldStart {
                while index < count, line[index] != UInt8(ascii: "\"") || index + 1 < count && line[index + 1] == UInt8(ascii: "\"") {
                    index += line[index] == UInt8(ascii: "\"") ? 2 : 1
                }
                index += 1
                isAtFieldStart = false
            } else if let bit = Self.delimiters.firstIndex(of: byte) {
                found |= 1 << bit
                isAtFieldStart = true
            } else if byte == 0x20 {
                // Web servers' logs quote fields between blanks (`"GET / HTTP/1.1" 200 "Mozilla/5.0 (X11;
                // Linux)"`): a quote after a blank opens one too, and the `;` inside it separates nothing.
                isAtFieldStart = true
            } else {
                isAtFieldStart = false
            }
        }
        if found != 0 { return .delimiter(Self.delimiters[found.trailingZeroBitCount]) }
        var fieldCount = 0
        LineFieldScanner.forEachRawField(in: line) { _ in fieldCount += 1 }
        return fieldCount > 1 ? .blanksAndPunctuation : nil
    }

    /// The byte that alone separates fields, when the stream is delimited text.
    public var delimiterByte: UInt8? {
        if case .delimiter(let byte) = self { byte } else { nil }
    }
}
