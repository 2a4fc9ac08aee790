/// How each `SkipReason` is said: counted in a chart with no samples (`2 taken as headers`) and, for one
/// line, in `--explain` (`a header: the names of the columns below`). A table, in the order a count
/// lists its reasons: a new reason is a row here.
///
/// ```swift
/// SkipWording.counted(.header)   // "taken as headers"
/// SkipWording.why(.noNumber)     // "no number a series takes"
/// ```
public enum SkipWording {
    /// Each reason, what a count of lines says of them, and what `--explain` says of one line.
    static let table: [(reason: SkipReason, counted: String, why: String)] = [
        (.header, "taken as headers", "a header: it names the columns"),
        (.repeatedHeader, "repeated headers", "the header again"),
        (.banner, "banners", "a banner or title before the data"),
        (.blank, "blank", "blank"),
        (.summaryRow, "summary rows", "a summary, no sample (Average:, Total:, top's Tasks:)"),
        (.sinceBoot, "since boot", "since boot: the producer's first report"),
        (.reportTime, "report times", "the time of the report below: x for its rows"),
        (.noNumber, "without a number", "no number a series takes"),
        (.unreadableField, "with a field not read", "a field where a number belongs cannot be read"),
        (.notFinite, "not finite", "not a finite number (nan, inf)"),
        (.notSelected, "not selected", "nothing -f selects, or a comment"),
        (.idleRow, "idle rows", "idle: its label gets a series once busy (a value not 0)"),
        (.notMatched, "not matching --match", "--match does not match it"),
        (.invalid, "invalid", "not valid in the stream's format"),
        (.queryFailed, "query errors", "an error the query answered"),
        (.noResult, "empty results", "a query's result of no series"),
        (.controlCharacters, "with control characters", "control characters in it"),
        (.tooLong, "too long", "longer than a line may be (1 MiB)"),
        (.recordNeverClosed, "in a record never closed", "a quote never closed"),
    ]

    /// What a count of lines skipped for `reason` says of them (`without a number`).
    public static func counted(_ reason: SkipReason) -> String {
        table.first { $0.reason == reason }?.counted ?? "skipped"
    }

    /// What `--explain` says of one line skipped for `reason`; a report since boot names its producer
    /// when it is known (`since boot: vmstat's first report`).
    public static func why(_ reason: SkipReason, producer: String? = nil) -> String {
        if reason == .sinceBoot, let producer { return "since boot: \(producer)'s first report" }
        return table.first { $0.reason == reason }?.why ?? "skipped"
    }

    /// The reasons in the order counts list them.
    public static var order: [SkipReason] { table.map(\.reason) }
}
