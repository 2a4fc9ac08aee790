import Foundation
import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// `--log`: a base-10 axis, ticks at 1·2·5 × 10ⁿ when the rows allow, else decades, labels exact with SI
/// prefixes, values ≤ 0 at the bottom edge, marked and counted.
@Suite struct LogAxisTests {
    /// Against Foundation's log10 over every binade, subnormals included: within 4 ulps (or 1e-15 near 0).
    @Test func log10MatchesFoundation() {
        var random = SplitMix64(seed: 31)
        for _ in 0..<100_000 {
            let value = Double(bitPattern: random.next() % Double.infinity.bitPattern)
            guard value > 0 else { continue }
            let expected = Foundation.log10(value)
            let got = Logarithm.log10(value)
            #expect(abs(got - expected) <= max(4 * expected.ulp, 1e-15), "log10(\(value)) = \(got), not \(expected)")
        }
        for exponent in -300...300 {
            #expect(abs(Logarithm.log10(DecimalPower.value(exponent)) - Double(exponent)) < 1e-12, "10^\(exponent)")
        }
    }

    @Test func power10MatchesFoundation() {
        var random = SplitMix64(seed: 37)
        for _ in 0..<20_000 {
            let position = (random.nextUnit() - 0.5) * 600
            let expected = Foundation.pow(10, position)
            #expect(abs(Logarithm.power10(position) / expected - 1) < 1e-13, "10^\(position)")
        }
    }

