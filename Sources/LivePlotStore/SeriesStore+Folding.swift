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

    /// Makes the changes the stage asks for: first each series that began late its 0s (`fillZeros`), then
    /// the folds: each retired column's kept rows added into `other`'s (a gap and a number: the number),
    /// the retired column cleared to gaps. In that order: a slot that enters and retires within one batch
    /// has its 0s folded with it, and a slot freed by a fold is taken only after the batch.
    ///
    /// - Complexity: O(kept rows) a fold or a series begun late; none most buckets.
    mutating func foldRetired() {
        guard bucketing?.grouping != nil else { return }
        for entrant in bucketing!.grouping!.takeEntrants() where entrant.slot < series.count {
            fillZeros(series: entrant.slot, beforeBucket: entrant.before)
        }
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

    /// Series `index`'s gaps in the kept buckets before bucket `number` made 0: `--by --count`'s series that
    /// began late (`GroupedBuckets.takeEntrants`), whose value had no line there. A bucket's row is at x =
    /// number × span, as the stage made it; a bucket of rows is row `number`, from the stream's first.
    private mutating func fillZeros(series index: Int, beforeBucket number: Double) {
        guard let span = bucketing?.span else { return }
        let firstKept = rowCount - keptRowCount
        func isBefore(_ row: Int) -> Bool {
            switch span {
            case .seconds(let seconds): return xs.map { $0[row] < number * seconds } ?? false
            case .rows: return Double(firstKept + row) < number
            }
        }
        guard keptRowCount > 0, isBefore(0) else { return }
        var values = Array(series[index].history)
        var row = 0
        while row < values.count, isBefore(row) {
            if values[row].isNaN { values[row] = 0 }
            row += 1
        }
        series[index].rebuild(from: values)
    }

    /// Checks every series' range summary against its history (`Series.checkInvariants`). For tests.
    public func checkSeriesInvariants() {
        for item in series { item.checkInvariants() }
    }
}
