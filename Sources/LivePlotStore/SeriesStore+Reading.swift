/// What a store answers about the rows it keeps, without changing them: their numbers, a row's extremes,
/// the sample counts and stats of buckets, the series grouped by input and banded; and a debug check that
/// its histories line up.
///
/// ```swift
/// store.extremes(ofRow: 0)   // the lowest and highest of the oldest kept row
/// store.inputGroups          // [[0, 1], [2, 3]] with `--stat p50,p99` on two inputs
/// ```
extension SeriesStore {
    /// Rows kept.
    public var keptRowCount: Int { Swift.min(rowCount, capacity) }

    /// The 1-based number of the oldest row kept.
    public var firstSampleNumber: Int { rowCount - keptRowCount + 1 }

    /// The 1-based number of the newest row, or 0 before the first.
    public var lastSampleNumber: Int { rowCount }

    /// Whether rates are the difference per line: the input's lines have no times and were read together
    /// (`ArrivalTiming`), as its batches said (`InputNotice.rateWithoutTimes`).
    public var ratesArePerLine: Bool { notices.rate != nil }

    /// The lowest and highest value in kept row `row` (0 the oldest) over every series; nil for a row of
    /// gaps only, which a store never keeps unless a series was added later.
    public func extremes(ofRow row: Int) -> (low: Double, high: Double)? {
        extremes(ofRow: row, series: series.indices, positiveOnly: false)
    }

    /// The lowest and highest of series `indices` in kept row `row` (0 the oldest), of the values above 0
    /// only when `positiveOnly` (a logarithmic axis's); nil when none of them has such a value there. A
    /// panel's axis (`--split`) follows its series only.
    ///
    /// Of a range and of a list, not of any sequence: a live axis asks for every row read (`LiveAxis`), and
    /// a generic call from another module is not specialized (2,500 instructions a row, for one series).
    public func extremes(ofRow row: Int, series indices: Range<Int>, positiveOnly: Bool = false) -> (low: Double, high: Double)? {
        extremes(row, of: indices, positiveOnly: positiveOnly)
    }

    /// The lowest and highest of the series listed in kept row `row`, as `extremes(ofRow:series:positiveOnly:)`
    /// of a range.
    public func extremes(ofRow row: Int, series indices: [Int], positiveOnly: Bool = false) -> (low: Double, high: Double)? {
        extremes(row, of: indices, positiveOnly: positiveOnly)
    }

    /// The two above, specialized for each within this module.
    @inline(__always)
    private func extremes(_ row: Int, of indices: some Sequence<Int>, positiveOnly: Bool) -> (low: Double, high: Double)? {
        var low = Double.infinity
        var high = -Double.infinity
        for index in indices where index < series.count {
            let value = series[index].history[row]
            if positiveOnly, !(value > 0) { continue }
            if value < low { low = value }
            if value > high { high = value }
        }
        return low <= high ? (low, high) : nil
    }

    /// Checks that every history lines up by row, in debug builds; free in release builds.
    public func checkInvariants() {
        #if DEBUG
        for item in series {
            precondition(item.history.count == keptRowCount && item.history.appendedCount == rowCount,
                         "series \(item.name) is not lined up by row")
            item.history.checkInvariants()
        }
        precondition(arrivals == nil || arrivals!.count == keptRowCount, "one arrival per kept row")
        precondition(smoothing == nil ? smoothed.isEmpty : smoothed.count == series.count, "a smoothed line per series")
        for item in smoothed {
            precondition(item.history.count == keptRowCount && item.history.appendedCount == rowCount, "smoothed lines up by row")
        }
        for counts in sampleCounts {
            precondition(counts.count == keptRowCount && counts.appendedCount == rowCount, "a sample count per kept row")
        }
        if let xs {
            precondition(xs.count == keptRowCount && xs.appendedCount == rowCount, "one x per kept row")
            for index in xs.indices.dropFirst() { precondition(xs[index - 1] <= xs[index], "xs never decrease") }
        }
        #endif
    }

    /// The values of input series `input` in kept rows `rows` (0 the oldest) together; nil without
    /// buckets of stats.
    public func sampleCount(input: Int, rows: Range<Int>) -> Int? {
        guard !sampleCounts.isEmpty else { return nil }
        guard input < sampleCounts.count else { return 0 }
        return rows.reduce(0) { $0 + sampleCounts[input][$1] }
    }

    /// The input series that series `index` is a stat of, and the stat's name (`p99`), with buckets of
    /// stats: `latency p50`, `latency p99` are both of input 0. Nil otherwise.
    public func bucketStat(ofSeries index: Int) -> (input: Int, name: String)? {
        guard let bucketing else { return nil }
        switch bucketing.measure {
        case .events: return (0, BucketStat.count.name)
        case .stats(let stats): return (index / stats.count, stats[index % stats.count].name)
        }
    }

    /// The series of each input, in the legend's order (`legendOrder`): one each, or with buckets of
    /// stats (`--stat p50,p99`) the stats of one input (with `--by`, of one value) together, which a panel
    /// of `--split` shows on one axis.
    ///
    /// ```swift
    /// store.inputGroups  // [[0, 1], [2, 3]]: latency p50, latency p99; size p50, size p99
    /// ```
    public var inputGroups: [[Int]] {
        guard case .stats(let stats) = bucketing?.measure, stats.count > 1 else { return legendOrder.map { [$0] } }
        let groups = stride(from: 0, to: series.count, by: stats.count).map { Array($0..<Swift.min($0 + stats.count, series.count)) }
        guard bucketing?.grouping != nil else { return groups }
        // In the legend's order (`--by`: by volume), each value's stats together; retired values left out.
        let rank = Dictionary(uniqueKeysWithValues: legendOrder.enumerated().map { ($1, $0) })
        return groups.filter { rank[$0[0]] != nil }.sorted { rank[$0[0]]! < rank[$1[0]]! }
    }

    /// The series drawn as a band, a list each (`--stat p50,p95,p99`): each input series' stats that lie
    /// among its values, when it has two or more. Empty without buckets of stats.
    public var bands: [[Int]] {
        guard case .stats(let stats) = bucketing?.measure else { return [] }
        let banded = stats.indices.filter { stats[$0].liesAmongTheValues }
        guard banded.count > 1 else { return [] }
        return stride(from: 0, to: series.count, by: stats.count).map { first in
            banded.map { first + $0 }.filter { $0 < series.count }
        }.filter { $0.count > 1 }
    }
}
