/// How the input is read, as `--explain` says it: the facts gathered from a decoder that read the
/// input's first lines (`SampleDecoder.explanation`), and their text (`text`).
///
/// ```swift
/// var decoder = SampleDecoder(times: resolver, explains: true)
/// bytes.withUnsafeBytes { decoder.decode($0, into: &batch) }
/// decoder.finish(into: &batch)
/// print(decoder.explanation(end: .endOfInput).text)
/// // read: 3 lines, the whole input
/// // format: CSV, separated by ','
/// // …
/// ```
public struct InputExplanation: Hashable, Sendable {
    /// The lines read, and why the reading stopped.
    public var linesRead: Int
    public var end: ReadingEnd
    /// The format and its separator (`CSV, separated by ','`).
    public var format: String
    /// The header's line and names; nil for none.
    public var headerLine: Int?
    public var headerNames: [String]
    /// The columns whose words label their rows (`none` until tables say so).
    public var labelColumns: String
    /// Where x comes from (`the timestamp each line leads with`).
    public var x: String
    /// The producer recognised; nil for none.
    public var producer: String?
    /// Its name as people call it (`vmstat`), for the lines it wrote that say so; nil for none.
    public var producerName: String?
    public var series: [SeriesSource]
    /// The first lines not used, and how many more there were.
    public var unused: [UnusedLine]
    public var moreUnusedCount: Int
    /// What is wrong with `-f` or `-x` (`InputNotice`).
    public var notices: [String]
    /// `--by`: where its values come from and one of them, or why none was found; nil without `--by`.
    public var groups: String?

    public init(linesRead: Int, end: ReadingEnd, format: String, headerLine: Int? = nil, headerNames: [String] = [],
                labelColumns: String = "none", x: String, producer: String? = nil, series: [SeriesSource] = [],
                unused: [UnusedLine] = [], moreUnusedCount: Int = 0, notices: [String] = []) {
        self.linesRead = linesRead
        self.end = end
        self.format = format
        self.headerLine = headerLine
        self.headerNames = headerNames
        self.labelColumns = labelColumns
        self.x = x
        self.producer = producer
        self.series = series
        self.unused = unused
        self.moreUnusedCount = moreUnusedCount
        self.notices = notices
    }
}
