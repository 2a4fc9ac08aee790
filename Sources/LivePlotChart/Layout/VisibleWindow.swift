import LivePlotBasics
import LivePlotStore

/// The rows of a store placed on dot columns for a viewport, each series as its own points: along x
/// by their x from the data when the store keeps xs (`XPlacement`), else by sample (row) number.
///
/// ```swift
/// let window = VisibleWindow(store: store, viewport: .follow, dotColumns: 160)
/// window.series[0].last?.x  // 159: the newest sample sits at the right edge
/// ```
///
/// - Complexity: O(rows shown × series); `.follow` shows at most `dotColumns` rows.
public struct VisibleWindow: Sendable {
    /// Each series' points, left to right. A row that said nothing of a series leaves its point out, and
    /// its line joins the points on either side: producers that print one series per line
    /// (`/proc/net/dev`) interleave their series, and each must still read as a line. A gap (an empty
    /// field, `GapMarker.value`) that leaves a dot column empty breaks the line there: the point after it
    /// does not join the one before. A gap narrower than a column is not drawn: its column's envelope is.
    public private(set) var series: [[PlotPoint]]
    /// Each series' smoothed line (`--smooth`), placed as its series is; empty without smoothing.
    public private(set) var smoothed: [[PlotPoint]]
    /// Each series' value in the bucket still filling (`SeriesStore.partialRow`), at its x: drawn as
    /// partial after the series' line. Empty unless the view follows the input and places rows by x.
    public private(set) var partial: [PlotPoint?]
    /// The series drawn as a band from the lowest to the highest of them (`SeriesStore.bands`).
    public private(set) var bands: [[Int]]
    /// The series a panel of `--split` shows (`showing(series:)`), nil: every series. What a panel's axis
    /// follows, and what it is known by.
    public private(set) var seriesShown: [Int]?
    /// The sample number at dot column 0, and how many samples one dot column advances.
    public let sampleNumberAtZero: Double
    public let samplesPerDot: Double
    /// The sample numbers shown, first and last.
    public let firstSample: Int
    public let lastSample: Int
    public let viewport: ChartViewport
    /// The dot columns the window spans.
    public let dotColumns: Int
    /// The dot columns drawn as one (a heatmap's cell: `dotsPerCell.x`), whose edges a span of time lays
    /// on whole multiples of a group's span of x (`edgesOfSpan`); 0: the newest row at the right edge.
    public let columnGroup: Int
    /// Where x from the data places the rows, when the store keeps xs and the rows shown span some x:
    /// each dot column is then a span of x, not of rows.
    public let xPlacement: XPlacement?
    /// The range of the buckets' values a heatmap bins (`HeatRecord`) in the rows shown, which the axis
    /// spans as it does the stats' lines: nil without one.
    public private(set) var heatRange: HeatRecord.Range?
    /// Whether the rows are placed by their arrival times, not by x from the data: a span of time
    /// (`--window 30s`) over input that writes none.
    public let isPlacedByArrival: Bool
    /// The store's xs and the row number of the first kept row, to place a sample by its x.
    private let xs: RingBuffer<Double>?
    private let firstKept: Int
    /// The rows each dot column holds when x places them (`xRanges`), found once for the points and kept
    /// for the heatmap's columns (`columnRows(of:)`): 220 binary searches a frame, not twice or thrice.
    private(set) var xColumnRows: [Range<Int>]?

