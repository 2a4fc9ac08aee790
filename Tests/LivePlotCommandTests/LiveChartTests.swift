import Testing
@testable import LivePlotInput
@testable import LivePlotLive
@testable import LivePlotCommand
import LivePlotScreen
@testable import LivePlotTestSupport

@Suite struct LiveChartTests {
    static func chart(animation: Bool = false) -> LiveChart {
        var options = Options()
        options.animation = animation
        return runPlan(options).liveChart(colors: .basic, width: 40, height: 12)
    }

    /// The mouse on the frame drawn: a click on the plot puts the cursor on that cell's column (it reads
    /// the sample there), the wheel zooms about the pointer, and a click off the plot (on the labels,
    /// beyond the right edge) does nothing.
    @Test func clicksAndTheWheelActOnThePlotUnderThePointer() {
        var chart = Self.chart()
        chart.ingest(SampleBatch(values: (1...200).map(Double.init)), at: .zero)
        let first = chart.grid(at: .zero)
        // Labels "200", then the axis: the plot begins at column 4, 36 cells (72 dots) wide, showing rows 129–200.
        #expect(first[3, 0].scalar == "┤")
        chart.press(.click(x: 2, y: 3), at: .zero)
        chart.press(.click(x: 40, y: 3), at: .zero)
        #expect(chart.view == ViewState(), "off the plot: nothing")
        chart.press(.click(x: 4, y: 3), at: .zero)
        #expect(chart.view.cursor == 0 && chart.view.isPaused)
        #expect(chart.grid(at: .zero).plainText().contains("#129 value=129"), "the first column's sample")
        chart.press(.click(x: 39, y: 11), at: .zero)
        #expect(chart.view.cursor == 70, "the last cell's first dot, on any row")
        #expect(chart.grid(at: .zero).plainText().contains("#199 value=199"))
        chart.press(.wheel(up: false, x: 20, y: 5), at: .zero)
        #expect(chart.view.rowsPerColumn == 2, "zoomed out one step")
        #expect(chart.grid(at: .zero).plainText().contains("#199–200 value≈199.5"), "the cursor's column holds two rows")
        chart.press(.wheel(up: true, x: 39, y: 5), at: .zero)
        #expect(chart.view.rowsPerColumn == 1)
        // Back in with the pointer on the cursor's cell: about the cursor, on the first of its rows.
        #expect(chart.grid(at: .zero).plainText().contains("#199 value=199"), "and back, the cursor on its rows")
    }

    @Test func idleMeansNoBytesAndNoTimer() {
        var chart = Self.chart()
        #expect(!chart.render(at: .zero).isEmpty, "the first frame")
        #expect(chart.wakeup(after: .milliseconds(50)) == nil)
        #expect(chart.render(at: .milliseconds(50)).isEmpty)
        #expect(chart.render(at: .seconds(10)).isEmpty)
    }

    @Test func framesAreCappedAtTheFrameRate() {
        var chart = Self.chart()
        _ = chart.render(at: .zero)
        chart.ingest(SampleBatch(values: [1, 2, 3]), at: .milliseconds(10))
        #expect(chart.render(at: .milliseconds(10)).isEmpty, "within the frame interval")
        #expect(chart.wakeup(after: .milliseconds(10)) == .seconds(1) / 30)
        let frame = chart.render(at: .seconds(1) / 30)
        #expect(!frame.isEmpty)
        #expect(String(decoding: frame, as: UTF8.self).contains("n=3"))
        #expect(!String(decoding: frame, as: UTF8.self).contains("\u{1B}[2J"), "only changes, no clear")
    }

