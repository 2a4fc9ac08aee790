import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotTestSupport

/// Paused is paused (cli.md ★ "Live, by default"): at every zoom level and scroll, live and replaying,
/// rows that arrive while the view is paused move no view and change no cursor reading. What may change
/// is pinned down in `masked`: the status's `paused +N`, and, without a cursor, the figures of the whole
/// input (`last=`, `min=`, `max=`, `avg=`, `n=`), which count what came; nothing else, in no cell.
@Suite struct PausedIsPausedTests {
    /// 2026-11-22T10:00:01Z: the first row's time when replaying.
    static let base = 1_795_341_601.0
    static let keys: [Key] = [.left, .right, .zoomIn, .zoomOut, .pageUp, .pageDown, .home, .space, .end]

    /// The frame's lines with what arriving rows may change while paused written as `…` or left out: the
    /// plot, the axes and the cursor's reading stay as they are.
    static func masked(_ frame: String, hasCursor: Bool) -> [String] {
        var lines = frame.trimmingSuffixNewline().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let status = lines.indices.last(where: { !lines[$0].isEmpty }) else { return lines }
        // A quiet input's word and count (`quiet 3s`) may come and go while paused: it is the input's, not
        // the view's. The padding before the legend moves with it.
        var words = lines[status].split(separator: " ").map(String.init)
        if let quiet = words.firstIndex(of: "quiet"), quiet + 1 < words.count { words.removeSubrange(quiet...(quiet + 1)) }
        for index in words.indices where index > 0 && words[index - 1] == "paused" && words[index].hasPrefix("+") {
            words[index] = "+…"
        }
        // The figures count what came, and a narrow status drops the ones that no longer fit (`avg=` first):
        // without a cursor they are left out whole.
        let figures = ["last=", "min=", "max=", "avg=", "n="]
        if !hasCursor { words.removeAll { word in figures.contains { word.hasPrefix($0) } } }
        lines[status] = words.joined(separator: " ")
        return lines
    }

    /// Rows `first..<first + count` of a random walk from 0 to 99, with a time a second apart when replaying.
    static func rows(_ first: Int, _ count: Int, replaying: Bool, _ random: inout SplitMix64) -> SampleBatch {
        let values = (0..<count).map { _ in Double(random.next() % 100) }
        return SampleBatch(values: values, xs: replaying ? (first..<(first + count)).map { base + Double($0) } : [])
    }

