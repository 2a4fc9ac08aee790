import Testing
@testable import LivePlotInput
import LivePlotText
@testable import LivePlotTestSupport

/// The README's rules for series ("Several series"): every number on a line is a sample of its own series, named by the keys of
/// pairs, else by a header line, else by position.
@Suite struct SeriesNamingTests {
    @Test func everyNumberIsASeriesByPosition() {
        let batch = decoded("1 2 3\n4,5,6\n7;8\t9\n")
        #expect(batch.seriesNames == ["1", "2", "3"])
        #expect(columns(batch) == ["1": [1, 4, 7], "2": [2, 5, 8], "3": [3, 6, 9]])
    }

    /// A first line with a lone CR (`12\r13\r14`) was taken as a header, `n=0` and nothing said; a line of
    /// control characters named series with empty names. Either is a line that cannot be read.
    @Test func aLineWithControlCharactersIsNoHeader() {
        let carriageReturns = decoded("12\r13\r14\n15\n")
        #expect(carriageReturns.skippedLineCount == 1)
        #expect(columns(carriageReturns) == ["1": [15]])
        let controls = decoded("\u{01}\u{02} \u{03}\n1 2\n")
        #expect(controls.skippedLineCount == 1)
        #expect(controls.seriesNames == ["1", "2"])
        #expect(decoded("time\tcpu\n1\t2\n").seriesNames == ["time", "cpu"], "a tab is a separator, not a control")
        #expect(decoded("b\u{08}ell,x\n1,2\n").seriesNames == ["1", "2"])
    }

    @Test func aMissingFieldLeavesAGapInItsSeriesOnly() {
        let batch = decoded("1,2,3\n4,,6\n7,8\n,,9\n")
        #expect(columns(batch) == ["1": [1, 4, 7, nil], "2": [2, nil, 8, nil], "3": [3, 6, nil, 9]])
    }

    /// (ping's own lines are read by its producer profile, `ProducerProfileTests`: here a prober that
    /// writes lines shaped like them, which no profile tells.)
    @Test func pairsNameTheirSeriesAndBareNumbersBesideThemAreNot() {
        let probe = """
            PROBE 127.0.0.1 (127.0.0.1) 56(84) bytes of data.
            64 bytes from 127.0.0.1: seq=1 hops=64 rtt=0.045 ms
            64 bytes from 127.0.0.1: seq=2 hops=64 rtt=0.061 ms

            """
        let batch = decoded(probe)
        #expect(batch.seriesNames == ["seq", "hops", "rtt"])
        #expect(columns(batch) == ["seq": [1, 2], "hops": [64, 64], "rtt": [0.045, 0.061]])
        #expect(batch.skippedLineCount == 0, "PROBE's first line is a line of words before the data: a header")
    }

