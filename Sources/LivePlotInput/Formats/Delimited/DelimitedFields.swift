/// Splits a record of delimited text into fields as RFC 4180 says: at the separator byte only, and not
/// inside double quotes; a quoted field's quotes are taken off (`"12.5"` is the field `12.5`), a doubled
/// quote inside stands for one (`unescaped`). Blanks around a field are not part of it.
///
/// A quote opens a quoted field only at the field's start (past blanks); inside an unquoted field it is
/// a literal character (`12" screen`), and after a quoted field closes, the rest up to the separator is
/// part of the field. Whether a record goes on over a newline (`isOpen`) is known line by line, by the
/// same rule, without reading the record again.
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
        while true {
            while index < count, isBlank(record[index], separator: separator) { index += 1 }
            if index < count, record[index] == quote { index = min(end(ofQuotedFrom: index + 1, in: record), count) }
            index = ByteSearch.firstIndex(of: separator, in: record, from: index) ?? count
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

    /// Whether `line` leaves a record open, given whether it was open before (then the line begins inside
    /// a quoted field): when it ends inside a quoted field. A line without a quote leaves it as it was.
    ///
    /// - Complexity: O(n), a block of bytes at a time up to the first quote.
    @inline(__always)
    public static func isOpen(after line: UnsafeRawBufferPointer, wasOpen: Bool, separator: UInt8) -> Bool {
        guard ByteSearch.firstIndex(of: quote, in: line, from: 0) != nil else { return wasOpen }
        let count = line.count
        var index = 0
        var isInQuotes = wasOpen
        while true {
            if !isInQuotes {
                while index < count, isBlank(line[index], separator: separator) { index += 1 }
                if index < count, line[index] == quote {
                    isInQuotes = true
                    index += 1
                }
            }
            if isInQuotes {
                index = end(ofQuotedFrom: index, in: line)
                guard index <= count else { return true }
                isInQuotes = false
            }
            guard let next = ByteSearch.firstIndex(of: separator, in: line, from: index) else { return false }
            index = next + 1
        }
    }

    /// The index past the quote that closes a quoted field whose text starts at `start` (a doubled quote
    /// inside stands for one); `record.count + 1` when none closes it.
    @inline(__always)
    private static func end(ofQuotedFrom start: Int, in record: UnsafeRawBufferPointer) -> Int {
        let count = record.count
        var index = start
        while let found = ByteSearch.firstIndex(of: quote, in: record, from: index) {
            guard found + 1 < count, record[found + 1] == quote else { return found + 1 }
            index = found + 2
        }
        return count + 1
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
    private static func isBlank(_ byte: UInt8, separator: UInt8) -> Bool { ByteClasses.isSpaceOrTab(byte) && byte != separator }
}
