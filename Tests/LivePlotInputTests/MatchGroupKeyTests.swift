import Testing
@testable import LivePlotInput
import LivePlotTestSupport

/// `--match` with `--by` naming (or numbering) one of its groups: that group is each row's key, never a
/// value series; the pattern's other groups are the series (cli.md's `--by`).
@Suite struct MatchGroupKeyTests {
    /// Decodes `text` whole with `--match pattern --by field`: the batch, and what `--explain` lists.
    private func decoded(_ text: String, match pattern: String, by field: GroupField, countsLines: Bool = false)
        -> (batch: SampleBatch, series: [String]) {
        var decoder = SampleDecoder(matcher: try! SampleMatcher(pattern: pattern), countsLines: countsLines, groupField: field,
                                    explains: true)
        var batch = SampleBatch()
        Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        let series = decoder.explanation(end: .endOfInput).series.map { "\($0.name): \($0.source)" }
        return (batch, series)
    }

    @Test func theStatusGroupIsTheKeyAndTheTimeTheValue() {
        let text = """
            1.2.3.4 - - [26/Nov/2026:08:42:03 +0000] "GET /a HTTP/1.1" 200 5 "-" "curl" rt=0.016 urt=0.016
            1.2.3.4 - - [26/Nov/2026:08:42:03 +0000] "GET /b?q=1 HTTP/1.1" 404 0 "-" "curl" rt=0.250 urt=0.2

            """
        for field in [GroupField.name("st"), .position(1)] {
            let (batch, series) = decoded(text, match: #"" (?<st>\d\d\d) .* rt=(?<rt>[0-9.]+)"#, by: field)
            #expect(batch.seriesNames == ["rt"])
            #expect(batch.rowCount == 2 && batch.value(row: 0, series: 0) == 0.016 && batch.value(row: 1, series: 0) == 0.25)
            #expect(batch.newGroupNames == ["200", "404"] && batch.groups == [0, 1])
            #expect(batch.skippedLineCount == 0 && batch.droppedValueCount == 0)
            #expect(series == ["rt: group 2 of --match"])
        }
        // The key group after the value: the value is still group 1.
        let upstream = decoded(text, match: #" rt=(?<rt>[0-9.]+) urt=(?<urt>[0-9.]+)"#, by: .name("urt"))
        #expect(upstream.series == ["rt: group 1 of --match"] && upstream.batch.newGroupNames == ["0.016", "0.2"])
    }

    @Test func pNinetyNinePerEndpointOnTheCapturedLog() {
        let log = ProducerOutput.text("nginx-access-timed.log")
        let lines = log.split(separator: "\n")
        let (batch, series) = decoded(log, match: #""[A-Z]+ (?<uri>[^ ?]+)[^"]*" .* rt=(?<rt>[0-9.]+)"#, by: .name("uri"))
        #expect(series == ["rt: group 2 of --match"])
        #expect(batch.seriesNames == ["rt"] && batch.rowCount == lines.count && batch.skippedLineCount == 0)
        // Every row's key is its line's path, every value its rt: grouped by hand, line by line.
        for (row, line) in lines.enumerated().prefix(200) {
            let path = line.split(separator: "\"")[1].split(separator: " ")[1].split(separator: "?")[0]
            let rt = Double(line.split(separator: "rt=")[1].split(separator: " ")[0])!
            #expect(batch.newGroupNames[Int(batch.groups[row])] == String(path) && batch.value(row: row, series: 0) == rt)
        }
    }

    @Test func aPatternWhoseOnlyGroupIsTheKeyCountsItsLines() {
        let text = "GET 200\nGET 503\nnoise\n"
        let counted = decoded(text, match: #"GET (\d+)"#, by: .position(1), countsLines: true)
        #expect(counted.batch.rowCount == 2 && counted.batch.value(row: 0, series: 0) == 1 && counted.batch.groups == [0, 1])
        // Without --count, the key alone is no number: no row, the line said skipped.
        let plotted = decoded(text, match: #"GET (\d+)"#, by: .position(1))
        #expect(plotted.batch.rowCount == 0 && plotted.batch.skippedLineCount == 3)
    }
}
