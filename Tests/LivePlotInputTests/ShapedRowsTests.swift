import Testing
import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Lines of several fields read as a run by the shape the last one had (`RowShape`), against the full
/// reading of each line: the same rows, gaps, names, skipped and dropped counts, bit for bit.
@Suite struct ShapedRowsTests {
    /// Reads `text` line by line with the full reading, then offers `rest` to the run: returns where the
    /// run stopped and the batch.
    private func run(after text: String, _ rest: String, selection: FieldSelection? = nil,
                     maximumLineLength: Int = LineSplitter.defaultMaximumLineLength) -> (stop: Int, batch: SampleBatch, reads: Bool) {
        var reader = FieldRowReader(selection: selection, maximumRecordLength: maximumLineLength,
                                    times: TimeResolver(zone: .utc, now: 0))
        var batch = SampleBatch()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            _ = reader.read(Array(line.utf8), into: &batch)
        }
        let reads = reader.run(for: batch) == .shapedRows
        let stop = Array(rest.utf8).withUnsafeBytes { reader.readShapedRows($0, from: 0, into: &batch) }
        return (stop, batch, reads)
    }

    @Test func blankSeparatedNumbersGoInARun() {
        let (stop, batch, reads) = run(after: "1 2 3\n", "4 5.5 -6e2\n7 8 9\r\n10 11\n12 13 14\n")
        #expect(reads)
        #expect(stop == "4 5.5 -6e2\n7 8 9\r\n".utf8.count, "up to the line of two fields, which has a gap to mark")
        #expect(batch.rowCount == 3 && batch.value(row: 1, series: 2) == -600 && batch.value(row: 2, series: 0) == 7)
    }

    @Test func quotedCSVNumbersGoInARun() {
        let (stop, batch, reads) = run(after: "a,b\n1,2\n", "\"3\",4\n5,\"6\"\n7,\"8\n")
        #expect(reads)
        #expect(stop == "\"3\",4\n5,\"6\"\n".utf8.count, "not the quote left open")
        #expect(batch.seriesNames == ["a", "b"] && batch.value(row: 2, series: 1) == 6)
    }

    @Test func pairsGoInARunWhileTheirKeysDo() {
        let (stop, batch, reads) = run(after: "k1=1 k2=2\n", "k1=3 k2:4\nk1=5 k2=6 k3=7\n")
        #expect(reads)
        #expect(stop == "k1=3 k2:4\n".utf8.count, "a line with another key is read in full")
        #expect(batch.value(row: 1, series: 1) == 4)
        let timed = run(after: "ts=5 k=1\n", "ts=6 k=2\n")
        #expect(!timed.reads, "a time key may be x: no run")
    }

    @Test func selectedFieldsReadNoFurtherThanTheLast() {
        let selection = try! FieldSelection.parse("3")
        let (stop, batch, reads) = run(after: "1 2 3 4\n", "5 6 7 x y z\n8 9 10 a=1\n", selection: selection)
        #expect(reads)
        #expect(stop == "5 6 7 x y z\n".utf8.count, "a pair in the rest reads the line another way")
        #expect(batch.rowCount == 2 && batch.value(row: 1, series: 0) == 7)
        let long = run(after: "1 2 3 4\n", "5 6 7 xxxxxxxxxxxxxxxxxx\n", selection: selection, maximumLineLength: 16)
        #expect(long.stop == 0, "a line too long is the splitter's to drop")
    }

    /// A field `-f` selects is read by the run only when a plain number fills it: a number with more after
    /// it (`1.2.3`, `12ms`, `3e`) is the full reading's to read, in a run of fields passed over too.
    @Test func aSelectedNumberFillsItsField() {
        let selection = try! FieldSelection.parse("2,4")
        for field in ["1.2.3", "12ms", "3e", "5.", "-", "+-", "12%", "0x1F", "7\"", "1e400", "4:5", "9=1", "2é"] {
            for text in ["1 2 3 4\n5 \(field) 7 8\n", "1 2 3 4 5\n5 6 7 \(field) 9\n"] {
                let difference = Self.chunkingDifference(text, seed: 1) { SampleDecoder(maximumLineLength: 200, selection: selection) }
                #expect(difference == nil, "\(text.debugDescription): \(difference ?? "")")
            }
        }
        let (stop, _, reads) = run(after: "1 2 3 4\n", "5 6 7 8\n5 1.2.3 7 8\n", selection: selection)
        #expect(reads && stop == "5 6 7 8\n".utf8.count, "the line whose field holds more than a number is not the run's")
    }

    /// A line that ends before the last field `-f` selects has a gap in that series and each selected
    /// one between, none in the fields not selected; and it is no shape for a run, whose every line would
    /// stop short (`-f 2,524288` over a million short lines once walked all 524,288 positions a line).
    @Test func aShortLineGapsOnlyTheSelectedFieldsItLacks() {
        let far = run(after: "1 2 3\n4 5 6\n", "7 8 9\n", selection: try! FieldSelection.parse("2,524288"))
        #expect(!far.reads, "no line reaches position 524288: no run")
        #expect(far.batch.rowCount == 2 && far.batch.value(row: 1, series: 0) == 5)
        #expect(GapMarker.marks(far.batch.value(row: 0, series: 1)) && GapMarker.marks(far.batch.value(row: 1, series: 1)))
        let between = run(after: "1 2 3\n", "", selection: try! FieldSelection.parse("9,2,5,7"))
        #expect(between.batch.seriesNames == ["9", "2", "5", "7"])
        #expect([0, 2, 3].allSatisfy { GapMarker.marks(between.batch.value(row: 0, series: $0)) } && between.batch.value(row: 0, series: 1) == 2)
        let whole = run(after: "1 2 3 4 5\n", "6 7 8 9 10\n", selection: try! FieldSelection.parse("2,5"))
        #expect(whole.reads && whole.stop == "6 7 8 9 10\n".utf8.count, "a line that reaches the last selected field is a shape")
    }

    @Test func aHeaderForgetsTheShape() {
        let selection = try! FieldSelection.parse("b")
        let (_, _, reads) = run(after: "a b c\n1 2 3\n \nc b a\n", "4 5 6\n", selection: selection)
        #expect(!reads, "b moved (a new block's header): the next line of fields teaches where")
        let (_, _, stays) = run(after: "a b c\n1 2 3\nc b a\n", "4 5 6\n", selection: selection)
        #expect(stays, "words after the rows, no blank line before them: no header, the shape stands")
    }

    /// Random streams of several fields, most lines of one shape, some off it in the ways that change how
    /// a line reads: decoded in one chunk (runs) and in random chunks, against byte by byte (no run can
    /// take a line it cannot see the end of, so every line is read in full).
    @Test func runsReadWhatTheFullReadingReads() {
        var random = SplitMix64(seed: 2111)
        var runsTaken = 0
        let trials = Sweep.count(unit: 300, long: 3000)
        for trial in 0..<trials {
            var maker = StreamMaker(random: &random)
            let text = maker.stream(random: &random)
            let selection = maker.selection
            let times: TimeResolver? = random.next() % 3 == 0 ? nil : TimeResolver(zone: .utc, now: 0)
            let countsLines = random.next() % 5 == 0
            // Short enough to drop some lines, or long enough for lines of many fields.
            let maximumLineLength = random.next() % 2 == 0 ? 48 : 200
            let difference = Self.chunkingDifference(text, seed: UInt64(trial)) {
                SampleDecoder(maximumLineLength: maximumLineLength, selection: selection, times: times, countsLines: countsLines)
            }
            #expect(difference == nil, "trial \(trial): \(difference ?? "")\n\(text.debugDescription) -f \(maker.selectionText)")
            if difference != nil { return }
            if Self.readsRuns(text, selection: selection, times: times) { runsTaken += 1 }
        }
        // The test means something only if runs were taken: most streams begin with lines of one shape.
        // Lines of up to ten fields are off the shape more often (an odd field in any of them): a quarter.
        #expect(runsTaken > trials / 4, "runs taken in \(runsTaken) streams of \(trials)")
    }

    /// A header of words, then rows whose separators change from line to line (tabs, then a comma line,
    /// then tabs; a semicolon, blanks): the table reading lays a block out by its first row, so a row read
    /// by position (a comma in it) makes the block's rows read by position, in a run or not; and no run
    /// reads a block the table lays out. Both were read otherwise in one chunk than byte by byte.
    @Test func rowsOfMixedSeparatorsUnderAHeaderReadAsTheFullReading() {
        let found = "x y z\n-514.43,-325.96,-68,-163,-934.90\n-725\t-645\t-317\t-586\t-423.64\n-269.21\t-415.64\t-395\t-979.76\t-463\n"
        #expect(Self.chunkingDifference(found, seed: 0) { SampleDecoder(maximumLineLength: 200, selection: nil) } == nil)
        // Its tab lines are read by position, as its first row was (README, "Several series").
        var decoder = SampleDecoder(maximumLineLength: 200, selection: nil)
        var batch = SampleBatch()
        for byte in found.utf8 { [byte].withUnsafeBytes { decoder.decode($0, into: &batch) } }
        #expect(batch.seriesNames == ["x", "y", "z", "4", "5"] && batch.rowCount == 3)
        #expect(batch.row(1).elementsEqual([-725, -645, -317, -586, -423.64]) && batch.value(row: 2, series: 4) == -463)
        var random = SplitMix64(seed: 4747)
        for trial in 0..<Sweep.count(unit: 400, long: 4000) {
            let width = 1 + Int(random.next() % 5)
            let otherSeparator = [",", " ", ";", "  ", ", "][Int(random.next() % 5)]
            var lines = random.next() % 2 == 0 ? ["x y z"] : []
            for _ in 0..<(2 + random.next() % 6) {
                let fields = (0..<(width + (random.next() % 8 == 0 ? 1 : 0))).map { _ in
                    "-" + String(random.next() % 1000) + (random.next() % 2 == 0 ? "." + String(random.next() % 100) : "")
                }
                lines.append(random.next() % 10 == 0 ? "x y z" : fields.joined(separator: random.next() % 5 == 0 ? otherSeparator : "\t"))
            }
            let text = lines.joined(separator: "\n") + "\n"
            let selection = random.next() % 3 == 0 ? try! FieldSelection.parse("2") : nil
            let difference = Self.chunkingDifference(text, seed: UInt64(trial)) { SampleDecoder(maximumLineLength: 200, selection: selection) }
            #expect(difference == nil, "trial \(trial): \(difference ?? "")\n\(text.debugDescription)")
            if difference != nil { return }
        }
    }

    /// Property: quoted CSV (most fields a quoted number, the first always quoted, so `readQuotedForm` takes
    /// the line) with what a run must leave to the full reading now and then: a field unquoted or empty, a
    /// doubled quote, blanks or a word around a quote, a quoted word, a quote left open over the line's end,
    /// a CR, `-f` passing over a quoted field — read as byte by byte, in one chunk and in random ones.
    @Test func quotedCSVReadsAsTheFullReading() {
        var random = SplitMix64(seed: 5151)
        let odd = ["7", "", "\"\"", "\"1\"\"2\"", " \"3\"", "\"4\" ", "\"x\"", "\"5", "\"6\"x", "\"1.5e3\"", "\"-0\"", "\"12345678901.25\"",
                   "\"1e400\"", "\"3\r\"", "\"nan\""]
        for trial in 0..<Sweep.count(unit: 400, long: 4000) {
            let width = 1 + Int(random.next() % 10)
            var lines = random.next() % 2 == 0 ? [(1...width).map { "\"c\($0)\"" }.joined(separator: ",")] : []
            for _ in 0..<(2 + random.next() % 8) {
                let fields = (0..<max(1, width + [0, 0, 0, 0, 0, 0, 0, 0, 1, -1][Int(random.next() % 10)])).map { index in
                    index > 0 && random.next() % 12 == 0 ? odd[Int(random.next() % UInt64(odd.count))]
                        : "\"" + (random.next() % 3 == 0 ? "-" : "") + String(random.next() % 100_000) + (random.next() % 2 == 0 ? "." + String(random.next() % 1000) : "") + "\""
                }
                lines.append(fields.joined(separator: ",") + (random.next() % 15 == 0 ? "\r" : ""))
            }
            let text = lines.joined(separator: "\n") + "\n"
            let selection = random.next() % 3 == 0 ? try! FieldSelection.parse(["2", "1,3", "2,5,8"][Int(random.next() % 3)]) : nil
            let difference = Self.chunkingDifference(text, seed: UInt64(trial)) { SampleDecoder(maximumLineLength: 200, selection: selection) }
            #expect(difference == nil, "trial \(trial): \(difference ?? "")\n\(text.debugDescription)")
            if difference != nil { return }
        }
    }

    /// How `text` decoded in one chunk (runs) or in random chunks differs from it decoded byte by byte
    /// (every line read in full), each by a decoder `make` makes; nil when it does not.
    private static func chunkingDifference(_ text: String, seed: UInt64, decoder make: () -> SampleDecoder) -> String? {
        func decode(chunks: (Int) -> Int) -> SampleBatch { IngestFuzzHarness.decoded(text, by: make, chunks: chunks) }
        let expected = decode { _ in 1 }
        var chunkRandom = SplitMix64(seed: seed)
        for (name, batch) in [("one chunk", decode { _ in .max }), ("random chunks", decode { _ in 1 + Int(chunkRandom.next() % 64) })] {
            if let difference = IngestFuzzHarness.batchDifference(batch, expected) { return "\(name): \(difference)" }
        }
        return nil
    }

    /// Whether a reader that has read some of the stream's lines in full would take the next one in a run.
    private static func readsRuns(_ text: String, selection: FieldSelection?, times: TimeResolver?) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var reader = FieldRowReader(selection: selection, times: times)
        var batch = SampleBatch()
        for (line, next) in zip(lines, lines.dropFirst()) {
            _ = reader.read(Array(line.utf8), into: &batch)
            if reader.run(for: batch) == .shapedRows, Array((next + "\n").utf8).withUnsafeBytes({ reader.readShapedRows($0, from: 0, into: &batch) }) > 0 {
                return true
            }
        }
        return false
    }
}

