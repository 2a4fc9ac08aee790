import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// Delimited text (CSV, TSV, `;`, `|`) read as RFC 4180 says, its separator decided once per stream.
@Suite struct DelimitedTextTests {
    @Test func quotedHeaderAndQuotedNumbers() {
        let batch = decoded("""
            "time","Response Time (ms)","Error Rate"
            "2026-11-22 10:00:01","12","0.5"
            "2026-11-22 10:00:02","14","0.75"

            """)
        #expect(batch.seriesNames == ["Response Time (ms)", "Error Rate"])
        #expect(columns(batch) == ["Response Time (ms)": [12, 14], "Error Rate": [0.5, 0.75]])
        #expect(batch.skippedLineCount == 0)
    }

    @Test func namesKeepTheirSpaces() {
        let batch = decoded("Ireland,The Gambia\n3.79,1.32\n3.8,1.4\n")
        #expect(columns(batch) == ["Ireland": [3.79, 3.8], "The Gambia": [1.32, 1.4]])
    }

    @Test func aSemicolonStreamReadsDecimalCommas() {
        let batch = decoded("a;b\n1,5;2,5\n-0,25;1e3\n7\n")
        #expect(columns(batch) == ["a": [1.5, -0.25, 7], "b": [2.5, 1000, nil]])
        let headless = decoded("1,5;2,5\n3;4,75\n")
        #expect(columns(headless) == ["1": [1.5, 3], "2": [2.5, 4.75]], "a first data line decides too")
    }

    @Test func aCommaStreamHasNoDecimalComma() {
        let batch = decoded("a,b\n1,5\n")
        #expect(columns(batch) == ["a": [1], "b": [5]])
    }

    /// A spreadsheet's export: a byte order mark, CRLF endings, doubled quotes, a separator inside quotes.
    @Test func aSpreadsheetExport() {
        let batch = decoded("\u{FEFF}\"Site, main\",\"He said \"\"hi\"\"\",Plain\r\n\"1,5\",\"2\",3\r\n4,5,6\r\n")
        #expect(batch.seriesNames == ["He said \"hi\"", "Plain", "Site, main"])
        #expect(columns(batch) == ["Site, main": [nil, 4], "He said \"hi\"": [2, 5], "Plain": [3, 6]])
    }

    @Test func aRecordGoesOnOverANewlineInsideQuotes() {
        let batch = decoded("x,note,y\n1,\"two\nlines, and a comma\",2\n3,\"ok\",4\n")
        #expect(columns(batch) == ["x": [1, 3], "y": [2, 4]])
        #expect(batch.skippedLineCount == 0)
    }

    /// A record whose quote never closes is skipped, every line of it counted (it counted one, for up to
    /// a megabyte of lines), and bounded by the longest record.
    @Test func aQuoteNeverClosedSkipsItsLinesAndIsBounded() {
        let atEnd = decoded("x,y\n1,2\n3,\"open\n4,5\n")
        #expect(columns(atEnd) == ["x": [1], "y": [2]])
        #expect(atEnd.skippedLineCount == 2)
        // Past the longest record (64 bytes here), the open record is dropped and reading goes on: the
        // record `1,"open` takes 4 bytes a line more, so the 15th line after it drops it (16 lines
        // skipped) and the 5 after are rows.
        var decoder = SampleDecoder(maximumLineLength: 64)
        var batch = SampleBatch()
        let text = "x,y\n1,\"open\n" + String(repeating: "7,8\n", count: 20) + "2,3\n"
        Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        #expect(columns(batch) == ["x": [7, 7, 7, 7, 7, 2], "y": [8, 8, 8, 8, 8, 3]])
        #expect(batch.skippedLineCount == 16)
    }

