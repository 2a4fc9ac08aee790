import Testing
@testable import LivePlotCore

@Suite struct ValueFormatterTests {
    @Test(arguments: [
        (11.0, "11"), (18.4, "18.4"), (18.4333, "18.43"), (1250.0, "1250"), (1250.5, "1.251k"), (125_000.0, "125k"),
        (0.0, "0"), (-0.0, "0"), (-3.5, "-3.5"), (0.0005, "500µ"), (1e9, "1G"), (9999.96, "10k"), (0.25, "0.25"),
        (2.5e-7, "250n"),
    ])
    func figuresReadAsAPersonWritesThem(value: Double, expected: String) {
        #expect(ValueFormatter.figure(value) == expected)
    }

    @Test func figuresCarryTheUnitAsTheAxisDoes() {
        #expect(ValueFormatter.figure(0.25, unit: "s") == "250 ms")
        #expect(ValueFormatter.figure(2e9, unit: "B") == "2 GB")
        #expect(ValueFormatter.figure(1520.4, unit: "req/s") == "1.52k req/s")
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
    }
}