/// A random stream of lines of several fields: blank-separated, delimited or pairs, most of them of
/// one shape, some off it.
private struct StreamMaker {
    enum Kind { case blanks, delimited(Character), pairs }
    let kind: Kind
    let width: Int
    let keys: [String]
    var selection: FieldSelection?
    var selectionText = "none"
    let header: Bool
    /// The numbers' shape, as `tools/generate-lines.py --shape` makes them: mixed, integers, short
    /// decimals, long decimals, exponents, negatives.
    let shape: Int

    init(random: inout SplitMix64) {
        switch random.next() % 4 {
        case 0: kind = .blanks
        case 1: kind = .pairs
        default: kind = .delimited([",", ";", "|", "\t"][Int(random.next() % 4)])
        }
        // Up to ten fields, so `-f 2,5,8` passes over runs of fields longer than a block of sixteen bytes.
        width = 1 + Int(random.next() % 10)
        shape = Int(random.next() % 6)
        let names = ["k1", "cpu", "mem_used", "a.b", "x-y", "load/1", "ts", "time", "q"]
        keys = (0..<width).map { names[($0 + Int(random.next() % 3)) % names.count] }
        header = random.next() % 3 == 0
        if random.next() % 3 == 0 {
            selectionText = ["3", "2,5", "1", "b,d", "2,b", "4,1", "2,5,8", "8", "3,7,9", "1,10"][Int(random.next() % 10)]
            selection = try? FieldSelection.parse(selectionText)
        }
    }

