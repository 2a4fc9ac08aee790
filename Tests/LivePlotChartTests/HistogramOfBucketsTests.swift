import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// `--hist` of buckets (`--every 1s --stat p50`, `--count`): their rows hold a stat of each, not the
/// values read — the status says what the histogram pools (new-user pass, finding 4).
@Suite struct HistogramOfBucketsTests {
    static func status(_ measure: BucketStage.Measure, values: [Double], xs: [Double]) -> String {
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: measure, transform: .raw, arrivalEpoch: 0))
        store.append(SampleBatch(values: values, xs: xs))
        store.finishInput()
        var configuration = ChartConfiguration(viewport: .fitAll, style: .ascii)
        configuration.showsHistogram = true
        let lines = ChartRenderer.render(store, configuration: configuration, width: 60, height: 8).plainText().trimmingSuffixNewline()
        return String(lines.split(separator: "\n").last ?? "")
    }

    /// Ten values over three seconds: three p50s, three counts.
    @Test func theStatusSaysItPoolsABucketsStat() {
        let xs = [10, 10.2, 10.4, 10.6, 11.1, 11.5, 12, 12.2, 12.4, 12.9]
        let values: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        #expect(Self.status(.stats([.percentile(50)]), values: values, xs: xs).hasPrefix("hist of p50 per bucket n=3 "))
        #expect(Self.status(.events, values: values, xs: xs).hasPrefix("hist of count per bucket n=3 "))
        #expect(Self.status(.stats([.percentile(50), .max]), values: values, xs: xs).hasPrefix("hist of 2 series per bucket n=6 "))
    }
}
