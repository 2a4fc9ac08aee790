import Testing
@testable import LivePlotInput
import LivePlotTestSupport

/// `--explain`'s text, exact, for the inputs a person asks about (issue 42, point 3): a CSV with a
/// header, a JSON stream, a table after a banner, `--match`, `-f` and `-x` that find nothing, and the
/// bound on the lines read.
@Suite struct ExplanationTests {
    /// The explanation of `text`, read in one chunk and again byte by byte (which must agree).
    private func explained(_ text: String, fields: FieldSelection? = nil, match: String? = nil, x: XField? = nil,
                           lineLimit: Int = 1_000, end: ReadingEnd = .endOfInput) -> String {
        func run(chunkSize: Int) -> String {
            let times = TimeResolver(zone: .utc, now: 0)
            let keys = x.map { field -> TimeKeys in if case .name(let name) = field { TimeKeys([name]) } else { .defaults } } ?? .defaults
            let decoder = SampleDecoder(matcher: match.map { try! SampleMatcher(pattern: $0) }, selection: fields, times: times,
                                        timeKeys: keys, xField: x, explains: true)
            var reading = ExplainReading(decoder: decoder, lineLimit: lineLimit)
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count, !reading.isComplete {
                let next = min(offset + chunkSize, bytes.count)
                bytes[offset..<next].withUnsafeBytes { _ = reading.take($0) }
                offset = next
            }
            return reading.explanation(end: end).text
        }
        let whole = run(chunkSize: max(1, text.utf8.count))
        #expect(run(chunkSize: 1) == whole, "byte by byte, the same explanation")
        return whole
    }