    var separator: String {
        switch kind {
        case .delimited(let character): String(character)
        default: " "
        }
    }

    mutating func stream(random: inout SplitMix64) -> String {
        var lines: [String] = []
        if header { lines.append(["a", "b", "c", "d", "e", "f", "g"].prefix(width).joined(separator: separator)) }
        for _ in 0..<(2 + Int(random.next() % 10)) { lines.append(line(random: &random)) }
        return lines.joined(separator: "\n") + (random.next() % 4 == 0 ? "" : "\n")
    }

    private func number(random: inout SplitMix64) -> String {
        switch random.next() % 24 {
        case 0: return ["12ms", "1e400", "nan", "1234567890123456789", "0x1F", "", "\"7\"", "+5", "-0", ".5", "5.", "1,5", "é", "\u{1B}[1m3", "a=1", "b:2", "\"", "3\r4", "inf", "load:", "c="][Int(random.next() % 21)]
        case 1: return String(Double(Int64(bitPattern: random.next()) % 1_000_000) * 1e-3) + "e" + String(Int(random.next() % 30) - 15)
        case 2, 3:
            // What a column -f passes over may hold: words, units, quotes, marks the full reading reads
            // another way, bytes past ASCII, long runs over a block's end.
            return ["abc", "x\"y", "12ms", "n/a", "-", "#", "GET", "1.2.3", "(5)", "a_b", "<7>", "~", "x=", "é", "\u{7F}", "\t",
                    String(repeating: "w", count: 17), "[ok]", "'q'", "{}", "3e", ".", "+-"][Int(random.next() % 23)]
        default:
            let digits = String(Int64(bitPattern: random.next()) % 100_000)
            let places = String(repeating: "0", count: Int(random.next() % 3)) + String(random.next() % 1000)
            switch shape {
            case 1: return String(random.next() % 100_000)
            case 2: return String(random.next() % 1000) + ["", ".", "." + places][Int(random.next() % 3)]
            case 3: return String(random.next() % 100) + "." + String(random.next() % 1_000_000_000)
            case 4: return String(random.next() % 10) + "." + String(random.next() % 10000) + ["e", "E+", "e-"][Int(random.next() % 3)] + String(random.next() % 25)
            case 5: return "-" + String(random.next() % 1000) + "." + places
            default: return random.next() % 2 == 0 ? digits : digits + "." + String(random.next() % 1000)
            }
        }
    }