    /// Random keys with rows arriving between them: while the view stays paused, a frame after rows came
    /// (or time passed) differs from the one before only where `masked` allows.
    @Test(arguments: 0..<3) func framesWhilePausedDifferOnlyInTheStatusCounts(part: Int) {
        let cases = Sweep.count(unit: 40, long: 800)
        for seed in stride(from: part, to: cases, by: 3) {
            var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 43)
            let width = 50 + Int(random.next() % 70)
            let height = 8 + Int(random.next() % 22)
            let replaying = seed % 4 == 3
            let style = [PlotStyle.braille, .blocks, .ascii][Int(random.next() % 3)]
            var chart = LiveChart(store: SeriesStore(capacity: 100_000), configuration: ChartConfiguration(style: style),
                                  colors: .none, width: width, height: height, replaySpeed: replaying ? 1 : nil)
            var now = Duration.zero
            var fed = 1 + Int(random.next() % 400)
            chart.ingest(Self.rows(0, fed, replaying: replaying, &random), at: now)
            var previous = chart.grid(at: now).plainText()
            var history: [String] = ["\(fed) rows"]
            for _ in 0..<40 {
                now += .milliseconds(Int64(random.next() % 700))
                let wasPaused = chart.view.isPaused
                let choice = random.next() % 9
                let pressed = choice < 4
                if pressed {
                    let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
                    chart.press(key, at: now)
                    history.append("\(key)")
                } else if choice < 8 {
                    let count = 1 + Int(random.next() % 40)
                    chart.ingest(Self.rows(fed, count, replaying: replaying, &random), at: now)
                    fed += count
                    history.append("+\(count) rows")
                } else {
                    history.append("wait")
                }
                // Replaying, held rows come out as a frame is rendered: render, as the loop does.
                _ = chart.render(at: now)
                let frame = chart.grid(at: now).plainText()
                if wasPaused, chart.view.isPaused, !pressed {
                    let hasCursor = chart.view.cursor != nil
                    let (after, before) = (Self.masked(frame, hasCursor: hasCursor), Self.masked(previous, hasCursor: hasCursor))
                    // The rows that differ, before and after: the whole frames follow.
                    let differing = after.indices.filter { $0 >= before.count || after[$0] != before[$0] }
                        .map { "row \($0): \($0 < before.count ? before[$0] : "—") → \(after[$0])" }
                    #expect(after == before, "seed \(seed) \(width)×\(height) \(style)\(replaying ? " replaying" : ""), after \(history.suffix(8)):\n\(differing.joined(separator: "\n"))\n\(previous)\n→\n\(frame)")
                }
                previous = frame
            }
        }
    }

    /// The known case (#178 → #249 → #289 → #329): the cursor, then `-` out to the whole history, then
    /// rows arriving: the view stays where it is and the cursor reads the same row.
    @Test func theCursorZoomedOutToTheWholeHistoryHoldsAsRowsArrive() {
        var chart = LiveChart(store: SeriesStore(capacity: 100_000), configuration: ChartConfiguration(), colors: .none,
                              width: 100, height: 20, animates: false)
        chart.ingest(SampleBatch(values: (0..<1000).map { Double($0 % 37) }), at: .zero)
        _ = chart.grid(at: .zero)
        chart.press(.left, at: .zero)
        for _ in 0..<3 { chart.press(.left, at: .zero) }
        for _ in 0..<12 { chart.press(.zoomOut, at: .zero) }
        let view = chart.view
        #expect(view.rowsPerColumn * 190 >= 1000, "the whole history in view")
        let before = chart.grid(at: .zero).plainText()
        for step in 1...5 {
            chart.ingest(SampleBatch(values: (0..<60).map { _ in 99 }), at: .seconds(step))
            let after = chart.grid(at: .seconds(step)).plainText()
            #expect(chart.view == view, "no view moves")
            #expect(Self.masked(after, hasCursor: true) == Self.masked(before, hasCursor: true), "\(before)\n→\n\(after)")
            #expect(after.contains("paused +\(60 * step) "))
        }
    }

    /// A view paused while it spreads fewer rows than dot columns looks as it did live, fully drawn in,
    /// and stays so as rows come.
    @Test func aPausedSpreadingViewLooksAsItDidLive() {
        var chart = LiveChart(store: SeriesStore(capacity: 100_000), configuration: ChartConfiguration(), colors: .none,
                              width: 60, height: 10, animates: false)
        chart.ingest(SampleBatch(values: [3, 9, 4, 7, 1, 8, 2, 6]), at: .zero)
        let live = chart.grid(at: .zero).plainText()
        chart.press(.space, at: .zero)
        let paused = chart.grid(at: .zero).plainText()
        #expect(Self.masked(paused, hasCursor: false).dropLast() == Self.masked(live, hasCursor: false).dropLast(),
                "\(live)\n→\n\(paused)")
        chart.ingest(SampleBatch(values: [50, 60, 70]), at: .seconds(1))
        let later = chart.grid(at: .seconds(1)).plainText()
        #expect(Self.masked(later, hasCursor: false) == Self.masked(paused, hasCursor: false), "\(paused)\n→\n\(later)")
    }

    /// Fewer rows than columns, spread: the cursor steps from row to row, each press to the next row's
    /// column, and stops at the ends of the history rather than scroll.
    @Test func theCursorStepsFromRowToRowOfASpread() {
        var view = ViewState()
        let extent = ViewState.Extent(rowCount: 10, keptRowCount: 10, dotColumns: 100)
        view.press(.left, in: extent)
        #expect(view.cursor == 99, "the newest row")
        var columns: [Int] = []
        for _ in 0..<10 {
            view.press(.left, in: extent)
            columns.append(view.cursor!)
        }
        #expect(columns == [88, 77, 66, 55, 44, 33, 22, 11, 0, 0], "row 9 of 10 at 99 × 8 / 9 = 88, …")
        #expect(view.endRow == 10, "the first row is the history's first: nothing to scroll to")
        view.press(.right, in: extent)
        #expect(view.cursor == 11)
        let timed = ViewState.Extent(rowCount: 10, keptRowCount: 10, dotColumns: 100, placesByRow: false)
        view.press(.left, in: timed)
        #expect(view.cursor == 10, "placed by x from the data: a dot column a step, as before")
    }

    /// The history full and rows evicted: a paused view moves by as many rows as left it, and no more.
    @Test func evictionMovesAPausedViewOnlyAsFarAsItForces() {
        let columns = 100
        var view = ViewState()
        let full = ViewState.Extent(rowCount: 1_000, keptRowCount: 1_000, dotColumns: columns)
        view.press(.home, in: full)
        #expect(view.endRow == 100)
        view.clamp(ViewState.Extent(rowCount: 1_030, keptRowCount: 1_000, dotColumns: columns))
        #expect(view.endRow == 130, "30 rows evicted from the view's left edge: 30 rows on")
        view.press(.end, in: full)
        view.press(.pageUp, in: full)
        view.press(.pageUp, in: full)
        #expect(view.endRow == 800)
        view.clamp(ViewState.Extent(rowCount: 1_500, keptRowCount: 1_000, dotColumns: columns))
        #expect(view.endRow == 800, "rows 500…799 are still kept: nothing forces a move")
        view.clamp(ViewState.Extent(rowCount: 1_750, keptRowCount: 1_000, dotColumns: columns))
        #expect(view.endRow == 850, "the oldest kept is row 750: the view begins there")
    }

    /// Paused over a history shorter than the view (at a zoom showing all of it), rows arriving move
    /// nothing, however many come, while none is evicted.
    @Test func aShortHistoryHoldsPaused() {
        var view = ViewState()
        var extent = ViewState.Extent(rowCount: 1_000, keptRowCount: 1_000, dotColumns: 100)
        view.press(.left, in: extent)
        for _ in 0..<10 { view.press(.zoomOut, in: extent) }
        #expect(view.rowsPerColumn == 16)
        let held = view
        for rows in [1_001, 1_400, 1_600, 5_000] {
            extent = ViewState.Extent(rowCount: rows, keptRowCount: rows, dotColumns: 100)
            view.clamp(extent)
            #expect(view == held, "\(rows) rows")
        }
    }

    /// Paused, rows arriving ask for one frame (the status's `paused +N`), not the frames of a draw-in the
    /// paused view never shows: a fast producer under a paused chart costs a frame per arrival, no more.
    @Test func rowsArrivingWhilePausedStartNoDrawIn() {
        var chart = LiveChart(store: SeriesStore(capacity: 1_000), configuration: ChartConfiguration(), colors: .none,
                              width: 60, height: 12, framesPerSecond: 240)
        chart.ingest(SampleBatch(values: (0..<20).map { Double($0) }), at: .zero)
        #expect(!chart.render(at: .seconds(1)).isEmpty)
        chart.press(.space, at: .seconds(1))
        #expect(!chart.render(at: .seconds(2)).isEmpty, "paused: the status says so")
        chart.ingest(SampleBatch(values: [5]), at: .seconds(3))
        #expect(!chart.render(at: .seconds(3)).isEmpty, "paused +1")
        let later = Duration.seconds(3) + .milliseconds(10)
        #expect(!chart.needsFrame(at: later), "no draw-in while paused")
        #expect(chart.wakeup(after: later) == nil, "nothing to wake for until the next event")
    }

    /// Paused, the status's figures are those of the moment it paused: rows that arrive (a new high, a
    /// new low) change only `paused +N`; resumed, the figures are the whole input's again.
    @Test func theFiguresHoldWhilePaused() {
        var chart = LiveChart(store: SeriesStore(capacity: 1_000), configuration: ChartConfiguration(), colors: .none,
                              width: 80, height: 10, animates: false)
        chart.ingest(SampleBatch(values: [3, 5, 4]), at: .zero)
        func status(at now: Duration) -> String {
            chart.grid(at: now).plainText().trimmingSuffixNewline().split(separator: "\n").last.map(String.init) ?? ""
        }
        #expect(status(at: .zero) == "last=4 min=3 max=5 avg=4 n=3")
        chart.press(.space, at: .seconds(1))
        chart.ingest(SampleBatch(values: [100, -7]), at: .seconds(2))
        #expect(status(at: .seconds(2)) == "paused +2 last=4 min=3 max=5 avg=4 n=3")
        chart.press(.space, at: .seconds(3))
        #expect(status(at: .seconds(3)) == "last=-7 min=-7 max=100 avg=21 n=5")
    }
}
