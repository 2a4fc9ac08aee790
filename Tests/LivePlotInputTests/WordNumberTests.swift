import LivePlotBasics
import Testing
@testable import LivePlotInput

@Suite struct WordNumberTests {
    /// Property: over random fields of one to twenty-two bytes (signs, digits, points, exponents,
    /// letters), each followed by a byte that ends a field, `WordNumber` (`value` up to eight bytes,
    /// `wideValue` past them) reads exactly the fields `SampleParser.plainNumber` reads whole (its number
    /// ends where the field does), to the same bits.
    @Test func readsTheFieldsTheParserReadsWholeToTheSameBits() {
        var random = SplitMix64(seed: 5252)
        let alphabet = Array("0123456789012345678901234567890123456789....--++eE x,".utf8)
        let ends = Array(" \t\n,;\r".utf8)
        var (read, exponents, wide) = (0, 0, 0)
        for _ in 0..<100_000 {
            let length = 1 + Int(random.next() % 22)
            var field = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            // Most fields a number of a column's usual form, so the reading is tried on many.
            if random.next() % 2 == 0 { field = Array(Self.usualNumber(length: length, random: &random).utf8) }
            let lead = Int(random.next() % 3)
            var bytes = [UInt8](repeating: UInt8(ascii: "7"), count: lead) + field
            bytes.append(ends[Int(random.next() % UInt64(ends.count))])
            bytes += (0..<(32 + Int(random.next() % 4))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let text = String(decoding: field, as: UTF8.self)
            bytes.withUnsafeBytes { buffer in
                let found = field.count <= 8
                    ? WordNumber.value(buffer.baseAddress!, at: lead, length: field.count, powers: .shared)
                    : WordNumber.wideValue(buffer.baseAddress!, at: lead, length: field.count, powers: .shared)
                let parsed = SampleParser.plainNumber(in: buffer, from: lead)
                let whole = parsed.flatMap { $0.end == lead + field.count ? $0.value : nil }
                #expect(found?.bitPattern == whole?.bitPattern, "\(text.debugDescription): \(String(describing: found)) against \(String(describing: whole))")
                guard found != nil else { return }
                read += 1
                if field.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) { exponents += 1 }
                if field.count > 8 { wide += 1 }
            }
        }
        #expect(read > 20_000 && exponents > 2_000 && wide > 10_000, "fields read: \(read), with an exponent: \(exponents), past eight bytes: \(wide)")
    }

    /// The forms read, and those left to the full parse, with the values written out.
    @Test func examples() {
        func value(_ text: String) -> Double? {
            Array((text + " 1234567890123456789012345678901").utf8).withUnsafeBytes { buffer in
                text.utf8.count <= 8 ? WordNumber.value(buffer.baseAddress!, at: 0, length: text.utf8.count, powers: .shared)
                    : WordNumber.wideValue(buffer.baseAddress!, at: 0, length: text.utf8.count, powers: .shared)
            }
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
        #expect(value("1.04E+05") == 104_000)
        #expect(value("2.5e-3") == 0.0025)
        #expect(value("5.e3") == 5000)
        #expect(value("-1e22") == -1e22)
        #expect(value("12e-22") == 12e-22)
        #expect(value("60.914916606") == 60.914916606)
        #expect(value("-1234567.12345678") == -1234567.12345678)
        #expect(value("123456789012345") == 123_456_789_012_345)
        #expect(value("123456789.") == 123_456_789)
        #expect(value(".123456789") == 0.123456789)
        #expect(value("+0.00000001") == 0.00000001)
        #expect(value("-0.000000000")?.sign == .minus)
        #expect(value("-6.50678e+02") == -650.678)
        #expect(value("1234567.8E-21") == 1234567.8e-21)
        #expect(value("72.65342106492E-1") == 7.265342106492)
        #expect(value("123456789e7") == 123456789e7)
        for other in ["1234567890123456", "1234567.901234567", "1.2345678e+0231", "1234567.8E-22", "1.2345678e", "12345678e+", "123456789e23", "12345678.9.1", "-123456789x", "1234 5678", "+-123456789",
                      "1e23", "1e-23", "5e", "5e-", "1e0001", "e5", ".e5", "1.2.3", "-", "+", ".", "-.", "1-2", "--1", "0x1F", "12ms", "1e5x", "+-1"] {
            #expect(value(other) == nil, "\(other)")
        }
    }

    /// A number as columns write them, `length` bytes at most: a sign now and then, digits, a point, an
    /// exponent (the field may cut it short).
    private static func usualNumber(length: Int, random: inout SplitMix64) -> String {
        var text = random.next() % 3 == 0 ? "-" : random.next() % 20 == 0 ? "+" : ""
        let exponent = random.next() % 3 == 0
            ? ["e", "E"][Int(random.next() % 2)] + ["", "-", "+"][Int(random.next() % 3)] + String(random.next() % 40) : ""
        let digits = max(1, length - text.count - exponent.count)
        var body = (0..<digits).map { _ in String(random.next() % 10) }.joined()
        if digits > 1, random.next() % 3 != 0 { body.insert(".", at: body.index(body.startIndex, offsetBy: Int(random.next() % UInt64(digits)))) }
        text += body + exponent
        return String(text.prefix(length))
    }
}
