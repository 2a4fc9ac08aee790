import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Blank-aligned tables as their producers mean them (`TableRowReader`): banners decide nothing, a
/// header may lead with a time, cells go to the columns they lie under, columns of words label rows,
/// blocks have their own headers, group lines name columns, summary rows are no samples.
@Suite struct TableReaderTests {
    /// Each line's outcome and skip reason (nil for a row), read by one reader, and the reader after.
    static func read(_ text: String, fields: FieldSelection? = nil) -> (outcomes: [FieldRowReader.Outcome], reasons: [SkipReason?], reader: FieldRowReader) {
        var reader = FieldRowReader(selection: fields)
        var batch = SampleBatch()
        var outcomes: [FieldRowReader.Outcome] = []
        var reasons: [SkipReason?] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let outcome = reader.read(Array(line.utf8), into: &batch)
            outcomes.append(outcome)
            reasons.append(outcome == .row ? nil : reader.lastSkipReason)
        }
        return (outcomes, reasons, reader)
    }

    /// A column's values, its gaps and the rows of other labels left out.
    static func values(_ batch: SampleBatch, _ name: String) -> [Double] {
        columns(batch)[name]?.compactMap { $0 } ?? []
    }

    @Test func theSysstatBannerDecidesNothingAndTitlesNameNothing() {
        let batch = decoded(ProducerOutput.text("iostat-x-1.txt"))
        #expect(batch.seriesNames.prefix(7) == ["%user", "%nice", "%system", "%iowait", "%steal", "%idle", "vda r/s"])
        #expect(batch.seriesNames.count == 6 + 22 && batch.seriesNames.last == "vda %util")
        #expect(Self.values(batch, "%idle") == [99.5, 99.5, 100], "avg-cpu: names nothing, %user is the first column; the first report is since boot")
        #expect(Self.values(batch, "vda r/s") == [0, 0, 2])
        #expect(Self.values(batch, "vda %util") == [0, 0, 0])
    }

    /// `iostat -x 1 | tail -n +3`: no banner, and still no avg-cpu column in the device block's.
    @Test func blocksKeepTheirOwnColumns() {
        let text = ProducerOutput.text("iostat-x-1.txt").split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        let batch = decoded(text)
        #expect(Self.values(batch, "vda r/s") == [29.31, 0, 0, 2], "no banner: where it began is not known")
        #expect(Self.values(batch, "%user") == [72.73, 0, 0, 0])
        let (outcomes, reasons, reader) = Self.read(text)
        #expect(outcomes.prefix(4) == [.header, .row, .skipped, .header])
        #expect(reasons[0] == .header && reasons[3] == .header)
        #expect(reader.tableReading?.blockCount == 8, "four avg-cpu blocks and four device blocks")
    }

    @Test func aCSVTitleThenItsHeaderStillReadsAsCSV() {
        let batch = decoded("Sales report\na,b\n1,2\n3,4\n")
        #expect(columns(batch) == ["a": [1, 3], "b": [2, 4]])
    }

    @Test func aTimeLedHeaderNamesTheColumnsAfterItsTime() {
        let batch = decoded(ProducerOutput.text("mpstat-1.txt"))
        // One row a step (`all`, the whole machine): its label goes unsaid (`LabelPreference.namedWhenSeveral`).
        #expect(batch.seriesNames == ["%usr", "%nice", "%sys", "%iowait", "%irq", "%soft", "%steal", "%guest", "%gnice", "%idle"])
        #expect(Self.values(batch, "%idle") == [99.5, 100, 99.5])
        let sar = decoded(ProducerOutput.text("sar-r-1-3.txt"))
        #expect(sar.seriesNames.first == "kbmemfree" && Self.values(sar, "kbdirty") == [768, 768, 768])
    }

    /// The time is x; a 12-hour clock's `12:11:08 AM` is 00:11:08, as the 24-hour capture writes it.
    @Test func twelveHourTimesAreX() {
        let twelve = TimesFromDataTests.decodedWithTimes(ProducerOutput.text("sar-u-1-3-12h.txt"))
        let twentyFour = TimesFromDataTests.decodedWithTimes(ProducerOutput.text("sar-u-1-3.txt"))
        #expect(twelve.xs.count == 3 && twelve.xs == twentyFour.xs)
        #expect(zip(twelve.xs, twelve.xs.dropFirst()).allSatisfy { $1 - $0 == 1 })
        #expect(Self.values(twelve, "%idle") == [100, 98.51, 99.5])
        let afternoon = TimesFromDataTests.decodedWithTimes("01:00:00 PM     CPU     %idle\n01:00:01 PM     all     99.00\n")
        let morning = TimesFromDataTests.decodedWithTimes("01:00:00        CPU     %idle\n13:00:01        all     99.00\n")
        #expect(afternoon.xs == morning.xs && afternoon.xs.count == 1)
    }

    /// mpstat -P ALL: `all`, then `0` and `1`: the column of words stays one of labels.
    @Test func aLabelColumnStaysOneThoughLaterLabelsAreNumbers() {
        let batch = decoded(ProducerOutput.text("mpstat-P-ALL-1.txt"))
        #expect(batch.seriesNames.count == 30 && batch.seriesNames.contains("0 %usr") && batch.seriesNames.contains("1 %usr"))
        #expect(Self.values(batch, "1 %idle") == [99, 98.02, 98.02])
        #expect(Self.values(batch, "all %idle") == [99.5, 99, 99])
        #expect(!batch.seriesNames.contains("%usr") && !batch.seriesNames.contains("CPU"))
    }

    /// free: `Mem:` lies under no name: it labels its row; `Swap:` has three cells.
    @Test func aLeadingWordUnderNoNameLabelsItsRow() {
        let batch = decoded(ProducerOutput.text("free-s-1.txt"))
        #expect(batch.seriesNames == ["Mem total", "Mem used", "Mem free", "Mem shared", "Mem buff/cache", "Mem available",
                                      "Swap total", "Swap used", "Swap free"])
        #expect(Self.values(batch, "Mem used") == [463824, 462652, 462652, 462652])
        #expect(Self.values(batch, "Swap used") == [0, 0, 0, 0])
        let (_, _, reader) = Self.read(ProducerOutput.text("free-s-1.txt"))
        #expect(reader.tableReading?.rowLabel == "" && reader.tableReading?.blockCount == 4)
    }

    @Test func severalColumnsOfWordsThePreferredLabels() {
        let batch = decoded(ProducerOutput.text("docker-stats-no-stream.txt"))
        #expect(batch.seriesNames.prefix(8) == ["web CPU %", "web MEM USAGE", "web MEM %", "web NET I/O in", "web NET I/O out",
                                                "web BLOCK I/O read", "web BLOCK I/O write", "web PIDS"])
        #expect(batch.seriesNames.count == 24)
        #expect(Self.values(batch, "db CPU %") == [1.52] && Self.values(batch, "cache PIDS") == [5])
        let (_, _, reader) = Self.read(ProducerOutput.text("docker-stats-no-stream.txt"))
        #expect(reader.tableReading?.labelColumns == ["CONTAINER ID", "NAME"] && reader.tableReading?.rowLabel == "NAME")
        #expect(reader.tableReading?.columns == ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"])
    }

    /// docker stats repeats its header, wider, after the escapes that clear the screen: the series stay.
    @Test func aRepeatedHeaderBeginsABlockOfTheSameSeries() {
        let batch = decoded(ProducerOutput.text("docker-stats.txt"))
        #expect(batch.seriesNames.count == 24)
        #expect(Self.values(batch, "web CPU %") == [0.07, 12.41, 8.75])
        #expect(Self.values(batch, "db PIDS") == [31, 31, 31])
        let lines = ProducerOutput.text("docker-stats.txt").split(separator: "\n").map { LineCleaner.cleaned(Array($0.utf8)) }
        var reader = FieldRowReader(selection: nil)
        var sink = SampleBatch()
        let reasons = lines.map { line -> SkipReason? in reader.read(line, into: &sink) == .row ? nil : reader.lastSkipReason }
        #expect(reasons.prefix(5) == [.header, nil, nil, nil, .repeatedHeader])
    }

    /// Words one blank apart are one name where one cell lies under both (ifstat's `KB/s in`), two where
    /// each has its own (iostat's `%rrqm r_await`).
    @Test func namesOfSeveralWordsAreTheCellsToSay() {
        let batch = decoded("""
            name   KB/s in  KB/s out  %rrqm r_await
            eth0      0.50      1.25   4.37    2.86

            """)
        #expect(batch.seriesNames == ["eth0 KB/s in", "eth0 KB/s out", "eth0 %rrqm", "eth0 r_await"])
        #expect(columns(batch)["eth0 r_await"] == [2.86])
    }

    @Test func aPlainWordGroupNamesItsColumnsADashedOneOnlyRepeats() {
        let ifstat = decoded(ProducerOutput.text("ifstat-i-lo-eth0-1.txt"))
        #expect(ifstat.seriesNames == ["lo KB/s in", "lo KB/s out", "eth0 KB/s in", "eth0 KB/s out"])
        let dstat = decoded(ProducerOutput.text("dstat.txt"))
        #expect(dstat.seriesNames == ["usr", "sys", "idl", "wai", "stl", "read", "writ", "recv", "send", "in", "out", "int", "csw"])
        #expect(Self.values(dstat, "usr") == [0, 0, 0] && Self.values(dstat, "csw") == [85, 81, 72], "the first row is since boot")
        let repeated = decoded("""
            ---one--- ---two---
            in   out   in   out
             1     2    3     4

            """)
        #expect(repeated.seriesNames == ["one in", "one out", "two in", "two out"])
        let (_, _, reader) = Self.read(ProducerOutput.text("ifstat-1.txt"))
        #expect(reader.tableReading?.groups == ["eth0"])
    }

    /// ifstat `-t`: its time column, `HH:MM:SS` under `Time`, is x, and `Time` no group (before: the header
    /// `HH:MM:SS` taken for a pair, the rows read under `Time eth0`, no series at all). Mutations: `HH:MM:SS`
    /// not a time's name: no series; the group line read whole: `KB/s in`, no interface.
    @Test func ifstatsTimeColumnIsX() {
        let batch = decoded(ProducerOutput.text("ifstat-t-i-lo-eth0-1-3.txt"), times: TimeResolver(zone: .utc, now: 0))
        #expect(batch.seriesNames == ["lo KB/s in", "lo KB/s out", "eth0 KB/s in", "eth0 KB/s out"])
        #expect(batch.rowCount == 3)
        #expect(batch.xs == [09 * 3600 + 22 * 60 + 26, 09 * 3600 + 22 * 60 + 27, 09 * 3600 + 22 * 60 + 28].map(Double.init))
        // One interface: `Time eth0` over two columns, as many titles as columns but for the time's.
        #expect(decoded(ProducerOutput.text("ifstat-t-1-2.txt")).seriesNames == ["eth0 KB/s in", "eth0 KB/s out"])
    }

    /// A log's header naming its time (`Time level latency` over `09:00:01 INFO 5`) is no table: its words
    /// are values (`--by level`), not labels of rows; only `# Time` (pidstat -h), `HH:MM:SS` (ifstat -t)
    /// and dstat's day-month under `time` make one. Found by the attack pass: `--by level` gave `INFO
    /// INFO latency max`, the line without `--by` two series. Mutation: a time key alone over any time: fails.
    @Test func aLogsTimeHeaderIsNoTable() {
        let text = "Time      level  latency\n09:00:01  INFO   5\n09:00:02  WARN   7\n09:00:03  INFO   6\n"
        let batch = decoded(text, times: TimeResolver(zone: .utc, now: 0))
        #expect(batch.seriesNames == ["latency"])
        #expect(columns(batch)["latency"] == [5, 7, 6])
        #expect(decoded("# Time cpu\n09:00:01 5\n", times: TimeResolver(zone: .utc, now: 0)).seriesNames == ["cpu"])
    }

    /// vmstat's header is one word a column and its `cs us` one blank apart over `723 73`: by position, as before.
    @Test func vmstatReadsByPositionAsBefore() {
        let batch = decoded(ProducerOutput.text("vmstat-1.txt"))
        #expect(batch.seriesNames == ["r", "b", "swpd", "free", "buff", "cache", "si", "so", "bi", "bo", "in", "cs", "us", "sy", "id", "wa", "st"])
        #expect(Self.values(batch, "us") == [0, 0, 0] && Self.values(batch, "cs") == [75, 72, 77], "the first line is since boot")
        let (_, _, reader) = Self.read(ProducerOutput.text("vmstat-1.txt"))
        #expect(reader.tableReading == nil)
    }

    @Test func summaryRowsAreNoSamples() {
        let (outcomes, reasons, _) = Self.read(ProducerOutput.text("sar-n-DEV-1-3.txt"))
        #expect(outcomes.filter { $0 == .row }.count == 12)
        #expect(reasons.filter { $0 == .summaryRow }.count == 5, "the Average: header and its four rows")
        let batch = decoded(ProducerOutput.text("sar-u-1-3.txt"))
        #expect(Self.values(batch, "%idle") == [100, 98.51, 99.5], "not 99.33, the average")
    }

    @Test func fieldsByNameAcrossLabels() throws {
        let free = decoded(ProducerOutput.text("free-s-1.txt"), fields: try FieldSelection.parse("used"))
        #expect(free.seriesNames == ["Mem used", "Swap used"])
        #expect(Self.values(free, "Mem used") == [463824, 462652, 462652, 462652])
        let sar = decoded(ProducerOutput.text("sar-n-DEV-1-3.txt"), fields: try FieldSelection.parse("rxkB/s"))
        #expect(sar.seriesNames == ["lo rxkB/s", "ifb0 rxkB/s", "ifb1 rxkB/s", "eth0 rxkB/s"])
        let one = decoded(ProducerOutput.text("iostat-x-1.txt"), fields: try FieldSelection.parse("vda r/s"))
        #expect(columns(one) == ["vda r/s": [0, 0, 2]], "the first report is since boot")
        let docker = decoded(ProducerOutput.text("docker-stats-no-stream.txt"), fields: try FieldSelection.parse("NET I/O"))
        #expect(docker.seriesNames == ["web NET I/O in", "web NET I/O out", "db NET I/O in", "db NET I/O out", "cache NET I/O in", "cache NET I/O out"])
    }

    /// `-f` by position keeps its meaning: fields counted on the line (named by the header's word
    /// there), as before tables were read.
    @Test func fieldsByPositionCountFields() throws {
        let batch = decoded("name   a    b\nweb   12   40\n", fields: try FieldSelection.parse("3"))
        #expect(columns(batch) == ["b": [40]])
    }

    /// Labels times columns past 64: the series kept are 64, every value past them counted as dropped.
    @Test func theSeriesCapHoldsAndCounts() {
        let header = "name " + (1...10).map { "   c\($0)" }.joined() + "\n"
        let rows = (1...10).map { label in "n\(label)   " + (1...10).map { _ in "  1.5" }.joined() + "\n" }.joined()
        var decoder = SampleDecoder()
        var batch = SampleBatch()
        Array((header + rows).utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        #expect(batch.seriesCount == 64)
        #expect(decoder.droppedValueCount == 100 - 64)
    }
    /// mpstat repeats its header with the time of its line: a repeat all the same, no new series.
    @Test func aRepeatedHeaderWhoseTimeDiffersIsARepeat() {
        let text = """
            00:10:59     CPU    %usr   %idle
            00:11:00     all    0.50   99.50
            00:11:01     CPU    %usr   %idle
            00:11:02     all    1.00   99.00

            """
        let (outcomes, reasons, _) = Self.read(text)
        #expect(outcomes == [.header, .row, .header, .row] && reasons[2] == .repeatedHeader)
        #expect(columns(decoded(text)) == ["%usr": [0.5, 1], "%idle": [99.5, 99]])
    }
}