    /// - Parameter settling: how far the newest row has glided in (0 … 1, `Reveal.newestSegment`) while
    ///   the live edge spreads fewer rows than dot columns (`spread`); 1: where it stays.
    /// - Parameter columnGroup: the dot columns drawn as one, whose edges a span of time aligns
    ///   (`edgesOfSpan`); 0: none.
    public init(store: SeriesStore, viewport: ChartViewport, dotColumns: Int, settling: Double = 1, columnGroup: Int = 0) {
        self.viewport = viewport
        self.dotColumns = dotColumns
        self.columnGroup = columnGroup
        let count = store.keptRowCount
        firstKept = store.rowCount - count
        xs = store.xs
        bands = store.bands
        guard dotColumns > 0, count > 0 else {
            series = store.series.map { _ in [] }
            smoothed = store.smoothed.map { _ in [] }
            partial = []
            sampleNumberAtZero = 1
            samplesPerDot = 1
            firstSample = 1
            lastSample = 0
            xPlacement = nil
            isPlacedByArrival = false
            return
        }
        let shown = Self.rowsShown(store, viewport: viewport, dotColumns: dotColumns, columnGroup: columnGroup)
        heatRange = store.bucketing?.heat?.range(ofBuckets: shown)
        // The bucket still filling lies after the rows, at the right edge of a view that follows them.
        let partialRow = viewport.followsInput && store.xs != nil ? store.partialRow.flatMap { $0.x.isFinite ? $0 : nil } : nil
        xPlacement = Self.xPlacement(store, rows: shown, viewport: viewport, dotColumns: dotColumns, columnGroup: columnGroup,
                                     partialX: partialRow?.x)
        isPlacedByArrival = store.xs == nil && xPlacement != nil
        var columnRows: [Range<Int>]?
        if let placement = xPlacement, let xs = Self.placingXs(store, viewport: viewport) {
            columnRows = Self.xRanges(rows: shown, placement: placement, xs: xs, firstKept: store.rowCount - count)
        }
        xColumnRows = columnRows
        let placed = Self.place(store.series, of: store, rows: shown, viewport: viewport, dotColumns: dotColumns, placement: xPlacement,
                                columnRows: columnRows, settling: settling)
        (series, sampleNumberAtZero, samplesPerDot, firstSample, lastSample) =
            (placed.points, placed.sampleNumberAtZero, placed.samplesPerDot, placed.firstSample, placed.lastSample)
        // The smoothed lines lie at the rows of their series, placed the same way.
        smoothed = store.smoothed.isEmpty ? []
            : Self.place(store.smoothed, of: store, rows: shown, viewport: viewport, dotColumns: dotColumns, placement: xPlacement,
                         columnRows: columnRows, settling: settling).points
        if let partialRow, let placement = xPlacement {
            let column = Swift.max(0, Swift.min(dotColumns - 1, placement.column(ofX: partialRow.x)))
            partial = store.series.indices.map { index in
                let value = index < partialRow.values.count ? partialRow.values[index] : .nan
                return value.isNaN ? nil : PlotPoint(x: column, value: value)
            }
        } else {
            partial = []
        }
    }

    /// Where `lines` (the store's series, or their smoothed lines: lined up by row with them) fall on the
    /// dot columns: their points, and the sample numbering of the columns.
    /// - Parameter columnRows: the rows of each dot column when `placement` places them (`xRanges`).
    private static func place(_ lines: [Series], of store: SeriesStore, rows shown: Range<Int>, viewport: ChartViewport,
                              dotColumns: Int, placement: XPlacement?, columnRows: [Range<Int>]?, settling: Double) -> Placed {
        let count = store.keptRowCount
        if let placement, let columnRows, let xs = Self.placingXs(store, viewport: viewport) {
            // Rows per dot column on average: what zooming and scrolling count in.
            return Placed(points: Self.placedByX(lines, of: store, xs: xs, columnRows: columnRows, placement: placement),
                          sampleNumberAtZero: Double(shown.lowerBound + 1), samplesPerDot: Double(shown.count) / Double(dotColumns),
                          firstSample: shown.lowerBound + 1, lastSample: shown.upperBound)
        }
        if let rows = Self.spreadRows(store, viewport: viewport, dotColumns: dotColumns) {
            // Fewer rows than columns: across the width, as `--once` draws them, gliding as one comes live.
            return Self.spread(lines, of: store, rows: rows, dotColumns: dotColumns, settling: viewport.followsInput ? settling : 1)
        }
        switch viewport {
        case .follow, .recent(.seconds):
            return Self.blocks(lines, of: store, endRow: store.rowCount, rowsPerColumn: 1, dotColumns: dotColumns)
        case .recent(.rows(let span)) where span >= dotColumns:
            // Aligned blocks of rows, as a zoomed-out view has: columns do not shift as rows arrive.
            return Self.blocks(lines, of: store, endRow: store.rowCount, rowsPerColumn: (span + dotColumns - 1) / dotColumns,
                               dotColumns: dotColumns)
        case .recent(.rows(let span)):
            // Fewer samples than columns: spread so that `span` of them fill the width, the newest at the
            // right edge, the first ones coming in from it.
            let spread = span == 1 ? 0 : Double(dotColumns - 1) / Double(span - 1)
            let origin = store.rowCount - span
            let kept = store.rowCount - count
            let points = lines.map { item in
                Self.points(item.history, rows: (shown.lowerBound - kept)..<(shown.upperBound - kept)) {
                    Self.recentColumn(ofRow: $0 + kept, origin: origin, span: span, dotColumns: dotColumns)
                }
            }
            return Placed(points: points, sampleNumberAtZero: Double(origin + 1), samplesPerDot: span == 1 ? 1 : 1 / spread,
                          firstSample: shown.lowerBound + 1, lastSample: shown.upperBound)
        case .window(let endRow, let rowsPerColumn):
            precondition(rowsPerColumn >= 1, "at least one row per column")
            return Self.blocks(lines, of: store, endRow: min(max(endRow, 1), store.rowCount), rowsPerColumn: rowsPerColumn,
                               dotColumns: dotColumns)
        case .fitAll:
            return Placed(points: lines.map { Self.envelopes($0.history, count: count, dotColumns: dotColumns) },
                          sampleNumberAtZero: Double(store.firstSampleNumber), samplesPerDot: Double(count) / Double(dotColumns),
                          firstSample: store.firstSampleNumber, lastSample: store.lastSampleNumber)
        }
    }

