/// Decides a stream's format (`StreamFormat`) from its lines, in one place: each format's test, the
/// first that holds winning. `FieldRowReader` asks it only until the stream's data begins, and only
/// while the format may change (`StreamFormat.mayChange`): a later line of another shape never switches
/// the reader. Until then each line of several fields decides how fields split anew, so the lines
/// before the data decide nothing for good (sysstat's banner has tabs, its table none). A new format is
/// a reader of its own and one line here.
///
/// ```swift
/// FormatSniffer.format(of: Array("time,cpu".utf8), after: .undecided, context: &context)      // .delimited(",")
/// FormatSniffer.format(of: Array("# TYPE up gauge".utf8), after: .undecided, context: &context) // .metricLines
/// FormatSniffer.format(of: Array(#"{"status":"success","data":{…}}"#.utf8), after: .undecided, context: &context)  // .prometheusAPI
/// FormatSniffer.format(of: Array("12".utf8), after: .undecided, context: &context)            // .undecided
/// ```
///
/// - Complexity: O(n) in the bytes of the line.
enum FormatSniffer {
    /// The format `line` decides for a stream read so far as `format`.
    static func format(of line: UnsafeRawBufferPointer, after format: StreamFormat, context: inout RowContext) -> StreamFormat {
        if JSONLinesReader.opens(line) { return PrometheusAPIReader.opens(line) ? .prometheusAPI : .jsonLines }
        // A record of the delimiter a header decided stays one (`name<TAB>0.25` under a tab-separated header).
        if !isRecord(line, of: format), MetricLinesReader.opens(line) { return .metricLines }
        // A record of the delimiter decided keeps it (`"2026-11-22 10:00:01",12` has blanks too); another
        // line decides anew.
        if isRecord(line, of: format) { return format }
        guard format == .undecided || isNamesOnly(line, context: context) else { return format }
        return fieldFormat(of: line, context: &context) ?? format
    }

    /// Whether a line too long for a line of text opens a whole document on one line, which may be longer
    /// (`LineSplitter.documentLength`): a Prometheus API response (a `query_range` matrix is megabytes).
    static func opensDocument(_ line: UnsafeRawBufferPointer) -> Bool { PrometheusAPIReader.opens(line) }

    /// Whether a line holds names only, no number or pair: a banner, a title or a header, which decides
    /// how fields split only until a later one does. A line with a number or a pair decides for good.
    private static func isNamesOnly(_ line: UnsafeRawBufferPointer, context: RowContext) -> Bool {
        var isNamesOnly = true
        LineFieldScanner.forEachRawFieldUntil(in: line) { field in
            if LineFieldScanner.keyLength(of: field) > 0 && field.last != UInt8(ascii: ":")
                || SampleParser.number(inField: field, of: line, powers: context.powers) != nil {
                isNamesOnly = false
            }
            return !isNamesOnly
        }
        return isNamesOnly
    }

    /// How a line of fields splits, decided by the first line of several (`FieldSeparator`); by what
    /// follows a leading timestamp: log4j's `2026-11-22 10:00:01,539 INFO 12` is no CSV.
    private static func fieldFormat(of line: UnsafeRawBufferPointer, context: inout RowContext) -> StreamFormat? {
        var fields = line
        if context.x.findsTimes, let (_, _, end) = TimestampParser.leading(in: line) {
            fields = UnsafeRawBufferPointer(rebasing: line[end...])
        }
        switch FieldSeparator.decided(by: fields, holdsPairs: PairsReader.holdsPairs(fields, context: &context)) {
        case nil: return nil
        case .blanksAndPunctuation: return .alignedColumns
        case .delimiter(let byte):
            let isBetweenGroups = byte == UInt8(ascii: "|") && context.barsSeparateGroups
            return isBetweenGroups || isAlignedBetweenBars(fields, delimiter: byte) ? .alignedColumns : .delimited(byte)
        }
    }

    /// Whether `|` stands between groups of blank-aligned columns (dstat's `usr sys idl| read  writ|`):
    /// a field between two bars holds words two or more blanks apart.
    private static func isAlignedBetweenBars(_ line: UnsafeRawBufferPointer, delimiter: UInt8) -> Bool {
        guard delimiter == UInt8(ascii: "|") else { return false }
        var holdsColumns = false
        DelimitedFields.forEachField(in: line, separator: delimiter) { field, _ in
            var previous = UInt8(ascii: "x"), hasWord = false, blanks = 0
            for byte in field {
                if byte == 0x20 {
                    blanks += 1
                } else {
                    if hasWord, blanks >= 2, previous == 0x20 { holdsColumns = true }
                    hasWord = true
                    blanks = 0
                }
                previous = byte
            }
        }
        return holdsColumns
    }

    /// Whether the stream is delimited text and `line` has its delimiter.
    private static func isRecord(_ line: UnsafeRawBufferPointer, of format: StreamFormat) -> Bool {
        guard let delimiter = format.delimiter else { return false }
        return line.contains(delimiter)
    }
}
