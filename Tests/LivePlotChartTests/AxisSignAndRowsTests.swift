import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// cli.md ★ "Live, by default": the axis never shows a sign the data has not, and with free bounds its
/// labels stand evenly down it, one within a step of the top and of the bottom (issue 43).
@Suite struct AxisSignAndRowsTests {
    static func frame(_ values: [Double], _ width: Int, _ height: Int, style: PlotStyle = .braille) -> String {
        ChartRenderer.render(store(values), configuration: ChartConfiguration(viewport: .fitAll, style: style), width: width, height: height)
            .plainText().trimmingSuffixNewline()
    }

    /// `printf '0\n0\n0\n' | liveplot --once`: 0 … 1, not −1 … 1.
    @Test func aConstantZeroIsDrawnOnZeroToOne() {
        let axis = Autoscaler().axis(low: 0, high: 0, rows: 5)
        #expect(axis.lower == 0 && axis.upper == 1)
        expectFrame(Self.frame([0, 0, 0], 30, 8), """
        1┤· · · · · · · · · · · · · ·
         │
         │
         │
        0┤•⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀•⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀•
         └┬─────────────┬────────────┬
          1             2            3
        last=0 min=0 max=0 avg=0 n=3
        """)
    }

    /// `seq 3 7 | liveplot --once --width 40 --height 12`: labels every three rows, the lowest on the
    /// bottom row (it was 4 and 6 alone, two rows in from either end).
    @Test func seqThreeToSevenIsLabelledEvenlyToItsEnds() {
        expectFrame(Self.frame([3, 4, 5, 6, 7], 40, 12), """
         │
         │                                  ⣀⡠⠤•
        6┤· · · · · · · · · · · · · ·⢀•⠤⠔⠒⠉⠉· ·
         │                     ⢀⣀⠤⠔⠒⠉⠁
         │               ⢀⣀⠤⠔•⠉⠁
        4┤· · · · ·•⡠⠤⠒⠊⠉⠁· · · · · · · · · · ·
         │  ⢀⣀⠤⠤⠒⠊⠉
         │•⠉⠁
        2┤· · · · · · · · · · · · · · · · · · ·
         └┬────────┬─────────┬────────┬────────┬
          1        2         3        4        5
        last=7 min=3 max=7 avg=5 n=5
        """)
    }

    /// The rows `ChartScene.dotY` puts each tick of `ticks` on, over `rows` rows of `dotsPerRow` dots.
    static func labelRows(_ ticks: AxisTicks, rows: Int, dotsPerRow: Int) -> [Int] {
        let intervals = rows * dotsPerRow - 1
        return ticks.values.map { value in
            let fromBottom = (AxisTicks.fraction(of: value, lower: ticks.lower, upper: ticks.upper) * Double(intervals)).rounded()
            return (intervals - Int(max(0, min(Double(intervals), fromBottom)))) / dotsPerRow
        }
    }

    /// Property, over thousands of random ranges, heights and styles: with free bounds the axis holds the
    /// data; its ticks stand a constant number of rows apart, with one within a step of the top and of
    /// the bottom; and data never negative (never positive) has no negative (positive) label or bound.
    @Test func evenRowsAndNoSignTheDataHasNot() {
        var random = SplitMix64(seed: 43)
        for _ in 0..<10_000 {
            var (low, high) = AxisTicksTests.randomRange(&random)
            switch random.next() % 4 {
            case 0: (low, high) = (abs(low) < abs(high) ? abs(low) : abs(high), max(abs(low), abs(high)))
            case 1: (low, high) = (-max(abs(low), abs(high)), -min(abs(low), abs(high)))
            case 2: low = 0
            default: break
            }
            let rows = 3 + Int(random.next() % 60)
            var autoscaler = Autoscaler()
            autoscaler.dotsPerRow = [3, 4, 8][Int(random.next() % 3)]  // the styles' (`PlotStyle.dotsPerCell`)
            let ticks = autoscaler.axis(low: low, high: high, rows: rows)
            let context = "\(low)…\(high) rows \(rows) × \(autoscaler.dotsPerRow)"
            #expect(ticks.lower <= low && ticks.upper >= high, "holds the data: \(context)")
            let labels = ValueFormatter.labels(for: ticks)
            if low >= 0 {
                #expect(ticks.lower >= 0 && !labels.contains { $0.hasPrefix("-") }, "no negative sign: \(labels) \(context)")
            }
            if high <= 0, low < high {
                #expect(ticks.upper <= 0 && ticks.values.allSatisfy { $0 <= 0 }, "no positive label: \(labels) \(context)")
            }
            let placed = Self.labelRows(ticks, rows: rows, dotsPerRow: autoscaler.dotsPerRow)
            let gaps = Set(zip(placed, placed.dropFirst()).map { $0 - $1 })
            #expect(gaps.count <= 1, "evenly spaced: rows \(placed) \(context)")
            if let step = gaps.first, let top = placed.last, let bottom = placed.first {
                #expect(top <= step && rows - 1 - bottom <= step, "a label within a step of each end: rows \(placed) \(context)")
            }
        }
    }
}
