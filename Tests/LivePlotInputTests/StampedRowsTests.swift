import LivePlotBasics
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Lines that lead with a timestamp then hold plain numbers, read as a run by the shape the last one had
/// (`StampedShape`), against the full reading of each line: the same rows, xs, names, skipped counts and
/// account, bit for bit.
@Suite struct StampedRowsTests {
    /// Reads `text` line by line with the full reading, then offers `rest` to the run: returns where the
    /// run stopped, the batch, and whether the reader offered a run.
    private func run(after text: String, _ rest: String, zone: ZoneOffsets = .utc,
                     maximumLineLength: Int = LineSplitter.defaultMaximumLineLength) -> (stop: Int, batch: SampleBatch, reads: Bool) {
        var reader = FieldRowReader(selection: nil, maximumRecordLength: maximumLineLength, times: TimeResolver(zone: zone, now: Self.now))
        var batch = SampleBatch()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            _ = reader.read(Array(line.utf8), into: &batch)
        }
        let reads = reader.run(for: batch) == .stampedRows
        let stop = Array(rest.utf8).withUnsafeBytes { reader.readStampedRows($0, from: 0, into: &batch) }
        return (stop, batch, reads)
    }

    /// A line no run reads, after the last one a test's run reads.
    private static let end = "end of the run\n"

    /// 2026-11-22T10:00:00Z, when the runs start: the year of a syslog date.
    private static let now: Int64 = 1_795_341_600_000_000

    @Test func isoLinesGoInARunWhileTheirDateAndZoneDo() {
        let taken = "2026-11-22T10:00:00.002Z 3 -4.5\n2026-11-22T10:00:01.250Z 5e2 6\n"
        let (stop, batch, reads) = run(after: "2026-11-22T10:00:00.001Z 1 2\n", taken + "2026-11-23T10:00:00.001Z 7 8\n" + Self.end)
        #expect(reads)
        #expect(stop == taken.utf8.count, "a new date is read in full")
        #expect(batch.seriesNames == ["2", "3"])
        #expect(batch.values == [1, 2, 3, -4.5, 500, 6])
        #expect(batch.xs == [1_795_341_600.001, 1_795_341_600.002, 1_795_341_601.25])
    }

    @Test func anOffsetIsTheLearntLinesOwn() {
        let (stop, batch, reads) = run(after: "2026-11-22T11:00:00.5+01:00 1\n", "2026-11-22T11:00:01.5+01:00 2\n2026-11-22T11:00:02.5+02:00 3\n" + Self.end)
        #expect(reads)
        #expect(stop == "2026-11-22T11:00:01.5+01:00 2\n".utf8.count, "another zone is read in full")
        #expect(batch.xs == [1_795_341_600.5, 1_795_341_601.5])
    }

    @Test func syslogAndTimesOfDayGoInARun() {
        let syslog = run(after: "Nov 22 10:00:00 1\n", "Nov 22 10:00:01 2\nNov 23 10:00:01 3\n" + Self.end)
        #expect(syslog.reads && syslog.stop == "Nov 22 10:00:01 2\n".utf8.count, "the next day is read in full")
        #expect(syslog.batch.xs == [1_795_341_600, 1_795_341_601] && syslog.batch.seriesNames == ["4"])
        // Past midnight, a time of day is the next day's, as the full reading resolves it.
        let clock = run(after: "23:59:59.999 1\n", "00:00:00.000 2\n" + Self.end)
        #expect(clock.reads && clock.stop == "00:00:00.000 2\n".utf8.count)
        #expect(clock.batch.xsAreTimesOfDay && clock.batch.xs == [1_795_391_999.999, 1_795_392_000])
    }

    /// A run compares a line's date and `HH:MM:SS` with the last line's (`ClockMemo`, three words) and
    /// checks any other in full: a second back again is checked and read; the same second on another
    /// day, or in another century (bytes only the first word holds), is no line of the shape, nor a
    /// misspelt or out-of-range second.
    @Test func theLastLinesDateAndSecondAreComparedAnyOtherChecked() {
        let learnt = "2026-11-22T10:00:00.001Z 1\n"
        let taken = "2026-11-22T10:00:00.002Z 2\n2026-11-22T10:00:01.003Z 3\n2026-11-22T10:00:00.004Z 4\n"
        let (stop, batch, reads) = run(after: learnt, taken + Self.end)
        #expect(reads && stop == taken.utf8.count)
        #expect(batch.xs == [1_795_341_600.001, 1_795_341_600.002, 1_795_341_601.003, 1_795_341_600.004])
        for other in ["2026-11-23T10:00:00.005Z 5", "2126-11-22T10:00:00.005Z 5", "2026-11-22T10:00:0a.005Z 5", "2026-11-22T10:0a:00.005Z 5",
                      "2026-11-22T10:00:61.005Z 5", "2026-11-22T24:00:00.005Z 5", "2026-11-22T10:00:00.00aZ 5", "2026-1a-22T10:00:00.005Z 5"] {
            let after = run(after: learnt, taken + other + "\n" + Self.end)
            #expect(after.stop == taken.utf8.count, "\(other) stops the run")
            let first = run(after: learnt, other + "\n" + Self.end)
            #expect(first.stop == 0, "\(other), the learnt line's second before it, stops the run")
        }
    }

    /// A run resolves a second's first clock and shifts the rest of that second by as much
    /// (`InstantMemo`); the times of day must still stand where the full reading leaves them, at the
    /// second's last line: 10:00:00.500 after 22:00:00.900 is more than half a day back (the next day),
    /// after 22:00:00.100 it is not. So the last clock of a second is told before the next second, and
    /// at the run's end before the full reading reads on.
    @Test func aSecondsLastClockIsWhereTheTimesOfDayStand() {
        let day: Double = 1_795_305_600  // 2026-11-22T00:00:00Z
        let taken = "22:00:00.100 2\n22:00:00.900 3\n10:00:00.500 4\n"
        let within = run(after: "21:59:59.000 1\n", taken + Self.end)
        #expect(within.reads && within.stop == taken.utf8.count)
        #expect(within.batch.xs == [day + 79_199, day + 79_200.1, day + 79_200.9, day + 86_400 + 36_000.5])
        // The run ends on the second's last line; the next line, read in full, is the next day's too.
        var reader = FieldRowReader(selection: nil, times: TimeResolver(zone: .utc, now: Self.now))
        var batch = SampleBatch()
        _ = reader.read(Array("21:59:59.000 1".utf8), into: &batch)
        let stop = Array("22:00:00.100 2\n22:00:00.900 3\n10:00:00.50 4\n".utf8).withUnsafeBytes {
            reader.readStampedRows($0, from: 0, into: &batch)
        }
        #expect(stop == "22:00:00.100 2\n22:00:00.900 3\n".utf8.count)
        // A fraction of two digits is off the shape: read in full.
        _ = reader.read(Array("10:00:00.50 4".utf8), into: &batch)
        #expect(batch.xs == [day + 79_199, day + 79_200.1, day + 79_200.9, day + 86_400 + 36_000.5])
    }

    /// Room asked for a little more each time (a run after every other line) grows at least twofold:
    /// the values are not copied once a run.
    @Test func roomGrowsTwofold() {
        var batch = SampleBatch()
        batch.reserveRows(100, withXs: true)
        let (values, xs) = (batch.values.capacity, batch.xs.capacity)
        batch.reserveRows(max(values, xs) + 1, withXs: true)
        #expect(batch.values.capacity >= 2 * values && batch.xs.capacity >= 2 * xs)
    }

    /// Each way a line can differ from the learnt one that changes how it reads: the run stops before it.
    @Test func nearMissesStopTheRun() {
        let learnt = "2026-11-22T10:00:00.001Z 1 2\n"
        let misses = [
            ("2026-11-22T10:00:00.0012Z 1 2", "a longer fraction"), ("2026-11-22T10:00:00.01Z 1 2", "a shorter one"),
            ("2026-11-22T10:00:00Z 1 2", "no fraction"), ("2026-11-22T10:00:00.001+01:00 1 2", "another zone"),
            ("2026-11-22T10:00:00.001 1 2", "no zone"), ("2026-11-22 10:00:00.001Z 1 2", "a blank for the T"),
            ("2026-11-22T10:00:00.001Z 1", "a number short"), ("2026-11-22T10:00:00.001Z 1 2 3", "a number more"),
            ("2026-11-22T10:00:00.001Z cpu 2", "a label"), ("2026-11-22T10:00:00.001Z 1 2ms", "a unit"),
            ("2026-11-22T10:00:00.001Z  1 2", "two blanks"), ("2026-11-22T10:00:00.001Z,1 2", "a comma after the time"),
            (" 2026-11-22T10:00:00.001Z 1 2", "a blank before it"), ("[2026-11-22T10:00:00.001Z] 1 2", "brackets"),
            ("2026-11-22T10:00:00.001Z 1 2 ", "a blank after the numbers"), ("2026-11-22T10:00:00,001Z 1 2", "a decimal comma"),
            ("2026-11-22T10:00Z 1 2", "no seconds"), ("2026-11-22T10:00:00.001Z\t1  2", "two blanks between"),
            ("2026-11-22T10:00:00.001Z 1\u{0B}2", "a vertical tab"), ("2026-11-22T10:00:00.001Y 1 2", "a zone a bit off"),
            ("2026-11-22T10:00:00.001Z\t1 2", "a tab where the learnt line had a blank"), ("2026-11-22T10:00:00.001Z!1 2", "a separator a bit off"), ("2026-11-22T10:00:00.001Z 1 2\r\r", "two CRs"),
        ]
        for (line, why) in misses {
            let (stop, _, reads) = run(after: learnt, line + "\n" + Self.end)
            #expect(reads && stop == 0, "\(why): \(line.debugDescription) stops the run")
        }
        let comma = run(after: "2026-11-22T10:00:00,001 1 2\n", "2026-11-22T10:00:00.002 1 2\n" + Self.end)
        #expect(!comma.reads, "a decimal comma splits the timestamp into two fields: no run learnt from it")
        let crlf = run(after: learnt, "2026-11-22T10:00:00.002Z 1 2\r\n" + Self.end)
        #expect(crlf.stop == "2026-11-22T10:00:00.002Z 1 2\r\n".utf8.count, "a CRLF ending, as the splitter drops its CR")
        let long = run(after: learnt, "2026-11-22T10:00:00.002Z 1 22\n", maximumLineLength: 28)
        #expect(long.reads && long.stop == 0, "a line too long is the splitter's to drop")
    }

    /// The longest line the splitter keeps, and one byte more, with an LF right after the number (the
    /// run's own check) and with a CRLF (the full check, which does not count the CR): the first is read,
    /// the second stops the run, at each of the two limits.
    @Test func theLineLimitHoldsToTheByte() {
        let learnt = "2026-11-22T10:00:00.001Z 1\n"
        let line = "2026-11-22T10:00:00.002Z 12"
        for ending in ["\n", "\r\n"] {
            let kept = run(after: learnt, line + ending + Self.end, maximumLineLength: line.utf8.count)
            #expect(kept.reads && kept.stop == (line + ending).utf8.count, "\(ending.debugDescription): as long as the limit, read")
            let dropped = run(after: learnt, line + ending + Self.end, maximumLineLength: line.utf8.count - 1)
            #expect(dropped.reads && dropped.stop == 0, "\(ending.debugDescription): a byte past it, the splitter's to drop")
        }
    }

    /// The last line of a chunk, its LF the chunk's last byte: a run reads it, as it loads nothing past
    /// the timestamp's separator.
    @Test func theLastLineOfAChunkGoesInTheRun() {
        for (learnt, last) in [("10:00:00.001 1\n", "10:00:00.002 5\n"), ("2026-11-22T10:00:00.001Z 1\n", "2026-11-22T10:00:00.002Z 5\n"),
                               ("Nov 22 10:00:00 1\n", "Nov 22 10:00:01 5\n"), ("10:00:00 1 2\n", "10:00:01 6 5\n"),
                               ("2026-11-22T11:00:00.5+01:00 1\n", "2026-11-22T11:00:01.5+01:00 5\r\n")] {
            let (stop, batch, reads) = run(after: learnt, last)
            #expect(reads && stop == last.utf8.count, "\(last.debugDescription) read to its end")
            #expect(batch.values.last == 5)
        }
    }

    /// Delimited text (a tab, a comma) whose lines lead with a timestamp: a run while the line has the
    /// delimiter alone between its fields, as the learnt one did; any other line is read in full.
    @Test func delimitedLinesGoInARunTheirDelimiterAlone() {
        for delimiter in ["\t", ","] {
            let learnt = ["2026-11-22T10:00:00.001Z", "1", "2"].joined(separator: delimiter) + "\n"
            let taken = ["2026-11-22T10:00:00.002Z", "3", "-4.5"].joined(separator: delimiter) + "\n"
            let (stop, batch, reads) = run(after: learnt, taken + Self.end)
            #expect(reads && stop == taken.utf8.count, "\(delimiter.debugDescription): the run reads the line like it")
            #expect(batch.values == [1, 2, 3, -4.5] && batch.xs == [1_795_341_600.001, 1_795_341_600.002])
            let other = delimiter == "," ? "\t" : ","
            let misses = [
                ("1\(delimiter)\(delimiter)2", "an empty field"), ("\"1\"\(delimiter)2", "a quoted number"), ("1 \(delimiter)2", "a blank ending a field"),
                ("1\(delimiter) 2", "a blank opening one"), ("1\(other)2", "another delimiter"), ("1\(delimiter)2\(delimiter)", "a last field empty"),
                ("1 2", "a blank for the delimiter"), ("1\(delimiter)2;3", "a semicolon in a field"),
            ]
            for (numbers, why) in misses {
                let line = "2026-11-22T10:00:00.003Z" + delimiter + numbers + "\n"
                #expect(run(after: learnt, line + Self.end).stop == 0, "\(delimiter.debugDescription), \(why): \(line.debugDescription)")
            }
            let blankAfter = run(after: learnt, "2026-11-22T10:00:00.003Z 1\(delimiter)2\n" + Self.end)
            #expect(blankAfter.stop == 0, "a blank after the timestamp, where the delimiter was")
        }
    }

    @Test func noRunWhereTheFullReadingReadsOtherwise() {
        #expect(!run(after: "2026-11-22T10:00:00Z 1 2\n2026-11-22T10:00:01Z 1\n", "").reads, "a line short of a field has a gap")
        #expect(!run(after: "2026-11-22T10:00:00Z 1 2ms\n", "").reads, "a field not plain")
        #expect(!run(after: "time a b\n", "").reads, "a header, no row yet")
        #expect(!run(after: "2026-11-22T10:00:00Z 1 2\nk=1\n", "").reads, "the last line was no such line")
    }

    /// Random streams of lines that lead with a timestamp, most of one shape, some off it in the ways
    /// that change how a line reads: decoded in one chunk (runs) and in random chunks, against byte by
    /// byte (no run can take a line it cannot see the end of, so every line is read in full).
    @Test func runsReadWhatTheFullReadingReads() {
        var random = SplitMix64(seed: 4747)
        var runsTaken = 0, delimitedRunsTaken = 0, delimitedTrials = 0, oneNumberRunsTaken = 0, oneNumberTrials = 0
        let trials = Sweep.count(unit: 600, long: 6000)
        for trial in 0..<trials {
            var maker = StampedStreamMaker(random: &random)
            let text = maker.stream(random: &random)
            let zone = [ZoneOffsets.utc, ZoneOffsets(transitions: [], offsets: [3600]),
                        ZoneOffsets(transitions: [1_795_345_200], offsets: [3600, 7200])][Int(random.next() % 3)]
            let now = Self.now + Int64(random.next() % 400) * 86_400_000_000 - 200 * 86_400_000_000
            let maximumLineLength = [24, 40, 64, LineSplitter.defaultMaximumLineLength, LineSplitter.defaultMaximumLineLength][Int(random.next() % 5)]
            let countsLines = random.next() % 6 == 0
            let selection = random.next() % 8 == 0 ? (try? FieldSelection.parse("2")) : nil
            func decode(chunks: (Int) -> Int) -> SampleBatch {
                IngestFuzzHarness.decoded(text, by: {
                    SampleDecoder(maximumLineLength: maximumLineLength, selection: selection,
                                  times: TimeResolver(zone: zone, now: now), countsLines: countsLines)
                }, chunks: chunks)
            }
            let expected = decode { _ in 1 }
            let whole = decode { _ in .max }
            var chunkRandom = SplitMix64(seed: UInt64(trial))
            let pieces = decode { _ in 1 + Int(chunkRandom.next() % 96) }
            for (name, batch) in [("one chunk", whole), ("random chunks", pieces)] {
                let difference = IngestFuzzHarness.batchDifference(batch, expected)
                    ?? (batch.unusedLines != expected.unusedLines ? "account \(batch.unusedLines) != \(expected.unusedLines)" : nil)
                    ?? (batch.xsAreTimesOfDay != expected.xsAreTimesOfDay ? "times of day \(batch.xsAreTimesOfDay)" : nil)
                    // `-f`'s notices are said as each chunk's lines show them, whatever reads them.
                    ?? (selection == nil && batch.notices != expected.notices ? "notices \(batch.notices) != \(expected.notices)" : nil)
                #expect(difference == nil, "\(name), trial \(trial): \(difference ?? "")\n\(text.debugDescription)")
                if difference != nil { return }
            }
            let readsRuns = Self.readsRuns(text, times: TimeResolver(zone: zone, now: now), maximumLineLength: maximumLineLength)
            if readsRuns { runsTaken += 1 }
            // A time and one number: the loop of its own (`OneStampedNumber`).
            if maker.count == 1 {
                oneNumberTrials += 1
                if readsRuns { oneNumberRunsTaken += 1 }
            }
            if maker.delimiter != nil {
                delimitedTrials += 1
                if readsRuns { delimitedRunsTaken += 1 }
            }
        }
        #expect(delimitedRunsTaken > delimitedTrials / 4, "runs taken in \(delimitedRunsTaken) delimited streams of \(delimitedTrials)")
        #expect(oneNumberRunsTaken > oneNumberTrials / 4, "runs taken in \(oneNumberRunsTaken) streams of one number of \(oneNumberTrials)")
        // The test means something only if runs were taken: many streams are of one shape for a while
        // (the rest begin with a line of another, a tab or comma that makes them delimited, a banner's number…).
        #expect(runsTaken > trials / 3, "runs taken in \(runsTaken) streams of \(trials)")
    }

    /// Whether a reader that has read some of the stream's lines in full would take the next one in a run.
    private static func readsRuns(_ text: String, times: TimeResolver, maximumLineLength: Int) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var reader = FieldRowReader(selection: nil, maximumRecordLength: maximumLineLength, times: times)
        var batch = SampleBatch()
        for (line, next) in zip(lines, lines.dropFirst()) {
            _ = reader.read(Array(line.utf8), into: &batch)
            if reader.run(for: batch) == .stampedRows,
               Array((next + "\n" + end).utf8).withUnsafeBytes({ reader.readStampedRows($0, from: 0, into: &batch) }) > 0 {
                return true
            }
        }
        return false
    }
}

