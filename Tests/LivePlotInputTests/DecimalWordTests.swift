import Testing
@testable import LivePlotBasics
@testable import LivePlotInput

/// Short numbers read out of one word (`DecimalWord`), inside a chunk as the hot loops read them: every
/// value bit for bit the standard library's, every end where the number ends, and nil (the runs decide)
/// wherever the word cannot tell.
@Suite struct DecimalWordTests {
    /// Property: tokens of zero to nine digits, a point anywhere or nowhere, a sign or none, then any byte
    /// (a separator, a letter, an `e`, a second point, a digit past the word, UTF-8), then more of the
    /// line: `plainNumber` reads what a byte-by-byte reading of the plain grammar reads, its value bit for
    /// bit `Double(String)`'s, ending where it ends; and the word, when it answers, reads the same digits.
    @Test func shortNumbersReadAsTheStandardLibraryReadsThem() {
        var random = SplitMix64(seed: 47)
        let afters: [UInt8] = Array(" \t,;\n\r.eE+-x%/:".utf8) + [0xC2, 0x00, 0x7F, 0xFF]
        var wordAnswers = 0
        for _ in 0..<200_000 {
            let digitCount = Int(random.next() % 10)
            var digits = (0..<digitCount).map { _ in UInt8(ascii: "0") + UInt8(random.next() % 10) }
            // Zeros often: the lanes next to the point are where a borrow would tell.
            if digitCount > 0, random.next() % 3 == 0 { digits[Int(random.next() % UInt64(digitCount))] = UInt8(ascii: "0") }
            var token = digits
            if random.next() % 3 != 0 { token.insert(UInt8(ascii: "."), at: Int(random.next() % UInt64(digitCount + 1))) }
            let sign: [UInt8] = random.next() % 4 == 0 ? [UInt8(ascii: "-")] : random.next() % 10 == 0 ? [UInt8(ascii: "+")] : []
            let after = random.next() % 8 == 0 ? UInt8(ascii: "0") + UInt8(random.next() % 10) : afters[Int(random.next() % UInt64(afters.count))]
            let line = sign + token + [after] + Array("5 12345678\n".utf8)
            let expected = Self.reference(line)
            let read = line.withUnsafeBytes { SampleParser.plainNumber(in: $0, from: 0) }
            let text = String(decoding: line, as: UTF8.self).debugDescription
            #expect(read?.value.bitPattern == expected?.value.bitPattern && read?.end == expected?.end, "\(text)")
            let word = line.withUnsafeBytes { DigitRun.word(at: sign.count, in: $0.baseAddress!) }
            guard let short = DecimalWord.read(word) else { continue }
            wordAnswers += 1
            let number = Array(line[sign.count...].prefix { $0 &- UInt8(ascii: "0") < 10 || $0 == UInt8(ascii: ".") })
            let point = number.firstIndex(of: UInt8(ascii: "."))
            let length = point.map { point in point + 1 + number[(point + 1)...].prefix { $0 != UInt8(ascii: ".") }.count } ?? number.count
            let spelled = number[..<length]
            #expect(short.length == length, "\(text)")
            #expect(short.places == (point.map { length - $0 - 1 } ?? 0), "\(text)")
            #expect(short.digits == spelled.filter { $0 != UInt8(ascii: ".") }.reduce(UInt64(0)) { $0 * 10 + UInt64($1 - UInt8(ascii: "0")) }, "\(text)")
        }
        // The property means something only if the word answered for most tokens.
        #expect(wordAnswers > 100_000, "\(wordAnswers)")
    }

    /// The word answers only when the number ends within it: eight digits, or seven and a point, go on
    /// past it (the runs read them), as does a point with no digit beside it.
    @Test func aNumberThatMayGoOnIsTheRunsToRead() {
        func word(_ text: String) -> (digits: UInt64, places: Int, length: Int)? {
            let bytes = Array((text + "        ").utf8)
            return bytes.withUnsafeBytes { DecimalWord.read(DigitRun.word(at: 0, in: $0.baseAddress!)) }
        }
        #expect(word("12345678") == nil && word("1234567.") == nil && word("123.4567") == nil && word("") == nil)
        #expect(word(".") == nil && word(".x") == nil && word("x1") == nil)
        #expect(word("1234567")! == (1_234_567, 0, 7) && word("123.456")! == (123_456, 3, 7))
        #expect(word("5.")! == (5, 0, 2) && word(".5")! == (5, 1, 2) && word("0.05")! == (5, 2, 4) && word("100.0")! == (1000, 1, 5))
        // Eight digits in a line: the runs read them, exactly.
        let eight = Array("12345678 9\n".utf8).withUnsafeBytes { SampleParser.plainNumber(in: $0, from: 0) }
        #expect(eight?.value == 12_345_678 && eight?.end == 8)
    }

    /// The plain grammar read byte by byte (a sign, digits, a point, digits, an exponent of one to three
    /// digits), its value `Double(String)`'s: nil for no digit, or an `e` with no exponent after it.
    private static func reference(_ line: [UInt8]) -> (value: Double, end: Int)? {
        func isDigit(_ index: Int) -> Bool { line[index] &- UInt8(ascii: "0") < 10 }
        var index = line[0] == UInt8(ascii: "-") || line[0] == UInt8(ascii: "+") ? 1 : 0
        var digits = 0
        while isDigit(index) { index += 1; digits += 1 }
        if line[index] == UInt8(ascii: ".") {
            index += 1
            while isDigit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if line[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if line[index] == UInt8(ascii: "-") || line[index] == UInt8(ascii: "+") { index += 1 }
            let start = index
            while isDigit(index) { index += 1 }
            guard index > start, index - start <= 3 else { return nil }
        }
        return (Double(String(decoding: line[..<index], as: UTF8.self))!, index)
    }
}
