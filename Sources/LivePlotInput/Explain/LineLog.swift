/// What a decoder that explains (`SampleDecoder(explains: true)`) notes of the lines it reads: how many,
/// the first lines not used and why (`UnusedLine`, at most `keptCount`, the rest counted), the first
/// header's line (the last taken), and where the first row's x came from.
///
/// ```swift
/// var log = LineLog()
/// log.note(Array("time,cpu".utf8), reason: .header)   // line 1
/// log.unused.first?.reason                              // .header
/// ```
struct LineLog: Sendable {
    /// The lines read so far (those dropped for their length among them).
    var lineCount = 0
    /// The first lines that gave no row.
    private(set) var unused: [UnusedLine] = []
    /// Lines that gave no row beyond those kept.
    private(set) var moreUnusedCount = 0
    /// The line of the header in effect: the last taken.
    private(set) var headerLine: Int?
    /// Where the first row with an x found it; nil before one.
    var xOrigin: XOrigin?
    /// Whether a row was read: a header before it that another header replaced decided nothing.
    private var hasRow = false
    /// The last header listed while no row was read, by its index in `unused`.
    private var headerBeforeRows: Int?
    /// The last header's words past a leading time, hashed: the same header again before any row
    /// (pidstat's reports of no task) is a header still, not a banner the next replaced.
    private var lastHeaderWords: Int?

    /// The most unused lines listed.
    static let keptCount = 10

    /// Notes the line just counted (`lineCount`) as not used, for `reason`.
    mutating func note(_ line: UnsafeRawBufferPointer, reason: SkipReason) {
        if reason == .header {
            headerLine = lineCount
            let words = Array(line[(TableTime.leading(in: line)?.end ?? 0)...].split(whereSeparator: ByteClasses.isSpaceTabOrReturn).joined()).hashValue
            defer { lastHeaderWords = words }
            // Names the next names replaced before any row (a banner, a title) decided nothing.
            if !hasRow, let index = headerBeforeRows, words != lastHeaderWords {
                unused[index] = UnusedLine(number: unused[index].number, text: unused[index].text, reason: .banner)
            }
            headerBeforeRows = hasRow || unused.count >= Self.keptCount ? nil : unused.count
        }
        // A report since boot is a row, given no sample: the header above it named its columns.
        if reason == .sinceBoot { hasRow = true }
        guard unused.count < Self.keptCount else {
            moreUnusedCount += 1
            return
        }
        unused.append(UnusedLine(number: lineCount, bytes: line, reason: reason))
    }

    /// Notes that the line just counted gave a row.
    mutating func noteRow() { hasRow = true }
}
