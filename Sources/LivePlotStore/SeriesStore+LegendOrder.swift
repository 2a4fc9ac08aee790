/// The order the legend lists the series in: one place that the status line, the panels of `--split`
/// and the keys `1 … 9` (legend entry n → series) all read.
///
/// ```swift
/// store.legendOrder   // [0, 1, 2] without --by; [2, 0, 1, 3]: 500 has had the most lines, other last
/// ```
extension SeriesStore {
    /// The series' indices in the legend's order: in the order they came, or by their ranks when the
    /// input gives them (`legendRanks`: several sources' series in `-f`'s order); with `--by`, values go
    /// by their lines so far, most first, and `other` last (`GroupedBuckets.legendOrder`), the series of
    /// values that left the K (`retiredSeries`) left out. Every other series once.
    ///
    /// - Complexity: O(series log series).
    public var legendOrder: [Int] {
        guard let order = bucketing?.grouping?.legendOrder else {
            guard bucketing == nil, legendRanks.count == series.count else { return Array(series.indices) }
            // Ranks are distinct: the sort is the order.
            return series.indices.sorted { legendRanks[$0] < legendRanks[$1] }
        }
        // The stage may know columns the store has not kept yet (the open bucket's), never fewer.
        let kept = order.filter { $0 < series.count }
        let retired = retiredSeries
        return kept.count + retired.count == series.count ? kept : series.indices.filter { !retired.contains($0) }
    }
}
