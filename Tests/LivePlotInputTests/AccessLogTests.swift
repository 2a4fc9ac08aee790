import Foundation
import Testing
@testable import LivePlotInput
import LivePlotTestSupport

/// Access logs recognised (issue 45, part A): nginx's and Apache's common and combined formats with
/// their trailing `key=value` pairs, and Caddy's JSON access log, read from the captures in
/// Tests/Producers: fields by name for `-f` and `--by`, the request's time (else its bytes) plotted by
/// default, never the status as a number nor digits from inside the user agent, and `--by` that
/// finds nothing said.
@Suite struct AccessLogTests {
    /// `--explain`'s text for `text`'s first 1,000 lines, as the binary prints it.
    static func explained(_ text: String, fields: FieldSelection? = nil, by group: GroupField? = nil) -> String {
        var decoder = SampleDecoder(selection: fields, times: TimeResolver(zone: .utc, now: 0), groupField: group, explains: true)
        var batch = SampleBatch()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(1000).joined(separator: "\n") + "\n"
        Array(lines.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        return decoder.explanation(end: .lineLimit).text
    }

    /// The series a decoder makes of `text`, and its batch.
    static func decoded(_ text: String, fields: FieldSelection? = nil, by group: GroupField? = nil,
                        countsLines: Bool = false) -> (names: [String], batch: SampleBatch, producer: RecognisedProducer?) {
        var decoder = SampleDecoder(selection: fields, times: TimeResolver(zone: .utc, now: 0), countsLines: countsLines, groupField: group)
        var batch = SampleBatch()
        Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        batch.checkInvariants()
        return (batch.seriesNames, batch, decoder.producer)
    }

    /// How many lines hold each value, as a person counts them by hand: awk's `$9` (fields split at
    /// runs of blanks) for an nginx log.
    static func countedByHand(_ text: String, awkField: Int) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            counts[String(fields[awkField - 1]), default: 0] += 1
        }
        return counts
    }

    /// How many lines the decoder's `--count --by field` tagged with each value.
    static func countedByDecoder(_ text: String, by field: GroupField) -> [String: Int] {
        var counts: [String: Int] = [:]
        for tag in decodedGroups(text, by: field, countsLines: true, chunkSize: 65_536).tags { counts[tag, default: 0] += 1 }
        return counts
    }

    @Test func nginxsCombinedLogIsToldAndItsBytesPlottedNotItsStatusNorTheAgentsDigits() {
        #expect(Self.explained(ProducerOutput.text("nginx-access.log")) == """
            read: the first 1000 lines (the input goes on)
            format: an access log (combined format): each field by its name
            header: none
            label columns: none
            x: each line's time (a time key, a bracketed log time)
            producer: an access log (combined format), by a request line (line 1): plots bytes (B), not status
              fields: remote user time method path protocol status bytes referer agent (-f NAME, --by NAME)
              status: a label, --count --by status for requests per status
            series: 1
              bytes  the access log's field bytes
            lines not used: none

            """)
        let (names, batch, producer) = Self.decoded(ProducerOutput.text("nginx-access.log"))
        #expect(names == ["bytes"])
        #expect(producer?.unit == "B")
        // Every line a row: none skipped, the `;` and `rv:132.0` of the agents read as nothing.
        #expect(batch.rowCount == 8066)
        #expect(batch.skippedLineCount == 0)
        #expect(batch.value(row: 0, series: 0) == 0)   // the first line's `304 0`
    }

    @Test func theTimedLogPlotsTheRequestsTimeInSeconds() {
        #expect(Self.explained(ProducerOutput.text("nginx-access-timed.log")) == """
            read: the first 1000 lines (the input goes on)
            format: an access log (combined format): each field by its name
            header: none
            label columns: none
            x: each line's time (a time key, a bracketed log time)
            producer: an access log (combined format), by a request line (line 1): plots rt urt (s), not status or bytes
              fields: remote user time method path protocol status bytes referer agent rt urt (-f NAME, --by NAME)
              status: a label, --count --by status for requests per status
            series: 2
              rt   the access log's field rt
              urt  the access log's field urt
            lines not used: none

            """)
        let (names, batch, producer) = Self.decoded(ProducerOutput.text("nginx-access-timed.log"))
        #expect(names == ["rt", "urt"])
        #expect(producer?.unit == "s")
        #expect(batch.rowCount == 8066)
        #expect(batch.value(row: 0, series: 0) == 0.016)
        #expect(batch.value(row: 2, series: 1) == 0.007)
        // x is the bracketed time: 26/Nov/2026:08:42:03 +0000.
        #expect(batch.xs.first == 1_795_682_523)
    }

    @Test func fieldsByNameWithF() {
        let timed = ProducerOutput.text("nginx-access-timed.log")
        let (names, batch, producer) = Self.decoded(timed, fields: FieldSelection([.name("bytes"), .name("status")]))
        #expect(names == ["bytes", "status"])
        #expect(batch.value(row: 0, series: 1) == 304)
        guard case .byFieldNames(let plotted, _, _)? = producer?.reading else {
            Issue.record("not read as an access log")
            return
        }
        #expect(plotted == ["status", "bytes"])
        #expect(Self.decoded(timed, fields: FieldSelection(.name("urt"))).names == ["urt"])
        // A name the log does not have: read as any stream, `-f` deciding (and saying it found nothing).
        #expect(Self.decoded(timed, fields: FieldSelection(.name("latency"))).producer?.reading == .byFieldsChosen)
    }

    @Test(arguments: ["nginx-access.log", "nginx-access-timed.log"])
    func byStatusCountsWhatAwksNinthFieldCounts(file: String) {
        let text = ProducerOutput.text(file)
        let byHand = Self.countedByHand(text, awkField: 9)
        #expect(byHand.count == 6)
        #expect(Self.countedByDecoder(text, by: .name("status")) == byHand)
        // Paths: the busiest ones and the number of lines (a value's name is cleaned for the terminal).
        let paths = Self.countedByDecoder(text, by: .name("path")), pathsByHand = Self.countedByHand(text, awkField: 7)
        for path in ["/login", "/health", "/robots.txt"] { #expect(paths[path] == pathsByHand[path], "\(path)") }
        #expect(paths.values.reduce(0, +) == pathsByHand.values.reduce(0, +))
        #expect(Self.countedByDecoder(text, by: .name("remote")) == Self.countedByHand(text, awkField: 1))
        let methods = Self.countedByHand(text, awkField: 6).reduce(into: [String: Int]()) { $0[String($1.key.dropFirst()), default: 0] += $1.value }
        #expect(Self.countedByDecoder(text, by: .name("method")) == methods)
    }

    @Test func byATrailingPairsKeyAndTheRequestsParts() {
        let line = #"10.0.0.9 - bob [26/Nov/2026:10:00:01 +0000] "GET /a?q=\"x\" HTTP/2.0" 200 - "-" "curl/8.5" rt=0.2 cache="HIT" urt=-"#
        let text = line + "\n"
        #expect(tags(text, by: .name("cache")) == ["HIT"])
        #expect(tags(text, by: .name("user")) == ["bob"])
        #expect(tags(text, by: .name("protocol")) == ["HTTP/2.0"])
        #expect(tags(text, by: .name("path")) == [#"/a?q=\"x\""#])
        #expect(tags(text, by: .name("agent")) == ["curl/8.5"])
        let (names, batch, _) = Self.decoded(text, fields: FieldSelection([.name("bytes"), .name("urt")]))
        // Apache's `-` for no bytes is 0; nginx's `-` for no upstream is a gap.
        #expect(names == ["bytes", "urt"])
        #expect(batch.value(row: 0, series: 0) == 0)
        #expect(batch.value(row: 0, series: 1).isNaN)
    }

    @Test func theCommonFormatAndALineThatIsNoAccessLogs() {
        let text = """
            127.0.0.1 - - [26/Nov/2026:10:00:01 +0000] "GET / HTTP/1.1" 200 512\r
            a line of something else 12
            127.0.0.1 - - [26/Nov/2026:10:00:02 +0000] "GET / HTTP/1.1" 500 7

            """
        let (names, batch, producer) = Self.decoded(text)
        #expect(producer?.name == "access log (common format)")
        #expect(names == ["bytes"])
        #expect(batch.rowCount == 2)
        #expect(batch.skippedLineCount == 1)
        #expect(batch.unusedLines.count(of: .invalid) == 1)
        // `--count`: every line an event still, the one that is no access log's too.
        #expect(Self.decoded(text, countsLines: true).batch.rowCount == 3)
    }

    @Test func caddysJSONLogPlotsTheDurationAndSaysTheStatusIsALabel() {
        let caddy = ProducerOutput.text("caddy-access.json")
        #expect(Self.explained(caddy) == """
            read: the first 1000 lines (the input goes on)
            format: JSON lines: an object a line
            header: none
            label columns: none
            x: each object's time key (time, ts, timestamp, @timestamp, date, datetime)
            producer: Caddy's access log, by its "handled request" line (line 1): plots duration (s), not size or status
              fields: every JSON path (request.uri, request.method, request.remote_ip, …) (-f PATH, --by PATH)
              status: a label, --count --by status for requests per status
            series: 1
              duration  JSON path duration
            lines not used: none

            """)
        let (names, batch, producer) = Self.decoded(caddy)
        #expect(names == ["duration"])
        #expect(producer?.unit == "s")
        #expect(batch.rowCount == 2421)
        // `-f` is the user's: any path, the port Caddy writes as a string too.
        #expect(Self.decoded(caddy, fields: FieldSelection([.name("size"), .name("request.remote_port")])).names == ["size", "request.remote_port"])
    }

    @Test func caddysByStatusCountsWhatItsJSONHolds() throws {
        let caddy = ProducerOutput.text("caddy-access.json")
        var byHand: [String: Int] = [:]
        for line in caddy.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            byHand[String(describing: try #require(object["status"] as? Int)), default: 0] += 1
        }
        #expect(byHand.count >= 5)
        #expect(Self.countedByDecoder(caddy, by: .name("status")) == byHand)
    }

    @Test func byThatFindsNothingIsSaid() {
        let (_, batch, _) = Self.decoded(ProducerOutput.text("nginx-access.log"), by: .name("statuz"), countsLines: true)
        let notice = InputNotice.groupFieldNotFound(
            field: "statuz", fields: ["remote", "user", "time", "method", "path", "protocol", "status", "bytes", "referer", "agent"])
        #expect(batch.notices == [notice])
        #expect(notice.message == "--by statuz: no such field (fields: remote user time method path protocol status bytes …)")
        // Found in a later block: taken back.
        let later = "a=1\nstatus=200 a=2\n"
        var decoder = SampleDecoder(countsLines: true, groupField: .name("status"))
        var first = SampleBatch(), second = SampleBatch()
        Array("a=1\n".utf8).withUnsafeBytes { decoder.decode($0, into: &first) }
        Array(later.dropFirst(4).utf8).withUnsafeBytes { decoder.decode($0, into: &second) }
        #expect(first.notices == [.groupFieldNotFound(field: "status", fields: ["a"])])
        #expect(second.notices == [.groupFieldNotFound(field: "", fields: [])])
        var notices = InputNotices()
        notices.take(first.notices[0])
        #expect(notices.messages == ["--by status: no such field (fields: a)"])
        notices.take(second.notices[0])
        #expect(notices.messages.isEmpty)
        // Found at once: nothing said.
        #expect(Self.decoded(ProducerOutput.text("nginx-access.log"), by: .name("status"), countsLines: true).batch.notices.isEmpty)
    }
}
