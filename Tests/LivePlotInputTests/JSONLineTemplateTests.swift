import Foundation
import LivePlotBasics
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// JSON lines read by the layout of the last line read in full (`JSONLineTemplate`), held bit for bit
/// against the full reading of every line: the same rows, gaps, xs, names, skip reasons and dropped
/// counts; and lines that are not exactly one valid object refused, as Foundation's parser refuses them.
@Suite struct JSONLineTemplateTests {
    private static let bench = #"{"ts":"2026-11-22T10:00:00Z","level":"info","latency_ms":469.36,"status":200}"#

    /// Whether a reader that read `learnt` in full reads `line` by its layout.
    private func isReadByLayout(_ line: String, after learnt: String = bench, selection: FieldSelection? = nil) -> Bool {
        var context = RowContext(selection: selection, times: TimeResolver(zone: .utc, now: 0), timeKeys: .defaults, xField: nil)
        var reader = JSONLinesReader(timeKeys: .defaults, areNamedByX: false)
        var batch = SampleBatch()
        // Twice: the first line decides `ts` is x (no layout is learnt from a line that decides a role).
        for _ in 0..<2 { _ = Array(learnt.utf8).withUnsafeBytes { reader.read($0, context: &context, into: &batch) } }
        var template = reader.template
        return Array(line.utf8).withUnsafeBytes { template.read($0, clock: JSONClockMemo(), powers: .shared) }
    }

    @Test func linesOfTheLayoutAreReadByIt() {
        #expect(isReadByLayout(#"{"ts":"2026-11-22T10:00:01.5Z","level":"warn","latency_ms":-0.25e-3,"status":503}"#))
        #expect(isReadByLayout(#"{"ts":"x","level":"","latency_ms":0,"status":1E5}"#), "any string where a string was")
    }