    /// RFC 4180: a quote opens a quoted field only at the field's start; inside an unquoted field
    /// (`12" screen`) it is a literal character, and the rows after it are read as rows (it swallowed
    /// every line up to the longest record's end, as one skipped record).
    @Test func aQuoteInsideAnUnquotedFieldIsLiteral() {
        let batch = decoded("size,price\n12\" screen,100\n1,2\n3,4\n")
        #expect(columns(batch) == ["size": [nil, 1, 3], "price": [100, 2, 4]])
        #expect(batch.skippedLineCount == 0)
        let after = decoded("a,b\n1,2\n5,x\"y\"z\n3,4\n\"q\"r\"s,6\n")
        #expect(columns(after) == ["a": [1, 5, 3, nil], "b": [2, nil, 4, 6]], "after a closing quote, the rest is the field's")
        // The first line decides the delimiter by the same rule: its comma stands outside quotes.
        let headless = decoded("12\" screen,100\n1,2\n")
        #expect(columns(headless) == ["2": [100, 2], "1": [nil, 1]] && headless.skippedLineCount == 0)
        // A quote at a field's start still opens a record over the line's end, blanks before it or not.
        let open = decoded("a,b\n1, \"x\ny\"\n2,3\n")
        #expect(columns(open) == ["a": [1, 2], "b": [nil, 3]] && open.skippedLineCount == 0)
        // A quote alone at the end of the input leaves a record open: skipped, counted.
        let atEnd = decoded("a,b\n1,2\n3,\"")
        #expect(columns(atEnd) == ["a": [1], "b": [2]] && atEnd.skippedLineCount == 1)
    }

