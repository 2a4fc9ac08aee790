import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotTestSupport

/// Live, `h` toggles between the chart and the histogram of the values in view (`--hist` starts on it),
/// which follows what comes in and what the view shows; keys `1 … 9` hide and show a legend entry's
/// series, the y axis fitting what is shown, the hidden series' figures kept in the status, marked.
@Suite struct HistogramKeysTests {
    static func chart(histogram: Bool = false, width: Int = 60, height: Int = 16) -> LiveChart {
        var configuration = ChartConfiguration()
        configuration.showsHistogram = histogram
        return LiveChart(store: SeriesStore(capacity: 1000), configuration: configuration, colors: .none, width: width,
                         height: height, animates: false)
    }

    /// Three series of their own scales: `small` 0…9, `mid` 100…190, `large` 10,000…19,000.
    static func rows(_ range: Range<Int>) -> SampleBatch {
        SampleBatch(rows: range.map { [Double($0 % 10), Double(100 + ($0 % 10) * 10), Double(10_000 + ($0 % 10) * 1000)] },
                    seriesNames: ["small", "mid", "large"])
    }

    @Test func hTogglesTheHistogramWhichFollowsTheInput() {
        var chart = Self.chart()
        chart.ingest(SampleBatch(values: (0..<40).map { Double($0 % 10) }), at: .zero)
        let lines = chart.grid(at: .zero).plainText()
        #expect(lines.contains("┤") && !lines.contains("hist"), "\(lines)")
        chart.press(.histogram, at: .zero)
        let histogram = chart.grid(at: .zero).plainText()
        // Ten values, 0…9, four each: a bin each, 10% each.
        #expect(histogram.contains("hist n=40 range=0…9"), "\(histogram)")
        #expect(histogram.contains(" 0–1 │███████████████████████████████████████ 4  10.0%\n"), "\(histogram)")
        // It follows what comes in: 40 more rows, all 5.
        chart.ingest(SampleBatch(values: Array(repeating: 5, count: 40)), at: .seconds(1))
        let followed = chart.grid(at: .seconds(1)).plainText()
        #expect(followed.contains("hist n=80 range=0…9"), "\(followed)")
        // 44 fives of 80: p50 (the 40th) is 5, p90 (the 72nd) 7, p99 (the 80th) 9.
        #expect(followed.contains(" 5–6 │██████████████████████████████████████ 44  55.0% ◀ p50\n"), "\(followed)")
        #expect(followed.contains(" 7–8 │███▌                                    4   5.0% ◀ p90\n"), "\(followed)")
        chart.press(.histogram, at: .seconds(1))
        #expect(!chart.grid(at: .seconds(1)).plainText().contains("hist"))
    }

    /// `--hist` starts on it; paused, it holds the paused window however much comes in; a zoom changes
    /// the window it counts.
    @Test func startsOnTheHistogramAndHoldsWhilePaused() {
        var chart = Self.chart(histogram: true)
        chart.ingest(SampleBatch(values: Array(repeating: 1, count: 30)), at: .zero)
        #expect(chart.grid(at: .zero).plainText().contains("hist n=30 range=1…1"))
        chart.press(.space, at: .zero)
        chart.ingest(SampleBatch(values: Array(repeating: 2, count: 30)), at: .seconds(1))
        let paused = chart.grid(at: .seconds(1)).plainText()
        #expect(paused.contains("paused") && paused.contains("hist n=30 range=1…1"), "\(paused)")
        chart.press(.space, at: .seconds(2))
        #expect(chart.grid(at: .seconds(2)).plainText().contains("hist n=60 range=1…2"))
        // More rows than the plot's columns: the live window counts the newest, the zoomed-out one more.
        chart.ingest(SampleBatch(values: Array(repeating: 3, count: 400)), at: .seconds(3))
        let live = chart.grid(at: .seconds(3)).plainText()
        #expect(live.contains("range=3…3"), "\(live)")
        chart.press(.zoomOut, at: .seconds(3))
        chart.press(.zoomOut, at: .seconds(3))
        let zoomed = chart.grid(at: .seconds(3)).plainText()
        #expect(zoomed.contains("range=1…3"), "\(zoomed)")
    }

