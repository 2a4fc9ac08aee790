import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// `--count`: every line is an event, a line without a number too (issue 18, point 1).
@Suite struct CountedLinesTests {
    /// Text, JSON without a number, numbers, a broken line: an event each; a blank line is none.
    @Test func everyLineIsAnEvent() {
        let text = "connection reset by peer\n{\"msg\":\"hello\"}\n12\n\n   \nGET /index.html 200\n{not json\n"
        let batch = decoded(text, countsLines: true)
        #expect(batch.rowCount == 5)
        #expect(batch.skippedLineCount == 2, "the blank lines")
    }

    /// A CSV's first line, names split by a delimiter, is its header, not an event; a first line of
    /// words is one (mutation: every first line of names a header fails it).
    @Test func aDelimitedFirstLineOfNamesIsAHeader() {
        #expect(decoded("time,latency\n1,2\n3,4\n", countsLines: true).rowCount == 2)
        #expect(decoded("time;latency\n1;2\n", countsLines: true).rowCount == 1)
        #expect(decoded("service started\nrequest\nrequest\n", countsLines: true).rowCount == 3)
        #expect(decoded("1,2\ntime,latency\n", countsLines: true).rowCount == 2, "names after data are an event")
    }

    /// With `--match`, each matching line is an event, a number captured or not; with `-f`, each line
    /// that has the field.
    @Test func matchingLinesAndLinesWithTheField() {
        let log = "ok\nerror: disk full\nerror: code 5\nfine\n"
        let matched = decoded(log, match: "error", countsLines: true)
        #expect(matched.rowCount == 2)
        #expect(matched.skippedLineCount == 2)
        #expect(decoded(log, match: "error", countsLines: false).rowCount == 0, "without --count, nothing to plot")
        #expect(decoded("a=1\nb=2\nnote\na=4\n", fields: FieldSelection(.name("a")), countsLines: true).rowCount == 2)
    }

    /// Metric lines and lines of one `key: value` pair are an event each, not a row a scrape (`a 1`,
    /// `b 2` share a row when plotted), read whole or byte by byte (mutation: the scrape's row left
    /// open — `a 1 b 2 a 3 c 4` counts 2).
    @Test func aScrapesLinesAreAnEventEach() {
        for text in ["a 1\nb 2\na 3\nc 4\n", "node_load1 0.5\nnode_load5 0.7\nnode_load1 0.6\n", "eth0: 12\neth1: 40\n"] {
            let count = text.split(separator: "\n").count
            #expect(decoded(text, countsLines: true).rowCount == count, "\(text.debugDescription)")
            #expect(IngestFuzzHarness.decoded(text, by: { SampleDecoder(countsLines: true) }, chunks: { _ in 1 }).rowCount == count)
        }
        #expect(decoded("a 1\nb 2\na 3\nc 4\n", countsLines: false).rowCount == 2, "plotted, a scrape is a row")
    }

    /// An event is at its line's time: a leading timestamp on a line without a number.
    @Test func anEventIsAtItsLinesTime() {
        let log = "2026-11-22T10:00:01Z connection reset\n2026-11-22T10:00:03Z ok\n"
        let batch = decoded(log, countsLines: true, times: TimeResolver(zone: .utc, now: 0))
        #expect(batch.xs == [1_795_341_601, 1_795_341_603])
    }
}
