import Testing
@testable import LivePlotInput

@Suite struct SampleParserTests {
    static func parse(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBytes { SampleParser.firstNumber(in: $0) }
    }

    @Test(arguments: [
        ("12", 12.0), ("-3.5", -3.5), (".5", 0.5), ("1e3", 1000), ("+7", 7), ("5.", 5), ("45%", 45),
        ("12ms", 12), ("21.5°C", 21.5), ("3µs", 3), ("2μs", 2), ("1E-2", 0.01), ("12eur", 12),
        ("temp 21.5", 21.5), ("a,b;7", 7), ("\t-0.25 x", -0.25), ("0.1", 0.1), ("123456789012345678", 123456789012345680),
        ("1e-400", 0), ("9007199254740993", 9007199254740992),
    ])
    // The last two are correctly rounded: 2⁵³ + 1 is a tie that rounds to even.
    func readsSamplesAsPeopleWriteThem(text: String, expected: Double) {
        #expect(Self.parse(text) == expected)
    }

    @Test(arguments: [
        "", "abc", "127.0.0.1", "2026-11-21", "12:00:01", "1_000", "0x1F", "nan", "inf", "-inf", "1e999", "-", ".", "e5",
        "12\r3", "cpu=12",
    ])
    func rejectsWhatIsNotASample(text: String) {
        #expect(Self.parse(text) == nil)
    }

    @Test func negativeZeroKeepsItsSign() {
        #expect(Self.parse("-0")?.sign == .minus)
    }

    /// Every result equals the standard library's correctly rounded parse of the same token.
    @Test func matchesTheStandardLibraryBitForBit() {
        var random = SplitMix64(seed: 2)
        for _ in 0..<20_000 {
            var token = random.next() % 4 == 0 ? "-" : ""
            let integerDigits = Int(random.next() % 12)
            let fractionDigits = Int(random.next() % 12)
            for _ in 0..<integerDigits { token += String(random.next() % 10) }
            if fractionDigits > 0 || integerDigits == 0 {
                token += "."
                for _ in 0..<max(1, fractionDigits) { token += String(random.next() % 10) }
            }
            if random.next() % 3 == 0 { token += "e" + String(Int(random.next() % 60) - 30) }
            let expected = Double(token)!
            let parsed = Self.parse(token)
            #expect(parsed?.bitPattern == expected.bitPattern, "\(token)")
            // The plain fast path answers for what it can, always exactly; nil hands the rest on.
            let plain = Array(token.utf8).withUnsafeBytes { SampleParser.plainNumber(in: $0) }
            if let plain { #expect(plain.bitPattern == expected.bitPattern, "plain \(token)") }
            // Inside a chunk, with bytes after it: the digits are read eight at a time there.
            let line = Array(token.utf8) + Array("\n12345678\n".utf8)
            let inChunk = line.withUnsafeBytes { SampleParser.plainNumber(in: $0, from: 0) }
            #expect(inChunk?.value.bitPattern == plain?.bitPattern && (inChunk == nil || inChunk?.end == token.utf8.count),
                    "in a chunk \(token)")
        }
    }

    /// The plain path takes only what it can read exactly, and never something that is no sample.
    @Test func thePlainPathHandsOnWhatItCannotRead() {
        func plain(_ text: String) -> Double? { Array(text.utf8).withUnsafeBytes { SampleParser.plainNumber(in: $0) } }
        for text in ["12ms", "45%", "1_000", "0x1F", "127.0.0.1", "1e", "1e+", "--1", "", "-", ".", "1 2", "1,2",
                     "1234567890123456", "1e23", "1e-23", "nan", "inf", "1e1000", "12\r"] {
            #expect(plain(text) == nil, "\(text.debugDescription)")
        }
        // An exponent of any length is refused, never overflowed (the fuzzer found 20 digits trapping).
        let longExponent = "127.27e" + String(repeating: "6", count: 60)
        #expect(plain(longExponent) == nil && plain("1e0000000000000000000005") == nil)
        #expect(Self.parse(longExponent) == nil, "beyond a Double: no sample")
        #expect(Self.parse("1e0000000000000000000005") == 1e5)
        #expect(plain("-0")?.sign == .minus)
        #expect(plain(".5") == 0.5 && plain("+7") == 7 && plain("1E3") == 1000 && plain("123456789012345") == 123_456_789_012_345)
    }

    /// Property: no number the plain path reads is longer than `longestPlainNumber`, the bound a stamped
    /// run uses in place of measuring each line (`StampedShape.longestLineLength`); the longest form
    /// reaches it. Numbers of every form, each part from none to past its limit (16 digits, 4 in the
    /// exponent).
    @Test func noPlainNumberIsLongerThanItsBound() {
        let longest = Array("-1.23456789012345e+014\n".utf8)
        #expect(longest.withUnsafeBytes { SampleParser.plainNumber(in: $0, from: 0)?.end } == SampleParser.longestPlainNumber)
        var random = SplitMix64(seed: 22)
        func digits(_ most: UInt64) -> String { String((0..<random.next() % (most + 1)).map { _ in Character(String(random.next() % 10)) }) }
        func sign() -> String { ["", "-", "+"][Int(random.next() % 3)] }
        var longestRead = 0
        for _ in 0..<100_000 {
            var text = sign() + digits(16)
            if random.next() % 2 == 0 { text += "." + digits(16) }
            if random.next() % 2 == 0 { text += (random.next() % 2 == 0 ? "e" : "E") + sign() + digits(4) }
            let end = Array((text + "\n").utf8).withUnsafeBytes { SampleParser.plainNumber(in: $0, from: 0)?.end }
            longestRead = max(longestRead, end ?? 0)
            #expect(end.map { $0 <= SampleParser.longestPlainNumber } ?? true, "\(text)")
        }
        #expect(longestRead >= SampleParser.longestPlainNumber - 1, "the sweep reaches the bound")
    }
}
