/// The stream's producer, as `FieldRowReader` keeps it: told from the lines before the data and the
/// first row (`ProducerRecognizer`), and, when its profile reads lines (ping, /proc/loadavg, uptime)
/// and `-f` asks for nothing else, the reading of every line from the one that told it
/// (`ProducerReader`). A profile of a table names it only: the table rules read it.
///
/// ```swift
/// var producer = ProducerLines(selection: nil)
/// if producer.readsLines || producer.recognises(line, context: &context) {
///     producer.read(line, context: &context, into: &batch)
/// }
/// producer.recognised?.name   // "ping"
/// ```
///
/// - Complexity: nothing per line once the data began but the test of `readsLines`.
struct ProducerLines: Sendable {
    /// Whether the profile reads every line now.
    private(set) var readsLines = false
    private(set) var recognised: RecognisedProducer?
    private var recognizer = ProducerRecognizer()
    private var reader: ProducerReader?
    /// An access log's reader, when the stream is one.
    private var accessLog: AccessLogReader?
    /// Whether the stream is an access log read field by field: `--by` finds its fields by name.
    var readsAccessLog: Bool { accessLog != nil }
    /// `-f` as the user gave it: a profile reads lines only when it has the fields named.
    private let selection: FieldSelection?
    /// Whether the rows read now are the producer's first report, since boot (`SinceBootReport`): they
    /// give no sample. Stored: asked of every line read in full.
    private(set) var holdsFirstReport = false
    /// A table's lines of each report that are no rows (`ProducerProfile.reportLines`: top's summary),
    /// their patterns compiled on first use, and whether there are any. Stored: asked of every line.
    private var reportLines: [ProducerLineRule] = []
    private var compiledReportLines: [SampleMatcher?] = []
    private(set) var hasReportLines = false
    /// How far that report goes, the signature that told the producer (whose line, seen again, ends a
    /// report of blocks), and whether the line that told it was passed.
    private var firstReport: (extent: SinceBootReport.Extent, profile: Int, signature: Int, isPastHeader: Bool)?

    init(selection: FieldSelection?) {
        self.selection = selection
    }

    /// Looks at a line before the stream's data (or its first row): whether it tells a producer whose
    /// profile then reads it and every line after it. A line after which the recognizer looks no more
    /// returns false for good.
    mutating func recognises(_ line: UnsafeRawBufferPointer, context: inout RowContext) -> Bool {
        guard let (index, signature) = recognizer.look(at: line) else { return false }
        let profile = ProducerProfiles.all[index]
        let told = profile.signatures[signature].describes
        if profile.readsAccessLog { return readsAccessLog(line, told: told, context: &context) }
        if let fields = profile.jsonFields {
            picksDefaults(of: fields, name: profile.name, told: told, context: &context)
            return false
        }
        let header = line
        let line = recognizer.linesLooked
        if profile.barsSeparateGroups { context.barsSeparateGroups = true }
        if let sinceBoot = profile.sinceBoot, !context.headers.hasSeenData,
           sinceBoot.begins(firstLineIsBlank: recognizer.firstLineIsBlank, blankLines: recognizer.blankLines, linesBefore: line - 1) {
            firstReport = (sinceBoot.extent, index, signature, false)
            holdsFirstReport = true
        }
        guard let reading = profile.reading else {
            // Chosen by the header's names; all of them when the line told is no header (top's summary).
            let plotted = selection == nil
                ? profile.signatures[signature].namesColumns ? Self.defaults(profile.tableDefaults, in: header) : profile.tableDefaults : []
            (reportLines, hasReportLines) = (profile.reportLines, !profile.reportLines.isEmpty)
            compiledReportLines = Array(repeating: nil, count: reportLines.count)
            context.table.makesSeriesOnceNonZero = profile.makesSeriesOnceNonZero
            if !plotted.isEmpty { context.picks = FieldPicks(selection: FieldSelection(plotted.map { .name($0) }), catalog: &context.catalog) }
            recognised = RecognisedProducer(name: profile.name, recognisedBy: told, line: line,
                                            reading: plotted.isEmpty ? .byTableRules : .byTableDefaults(plotted: plotted), unit: nil)
            return false
        }
        guard reading.serves(selection) else {
            recognised = RecognisedProducer(name: profile.name, recognisedBy: told, line: line, reading: .byFieldsChosen, unit: nil)
            return false
        }
        let plotted = reading.plotted(by: selection)
        recognised = RecognisedProducer(
            name: profile.name, recognisedBy: told, line: line,
            reading: .byProfile(plotted: plotted.map(\.name), notPlotted: reading.fields.filter { !plotted.contains($0) }.map(\.name)),
            unit: ProducerReading.sharedUnit(of: plotted), leadsWithEpochSeconds: reading.leadsWithEpochSeconds)
        reader = ProducerReader(reading: reading, context: &context)
        readsLines = true
        return true
    }

