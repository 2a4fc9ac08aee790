import LivePlotBasics
import Testing
@testable import LivePlotInput

@Suite struct WordNumberTests {
    /// Property: over random fields of one to eight bytes (signs, digits, points, exponents, letters,
    /// blanks' neighbours), each followed by a byte that ends a field, `WordNumber` reads exactly the
    /// fields of the form sign, digits, at most one point, a digit somewhere (the brute-force model
    /// below), and each to the bits `SampleParser.plainNumber` reads, which ends where the field does.
    @Test func readsTheShortPlainNumbersAsTheParserDoes() {
        var random = SplitMix64(seed: 5252)
        let alphabet = Array("0123456789012345678901234567890123456789....--++eE x,".utf8)
        let ends = Array(" \t\n,;\r".utf8)
        var read = 0
        for _ in 0..<40_000 {
            let length = 1 + Int(random.next() % 8)
            var field = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            // Most fields a number of a column's usual form, so the reading is tried on many.
            if random.next() % 2 == 0 { field = Array(Self.usualNumber(length: length, random: &random).utf8) }
            let lead = Int(random.next() % 3)
            var bytes = [UInt8](repeating: UInt8(ascii: "7"), count: lead) + field
            bytes.append(ends[Int(random.next() % UInt64(ends.count))])
            bytes += (0..<(8 + Int(random.next() % 4))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let text = String(decoding: field, as: UTF8.self)
            bytes.withUnsafeBytes { buffer in
                let found = WordNumber.value(buffer.baseAddress!, at: lead, length: field.count, powers: .shared)
                #expect((found != nil) == Self.isShortPlainNumber(field), "\(text.debugDescription)")
                guard let found else { return }
                read += 1
                let parsed = SampleParser.plainNumber(in: buffer, from: lead)
                #expect(parsed?.end == lead + field.count, "\(text.debugDescription)")
                #expect(parsed?.value.bitPattern == found.bitPattern, "\(text.debugDescription): \(found) against \(String(describing: parsed))")
            }
        }
        #expect(read > 15_000, "fields read: \(read)")
    }

    /// The forms read, and those left to the full parse, with the values written out.
    @Test func examples() {
        func value(_ text: String) -> Double? {
            Array((text + " 12345678").utf8).withUnsafeBytes { WordNumber.value($0.baseAddress!, at: 0, length: text.utf8.count, powers: .shared) }
        }
        #expect(value("-650.678") == -650.678)
        #expect(value("44238") == 44238)
        #expect(value("12345678") == 12_345_678)
        #expect(value("+7") == 7)
        #expect(value("5.") == 5)
        #expect(value(".5") == 0.5)
        #expect(value("-.25") == -0.25)
        #expect(value("-0")?.sign == .minus)
        #expect(value("0.000001") == 0.000001)
        for other in ["2.4e3", "1.2.3", "-", "+", ".", "-.", "1-2", "--1", "0x1F", "12ms", "1e5", "+-1"] {
            #expect(value(other) == nil, "\(other)")
        }
    }

    /// The model: an optional sign, then digits with at most one point among them, a digit at least.
    private static func isShortPlainNumber(_ field: [UInt8]) -> Bool {
        var rest = field[...]
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        let digits = rest.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        let points = rest.filter { $0 == UInt8(ascii: ".") }.count
        return digits > 0 && points <= 1 && digits + points == rest.count
    }

    /// A number as columns write them, `length` bytes at most: a sign now and then, digits, a point.
    private static func usualNumber(length: Int, random: inout SplitMix64) -> String {
        var text = random.next() % 3 == 0 ? "-" : random.next() % 20 == 0 ? "+" : ""
        let digits = max(1, length - text.count)
        var body = (0..<digits).map { _ in String(random.next() % 10) }.joined()
        if digits > 1, random.next() % 3 != 0 { body.insert(".", at: body.index(body.startIndex, offsetBy: Int(random.next() % UInt64(digits)))) }
        text += body
        return String(text.prefix(length))
    }
}
