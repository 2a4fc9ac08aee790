import LivePlotBasics
import LivePlotStore

/// Fewer rows than dot columns, spread across the width: the whole history of a `--once` chart, and the
/// live edge until its history fills the width (then it scrolls, one row a dot column); a paused view at
/// one row a column looks as the live one did, and stays so.
///
/// ```swift
/// VisibleWindow.spreadRows(store, viewport: .follow, dotColumns: 160)  // 0..<20: 20 rows, 8⅓ dots apart
/// ```
///
/// - Complexity: O(rows shown × series).
extension VisibleWindow {
    /// The rows a view spreads across the width (0-based row numbers, kept ones only), nil when it places
    /// them otherwise: the live edge (`.follow`, or the last rows `--window 50` spans while fewer are kept)
    /// or a paused view at one row a column, while the rows kept up to its end are fewer than the dot
    /// columns. `--once` (`.fitAll`) spreads them too.
    public static func spreadRows(_ store: SeriesStore, viewport: ChartViewport, dotColumns: Int) -> Range<Int>? {
        let firstKept = store.rowCount - store.keptRowCount
        let end: Int
        switch viewport {
        case .follow, .fitAll: end = store.rowCount
        case .window(let endRow, 1): end = Swift.min(Swift.max(endRow, 1), store.rowCount)
        // The last `span` rows (`--window 50`): spread as the live edge while fewer are kept.
        case .recent(.rows(let span)) where store.keptRowCount <= span: end = store.rowCount
        case .window, .recent: return nil
        }
        guard end > firstKept, end - firstKept <= dotColumns else { return nil }
        return firstKept..<end
    }

    /// The row of `rows` (spread as `spread` places them, settled) nearest dot column `column`: what the
    /// cursor reads there.
    public static func spreadRow(nearestColumn column: Int, of rows: Range<Int>, dotColumns: Int) -> Int {
        guard rows.count > 1, dotColumns > 1 else { return rows.upperBound - 1 }
        let row = (Double(column * (rows.count - 1)) / Double(dotColumns - 1)).rounded()
        return rows.lowerBound + Swift.min(rows.count - 1, Swift.max(0, Int(row)))
    }

    /// The dot column of row `index` of `count` spread settled over `dotColumns`: `index × (columns − 1) /
    /// (count − 1)`, divided once so a row halfway between two columns rounds as the exact quotient does.
    public static func spreadColumn(ofIndex index: Int, count: Int, dotColumns: Int) -> Int {
        count > 1 ? Int((Double(index * (dotColumns - 1)) / Double(count - 1)).rounded()) : dotColumns - 1
    }

    /// Each line's points of `rows` spread across the width, the newest at the right edge.
    ///
    /// Settled (`settling` 1), each row is at its `spreadColumn`, as `--once` draws it. While the
    /// newest row glides in (`settling` from 0 to 1, the newest segment's draw-in), the older rows slide
    /// from where they stood with one row fewer to their new places, so the spread tightens rather than
    /// jumps; the newest stays at the right edge.
    static func spread(_ lines: [Series], of store: SeriesStore, rows: Range<Int>, dotColumns: Int,
                       settling: Double) -> Placed {
        let count = rows.count
        let last = dotColumns - 1
        let kept = store.rowCount - store.keptRowCount
        let firstSample = rows.lowerBound + 1
        guard count > 1, last > 0 else {
            let points = lines.map { Self.points($0.history, rows: (rows.lowerBound - kept)..<(rows.upperBound - kept)) { _ in last } }
            return Placed(points: points, sampleNumberAtZero: Double(firstSample - last), samplesPerDot: 1,
                          firstSample: firstSample, lastSample: rows.upperBound)
        }
        // Where row i stood with one row fewer (`from`: the first at `fromStart`, `fromStep` apart) and
        // stands now (`step` apart from 0): both straight lines in i, and so is the mix of them.
        let glide = Swift.min(1, Swift.max(0, settling))
        let step = Double(last) / Double(count - 1)
        let (fromStart, fromStep) = count == 2 ? (Double(last), 0) : (0, Double(last) / Double(count - 2))
        let start = (1 - glide) * fromStart
        let mixedStep = (1 - glide) * fromStep + glide * step
        let points = lines.map { item in
            Self.points(item.history, rows: (rows.lowerBound - kept)..<(rows.upperBound - kept)) { row in
                let index = row + kept - rows.lowerBound
                if glide == 1 { return Self.spreadColumn(ofIndex: index, count: count, dotColumns: dotColumns) }
                return index == count - 1 ? last : Swift.min(last, Int((start + Double(index) * mixedStep).rounded()))
            }
        }
        guard mixedStep > 0 else {
            return Placed(points: points, sampleNumberAtZero: Double(rows.upperBound - last), samplesPerDot: 1,
                          firstSample: firstSample, lastSample: rows.upperBound)
        }
        return Placed(points: points, sampleNumberAtZero: Double(firstSample) - start / mixedStep, samplesPerDot: 1 / mixedStep,
                      firstSample: firstSample, lastSample: rows.upperBound)
    }
}