    /// Each differs from the layout, or is no JSON: read in full (which refuses the invalid ones).
    @Test func anythingElseIsReadInFull() {
        let misses = [
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":01,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1.,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":.5,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":-,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1e,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":+1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200,}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200}{"a":1}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200} "#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms": 1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"in\"fo","latency_ms":1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"in"# + "\u{01}" + #"fo","latency_ms":1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"i"# + "\u{01}" + #"fo","latency_ms":1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"i\fo","latency_ms":1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"12","latency_ms":1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":null,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_us":1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","status":200,"latency_ms":1}"#,
            #"{"ts":1700000000,"level":"info","latency_ms":1,"status":200}"#,
            #"{"ts":"2026-11-22T10:00:01Z","level":"info","latency_ms":1,"status":200"#,
            #"{"ts":"2026-11-22T10:00:01Z,"level":"info","latency_ms":1,"status":200}"#,
        ]
        for line in misses { #expect(!isReadByLayout(line), "\(line)") }
    }

    /// Random streams of JSON lines, most of one layout, some off it in the ways that change how a line
    /// reads (another kind of value, a blank more, an escape, a number JSON does not allow, a second
    /// object, a key changed): read with layouts against each line read in full.
    @Test func layoutsReadWhatTheFullReadingReads() throws {
        var random = SplitMix64(seed: 4747)
        var linesByLayout = 0
        var lineCount = 0
        let trials = Sweep.count(unit: 400, long: 4000)
        for trial in 0..<trials {
            var maker = JSONStreamMaker(random: &random)
            // Some long enough for a slot's memo to fill, and to run out of credit.
            let lines = (0..<(2 + Int(random.next() % (trial % 4 == 0 ? 40 : 14)))).map { _ in maker.line(random: &random) }
            let selection = [nil, nil, try FieldSelection.parse("latency_ms"), try FieldSelection.parse("ts,b*,a.b")][Int(random.next() % 4)]
            let times: TimeResolver? = random.next() % 4 == 0 ? nil : TimeResolver(zone: .utc, now: 0)
            let timeKeys = [TimeKeys.defaults, TimeKeys(["ts"]), .none][Int(random.next() % 3)]
            var full = JSONReading(selection: selection, times: times, timeKeys: timeKeys, learnsLayouts: false)
            var byLayout = JSONReading(selection: selection, times: times, timeKeys: timeKeys, learnsLayouts: true)
            for (index, line) in lines.enumerated() {
                let bytes = Array(line.utf8)
                if byLayout.wouldReadByLayout(bytes) { linesByLayout += 1 }
                lineCount += 1
                let expected = full.read(bytes)
                let got = byLayout.read(bytes)
                #expect(got == expected, "trial \(trial), line \(index): \(line)\n\(lines.joined(separator: "\n"))")
                if got != expected { return }
                // Refused exactly when Foundation's parser finds no one object in it; but for a number past
                // a Double, which JSON allows and Foundation refuses, and a comma before a closing bracket,
                // which RFC 8259 refuses and Foundation on Linux allows.
                guard !line.contains("e400"), !line.contains(",}"), !line.contains(",]") else { continue }
                let isObject = (try? JSONSerialization.jsonObject(with: Data(bytes))) is [String: Any]
                #expect(isObject == (expected.skipReason != .invalid), "trial \(trial): \(line)")
            }
            let difference = IngestFuzzHarness.batchDifference(byLayout.batch, full.batch)
            #expect(difference == nil, "trial \(trial): \(difference ?? "")\n\(lines.joined(separator: "\n"))")
            #expect(byLayout.context.catalog.names == full.context.catalog.names
                    && byLayout.context.catalog.droppedValueCount == full.context.catalog.droppedValueCount, "trial \(trial)")
        }
        // The test means something only if most lines were read by a layout.
        #expect(linesByLayout > lineCount / 3, "\(linesByLayout) of \(lineCount) lines read by a layout")
    }

    /// Numbers as JSON writes them and the near-misses, then a byte that ends them or does not: read as
    /// the reader before the one-pass grammar read them (`legacyNumber`), value and end, bit for bit.
    @Test func numbersReadAsBefore() {
        var random = SplitMix64(seed: 2026)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        for round in 0..<Sweep.count(unit: 20_000, long: 400_000) {
            var token = random.next() % 3 == 0 ? "-" : ""
            token += pick(["0", "00", "01", "", String(random.next() % 10), String(random.next() % 100_000),
                           String(random.next()), String(random.next() % 1_000_000_000_000_000)])
            if random.next() % 2 == 0 { token += "." + pick(["", String(random.next() % 1000), "0001", String(random.next())]) }
            if random.next() % 3 == 0 {
                token += pick(["e", "E"]) + pick(["", "+", "-"]) + pick(["", "0", "5", "22", "23", "308", "400", "0005", String(random.next() % 30)])
            }
            token += pick(["", ",", "}", " ", "]", ".", "e", "x", "\"", "5"])
            // Most often the rest of a line after it, so that a word's bytes lie from the number on (`JSONNumber.wordNumber`).
            token += pick(["", #","status":200}"#, "}", "0", "        ", "5e+5e+5e"])
            let bytes = Array(token.utf8)
            bytes.withUnsafeBytes { text in
                var index = 0
                var legacyIndex = 0
                let value = JSONNumber.readNumber(text, &index, powers: .shared)
                let legacy = Self.legacyNumber(text, &legacyIndex, powers: .shared)
                #expect(value?.bitPattern == legacy?.bitPattern && index == legacyIndex,
                        "round \(round): \(token): \(String(describing: value)) to \(index), was \(String(describing: legacy)) to \(legacyIndex)")
                // Checked by the grammar alone (a value `-f` does not ask for): a number exactly where one is read, ending where it ends.
                var skipIndex = 0
                let isNumber = JSONNumber.skip(text, &skipIndex)
                #expect(isNumber == (value != nil) && skipIndex == index, "round \(round): \(token): skipped to \(skipIndex), read to \(index)")
            }
        }
    }

    /// Timestamps that differ from the last in their clock, and the near-misses (another date, suffix or
    /// separator; an hour, minute or second out of bounds; a clock of another shape): the memo's time is
    /// `TimestampParser`'s, and it is taken for most of them.
    @Test func clockMemoGivesWhatTheParserGives() {
        var random = SplitMix64(seed: 1911)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        func pair(_ bound: UInt64) -> String { let value = random.next() % bound; return (value < 10 ? "0" : "") + String(value) }
        var memo = JSONClockMemo()
        var taken = 0
        var timestamps = 0
        let rounds = Sweep.count(unit: 20_000, long: 400_000)
        var date = "2026-11-22", separator = "T", suffix = "Z", fractionLength = 0
        for round in 0..<rounds {
            if random.next() % 8 == 0 {
                date = pick(["2026-11-22", "2024-02-29", "2026-02-29", "2026-13-01", "2026/11/22", "22.11.2026", "2026-11-2x"])
                separator = pick(["T", "T", "t", " ", "x"])
                suffix = pick(["Z", "Z", ".250Z", "+01:00", "", ".5", "-0530", ",123", "Q", " ", "+25:00", "."])
                // A fraction of one to seven digits, drawn afresh each round (the memo compares through it), or none.
                fractionLength = random.next() % 2 == 0 ? 0 : 1 + Int(random.next() % 7)
            }
            var clock = pair(24) + ":" + pair(60) + ":" + pair(60)
            switch random.next() % 16 {
            case 0: clock = pair(30) + ":" + pair(62) + ":" + pair(62)
            case 1: clock = pair(24) + ":" + pair(60)
            case 2: clock = pair(24) + "-" + pair(60) + ":" + pair(60)
            case 3: clock = pair(24) + ":" + pair(60) + ":6" + pick(["0", "1", "x"])
            default: break
            }
            let digits = (0..<fractionLength).map { _ in String(random.next() % 10) }.joined()
            let fraction = fractionLength == 0 ? "" : "." + (random.next() % 16 == 0 ? pick(["", "x", "1x", digits + ".5"]) : digits)
            let text = Array((date + separator + clock + fraction + suffix).utf8)
            text.withUnsafeBytes { string in
                var dates = DateMemo()
                let expected = TimestampParser.field(string, memo: &dates)
                if expected != nil { timestamps += 1 }
                if let time = memo.time(of: string) {
                    taken += 1
                    #expect(time == expected, "round \(round): \(String(decoding: text, as: UTF8.self))")
                } else {
                    memo.remember(string, as: expected)
                }
            }
        }
        // Most timestamps differ from the last in their clock alone: the memo takes them.
        #expect(taken > timestamps / 3, "\(taken) of \(timestamps) timestamps taken by the memo")
    }

    /// `JSONNumber.readNumber` as it was before the one-pass grammar (699dde6): the reference.
    private static func legacyNumber(_ text: UnsafeRawBufferPointer, _ index: inout Int, powers: FastPowers) -> Double? {
        let start = index
        if let (value, end) = SampleParser.plainNumber(in: text, from: start, powers: powers), legacyIsJSONNumber(text, from: start, to: end) {
            index = end
            return value
        }
        var position = index
        func digits() -> Int {
            let first = position
            while position < text.count, text[position] &- UInt8(ascii: "0") < 10 { position += 1 }
            return position - first
        }
        if position < text.count, text[position] == UInt8(ascii: "-") { position += 1 }
        guard position < text.count else { return nil }
        if text[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() > 0 else { return nil }
        }
        if position < text.count, text[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return nil }
        }
        if position < text.count, text[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return nil }
        }
        index = position
        if let (value, end) = SampleParser.plainNumber(in: text, from: start, powers: powers), end == position { return value }
        return SampleParser.number(in: UnsafeRawBufferPointer(rebasing: text[start..<position])) ?? .nan
    }

    private static func legacyIsJSONNumber(_ text: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        var index = start
        if text[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end, text[index] &- UInt8(ascii: "0") < 10 else { return false }
        if text[index] == UInt8(ascii: "0"), index + 1 < end, text[index + 1] &- UInt8(ascii: "0") < 10 { return false }
        while index < end {
            let byte = text[index]
            if byte | 0x20 == UInt8(ascii: "e") { return true }
            if byte == UInt8(ascii: "."), index + 1 >= end || text[index + 1] &- UInt8(ascii: "0") >= 10 { return false }
            index += 1
        }
        return true
    }
}

