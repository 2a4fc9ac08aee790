import Testing
@testable import LivePlotInput
@testable import LivePlotChart

/// cli.md: "A series' figures share one prefix": `last=141.676k avg=133.7k`, never `141676` beside `133.7k`.
@Suite struct SharedPrefixTests {
    static func written(_ values: [Double], unit: String = "") -> [String] {
        ValueFormatter.figures(values.enumerated().map { ($1, $0 == values.count - 1 ? 4 : 6) }, unit: unit)
    }

    @Test(arguments: [
        ([141_676, 125_724, 141_676, 133_700], "", ["141.676k", "125.724k", "141.676k", "133.7k"]),
        ([100_000, 1, 100_000, 50_000.5], "", ["100k", "0.001k", "100k", "50k"]),
        ([0.25, 0.25, 1.5, 0.875], "s", ["0.25 s", "0.25 s", "1.5 s", "0.875 s"]),
        ([12, 3, 40, 18.43333], "", ["12", "3", "40", "18.43"]),
        ([0.00073858, 0.0059825, 0.0037, 0.00495388], "", ["0.73858m", "5.9825m", "3.7m", "4.954m"]),
        ([7, 1, 2_000_000, 666_669.3], "", ["7", "1", "2M", "0.6667M"]),
        ([1_234_567, 0, 1_234_567, 617_283.5], "B/s", ["1.23457 MB/s", "0 B/s", "1.23457 MB/s", "0.6173 MB/s"]),
    ] as [([Double], String, [String])])
    func oneSeriesOnePrefix(values: [Double], unit: String, expected: [String]) {
        #expect(Self.written(values, unit: unit) == expected)
    }

    /// Property: every figure written with a prefix, within a thousandth of it, carries the shared one.
    @Test func noTwoPrefixesAmongFiguresOfOneMagnitude() {
        var random = SplitMix64(seed: 9)
        let prefixes: Set<Character> = ["k", "M", "G", "T", "P", "m", "µ", "n", "p"]
        for _ in 0..<5000 {
            let scale = Double(Int(random.next() % 18) - 6)
            let values = (0..<4).map { _ in (1 + Double(random.next() % 999_999)) * Self.pow10(scale) / 1000 }
            let texts = Self.written(values)
            let used = Set(texts.compactMap { text in text.last.flatMap { prefixes.contains($0) ? $0 : nil } })
            let largest = values.map(abs).max()!
            let near = zip(values, texts).filter { abs($0.0) >= largest / 1000 }.map(\.1)
            let nearPrefixes = Set(near.map { text -> Character? in text.last.flatMap { prefixes.contains($0) ? $0 : nil } })
            #expect(nearPrefixes.count <= 1, "\(values) → \(texts) (\(used))")
        }
    }

    static func pow10(_ exponent: Double) -> Double {
        var value = 1.0
        for _ in 0..<Int(abs(exponent)) { value = exponent < 0 ? value / 10 : value * 10 }
        return value
    }
}