    /// Property: `DelimitedFields` against a reference reading RFC 4180 a character at a time (a quote
    /// opens a quoted field only at the field's start past blanks, `""` inside is one quote, text after
    /// the closing quote is the field's), on random records of separators, quotes, blanks and letters:
    /// the same fields, the same quotedness, and `isOpen` the same as the reference's end state, line by
    /// line over records that go on over a newline.
    @Test func fieldsAsAReferenceReadsThem() {
        var random = SplitMix64(seed: 40)
        let alphabet: [UInt8] = Array(",\" a1\t;".utf8)
        for round in 0..<5000 {
            let separator = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09][Int(random.next() % 3)]
            let record = (0..<Int(random.next() % 14)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let expected = Self.referenceFields(record, separator: separator)
            var fields: [([UInt8], Bool)] = []
            record.withUnsafeBytes { DelimitedFields.forEachField(in: $0, separator: separator) { fields.append((Array($0), $1)) } }
            #expect(fields.map(\.0) == expected.fields.map(\.0) && fields.map(\.1) == expected.fields.map(\.1),
                    "round \(round): \(String(decoding: record, as: UTF8.self).debugDescription)")
            // The record cut into two lines at random: open after the first as the reference is there,
            // and when it is, after the second as the reference is after both, a newline between.
            let cut = Int(random.next() % UInt64(record.count + 1))
            let first = Array(record[..<cut]), second = Array(record[cut...])
            let isOpen = first.withUnsafeBytes { DelimitedFields.isOpen(after: $0, wasOpen: false, separator: separator) }
            #expect(isOpen == Self.referenceFields(first, separator: separator).isOpen, "round \(round) cut \(cut)")
            if isOpen {
                let goesOn = second.withUnsafeBytes { DelimitedFields.isOpen(after: $0, wasOpen: true, separator: separator) }
                #expect(goesOn == Self.referenceFields(first + [0x0A] + second, separator: separator).isOpen, "round \(round) cut \(cut)")
            }
        }
    }

    /// RFC 4180 a character at a time: each field's text (blanks around it taken off, a quoted field's
    /// quotes too) and whether it was quoted, and whether the record ends inside quotes.
    static func referenceFields(_ record: [UInt8], separator: UInt8) -> (fields: [([UInt8], Bool)], isOpen: Bool) {
        enum State { case start, unquoted, quoted, quoteInQuoted, afterQuoted }
        let quote = UInt8(ascii: "\"")
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (byte == 0x09 && separator != 0x09) }
        var raw: [[UInt8]] = [[]]
        var state = State.start
        for byte in record {
            if byte == separator, state != .quoted {
                raw.append([])
                state = .start
                continue
            }
            raw[raw.count - 1].append(byte)
            switch state {
            case .start: state = byte == quote ? .quoted : isBlank(byte) ? .start : .unquoted
            case .unquoted, .afterQuoted: break
            case .quoted: if byte == quote { state = .quoteInQuoted }
            case .quoteInQuoted: state = byte == quote ? .quoted : .afterQuoted
            }
        }
        let fields = raw.map { field -> ([UInt8], Bool) in
            var text = field[...]
            while let first = text.first, isBlank(first) { text = text.dropFirst() }
            while let last = text.last, isBlank(last) { text = text.dropLast() }
            if text.count >= 2, text.first == quote, text.last == quote { return (Array(text.dropFirst().dropLast()), true) }
            return (Array(text), false)
        }
        return (fields, state == .quoted)
    }

    @Test(arguments: [("a\tb\n1\t2\n", "\t"), ("a|b\n1|2\n", "|"), ("a ; b\n1 ; 2\n", ";")])
    func otherDelimiters(text: String, delimiter: String) {
        #expect(columns(decoded(text)) == ["a": [1], "b": [2]], "\(delimiter)")
    }

    @Test func fieldsByHeaderName() throws {
        let text = "\"time\",\"Response Time (ms)\",\"Error Rate\"\n\"10:00:01\",\"12\",\"0.5\"\n"
        let batch = decoded(text, fields: try FieldSelection.parse("Error Rate"))
        #expect(columns(batch) == ["Error Rate": [0.5]])
    }

    /// Property: random tables written as RFC 4180 says (each field quoted when it holds the separator, a
    /// quote, a newline or blanks at its ends, or at random), with a header, read back by position as
    /// the model of the table says: a field that is a number is its value, anything else a gap.
    @Test func readsWhatRFC4180Writes() {
        var random = SplitMix64(seed: 16)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let numbers: [(String, Double)] = [("12", 12), ("-3.5", -3.5), ("1e3", 1000), ("0.25", 0.25), ("7", 7)]
        let words = ["abc", "n/a", "a,b", "say \"x\"", "two\nlines", "x; y", "", "10:00:01", "Q|R", "12 apples", "\"7\"", "4;", "5\"\"", "7,,8"]
        for round in 0..<300 {
            let delimiter = pick([",", ";", "\t", "|"])
            let columnCount = Int(2 + random.next() % 4)
            let header = (0..<columnCount).map { "col \($0) \(pick(["a", "b,c", "\"q\""]))" }
            func encode(_ field: String) -> String {
                let needsQuotes = field.contains(delimiter) || field.contains("\"") || field.contains("\n")
                    || random.next() % 4 == 0
                return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }
            var text = header.map(encode).joined(separator: delimiter) + (random.next() % 2 == 0 ? "\r\n" : "\n")
            var expected: [[Double?]] = Array(repeating: [], count: columnCount)
            for _ in 0..<Int(1 + random.next() % 6) {
                var fields: [String] = []
                var values: [Double?] = []
                for _ in 0..<columnCount {
                    if random.next() % 2 == 0 {
                        let (text, value) = pick(numbers)
                        fields.append(text)
                        values.append(value)
                    } else {
                        fields.append(pick(words))
                        values.append(nil)
                    }
                }
                // A row of no number at all is not data (a line of words); the model leaves those out.
                guard values.contains(where: { $0 != nil }) else { continue }
                for (column, value) in values.enumerated() { expected[column].append(value) }
                text += fields.map(encode).joined(separator: delimiter) + "\n"
            }
            let batch = decoded(text)
            var model: [String: [Double?]] = [:]
            for (column, values) in expected.enumerated() where values.contains(where: { $0 != nil }) {
                model[header[column]] = values
            }
            #expect(columns(batch) == model, "round \(round): \(text.debugDescription)")
            #expect(batch.skippedLineCount == 0, "round \(round)")
        }
    }
}