/// A JSON lines reader with what `FieldRowReader` gives it (`RowContext`), each row stamped with its x.
private struct JSONReading {
    struct Line: Equatable {
        let outcome: FieldRowReader.Outcome
        let skipReason: SkipReason?
        let time: WrittenTime?
    }

    var context: RowContext
    var reader: JSONLinesReader
    var batch = SampleBatch()

    init(selection: FieldSelection?, times: TimeResolver?, timeKeys: TimeKeys, learnsLayouts: Bool) {
        context = RowContext(selection: selection, times: times, timeKeys: timeKeys, xField: nil)
        reader = JSONLinesReader(timeKeys: context.x.timeKeys, areNamedByX: LineX.areNamedByX(timeKeys), learnsLayouts: learnsLayouts)
    }

    func wouldReadByLayout(_ line: [UInt8]) -> Bool {
        var template = reader.template
        return line.withUnsafeBytes { template.read($0, clock: JSONClockMemo(), powers: .shared) }
    }

    mutating func read(_ line: [UInt8]) -> Line {
        // As `FieldRowReader` begins every line.
        context.skipReason = .noNumber
        context.x.beginLine()
        let first = batch.rowCount
        let outcome = line.withUnsafeBytes { reader.read($0, context: &context, into: &batch) }
        if context.x.findsTimes { line.withUnsafeBytes { context.x.stamp($0, isRow: outcome == .row, fromRow: first, into: &batch) } }
        return Line(outcome: outcome, skipReason: outcome == .row ? nil : context.skipReason, time: context.x.lineTime)
    }
}

