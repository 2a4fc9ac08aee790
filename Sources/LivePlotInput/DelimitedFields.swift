/// Splits a record of delimited text into fields as RFC 4180 says: at the separator byte only, and not
/// inside double quotes; a quoted field's quotes are taken off (`"12.5"` is the field `12.5`), a doubled
/// quote inside stands for one (`unescaped`). Blanks around a field are not part of it.
///
/// Every `"` opens or closes quoting, so whether a record goes on over a newline is the parity of its
/// quotes (`isOpen`), known line by line without reading the record again.
///
/// ```swift
/// DelimitedFields.forEachField(in: line, separator: UInt8(ascii: ",")) { field, isQuoted in … }
/// // "2026-11-22 10:00:01", "12", "Response Time (ms)"
/// ```
///
/// - Complexity: O(n) in the bytes of the record; nothing is allocated.
public enum DelimitedFields {
    static let quote = UInt8(ascii: "\"")

    /// Calls `body` with the bytes of each field of `record`, in order, and whether it was quoted.
    /// `1,,3` has an empty second field, `1,2,` an empty third.
    @inline(__always)
    public static func forEachField(in record: UnsafeRawBufferPointer, separator: UInt8,
                                    _ body: (UnsafeRawBufferPointer, _ isQuoted: Bool) -> Void) {
        forEachFieldUntil(in: record, separator: separator) { body($0, $1); return false }
    }

    /// The same, stopping after the field for which `body` returns true.
    @inline(__always)
    public static func forEachFieldUntil(in record: UnsafeRawBufferPointer, separator: UInt8,
                                         _ body: (UnsafeRawBufferPointer, _ isQuoted: Bool) -> Bool) {
        let count = record.count
        var start = 0
        var index = 0
        var isInQuotes = false
        while true {
            while index < count {
                let byte = record[index]
                if byte == quote {
                    isInQuotes.toggle()
                } else if byte == separator, !isInQuotes {
                    break
                }
                index += 1
            }
            var first = start
            var end = index
            while first < end, isBlank(record[first], separator: separator) { first += 1 }
            while end > first, isBlank(record[end - 1], separator: separator) { end -= 1 }
            let stops = end - first >= 2 && record[first] == quote && record[end - 1] == quote
                ? body(UnsafeRawBufferPointer(rebasing: record[(first + 1)..<(end - 1)]), true)
                : body(UnsafeRawBufferPointer(rebasing: record[first..<end]), false)
            if stops { return }
            guard index < count else { return }
            index += 1
            start = index
        }
    }

    /// Whether `line` leaves a record open, given whether it was open before: an odd number of quotes
    /// flips it.
    @inline(__always)
    public static func isOpen(after line: UnsafeRawBufferPointer, wasOpen: Bool) -> Bool {
        var isOpen = wasOpen
        for byte in line where byte == quote { isOpen.toggle() }
        return isOpen
    }

    /// A quoted field's text: each doubled quote made one.
    public static func unescaped(_ field: UnsafeRawBufferPointer) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(field.count)
        var index = 0
        while index < field.count {
            text.append(field[index])
            index += field[index] == quote && index + 1 < field.count && field[index + 1] == quote ? 2 : 1
        }
        return text
    }

    /// A blank around a field: a space, or a tab where the tab does not separate.
    @inline(__always)
    private static func isBlank(_ byte: UInt8, separator: UInt8) -> Bool {
        byte == 0x20 || (byte == 0x09 && separator != 0x09)
    }
}