/// A random stream of lines that lead with a timestamp of one form then hold a few numbers of one
/// shape, the time moving on by a random step (now and then past midnight, or back), some lines off
/// the shape.
private struct StampedStreamMaker {
    enum Form: CaseIterable { case isoZulu, isoOffset, isoLocal, isoBlank, isoBasic, syslog, clock }
    let form: Form
    let count: Int
    let fraction: Int
    var zone: String
    let numberShape: Int
    /// The delimiter of a delimited stream (a tab, comma or semicolon after the timestamp and between
    /// the numbers), nil for aligned columns.
    let delimiter: String?
    /// Microseconds since the epoch on the line's own clock.
    var moment: Int64

    init(random: inout SplitMix64) {
        form = Form.allCases[Int(random.next() % UInt64(Form.allCases.count))]
        count = 1 + Int(random.next() % 3)
        fraction = [0, 1, 2, 3, 3, 6, 7, 9][Int(random.next() % 8)]
        zone = form == .isoZulu || form == .isoBasic ? "Z" : form == .isoOffset ? ["+01:00", "-05:30", "+0100", "+02"][Int(random.next() % 4)] : ""
        numberShape = Int(random.next() % 6)
        delimiter = [nil, nil, nil, "\t", "\t", ",", ",", ";"][Int(random.next() % 8)]
        // Around 2026-11-22, or a few seconds before a midnight.
        let day = Int64(20_779 + Int(random.next() % 60) - 30) * CivilCalendar.microsecondsPerDay
        moment = day + (random.next() % 3 == 0 ? CivilCalendar.microsecondsPerDay - Int64(random.next() % 3_000_000)
                                               : Int64(random.next() % UInt64(CivilCalendar.microsecondsPerDay)))
    }

