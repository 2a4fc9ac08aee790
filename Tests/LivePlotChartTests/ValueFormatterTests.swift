import Foundation
import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotChart

@Suite struct ValueFormatterTests {
    @Test(arguments: [
        (11.0, "11"), (18.4, "18.4"), (18.4333, "18.4333"), (1250.0, "1250"), (1250.5, "1250.5"), (125_000.0, "125000"),
        (0.0, "0"), (-0.0, "0"), (-3.5, "-3.5"), (0.0005, "500µ"), (1e9, "1G"), (9999.96, "9999.96"), (0.25, "0.25"),
        (2.5e-7, "250n"),
        // The README's own: up to six significant digits as %g would, a prefix only where more are needed.
        (100.04, "100.04"), (12345.0, "12345"), (123_456.0, "123456"), (0.000123456, "123.456µ"), (3.14159265, "3.14159"),
        (1_234_567.0, "1.23457M"), (999_999.5, "1M"), (-0.0000001, "-100n"), (-1e-13, "-1e-13"),
    ])
    func figuresReadAsAPersonWritesThem(value: Double, expected: String) {
        #expect(ValueFormatter.figure(value) == expected)
    }

    @Test func figuresCarryTheUnitAsTheAxisDoes() {
        #expect(ValueFormatter.figure(0.25, unit: "s") == "250 ms")
        #expect(ValueFormatter.figure(2e9, unit: "B") == "2 GB")
        #expect(ValueFormatter.figure(1520.4, unit: "req/s") == "1520.4 req/s")
        #expect(ValueFormatter.figure(1_520_400, unit: "req/s") == "1.5204M req/s")
        #expect(ValueFormatter.figure(18.43333, significantDigits: 4) == "18.43", "avg keeps four")
        #expect(ValueFormatter.figure(12_345.6, significantDigits: 4) == "12.35k")
        #expect(ValueFormatter.figure(1500, unit: "req/s") == "1500 req/s", "integers below 10,000 in full")
        #expect(ValueFormatter.figure(21.5, unit: "°C") == "21.5 °C")
        #expect(ValueFormatter.figure(0.25) == "0.25", "without a unit, a plain decimal")
        #expect(ValueFormatter.figure(0.045, unit: "ms") == "0.045 ms", "never 45 mms: ms already says its scale")
        #expect(ValueFormatter.figure(0.0000045, unit: "%") == "0.0000045 %")
        #expect(ValueFormatter.figure(2_500_000, unit: "ms") == "2.5M ms", "large prefixes go on the number")
        let small = AxisTicks(lower: 0.01, upper: 0.05, integers: [1, 3, 5], unitExponent: -2)
        #expect(ValueFormatter.labels(for: small, unit: "ms") == ["0.01 ms", "0.03 ms", "0.05 ms"])
        #expect(ValueFormatter.labels(for: small, unit: "s") == ["10 ms", "30 ms", "50 ms"])
    }

    @Test func labelsAreExactDecimals() {
        let ticks = AxisTicks(lower: 0.1, upper: 0.3, integers: [1, 2, 3], unitExponent: -1)
        #expect(ValueFormatter.labels(for: ticks) == ["0.1", "0.2", "0.3"])
        let large = AxisTicks(lower: 0, upper: 1000, integers: [0, 250, 500, 750, 1000], unitExponent: 0)
        #expect(ValueFormatter.labels(for: large) == ["0", "250", "500", "750", "1000"])
        #expect(ValueFormatter.labels(for: large, unit: "req/s") == ["0 req/s", "250 req/s", "500 req/s", "750 req/s", "1000 req/s"])
        let mega = AxisTicks(lower: 0, upper: 2e7, integers: [0, 10, 20], unitExponent: 6)
        #expect(ValueFormatter.labels(for: mega, unit: "B") == ["0 MB", "10 MB", "20 MB"])
        // A unit the prefix does not join: the prefix goes on the number, and a bare zero needs none.
        let thousands = AxisTicks(lower: 0, upper: 2000, integers: [0, 1, 2], unitExponent: 3)
        #expect(ValueFormatter.labels(for: thousands, unit: "ms") == ["0 ms", "1k ms", "2k ms"], "not 0k ms")
        #expect(ValueFormatter.labels(for: thousands, unit: "B") == ["0 kB", "1 kB", "2 kB"])
        #expect(ValueFormatter.labels(for: thousands) == ["0", "1k", "2k"])
    }

