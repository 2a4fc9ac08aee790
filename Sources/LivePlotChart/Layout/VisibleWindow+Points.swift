import LivePlotBasics
import LivePlotStore

/// How a window's rows become points: a dot column's rows as one point (its min–max envelope when it
/// holds many), placed by x from the data, by row number, or spread over the columns; and where the
/// data's gaps break a line.
///
/// ```swift
/// VisibleWindow.columnPoints(store.series, of: store, ranges: [0..<1, 1..<5])  // a point per column, per series
/// ```
///
/// - Complexity: O(columns × log rows) for blocks of rows (`RangeExtrema`); O(rows) for the scans.
extension VisibleWindow {
    /// Each series' points, dot column `c` holding rows `ranges[c]` (0-based row numbers, kept ones
    /// only): one row is its point; many, the min–max envelope of their values, found in O(log n)
    /// (`RangeExtrema`), so a frame never scans what it shows.
    static func columnPoints(_ lines: [Series], of store: SeriesStore, ranges: [Range<Int>]) -> [[PlotPoint]] {
        let firstKept = store.rowCount - store.keptRowCount
        return lines.map { item -> [PlotPoint] in
            var points: [PlotPoint] = []
            points.reserveCapacity(min(ranges.count, store.keptRowCount))
            var isBroken = false
            for (column, range) in ranges.enumerated() {
                guard !range.isEmpty else { continue }
                if range.count == 1 {
                    let value = item.history[range.lowerBound - firstKept]
                    if value.isNaN {
                        isBroken = isBroken || GapMarker.marks(value)
                    } else {
                        points.append(PlotPoint(x: column, value: value, joinsPrevious: !isBroken))
                        isBroken = false
                    }
                    continue
                }
                guard let extremes = item.extremes(of: range) else {
                    // A column of no value: a break if it holds a gap and there is a line to break.
                    if !points.isEmpty, !isBroken {
                        isBroken = Self.holdsAGap(item.history, rows: (range.lowerBound - firstKept)..<(range.upperBound - firstKept))
                    }
                    continue
                }
                let middle = extremes.low / 2 + extremes.high / 2
                let first = item.history[range.lowerBound - firstKept]
                let last = item.history[range.upperBound - 1 - firstKept]
                points.append(PlotPoint(x: column, low: extremes.low, high: extremes.high,
                                        first: first.isNaN ? middle : first, last: last.isNaN ? middle : last,
                                        joinsPrevious: !isBroken))
                isBroken = false
            }
            return points
        }
    }

    /// Each series' points at the columns of their x, and no line across a gap in time: where the x
    /// between a point and the one before is more than `gapFactor` times the median between the series'
    /// points (and spans an empty column), the line breaks, as for a gap the input wrote. Buckets of time
    /// (`--every 1s`) break where one is missing: an empty bucket is a gap.
    ///
    /// - Complexity: O(dotColumns × (log rows + series × log dotColumns)).
    /// - Parameter columnRows: the rows of each dot column, as `xRanges` finds them with `placement`.
    static func placedByX(_ lines: [Series], of store: SeriesStore, xs: RingBuffer<Double>, columnRows ranges: [Range<Int>],
                          placement: XPlacement) -> [[PlotPoint]] {
        let firstKept = store.rowCount - store.keptRowCount
        var series = columnPoints(lines, of: store, ranges: ranges)
        var intervals: [Double] = []
        // Buckets of time lie a span apart: one more apart has an empty bucket between (a gap).
        let bucketSpan = store.bucketing.flatMap { stage -> Double? in
            if case .seconds(let seconds) = stage.span { return seconds }
            return nil
        }
        for index in series.indices where series[index].count > (bucketSpan == nil ? 2 : 1) {
            let points = series[index]
            // The x between two points: from the last row of the one to the first of the other.
            func interval(_ at: Int) -> Double {
                xs[ranges[points[at].x].lowerBound - firstKept] - xs[ranges[points[at - 1].x].upperBound - 1 - firstKept]
            }
            let expected: Double
            if let bucketSpan {
                expected = bucketSpanGapFactor * bucketSpan
            } else {
                intervals.removeAll(keepingCapacity: true)
                for at in 1..<points.count { intervals.append(interval(at)) }
                intervals.sort()
                expected = gapFactor * intervals[intervals.count / 2]
            }
            let limit = max(expected, placement.xPerDot)
            for at in 1..<points.count where interval(at) > limit {
                series[index][at].joinsPrevious = false
            }
        }
        return series
    }

    /// The rows (0-based row numbers) each dot column holds when `placement` places `rows` by their x:
    /// the line's points and the heatmap's columns (`columnRows`) alike.
    static func xRanges(rows: Range<Int>, placement: XPlacement, xs: RingBuffer<Double>, firstKept: Int) -> [Range<Int>] {
        var lower = rows.lowerBound
        var count = 0
        return (0..<placement.dotColumns).map { column -> Range<Int> in
            let upper = column == placement.dotColumns - 1
                ? rows.upperBound
                : placement.firstRow(after: column, in: lower..<rows.upperBound, xs: xs, firstKept: firstKept, guess: count)
            defer { (lower, count) = (upper, upper - lower) }
            return lower..<upper
        }
    }

    /// One point per row with a value, at the dot column `x(row)`.
    static func points(_ history: RingBuffer<Double>, rows: Range<Int>, x: (Int) -> Int) -> [PlotPoint] {
        var points: [PlotPoint] = []
        points.reserveCapacity(rows.count)
        var isBroken = false
        for row in rows {
            let value = history[row]
            if value.isNaN {
                isBroken = isBroken || GapMarker.marks(value)
            } else {
                points.append(PlotPoint(x: x(row), value: value, joinsPrevious: !isBroken))
                isBroken = false
            }
        }
        return points
    }

    /// Whether kept rows `rows` (0 the oldest) hold a gap: read only for a column with no value after a
    /// point, so a frame reads at most the rows of the columns its series leave empty.
    static func holdsAGap(_ history: RingBuffer<Double>, rows: Range<Int>) -> Bool {
        rows.contains { GapMarker.marks(history[$0]) }
    }

    /// The kept rows (0 the oldest) of `count` that dot column `column` of `dotColumns` holds in the whole
    /// history's view (`--once`): the envelopes' and the heatmap's columns alike.
    static func envelopeRows(ofColumn column: Int, count: Int, dotColumns: Int) -> Range<Int> {
        (column * count / dotColumns)..<((column + 1) * count / dotColumns)
    }

    /// One point per dot column holding many rows: the min–max envelope of the values in it, so no spike
    /// hides; a column with no value is a gap.
    static func envelopes(_ history: RingBuffer<Double>, count: Int, dotColumns: Int) -> [PlotPoint] {
        var points: [PlotPoint] = []
        points.reserveCapacity(dotColumns)
        var isBroken = false
        for column in 0..<dotColumns {
            var low = Double.infinity
            var high = -Double.infinity
            var first = Double.nan
            var last = Double.nan
            var holdsAGap = false
            for index in envelopeRows(ofColumn: column, count: count, dotColumns: dotColumns) {
                let value = history[index]
                guard !value.isNaN else {
                    holdsAGap = holdsAGap || GapMarker.marks(value)
                    continue
                }
                if first.isNaN { first = value }
                last = value
                low = min(low, value)
                high = max(high, value)
            }
            guard !first.isNaN else {
                isBroken = isBroken || holdsAGap
                continue
            }
            points.append(PlotPoint(x: column, low: low, high: high, first: first, last: last, joinsPrevious: !isBroken))
            isBroken = false
        }
        return points
    }
}
