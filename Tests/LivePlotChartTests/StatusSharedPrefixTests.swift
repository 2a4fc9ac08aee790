import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart

/// Issue 43: a series' figures in the status share one prefix: `last=141676 B/s` beside
/// `avg=133.7 kB/s` cannot happen, with the unit the user gave (`-u B/s`) as with none.
@Suite struct StatusSharedPrefixTests {
    @Test func lastMinMaxAndAverageShareOnePrefix() {
        var store = SeriesStore(capacity: 100)
        store.append(SampleBatch(values: [125_724, 133_700, 141_676]))
        #expect(StatusLine.figures(of: store.series[0], unit: "B/s")
            == ["last=141.676 kB/s", "min=125.724 kB/s", "max=141.676 kB/s", "avg=133.7 kB/s", "n=3"])
        let chart = ChartRenderer.render(store, configuration: ChartConfiguration(unit: "B/s", viewport: .fitAll), width: 80, height: 8)
        let status = chart.plainText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(status == "last=141.676 kB/s min=125.724 kB/s max=141.676 kB/s avg=133.7 kB/s n=3", "\(status)")
    }
}
