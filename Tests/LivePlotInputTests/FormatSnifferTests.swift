import Testing
@testable import LivePlotInput

/// The stream's format, decided by `FormatSniffer` in one place: each format by its first line that can
/// be data, and kept once the data begins (a later line of another shape never switches the reader).
@Suite struct FormatSnifferTests {
    /// The format the sniffer gives `line` for a stream read so far as `format`.
    static func sniffed(_ line: String, after format: StreamFormat = .undecided, findsTimes: Bool = false) -> StreamFormat {
        var context = RowContext(selection: nil, times: findsTimes ? TimeResolver(zone: .utc, now: 0) : nil,
                                 timeKeys: .defaults, xField: nil)
        return Array(line.utf8).withUnsafeBytes { FormatSniffer.format(of: $0, after: format, context: &context) }
    }

    /// The format a reader has decided after `lines`, and each line's outcome.
    static func read(_ lines: [String]) -> (format: StreamFormat, outcomes: [FieldRowReader.Outcome]) {
        var reader = FieldRowReader(selection: nil)
        var batch = SampleBatch()
        let outcomes = lines.map { reader.read(Array($0.utf8), into: &batch) }
        return (reader.format, outcomes)
    }

    @Test func eachFormatIsDecidedByItsFirstLine() {
        #expect(Self.sniffed("12 40 7") == .alignedColumns)
        #expect(Self.sniffed("r  b   swpd") == .alignedColumns, "vmstat's header")
        #expect(Self.sniffed("cpu=12 mem=40") == .alignedColumns, "pairs are read among aligned columns")
        #expect(Self.sniffed("cpu=12, mem=40") == .alignedColumns, "a line of pairs is no CSV")
        #expect(Self.sniffed("time,cpu,mem") == .delimited(UInt8(ascii: ",")))
        #expect(Self.sniffed("a\tb") == .delimited(0x09))
        #expect(Self.sniffed("a;b") == .delimited(UInt8(ascii: ";")))
        #expect(Self.sniffed(#"{"cpu":12}"#) == .jsonLines)
        #expect(Self.sniffed(#"  {"cpu":12}"#) == .jsonLines, "blanks before the brace")
        #expect(Self.sniffed("# TYPE up gauge") == .metricLines)
        #expect(Self.sniffed(#"http_requests_total{code="200"} 1027"#) == .metricLines)
        #expect(Self.sniffed("12") == .undecided, "one field decides nothing")
        #expect(Self.sniffed("") == .undecided)
    }

    /// nginx's and Apache's combined log quotes its fields between blanks: the `;` of a browser's user
    /// agent, inside quotes, separates nothing (read as `;`-separated, 7,913 of the 8,066 lines of
    /// Tests/Producers/nginx-access.log were skipped).
    @Test func aQuotedFieldAfterABlankHidesItsDelimiters() {
        let combined = #"127.0.0.22 - - [26/Nov/2026:08:42:03 +0000] "GET /app.js HTTP/1.1" 304 0 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)""#
        #expect(Self.sniffed(combined) == .alignedColumns)
        #expect(Self.sniffed(#"name "a;b" 12"#) == .alignedColumns)
        #expect(Self.sniffed(#"name a;b 12"#) == .delimited(UInt8(ascii: ";")), "unquoted, it separates")
        #expect(Self.sniffed(#""a;b";12"#) == .delimited(UInt8(ascii: ";")), "a quoted field of a delimited line")
    }

    @Test func aLeadingTimestampIsPassedOverBeforeTheSeparatorIsDecided() {
        // log4j's `10:00:01,539` is a time, not a comma between fields.
        #expect(Self.sniffed("2026-11-22 10:00:01,539 INFO 12", findsTimes: true) == .alignedColumns)
        #expect(Self.sniffed("2026-11-22 10:00:01,539 INFO 12") == .delimited(UInt8(ascii: ",")), "without times it is a comma")
    }

    @Test func aDecidedSeparatorIsKeptButJSONOrMetricsMayStillComeBeforeTheData() {
        #expect(Self.sniffed("12 40", after: .delimited(UInt8(ascii: ","))) == .delimited(UInt8(ascii: ",")))
        #expect(Self.sniffed(#"{"a":1}"#, after: .alignedColumns) == .jsonLines)
        // A record of the delimiter a header decided stays one, though it reads as a metric line.
        #expect(Self.sniffed("name\t0.25", after: .delimited(0x09)) == .delimited(0x09))
        #expect(Self.sniffed("name 0.25", after: .alignedColumns) == .metricLines)
    }

    @Test func theReaderKeepsItsFormatOnceTheDataBegins() {
        let csv = Self.read(["a,b", "1,2", #"{"a":1}"#, "# TYPE up gauge", "3,4"])
        #expect(csv.format == .delimited(UInt8(ascii: ",")))
        #expect(csv.outcomes == [.header, .row, .skipped, .skipped, .row])
        let json = Self.read([#"{"a":1}"#, "1,2", "up 1", #"{"a":2}"#])
        #expect(json.format == .jsonLines)
        #expect(json.outcomes == [.row, .skipped, .skipped, .row])
        let metrics = Self.read(["up 1", #"{"a":1}"#, "a,b", "up 2"])
        #expect(metrics.format == .metricLines)
        #expect(metrics.outcomes == [.row, .skipped, .skipped, .row])
        let columns = Self.read(["12 40", "a,b", "13 41"])
        #expect(columns.format == .alignedColumns, "a later comma does not make the stream CSV")
    }

    @Test func aJSONOrMetricStreamStaysSoBeforeItsFirstRowToo() {
        // Decided, and no row yet: a line of another shape still does not switch the reader.
        let json = Self.read([#"{"level":"info"}"#, "up 1", #"{"a":1}"#])
        #expect(json.format == .jsonLines)
        #expect(json.outcomes == [.skipped, .skipped, .row])
        let metrics = Self.read(["# HELP up Whether the target is up.", #"{"a":1}"#, "up 1"])
        #expect(metrics.format == .metricLines)
        #expect(metrics.outcomes == [.ignored, .skipped, .row])
    }

    @Test func aBannerBeforeTheDataDecidesNothingForGood() {
        let json = Self.read(["Server listening on :8080", #"{"a":1}"#])
        #expect(json.format == .jsonLines)
        #expect(json.outcomes.last == .row)
        // A lone number decides no format, but it is data: nothing decides later.
        #expect(Self.read(["12", "1,2"]).format == .undecided)
        #expect(Self.read(["time", "1,2"]).format == .delimited(UInt8(ascii: ",")), "a lone word is no data")
    }
}