    /// The dot column of row `row` (0-based) when the last `span` rows, from `origin`, fill fewer
    /// columns than `span` (`--window 50` on a wide chart).
    static func recentColumn(ofRow row: Int, origin: Int, span: Int, dotColumns: Int) -> Int {
        span == 1 ? dotColumns - 1 : Int((Double((row - origin) * (dotColumns - 1)) / Double(span - 1)).rounded())
    }

    /// Lines placed on the dot columns, and the numbering of the columns in samples.
    struct Placed {
        let points: [[PlotPoint]]
        let sampleNumberAtZero: Double
        let samplesPerDot: Double
        let firstSample: Int
        let lastSample: Int
    }

    /// The rows up to `endRow` in aligned blocks of `rowsPerColumn`, the block holding `endRow` in the last
    /// dot column. A block of one row is that row's point; of many, the min–max envelope of its values,
    /// found in O(log n) (`RangeExtrema`), so a frame never scans what it shows.
    private static func blocks(_ lines: [Series], of store: SeriesStore, endRow: Int, rowsPerColumn: Int, dotColumns: Int) -> Placed {
        let blocks = RowBlocks(endRow: endRow, rowsPerColumn: rowsPerColumn, dotColumns: dotColumns)
        let firstKept = store.rowCount - store.keptRowCount
        let points = columnPoints(lines, of: store, ranges: (0..<dotColumns).map { blocks.rows(ofColumn: $0, keptFrom: firstKept) })
        let firstRow = blocks.firstRow(ofColumn: 0)
        return Placed(points: points, sampleNumberAtZero: Double(firstRow + 1), samplesPerDot: Double(rowsPerColumn),
                      firstSample: max(firstRow, firstKept) + 1, lastSample: endRow)
    }

    /// The rows a viewport shows (0-based row numbers, kept ones only), before they are placed.
    /// - Parameter columnGroup: the dot columns drawn as one (`edgesOfSpan`); 0: none.
    static func rowsShown(_ store: SeriesStore, viewport: ChartViewport, dotColumns: Int, columnGroup: Int = 0) -> Range<Int> {
        let firstKept = store.rowCount - store.keptRowCount
        switch viewport {
        case .follow:
            return max(firstKept, store.rowCount - dotColumns)..<store.rowCount
        case .recent(.rows(let span)):
            return max(firstKept, store.rowCount - span)..<store.rowCount
        case .recent(.seconds(let span)):
            guard let xs = placingXs(store, viewport: viewport), let last = xs.last else {
                return max(firstKept, store.rowCount - dotColumns)..<store.rowCount
            }
            // The first row within the span: xs never decrease, so a binary search finds it.
            let first = edgesOfSpan(span, firstX: xs[0], lastX: last, dotColumns: dotColumns, columnGroup: columnGroup).leastX
            var low = 0
            var high = xs.count
            while low < high {
                let middle = (low + high) / 2
                if xs[middle] < first { low = middle + 1 } else { high = middle }
            }
            return (firstKept + low)..<store.rowCount
        case .window(let endRow, let rowsPerColumn):
            let end = min(max(endRow, 1), store.rowCount)
            let first = RowBlocks(endRow: end, rowsPerColumn: rowsPerColumn, dotColumns: dotColumns).firstRow(ofColumn: 0)
            return min(end, max(first, firstKept))..<end
        case .fitAll:
            return firstKept..<store.rowCount
        }
    }

