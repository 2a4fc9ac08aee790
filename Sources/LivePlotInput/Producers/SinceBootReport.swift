/// Which of a producer's rows report the time since boot, not a sample of the session, as its man page
/// says: vmstat(8) "The first report produced gives averages since the last reboot", iostat(1) "The
/// first report … provides statistics concerning the time since the system was booted, unless the -y
/// option is used", dstat's first row. Such rows are read (their header names the columns, their
/// layout is the table's) and give no sample (`SkipReason.sinceBoot`). A profile's row of data.
///
/// Only a stream that begins where the producer began tells its first report: one whose first row
/// came before any header of the producer (`tail -n 5` of a log) drops nothing.
///
/// ```swift
/// SinceBootReport(.firstRow)                                         // vmstat, dstat
/// SinceBootReport(.untilHeaderAgain, blankLinesAfterBanner: 1)       // iostat: -y writes two
/// ```
struct SinceBootReport: Sendable {
    /// How far the first report goes.
    enum Extent: Sendable {
        /// One row: a report is a line (vmstat, dstat).
        case firstRow
        /// Every row until the header that told the producer comes again: a report is blocks (iostat's
        /// avg-cpu and Device blocks).
        case untilHeaderAgain
    }

    let extent: Extent
    /// The blank lines between the stream's first line (a banner) and the header when the first report
    /// is since boot; nil when the header alone tells it. iostat writes one, and with `-y`, which omits
    /// that report, two: the same banner and header, told apart by nothing else. Without a banner the
    /// stream began elsewhere: nothing is dropped.
    let blankLinesAfterBanner: Int?

    init(_ extent: Extent, blankLinesAfterBanner: Int? = nil) {
        self.extent = extent
        self.blankLinesAfterBanner = blankLinesAfterBanner
    }

    /// Whether the lines before the header that told the producer, as the recognizer counted them,
    /// begin its first report: none of them data, and the banner and blank lines as the profile says.
    func begins(firstLineIsBlank: Bool, blankLines: Int, linesBefore: Int) -> Bool {
        guard let blankLinesAfterBanner else { return true }
        return linesBefore > 0 && !firstLineIsBlank && blankLines == blankLinesAfterBanner
    }
}
