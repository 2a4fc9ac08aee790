import Testing
import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart

/// `NearestInteger` and what reads through it (`ChartScene.dotY`, `DotBands`) held against the full
/// reading with libm's `round`, bit for bit.
@Suite struct NearestIntegerTests {
    /// Random doubles of every size up to 2⁶², and halves, their neighbours and the edges of the
    /// fraction, each against `Int(value.rounded())`.
    @Test func aValueRoundsAsRoundedDoes() {
        var random = SplitMix64(seed: 53)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                4503599627370495.5, -4503599627370495.5, 4503599627370497, 0x1p62, -0x1p62, .leastNonzeroMagnitude]
        for _ in 0..<200_000 {
            let whole = Double(Int.random(in: -(1 << 20)...(1 << 20), using: &random))
            let half = whole + 0.5
            values += [half, half.nextUp, half.nextDown, -half, whole + Double.random(in: -1...1, using: &random),
                       Double.random(in: -1...1, using: &random) * Double(sign: .plus, exponent: Int.random(in: -60...62, using: &random), significand: 1)]
        }
        for value in values where Int(value.rounded()) != NearestInteger.of(value) {
            Issue.record("\(value): \(Int(value.rounded())), not \(NearestInteger.of(value))")
        }
    }

    /// A scene of `rows` plot rows on the axis `lower … upper`.
    static func scene(rows: Int, lower: Double, upper: Double, style: PlotStyle = .braille) -> ChartScene {
        let store = SeriesStore(capacity: 4)
        let layout = ChartLayout(width: 40, height: rows + 2, hasTitle: false, labelWidth: 4)
        let configuration = ChartConfiguration(style: style)
        let window = VisibleWindow(store: store, viewport: .fitAll, dotColumns: layout.plotColumns * style.dotsPerCell.x)
        let ticks = Autoscaler(fixedMinimum: lower, fixedMaximum: upper).axis(low: lower, high: upper, rows: layout.plotRows)
        return ChartScene(store: store, configuration: configuration, layout: layout, window: window,
                          axis: DisplayedAxis(ticks: ticks, lower: lower, upper: upper))
    }

    /// A value's dot row, clipped then rounded, held against rounding then clipping over random axes and
    /// values inside, beyond and at the edges, infinities and NaN.
    @Test func aDotRowIsTheOneRoundingFirstGives() {
        var random = SplitMix64(seed: 54)
        for _ in 0..<300 {
            let lower = Double.random(in: -1000...1000, using: &random)
            let upper = lower + Double.random(in: 0.001...5000, using: &random)
            let scene = Self.scene(rows: Int.random(in: 1...60, using: &random), lower: lower, upper: upper,
                                   style: Bool.random(using: &random) ? .braille : .ascii)
            let dots = scene.layout.plotRows * scene.dotsDown
            var coordinates: [Double] = [lower, upper, .nan, .infinity, -.infinity, lower - 1e300, upper + 1e300]
            for _ in 0..<400 { coordinates.append(Double.random(in: (lower - (upper - lower))...(upper + (upper - lower)), using: &random)) }
            for coordinate in coordinates {
                let fraction = AxisTicks.fraction(of: coordinate, lower: scene.axis.lower, upper: scene.axis.upper)
                let fromBottom = (fraction * Double(dots - 1)).rounded()
                let expected = dots - 1 - Int(max(0, min(Double(dots - 1), fromBottom)))
                #expect(scene.dotY(coordinate: coordinate) == expected, "\(coordinate) on \(lower)…\(upper)")
            }
        }
    }
}