    /// Over random ranges from 10⁻¹² to 10¹⁵ and heights, against brute force: the ticks lie on the axis,
    /// ascending; every 1·2·5 × 10ⁿ on it when that many fit (one label every three rows), else every
    /// decade, else every k-th; free bounds are whole decades around the data.
    @Test func ticksAreOneTwoFiveOrDecades() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<5_000 {
            let a = (random.nextUnit() - 0.4) * 27
            let b = random.next() % 10 == 0 ? a : (random.nextUnit() - 0.4) * 27
            let (low, high) = (min(a, b), max(a, b))
            let rows = 1 + Int(random.next() % 80)
            let ticks = AxisTicks.logarithmic(lower: low, upper: high, rows: rows)
            let label = "\(low)…\(high) over \(rows) rows: \(ticks)"
            #expect(ticks.lower <= low && ticks.upper >= high, "\(label)")
            #expect(ticks.lower == ticks.lower.rounded() && ticks.upper == ticks.upper.rounded(), "decades: \(label)")
            let values = ticks.values
            #expect(values == values.sorted() && values.allSatisfy { $0 >= ticks.lower - 1e-9 && $0 <= ticks.upper + 1e-9 }, "\(label)")
            let maximum = rows < 3 ? 2 : max(3, (rows - 1) / 3 + 1)
            let decades = Int(ticks.lower)...Int(ticks.upper)
            let oneTwoFive = decades.flatMap { exponent in [Int64(1), 2, 5].map { ($0, exponent) } }
                .filter { Foundation.log10(Double($0.0)) + Double($0.1) <= ticks.upper + 1e-9 }
            let pairs = zip(ticks.integers, ticks.exponents!).map { ($0, $1) }
            if oneTwoFive.count <= maximum {
                #expect(pairs.map(\.0) == oneTwoFive.map(\.0) && pairs.map(\.1) == oneTwoFive.map(\.1), "1·2·5: \(label)")
            } else if decades.count <= maximum {
                #expect(pairs.map(\.0).allSatisfy { $0 == 1 } && pairs.map(\.1) == Array(decades), "decades: \(label)")
            } else {
                #expect(pairs.allSatisfy { $0.0 == 1 } && pairs.count <= maximum && pairs.count >= 1, "every k decades: \(label)")
                let gaps = Set(zip(pairs, pairs.dropFirst()).map { $1.1 - $0.1 })
                let every = gaps.first ?? 1
                #expect(gaps.count <= 1 && pairs.allSatisfy { $0.1 % every == 0 }, "every k-th: \(label)")
            }
        }
    }

    /// Fixed bounds within a decade, too narrow for 1·2·5: a linear axis's nice ticks, exact.
    @Test func aRangeWithinADecadeGetsLinearTicks() {
        let ticks = AxisTicks.logarithmic(lower: Foundation.log10(30), upper: Foundation.log10(45), rows: 12, fixLower: true, fixUpper: true)
        #expect(ValueFormatter.labels(for: ticks) == ["30", "35", "40", "45"])
    }

    /// Each label its own prefix, from its exact mantissa and power.
    @Test(arguments: [
        (Int64(1), -9, "", "1n"), (2, -9, "", "2n"), (5, -7, "", "500n"), (1, 0, "", "1"), (2, 3, "", "2k"),
        (5, 11, "", "500G"), (1, 12, "", "1T"), (1, -15, "", "1e-15"), (1, 18, "", "1e18"), (35, 0, "", "35"),
        (1, -3, "ms", "0.001 ms"), (1, -3, "s", "1 ms"), (2, 4, "req/s", "20k req/s"),
    ])
    func labelsAreExactWithPrefixes(mantissa: Int64, exponent: Int, unit: String, label: String) {
        #expect(ValueFormatter.logarithmicLabel(mantissa: mantissa, exponent: exponent, unit: unit) == label)
    }

    /// Values ≤ 0 counted apart from values beyond a fixed bound, the same through every way into the
    /// store: one series in bulk, several, a transform value by value, buckets.
    @Test func valuesAtOrBelowZeroAreCounted() {
        var random = SplitMix64(seed: 43)
        for round in 0..<40 {
            let seriesCount = 1 + round % 3
            let rows = (0..<300).map { _ in (0..<seriesCount).map { _ in Double(Int(random.next() % 21)) - 5 } }
            let transform: SeriesTransform.Kind = round % 4 == 1 ? .delta : .raw
            let bucketing = round % 4 == 3 ? BucketStage(span: .rows(3), measure: .stats([.min]), transform: .raw, arrivalEpoch: 0) : nil
            var store = SeriesStore(capacity: 1000, transform: transform, bounds: FixedBounds(maximum: 12), bucketing: bucketing,
                                    countsNonpositive: true)
            store.append(SampleBatch(rows: rows, seriesNames: (0..<seriesCount).map { "s\($0)" }))
            store.finishInput()
            for (index, series) in store.series.enumerated() {
                let plotted = (0..<store.keptRowCount).map { series.history[$0] }.filter { !$0.isNaN }
                #expect(series.nonpositiveCount == plotted.filter { $0 <= 0 }.count, "round \(round), series \(index)")
                #expect(series.clippedCount == plotted.filter { $0 > 12 }.count, "round \(round), series \(index)")
            }
        }
        // Without a logarithmic axis, nothing is counted so.
        var plain = SeriesStore(capacity: 10)
        plain.append(SampleBatch(values: [-1, 0, 1]))
        #expect(plain.series[0].nonpositiveCount == 0)
    }

    /// 420 samples from 10⁻⁹ to 10¹² (a wobbling climb of 21 decades), every 50th a 0 or a -5.
    static let climb: SeriesStore = {
        var store = SeriesStore(capacity: 1000, countsNonpositive: true)
        let values = (0..<420).map { index -> Double in
            if index % 50 == 25 { return index % 100 == 25 ? 0 : -5 }
            return DecimalPower.scale(1 + Double(index % 7) / 10, by: -9 + index / 20)
        }
        store.append(SampleBatch(values: values))
        return store
    }()

    static func logFrame(_ store: SeriesStore, _ width: Int, _ height: Int, style: PlotStyle = .braille, unit: String = "",
                         split: Bool = false) -> String {
        var configuration = ChartConfiguration(unit: unit, viewport: .fitAll, style: style, split: split)
        configuration.autoscaler.isLogarithmic = true
        return ChartRenderer.render(store, configuration: configuration, width: width, height: height).plainText().trimmingSuffixNewline()
    }

    /// 21 decades with zeros and negatives: ticks every few decades with their SI prefixes, values ≤ 0 at
    /// the bottom edge marked ▼ (`v` in ASCII) and counted; in every style, and at the smallest size.
    @Test func twentyOneDecadesWithZerosAndNegatives() {
        expectFrame(Self.logFrame(Self.climb, 60, 20), """
          │
        1T┤· · · · · · · · · · · · · · · · · · · · · · · · · · · ⢀⣀⣀
          │                                                   ⢠⠤⠤⠇⠁⠁
          │                                              ⣀⣀⣰⠓⢳⡟
          │                                           ⢠⡤⠤⠏⠈⠈ ⢸⡇
        1M┤· · · · · · · · · · · · · · · · · · · ⣀⣀⣸⠚⠚⠃⡇ · · ⢸⡇· · ·
          │                                   ⡤⠤⣤⠃⠁⠁   ⡇     ⢸⡇
          │                             ⢀⣀⣀⣰⠓⠓⠃ ⣿      ⡇     ⢸⡇
          │                           ⡤⠤⠼⢸⠉⠉    ⣿      ⡇     ⢸⡇
         1┤· · · · · · · · · · ·⢀⣀⣀⡸⠚⠚⠃· ⢸ · · ·⣿· · · ⡇ · · ⢸⡇· · ·
          │                   ⡤⠤⠼⠉⢹⡇     ⢸      ⣿      ⡇      ⡇
          │             ⢀⣀⣀⣶⡖⠛    ⢸⡇     ⢸      ⡿      ⡇      ⡇
          │          ⢠⠤⠤⠼⠉⠁⢹⡇     ⢸⡇     ⢸      ⡇      ⡇      ⡇
        1µ┤· · ·⢀⣀⣀⡞⠓⡟ · · ⢸⡇· · ·⢸⠃ · · ⢸ · · ·⡇· · · ⡇ · · ·⡇· · ·
          │  ⢠⣤⠤⠎⠈⠈  ⡇      ⡇     ⢸      ⢸      ⡇      ⡇      ⡇
          │⠚⠚⠚⢿      ⡇      ⡇     ⢸      ⢸      ⡇      ⡇      ⡇
          │   ▼      ▼      ▼     ▼      ▼      ▼      ▼      ▼
          └──────┬──────┬──────┬──────┬──────┬─────┬──────┬──────┬──
                 50    100    150    200    250   300    350    400
        last=160G min=-5 max=160G avg=6.951G n=420 nonpositive=8
        """)
        expectFrame(Self.logFrame(Self.climb, 60, 9, style: .ascii), """
          |
        1G+. . . . . . . . . . . . . . . . . . . . . ._____|-||'''''
          |                                ___|-|--|'''|     ||
         1+. . . . . . . . . ._____|--|''|'' . .|. . . | . . ||. . .
          |        __|-----||'    ||     |      |      |      |
        1n+--|v''''' v . . .v. . .v. . . v . . .v. . . v . . .v. . .
          +-------+-----+------+------+------+------+-----+------+--
                  50   100    150    200    250    300   350    400
        last=160G min=-5 max=160G avg=6.951G n=420 nonpositive=8
        """)
        expectFrame(Self.logFrame(Self.climb, 40, 12, style: .blocks), """
          │
        1G┤· · · · · · · · · · · · · · · ·▁▂▄▄▇▇
          │                          ▂▂▄▄▇██████
          │                     ▂▄▄▇▇███████████
         1┤· · · · · · · ·▁▂▄▄▇▇████████████████
          │          ▁▂▄▄▇██████████████████████
          │     ▂▂▄▇▇███████████████████████████
        1n┤▂▄▄▇▇████████████████████████████████
          │██▼███▼████▼███▼███▼████▼███▼████▼███
          └─────────┬────────┬───────┬────────┬─
                   100      200     300      400
        last=160G max=160G n=420 nonpositive=8
        """)
        expectFrame(Self.logFrame(Self.climb, 12, 3), """
              ⣀⣀⠤⡴⢲⠋
        ▼⡤▼▼⠚▼▼▼ ▼▼
        last=160G
        """)
    }

    /// Panels on logarithmic axes of their own: latencies from 1 ms to 50 s, and a counter that is 0 at
    /// times (marked in its panel, counted in its legend).
    @Test func panelsOnLogarithmicAxes() {
        var two = SeriesStore(capacity: 100, countsNonpositive: true)
        two.append(SampleBatch(rows: (0..<40).map { [DecimalPower.scale(1 + Double($0 % 5), by: $0 / 8 - 3), Double($0 % 9) * 1e6] },
                               seriesNames: ["latency", "bytes"]))
        expectFrame(Self.logFrame(two, 50, 16, split: true), """
        ● latency last=50 min=0.001 max=50 avg=7.392 n=40
        100┤· · · · · · · · · · · · · · · · · · ·⢠⠤⠒⢄ ⡠⠤⠤⠒
           │                            ⣄  ⣀⠤⠤⢄ ⢠⠃  ⠈⠊
          1┤· · · · · · · · · · ⢀⣀⡀ · ⢀⡜⠈⠒⠉ · ⠈⠊⠁ · · · ·
           │          ⣀     ⣀ ⡜⠉⠁ ⠈⠢⠊⠉⠁
        10m┤· · · · ⢀⠎·⠣⠔⠊⠉⠉·⠳⠁ · · · · · · · · · · · · ·
           │⡠⠤⠒⠉⠉⠢⡠⠔⠊
        ● bytes last=3M min=0 max=8M n=40 nonpositive=5
        10M┤· · · ·⢀⣀⢤· · · · ⣀⡠⡄ · · · ⢀⣀⢤ · · · ·⣀⡠⡄· ·
           │     ⣀⠔⠁ ⠸⡀    ⢀⡠⠊  ⢇     ⣀⠔⠁ ⠸⡀    ⢀⡠⠊  ⢇
           │   ⡠⠊     ⡇  ⢀⠔⠁    ⢸   ⡠⠊     ⡇  ⢀⠔⠁    ⢸   ⡠
           │  ⡰⠁      ⢇ ⢀⠎      ⠸⡀ ⡰⠁      ⢇ ⢀⠎      ⠸⡀ ⡰⠁
         1M┤▼⡰⠁ · · · ▼⣀⠎ · · · ·▼⡰⠁· · · ·▼⣀⠎· · · · ▼⡰⠁
           └────┬─────┬─────┬─────┬─────┬─────┬────┬─────┬
                5     10    15    20    25    30   35   40

        """)
    }
}