    mutating func stream(random: inout SplitMix64) -> String {
        var lines: [String] = []
        switch random.next() % 6 {
        case 0: lines.append((["time"] + ["a", "b", "c", "d"].prefix(count)).joined(separator: delimiter ?? " "))
        case 1: lines.append("Serving on port 8000")
        default: break
        }
        for _ in 0..<(3 + Int(random.next() % 14)) { lines.append(line(random: &random)) }
        return lines.joined(separator: "\n") + (random.next() % 4 == 0 ? "" : "\n")
    }

    private func integerText(random: inout SplitMix64) -> String {
        String(random.next() % 100_000)
    }

    private func number(random: inout SplitMix64) -> String {
        let integer = Int64(bitPattern: random.next()) % 100_000
        switch random.next() % 40 {
        case 0: return ["12ms", "1e400", "nan", "1234567890123456789", "+5", "-0", ".5", "5.", "1,5", "cpu", "a=1", "inf", "", "0x1F"][Int(random.next() % 14)]
        default: break
        }
        switch numberShape {
        case 0: return String(abs(integer))
        case 1: return String(abs(integer) % 1000) + "." + String(random.next() % 100)
        case 2: return String(integer) + "." + String(random.next() % 1_000_000_000)
        case 3: return String(integer % 1000) + "." + String(random.next() % 10_000) + "e" + String(Int(random.next() % 30) - 15)
        case 4: return "-" + String(abs(integer) % 10_000) + "." + String(random.next() % 1000)
        default: return random.next() % 2 == 0 ? String(integer) : String(integer) + "." + String(random.next() % 1000)
        }
    }

