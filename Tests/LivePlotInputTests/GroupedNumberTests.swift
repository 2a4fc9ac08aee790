import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// cli.md's "Thousands separators": in a quoted field of delimited text, `"7,779.47"` is 7779.47 (with
/// `;`, `"7.779,47"`); a column that cannot be read is counted `skipped=`, never dropped unsaid.
@Suite struct GroupedNumberTests {
    static func value(_ text: String, _ delimiter: Character) -> Double? {
        GroupedNumber.value(Array(text.utf8), delimiter: delimiter.asciiValue!)
    }

    @Test(arguments: [
        ("7,779.47", ",", 7779.47), ("1,204,331", ",", 1_204_331), ("-1,000", ",", -1000), ("12,345,678.9", "\t", 12_345_678.9),
        ("7.779,47", ";", 7779.47), ("1.204.331", ";", 1_204_331), ("1.204,5", ";", 1204.5),
    ] as [(String, Character, Double)])
    func wellFormedGroupsRead(text: String, delimiter: Character, expected: Double) {
        #expect(Self.value(text, delimiter) == expected, "\(text)")
    }

    @Test(arguments: [
        ("1,5", ","), ("12,34.5", ","), ("1234,567", ","), (",123", ","), ("1,234,", ","), ("1,234.5.6", ","), ("7.779,47", ","),
        ("7,779.47", ";"), ("1,2345", ","), ("12", ","), ("1,234x", ","),
    ] as [(String, Character)])
    func anythingElseIsNoGroupedNumber(text: String, delimiter: Character) {
        #expect(Self.value(text, delimiter) == nil, "\(text)")
    }

    /// Property: any integer and fraction written with groups of three reads back as `Double(String)` of
    /// the digits without them.
    @Test func matchesTheStandardLibraryWithoutTheGroups() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let integer = String(1000 + random.next() % 1_000_000_000_000)
            let fraction = random.next() % 2 == 0 ? "" : String(random.next() % 100_000)
            var grouped = ""
            for (offset, digit) in integer.enumerated() {
                if offset > 0, (integer.count - offset) % 3 == 0 { grouped += "," }
                grouped.append(digit)
            }
            let plain = integer + (fraction.isEmpty ? "" : "." + fraction)
            let written = grouped + (fraction.isEmpty ? "" : "." + fraction)
            let german = written.map { $0 == "," ? "." : $0 == "." ? "," : $0 }
            #expect(Self.value(written, ",")?.bitPattern == Double(plain)!.bitPattern, "\(written)")
            #expect(Self.value(String(german), ";")?.bitPattern == Double(plain)!.bitPattern, "\(String(german))")
        }
    }

    @Test func onlyAQuotedFieldTakesGroups() {
        let quoted = decoded("a,b\n\"1,204\",3\n")
        #expect(columns(quoted) == ["a": [1204], "b": [3]])
        #expect(quoted.skippedLineCount == 0)
        let tabs = decoded("a\tb\n1,204\t3\n")
        #expect(columns(tabs)["b"] == [3], "unquoted, 1,204 is no number")
    }

    /// The US export (Tests/Producers/us-export.csv): every column read, nothing skipped.
    @Test func theUSExport() {
        let batch = decoded(ProducerOutput.text("us-export.csv"))
        let read = columns(batch)
        #expect(read["Close"] == [7779.47, 7752.18, 7805.31, 7861.94, 7833.27])
        #expect(read["Volume"] == [1_204_331, 998_540, 1_087_002, 1_150_773, 905_116])
        #expect(read["Open"]?.count == 5 && read["High"]?.count == 5 && read["Low"]?.count == 5)
        #expect(batch.skippedLineCount == 0)
    }

    /// The German export (Tests/Producers/de-export.csv): `;`, decimal commas and dotted groups.
    @Test func theGermanExport() {
        let batch = decoded(ProducerOutput.text("de-export.csv"))
        #expect(columns(batch)["Umsatz"] == [7779.47, 8102.10, 6954.88, 9021.36, 8450.02])
        #expect(columns(batch)["Kosten"] == [1204.50, 1311.25, 1150.00, 1402.75, 1288.40])
        #expect(columns(batch)["Anzahl"] == [12, 14, 11, 17, 15])
        #expect(batch.skippedLineCount == 0)
    }

    /// A field where a number belongs that does not read: its line gives its other values and is counted
    /// skipped; a line of nothing else is skipped for that reason, never taken as a header.
    @Test func anUnreadableFieldIsCountedNeverDropped() {
        let partly = decoded("a,b\n\"1,5\",3\n2,4\n")
        #expect(columns(partly) == ["a": [nil, 2], "b": [3, 4]])
        #expect(partly.skippedLineCount == 1)
        let only = decoded("a,b\n\"1,5\",\"2,5\"\n2,4\n")
        #expect(only.seriesNames == ["a", "b"], "the unreadable line is no header")
        #expect(only.skippedLineCount == 1)
        var reader = FieldRowReader(selection: nil)
        var batch = SampleBatch()
        #expect(reader.read(Array("a,b".utf8), into: &batch) == .header)
        #expect(reader.read(Array("1,2".utf8), into: &batch) == .row)
        #expect(reader.read(Array("\"1,5\",\"2,5\"".utf8), into: &batch) == .skipped)
        #expect(reader.lastSkipReason == .unreadableField)
        // Words stay words: an address, a version, a date and `7,,8` are no numbers misread.
        for word in ["127.0.0.1", "1.2.3", "11/03/2026", "7,,8", "n/a", "1,", ",5"] {
            #expect(!Array(word.utf8).withUnsafeBytes { GroupedNumber.isMisread($0) }, "\(word)")
        }
        for misread in ["1,5", "-1,5", "1.234,5,6", "12,34.5"] {
            #expect(Array(misread.utf8).withUnsafeBytes { GroupedNumber.isMisread($0) }, "\(misread)")
        }
    }
}