    /// Hiding `large` (key 3) refits the axis to `small` and `mid`; its figures stay in the status,
    /// marked; showing it again spans it again; a key beyond the legend does nothing.
    @Test func keysHideAndShowSeriesAndTheAxisFitsWhatIsShown() {
        var chart = Self.chart()
        chart.ingest(Self.rows(0..<50), at: .zero)
        _ = chart.grid(at: .zero)
        #expect(chart.shownAxis!.upper >= 19_000)
        chart.press(.toggleSeries(3), at: .zero)
        var text = chart.grid(at: .zero).plainText()
        // The axis glides to its new range through the hysteresis: frames over a minute, time injected.
        var now = Duration.zero
        for _ in 1...120 {
            now += .milliseconds(500)
            text = chart.grid(at: now).plainText()
        }
        #expect(chart.shownAxis!.upper >= 190 && chart.shownAxis!.upper < 1000, "\(text)")
        #expect(text.contains("[3 hidden] large last=19k min=10k"), "\(text)")
        #expect(text.contains("● small") && text.contains("● mid"), "\(text)")
        // Key 9: no ninth entry.
        let view = chart.view
        chart.press(.toggleSeries(9), at: now)
        #expect(chart.view == view)
        // Shown again: spanned again.
        chart.press(.toggleSeries(3), at: now)
        for step in 1...120 {
            _ = chart.grid(at: now + .milliseconds(step * 500))
        }
        #expect(chart.shownAxis!.upper >= 19_000)
        #expect(!chart.grid(at: now + .seconds(61)).plainText().contains("hidden"))
    }

    /// Paused, a key that hides or shows a series refits the axis at once, the same instant, no frame
    /// between: paused is about data arriving, not the user's own keys. The figures stay as they were
    /// when the view paused, and rows arriving meanwhile stay out of the axis.
    @Test func keysRefitAPausedViewsAxisAtOnce() {
        var chart = Self.chart()
        chart.ingest(Self.rows(0..<50), at: .zero)
        _ = chart.grid(at: .zero)
        chart.press(.space, at: .zero)
        // Arriving while paused: `large` at 50,000, shown nowhere until the view resumes.
        chart.ingest(SampleBatch(rows: Array(repeating: [1, 100, 50_000], count: 10), seriesNames: ["small", "mid", "large"]),
                     at: .seconds(1))
        chart.press(.toggleSeries(3), at: .seconds(2))
        let hidden = chart.grid(at: .seconds(2)).plainText()
        #expect(chart.shownAxis!.upper >= 190 && chart.shownAxis!.upper < 1000, "\(hidden)")
        #expect(hidden.contains("paused") && hidden.contains("[3 hidden] large last=19k min=10k"), "\(hidden)")
        // No glide nor wait asked for: the paused frame is final.
        #expect(!chart.render(at: .seconds(2)).isEmpty && !chart.needsFrame(at: .seconds(2) + .milliseconds(1)))
        chart.press(.toggleSeries(3), at: .seconds(2))
        let shown = chart.grid(at: .seconds(2)).plainText()
        #expect(chart.shownAxis!.upper >= 19_000 && chart.shownAxis!.upper < 50_000, "\(shown)")
        chart.press(.toggleSeries(1), at: .seconds(2))
        chart.press(.toggleSeries(2), at: .seconds(2))
        _ = chart.grid(at: .seconds(2))
        #expect(chart.shownAxis!.lower >= 5000, "the axis of `large` alone")
    }

    /// Every series hidden: the plot says so; the histogram counts the series shown only.
    @Test func allHiddenAndTheHistogramOfTheSeriesShown() {
        var chart = Self.chart()
        chart.ingest(Self.rows(0..<50), at: .zero)
        for key in 1...3 { chart.press(.toggleSeries(key), at: .zero) }
        let none = chart.grid(at: .zero).plainText()
        #expect(none.contains("all series hidden") && none.contains("[1 hidden] small"), "\(none)")
        chart.press(.toggleSeries(1), at: .zero)
        chart.press(.histogram, at: .zero)
        let histogram = chart.grid(at: .zero).plainText()
        #expect(histogram.contains("hist of small 2 hidden n=50 range=0…9"), "\(histogram)")
    }
}
