import LivePlotStore

/// Where x from the data (`SeriesStore.xs`) puts rows on a window's dot columns: the first row shown at
/// column 0, the last at the last column, and each column the span of x nearest it, so a row sits at
/// the column of its own x however unevenly the rows came.
///
/// ```swift
/// let placement = XPlacement(firstX: 100, lastX: 110, dotColumns: 11)!
/// placement.column(ofX: 104.4)      // 4
/// placement.dotColumn(ofX: 104.4)   // 4.4
/// ```
public struct XPlacement: Hashable, Sendable {
    /// The x of the first and the last row shown, at dot columns 0 and `dotColumns − 1`.
    public let firstX: Double
    public let lastX: Double
    /// How much x one dot column spans.
    public let xPerDot: Double
    public let dotColumns: Int

    /// Nil when the rows shown have one x only (or there is a single column): no span to spread over.
    public init?(firstX: Double, lastX: Double, dotColumns: Int) {
        guard dotColumns > 1, lastX > firstX, firstX.isFinite, lastX.isFinite else { return nil }
        self.firstX = firstX
        self.lastX = lastX
        self.dotColumns = dotColumns
        xPerDot = (lastX - firstX) / Double(dotColumns - 1)
    }

    /// The dot column where `x` sits, fractional.
    public func dotColumn(ofX x: Double) -> Double { (x - firstX) / xPerDot }

    /// The dot column whose span holds `x`: the nearest, a tie going right. Never decreasing in `x`,
    /// so the rows of a column are found by binary search in xs that never decrease.
    public func column(ofX x: Double) -> Int {
        let column = dotColumn(ofX: x) + 0.5
        // Clamped before it is whole, then whole by truncation, which is rounding down from 0 on: the
        // binary searches of a frame ask this some 2,000 times (`firstRow(after:)`), and `rounded(.down)`
        // is a call to the C library's `floor` on this target. NaN falls to the right, as `min` took it.
        guard column < Double(dotColumns) else { return dotColumns }
        guard column >= 0 else { return -1 }
        return Int(column)
    }

    /// The rows of `rows` (0-based row numbers, kept from `firstKept` on) whose x lies in `column`'s
    /// span, found by binary search.
    ///
    /// - Complexity: O(log rows).
    public func rows(ofColumn column: Int, in rows: Range<Int>, xs: RingBuffer<Double>, firstKept: Int) -> Range<Int> {
        let lower = firstRow(after: column - 1, in: rows, xs: xs, firstKept: firstKept)
        let upper = column == dotColumns - 1 ? rows.upperBound : firstRow(after: column, in: rows, xs: xs, firstKept: firstKept)
        return lower..<max(lower, upper)
    }

    /// The rows of `column`, or when its span of x holds none, those of the nearest column that holds
    /// some (the earlier on a tie): a cursor between two samples far apart reads the nearer one.
    ///
    /// - Complexity: O(log rows).
    public func nearestRows(toColumn column: Int, in rows: Range<Int>, xs: RingBuffer<Double>, firstKept: Int) -> Range<Int> {
        let own = self.rows(ofColumn: column, in: rows, xs: xs, firstKept: firstKept)
        guard own.isEmpty, !rows.isEmpty else { return own }
        // The first row after the column, and the last before it.
        let after = own.lowerBound
        let before = after - 1
        let afterColumn = after < rows.upperBound ? self.column(ofX: xs[after - firstKept]) : nil
        let beforeColumn = before >= rows.lowerBound ? self.column(ofX: xs[before - firstKept]) : nil
        let nearest: Int? = switch (beforeColumn, afterColumn) {
        case let (b?, a?): column - b <= a - column ? b : a
        case let (b?, nil): b
        case let (nil, a?): a
        case (nil, nil): nil
        }
        return nearest.map { self.rows(ofColumn: $0, in: rows, xs: xs, firstKept: firstKept) } ?? own
    }

    /// The first row of `rows` whose column lies after `column` (`rows.upperBound` when none does).
    /// - Parameter guess: how many rows the column likely holds (the last column's count, `xRanges`): the
    ///   search begins at that row and gallops from there, not from the first.
    func firstRow(after column: Int, in rows: Range<Int>, xs: RingBuffer<Double>, firstKept: Int, guess: Int = 0) -> Int {
        // Galloping, then a binary search of the last stride: a frame walks the dot columns in order
        // (`VisibleWindow.xRanges`), each from the last one's end, and a column's rows lie near its start
        // (~6 probes for a minute's 60,000 rows over 220 columns, not ~16); with a guess of the column's
        // count (a minute's columns hold alike counts), ~2 or 3, each a division.
        func isIn(_ row: Int) -> Bool { self.column(ofX: xs[row - firstKept]) <= column }
        var low = rows.lowerBound
        if guess > 0, guess <= rows.count {
            let probe = low + guess - 1
            if isIn(probe) {
                low = probe + 1
            } else {
                // Back from the probe: the rows from `low` on are in, up to one that is out.
                var (high, stride) = (probe, 1)
                while high - stride >= low, !isIn(high - stride) {
                    high -= stride
                    stride *= 2
                }
                low = Swift.max(low, high - stride + 1)
                return search(low, high)
            }
        }
        var high = low
        var stride = 1
        while high < rows.upperBound, isIn(high) {
            low = high + 1
            high = low + stride
            stride *= 2
        }
        return search(low, Swift.min(high, rows.upperBound))

        /// The first row out in `low ..< high`, every row before `low` in and `high` out (or the end).
        func search(_ low: Int, _ high: Int) -> Int {
            var (low, high) = (low, high)
            while low < high {
                let middle = low + (high - low) / 2
                if isIn(middle) { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
