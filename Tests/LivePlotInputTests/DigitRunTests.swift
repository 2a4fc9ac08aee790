import Testing
@testable import LivePlotBasics
@testable import LivePlotInput

@Suite struct DigitRunTests {
    /// Property: for words of digits and any other bytes (every byte value, above 0x7F too), the length
    /// and the value equal a byte-by-byte reading of the same eight bytes.
    @Test func matchesAByteByByteReading() {
        var random = SplitMix64(seed: 31)
        for _ in 0..<100_000 {
            var bytes = (0..<8).map { _ in UInt8(ascii: "0") + UInt8(random.next() % 10) }
            // Somewhere (or nowhere), a byte that is no digit: any of the 246, biased to the ones near "0"…"9".
            let stop = Int(random.next() % 9)
            if stop < 8 {
                let choice = random.next() % 4
                bytes[stop] = choice == 0 ? UInt8(ascii: "/") : choice == 1 ? UInt8(ascii: ":") : UInt8(truncatingIfNeeded: random.next())
                if bytes[stop] >= UInt8(ascii: "0") && bytes[stop] <= UInt8(ascii: "9") { bytes[stop] = 0xFF }
                // After it, anything at all.
                for index in (stop + 1)..<8 where random.next() % 2 == 0 { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
            }
            let expectedLength = bytes.firstIndex { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") } ?? 8
            let expectedValue = bytes[..<expectedLength].reduce(UInt64(0)) { $0 * 10 + UInt64($1 - UInt8(ascii: "0")) }
            let word = bytes.withUnsafeBytes { DigitRun.word(at: 0, in: $0.baseAddress!) }
            #expect(DigitRun.length(of: word) == expectedLength, "\(bytes)")
            if expectedLength > 0 {
                #expect(DigitRun.value(of: word, length: expectedLength) == expectedValue, "\(bytes)")
            }
        }
    }

    @Test func readsLongRunsAcrossWordsAndTheEndOfTheBuffer() {
        for text in ["1234567890123456789x", "12345678", "123456789", "7", "", "x12", "00000000000000012;"] {
            let bytes = Array(text.utf8)
            let expected = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            var index = 0
            var mantissa: UInt64 = 0
            let read = bytes.withUnsafeBytes { buffer in
                DigitRun.read(buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 8)!, count: buffer.count, at: &index,
                              into: &mantissa, powers: FastPowers.shared.integersOfTen)
            }
            #expect(read == expected.count && index == expected.count, "\(text)")
            #expect(mantissa == expected.reduce(UInt64(0)) { $0 &* 10 &+ UInt64($1 - UInt8(ascii: "0")) }, "\(text)")
        }
    }
}
