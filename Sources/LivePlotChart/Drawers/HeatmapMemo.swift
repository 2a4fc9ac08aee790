import LivePlotStore

/// A live heatmap's counts kept from frame to frame (`--heatmap`): each cell column's rows and their
/// counts by bin, so a frame counts only the rows that entered or left a column since the last one, not
/// every value in view (60,000 in the live minute at 1,000 lines a second). What it gives is exactly
/// `HeatmapBins(scene, store:)`: a row's bin depends only on its values and on what `Key` holds, and the
/// rows of a store without buckets never change once read (they only leave the history); when the key
/// changes, a column's rows are not all still kept, or its rows are not one run, it is counted afresh.
/// Buckets (`--every`) keep their values in a record (`HeatRecord`) that never changes a closed bucket:
/// each bucket's values are binned once under a key, and a frame adds up its buckets' bins.
///
/// ```swift
/// var memo = HeatmapMemo()
/// let bins = memo.bins(scene, store: store)   // == HeatmapBins(scene, store: store)
/// ```
///
/// - Complexity: O(rows entering or leaving the columns + columns × bins) a frame, O(values in view)
///   when the axis, the size or the series shown change.
public struct HeatmapMemo: Sendable {
    /// What a row's bin and column depend on beyond its values: another key counts every column afresh.
    struct Key: Equatable, Sendable {
        let columns: Int
        let bins: Int
        let dotsAcross: Int
        let lower: Double
        let upper: Double
        let autoscaler: Autoscaler
        let shown: [Int]
        let seriesCount: Int
    }

    private var key: Key?
    /// Each cell column's rows counted, nil where they are not one run (counted afresh each frame).
    private var rows: [Range<Int>?] = []
    /// The counts, a column's bins after another's (`HeatmapBins.counts`' order).
    private var counts: [Int] = []
    /// The store's rows when last counted: fewer now is another store (a store's rows only grow).
    private var rowCount = 0
    /// Each row's bin for each series shown (-1: a gap), rows `RowBins.first` on, found once under this
    /// key: every column of a live minute takes rows in and gives rows up each frame (60,000 rows in
    /// view, 110 columns), and a row binned as it entered one column is not binned again for the next.
    private var binned = RowBins()
    /// Each closed bucket's counts by bin under this key (`--every`), and the record's buckets when last
    /// counted: fewer now is another record (a record's buckets only grow).
    private var buckets = BucketBins()
    private var closedBuckets = 0

    public init() {}

    /// The bins of the values `scene` shows, as `HeatmapBins(scene, store:)` counts them.
    mutating func bins(_ scene: ChartScene, store: SeriesStore) -> HeatmapBins {
        // Buckets' values come from their record (`HeatRecord`); buckets without one are rows a fold
        // (`--by`) rewrites: counted afresh.
        let record = store.bucketing?.heat
        guard store.bucketing == nil || record != nil else { return HeatmapBins(scene, store: store) }
        let layout = scene.layout
        let key = Key(columns: Swift.max(0, layout.plotColumns), bins: Swift.max(0, layout.plotRows * HeatmapBins.binsPerRow),
                      dotsAcross: scene.dotsAcross, lower: scene.axis.lower, upper: scene.axis.upper,
                      autoscaler: scene.configuration.autoscaler, shown: scene.window.seriesShown ?? Array(store.series.indices),
                      seriesCount: store.series.count)
        guard key.columns > 0, key.bins > 0 else { return HeatmapBins(scene, store: store) }
        if key != self.key || store.rowCount < rowCount || (record?.nextBucket ?? 0) < closedBuckets {
            self.key = key
            rows = Array(repeating: nil, count: key.columns)
            counts = Array(repeating: 0, count: key.columns * key.bins)
            binned = RowBins()
            buckets = BucketBins()
        }
        rowCount = store.rowCount
        closedBuckets = record?.nextBucket ?? 0
        if let record { return bucketBins(scene, store: store, record: record, key: key) }
        let ranges = scene.window.columnRows(of: store)
        var counter = RowCounter(store: store, scene: scene, shown: key.shown.filter { $0 < store.series.count }, bins: key.bins)
        // The rows read this frame: the columns' runs, as they were and as they are, of the rows still kept.
        let firstKept = store.rowCount - store.keptRowCount
        let reach = (ranges + rows.compactMap { $0 }).filter { !$0.isEmpty }
        if let lowest = reach.map(\.lowerBound).min(), let highest = reach.map(\.upperBound).max(), highest > firstKept {
            binned.cover(Swift.max(lowest, firstKept)..<highest, counter: counter)
        }
        counter.binned = binned
        for (column, dots) in Self.columnDots(ranges.count, key: key).enumerated() {
            update(column: column, to: ranges[dots], counter: counter, firstKept: store.rowCount - store.keptRowCount)
        }
        var bins = HeatmapBins(columns: key.columns, bins: key.bins, counts: counts)
        bins.widenSpreadColumns()
        return bins
    }

