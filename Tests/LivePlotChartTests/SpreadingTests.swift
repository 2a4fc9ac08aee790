import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// The view fills (cli.md ★ "Live, by default"): a live chart with fewer samples than the plot is wide
/// spreads them across the width as `--once` does, with x labels from the second sample on, until the
/// history fills it; then it scrolls, one sample a dot column. As a sample comes the spread tightens in a
/// glide, not a jump.
@Suite struct SpreadingTests {
    static func window(_ count: Int, _ viewport: ChartViewport, dots: Int = 160, settling: Double = 1) -> VisibleWindow {
        VisibleWindow(store: store((0..<count).map { Double($0 % 9) }), viewport: viewport, dotColumns: dots, settling: settling)
    }

    /// Columns of the one series' points.
    static func columns(_ window: VisibleWindow) -> [Int] { window.series[0].map(\.x) }

    /// Up to the width the live edge spreads its samples exactly as `--once` does, the first in the first
    /// dot column and the newest in the last; from one more on it scrolls, one sample a column.
    @Test func theLiveEdgeSpreadsAsOnceDoesUntilTheHistoryFillsTheWidth() {
        for count in [1, 2, 3, 20, 79, 159, 160] {
            let live = Self.window(count, .follow)
            let once = Self.window(count, .fitAll)
            #expect(Self.columns(live) == Self.columns(once), "\(count) samples")
            #expect(live.sampleNumberAtZero == once.sampleNumberAtZero && live.samplesPerDot == once.samplesPerDot)
            #expect(Self.columns(live).last == 159, "the newest at the right edge")
            if count > 1 { #expect(Self.columns(live).first == 0, "\(count) samples fill the width") }
        }
        #expect(Self.columns(Self.window(20, .follow)) == (0..<20).map { Int((Double($0 * 159) / 19).rounded()) })
        let scrolling = Self.window(161, .follow)
        #expect(Self.columns(scrolling) == Array(0..<160) && scrolling.firstSample == 2, "one more: it scrolls")
    }

    /// While the newest sample glides in, the older ones slide from where they stood with one sample fewer
    /// to their new places, each step of the glide between the two; the newest stays at the right edge.
    @Test func aNewSampleTightensTheSpreadInAGlide() {
        for count in [2, 3, 10, 100] {
            let before = Self.columns(Self.window(count - 1, .follow))
            let after = Self.columns(Self.window(count, .follow))
            #expect(Self.columns(Self.window(count, .follow, settling: 0)).dropLast() == before[...], "\(count): where they stood")
            #expect(Self.columns(Self.window(count, .follow, settling: 1)) == after)
            var previous = before + [159]
            for step in 1...9 {
                let gliding = Self.columns(Self.window(count, .follow, settling: Double(step) / 10))
                #expect(gliding.last == 159)
                for index in 0..<(count - 1) {
                    #expect(gliding[index] <= previous[index] && gliding[index] >= after[index], "\(count) at \(step): \(index)")
                }
                previous = gliding
            }
        }
    }

    /// A span of time (`--window 30s`) over a history that does not yet reach back that far: the rows
    /// there are span the width; once the history covers the span, the span does, as before.
    @Test func aSpanOfTimeFillsUntilTheHistoryCoversIt() {
        let xs = (0..<12).map { XPlacementTests.base + Double($0) }
        let short = XPlacementTests.timedStore((0..<12).map(Double.init), xs: xs)
        let window = VisibleWindow(store: short, viewport: .recent(.seconds(30)), dotColumns: 100)
        #expect(window.xPlacement?.firstX == xs[0] && window.xPlacement?.lastX == xs[11])
        #expect(Self.columns(window).first == 0 && Self.columns(window).last == 99)
        let longXs = (0..<40).map { XPlacementTests.base + Double($0) }
        let long = XPlacementTests.timedStore((0..<40).map(Double.init), xs: longXs)
        let spanning = VisibleWindow(store: long, viewport: .recent(.seconds(30)), dotColumns: 100)
        #expect(spanning.xPlacement?.firstX == longXs[39] - 30, "the span, as it was")
    }

    /// Only the live edge glides: a paused view and `--once` stand where they are.
    @Test func onlyTheLiveEdgeGlides() {
        #expect(Self.columns(Self.window(10, .fitAll, settling: 0)) == Self.columns(Self.window(10, .fitAll)))
        let paused = ChartViewport.window(endRow: 10, rowsPerColumn: 1)
        #expect(Self.columns(Self.window(10, paused, settling: 0)) == Self.columns(Self.window(10, .fitAll)))
    }

    /// The second sample brings the x axis its labels, spread over the width as the samples are.
    @Test func xLabelsFromTheSecondSample() {
        func frame(_ values: [Double]) -> String {
            ChartRenderer.render(store(values), configuration: ChartConfiguration(), width: 30, height: 6).plainText()
                .trimmingSuffixNewline()
        }
        expectFrame(frame([4]), """
        4┤· · · · · · · · · · · · · ·•
         │
        2┤· · · · · · · · · · · · · ·
         └───────────────────────────┬
                                     1
        last=4 min=4 max=4 avg=4 n=1
        """)
        expectFrame(frame([4, 1]), """
        4┤•⠑⠒⠒⠤⠤⢄⣀⣀ · · · · · · · · ·
        2┤· · · · ·⠉⠉⠑⠒⠒⠤⠤⢄⣀⣀ · · · ·
         │                   ⠉⠉⠑⠒⠒⠤⠤⢄•
         └┬──────────────────────────┬
          1                          2
        last=1 min=1 max=4 avg=2.5 n=2
        """)
        expectFrame(frame([4, 1, 3]), """
        4┤•⠒⠤⢄⡀ · · · · · · · · · · ·
        2┤· · ⠈⠉⠒⠤⢄⣀· · · · · ·⣀⣀⠤⠤⠒⠒•
         │          ⠉⠒⠢⢄•⠤⠤⠒⠒⠉⠉
         └┬─────────────┬────────────┬
          1             2            3
        last=3 min=1 max=4 n=3
        """)
    }
}