    @Test func aCSVWithAHeaderAndALineWithoutANumber() {
        let text = "time,cpu,mem\n2026-11-22T10:00:01Z,12,40\noops\n2026-11-22T10:00:02Z,13,41\n"
        #expect(explained(text) == """
            read: 4 lines, the whole input
            format: CSV, separated by ','
            header: line 1: time, cpu, mem
            label columns: none
            x: the timestamp each line leads with
            producer: none recognised
            series: 2
              cpu  field 2, named by the header
              mem  field 3, named by the header
            lines not used: 2
              line 1  "time,cpu,mem"  a header: it names the columns
              line 3  "oops"  no number a series takes

            """)
    }

    @Test func aJSONStreamWithALineThatIsNoJSON() {
        let text = #"""
            {"ts":"2026-11-22T10:00:01Z","cpu":12,"resp":{"ms":3}}
            not json
            {"ts":"2026-11-22T10:00:02Z","cpu":13,"resp":{"ms":4}}

            """#
        #expect(explained(text) == """
            read: 3 lines, the whole input
            format: JSON lines: an object a line
            header: none
            label columns: none
            x: each object's time key (time, ts, timestamp, @timestamp, date, datetime)
            producer: none recognised
            series: 2
              cpu      JSON path cpu
              resp.ms  JSON path resp.ms
            lines not used: 1
              line 2  "not json"  not valid in the stream's format

            """)
    }

    /// A banner decides nothing: the header after it names the columns (mutation: listing the banner as
    /// a header, as the reader took it before the header replaced it, fails it).
    @Test func aTableAfterABanner() {
        let text = "Linux 6.1.0 (vm)  11/26/26  _x86_64_  (2 CPU)\n\nr b swpd free\n1 0 0 8000\n2 0 0 7900\n"
        #expect(explained(text) == """
            read: 5 lines, the whole input
            format: columns aligned by blanks
            header: line 3: r, b, swpd, free
            label columns: none
            x: sample numbers (no time found in the lines)
            producer: none recognised
            series: 4
              r     field 1, named by the header
              b     field 2, named by the header
              swpd  field 3, named by the header
              free  field 4, named by the header
            lines not used: 3
              line 1  "Linux 6.1.0 (vm)  11/26/26  _x86_64_  (2 CPU)"  a banner or title before the data
              line 2  ""  blank
              line 3  "r b swpd free"  a header: it names the columns

            """)
    }

    /// pidstat `-s` with no task to list: the header named is the reports' (before: the banner's words,
    /// `Linux 6.18.44-fc-v782 (vm), 11/28/26, …`), and the first report's header, again before any row,
    /// is a header still, not a banner. Mutations: the waiting header's words not asked: the banner's;
    /// every header replaced before a row called a banner: line 3 is.
    @Test func aTableOfHeadersWithNoRows() {
        #expect(explained(ProducerOutput.text("pidstat-s-1-2.txt")) == """
            read: 7 lines, the whole input
            format: columns aligned by blanks
            header: line 5: UID, PID, StkSize, StkRef, Command
            label columns: none
            x: sample numbers (no time found in the lines)
            producer: pidstat, by its header (line 3): read as a table
            series: none
            lines not used: 7
              line 1  "Linux 6.18.44-fc-v782 (vm) \\t11/28/26 \\t_x86_64_\\t(2 CPU)"  a banner or title before the data
              line 2  ""  blank
              line 3  "06:10:38      UID       PID StkSize  StkRef  Command"  a header: it names the columns
              line 4  ""  blank
              line 5  "06:10:39      UID       PID StkSize  StkRef  Command"  a header: it names the columns
              line 6  ""  blank
              line 7  "Average:      UID       PID StkSize  StkRef  Command"  a summary, no sample (Average:, Total:, top's Tasks:)

            """)
    }

    /// pidstat `-h`: told by its own header, the `# Time` column x, each series a process's (before: no
    /// producer, `Time` a series of the UIDs). Its first process's series, which `%CPU`'s place in the
    /// header read by position made, is a table's as the others (mutation: the table's words not put
    /// first: `field 8, named by the header`).
    @Test func pidstatsOwnHeader() {
        #expect(explained(ProducerOutput.text("pidstat-h-1-3.txt")) == """
            read: 11 lines, the whole input
            format: a table aligned by blanks: a header names its columns, each row led by its time
            header: line 10: UID, PID, %usr, %system, %guest, %wait, %CPU, CPU, Command
            label columns: Command with its row's PID (two rows of one name are two series: `label PID name`)
            x: the timestamp each line leads with
            producer: pidstat, by its -h header (line 3): read as a table; plots %CPU of each row (-f names other columns)
            series: 2
              kdamond.0 71 %CPU  a table's column and its row's label
              yes 22866 %CPU    a table's column and its row's label
            lines not used: 6
              line 1  "Linux 6.18.44-fc-v782 (vm) \\t11/28/26 \\t_x86_64_\\t(2 CPU)"  a banner or title before the data
              line 2  ""  blank
              line 3  "# Time        UID       PID    %usr %system  %guest   %wait …"  a header: it names the columns
              line 6  ""  blank
              line 7  "# Time        UID       PID    %usr %system  %guest   %wait …"  a header: it names the columns
              line 10  "# Time        UID       PID    %usr %system  %guest   %wait …"  a header: it names the columns

            """)
    }

    /// pidstat `-h -d` of no task: the header waiting for a row is named without its `# Time` (the attack
    /// pass: `header: #, Time, UID, …`).
    @Test func aWaitingHeadersTimeColumnIsNoName() {
        #expect(explained(ProducerOutput.text("pidstat-h-d-1-2.txt")).contains("header: line 5: UID, PID, kB_rd/s, kB_wr/s, kB_ccwr/s, iodelay, Command\n"))
    }

    /// top's idle rows say why they are no samples (before: `nothing -f selects, or a comment`, with no
    /// `-f`), and a table's series whose rows have no label say their column alone (before: `… and its
    /// row's label` beside `label columns: none`). Both from the new-user pass.
    @Test func idleRowsAndUnlabelledColumnsAreSaidAsTheyAre() {
        let top = explained(ProducerOutput.text("top-b-d-1-n-4.txt"))
        #expect(top.contains("\"    1 root      10 -10   32208   7388   5760 S   0.0   0.0  …\"  idle: its label gets a series once busy (a value not 0)"))
        #expect(top.contains("yes 11218 %CPU    a table's column and its row's label"))
        #expect(explained(ProducerOutput.text("ifstat-1.txt")).contains("  eth0 KB/s in   a table's column\n"))
    }

    @Test func matchTakesItsGroupsAndSaysWhichLinesItMissed() {
        let text = """
            PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.
            64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.045 ms
            64 bytes from 127.0.0.1: icmp_seq=2 ttl=64 time=0.061 ms

            """
        #expect(explained(text, match: "time=([0-9.]+)") == """
            read: 3 lines, the whole input
            format: lines read by --match 'time=([0-9.]+)'
            header: none
            label columns: none
            x: sample numbers (no time found in the lines)
            producer: none recognised
            series: 1
              time  group 1 of --match
            lines not used: 1
              line 1  "PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data."  --match does not match it

            """)
    }

    /// `-f` names one field the header has and two it has not (a name and a position past the fields).
    @Test func fieldsThatNameNothingAreSaid() {
        #expect(explained("a,b\n1,2\n", fields: FieldSelection([.name("c"), .name("b"), .position(9)])) == """
            read: 2 lines, the whole input
            format: CSV, separated by ','
            header: line 1: a, b
            label columns: none
            x: sample numbers (no time found in the lines)
            producer: none recognised
            series: 3
              c  -f: no such field
              b  field 2, named by the header
              9  -f: no such field
            lines not used: 1
              line 1  "a,b"  a header: it names the columns
            -f c,9: no such fields (fields: a b)

            """)
    }

    @Test func anXFieldOfWordsIsSaid() {
        #expect(explained("name,v\nfoo,1\nbar,2\n", x: .name("name")) == """
            read: 3 lines, the whole input
            format: CSV, separated by ','
            header: line 1: name, v
            label columns: none
            x: sample numbers (-x name found no time or number)
            producer: none recognised
            series: 1
              v  field 2, named by the header
            lines not used: 1
              line 1  "name,v"  a header: it names the columns
            -x name: "foo" is not a time or a number

            """)
    }

    /// No line past the limit is read, whatever the chunk holds; ten lines not used are listed, the
    /// rest counted (mutation: decoding the whole chunk reads 1,005 lines and fails it).
    @Test func atMostTheFirstLinesAreReadAndTenListed() {
        let text = "1 2\n" + String(repeating: "word\n", count: 1_004)
        var reading = ExplainReading(decoder: SampleDecoder(explains: true), lineLimit: 1_000)
        #expect(Array(text.utf8).withUnsafeBytes { reading.take($0) })
        #expect(reading.lineCount == 1_000)
        let explanation = reading.explanation(end: .lineLimit)
        #expect(explanation.linesRead == 1_000)
        #expect(explanation.unused.count == 10 && explanation.moreUnusedCount == 989)
        #expect(explanation.text.hasPrefix("read: the first 1000 lines (the input goes on)\n"))
        #expect(explanation.text.hasSuffix("""
              line 11  "word"  no number a series takes
              … and 989 more

            """))
    }

    /// A line is shown as a person can read it: every control character an escape, cut at 60 characters.
    @Test func aLineIsShownWithItsEscapesVisibleAndCut() {
        #expect(UnusedLine(number: 1, bytes: Array("a\tb\r\u{1B}[31m\u{7F}\u{9B}\\".utf8), reason: .noNumber).text
            == #"a\tb\r\e[31m\x7F\u{9B}\\"#)
        let long = UnusedLine(number: 2, bytes: Array(String(repeating: "x", count: 100).utf8), reason: .noNumber).text
        #expect(long == String(repeating: "x", count: 60) + "…")
    }

    @Test func theReadingEndIsSaid() {
        #expect(explained("1\n", end: .timeLimit(seconds: 10)).hasPrefix("read: 1 line in 10 s (the input goes on)\n"))
        #expect(explained("1\n", end: .interrupted).hasPrefix("read: 1 line (interrupted)\n"))
        #expect(explained("").hasPrefix("read: 0 lines, the whole input\nformat: nothing read\n"))
    }

    /// A table's own times said as x: the time its rows end with (`vmstat -t`), lead with (`dstat -t`), or
    /// the line before each report (`iostat -t`), which is said as such, not as a banner.
    @Test func aTablesTimesAreSaidAsX() {
        let vmstat = explained(TableTrailingTimeTests.vmstatT)
        #expect(vmstat.contains("x: the time each row ends with\n"), "\(vmstat)")
        #expect(vmstat.contains("header: line 2: r, b, swpd, free, buff, cache, si, so, bi, bo, in, cs, us, sy, id, wa, st\n"), "\(vmstat)")
        let iostat = explained(TableReportTimeTests.iostatT)
        #expect(iostat.contains("x: the time line before each report: its rows share it\n"), "\(iostat)")
        #expect(iostat.contains("line 3  \"11/27/26 23:51:22\"  the time of the report below: x for its rows\n"), "\(iostat)")
        let dstat = explained(TableTimeTests.dstatT)
        #expect(dstat.contains("x: the time each row leads with\n"), "\(dstat)")
    }

    /// Names come from the input: an escape in them is made visible, never written (the options fuzzer's
    /// seeded pass found `ESC]0;PWNED` written through a JSON key in a series' source).
    @Test func namesWriteNoEscape() {
        let json = explained(#"{"\u001b]0;PWNED\u0007":{"load":1}}"# + "\n")
        #expect(!json.contains("\u{1B}") && !json.contains("\u{07}"), "\(json.debugDescription)")
        let text = "Dev\u{1B}]0;PWNED\u{07}   r/s   w/s\nvda   1   2\nvdb   3   4\n"
        let said = explained(text)
        #expect(!said.contains("\u{1B}") && !said.contains("\u{07}"), "\(said.debugDescription)")
        #expect(said.contains("label columns: Dev"), "\(said)")
        #expect(said.contains("format: a table aligned by blanks: a header names its columns"), "\(said)")
        #expect(said.contains("x: steps: a report's rows share one"), "\(said)")
    }
}