/// Random JSON lines of one layout (members, kinds of value, blanks), each line's values drawn afresh,
/// and about one line in four off it: a value of another kind or none JSON allows, a blank more, an
/// escape, terminal control, a key changed, a trailing comma, a second object, a line cut short.
struct JSONStreamMaker {
    indirect enum Kind { case number, spelled, text, time, epoch, boolean, null, object([(String, Kind)]), array(Int) }

    let members: [(String, Kind)]
    let colon: String
    let comma: String
    let edge: String

    init(random: inout SplitMix64) {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let keys = ["ts", "time", "latency_ms", "status", "level", "a.b", #"k\u00e9"#, "", "b1", "bb", "@timestamp", "x y", "ts"]
        func kind(depth: Int) -> Kind {
            switch random.next() % (depth > 1 ? 8 : 10) {
            case 0, 1: .number
            case 2: .spelled
            case 3: .text
            case 4: .time
            case 5: .epoch
            case 6: .boolean
            case 7: .null
            case 8: .object((0..<Int(1 + random.next() % 3)).map { _ in (pick(keys), kind(depth: depth + 1)) })
            default: .array(Int(random.next() % 4))
            }
        }
        members = (0..<Int(1 + random.next() % 6)).map { _ in (pick(keys), kind(depth: 0)) }
        colon = pick([":", ":", ": ", " : "])
        comma = pick([",", ",", ", ", " ,\t"])
        edge = pick(["", "", " ", "\t"])
    }

    mutating func line(random: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let isOff = random.next() % 4 == 0
        let offMember = isOff && random.next() % 2 == 0 ? Int(random.next() % UInt64(members.count)) : -1
        func number() -> String {
            switch random.next() % 9 {
            case 0: return String(Int64(bitPattern: random.next()) % 100_000)
            // A few that repeat (`JSONTokenMemo`), some the start of another.
            case 8: return pick(["200", "404", "4040", "40", "-200", "200.5", "2e2", "503"])
            case 1: return "\(random.next() % 1000).\(random.next() % 1000)"
            case 2: return "\(random.next() % 100)e\(Int(random.next() % 50) - 25)"
            case 3: return pick(["0", "-0", "0.5", "1E3", "2.5e-7", "123456789012345678", "1e400", "0.000000000000000123", "-1.5E+2"])
            default: return "\(random.next() % 1000).\(random.next() % 100)"
            }
        }
        func value(_ kind: Kind) -> String {
            switch kind {
            case .number: return number()
            case .spelled: return "\"" + number() + "\""
            // Some of the length of `info`, with a control character or an escape in them.
            // Some of the learnt one's bytes but for its digits (`JSONLineTemplate.DigitLanes`), or with a digit's
            // place taken by another byte (a letter, a digit's neighbour, a quote, a backslash, a control, a C1's lead).
            case .text:
                let digits = "n\(random.next() % 10)\(random.next() % 10)-" + pick(["", "7", "x", ":", "/", "\"", #"\"#, "\u{01}", "\u{C2}\u{9B}", "\u{00}"])
                return "\"" + pick(["info", "warn", "error", "warning", "", "café", "a b", "12ms", "in\u{01}o", #"i\no"#, digits, digits, digits]) + "\""
            // A fraction of three digits drawn afresh: the clock memo compares through it.
            case .time:
                let fraction = "." + String(String(1000 + random.next() % 1000).dropFirst())
                return "\"2026-11-22T10:00:\(10 + random.next() % 50)" + pick(["Z", ".250Z", "+01:00", fraction + "Z", fraction + "+00:00"]) + "\""
            case .epoch: return String(1_700_000_000 + random.next() % 1000)
            case .boolean: return pick(["true", "false"])
            case .null: return "null"
            case .object(let members): return object(members)
            case .array(let count): return "[" + (0..<count).map { _ in number() }.joined(separator: comma) + "]"
            }
        }
        func offValue() -> String {
            pick(["01", "1.", ".5", "-", "+1", "1e", "0x1", "\"open", "\"ctl\u{01}\"", #""esc\n""#, #""\u00e9""#, "nul", "tru",
                  "NaN", "null", "true", "\"5\"", "7", "{}", "[]", "1e400", "-0", "\"2026-11-22T10:00:00Z\"", "{\"in\":1}",
                  "\"c1\u{9B}31m\"", "\"sgr\u{1B}[1m\"", "\"©\"", "\"2026-11-22T10:00:0x\"", "01.5", "-01", "1.5e", "2E+"])
        }
        func object(_ members: [(String, Kind)]) -> String {
            "{" + members.map { "\"" + $0.0 + "\"" + colon + value($0.1) }.joined(separator: comma) + "}"
        }
        var parts = members.enumerated().map { index, member in
            "\"" + member.0 + "\"" + colon + (index == offMember ? offValue() : value(member.1))
        }
        if isOff, offMember < 0 {
            switch random.next() % 8 {
            case 0: parts.append("\"extra\"" + colon + number())
            case 1: parts.swapAt(0, parts.count - 1)
            case 2: parts[0] = parts[0].replacingOccurrences(of: "\"" + colon, with: "\" " + colon)
            case 3: parts[0] = "\"tx\"" + colon + value(members[0].1)
            default: break
            }
        }
        var text = edge + "{" + parts.joined(separator: comma) + "}" + edge
        if isOff, offMember < 0 {
            switch random.next() % 8 {
            case 0: text = String(text.dropLast(1 + Int(random.next() % 3)))
            case 1: text += "{\"a\":1}"
            case 2: text = text.replacingOccurrences(of: "}", with: ",}")
            case 3: text += ["\r", "\r\r", " \r"][Int(random.next() % 3)]
            case 4: text = ["not json", text + "\u{1B}[0m"][Int(random.next() % 2)]
            default: break
            }
        }
        return text
    }
}
