import Testing
@testable import LivePlotInput
@testable import LivePlotChart

/// A live axis's fresh axis is kept from the frame before when the data's bounds and the rows are the
/// same (`AxisHysteresis.freshAxis`, issue 48: the extremes stay put over most frames, and each search
/// of nice steps cost 77,000 instructions a frame). What it gives must be the autoscaler's own axis.
@Suite struct AxisHysteresisMemoTests {
    /// Over random bounds that repeat, move by one ulp, turn 0 into -0, go missing, or come with other
    /// rows, on linear, fixed-bound, logarithmic and reference-line autoscalers: every kept axis is the
    /// one the autoscaler finds afresh.
    @Test func theKeptAxisIsTheAutoscalersForTheSameBoundsAndRows() {
        var random = SplitMix64(seed: 48)
        var logarithmic = Autoscaler()
        logarithmic.isLogarithmic = true
        for autoscaler in [Autoscaler(), Autoscaler(fixedMaximum: 50), logarithmic, Autoscaler(referenceLines: [0, 75])] {
            var hysteresis = AxisHysteresis(autoscaler: autoscaler)
            var (low, high, rows): (Double?, Double?, Int) = (0, 10, 20)
            var kept = 0
            for _ in 0..<2_000 {
                switch Int.random(in: 0..<8, using: &random) {
                case 0: (low, high) = (Double.random(in: -100...0, using: &random), Double.random(in: 0...100, using: &random))
                case 1: high = high.map { $0.nextUp }
                case 2: low = low.map { $0 == 0 ? -0.0 : 0 }
                case 3: (low, high) = (nil, nil)
                case 4: rows = Int.random(in: 1...40, using: &random)
                case 5: low = low.map { $0.nextDown }
                default: kept += 1
                }
                if let bottom = low, let top = high, bottom > top { (low, high) = (top, bottom) }
                #expect(hysteresis.freshAxis(low: low, high: high, rows: rows) == autoscaler.axis(low: low, high: high, rows: rows),
                        "\(String(describing: low))…\(String(describing: high)) over \(rows) rows")
            }
            #expect(kept > 300, "a quarter of the asks repeat the last ones")
        }
    }
}
