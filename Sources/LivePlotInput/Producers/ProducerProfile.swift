/// A program people pipe into liveplot, as data: its name, the lines it is told by
/// (`ProducerSignature`), and, when it needs a rule of its own, how its lines are read
/// (`ProducerReading`: which fields are plotted by default, their names and unit). The table is
/// `ProducerProfiles.all`; `ProducerRecognizer` finds a stream's producer from its first lines, and
/// `--explain` names it (`RecognisedProducer`).
///
/// ```swift
/// ProducerProfile("free", signatures: [ProducerSignature("its header", LinePattern(needle: "shared", …))])
/// ```
struct ProducerProfile: Sendable {
    /// As people call it: `ping`, `/proc/loadavg`, `docker stats`.
    let name: String
    let signatures: [ProducerSignature]
    /// How its lines are read; nil when the rules every table follows read it (the profile then names it).
    let reading: ProducerReading?
    /// The rows of its first report when they are since boot (vmstat, iostat, dstat); nil when every
    /// report is a sample of its interval or an instant (mpstat, sar, pidstat, free, ifstat).
    let sinceBoot: SinceBootReport?
    /// Whether its lines are an access log's, read field by field (`AccessLogReader`), not by a pattern.
    let readsAccessLog: Bool
    /// A JSON log's fields that hold numbers, read as any JSON line is: without `-f`, only its defaults
    /// are plotted, as if `-f` had named them (Caddy's `duration`, not `request.remote_port`); nil for
    /// a producer of another format.
    let jsonFields: [ProducerField]?
    /// Whether a `|` in its lines stands between groups of blank-aligned columns, never a delimiter
    /// (dstat's `     time     |usr sys idl wai stl`, one bar in `dstat -tc`'s lines).
    let barsSeparateGroups: Bool
    /// A table's columns plotted when `-f` chooses none, those of them its header has, for each row's
    /// label (pidstat's `%CPU`: five columns a process filled the series there is room for in a dozen).
    let tableDefaults: [String]
    /// The lines of each report of a table that are no rows, passed over with their reason, and the one
    /// that says the report's time (top's summary: `top - 09:15:17 up …`, `Tasks:`, `%Cpu(s):`, `MiB Mem :`).
    let reportLines: [ProducerLineRule]
    /// Whether a row's label gets its series at its first value that is not 0 (top's idle processes).
    let makesSeriesOnceNonZero: Bool

    init(_ name: String, signatures: [ProducerSignature], reading: ProducerReading? = nil, sinceBoot: SinceBootReport? = nil,
         readsAccessLog: Bool = false, jsonFields: [ProducerField]? = nil, barsSeparateGroups: Bool = false, tableDefaults: [String] = [],
         reportLines: [ProducerLineRule] = [], makesSeriesOnceNonZero: Bool = false) {
        self.name = name
        self.signatures = signatures
        self.reading = reading
        self.sinceBoot = sinceBoot
        self.readsAccessLog = readsAccessLog
        self.jsonFields = jsonFields
        self.barsSeparateGroups = barsSeparateGroups
        self.tableDefaults = tableDefaults
        self.reportLines = reportLines
        self.makesSeriesOnceNonZero = makesSeriesOnceNonZero
    }
}
