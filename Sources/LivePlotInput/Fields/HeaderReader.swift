/// A line of names, as every format of fields reads it: the header before the first row, or after a
/// blank line before the next block's first row (the last such line wins); after the rows began, a
/// repeat of one of the block's header lines, passed over quietly (vmstat repeats its two). Any other
/// line of words is skipped: it never renames the series (`error, retrying` under a two-column header).
///
/// ```swift
/// HeaderReader.read(Array("time,cpu,mem".utf8), context: &context)   // .header: series cpu, mem
/// ```
///
/// - Complexity: O(n) in the bytes of the line.
enum HeaderReader {
    static func read(_ line: UnsafeRawBufferPointer, context: inout RowContext) -> FieldRowReader.Outcome {
        // Names are text a person reads: a line with a control character in it (a lone CR, say, as in
        // `12\r13\r14`) is no header but a line that cannot be read, skipped and counted.
        if line.contains(where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F }) { return .skipped }
        // Words after a timestamp are a line of a log, not names.
        if context.x.positionBase > 0 { return .skipped }
        // `nan` and `inf` are values that are not finite, skipped and counted, never a block's names.
        var isNonFiniteOnly = true
        LineFieldScanner.forEachRawField(in: line) { field in
            if !SampleParser.isNonFiniteWord(field) { isNonFiniteOnly = false }
        }
        if isNonFiniteOnly { return .skipped }
        let bytes = Array(line)
        if context.headers.takesHeader {
            take(line, bytes, context: &context)
            return .header
        }
        return context.headers.isRepeat(bytes) ? .header : .skipped
    }

    /// Whether `field` is the `#` a header may lead with (`# x y`, pidstat -h's `# Time  UID`): a comment's
    /// mark, which names no column.
    static func isCommentMark(_ field: UnsafeRawBufferPointer) -> Bool { field.count == 1 && field[0] == UInt8(ascii: "#") }

    /// The header's names name the series by position, and place `-f`'s names and `-x`'s.
    private static func take(_ line: UnsafeRawBufferPointer, _ bytes: [UInt8], context: inout RowContext) {
        var names: [String] = []
        if let delimiter = context.delimiter {
            DelimitedFields.forEachField(in: line, separator: delimiter) { field, isQuoted in
                names.append(isQuoted ? String(decoding: DelimitedFields.unescaped(field), as: UTF8.self) : String(decoding: field, as: UTF8.self))
            }
        } else {
            LineFieldScanner.forEachRawField(in: line) { field in
                // `# a b` over `1 2`: the names are a and b, not `#` and a.
                if names.isEmpty, isCommentMark(field) { return }
                names.append(String(decoding: field, as: UTF8.self))
            }
        }
        context.catalog.rename(byHeader: names)
        // A header may place `-f`'s names elsewhere: the next line of fields teaches the shape anew.
        context.rowShape = nil
        context.x.place(byHeaderOf: &context.catalog)
        context.picks.place(byHeader: names, catalog: &context.catalog)
        context.headers.remember(bytes)
    }
}