    /// A figure read back as a decimal: its digits (no leading or trailing zeros) and the power of ten of
    /// the first, from `-123.456µ`, `1.23457M`, `1e-13`.
    static func readBack(_ figure: String) -> (negative: Bool, digits: [UInt8], exponent: Int)? {
        var text = Substring(figure)
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        let prefixes: [Character: Int] = ["p": -12, "n": -9, "µ": -6, "m": -3, "k": 3, "M": 6, "G": 9, "T": 12, "P": 15]
        var shift = 0
        if let last = text.last, let power = prefixes[last] {
            shift = power
            text = text.dropLast()
        }
        if let e = text.firstIndex(of: "e") {
            guard let power = Int(text[text.index(after: e)...]) else { return nil }
            shift += power
            text = text[..<e]
        }
        let point = text.firstIndex(of: ".").map { text.distance(from: text.startIndex, to: $0) } ?? text.count
        var digits = text.filter { $0 != "." }.map { UInt8($0.asciiValue! - 48) }
        guard text.allSatisfy({ $0 == "." || $0.isASCII && $0.isNumber }) else { return nil }
        let leading = digits.prefix(while: { $0 == 0 }).count
        digits.removeFirst(leading)
        while digits.last == 0 { digits.removeLast() }
        return (negative, digits, point - leading - 1 + shift)
    }

    /// For random values across 10⁻¹² … 10¹⁵ (and ones of up to six digits, as people write them): a
    /// figure read back is the value rounded to six significant digits (within half a unit of its last
    /// digit, against Foundation's `%.5e` of the same Double) and exactly the value when it has no more
    /// than six digits.
    @Test func figuresReadBackToTheValue() {
        var random = SplitMix64(seed: 14)
        for round in 0..<20_000 {
            let value: Double
            let short = round % 2 == 0
            if short {
                // Up to six significant digits: exactly these must come back.
                let mantissa = Int(1 + random.next() % 999_999)
                value = Double("\(mantissa)e\(Int(random.next() % 28) - 18)")! * (random.next() % 4 == 0 ? -1 : 1)
            } else {
                let exponent = Double(random.next() % 2700) / 100 - 12
                value = Foundation.pow(10, exponent) * (random.next() % 4 == 0 ? -1 : 1)
            }
            let figure = ValueFormatter.figure(value)
            guard let read = Self.readBack(figure) else {
                Issue.record("\(value) written \(figure), which does not read back")
                continue
            }
            #expect(read.negative == (value < 0), "\(value) → \(figure)")
            let exact = DecimalDigits(value)
            if short {
                #expect(read.digits == exact.digits && read.exponent == exact.exponent, "\(value) → \(figure)")
            } else {
                // Within half a unit of the sixth digit of the value itself.
                let back = Double("\(read.negative ? "-" : "")0.\(read.digits.map(String.init).joined())e\(read.exponent + 1)")!
                let unit = Foundation.pow(10, Double(DecimalPower.floorLog10(abs(value)) - 5))
                #expect(abs(back - value) <= unit / 2 * (1 + 1e-9), "\(value) → \(figure)")
                let reference = String(format: "%.5e", value)
                #expect(read.digits.count <= 6, "\(figure) has more than six digits (Foundation: \(reference))")
            }
        }
    }

    /// `figures`, which finds each value's digits once for its figure, its group and the shared prefix,
    /// held against the reading that finds them afresh each time (`figures` as it was: `group(of:)` for
    /// each, the largest's digits again, then `figure` of each), over random figures of every kind:
    /// tiny, huge, whole, negative, 0, nan and infinities, any digits, units that take a prefix or not.
    @Test func figuresReadAsEachFigureFoundAfresh() {
        func afresh(_ values: [(value: Double, significantDigits: Int)], unit: String) -> [String] {
            var shared: Int?
            let takesAPrefix = values.contains { ValueFormatter.group(of: $0.value, significantDigits: $0.significantDigits, unit: unit) != 0 }
            if takesAPrefix, let largest = values.filter({ $0.value.isFinite && $0.value != 0 }).max(by: { abs($0.value) < abs($1.value) }) {
                let exponent = DecimalDigits(largest.value).rounded(toSignificant: largest.significantDigits).exponent
                shared = ValueFormatter.prefixRange.contains(exponent) ? ValueFormatter.prefixGroup(magnitude: exponent) : nil
            }
            return values.map { ValueFormatter.figure($0.value, significantDigits: $0.significantDigits, unit: unit, sharedGroup: shared) }
        }
        var random = SplitMix64(seed: 50)
        for _ in 0..<3_000 {
            let values = (0..<Int.random(in: 1...5, using: &random)).map { _ -> (value: Double, significantDigits: Int) in
                let value: Double = switch Int.random(in: 0..<10, using: &random) {
                case 0: [0, -0.0, .nan, .infinity, -.infinity].randomElement(using: &random)!
                case 1: Double(Int.random(in: -20_000...20_000, using: &random))
                case 2: Double.random(in: -1...1, using: &random) * pow(10, Double(Int.random(in: -330...308, using: &random)))
                default: Double.random(in: -1...1, using: &random) * pow(10, Double(Int.random(in: -16...21, using: &random)))
                }
                return (value, [4, 6, Int.random(in: 1...17, using: &random)].randomElement(using: &random)!)
            }
            let unit = ["", "ms", "s", "B", "req/s", "%"].randomElement(using: &random)!
            #expect(ValueFormatter.figures(values, unit: unit) == afresh(values, unit: unit), "\(values) \(unit)")
        }
    }
}
