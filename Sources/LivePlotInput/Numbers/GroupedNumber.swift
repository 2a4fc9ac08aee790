/// A number written with thousands separators in a quoted field of delimited text, as spreadsheets
/// export them: `"7,779.47"`, `"1,204,331"`; with `;` as the delimiter the marks swap (`"7.779,47"`).
/// Only well-formed groups of three are read: `"1,5"` and `"12,34.5"` are no number.
///
/// ```swift
/// GroupedNumber.value(Array("7,779.47".utf8), delimiter: UInt8(ascii: ","))   // 7779.47
/// GroupedNumber.value(Array("7.779,47".utf8), delimiter: UInt8(ascii: ";"))   // 7779.47
/// GroupedNumber.isMisread(Array("1,5".utf8))                                 // true: counted, not dropped
/// ```
///
/// - Complexity: O(n) in the bytes of the field; only a field that did not read otherwise comes here.
enum GroupedNumber {
    /// The number `field` spells with the grouping and decimal marks of a stream split at `delimiter`,
    /// or nil when its groups are not all of three digits (or it has none).
    static func value(_ field: some Collection<UInt8>, delimiter: UInt8) -> Double? {
        let (group, decimal) = delimiter == ByteClasses.semicolon
            ? (UInt8(ascii: "."), UInt8(ascii: ",")) : (UInt8(ascii: ","), UInt8(ascii: "."))
        var text: [UInt8] = []
        text.reserveCapacity(field.count)
        var index = field.startIndex
        if index != field.endIndex, field[index] == UInt8(ascii: "-") || field[index] == UInt8(ascii: "+") {
            text.append(field[index])
            index = field.index(after: index)
        }
        var run = 0
        var groups = 0
        while index != field.endIndex, field[index] != decimal {
            let byte = field[index]
            if byte == group {
                // The first run one to three digits, every later one exactly three.
                guard run >= 1, run <= 3, groups == 0 || run == 3 else { return nil }
                groups += 1
                run = 0
            } else {
                guard SampleParser.digitValue(byte) != nil else { return nil }
                text.append(byte)
                run += 1
            }
            index = field.index(after: index)
        }
        guard groups > 0, run == 3 else { return nil }
        if index != field.endIndex {
            text.append(UInt8(ascii: "."))
            index = field.index(after: index)
            let fractionStart = text.count
            while index != field.endIndex, SampleParser.digitValue(field[index]) != nil {
                text.append(field[index])
                index = field.index(after: index)
            }
            guard index == field.endIndex, text.count > fractionStart else { return nil }
        }
        return text.withUnsafeBytes { SampleParser.number(in: $0) }
    }

    /// Whether `field` is a number misread: digits with commas and points between them (one mark at a
    /// time, a digit first and last, a sign before), a comma among the marks: a thousands separator out
    /// of place (`"1,5"` where commas delimit), or a decimal comma where it is none. Such a field stands
    /// where a number belongs, so its line is counted (`SkipReason.unreadableField`), never passed over as
    /// a name; `127.0.0.1`, `1.2.3`, `7,,8` and dates are words, as before.
    static func isMisread(_ field: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        if let first = field.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { index = 1 }
        var hasComma = false
        var afterDigit = false
        while index < field.count {
            let byte = field[index]
            if SampleParser.digitValue(byte) != nil {
                afterDigit = true
            } else if afterDigit, byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") {
                hasComma = hasComma || byte == UInt8(ascii: ",")
                afterDigit = false
            } else {
                return false
            }
            index += 1
        }
        return hasComma && afterDigit
    }
}
