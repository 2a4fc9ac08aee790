import LivePlotStore

/// Which series take the chart's unit (`-u ms`, or the input's, ping's `ms`): those whose values are in
/// the input's unit (the values, a bucket's min, max, mean, percentiles and sum), not counts (`--count`'s
/// lines, `--stat count`), which are of events, whatever the values were in.
///
/// ```swift
/// // --every 1s --stat count,p99 -u ms: series "latency count", "latency p99"
/// store.unit("ms", ofSeries: 0)      // "": a count
/// store.unit("ms", ofSeries: 1)      // "ms"
/// store.axisUnit("ms", series: nil)  // "": the axis holds a count and a latency; each entry says its own
/// ```
extension SeriesStore {
    /// Whether series `index` counts rows (`--count`, `--stat count`) rather than holding the input's values.
    func isCount(series index: Int) -> Bool {
        bucketStat(ofSeries: index)?.name == BucketStat.count.name
    }

    /// `unit` for series `index`, none when it is a count.
    func unit(_ unit: String, ofSeries index: Int) -> String {
        isCount(series: index) ? "" : unit
    }

    /// `unit` for an axis over `series` (nil: every series), none when any of them is a count: the axis's
    /// numbers are then counts, or counts and values in the unit at once, which one unit would mislabel;
    /// the status says each series' own.
    func axisUnit(_ unit: String, series: [Int]?) -> String {
        guard !unit.isEmpty, bucketing != nil else { return unit }
        return (series ?? Array(self.series.indices)).contains(where: isCount(series:)) ? "" : unit
    }
}