    /// Where the store's xs place `rows`, nil when it keeps none or they have one x only. A span of
    /// time (`--window 30s`) spans the width whatever the rows: the view moves with the newest x.
    /// - Parameter partialX: the x of a bucket still filling, which the view reaches to.
    static func xPlacement(_ store: SeriesStore, rows: Range<Int>, viewport: ChartViewport, dotColumns: Int, columnGroup: Int = 0,
                           partialX: Double? = nil) -> XPlacement? {
        guard let xs = placingXs(store, viewport: viewport), !rows.isEmpty else { return nil }
        let firstKept = store.rowCount - store.keptRowCount
        let last = Swift.max(xs[rows.upperBound - 1 - firstKept], partialX ?? -.infinity)
        if case .recent(.seconds(let span)) = viewport {
            let edges = edgesOfSpan(span, firstX: xs[0], lastX: last, dotColumns: dotColumns, columnGroup: columnGroup)
            return XPlacement(firstX: edges.first, lastX: edges.last, dotColumns: dotColumns)
        }
        return XPlacement(firstX: xs[rows.lowerBound - firstKept], lastX: last, dotColumns: dotColumns)
    }

    /// The xs at dot columns 0 and `dotColumns − 1` of a span of time whose rows run from `firstX` (the
    /// first kept) to `lastX`, and the least x of a row shown: until the history kept reaches a span back,
    /// the rows there fill the width (the view fills); then the span ends at the newest. With a
    /// `columnGroup`, the view is a width of whole groups (`width / (dotColumns − 1) × columnGroup` each)
    /// whose edges lie on whole multiples of a group's span of x, the last holding the newest x: the span,
    /// or while the history kept is shorter, the least of a ladder of widths (`fillingWidth`) that holds
    /// it and a group more. A group holds the same rows from frame to frame, only the newest takes rows in,
    /// the view moves a group at a time, and while it fills it widens by a sixteenth, ever more rarely. A
    /// heatmap's cells are columns of counts: without this, every frame moved every column's edges by the
    /// rows that came in, and its cells' shades shimmered as their counts crossed steps (and all of them
    /// were written again).
    ///
    /// ```swift
    /// VisibleWindow.edgesOfSpan(59.5, firstX: 0, lastX: 100.1, dotColumns: 120, columnGroup: 2)
    /// // (first: 41.25, last: 100.75, leastX: 41): a dot column spans 0.5, columns 118 and 119 100 ..< 101
    /// ```
    static func edgesOfSpan(_ span: Double, firstX: Double, lastX: Double, dotColumns: Int,
                            columnGroup: Int) -> (first: Double, last: Double, leastX: Double) {
        let free = Swift.max(lastX - span, firstX)
        guard columnGroup > 0, dotColumns > columnGroup + 1, lastX > firstX, (lastX - firstX).isFinite
        else { return (free, lastX, free) }
        // Room for the rows and the group the newest x may lie at the start of.
        let dots = Double(dotColumns - 1)
        let width = Swift.min(span, fillingWidth((lastX - firstX) * dots / (dots - Double(columnGroup))))
        let dotSpan = width / dots
        let groupSpan = dotSpan * Double(columnGroup)
        guard groupSpan > 0, groupSpan.isFinite, (lastX / groupSpan).magnitude < 0x1p52 else { return (free, lastX, free) }
        // The last group ends at the first multiple of its span past the newest x; the last dot column's
        // x (its middle) half a dot before that, the first's half a dot after the first group's start.
        let end = ((lastX / groupSpan).rounded(.down) + 1) * groupSpan - dotSpan / 2
        return (end - width, end, end - width - dotSpan / 2)
    }

    /// The width of a view that fills with rows `width` across (more than 0): the least of the ladder
    /// 2ᵉ × (1 + m / 16) that is at least it, so that it steps by a sixteenth or less of itself, ever more
    /// rarely as the rows span more (a step at 1 s, then at 1.0625 s, … at 32 s, then at 34 s), and the
    /// rows fill all of it but that sixteenth at most, whatever the span the view will reach.
    ///
    /// ```swift
    /// VisibleWindow.fillingWidth(2.0)   // 2.0
    /// VisibleWindow.fillingWidth(2.01)  // 2.125
    /// ```
    static func fillingWidth(_ width: Double) -> Double {
        let steps = ((width.significand - 1) * 16).rounded(.up)
        return Double(sign: .plus, exponent: width.exponent, significand: 1 + steps / 16)
    }

