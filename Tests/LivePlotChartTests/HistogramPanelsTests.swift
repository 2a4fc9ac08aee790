import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// `--hist` over several series: a histogram each, stacked, under a line of its name and figures; never
/// one pool of unlike values (vmstat's free memory with its CPU percentages). As many as have four rows
/// each are drawn, and the status says how many are not.
@Suite struct HistogramPanelsTests {
    static func frame(_ rows: [[Double]], names: [String], _ width: Int, _ height: Int, hidden: Set<Int> = []) -> String {
        var store = SeriesStore(capacity: 1000)
        store.append(SampleBatch(rows: rows, seriesNames: names, xs: rows.indices.map(Double.init)))
        var configuration = ChartConfiguration(viewport: .fitAll, style: .ascii)
        configuration.showsHistogram = true
        configuration.hiddenSeries = hidden
        return ChartRenderer.render(store, configuration: configuration, width: width, height: height).plainText().trimmingSuffixNewline()
    }

    /// Free memory in the millions beside a CPU percentage: two histograms, each in its own bins.
    static let rows: [[Double]] = (0..<8).map { (index: Int) -> [Double] in
        let free: Double = 23_000_000 + Double(index % 4) * 100_000
        return [free, Double(index * 10 % 40)]
    }

    @Test func eachSeriesIsAHistogramOfItsOwn() {
        expectFrame(Self.frame(Self.rows, names: ["free", "us"], 60, 12), """
            free n=8 range=23M~23.3M p50=23.1M p90=23.3M p99=23.3M
              23M-23.1M |############################ 2  25.0%
            23.1M-23.2M |############################ 2  25.0% < p50
            23.2M-23.3M |############################ 2  25.0%
            23.3M-23.4M |############################ 2  25.0% < p90 p99

            us n=8 range=0~30 p50=10 p90=30 p99=30
             0-10 |################################## 2  25.0%
            10-20 |################################## 2  25.0% < p50
            20-30 |################################## 2  25.0%
            30-40 |################################## 2  25.0% < p90 p99
            hist of 2 series, one each
            """)
    }

    /// Three series in nine rows: two drawn, four rows and five, and the third said.
    @Test func theOnesWithoutRoomAreSaid() {
        let rows = (0..<6).map { [Double($0), Double($0) * 2, Double($0) * 3] }
        let frame = Self.frame(rows, names: ["a", "b", "c"], 50, 10)
        #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).last == "hist of 2 of 3 series (too few rows)")
        #expect(frame.contains("a n=6") && frame.contains("b n=6") && !frame.contains("c n=6"))
    }

    /// A series hidden (key 2) leaves the others; one left shown is the histogram of that one alone.
    @Test func hiddenSeriesAreLeftOut() {
        let frame = Self.frame(Self.rows, names: ["free", "us"], 60, 12, hidden: [0])
        #expect(frame.split(separator: "\n").last?.hasPrefix("hist of us 1 hidden n=8 range=0~30") == true, "\(frame)")
        #expect(!frame.contains("free n="))
    }
}
