import Testing
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotCommand

/// Pictures are drawn at most 10 a second unless `--fps` says (issue 46's cost: 15 a second took 7% of a
/// core at 1,000 lines/s); characters as before, 30.
@Suite struct PictureFramesPerSecondTests {
    static func nextFrame(_ arguments: [String], graphics: PixelGraphics?) throws -> Duration {
        let plan = RunPlan(try Options.parse(arguments), environment: [:])
        var chart = plan.liveChart(colors: .none, width: 60, height: 14, graphics: graphics)
        chart.ingest(SampleBatch(values: [1, 2, 3]), at: .zero)
        #expect(!chart.render(at: .zero).isEmpty)
        return chart.earliestNextFrame
    }

    @Test func picturesTenASecondUnlessFPSSays() throws {
        let kitty = PixelGraphics(protocol: .kitty, cell: .fallback)
        #expect(try Self.nextFrame([], graphics: kitty) >= .milliseconds(100))
        #expect(try Self.nextFrame([], graphics: nil) < .milliseconds(40))
        #expect(try Self.nextFrame(["--fps", "30"], graphics: kitty) < .milliseconds(40))
    }
}
