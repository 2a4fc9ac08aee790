import LivePlotStore

/// A heatmap's counts (`--heatmap`): for each cell column of the plot, how many values fell in each bin
/// of the y axis, two bins a cell row. A column's values are those of the rows the line chart places
/// in its dot columns (`VisibleWindow.columnRows`), every series the scene shows pooled; a bin is an
/// even slice of the axis shown (of log₁₀ with `--log`: log bins), values beyond it in its edge bins,
/// and on a log axis a value ≤ 0 in the lowest, as the line chart draws them.
///
/// ```swift
/// let bins = HeatmapBins(scene, store: store)
/// bins[column: 0, bin: 0]   // the values of the first column in the lowest bin
/// bins.maximum              // the fullest bin's count: the scale's top
/// ```
///
/// - Complexity: O(values in view + columns × bins).
struct HeatmapBins {
    /// Bins a cell row holds: the upper and the lower half of a half block.
    static let binsPerRow = 2

    let columns: Int
    let bins: Int
    private(set) var counts: [Int]
    private(set) var maximum = 0
    /// The values binned in all.
    private(set) var total = 0

    init(columns: Int, bins: Int) {
        self.columns = Swift.max(0, columns)
        self.bins = Swift.max(0, bins)
        counts = Array(repeating: 0, count: self.columns * self.bins)
    }

    /// Bins holding `counts` (a column's bins after another's), as counted elsewhere (`HeatmapMemo`).
    init(columns: Int, bins: Int, counts: [Int]) {
        self.columns = columns
        self.bins = bins
        self.counts = counts
        // One plain pass for both, as every frame of a live heatmap asks (`max()` and `reduce` over its
        // 8,000 bins took ~80 k instructions a frame of 120×40).
        (maximum, total) = counts.withUnsafeBufferPointer { counts in
            var (maximum, total) = (0, 0)
            for count in counts {
                maximum = Swift.max(maximum, count)
                total &+= count
            }
            return (maximum, total)
        }
    }

    /// The bins of the values a scene shows.
    init(_ scene: ChartScene, store: SeriesStore) {
        let layout = scene.layout
        self.init(columns: layout.plotColumns, bins: layout.plotRows * Self.binsPerRow)
        guard columns > 0, bins > 0 else { return }
        let dotsAcross = scene.dotsAcross
        let ranges = scene.window.columnRows(of: store)
        let shown = scene.window.seriesShown ?? Array(store.series.indices)
        let firstKept = store.rowCount - store.keptRowCount
        // Buckets' rows hold stats: their values are the record's (`HeatRecord`), by input series.
        let record = store.bucketing?.heat
        let inputs = record == nil ? [] : Self.inputs(shown: shown, of: store)
        for (dot, rows) in ranges.enumerated() where !rows.isEmpty {
            let column = Swift.min(columns - 1, dot / dotsAcross)
            if let record {
                for row in rows {
                    record.forEachValue(inBucket: row, inputs: inputs) { add($0, count: $1, column: column, scene: scene) }
                }
                continue
            }
            for index in shown where index < store.series.count {
                let history = store.series[index].history
                for row in rows {
                    let value = history[row - firstKept]
                    if !value.isNaN { add(value, column: column, scene: scene) }
                }
            }
        }
        widenSpreadColumns()
    }

    subscript(column column: Int, bin bin: Int) -> Int { counts[column * bins + bin] }

    /// The input series whose values the buckets' stats `shown` are of (`HeatRecord`'s inputs), in order.
    static func inputs(shown: [Int], of store: SeriesStore) -> [Int] {
        Array(Set(shown.compactMap { store.bucketStat(ofSeries: $0)?.input })).sorted()
    }

