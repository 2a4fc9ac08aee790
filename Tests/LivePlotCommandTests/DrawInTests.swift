import Testing
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotLive
@testable import LivePlotCommand
@testable import LivePlotTestSupport

@Suite struct DrawInTests {
    /// The first draw-in, frame by frame on a manual timeline: eased out over half a second.
    @Test func theLineDrawsInFromLeftToRight() {
        var drawIn = DrawIn()
        #expect(drawIn.reveal(at: .zero) == .complete, "nothing to draw in before data")
        drawIn.samplesArrived(at: .milliseconds(100))
        let progress: [Double] = [0, 0.2, 0.4, 0.6, 0.8, 1, 1]
        for (index, elapsed) in progress.enumerated() {
            let rest: Double = 1 - elapsed
            let want: Double = 1 - rest * rest * rest
            let got: Double = drawIn.reveal(at: .milliseconds(100 + 100 * index)).fraction
            #expect(abs(got - want) < 1e-12, "frame \(index)")
        }
        #expect(drawIn.isAnimating(at: .milliseconds(599)))
        #expect(!drawIn.isAnimating(at: .milliseconds(600)))
    }

    @Test func aNewSegmentEasesInButNeverLongerThanTheGapBetweenSamples() {
        var drawIn = DrawIn()
        drawIn.samplesArrived(at: .zero)
        drawIn.samplesArrived(at: .seconds(1))
        #expect(drawIn.reveal(at: .seconds(1)).newestSegment == 0)
        #expect(abs(drawIn.reveal(at: .milliseconds(1075)).newestSegment - 0.875) < 1e-12)
        #expect(drawIn.reveal(at: .milliseconds(1150)).isComplete)
        // Samples 10 ms apart: each segment takes at most 10 ms.
        drawIn.samplesArrived(at: .milliseconds(2000))
        drawIn.samplesArrived(at: .milliseconds(2010))
        #expect(drawIn.reveal(at: .milliseconds(2020)).isComplete)
    }

    @Test func offMeansAlwaysComplete() {
        var drawIn = DrawIn(isEnabled: false)
        drawIn.samplesArrived(at: .zero)
        #expect(drawIn.reveal(at: .zero) == .complete)
    }

    /// The draw-in played through live frames on a manual clock: each frame reveals more of the line,
    /// left to right, until at 500 ms it is the whole chart.
    @Test func framesRevealTheLineFrameByFrame() {
        var options = Options()
        options.animation = true
        var chart = runPlan(options).liveChart(colors: .none, width: 60, height: 12)
        chart.ingest(SampleBatch(values: (0..<100).map { Double($0 % 17) }), at: .zero)
        var still = runPlan({ var o = options; o.animation = false; return o }()).liveChart(colors: .none, width: 60, height: 12)
        still.ingest(SampleBatch(values: (0..<100).map { Double($0 % 17) }), at: .zero)
        let whole = Self.rightmostLineColumn(still.grid(at: .zero))
        var previous = -1
        for frame in 0...6 {
            let column = Self.rightmostLineColumn(chart.grid(at: .milliseconds(100 * frame)))
            #expect(column >= previous, "frame \(frame) shows no less than the one before")
            if (1...2).contains(frame) { #expect(column < whole, "frame \(frame) is still drawing in") }
            previous = column
        }
        #expect(previous == whole, "after 500 ms the whole line")
        #expect(chart.grid(at: .milliseconds(600)).plainText() == still.grid(at: .zero).plainText())
    }

    /// The rightmost plot column holding a line cell.
    static func rightmostLineColumn(_ grid: CellGrid) -> Int {
        var rightmost = -1
        for y in 0..<grid.height {
            for x in 0..<grid.width where grid[x, y].style == .line || grid[x, y].style.isBold && grid[x, y].style != .title {
                rightmost = max(rightmost, x)
            }
        }
        return rightmost
    }
}