    /// The bins of a scene of buckets, as `HeatmapBins(scene, store:)` counts them: each bucket's bins
    /// (found once, `BucketBins`) added up in the cell column of its dot column.
    /// - Complexity: O(buckets in view × bins a bucket fills + columns × bins), and O(values) of each
    ///   bucket entering the view.
    private mutating func bucketBins(_ scene: ChartScene, store: SeriesStore, record: HeatRecord, key: Key) -> HeatmapBins {
        let ranges = scene.window.columnRows(of: store)
        let closed = record.firstBucket..<record.nextBucket
        let reach = ranges.filter { !$0.isEmpty }
        let needed = ((reach.map(\.lowerBound).min() ?? 0)..<(reach.map(\.upperBound).max() ?? 0)).clamped(to: closed)
        let inputs = HeatmapBins.inputs(shown: key.shown, of: store)
        buckets.cover(needed) { bucket in
            var counts = Array(repeating: 0, count: key.bins)
            record.forEachValue(inBucket: bucket, inputs: inputs) { counts[HeatmapBins.bin(of: $0, scene: scene, bins: key.bins)] += $1 }
            return counts.indices.filter { counts[$0] != 0 }.map { BinCount(bin: $0, count: counts[$0]) }
        }
        // Added as the fresh reading adds, the fullest bin and the total kept as they go: a pass over every
        // bin for them cost more than the buckets' few bins (~45 k instructions a frame of 120×40).
        var bins = HeatmapBins(columns: key.columns, bins: key.bins)
        for (dot, rows) in ranges.enumerated() where !rows.isEmpty {
            let column = Swift.min(key.columns - 1, dot / key.dotsAcross)
            for bucket in rows.clamped(to: closed) {
                for binCount in buckets[bucket] { bins.add(binCount.count, column: column, bin: binCount.bin) }
            }
        }
        bins.widenSpreadColumns()
        return bins
    }

    /// The dot columns each cell column holds, as `HeatmapBins` places them: the last takes any beyond.
    private static func columnDots(_ dotColumns: Int, key: Key) -> [Range<Int>] {
        (0..<key.columns).map { column in
            let lower = Swift.min(dotColumns, column * key.dotsAcross)
            let upper = column == key.columns - 1 ? dotColumns : Swift.min(dotColumns, lower + key.dotsAcross)
            return lower..<upper
        }
    }

    /// Brings a column's counts to the rows of its dot columns `ranges`: by the rows that entered and
    /// left its run since it was counted, or afresh.
    private mutating func update(column: Int, to ranges: ArraySlice<Range<Int>>, counter: RowCounter, firstKept: Int) {
        let run = Self.run(of: ranges)
        let base = column * counter.bins
        if let old = rows[column], let new = run, old.lowerBound >= firstKept, old.overlaps(new),
           abs(new.lowerBound - old.lowerBound) + abs(new.upperBound - old.upperBound) <= new.count {
            // Overlapping runs: the rows past either end of one are the other's to add or take away.
            counter.count(old.upperBound..<Swift.max(old.upperBound, new.upperBound), by: 1, into: &counts, at: base)
            counter.count(new.upperBound..<Swift.max(new.upperBound, old.upperBound), by: -1, into: &counts, at: base)
            counter.count(new.lowerBound..<Swift.max(new.lowerBound, old.lowerBound), by: 1, into: &counts, at: base)
            counter.count(old.lowerBound..<Swift.max(old.lowerBound, new.lowerBound), by: -1, into: &counts, at: base)
            rows[column] = new
            return
        }
        for bin in 0..<counter.bins { counts[base + bin] = 0 }
        for rows in ranges { counter.count(rows, by: 1, into: &counts, at: base) }
        rows[column] = run
    }