    /// The xs that place rows: the data's, or for a span of time over input without them, the rows'
    /// arrivals (kept for it).
    static func placingXs(_ store: SeriesStore, viewport: ChartViewport) -> RingBuffer<Double>? {
        if let xs = store.xs { return xs }
        if case .recent(.seconds) = viewport { return store.arrivals }
        return nil
    }

    /// How many median intervals of a series a stretch of x without a sample must span to break its line.
    static let gapFactor = 5.0
    /// How many bucket spans apart two buckets must be to have an empty one between them: 2 exactly, so
    /// anything over 1.
    static let bucketSpanGapFactor = 1.5

    /// The same window with only series `indices` in it (a panel of `--split`): the others' points, bands
    /// and partial values left out, each kept series at its own index, so its colour stays its own.
    ///
    /// ```swift
    /// window.showing(series: [2]).valueRange  // the range of series 2 alone
    /// ```
    public func showing(series indices: [Int]) -> VisibleWindow {
        var panel = self
        panel.series = series.indices.map { indices.contains($0) ? series[$0] : [] }
        panel.smoothed = smoothed.indices.map { indices.contains($0) ? smoothed[$0] : [] }
        panel.partial = partial.indices.map { indices.contains($0) ? partial[$0] : nil }
        panel.bands = bands.filter { $0.allSatisfy(indices.contains) }
        panel.seriesShown = indices
        return panel
    }

    /// The same window without bands: lines laid over a heatmap, which the fill would hide.
    public func withoutBands() -> VisibleWindow {
        var lines = self
        lines.bands = []
        return lines
    }

    /// The same window without series `hidden` (`1 … 9`): their points, smoothed lines, partial values
    /// and bands left out, so they are neither drawn nor spanned by the axis; each other series at its
    /// own index. The window itself when none is hidden.
    public func hiding(series hidden: Set<Int>) -> VisibleWindow {
        guard !hidden.isEmpty else { return self }
        var shown = self
        shown.series = series.indices.map { hidden.contains($0) ? [] : series[$0] }
        shown.smoothed = smoothed.indices.map { hidden.contains($0) ? [] : smoothed[$0] }
        shown.partial = partial.indices.map { hidden.contains($0) ? nil : partial[$0] }
        shown.bands = bands.filter { !$0.contains(where: hidden.contains) }
        return shown
    }

    /// The lowest and highest value shown over every series, or nil when nothing is: a scan of the
    /// points, for static charts. Live mode keeps it incrementally instead (`LiveChart`).
    public var valueRange: (low: Double, high: Double)? { valueRange(positiveOnly: false) }

    /// The lowest and highest value shown, of the values above 0 only when `positiveOnly` (a logarithmic
    /// axis's): a column's lowest positive value is its low, or else its first, last or high.
    public func valueRange(positiveOnly: Bool) -> (low: Double, high: Double)? {
        var low = Double.infinity
        var high = -Double.infinity
        func take(_ point: PlotPoint) {
            if positiveOnly {
                guard point.high > 0 else { return }
                for value in [point.low, point.first, point.last] where value > 0 { low = min(low, value) }
                low = min(low, point.high)
            } else {
                low = min(low, point.low)
            }
            high = max(high, point.high)
        }
        for points in series {
            for point in points { take(point) }
        }
        for case let point? in partial { take(point) }
        if let heatRange, let shownLow = positiveOnly ? heatRange.lowestPositive : heatRange.low {
            (low, high) = (min(low, shownLow), max(high, heatRange.high))
        }
        return low <= high ? (low, high) : nil
    }

    /// The dot column where sample `number` sits: at its x when the window places rows by x.
    public func dotColumn(ofSample number: Int) -> Double {
        if let xPlacement, let xs, number - 1 - firstKept >= 0, number - 1 - firstKept < xs.count {
            return xPlacement.dotColumn(ofX: xs[number - 1 - firstKept])
        }
        return (Double(number) - sampleNumberAtZero) / samplesPerDot
    }
}
