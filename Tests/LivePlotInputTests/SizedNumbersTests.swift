import Foundation
import Testing
@testable import LivePlotInput

/// Sized numbers (cli.md, "Never silent, never wrong"): a number glued to a whole size suffix is scaled,
/// by powers of 1000 (`k` … `P`, with or without `B`) or of 1024 (`Ki` … `Pi`); any other unit is not.
@Suite struct SizedNumbersTests {
    static func parse(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBytes { SampleParser.number(in: $0) }
    }

    @Test(arguments: [
        ("2898k", 2_898_000.0), ("1.5GiB", 1_610_612_736), ("4096B", 4096), ("12.5MiB", 13_107_200), ("1.2kB", 1200),
        ("8.19MB", 8_190_000), ("3K", 3000), ("3KB", 3000), ("2M", 2e6), ("2G", 2e9), ("2T", 2e12), ("2P", 2e15),
        ("1Ki", 1024), ("1KiB", 1024), ("1Mi", 1_048_576), ("1Ti", 1_099_511_627_776), ("1PiB", 1_125_899_906_842_624),
        ("-1.5k", -1500), ("0B", 0), ("1e3k", 1e6),
    ])
    func aSizeSuffixScales(text: String, expected: Double) {
        #expect(Self.parse(text) == expected, "\(text)")
    }

    /// Only a whole size is one: other units keep their number, as the Samples rule has always read them.
    @Test(arguments: [
        ("12ms", 12.0), ("5Mbps", 5), ("3m", 3), ("3µs", 3), ("7n", 7), ("45%", 45), ("21.5°C", 21.5), ("2kb", 2),
        ("2KiBs", 2), ("2kiB", 2), ("2GB/s", 2), ("2Bk", 2), ("1E", 1), ("2EB", 2), ("9BB", 9),
    ])
    func anotherUnitIsNoSize(text: String, expected: Double) {
        #expect(Self.parse(text) == expected, "\(text)")
    }

    @Test func aSizeBeyondADoubleIsNoSample() {
        #expect(Self.parse("1e308k") == nil)
        #expect(Self.parse("1e305PiB") == nil)
        #expect(Self.parse("1.7e308B") == 1.7e308)
    }

    /// Against a brute-force model: × 1000ⁿ is the correctly rounded value of the decimal (the standard
    /// library reading the digits with the power of ten written out), × 1024ⁿ the parsed value times a
    /// power of two, which is exact. Multiplying the parsed value by 1000ⁿ rounds twice, and is not.
    @Test func matchesTheModelBitForBit() {
        let decimal = ["k": 1, "K": 1, "M": 2, "G": 3, "T": 4, "P": 5]
        let binary = ["Ki": 1, "Mi": 2, "Gi": 3, "Ti": 4, "Pi": 5]
        var random = SplitMix64(seed: 42)
        var roundedTwiceDiffers = 0
        for _ in 0..<20_000 {
            var digits = random.next() % 5 == 0 ? "-" : ""
            for _ in 0..<Int(random.next() % 20 + 1) { digits += String(random.next() % 10) }
            if random.next() % 2 == 0 {
                digits += "."
                for _ in 0..<Int(random.next() % 20 + 1) { digits += String(random.next() % 10) }
            }
            let bytes = random.next() % 2 == 0 ? "B" : ""
            if random.next() % 2 == 0 {
                let (prefix, power) = decimal.randomElement(using: &random)!
                let expected = Double(digits + "e\(3 * power)")!
                #expect(Self.parse(digits + prefix + bytes)?.bitPattern == expected.bitPattern, "\(digits)\(prefix)\(bytes)")
                if Double(digits)! * pow(1000, Double(power)) != expected { roundedTwiceDiffers += 1 }
            } else {
                let (prefix, power) = binary.randomElement(using: &random)!
                let expected = Double(digits)! * pow(1024, Double(power))
                #expect(Self.parse(digits + prefix + bytes)?.bitPattern == expected.bitPattern, "\(digits)\(prefix)\(bytes)")
            }
        }
        #expect(roundedTwiceDiffers > 0, "the model's two roundings differ somewhere, so the test tells them apart")
    }

    /// The plain path never reads a sized number: it hands it on whole (so a run of plain numbers stops at it).
    @Test func thePlainPathHandsSizedNumbersOn() {
        for text in ["2898k", "1.5GiB", "4096B"] {
            #expect(Array(text.utf8).withUnsafeBytes { SampleParser.plainNumber(in: $0) } == nil, "\(text)")
        }
    }
}
