import Testing
@testable import LivePlotCore

@Suite struct AxisTicksTests {
    @Test func ordinaryRanges() {
        #expect(AxisTicks.nice(lower: 0, upper: 37, rows: 20).values == [0, 10, 20, 30, 40])
        let unit = AxisTicks.nice(lower: 0, upper: 1, rows: 20)
        #expect(ValueFormatter.labels(for: unit) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: -5, upper: 5, rows: 20)) == ["-5.0", "-2.5", "0.0", "2.5", "5.0"])
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: 1e9, upper: 3e9, rows: 20)) == ["1.0G", "1.5G", "2.0G", "2.5G", "3.0G"])
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: 0.001, upper: 0.002, rows: 20), unit: "s")
            == ["1.0 ms", "1.2 ms", "1.4 ms", "1.6 ms", "1.8 ms", "2.0 ms"])
    }

    @Test func aConstantSeriesSitsInTheMiddle() {
        let ticks = AxisTicks.nice(lower: 42, upper: 42, rows: 20)
        #expect(ticks.lower < 42 && ticks.upper > 42)
        #expect(abs((ticks.lower + ticks.upper) / 2 - 42) < 1e-12)
    }

    /// Rules over thousands of random ranges and heights: cover the data, uniform nice steps, room per
    /// label, exact labels with one number of decimals, none repeated, no `-0`.
    @Test func propertiesHoldForRandomRanges() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<5000 {
            let exponent = Double(Int(random.next() % 20)) - 9
            let center = (random.nextUnit() - 0.5) * 2 * DecimalPower.value(Int(exponent) + Int(random.next() % 3))
            let width = random.nextUnit() * DecimalPower.value(Int(exponent))
            let low = center - width / 2
            let high = center + width / 2
            let rows = 3 + Int(random.next() % 60)
            let ticks = AxisTicks.nice(lower: low, upper: high, rows: rows)
            let context = "\(low)…\(high) rows \(rows)"
            #expect(ticks.lower <= low && ticks.upper >= high, "covers: \(context)")
            #expect(ticks.integers.count >= 2, "two ticks at least: \(context)")
            #expect(ticks.integers.count <= max(3, (rows - 1) / 3 + 1), "density: \(context)")
            let steps = Set(zip(ticks.integers.dropFirst(), ticks.integers).map { $0 - $1 })
            #expect(steps.count == 1, "uniform: \(context)")
            if let step = steps.first {
                var mantissa = step
                while mantissa % 10 == 0 { mantissa /= 10 }
                #expect([1, 2, 5, 25].contains(mantissa), "nice step \(step): \(context)")
            }
            let labels = ValueFormatter.labels(for: ticks)
            #expect(Set(labels).count == labels.count, "distinct \(labels): \(context)")
            #expect(!labels.contains { $0.hasPrefix("-0") && !$0.contains { "123456789".contains($0) } }, "no -0: \(labels)")
            let decimals = Set(labels.map { label in label.split(separator: ".").count == 2 ? label.split(separator: ".")[1].filter(\.isNumber).count : 0 })
            #expect(decimals.count == 1, "same decimals \(labels)")
            #expect(labels.allSatisfy { $0.count <= 12 }, "short \(labels)")
        }
    }
}
