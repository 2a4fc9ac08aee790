import Testing
@testable import LivePlotInput
@testable import LivePlotLive
@testable import LivePlotCommand
import LivePlotScreen
@testable import LivePlotTestSupport

/// The unit a producer's profile gives its values (ping's `ms`, `SampleBatch.inputUnit`) is the
/// chart's when the user gave no `-u` and the values are plotted in it (issue 42, point 2).
@Suite struct InputUnitTests {
    @Test func theProfilesUnitIsTheChartsUnlessTheUserGaveOneOrTheValuesAreNoLongerInIt() throws {
        #expect(try runPlan(Options.parse([])).adoptsInputUnit)
        #expect(try runPlan(Options.parse(["-d", "--every", "5s", "--stat", "p99"])).adoptsInputUnit, "a difference and a percentile are in ms")
        #expect(try !runPlan(Options.parse(["-u", "µs"])).adoptsInputUnit, "the user's -u wins")
        #expect(try !runPlan(Options.parse(["--count"])).adoptsInputUnit, "counts are no ms")
        #expect(try !runPlan(Options.parse(["-r"])).adoptsInputUnit, "a rate is per second")
        #expect(try !runPlan(Options.parse(["--stat", "count"])).adoptsInputUnit, "counts alone are no ms")
        // Beside a count, the p50 is in ms: its series takes the unit, the count none (`SeriesStore.unit(_:ofSeries:)`).
        #expect(try runPlan(Options.parse(["--stat", "p50,count"])).adoptsInputUnit)
    }

    /// Live: the unit comes with the first batch that says it, in the figures and on the axis.
    @Test func aLiveChartShowsTheUnitItsInputSays() throws {
        var chart = runPlan(try Options.parse([])).liveChart(colors: .basic, width: 60, height: 8)
        var batch = SampleBatch(values: [0.05, 0.07])
        batch.inputUnit = "ms"
        chart.ingest(batch, at: .zero)
        #expect(chart.grid(at: .zero).plainText().contains("last=0.07 ms"))
        var given = runPlan(try Options.parse(["-u", "widgets"])).liveChart(colors: .basic, width: 60, height: 8)
        given.ingest(batch, at: .zero)
        #expect(given.grid(at: .zero).plainText().contains("last=0.07 widgets"))
        #expect(!given.grid(at: .zero).plainText().contains("ms"))
    }
}
