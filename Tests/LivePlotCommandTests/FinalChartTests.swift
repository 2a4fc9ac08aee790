import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// The final chart at the end of input, `-o`, and a chart saved with `s` are the chart `--once` draws of
/// the same data at that size (cli.md ★ "Live, by default"). For the final chart and `-o` the same data
/// is the history kept (all of it, binned when longer than the width); for `s` it is the rows the view
/// shows, placed as the view places them, on the axis `--once` gives them.
@Suite struct FinalChartTests {
    /// The chart `--once` prints of `rows` under `arguments` (`StaticChart`): the history kept, `.fitAll`,
    /// its input finished.
    static func once(_ arguments: [String], rows: [[Double]], names: [String], width: Int, height: Int) -> String {
        let plan = runPlan(try! Options.parse(arguments))
        var store = plan.store(recordsArrivals: false, summarizesRanges: false)
        store.append(SampleBatch(rows: rows, seriesNames: names))
        store.finishInput()
        return ChartRenderer.picture(store, configuration: plan.configuration(viewport: .fitAll), width: width, height: height).text
    }

    static func live(_ arguments: [String], rows: [[Double]], names: [String], width: Int, height: Int) -> LiveChart {
        var chart = runPlan(try! Options.parse(arguments)).liveChart(colors: .none, width: width, height: height)
        // In batches, frames between, as a live run takes them: the axis glides and holds.
        var now = Duration.zero
        for start in stride(from: 0, to: rows.count, by: 7) {
            chart.ingest(SampleBatch(rows: Array(rows[start..<min(rows.count, start + 7)]), seriesNames: names), at: now)
            _ = chart.render(at: now)
            now += .milliseconds(330)
        }
        return chart
    }

    /// Few rows and many, one series and several, split and not, styles and a log axis: the final chart is
    /// `--once`'s, a row short of the terminal.
    @Test func theFinalChartIsOncesChart() {
        let argumentSets: [[String]] = [[], ["--split"], ["-s", "ascii"], ["-s", "blocks", "--smooth", "4"], ["--log"], ["-n", "50"]]
        for count in [1, 2, 13, 70, 500] {
            let rows = (0..<count).map { row -> [Double] in
                let first = Double(1 + row % 17) * 3
                let second = Double(2 + row * row % 23)
                return [first, second]
            }
            for arguments in argumentSets {
                let chart = Self.live(arguments, rows: rows, names: ["a", "b"], width: 60, height: 16)
                let once = Self.once(arguments, rows: rows, names: ["a", "b"], width: 60, height: 15)
                expectFrame(chart.finalPicture().text, once)
            }
        }
    }

    /// `s` at the live edge while the samples are fewer than the columns: the chart `--once` draws of them.
    @Test func savingTheLiveEdgeWhileItSpreadsIsOncesChart() {
        let rows = (0..<25).map { [Double($0 % 6) * 10 + 5] }
        let chart = Self.live([], rows: rows, names: ["load"], width: 60, height: 12)
        expectFrame(chart.picture(at: .seconds(10)).text, Self.once([], rows: rows, names: ["load"], width: 60, height: 12))
    }
}
