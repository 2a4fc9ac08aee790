/// `--by --count`: the history of a value that left the K folded into `other`'s, row by row, so each
/// bucket's total over the series shown is still every line of it (`GroupedBuckets`).
///
/// ```swift
/// store.append(batch)     // a value left the top K: its column is cleared, its lines are in other's
/// store.retiredSeries     // [3]: left out of the legend, the plot and the axis
/// ```
extension SeriesStore {
    /// The series of values that left the K (`--by`): cleared (`--count`) or hidden (`--stat`), left out
    /// of `legendOrder`; the chart hides them as it hides those the keys `1 … 9` hide (`hidden(byKeys:)`).
    public var retiredSeries: Set<Int> {
        bucketing?.grouping?.retiredColumns.filter { $0 < series.count } ?? []
    }

    /// The series not drawn: those the keys hide, and the retired ones. The one place the two join.
    public func hidden(byKeys keys: Set<Int>) -> Set<Int> {
        let retired = retiredSeries
        return retired.isEmpty ? keys : keys.union(retired)
    }

    /// Makes the folds the stage asks for: each retired column's kept rows added into `other`'s (a gap
    /// and a number: the number), the retired column cleared to gaps.
    ///
    /// - Complexity: O(kept rows) a fold; none most buckets.
    mutating func foldRetired() {
        guard bucketing?.grouping != nil else { return }
        for fold in bucketing!.grouping!.takeFolds() where fold.from < series.count && fold.into < series.count {
            let retired = Array(series[fold.from].history)
            var other = Array(series[fold.into].history)
            for row in other.indices where !retired[row].isNaN {
                other[row] = other[row].isNaN ? retired[row] : other[row] + retired[row]
            }
            series[fold.into].rebuild(from: other)
            series[fold.from].rebuild(from: Array(repeating: .nan, count: retired.count))
        }
    }

    /// Checks every series' range summary against its history (`Series.checkInvariants`). For tests.
    public func checkSeriesInvariants() {
        for item in series { item.checkInvariants() }
    }
}