    /// Widens each column of values over the empty columns up to the next one, when the columns of
    /// values stand apart at a stride (a view spread over the width: fewer buckets or rows than columns,
    /// `VisibleWindow+Spread`): a bucket is as wide as its stretch of x, not a cell with blanks between
    /// it and the next, which read as stripes. A wider stretch than 1½ strides is a gap in the data, and
    /// stays one past a stride; the last column of values is widened by a stride, at most to the edge.
    ///
    /// - Complexity: O(columns × bins).
    mutating func widenSpreadColumns() {
        // A column is filled at its first bin above 0: a plain loop, as every frame of a live heatmap asks.
        let filled = counts.withUnsafeBufferPointer { counts in
            (0..<columns).filter { column in
                var bin = column * bins
                let end = bin + bins
                while bin < end, counts[bin] <= 0 { bin += 1 }
                return bin < end
            }
        }
        guard filled.count > 1 else { return }
        let strides = zip(filled, filled.dropFirst()).map { $1 - $0 }.sorted()
        // The lower median: a stride of one column among a few of two widens nothing.
        let stride = strides[(strides.count - 1) / 2]
        guard stride > 1 else { return }
        let (columnCount, binCount) = (columns, bins)
        counts.withUnsafeMutableBufferPointer { counts in
            let first = counts.baseAddress!
            for (index, column) in filled.enumerated() {
                var next = index + 1 < filled.count ? filled[index + 1] : column + stride
                if next - column > stride + stride / 2 { next = column + stride }
                for target in (column + 1)..<Swift.min(columnCount, Swift.max(column + 1, next)) {
                    // A column's bins copied whole: a spread heatmap (a few buckets over the width) widens
                    // most of its columns each frame, ~8,000 counts of 120×40 copied one by one took ~130 k
                    // instructions a frame.
                    (first + target * binCount).update(from: first + column * binCount, count: binCount)
                }
            }
        }
    }

    /// Counts `value` (`count` times) in its bin of `column`.
    mutating func add(_ value: Double, count: Int = 1, column: Int, scene: ChartScene) {
        add(count, column: column, bin: Self.bin(of: value, scene: scene, bins: bins))
    }

    /// Counts `count` values in bin `bin` of `column`.
    mutating func add(_ count: Int, column: Int, bin: Int) {
        let at = column * bins + bin
        counts[at] += count
        maximum = Swift.max(maximum, counts[at])
        total += count
    }

    /// The bin (0 the lowest) of `value` among `bins` even slices of the scene's axis.
    static func bin(of value: Double, scene: ChartScene, bins: Int) -> Int {
        guard let coordinate = scene.configuration.autoscaler.coordinate(of: value) else { return 0 }
        let fraction = AxisTicks.fraction(of: coordinate, lower: scene.axis.lower, upper: scene.axis.upper)
        guard fraction > 0 else { return 0 }
        return Swift.min(bins - 1, Int(Swift.min(Double(bins), fraction * Double(bins))))
    }

    /// What the cursor reads in `column`: its fullest bins (at most `most`), highest value first, each
    /// its range and count: `80–85 ms 12 · 20–25 ms 140`. A column without values reads the nearest that
    /// has some (buckets spread over a wide plot stand columns apart), as the line's cursor reads the
    /// nearest rows; `–` when none has.
    func reading(column cursor: Int, scene: ChartScene, most: Int = 3) -> String {
        func holds(_ column: Int) -> Bool { column >= 0 && column < columns && (0..<bins).contains { self[column: column, bin: $0] > 0 } }
        guard let column = (0..<columns).lazy.flatMap({ [cursor - $0, cursor + $0] }).first(where: holds) else { return "–" }
        let fullest = (0..<bins).filter { self[column: column, bin: $0] > 0 }
            .sorted { self[column: column, bin: $0] > self[column: column, bin: $1] }.prefix(most).sorted(by: >)
        let unit = scene.configuration.unit
        return fullest.map { bin in
            let edges = Self.edges(ofBin: bin, scene: scene, bins: bins)
            // Three digits tell neighbouring bins apart: a plot has at most a few hundred.
            let range = ValueFormatter.figure(edges.lower, significantDigits: 3) + "–"
                + ValueFormatter.figure(edges.upper, significantDigits: 3, unit: unit)
            return range + " " + ValueFormatter.figure(Double(self[column: column, bin: bin]))
        }.joined(separator: " · ")
    }

    /// The lower and upper value of bin `bin`, as the axis places it (its log's powers with `--log`).
    static func edges(ofBin bin: Int, scene: ChartScene, bins: Int) -> (lower: Double, upper: Double) {
        let (lower, upper) = (scene.axis.lower, scene.axis.upper)
        func value(_ fraction: Double) -> Double {
            let coordinate = lower + (upper - lower) * fraction
            return scene.configuration.autoscaler.isLogarithmic ? Logarithm.power10(coordinate) : coordinate
        }
        return (value(Double(bin) / Double(bins)), value(Double(bin + 1) / Double(bins)))
    }
}