    private func timestamp(random: inout SplitMix64) -> String {
        let (days, microsecond) = CivilCalendar.split(microseconds: moment)
        let date = CivilCalendar.date(days: days)
        let seconds = microsecond / CivilCalendar.microsecondsPerSecond
        var digits = fraction
        // A fraction of another length, now and then.
        if random.next() % 25 == 0 { digits = Int(random.next() % 11) }
        let mark = random.next() % 40 == 0 ? "," : "."
        var fractionText = ""
        if digits > 0 {
            // The microseconds, then digits past them (nanoseconds, and more) the reading cuts.
            let written = CivilCalendar.zeroPadded(microsecond % CivilCalendar.microsecondsPerSecond, digits: 6)
                + CivilCalendar.zeroPadded(Int64(random.next() % 10_000), digits: 4)
            fractionText = mark + String(written.prefix(digits))
        }
        let clock = [seconds / 3600, seconds / 60 % 60, seconds % 60].map { CivilCalendar.zeroPadded($0) }.joined(separator: ":") + fractionText
        let year = CivilCalendar.zeroPadded(Int64(date.year), digits: 4)
        let isoDate = "\(year)-\(CivilCalendar.zeroPadded(Int64(date.month)))-\(CivilCalendar.zeroPadded(Int64(date.day)))"
        // ISO 8601's basic format (`20261127T100000Z`): read in full, never by a run.
        let basic = { (written: String) in
            isoDate.filter { $0 != "-" } + "T" + clock.filter { $0 != ":" } + written
        }
        switch form {
        case .isoZulu, .isoOffset, .isoLocal:
            let written = random.next() % 25 == 0 ? ["Z", "+01:00", "", "-03:00", "z"][Int(random.next() % 5)] : zone
            if random.next() % 30 == 0 { return basic(written) }
            let separator = random.next() % 30 == 0 ? " " : "T"
            return isoDate + separator + clock + written
        case .isoBasic:
            let written = random.next() % 10 == 0 ? ["", "+0100", "-03", "z"][Int(random.next() % 4)] : zone
            return random.next() % 10 == 0 ? isoDate + "T" + clock + written : basic(written)
        case .isoBlank:
            return isoDate + (random.next() % 30 == 0 ? "T" : " ") + clock
        case .syslog:
            let day = random.next() % 20 == 0 ? CivilCalendar.zeroPadded(Int64(date.day)) : date.day < 10 ? " \(date.day)" : "\(date.day)"
            return "\(CivilCalendar.monthNames[date.month - 1]) \(day) " + clock.prefix(8)
        case .clock:
            return clock
        }
    }

