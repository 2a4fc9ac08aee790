import Testing
@testable import LivePlotCore

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
}
