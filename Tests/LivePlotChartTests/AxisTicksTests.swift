import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotChart

@Suite struct AxisTicksTests {
    @Test func ordinaryRanges() {
        #expect(AxisTicks.nice(lower: 0, upper: 37, rows: 20).values == [0, 10, 20, 30, 40])
        let unit = AxisTicks.nice(lower: 0, upper: 1, rows: 20)
        #expect(ValueFormatter.labels(for: unit) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        let symmetric = AxisTicks.nice(lower: -5, upper: 5, rows: 20)
        #expect(ValueFormatter.labels(for: symmetric) == ["-4", "-2", "0", "2", "4"], "2.5 would add a decimal")
        #expect(symmetric.lower == -5 && symmetric.upper == 5, "the axis ends on the data, labels inside")
        let demo = AxisTicks.nice(lower: 19.76, upper: 71.72, rows: 16)
        #expect(ValueFormatter.labels(for: demo) == ["20", "30", "40", "50", "60", "70"])
        #expect(demo.lower >= 15 && demo.upper <= 75, "not 0…80: a quarter of the height wasted")
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: 1e9, upper: 3e9, rows: 20)) == ["1.0G", "1.5G", "2.0G", "2.5G", "3.0G"])
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: 0.001, upper: 0.002, rows: 20), unit: "s")
            == ["1.0 ms", "1.2 ms", "1.4 ms", "1.6 ms", "1.8 ms", "2.0 ms"])
    }

    @Test func aConstantSeriesSitsInTheMiddle() {
        let ticks = AxisTicks.nice(lower: 42, upper: 42, rows: 20)
        #expect(ticks.lower < 42 && ticks.upper > 42)
        #expect(abs((ticks.lower + ticks.upper) / 2 - 42) < 1e-12)
    }

    /// Random data ranges over the whole span the issue names: magnitudes from 1e-9 to 1e15, negative,
    /// crossing zero, tiny relative widths, and constants.
    static func randomRange(_ random: inout SplitMix64) -> (low: Double, high: Double) {
        let magnitude = Int(random.next() % 25) - 9
        let scale = DecimalPower.value(magnitude)
        let center = (random.nextUnit() - 0.5) * 2 * scale
        switch random.next() % 6 {
        case 0: return (center, center)  // constant
        case 1:
            // Tiny relative width: 1000.001 … 1000.002 and the like.
            let width = abs(center) * DecimalPower.value(-Int(random.next() % 7) - 3) + scale * 1e-12
            return (center, center + width)
        default:
            let width = random.nextUnit() * scale * DecimalPower.value(Int(random.next() % 3) - 1)
            return (center - width / 2, center + width / 2)
        }
    }

    /// Rules 1–2 over thousands of random ranges and heights: the ticks cover the data, in uniform nice
    /// steps, a label every three rows or more, and the labels are exact, distinct, with one number of
    /// decimals, no `-0`, and 2.5 only as whole numbers of the labels' unit.
    @Test func propertiesHoldForRandomRanges() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<10_000 {
            let (low, high) = Self.randomRange(&random)
            let rows = 3 + Int(random.next() % 60)
            let ticks = AxisTicks.nice(lower: low, upper: high, rows: rows)
            let context = "\(low)…\(high) rows \(rows)"
            #expect(ticks.lower <= low && ticks.upper >= high, "covers: \(context)")
            #expect(ticks.lower < ticks.upper, "a range: \(context)")
            if low == high {
                #expect(abs((ticks.lower + ticks.upper) / 2 - low) <= abs(low) * 1e-12, "constant in the middle: \(context)")
            }
            #expect(ticks.integers.count >= (low == high ? 1 : 2), "ticks: \(context)")
            #expect(ticks.integers.count <= max(3, (rows - 1) / 3 + 1), "density: \(context)")
            let steps = Set(zip(ticks.integers.dropFirst(), ticks.integers).map { $0 - $1 })
            #expect(steps.count <= 1, "uniform: \(context)")
            if let step = steps.first {
                var mantissa = step
                while mantissa % 10 == 0 { mantissa /= 10 }
                #expect([1, 2, 5, 25].contains(mantissa), "nice step \(step): \(context)")
            }
            let labels = ValueFormatter.labels(for: ticks)
            #expect(Set(labels).count == labels.count, "distinct \(labels): \(context)")
            #expect(!labels.contains { $0.hasPrefix("-") && !$0.contains { "123456789".contains($0) } }, "no -0: \(labels)")
            let decimals = Set(labels.map { label in label.split(separator: ".").count == 2 ? label.split(separator: ".")[1].filter(\.isNumber).count : 0 })
            #expect(decimals.count <= 1, "same decimals \(labels)")
            #expect(labels.allSatisfy { $0.count <= 18 }, "short \(labels)")
            if steps.first.map({ var m = $0; while m % 10 == 0 { m /= 10 }; return m == 25 }) == true {
                #expect(labels.allSatisfy { !$0.hasSuffix(".5") && !$0.contains(".5") }, "2.5 only where it reads well: \(labels)")
            }
            // Each label reads back as its tick's value, to the label's own precision.
            for (label, value) in zip(labels, ticks.values) where !label.contains(where: \.isLetter) {
                #expect(Double(label).map { abs($0 - value) <= abs(value) * 1e-12 } ?? false, "\(label) is \(value)")
            }
        }
    }

    @Test func zeroNeedsNoPrefix() {
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: 0, upper: 10_000, rows: 20)) == ["0", "2k", "4k", "6k", "8k", "10k"])
    }
}