    private mutating func line(random: inout SplitMix64) -> String {
        // On by a millisecond or so; now and then by hours (past midnight), or back a little or a lot.
        switch random.next() % 12 {
        case 0: moment += Int64(random.next() % 20) * 3_600_000_000
        case 1: moment -= Int64(random.next() % 2_000_000)
        case 2: moment -= Int64(random.next() % 20) * 3_600_000_000
        // Whole days on or back: the same clock on another date.
        case 3 where random.next() % 3 == 0: moment += (Int64(random.next() % 5) - 2) * CivilCalendar.microsecondsPerDay
        default: moment += Int64(random.next() % 5000)
        }
        // Another zone now and then, mostly one of the same length (which only its bytes tell apart).
        if form == .isoOffset, random.next() % 8 == 0 { zone = ["+01:00", "-05:30", "+02:00", "Z"][Int(random.next() % 4)] }
        var numbers = count
        if random.next() % 15 == 0 { numbers += random.next() % 2 == 0 ? 1 : -1 }
        var fields = (0..<max(0, numbers)).map { _ in number(random: &random) }
        let separator: String, after: String
        if let delimiter {
            // Off the shape now and then: an empty field, a blank in one, another delimiter, a quoted number.
            let misses = [delimiter + delimiter, " " + delimiter, delimiter + " ", delimiter == "," ? "\t" : ",", ";"]
            separator = random.next() % 25 == 0 ? misses[Int(random.next() % 5)] : delimiter
            after = random.next() % 25 == 0 ? misses[Int(random.next() % 5)] : delimiter
            if !fields.isEmpty, random.next() % 30 == 0 { fields[Int(random.next() % UInt64(fields.count))] = "\"\(integerText(random: &random))\"" }
        } else {
            var blank = form == .syslog || random.next() % 20 != 0 ? " " : "\t"
            if random.next() % 25 == 0 { blank = [",", ";", "  ", ", ", "\t"][Int(random.next() % 5)] }
            separator = blank
            after = random.next() % 25 == 0 ? ["\t", "  ", ",", ""][Int(random.next() % 4)] : " "
        }
        var stamp = Array(timestamp(random: &random).utf8)
        // A byte of the timestamp misspelt now and then: in the date, the clock, the fraction or the zone.
        if random.next() % 30 == 0 { stamp[Int(random.next() % UInt64(stamp.count))] = Array("0a:-.T Z9".utf8)[Int(random.next() % 9)] }
        var text = String(decoding: stamp, as: UTF8.self) + after + fields.joined(separator: separator)
        switch random.next() % 100 {
        case 0: text += "\r"
        case 1: text = " " + text
        case 2: text = "[" + text.replacingFirst(" ", with: "] ")
        case 3: text = ""
        case 4: text = "x y z"
        case 5: text += " \u{1B}[0m"
        case 6: text = "\u{FEFF}" + text
        case 7: text = "k=1 v=2"
        case 8: text = "42"
        case 9: text += " "
        case 10: text = "time a b c"
        default: break
        }
        return text
    }
}

private extension String {
    /// The string with the first `target` replaced.
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let index = firstIndex(of: target) else { return self }
        return String(self[..<index]) + replacement + String(self[self.index(after: index)...])
    }
}
