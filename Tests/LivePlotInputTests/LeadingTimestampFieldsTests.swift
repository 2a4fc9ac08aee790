import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// A line's leading timestamp is x, and the fields it spans are no samples: the rest of the line reads
/// as it would with words in the timestamp's place, positions counted over the whole line.
@Suite struct LeadingTimestampFieldsTests {
    @Test func syslogsDayIsNoSample() {
        let batch = TimesFromDataTests.decodedWithTimes("Nov 22 10:00:01 host 12\nNov 22 10:00:02 host 14\n")
        #expect(batch.seriesNames == ["5"] && batch.column(0) == [12, 14], "the day (22) is the timestamp's")
        #expect(batch.xs.map { $0 - TimesFromDataTests.base } == [0, 1])
    }

    @Test func positionsCountTheTimestampsFields() {
        let batch = TimesFromDataTests.decodedWithTimes("2026-11-22 10:00:01 12 5\n2026-11-22 10:00:02 14 6\n", fields: "4")
        #expect(batch.column(0) == [5, 6])
        let csv = TimesFromDataTests.decodedWithTimes("time,a,b\n\"2026-11-22 10:00:01\",12,5\n\"2026-11-22 10:00:02\",,6\n")
        #expect(columns(csv) == ["a": [12, nil], "b": [5, 6]])
        #expect(csv.xs.map { $0 - TimesFromDataTests.base } == [0, 1])
    }

    @Test func aRecordOverTwoLinesKeepsItsTime() {
        let csv = TimesFromDataTests.decodedWithTimes("time,v,note\n\"2026-11-22 10:00:01\",12,\"two\nlines\"\n\"2026-11-22 10:00:02\",13,ok\n")
        #expect(columns(csv) == ["v": [12, 13]])
        #expect(csv.xs.map { $0 - TimesFromDataTests.base } == [0, 1], "the record's time is its first line's")
    }

    @Test func aDecimalCommaInALogTime() {
        // log4j writes `2026-11-22 10:00:01,539`; in a CSV, the comma ends the field.
        let log = TimesFromDataTests.decodedWithTimes("2026-11-22 10:00:01,539 INFO 12\n")
        #expect(log.xs.map { (($0 - TimesFromDataTests.base) * 1000).rounded() } == [539])
        #expect(log.seriesNames == ["5"], "positions count fields as without times: 2026-11-22 · 10:00:01 · 539 · INFO · 12")
        let csv = TimesFromDataTests.decodedWithTimes("time,v\n10:00:01,539\n")
        #expect(csv.xs == [TimesFromDataTests.base] && csv.column(0) == [539])
    }

    /// Against a model: the same stream with each timestamp replaced by as many dashes as it has fields,
    /// read without times, gives the same series, values and gaps; x is each line's own instant.
    @Test func theRestReadsAsAfterWords() {
        var random = SplitMix64(seed: 17)
        let forms = ["isoT", "isoSpace", "clock", "syslog", "bracketed", "quoted"]
        for trial in 0..<400 {
            let form = forms[trial % forms.count]
            let delimited = trial % 5 == 4
            // A comma makes a stream delimited text: then its header comes first.
            let separator = delimited ? "," : ["\t", " ", "  "][Int(random.next() % 3)]
            var stamped = ""
            var words = ""
            var expectedXs: [Double] = []
            let fieldCount = 1 + Int(random.next() % 4)
            if delimited {
                let header = ["time"] + (1...fieldCount).map { "c\($0)" }
                stamped += header.joined(separator: ",") + "\n"
                words += header.joined(separator: ",") + "\n"
            }
            var second = Int(random.next() % 600)
            for _ in 0..<(1 + Int(random.next() % 8)) {
                second += 1 + Int(random.next() % 5)
                let millis = form == "syslog" ? 0 : Int(random.next() % 1000)
                let (timestamp, wordCount) = Self.written(second: second, millis: millis, form: form, delimited: delimited)
                expectedXs.append(TimesFromDataTests.base - 1 + Double(second) + Double(millis) / 1000)
                var rest: [String] = []
                for index in 0..<fieldCount {
                    switch random.next() % 6 {
                    case 0: rest.append(delimited ? "" : "word")
                    case 1: rest.append("\(Int(random.next() % 200))ms")
                    default: rest.append(index.isMultiple(of: 2) ? "\(Int(random.next() % 1000))" : "-\(random.next() % 100).25")
                    }
                }
                if !rest.contains(where: { Double($0) != nil }) { rest[0] = "7" }
                let joined = rest.joined(separator: separator)
                stamped += timestamp + separator + joined + "\n"
                words += Array(repeating: "-", count: wordCount).joined(separator: delimited ? "," : " ") + separator + joined + "\n"
            }
            let withTimes = TimesFromDataTests.decodedWithTimes(stamped)
            let model = decoded(words)
            #expect(columns(withTimes) == columns(model), "\(form) \(separator.debugDescription):\n\(stamped)")
            #expect(withTimes.seriesNames == model.seriesNames && withTimes.skippedLineCount == model.skippedLineCount)
            #expect(withTimes.xs.map { ($0 * 1000).rounded() } == expectedXs.map { ($0 * 1000).rounded() }, "\(stamped)")
        }
    }

    /// The instant `second`.`millis` after 2026-11-22T10:00:00Z as `form` writes it, and its fields.
    private static func written(second: Int, millis: Int, form: String, delimited: Bool) -> (String, Int) {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let clock = "10:\(two(second / 60)):\(two(second % 60))"
        let fraction = ".\(String(1000 + millis).dropFirst())"
        switch form {
        case "isoT": return ("2026-11-22T\(clock)\(fraction)Z", 1)
        case "isoSpace": return ("2026-11-22 \(clock)\(fraction)Z", delimited ? 1 : 2)
        case "clock": return ("\(clock)\(fraction)", 1)
        case "syslog": return ("Nov 22 \(clock)", delimited ? 1 : 3)
        case "bracketed": return ("[2026-11-22 \(clock)\(fraction)Z]", delimited ? 1 : 2)
        default: return ("\"2026-11-22T\(clock)\(fraction)Z\"", 1)
        }
    }
}