    @Test func keysInAnyOrderAndAKeyMissingIsAGap() {
        let batch = decoded("cpu=12 mem=40\nmem:41 cpu:13\ncpu=14\nmem=43 disk=1\n")
        #expect(batch.seriesNames == ["cpu", "mem", "disk"])
        #expect(columns(batch) == ["cpu": [12, 13, 14, nil], "mem": [40, 41, nil, 43], "disk": [nil, nil, nil, 1]],
                "a series that appears late has gaps before it")
    }

    @Test func aKeyWithItsValueAfterABlank() {
        let batch = decoded("load: 0.5 extra 3\nMem:  16000 8000\n")
        // Lines of one pair each, naming other series, are one scrape: one row (`ScrapeRow`).
        #expect(columns(batch) == ["load": [0.5], "Mem": [16000]])
        #expect(columns(decoded("time: 12:00:01 x=1\n")) == ["x": [1]], "a value that is no number is no sample")
    }

    @Test func aHeaderNamesThePositions() {
        let batch = decoded("time,cpu,mem\n1700000000,20,30\n1700000001,21,\n")
        #expect(batch.seriesNames == ["time", "cpu", "mem"])
        #expect(columns(batch) == ["time": [1_700_000_000, 1_700_000_001], "cpu": [20, 21], "mem": [30, nil]])
        #expect(batch.skippedLineCount == 0)
    }

    /// A header that leads with a `#` (a comment's mark, as gnuplot's data files and pidstat -h write it)
    /// names the fields after it: `# a b` over `1 2` is a and b (before: `#` and `a b`).
    @Test func aHeadersLeadingHashNamesNothing() {
        #expect(decoded("# a b\n1 2\n3 4\n").seriesNames == ["a", "b"])
        #expect(columns(decoded("# a b\n1 2\n3 4\n")) == ["a": [1, 3], "b": [2, 4]])
        #expect(decoded("#   a    b\n1    2\n").seriesNames == ["a", "b"], "aligned")
        #expect(decoded("#a b\n1 2\n").seriesNames == ["#a", "b"], "a word that begins with # is a name")
    }

    /// Before the data the last line of names wins; after it a header line of the block passes quietly
    /// (vmstat repeats its two), and any other line of words is skipped, never a header, unless a blank
    /// line came before it: then it begins a new block, and names the columns.
    @Test func headersAfterTheDataBegan() {
        let text = "groups of columns\na b\n1 2\na b\ngroups of columns\nstarting up now\nc d\n3 4\n\nc d\n5 6\n"
        let batch = decoded(text)
        #expect(batch.seriesNames == ["c", "d"])
        #expect(columns(batch) == ["c": [1, 3, 5], "d": [2, 4, 6]])
        #expect(batch.skippedLineCount == 2, "'starting up now' and 'c d' before the blank line (a blank line is read, no sample)")
        let noHeader = decoded("1 2\nhello there\n3 4\n")
        #expect(noHeader.seriesNames == ["1", "2"], "without a header first, words later never name series")
        #expect(noHeader.skippedLineCount == 1)
    }

    /// A line of words as wide as the header, after rows (`error, retrying` under a two-column CSV
    /// header), is a skipped line: it renamed every series.
    @Test func aLineOfWordsAsWideAsTheHeaderIsNoHeader() throws {
        for text in ["a,b\n1,2\n3,4\nerror, retrying\n5,6\n", "a b\n1 2\n3 4\nerror retrying\n5 6\n"] {
            let batch = decoded(text)
            #expect(batch.seriesNames == ["a", "b"], "\(text.debugDescription)")
            #expect(columns(batch) == ["a": [1, 3, 5], "b": [2, 4, 6]])
            #expect(batch.skippedLineCount == 1)
        }
        let selected = decoded("a,b\n1,2\nerror, retrying\n5,6\n", fields: try FieldSelection.parse("b"))
        #expect(columns(selected) == ["b": [2, 6]] && selected.skippedLineCount == 1, "-f by a header's name: still placed")
        let block = decoded("a,b\n1,2\n\nc,d\n3,4\nc,d\n5,6\n")
        #expect(block.seriesNames == ["c", "d"] && block.skippedLineCount == 0, "after a blank line, a new block: nothing skipped")
    }

    /// Names come from the input: no control character or escape sequence survives, and none is long.
    @Test func namesAreCleanedAndCut() {
        // Escape sequences are taken out of the header; a lone control (a backspace) makes a line that
        // cannot be read, header or not (`aLineWithControlCharactersIsNoHeader`).
        let long = String(repeating: "w", count: 40) + String(repeating: "z", count: 40)
        let batch = decoded("\u{1B}[2J\u{1B}]0Xpwned\u{07}x,bell,\(long)\nb\u{08}ell\n1,2,3\nk\u{1B}[31m=5\n")
        for name in batch.seriesNames {
            #expect(!name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(name.debugDescription)")
        }
        #expect(batch.seriesNames[2] == String(repeating: "w", count: 23) + "…" + String(repeating: "z", count: 24),
                "48 characters: the start and the end kept")
        #expect(batch.seriesNames.count == 4 && batch.seriesNames[3] == "k", "a key reads as it shows, the escape taken out")
    }

    /// A name from a token of a million bytes (a key, a header's field) is cut as any long name is, its
    /// start and its end kept: only those are cleaned (it took seconds, quadratic in the name).
    @Test func aNameOfAMillionBytesIsCut() {
        let key = String(repeating: "k", count: 500_000) + String(repeating: "z", count: 500_000)
        let expected = String(repeating: "k", count: 23) + "…" + String(repeating: "z", count: 24)
        #expect(decoded(key + "=5\n").seriesNames == [expected])
        #expect(decoded(key + ",b\n1,2\n").seriesNames == [expected, "b"])
        // An escape sequence at the start of a long name is taken out as in a short one.
        #expect(SeriesCatalog.clean("\u{1B}[31m" + key) == expected)
    }

    /// Property: a name cleaned from its start and end alone (past `maximumCleanedLength` scalars) reads
    /// as the whole name cleaned and cut, for names of letters, wide glyphs, marks and controls (no
    /// escape sequence, which the cut may split).
    @Test func aLongNameCleanedInPartsAsWhole() {
        var random = SplitMix64(seed: 5)
        let pieces = ["a", "Z", "7", " ", "温", "é", "e\u{301}", "\u{7}", "\t", "🚀", "…"]
        for round in 0..<200 {
            let length = Int(random.next() % UInt64(4 * SeriesCatalog.maximumCleanedLength))
            let name = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let text = TerminalText(name).string
            let head = (SeriesCatalog.maximumNameLength - 1) / 2
            let whole = text.count > SeriesCatalog.maximumNameLength
                ? String(text.prefix(head)) + "…" + String(text.suffix(SeriesCatalog.maximumNameLength - 1 - head)) : text
            #expect(SeriesCatalog.clean(name) == whole, "round \(round)")
        }
    }

    @Test func atMostSixtyFourSeries() {
        let line = (1...70).map(String.init).joined(separator: " ")
        let batch = decoded(line + "\n" + line + "\n")
        #expect(batch.seriesCount == SeriesCatalog.maximumCount)
        #expect(batch.column(63) == [64, 64])
        var decoder = SampleDecoder()
        var sink = SampleBatch()
        Array((line + "\n").utf8).withUnsafeBytes { decoder.decode($0, into: &sink) }
        #expect(decoder.droppedValueCount == 6, "the values beyond are counted")
        let beyond = decoded(line + "\n" + String(repeating: "x ", count: 64) + "5\n")
        #expect(beyond.skippedLineCount == 1 && beyond.seriesNames.first == "1", "a line with numbers only beyond is no header")
    }

    /// Property: random lines of numbers, words and pairs, joined by a separator of the stream's, against a
    /// brute-force model of those rules. The separator is decided once per stream: the first line of
    /// pairs, or of several blank-separated fields, keeps the blanks-and-punctuation reading for all;
    /// a first line with a delimiter (`,`, tab, `;`) makes the stream delimited text, where a line that has
    /// the delimiter is a record of fields by position (a pair in it is a word) and one without it is read
    /// as before. A line of one pair (and no other) is one series of a scrape: it joins the row of the
    /// line of one pair before it unless that row has its key (`ScrapeRow`).
    @Test func matchesAModelOfTheRules() {
        let numbers: [(String, Double)] = [("12", 12), ("-3.5", -3.5), ("45%", 45), ("1e3", 1000), ("0.25ms", 0.25), ("+7", 7)]
        let words = ["abc", "n/a", "127.0.0.1", "12:00:01", "0x1F"]
        let keys = ["k1", "k2", "rx.bytes"]
        let separators = [" ", ",", "\t", ";", "  ", " , "]
        var random = SplitMix64(seed: 4)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        for round in 0..<300 {
            let separator = pick(separators)
            let delimiter = separator.trimmingCharacters(in: .init(charactersIn: " ")).first.map(String.init)
            /// Nil until decided; then whether the stream is delimited text.
            var isDelimited: Bool?
            var text = ""
            var names: [String] = []
            var rows: [[String: Double]] = []
            /// Whether the last row is a scrape's, made by lines of one pair.
            var isScrape = false
            var skipped = 0
            for _ in 0..<Int(1 + random.next() % 12) {
                var fields: [String] = []
                var pairs: [String: Double] = [:]
                var pairOrder: [String] = []
                var bare: [(String, Double)] = []
                var hasPair = false
                var pairFields = 0
                var hasNumber = false
                for position in 1...Int(1 + random.next() % 6) {
                    switch random.next() % 4 {
                    case 0:
                        let (text, value) = pick(numbers)
                        fields.append(text)
                        bare.append((String(position), value))
                        hasNumber = true
                    case 1:
                        fields.append(pick(words))
                    default:
                        let key = pick(keys)
                        let (number, value) = random.next() % 5 == 0 ? ("x", Double.nan) : pick(numbers)
                        fields.append(key + pick(["=", ":"]) + number)
                        hasPair = true
                        pairFields += 1
                        if !value.isNaN {
                            if pairs[key] == nil { pairOrder.append(key) }
                            pairs[key] = value
                        }
                    }
                }
                // A line of words only is a header; this model leaves those out.
                guard hasPair || hasNumber else { continue }
                text += fields.joined(separator: separator) + "\n"
                if isDelimited == nil, hasPair || fields.count > 1 { isDelimited = !hasPair && delimiter != nil }
                let isRecord = isDelimited == true && fields.count > 1
                if isRecord, !hasNumber {
                    skipped += 1
                    continue
                }
                var row: [String: Double] = [:]
                var order: [String] = []
                if hasPair, !isRecord {
                    row = pairs
                    order = pairOrder
                } else {
                    for (name, value) in bare {
                        row[name] = value
                        order.append(name)
                    }
                }
                if row.isEmpty {
                    skipped += 1
                    continue
                }
                for name in order where !names.contains(name) { names.append(name) }
                let scraped = hasPair && !isRecord && pairFields == 1
                if scraped, isScrape, let key = order.first, rows[rows.count - 1][key] == nil {
                    rows[rows.count - 1][key] = row[key]
                } else {
                    rows.append(row)
                }
                isScrape = scraped
            }
            let batch = decoded(text)
            #expect(batch.seriesNames == names, "round \(round): \(text.debugDescription)")
            #expect(batch.skippedLineCount == skipped, "round \(round)")
            let expected = Dictionary(uniqueKeysWithValues: names.map { name in (name, rows.map { $0[name] }) })
            #expect(columns(batch) == expected, "round \(round): \(text.debugDescription)")
        }
    }
}