    /// `--replay 2`: rows a second apart show half a second apart, the status says so, space stops the
    /// replay's clock (and nothing ticks meanwhile), and the chart has them all by the end.
    @Test func aReplayShowsRowsAtTheirPace() {
        var options = Options()
        options.animation = false
        options.replay = 2
        var chart = runPlan(options).liveChart(colors: .none, width: 40, height: 12)
        let base = 1_795_341_601.0
        chart.ingest(SampleBatch(values: [10, 11, 12, 13, 14], xs: (0..<5).map { base + Double($0) }), at: .zero)
        func status(at now: Duration) -> String {
            var copy = chart
            return String(copy.grid(at: now).plainText().split(separator: "\n").last ?? "")
        }
        #expect(chart.isReplaying)
        #expect(!chart.render(at: .zero).isEmpty)
        #expect(status(at: .zero) == "replay 2x last=10 min=10 max=10 n=1")
        #expect(chart.wakeup(after: .milliseconds(100)) == .milliseconds(500), "the next row's time")
        #expect(!chart.render(at: .milliseconds(500)).isEmpty)
        #expect(chart.store.rowCount == 2)
        chart.press(.space, at: .milliseconds(600))
        _ = chart.render(at: .milliseconds(600))
        #expect(chart.wakeup(after: .milliseconds(700)) == nil, "paused: nothing due")
        _ = chart.render(at: .seconds(10))
        #expect(chart.store.rowCount == 2, "the clock stood still")
        #expect(status(at: .seconds(10)).hasPrefix("replay 2x paused "))
        chart.press(.space, at: .seconds(10))
        _ = chart.render(at: .seconds(10))
        // Paused at 10:00:01.2 of the data: the 10:00:02 row is 0.4 s on, the last (10:00:04) 1.4 s.
        #expect(chart.wakeup(after: .milliseconds(10_100)) == .milliseconds(10_400))
        _ = chart.render(at: .milliseconds(10_399))
        #expect(chart.store.rowCount == 2)
        _ = chart.render(at: .milliseconds(10_400))
        #expect(chart.store.rowCount == 3)
        _ = chart.render(at: .milliseconds(11_300))
        #expect(chart.store.rowCount == 4)
        _ = chart.render(at: .milliseconds(11_400))
        #expect(chart.store.rowCount == 5)
        #expect(!chart.isReplaying)
    }

    @Test func aResizeRedrawsTheWholeScreenAtOnce() {
        var chart = Self.chart()
        _ = chart.render(at: .zero)
        chart.resize(width: 30, height: 8)
        let frame = String(decoding: chart.render(at: .seconds(1)), as: UTF8.self)
        #expect(frame.contains("\u{1B}[2J"))
    }

    @Test func theDrawInAsksForFramesUntilItIsDone() {
        var chart = Self.chart(animation: true)
        chart.ingest(SampleBatch(values: [1, 5, 2, 8]), at: .zero)
        var now = Duration.zero
        var frames = 0
        while let next = chart.wakeup(after: now) {
            now = next
            if !chart.render(at: now).isEmpty { frames += 1 }
            #expect(frames < 100)
        }
        // About half a second at 30 frames a second.
        #expect(now >= DrawIn.introDuration - .seconds(1) / 30)
        #expect(frames >= 10 && frames <= 17)
    }

    @Test func theFinalChartIsCompleteWithoutEscapes() {
        var chart = Self.chart(animation: true)
        chart.ingest(SampleBatch(values: [1, 2, 3], skippedLineCount: 1), at: .zero)
        // As the live loop leaves it on the normal screen (`LiveLoopMachine`).
        let text = ANSIEncoder.staticText(chart.finalPicture().grid, colors: .none)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("last=3 min=1 max=3 avg=2 n=3 skipped=1"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 12, "one row short, then the newline")
    }

    /// Against brute force: after any batches and resizes, live mode's incrementally kept range is the
    /// min and max of exactly the samples the frame shows (its plot's dot columns, or the history if
    /// fewer are kept).
    @Test func theLiveRangeIsKeptIncrementallyOverExactlyTheSamplesShown() {
        var random = SplitMix64(seed: 23)
        var options = Options()
        options.animation = false
        options.history = 500
        var chart = runPlan(options).liveChart(colors: .none, width: 60, height: 12)
        var all: [Double] = []
        for step in 0..<400 {
            let values = (0..<Int(random.next() % 40)).map { _ in Double(Int(random.next() % 1000)) - 500 }
            all += values
            chart.ingest(SampleBatch(values: values), at: .milliseconds(step * 10))
            if random.next() % 15 == 0 { chart.resize(width: 10 + Int(random.next() % 400), height: 12) }
            let grid = chart.grid(at: .milliseconds(step * 10))
            guard !all.isEmpty, let extrema = chart.extrema else { continue }
            let firstRow = grid.plainText().split(separator: "\n").first.map(String.init) ?? ""
            if let axis = firstRow.firstIndex(of: "┤") {
                let plotColumns = chart.width - firstRow.distance(from: firstRow.startIndex, to: axis) - 1
                #expect(extrema.window == min(plotColumns * 2, options.history), "step \(step)")
            }
            let shown = all.suffix(extrema.window)
            #expect(extrema.minimum == shown.min(), "step \(step)")
            #expect(extrema.maximum == shown.max(), "step \(step)")
        }
    }