    /// An access log told by `line`: read field by field from it on, unless `-f` names a field it has
    /// not (then read as any stream).
    private mutating func readsAccessLog(_ line: UnsafeRawBufferPointer, told: String, context: inout RowContext) -> Bool {
        guard let fields = AccessLogLine(line) else { return false }
        let reading = AccessLogReading(firstLine: line, fields: fields)
        let name = "access log (\(reading.format) format)"
        guard reading.serves(selection) else {
            recognised = RecognisedProducer(name: name, recognisedBy: told, line: recognizer.linesLooked, reading: .byFieldsChosen, unit: nil)
            return false
        }
        let plotted = reading.plotted(by: selection)
        let units = plotted.map(AccessLogReading.unit(of:))
        recognised = RecognisedProducer(
            name: name, recognisedBy: told, line: recognizer.linesLooked,
            reading: .byFieldNames(plotted: plotted, notPlotted: reading.numbers.filter { !plotted.contains($0) }, names: reading.names),
            unit: units.allSatisfy { $0 == units.first } ? units.first ?? nil : nil)
        accessLog = AccessLogReader(reading: reading, plotted: plotted, context: &context)
        readsLines = true
        return true
    }

    /// The names of `defaults` that are words of `header` (a table's column names), in their order.
    private static func defaults(_ defaults: [String], in header: UnsafeRawBufferPointer) -> [String] {
        guard !defaults.isEmpty else { return [] }
        let words = Set(header.split { $0 == 0x20 || $0 == 0x09 }.map { String(decoding: $0, as: UTF8.self) })
        return defaults.filter(words.contains)
    }

    /// A JSON log's default fields, picked as `-f` would pick them when the user gave no `-f` (then the
    /// user's stand): the stream is read as any JSON lines.
    private mutating func picksDefaults(of fields: [ProducerField], name: String, told: String, context: inout RowContext) {
        let line = recognizer.linesLooked
        guard selection == nil else {
            recognised = RecognisedProducer(name: name, recognisedBy: told, line: line, reading: .byFieldsChosen, unit: nil)
            return
        }
        let plotted = fields.filter(\.isDefault)
        context.picks = FieldPicks(selection: FieldSelection(plotted.map { .name($0.name) }), catalog: &context.catalog)
        recognised = RecognisedProducer(
            name: name, recognisedBy: told, line: line,
            reading: .byDefaultPaths(plotted: plotted.map(\.name), notPlotted: fields.filter { !$0.isDefault }.map(\.name)),
            unit: ProducerReading.sharedUnit(of: plotted))
    }

    /// A line of a report that is no row (`reportLines`), passed over with its reason, the report's time
    /// taken when it says one (x for the rows under it, as `TableReportTime`'s line is); nil for any other.
    mutating func passOver(_ line: UnsafeRawBufferPointer, context: inout RowContext) -> FieldRowReader.Outcome? {
        for index in reportLines.indices where reportLines[index].pattern.matches(line, compiled: &compiledReportLines[index]) {
            let rule = reportLines[index]
            if let at = rule.timeAt, let (microseconds, _) = TimestampParser.readClock(line, at: at) {
                context.table.reportTime = .timeOfDay(microseconds)
            }
            context.skipReason = rule.reason
            return rule.isCounted ? .skipped : .ignored
        }
        return nil
    }

    /// Whether `line`, while `holdsFirstReport`, still belongs to the first report: false for the header
    /// that told the producer come again (iostat's second report), which ends it.
    mutating func firstReportGoesOn(_ line: UnsafeRawBufferPointer) -> Bool {
        guard let report = firstReport, report.extent == .untilHeaderAgain else { return true }
        guard report.isPastHeader else {
            firstReport?.isPastHeader = true
            return true
        }
        guard recognizer.matches(line, profile: report.profile, signature: report.signature) else { return true }
        endFirstReport()
        return false
    }

    /// A row of the first report was read (and given no sample): a report of one row ends with it.
    mutating func firstReportGaveRow() {
        if firstReport?.extent == .firstRow { endFirstReport() }
    }

    private mutating func endFirstReport() {
        firstReport = nil
        holdsFirstReport = false
    }

    /// Reads a line of the stream by its producer's profile; only once `readsLines`.
    mutating func read(_ line: UnsafeRawBufferPointer, context: inout RowContext, into batch: inout SampleBatch) -> FieldRowReader.Outcome {
        if accessLog != nil { return accessLog!.read(line, context: &context, into: &batch) }
        return reader!.read(line, context: &context, into: &batch)
    }
}
