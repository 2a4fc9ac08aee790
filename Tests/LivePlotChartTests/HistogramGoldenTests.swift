import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// `--once --hist`: the values as a histogram, exact text: a row a bin with its range, a bar as long as
/// its count (eighths of a cell, `#` in ASCII), the count and its share, the bins of p50, p90 and p99
/// marked; `n=` and the range in the status.
@Suite struct HistogramGoldenTests {
    /// 60 latencies: most between 10 and 30 ms, a tail to 95.
    static let latencies: [Double] = (0..<60).map { (index: Int) -> Double in
        if index % 20 == 19 { return 80 + Double(index / 4) }
        let spread = Double((index * 7) % 20)
        return 10 + spread + Double(index % 3) / 2
    }

    static func frame(_ values: [Double], _ width: Int, _ height: Int, style: PlotStyle = .braille, title: String = "",
                      unit: String = "", logarithmic: Bool = false, alert: AlertThreshold? = nil, hidden: Set<Int> = []) -> String {
        var store = SeriesStore(capacity: 1000, alert: alert)
        store.append(SampleBatch(values: values))
        var configuration = ChartConfiguration(title: title, unit: unit, viewport: .fitAll, style: style)
        configuration.autoscaler.isLogarithmic = logarithmic
        configuration.showsHistogram = true
        configuration.hiddenSeries = hidden
        return ChartRenderer.render(store, configuration: configuration, width: width, height: height).plainText().trimmingSuffixNewline()
    }

    /// 60 latencies at 80×24: bins of 5 ms, the empty ones between the body and the tail shown (a gap is information), p99 on the tail.
    @Test func exactAt80x24WithTitleAndUnit() {
        expectFrame(Self.frame(Self.latencies, 80, 24, title: "Latency", unit: "ms"), """
                                            Latency
        10–15 ms │██████████████████████████████████████████████████▍    14  23.3%
        15–20 ms │██████████████████████████████████████████████████████ 15  25.0%
        20–25 ms │███████████████████████████████████████████▎           12  20.0% ◀ p50
        25–30 ms │██████████████████████████████████████████████████████ 15  25.0% ◀ p90
        30–35 ms │███▋                                                    1   1.7%
        35–40 ms │                                                        0   0.0%
        40–45 ms │                                                        0   0.0%
        45–50 ms │                                                        0   0.0%
        50–55 ms │                                                        0   0.0%
        55–60 ms │                                                        0   0.0%
        60–65 ms │                                                        0   0.0%
        65–70 ms │                                                        0   0.0%
        70–75 ms │                                                        0   0.0%
        75–80 ms │                                                        0   0.0%
        80–85 ms │███▋                                                    1   1.7%
        85–90 ms │███▋                                                    1   1.7%
        90–95 ms │███▋                                                    1   1.7% ◀ p99





        hist n=60 range=10…94 ms p50=20 ms p90=29 ms p99=94 ms
        """)
    }

    /// At 40×12: bins of 10 ms as the rows allow, bars narrower; the percentiles give way in the status, `n=` stays.
    @Test func narrow() {
        expectFrame(Self.frame(Self.latencies, 40, 12, unit: "ms"), """
         10–20 ms │█████████ 29  48.3%
         20–30 ms │████████▍ 27  45.0% ◀ p50 p90
         30–40 ms │▎          1   1.7%
         40–50 ms │           0   0.0%
         50–60 ms │           0   0.0%
         60–70 ms │           0   0.0%
         70–80 ms │           0   0.0%
         80–90 ms │▋          2   3.3%
        90–100 ms │▎          1   1.7% ◀ p99


        hist n=60 range=10…94 ms p50=20 ms
        """)
    }

    /// The latencies in seconds with `--unit s`: the bins' labels, the range and the percentiles all in
    /// one prefix, ms (cli.md: "A series' figures share one prefix"), never `0.01–0.02 s` beside `range=10…94 ms`.
    @Test func onePrefixForTheBinsTheRangeAndThePercentiles() {
        expectFrame(Self.frame(Self.latencies.map { $0 / 1000 }, 60, 12, unit: "s"), """
         10–20 ms │█████████████████████████████ 29  48.3%
         20–30 ms │███████████████████████████   27  45.0% ◀ p50 p90
         30–40 ms │█                              1   1.7%
         40–50 ms │                               0   0.0%
         50–60 ms │                               0   0.0%
         60–70 ms │                               0   0.0%
         70–80 ms │                               0   0.0%
         80–90 ms │██                             2   3.3%
        90–100 ms │█                              1   1.7% ◀ p99


        hist n=60 range=10…94 ms p50=20 ms p90=29 ms p99=94 ms
        """)
    }

    /// ASCII: `#` bars, `<` marks; the bins wholly beyond `--alert 50` drawn with `!`, which reads without colour.
    @Test func asciiWithAnAlert() {
        expectFrame(Self.frame(Self.latencies, 60, 16, style: .ascii, alert: AlertThreshold(value: 50, isBelow: false)), """
         10-20 |################################ 29  48.3%
         20-30 |##############################   27  45.0% < p50 p90
         30-40 |#                                 1   1.7%
         40-50 |                                  0   0.0%
         50-60 |                                  0   0.0%
         60-70 |                                  0   0.0%
         70-80 |                                  0   0.0%
         80-90 |!!                                2   3.3%
        90-100 |!                                 1   1.7% < p99






        hist n=60 range=10~94 p50=20 p90=29 p99=94
        """)
    }

    /// `--log`: 1-2-5 bins a decade; the value at 0 cannot be binned and is counted (`nonpositive=1`).
    @Test func logBins() {
        expectFrame(Self.frame(Self.latencies.map { $0 / 10 } + [0, 0.02], 70, 14, logarithmic: true), """
        0.02–0.05 │█▍                                       1   1.6%
         0.05–0.1 │                                         0   0.0%
          0.1–0.2 │                                         0   0.0%
          0.2–0.5 │                                         0   0.0%
            0.5–1 │                                         0   0.0%
              1–2 │███████████████████████████████████████ 29  47.5%
              2–5 │█████████████████████████████████████▋  28  45.9% ◀ p50 p90
             5–10 │████                                     3   4.9% ◀ p99





        hist n=61 range=0.02…9.4 nonpositive=1 p50=2 p90=2.9 p99=9.4
        """)
    }

    /// Every series hidden: said, not an empty histogram.
    @Test func allHidden() {
        expectFrame(Self.frame(Self.latencies, 40, 8, hidden: [0]), """



                   all series hidden



        hist 1 hidden n=0
        """)
    }

    /// No samples: said as the chart says it.
    @Test func noSamples() {
        expectFrame(Self.frame([], 40, 8), """



                       no samples



        hist n=0
        """)
    }
}
