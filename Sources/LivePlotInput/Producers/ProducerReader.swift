/// Reads a stream's lines as its producer's profile says (`ProducerReading`): the pattern's groups
/// are its fields, the plotted ones each a series named after its field (`time`, `load1`); a line the
/// pattern does not match is passed over with its reason (`ProducerLineRule`), or skipped as not
/// matched. A line's leading time is x, as in any stream (uptime's `00:13:20`), and so are the epoch
/// seconds in brackets some lead with (`ping -D`).
///
/// ```swift
/// var reader = ProducerReader(reading: ProducerProfiles.ping.reading!, context: &context)
/// reader.read(line, context: &context, into: &batch)   // .row of time 0.05 for `64 bytes from ::1: icmp_seq=1 ttl=64 time=0.05 ms`
/// ```
///
/// - Complexity: per line, the pattern's run, linear in the line; the rules' literals for a line it
///   does not match.
struct ProducerReader: Sendable {
    private var matcher: SampleMatcher
    /// Each group's series, -1 for a field not plotted.
    private let columns: [Int]
    private let otherLines: [ProducerLineRule]
    private let leadsWithEpochSeconds: Bool
    /// Their patterns, compiled as they are first needed.
    private var compiledRules: [SampleMatcher?]

    /// Makes the series of the fields plotted: those `-f` chose (`context.picks`), else the defaults.
    init(reading: ProducerReading, context: inout RowContext) {
        matcher = LinePattern(reading.pattern).compiled()
        otherLines = reading.otherLines
        leadsWithEpochSeconds = reading.leadsWithEpochSeconds
        compiledRules = Array(repeating: nil, count: reading.otherLines.count)
        let chosenByUser = context.picks.selection != nil
        columns = reading.fields.map { field in
            var name = field.name
            let column = name.withUTF8 { key in
                let key = UnsafeRawBufferPointer(key)
                return chosenByUser ? FieldPicks.selectedSeries(forKey: key, patterns: context.picks.patterns, in: &context.catalog)
                    : field.isDefault ? context.catalog.series(forKey: key) : nil
            }
            return column ?? -1
        }
    }

    /// Reads one line: a row of the plotted fields it holds, or the reason it holds none.
    mutating func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        _ = context.x.readLeading(line, delimiter: nil, powers: context.powers)
        if leadsWithEpochSeconds, context.x.findsTimes, let (microseconds, _) = EpochNumber.bracketedSeconds(in: line) {
            context.x.lineTime = .instant(civil: microseconds, offset: 0)
        }
        var row = PendingRow()
        let columns = columns
        let matched = matcher.forEachNumber(in: line) { group, _, value in
            guard !value.isNaN, group < columns.count, columns[group] >= 0 else { return }
            batch.put(value, column: columns[group], row: &row, names: context.catalog.names)
        }
        if row.isBegun { return context.ended(row) }
        for index in otherLines.indices where otherLines[index].pattern.matches(line, compiled: &compiledRules[index]) {
            context.skipReason = otherLines[index].reason
            return otherLines[index].isCounted ? .skipped : .ignored
        }
        context.skipReason = matched ? .noNumber : .notMatched
        return .skipped
    }
}