    /// The rows of `ranges` as one run, when they are one (empty when they hold none); nil when apart.
    private static func run(of ranges: ArraySlice<Range<Int>>) -> Range<Int>? {
        var run: Range<Int>?
        for rows in ranges where !rows.isEmpty {
            guard let sofar = run else {
                run = rows
                continue
            }
            guard rows.lowerBound == sofar.upperBound else { return nil }
            run = sofar.lowerBound..<rows.upperBound
        }
        return run ?? 0..<0
    }

    /// Counts rows' values into a column's bins: every value of the series shown but gaps, as `HeatmapBins`;
    /// by the bins found for the rows already (`binned`), any other row's values binned here.
    private struct RowCounter {
        let store: SeriesStore
        let scene: ChartScene
        let shown: [Int]
        let bins: Int
        var binned = RowBins()

        func count(_ rows: Range<Int>, by step: Int, into counts: inout [Int], at base: Int) {
            guard !rows.isEmpty else { return }
            let inBinned = rows.clamped(to: binned.rows)
            guard !inBinned.isEmpty else { return bin(rows, into: { counts[base + Int($0)] += step }) }
            binned.bins.withUnsafeBufferPointer { bins in
                for at in ((inBinned.lowerBound - binned.first) * shown.count)..<((inBinned.upperBound - binned.first) * shown.count)
                where bins[at] >= 0 {
                    counts[base + Int(bins[at])] += step
                }
            }
            bin(rows.lowerBound..<inBinned.lowerBound, into: { counts[base + Int($0)] += step })
            bin(inBinned.upperBound..<rows.upperBound, into: { counts[base + Int($0)] += step })
        }

        /// Each value's bin in `rows` (kept rows), a row's series after another's: -1 for a gap.
        func bin(_ rows: Range<Int>, into take: (Int32) -> Void) {
            guard !rows.isEmpty else { return }
            let firstKept = store.rowCount - store.keptRowCount
            let histories = shown.map { store.series[$0].history }
            for row in rows {
                for history in histories {
                    let value = history[row - firstKept]
                    take(value.isNaN ? -1 : Int32(HeatmapBins.bin(of: value, scene: scene, bins: bins)))
                }
            }
        }
    }

    /// Rows' bins, a row's series after another's (-1 for a gap), for the rows `rows` (`RowCounter`).
    private struct RowBins {
        private(set) var first = 0
        private(set) var bins: [Int32] = []
        /// The series each row holds a bin of; 0 before the first row.
        private var width = 0

        var rows: Range<Int> { first..<(first + (width == 0 ? 0 : bins.count / width)) }

        /// Holds the bins of the `needed` rows (kept rows): those past the last binned are binned and
        /// added, those before `needed` dropped once they outnumber the rest; needed rows before the first
        /// binned, or apart from them, are all binned afresh.
        mutating func cover(_ needed: Range<Int>, counter: RowCounter) {
            if width != counter.shown.count || needed.lowerBound < first || needed.lowerBound > rows.upperBound {
                (first, bins, width) = (needed.lowerBound, [], counter.shown.count)
            }
            guard width > 0 else { return }
            counter.bin(rows.upperBound..<Swift.max(rows.upperBound, needed.upperBound)) { bins.append($0) }
            let dropped = needed.lowerBound - first
            if dropped > 0, dropped * width * 2 > bins.count {
                bins.removeFirst(dropped * width)
                first = needed.lowerBound
            }
        }
    }

    /// A bucket's values in one bin: how many.
    private struct BinCount: Sendable {
        let bin: Int
        let count: Int
    }

    /// Closed buckets' counts by bin (only the bins they fill), buckets `first` on: a bucket's values
    /// never change once closed, so each is binned as it enters the view, not each frame (~260 k
    /// instructions a frame for a minute of buckets of a second at 1,000 lines a second).
    private struct BucketBins: Sendable {
        private var first = 0
        private var binned: [[BinCount]] = []

        subscript(bucket: Int) -> [BinCount] { binned[bucket - first] }

        /// Holds the bins of the `needed` buckets: those held already kept, the others found by `bin`.
        mutating func cover(_ needed: Range<Int>, bin: (Int) -> [BinCount]) {
            let held = first..<(first + binned.count)
            let old = binned
            binned = needed.map { held.contains($0) ? old[$0 - first] : bin($0) }
            first = needed.lowerBound
        }
    }
}
