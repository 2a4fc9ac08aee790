import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// `--hist` of buckets (`--every 1s --stat p50`, `--count`): their rows hold a stat of each, not the
/// values read — the status says what the histogram pools (new-user pass, finding 4).
@Suite struct HistogramOfBucketsTests {
    static func frame(_ measure: BucketStage.Measure, values: [Double], xs: [Double], unit: String = "", height: Int = 8) -> String {
        var store = SeriesStore(capacity: 100, bucketing: BucketStage(span: .seconds(1), measure: measure, transform: .raw, arrivalEpoch: 0))
        store.append(SampleBatch(values: values, xs: xs))
        store.finishInput()
        var configuration = ChartConfiguration(unit: unit, viewport: .fitAll, style: .ascii)
        configuration.showsHistogram = true
        return ChartRenderer.render(store, configuration: configuration, width: 60, height: height).plainText().trimmingSuffixNewline()
    }

    static func status(_ measure: BucketStage.Measure, values: [Double], xs: [Double]) -> String {
        String(frame(measure, values: values, xs: xs).split(separator: "\n").last ?? "")
    }

    /// Ten values over three seconds: three p50s, three counts.
    @Test func theStatusSaysItPoolsABucketsStat() {
        let xs = [10, 10.2, 10.4, 10.6, 11.1, 11.5, 12, 12.2, 12.4, 12.9]
        let values: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        #expect(Self.status(.stats([.percentile(50)]), values: values, xs: xs).hasPrefix("hist of p50 per bucket n=3 "))
        #expect(Self.status(.events, values: values, xs: xs).hasPrefix("hist of count per bucket n=3 "))
        // Two stats a bucket: a histogram each, of the rows there is room for (8: one).
        #expect(Self.status(.stats([.percentile(50), .max]), values: values, xs: xs).hasPrefix("hist of 1 of 2 series per bucket (too few rows)"))
    }

    /// `--hist` over `--count -u ms` wrote its bins and range in ms (UA's finding): counts have no unit,
    /// as the line chart's axis has none; a histogram of p50s keeps it.
    @Test func countsTakeNoUnit() {
        let xs = [10, 10.2, 10.4, 10.6, 11.1, 11.5, 12, 12.2, 12.4, 12.9]
        let values: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        expectFrame(Self.frame(.events, values: values, xs: xs, unit: "ms"), """
            2-2.5 |###############                1  33.3%
            2.5-3 |                               0   0.0%
            3-3.5 |                               0   0.0%
            3.5-4 |                               0   0.0%
            4-4.5 |############################## 2  66.7% < p50 p90 p99


            hist of count per bucket n=3 range=2~4 p50=4 p90=4 p99=4
            """)
        // A p50 and a count a bucket: each its own histogram, the p50's in ms, the count's in none.
        let both = Self.frame(.stats([.percentile(50), .count]), values: values, xs: xs, unit: "ms", height: 16).split(separator: "\n")
        let countStart = both.firstIndex { $0.hasPrefix("count n=3") } ?? both.endIndex
        #expect(both[..<countStart].contains { $0.contains(" ms") } && !both[countStart...].contains { $0.contains(" ms") } && countStart < both.endIndex)
        #expect(Self.frame(.stats([.percentile(50)]), values: values, xs: xs, unit: "ms").contains(" ms"))
    }
}