    private func line(random: inout SplitMix64) -> String {
        var count = width
        if random.next() % 10 == 0 { count += random.next() % 2 == 0 ? 1 : -1 }
        var fields: [String] = []
        for index in 0..<max(0, count) {
            let value = number(random: &random)
            if case .pairs = kind {
                var key = keys[index % keys.count]
                if random.next() % 20 == 0 { key = keys[(index + 1) % keys.count] }
                // A longer key that begins as the shape's does (`cpu` and `cpu2`).
                if random.next() % 25 == 0 { key += "2" }
                // Mostly `=`, some `:`, and now and then no mark at all (`cpu_5` is a word, not a pair).
                let mark = random.next() % 8 == 0 ? ":" : random.next() % 20 == 0 ? ["_", "/", "."][Int(random.next() % 3)] : "="
                fields.append(key + mark + (random.next() % 25 == 0 ? " " : "") + value)
            } else {
                fields.append(value)
            }
        }
        var sep = separator
        if random.next() % 15 == 0 { sep = [" ", "  ", ",", "\t", ";", ", "][Int(random.next() % 6)] }
        var text = fields.joined(separator: sep)
        switch random.next() % 30 {
        case 0: text += "\r"
        case 1: text = " " + text
        case 2: text += sep
        case 3: text += sep + String(repeating: "x", count: 40)
        case 4: text = "x y z"
        case 5: text = ""
        case 6: text += " \u{1B}]0;t\u{07}"
        case 7: text += sep + "q=\"1"
        case 8: text = "2026-11-22T10:00:01Z" + sep + text
        case 9: text += "\r" + sep + "1"
        default: break
        }
        return text
    }
}
