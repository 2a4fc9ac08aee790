import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotCommand
@testable import LivePlotTestSupport
@testable import LivePlotChartTests

/// `--window SPAN` (issue 17, point 4): the live view spans the last stretch of x time or the last
/// samples; + and − zoom the span; the history stays for scrolling back.
@Suite struct WindowSpanTests {
    static let base = XPlacementTests.base

    @Test func spansAsWritten() {
        #expect(SpanText.span("30s") == .seconds(30) && SpanText.span("5m") == .seconds(300))
        #expect(SpanText.span("1.5h") == .seconds(5400) && SpanText.span("500ms") == .seconds(0.5))
        #expect(SpanText.span("2d") == .seconds(172_800) && SpanText.span("500") == .rows(500))
        for wrong in ["", "0", "-3", "5x", "m", "5 m", "-5m", "0s", "infs", "1e400s", "s5"] {
            #expect(SpanText.span(wrong) == nil, "\(wrong)")
        }
        #expect(XSpan.seconds(60).scaled(by: -1) == .seconds(30) && XSpan.rows(3).scaled(by: -4) == .rows(1))
        #expect(XSpan.rows(100).scaled(by: 2) == .rows(400))
    }

    /// Samples a second apart over two minutes, a 30 s window: the last 30 s span the width, their
    /// the left edge 30 s before the newest; the axis reads times within them.
    @Test func aSpanOfTimeFollowsTheNewestX() {
        let xs = (0..<120).map { Self.base + Double($0) }
        let values = (0..<120).map { Double($0 % 20) }
        let store = XPlacementTests.timedStore(values, xs: xs)
        expectFrame(XPlacementTests.frame(store, 40, 6, viewport: .recent(.seconds(30)), style: .ascii), """
            20+. . . ___---| . . . . . . . . ___---'
              |---'''      '|       ___---'''
             0+. . . . . . .|_---''' . . . . . . . .
              ++-----------------+-----------------+
            10:01:30          10:01:45      10:02:00
            last=19 min=0 max=19 avg=9.5 n=120
            """)
        let shown = VisibleWindow.rowsShown(store, viewport: .recent(.seconds(30)), dotColumns: 76)
        #expect(shown == 89..<120, "rows within 30 s of the newest: 10:01:30 … 10:02:00")
        let window = VisibleWindow(store: store, viewport: .recent(.seconds(30.5)), dotColumns: 76)
        #expect(window.xPlacement?.firstX == xs[119] - 30.5, "the span fills the width, not the rows in it")
    }

    /// Fewer samples than the span: they fill the width, as the live edge does until its history fills it
    /// (cli.md ★ "Live, by default": the view fills).
    @Test func aSpanOfSamplesFillsTheWidthUntilItHasThem() {
        let store = store([1, 2, 3, 4])
        expectFrame(XPlacementTests.frame(store, 30, 5, viewport: .recent(.rows(8)), style: .ascii), """
            4+. . . . . . . ____o__----''o
            2+o__----''o''''. . . . . . .
             ++--------+--------+--------+
              1        2        3        4
            last=4 min=1 max=4 avg=2.5 n=4
            """)
    }

    /// Input without times of its own under a span of time is placed by arrival.
    @Test func aSpanOfTimeWithoutTimesPlacesByArrival() {
        var store = SeriesStore(capacity: 100, recordsArrivals: true)
        for second in 0..<20 { store.append(SampleBatch(values: [Double(second % 5)]), arrival: Double(second)) }
        var configuration = ChartConfiguration(viewport: .recent(.seconds(10)), style: .ascii)
        configuration.timeAxis = TimeAxis(startEpochSeconds: Self.base - 1, utcOffsetSeconds: 0)
        let window = VisibleWindow(store: store, viewport: .recent(.seconds(10)), dotColumns: 40)
        #expect(window.isPlacedByArrival && window.firstSample == 10 && window.lastSample == 20)
        let frame = ChartRenderer.render(store, configuration: configuration, width: 40, height: 6).plainText()
        #expect(frame.contains("10:00:10") && frame.contains("10:00:15"), "\(frame)")
    }

    /// + and − halve and double the span while live; paused, the view is rows as before, and End
    /// returns to the span as zoomed.
    @Test func zoomChangesTheSpan() {
        var view = ViewState(span: .seconds(60))
        let extent = ViewState.Extent(rowCount: 5000, keptRowCount: 5000, dotColumns: 160)
        #expect(view.viewport(rowCount: 5000) == .recent(.seconds(60)))
        view.press(.zoomIn, in: extent)
        #expect(view.viewport(rowCount: 5000) == .recent(.seconds(30)))
        view.press(.zoomOut, in: extent)
        view.press(.zoomOut, in: extent)
        #expect(view.viewport(rowCount: 5000) == .recent(.seconds(120)))
        view.press(.space, in: extent)
        #expect(view.viewport(rowCount: 5000) == .window(endRow: 5000, rowsPerColumn: 1))
        view.press(.end, in: extent)
        #expect(view.viewport(rowCount: 5000) == .recent(.seconds(120)))
    }

    /// Issue 40: the widest windows the option takes, zoomed out with - as often as one likes, stop at
    /// the bound (no Int overflow, no span wider than one the user could give), and + zooms in from there.
    @Test func zoomOutStopsAtTheWidestWindow() {
        let extent = ViewState.Extent(rowCount: 5000, keptRowCount: 5000, dotColumns: 160)
        let bounds = OptionTable.spans
        for (span, half) in [(XSpan.rows(10_000_000), XSpan.rows(5_000_000)),
                             (XSpan.seconds(315_360_000), XSpan.seconds(157_680_000)),
                             (XSpan.rows(3_000_000), XSpan.rows(6_000_000))] {
            var view = ViewState(span: span, spanBounds: bounds)
            for _ in 0..<50 { view.press(.zoomOut, in: extent) }
            let widest = view.viewport(rowCount: 5000)
            guard case .recent(let zoomed) = widest else { Issue.record("\(widest)"); continue }
            #expect(bounds.contains(zoomed) && zoomed.scaled(by: 1) != zoomed && !bounds.contains(zoomed.scaled(by: 1)), "\(zoomed)")
            view.press(.zoomIn, in: extent)
            if span != .rows(3_000_000) { #expect(view.viewport(rowCount: 5000) == .recent(half)) }
            // The widest views draw: a store of a few rows, placed by rows and by x.
            let store = XPlacementTests.timedStore([1, 2, 3], xs: [Self.base, Self.base + 1, Self.base + 2])
            for viewport in [widest, ChartViewport.recent(.rows(1_000_000_000)), .recent(.seconds(315_360_000))] {
                _ = XPlacementTests.frame(store, 40, 6, viewport: viewport, style: .ascii)
                _ = XPlacementTests.frame(LivePlotTestSupport.store([1, 2, 3]), 40, 6, viewport: viewport, style: .ascii)
            }
        }
        // Without bounds, a span saturates rather than overflow.
        var view = ViewState(span: .rows(5_000_000_000_000_000_000))
        for _ in 0..<50 { view.press(.zoomOut, in: extent) }
        #expect(view.viewport(rowCount: 5000) == .recent(.rows(1 << 62)))
        #expect(XSpan.rows(Int.max).scaled(by: 30) == .rows(1 << 62))
    }
}
