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
    /// `-f` as the user gave it: a profile reads lines only when it has the fields named.
    private let selection: FieldSelection?
    /// Whether the rows read now are the producer's first report, since boot (`SinceBootReport`): they
    /// give no sample. Stored: asked of every line read in full.
    private(set) var holdsFirstReport = false
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
        let line = recognizer.linesLooked
        if let sinceBoot = profile.sinceBoot, !context.headers.hasSeenData,
           sinceBoot.begins(firstLineIsBlank: recognizer.firstLineIsBlank, blankLines: recognizer.blankLines, linesBefore: line - 1) {
            firstReport = (sinceBoot.extent, index, signature, false)
            holdsFirstReport = true
        }
        guard let reading = profile.reading else {
            recognised = RecognisedProducer(name: profile.name, recognisedBy: told, line: line, reading: .byTableRules, unit: nil)
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
            unit: ProducerReading.sharedUnit(of: plotted))
        reader = ProducerReader(reading: reading, context: &context)
        readsLines = true
        return true
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
        reader!.read(line, context: &context, into: &batch)
    }
}