    /// Property: the live axis's extrema span every series over the rows shown, gaps aside, whatever the
    /// batches, against a brute-force scan.
    @Test func extremaSpanEverySeriesShown() {
        var random = SplitMix64(seed: 9)
        var options = Options()
        options.animation = false
        options.history = 50
        var chart = runPlan(options).liveChart(colors: .none, width: 20, height: 8)
        for step in 0..<200 {
            let rows = (0..<Int(random.next() % 9)).map { _ in
                (0..<3).map { _ in random.next() % 3 == 0 ? Double.nan : Double(Int(random.next() % 2001) - 1000) }
            }
            chart.ingest(SampleBatch(rows: rows, seriesNames: ["a", "b", "c"]), at: .milliseconds(step * 10))
            _ = chart.grid(at: .milliseconds(step * 10))
            guard let extrema = chart.extrema else { continue }
            let store = chart.store
            let shown = min(store.keptRowCount, extrema.window)
            let values = (store.keptRowCount - shown..<store.keptRowCount).flatMap { row in
                store.series.map { $0.history[row] }.filter { !$0.isNaN }
            }
            #expect(extrema.minimum == values.min() && extrema.maximum == values.max(), "step \(step)")
        }
    }

    /// Paused, the view stays still while every sample still arrives; the status counts them, its
    /// figures held; space jumps back to the live edge.
    @Test func pausingFreezesTheViewButLosesNothing() {
        var chart = Self.chart()
        chart.ingest(SampleBatch(values: (0..<100).map { Double($0 % 10) }), at: .zero)
        let live = chart.grid(at: .zero).plainText().split(separator: "\n")
        chart.press(.space, at: .zero)
        chart.ingest(SampleBatch(values: (0..<50).map { _ in 500 }), at: .milliseconds(100))
        let paused = chart.grid(at: .milliseconds(100)).plainText().split(separator: "\n")
        #expect(chart.store.rowCount == 150, "nothing lost")
        #expect(Array(paused.dropLast()) == Array(live.dropLast()), "the chart does not move")
        // The figures hold as they were when it paused (cli.md ★ "Live, by default"): only `paused +50` counts.
        #expect(paused.last?.hasPrefix("paused +50 last=9 min=0 max=9") == true, "\(paused.last ?? "")")
        chart.press(.space, at: .milliseconds(200))
        let resumed = chart.grid(at: .milliseconds(200)).plainText()
        #expect(resumed.contains("500┤") || resumed.contains("500"), "live again, with the new samples")
        #expect(!resumed.contains("paused"))
    }
}

@Suite struct PausedAxisTests {
    /// Paused, the axis stays as it was, even when the hysteresis would have narrowed it a second later.
    @Test func aPausedViewKeepsItsAxis() {
        var options = Options()
        options.animation = false
        var chart = runPlan(options).liveChart(colors: .none, width: 40, height: 12)
        chart.ingest(SampleBatch(values: [100] + (0..<10).map { Double($0 % 10) }), at: .zero)
        _ = chart.grid(at: .zero)
        // The spike scrolls out of view; live, the axis would narrow a second later.
        chart.ingest(SampleBatch(values: (0..<100).map { Double($0 % 10) }), at: .milliseconds(100))
        chart.press(.space, at: .milliseconds(150))
        let paused = chart.grid(at: .milliseconds(150)).plainText()
        #expect(paused.contains("100┤"), "still the wide axis when paused")
        for seconds in 1...5 {
            #expect(chart.grid(at: .seconds(seconds)).plainText() == paused, "\(seconds) s later")
        }
    }
}
