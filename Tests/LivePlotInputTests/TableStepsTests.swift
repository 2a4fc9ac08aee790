import Testing
import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// What the integration of issue 42 settled in tables: a report's rows share one step along x when no
/// time leads them (`TableSteps`), a label is a word, identifiers are never series, a row of another
/// block's columns than `-f` selects is read (not skipped), a quoted `-f` name matches a table's name.
@Suite struct TableStepsTests {
    static let times = TimeResolver(zone: .utc, now: 0)

    /// Each row's x and its series' values, by series name.
    static func points(_ batch: SampleBatch, _ name: String) -> [(x: Double, value: Double)] {
        guard let column = batch.seriesNames.firstIndex(of: name) else { return [] }
        return (0..<batch.rowCount).compactMap { row in
            let value = batch.value(row: row, series: column)
            return value.isNaN ? nil : (row < batch.xs.count ? batch.xs[row] : -1, value)
        }
    }

    @Test func stepsWalkByRepeatedLabel() {
        var steps = TableSteps()
        let (mem, swap) = (Array("Mem".utf8).hashValue, Array("Swap".utf8).hashValue)
        // Blocks under headers 7 and 9 in turn (iostat's avg-cpu and Device), then the rows of 7 again.
        #expect([steps.step(header: 7, label: mem, block: 1), steps.step(header: 7, label: swap, block: 1),
                 steps.step(header: 7, label: mem, block: 1), steps.step(header: 9, label: mem, block: 2),
                 steps.step(header: 9, label: swap, block: 2), steps.step(header: 9, label: mem, block: 2),
                 steps.step(header: 7, label: swap, block: 3)] == [1, 1, 2, 2, 2, 3, 3])
        // A header again begins a step, whatever its labels (`ps` in a loop: other processes each time).
        var loop = TableSteps()
        #expect([loop.step(header: 7, label: mem, block: 1), loop.step(header: 7, label: swap, block: 2),
                 loop.step(header: 7, label: swap, block: 2), loop.step(header: 9, label: mem, block: 3)] == [1, 2, 3, 3])
    }

    /// `free -s 1`: Mem's and Swap's rows of one report on one x, the next report on the next.
    @Test func freesRowsShareTheirReportsStep() {
        let batch = decoded(ProducerOutput.text("free-s-1.txt"), fields: FieldSelection(.name("used")), times: Self.times)
        #expect(batch.xsArePlain)
        #expect(Self.points(batch, "Mem used").map(\.x) == [1, 2, 3, 4])
        #expect(Self.points(batch, "Swap used").map(\.x) == [1, 2, 3, 4])
        #expect(Self.points(batch, "Mem used").map(\.value) == [463_824, 462_652, 462_652, 462_652])
    }

    /// `ps` in a loop, another process on top each time: each report under its header again is a step
    /// (before: all three rows at x = 1, as no label came again).
    @Test func aHeaderAgainIsTheNextReport() {
        let batch = decoded(ProducerOutput.text("ps-top-cpu-loop.txt"), times: Self.times)
        #expect(batch.seriesNames == ["yes 32576 %CPU", "md5sum 32581 %CPU", "sha1sum 32586 %CPU"])
        #expect(batch.seriesNames.map { Self.points(batch, $0).map(\.x) } == [[1], [2], [3]])
    }

    /// `iostat -x 1`: the avg-cpu row and the device's row of one report share a step.
    @Test func iostatsBlocksShareTheirReportsStep() {
        let batch = decoded(ProducerOutput.text("iostat-x-1.txt"), fields: FieldSelection([.name("%idle"), .name("%util")]), times: Self.times)
        // The first report is since boot: no sample (`SinceBootReportTests`).
        #expect(Self.points(batch, "%idle").map(\.x) == [1, 2, 3])
        #expect(Self.points(batch, "vda %util").map(\.x) == [1, 2, 3])
    }

    /// docker stats' refreshes are steps, though each repeats the header wider.
    @Test func dockersRefreshesAreSteps() {
        let batch = decoded(ProducerOutput.text("docker-stats.txt"), fields: FieldSelection(.name("CPU %")), times: Self.times)
        #expect(Self.points(batch, "web CPU %").map(\.x) == [1, 2, 3])
        #expect(Self.points(batch, "cache CPU %").map(\.x) == [1, 2, 3])
        #expect(Self.points(batch, "web CPU %").map(\.value) == [0.07, 12.41, 8.75])
    }

    /// A stopped container's `--` labels nothing: its columns stay series for every other container.
    @Test func aPlaceholderIsNoLabel() {
        let text = """
            NAME    CPU %   MEM %
            db      --      --
            web     0.07%   0.63%
            db      1.52%   10.57%

            """
        let batch = decoded(text, times: Self.times)
        #expect(batch.seriesNames == ["web CPU %", "web MEM %", "db CPU %", "db MEM %"])
        #expect(Self.points(batch, "db CPU %").map(\.value) == [1.52])
    }

    /// pidstat's `UID`, `PID` and `CPU` number things: never series.
    @Test func identifiersAreNoSeries() {
        let batch = decoded(ProducerOutput.text("pidstat-1-3.txt"), times: Self.times)
        #expect(!batch.seriesNames.contains { $0.hasSuffix(" UID") || $0.hasSuffix(" PID") || $0.hasSuffix(" CPU") })
        #expect(batch.seriesNames.contains("kdamond.0 77 %CPU"))
    }

    /// Two processes of one name (two `yes` under pidstat's `Command`) are two series, each its own
    /// values, told apart by their `PID`; never one series of both, zigzagging between them.
    @Test func rowsOfOneNameAreToldApartByTheirIdentifier() {
        let batch = decoded(ProducerOutput.text("pidstat-same-name-1-5.txt"), times: Self.times)
        #expect(Self.points(batch, "yes 20331 %CPU").map(\.value) == [61.39, 59, 71, 63, 71])
        #expect(Self.points(batch, "yes 20332 %CPU").map(\.value) == [67.33, 67, 70, 66, 59])
        #expect(!batch.seriesNames.contains { $0.hasPrefix("yes %") })
    }

    /// pidstat's series are one column of each process by default, the one its header has of `%CPU`,
    /// `%MEM`, …: five columns a process filled the 64 series in a dozen processes, and the ones that came
    /// later were dropped (the attack pass: `md5sum` at 98% never drawn). `-f` names others.
    @Test func pidstatPlotsOneColumnOfEachProcessByDefault() {
        let cpu = decoded(ProducerOutput.text("pidstat-same-name-1-5.txt"), times: Self.times)
        #expect(cpu.seriesNames.allSatisfy { $0.hasSuffix(" %CPU") } && cpu.seriesNames.contains("yes 20332 %CPU"), "\(cpu.seriesNames)")
        let memory = decoded(ProducerOutput.text("pidstat-r-1-2.txt"), times: Self.times)
        #expect(memory.seriesNames == ["process_api 1 %MEM", "bash 17522 %MEM"])
        let threads = decoded(ProducerOutput.text("pidstat-t-1-2.txt"), times: Self.times)
        #expect(threads.seriesNames.allSatisfy { $0.hasSuffix(" %CPU") } && threads.seriesNames.contains("__yes 20723 %CPU"))
        let chosen = decoded(ProducerOutput.text("pidstat-r-1-2.txt"), fields: FieldSelection(.name("RSS")), times: Self.times)
        #expect(chosen.seriesNames == ["process_api 1 RSS", "bash 17522 RSS"])
    }

    /// `-f` naming no column of a table lists the table's columns, not the words of the banner before
    /// its header (`fields: Linux 6.18.44-fc-v782 (vm) 11/28/26 …`, both passes of this session); the column
    /// it names but for its case first (`%cpu`: `%CPU`).
    @Test func aNameNoColumnHasListsTheTablesColumns() {
        let batch = decoded(ProducerOutput.text("pidstat-1-3.txt"), fields: FieldSelection(.name("%cpu")), times: Self.times)
        #expect(batch.notices.last?.message == "-f %cpu: no such field (did you mean %CPU? fields: %usr %system %guest %wait %CPU)")
    }

    /// pidstat `-l`: the command line of several words labels the row whole (before: its last word).
    @Test func aLabelOfSeveralWordsIsAllOfThem() {
        let batch = decoded(ProducerOutput.text("pidstat-l-C-yes-1-2.txt"), times: Self.times)
        #expect(batch.seriesNames == ["yes hello world 1360 %CPU"])
    }

    /// pidstat `-l` of a command line with `=` (`--workers=4 x=1`): a table's rows still, their `=` in
    /// the free text of `Command` (before: the first row was read as key=value pairs, and nothing drawn).
    @Test func aCommandLinesPunctuationIsNoPairs() {
        let batch = decoded(ProducerOutput.text("pidstat-l-punctuation-1-3.txt"), times: Self.times)
        #expect(batch.seriesNames == ["yes -- --workers=4 x=1 30208 %CPU"])
        #expect(Self.points(batch, "yes -- --workers=4 x=1 30208 %CPU").map(\.value) == [71, 76, 86])
    }

    /// pidstat leaves out a process idle for the interval: its series has a gap in that report (at its
    /// rows' time, 06:43:10), so its line breaks there rather than join 44% to 6% across it.
    @Test func aProcessLeftOutOfAReportIsAGapThere() {
        let batch = decoded(ProducerOutput.text("pidstat-C-idle-1-6.txt"), times: Self.times)
        #expect(batch.seriesNames == ["yes 11229 %CPU", "python3 11230 %CPU"])
        let python = (0..<batch.rowCount).map { (x: batch.xs[$0], value: batch.value(row: $0, series: 1)) }
        let gaps = python.filter { GapMarker.marks($0.value) }.map(\.x)
        // One gap, at the report python3 was left out of: between its 44% and its 6%.
        #expect(gaps.count == 1)
        #expect(python.filter { !$0.value.isNaN }.map(\.value) == [98.02, 44, 6, 100, 43])
        #expect(gaps.first.map { gap in python.filter { $0.value == 44 }[0].x < gap && gap < python.filter { $0.value == 6 }[0].x } == true)
    }

    /// With `--count` a report's row left out is no gap: a row of gaps would count as a line (the count at
    /// 06:43:10 read 2 where one line came). Mutation: gaps whatever the count: 21 rows, and a gap.
    @Test func countedLinesMakeNoGaps() {
        let batch = decoded(ProducerOutput.text("pidstat-C-idle-1-6.txt"), countsLines: true, times: Self.times)
        #expect(batch.rowCount == 20, "as before the gaps: the --count chart is byte for byte the last session's")
        #expect(!batch.values.contains { GapMarker.marks($0) })
    }

    /// pidstat `-h` (its header `# Time  UID  PID …`, the time a column): read as pidstat's reports are,
    /// each row's time x, a series a process (before: by position under names shifted by the `#`, `Time`
    /// over the UIDs and `%CPU` over the CPU numbers, no process named).
    @Test func pidstatsOwnHeaderIsReadAsItsReports() {
        let batch = decoded(ProducerOutput.text("pidstat-h-1-3.txt"), times: Self.times)
        #expect(batch.seriesNames == ["kdamond.0 71 %CPU", "yes 22866 %CPU"])
        let clock = { (hour: Double, minute: Double, second: Double) in hour * 3600 + minute * 60 + second }
        #expect(Self.points(batch, "yes 22866 %CPU").map(\.value) == [100, 100, 99])
        #expect(Self.points(batch, "yes 22866 %CPU").map(\.x) == [clock(8, 53, 13), clock(8, 53, 14), clock(8, 53, 15)])
        let memory = decoded(ProducerOutput.text("pidstat-h-u-r-1-2.txt"), times: Self.times)
        // pidstat's own %CPU reads 0.00: no series until it is busy (`makesSeriesOnceNonZero`).
        #expect(memory.seriesNames == ["yes 22866 %CPU", "yes 22866 %MEM", "pidstat 22869 %MEM"])
        #expect(Self.points(memory, "pidstat 22869 %MEM").map(\.value) == [0.01, 0.01])
    }

    /// top `-b`: its summary lines are no rows (before: series `average`, `Tasks`, `Swap`, and the
    /// table's columns by position), the summary's time is x for the report's rows, and a process has a
    /// series of its %CPU once it is busy (top lists every process: 60 series of zeros filled the 64 kept
    /// before a busy one came). `yes`, started between the second and third reports, has its series from
    /// its first report on. Mutations: no report lines: a series `buff/cache MiB %CPU`, x the
    /// steps; series for idle rows: 64 series, yes's dropped; the summary's time not taken: x the steps.
    @Test func topsSummaryIsNoRowsAndItsBusyProcessesAreSeries() {
        let batch = decoded(ProducerOutput.text("top-b-d-1-n-4.txt"), times: Self.times)
        #expect(batch.seriesNames == ["top 11214 %CPU", "yes 11218 %CPU", "kdamond.0 71 %CPU"])
        #expect(Self.points(batch, "yes 11218 %CPU").map(\.value) == [65, 100])
        let clock = { (second: Double) in 9 * 3600 + 27 * 60 + second }
        #expect(Self.points(batch, "yes 11218 %CPU").map(\.x) == [clock(33), clock(34)])
        // Every process of the first report reads 0.0 (top's first look has no interval): no row there.
        #expect(Set(batch.xs) == Set([32, 33, 34].map(clock)))
        #expect(batch.skippedLineCount == 0, "the summary lines and idle rows are not lines skipped")
    }

    /// procps 3's top (`Cpu(s):  1.2%us`, `Mem:`, `Swap:`; written by hand as CentOS 6's writes it): its
    /// summary lines are no rows (the attack pass: a series `0.0%si,  0.0%st %CPU`). Mutation: the `%`
    /// required before `Cpu`: fails.
    @Test func oldTopsSummaryIsNoRowsEither() {
        let batch = decoded(ProducerOutput.text("top-procps3-by-hand.txt"), times: Self.times)
        #expect(batch.seriesNames == ["mysqld 1432 %CPU"])
        #expect(Self.points(batch, "mysqld 1432 %CPU").map(\.value) == [4, 6])
    }

    /// top in a narrow terminal (`COLUMNS=60`: its `COMMAND` cut): a process is its user and PID (`root
    /// 24443`), not its state (`S`: before, `R 24443` and `S 24443` were two series of one process).
    /// Mutations: `S` no identifier: labelled by it; a label of an identifier joined by no PID: `root`.
    @Test func narrowTopsProcessesAreTheirUserAndPID() {
        let batch = decoded(ProducerOutput.text("top-b-d-1-n-3-COLUMNS-60.txt"), times: Self.times)
        #expect(batch.seriesNames.first == "root 24443 %CPU", "\(batch.seriesNames)")
        #expect(Self.points(batch, "root 24443 %CPU").map(\.value) == [87.5, 100, 100])
        #expect(!batch.seriesNames.contains { $0.hasPrefix("R ") || $0.hasPrefix("S ") || $0.hasPrefix("I ") })
    }

    /// pidstat `-U` (`USER` for `UID`, with `-h` too) is pidstat, a series a process's %CPU (the attack
    /// pass: not told, every column of every process plotted); `-p ALL` lists every process, and as top's
    /// a process gets its series once it is busy (before: 64 series of idle ones, a busy one dropped).
    @Test func pidstatOfUsersAndOfEveryProcess() {
        let users = decoded(ProducerOutput.text("pidstat-h-U-1-2.txt"), times: Self.times)
        #expect(users.seriesNames.allSatisfy { $0.hasSuffix(" %CPU") } && users.seriesNames.contains("yes 13262 %CPU"), "\(users.seriesNames)")
        #expect(decoded(ProducerOutput.text("pidstat-U-1-1.txt"), times: Self.times).seriesNames == ["pidstat 21617 %CPU"])
        let all = decoded(ProducerOutput.text("pidstat-p-ALL-1-2.txt"), times: Self.times)
        #expect(all.seriesNames == ["yes 13262 %CPU", "pidstat 20692 %CPU", "memfd:sealed-91 21231 %CPU"])
        #expect(all.skippedLineCount == 0, "the idle rows are no lines skipped")
    }

    /// pidstat `-t`: a process's row by its `TGID` (its `TID` is `-`), each thread's by its `TID`.
    @Test func threadsAreToldApartByTheirThreadIdentifier() {
        let batch = decoded(ProducerOutput.text("pidstat-t-1-2.txt"), fields: FieldSelection(.name("%CPU")), times: Self.times)
        #expect(Array(batch.seriesNames.prefix(4)) == ["yes 20722 %CPU", "__yes 20722 %CPU", "yes 20723 %CPU", "__yes 20723 %CPU"])
    }

    /// `-f %util` on iostat: the avg-cpu rows were read, with nothing selected: not skipped.
    @Test func rowsOfAnotherBlockAreNotSkipped() {
        let batch = decoded(ProducerOutput.text("iostat-x-1.txt"), fields: FieldSelection(.name("%util")), times: Self.times)
        #expect(batch.seriesNames == ["vda %util"])
        #expect(batch.skippedLineCount == 0)
    }

    /// A quoted `-f` name is a table's name without its quotes.
    @Test func aQuotedNameMatchesWithoutItsQuotes() {
        let batch = decoded(ProducerOutput.text("iostat-x-1.txt"), fields: FieldSelection(.name("\"vda %util\"")), times: Self.times)
        #expect(batch.seriesNames == ["vda %util"])
        #expect(QuotedName.unquoted("\"a,b\"") == "a,b" && QuotedName.unquoted("\"a\".\"b\"") == nil && QuotedName.unquoted("a") == nil)
    }

    /// A row with a cell for each of its header's single-spaced names reads them in order.
    @Test func aRowWithACellPerNameReadsInOrder() {
        let batch = decoded("CPU %user %nice\nall 1 2\n0 10 20\n", times: Self.times)
        #expect(Self.points(batch, "all %nice").map(\.value) == [2])
        #expect(Self.points(batch, "0 %user").map(\.value) == [10])
    }

    /// sysstat's `CPU` goes unsaid while it labels one row a step (`mpstat 1`: `%usr`), and is said of
    /// every row, the first renamed, once `-P ALL` brings a second (`all %usr`, `0 %usr`).
    @Test func aLoneCPUGoesUnsaidUntilASecondComes() {
        #expect(decoded("CPU  %usr  %sys\nall  1  5\nall  2  5\n", times: Self.times).seriesNames == ["%usr", "%sys"])
        let several = decoded("CPU  %usr  %sys\nall  1  5\n  0  2  5\nall  3  5\n", times: Self.times)
        #expect(several.seriesNames == ["all %usr", "all %sys", "0 %usr", "0 %sys"])
        #expect(Self.points(several, "all %usr").map(\.value) == [1, 3])
        let selected = decoded("CPU  %usr  %sys\nall  1  5\n  0  2  5\n", fields: FieldSelection(.name("%usr")), times: Self.times)
        #expect(selected.seriesNames == ["all %usr", "0 %usr"])
        #expect(decoded("Device  r/s  w/s\nvda  1  2\n", times: Self.times).seriesNames == ["vda r/s", "vda w/s"], "a device is named alone")
    }
}
