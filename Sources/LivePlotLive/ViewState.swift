import LivePlotStore
import LivePlotChart

/// What the person at the keyboard is looking at: the live edge or a paused place in the history, how
/// many rows each dot column holds, and where the cursor is. Keys change it, as a pure function of the
/// key and the extent of the data.
///
/// ```swift
/// var view = ViewState()
/// let extent = ViewState.Extent(rowCount: 5000, keptRowCount: 5000, dotColumns: 160)
/// view.press(.pageUp, in: extent)   // paused, one screen back
/// view.viewport(rowCount: 5000)     // .window(endRow: 4840, rowsPerColumn: 1)
/// view.press(.end, in: extent)      // live again
/// ```
///
/// The panels of `--split` page independently of the rows: ↑ and ↓ change which are shown, nothing else.
public struct ViewState: Hashable, Sendable {
    /// How much data there is to look at, and how wide the plot is.
    public struct Extent: Hashable, Sendable {
        public var rowCount: Int
        public var keptRowCount: Int
        public var dotColumns: Int
        /// The panels of `--split` in all, and how many one screen shows: what ↑ and ↓ page through.
        public var panelCount: Int
        public var panelsShown: Int
        /// Whether rows stand on the columns by their number, not by x from the data: then fewer rows than
        /// columns are spread, and the cursor steps from row to row.
        public var placesByRow: Bool

        public init(rowCount: Int, keptRowCount: Int, dotColumns: Int, panelCount: Int = 0, panelsShown: Int = 0,
                    placesByRow: Bool = true) {
            precondition(keptRowCount <= rowCount && dotColumns >= 0, "an extent")
            precondition(panelsShown >= 0 && panelsShown <= max(panelCount, 0), "no more panels shown than there are")
            self.rowCount = rowCount
            self.keptRowCount = keptRowCount
            self.dotColumns = dotColumns
            self.panelCount = panelCount
            self.panelsShown = panelsShown
            self.placesByRow = placesByRow
        }

        /// The number of the oldest row kept.
        var oldestRow: Int { rowCount - keptRowCount + 1 }
    }

    /// Rows per dot column are 2 to this power: 0 is the closest view, one row per column.
    public private(set) var zoom = 0
    /// The newest row shown while paused; nil while the view follows the input.
    public private(set) var endRow: Int?
    /// The rows there were when the view paused, so the status can say how many came since.
    public private(set) var rowsAtPause = 0
    /// The cursor's dot column in the plot, from the left; nil when it is hidden.
    public private(set) var cursor: Int?
    /// What the live view spans (`--window`): nil for one sample per dot column.
    public private(set) var span: XSpan?
    /// Zoom steps on the span while live: out doubles it, in halves it.
    public private(set) var spanZoom = 0
    /// The first panel of `--split` shown; ↑ and ↓ move it a screen of panels at a time.
    public private(set) var firstPanel = 0
    /// Whether the values in view are shown as a histogram rather than over x (`h`, `--hist` to start).
    public private(set) var showsHistogram = false
    /// The series hidden (`1 … 9`), by store index: not drawn, not spanned by the y axis.
    public private(set) var hiddenSeries: Set<Int> = []
    /// The span is zoomed within these steps: from 1/1024 of it to 2³⁰ times it.
    private static let spanZooms = -10...30
    /// The widest spans the option takes (`--window`'s bounds): zoomed out, the span stops at them, so
    /// the largest window zoomed out is no wider than the largest window given. Nil: only `spanZooms`.
    public let spanBounds: SpanBounds?

    /// - Parameters:
    ///   - span: what the live view spans (`--window 1m`), nil for one sample per dot column.
    ///   - spanBounds: the widest a span zooms out to.
    ///   - showsHistogram: start on the histogram (`--hist`).
    public init(span: XSpan? = nil, spanBounds: SpanBounds? = nil, showsHistogram: Bool = false) {
        self.span = span
        self.spanBounds = spanBounds
        self.showsHistogram = showsHistogram
    }

    /// Hides series `index` (a store index), or shows it again. The chart turns a legend entry's key
    /// (`1 … 9`) into its series (`StatusLine.legendSeries`).
    public mutating func toggle(series index: Int) {
        if hiddenSeries.remove(index) == nil { hiddenSeries.insert(index) }
    }

    public var isPaused: Bool { endRow != nil }
    public var rowsPerColumn: Int { 1 << zoom }

    /// The rows to draw: the live edge (`.follow` when not zoomed), or the paused place.
    public func viewport(rowCount: Int) -> ChartViewport {
        if endRow == nil, let span { return .recent(span.scaled(by: spanZoom)) }
        if endRow == nil, zoom == 0 { return .follow }
        return .window(endRow: endRow ?? rowCount, rowsPerColumn: rowsPerColumn)
    }

    /// Applies a key. Scrolling and the cursor pause the view; space resumes, and End goes back to the
    /// live edge. Returns whether anything changed.
    @discardableResult
    public mutating func press(_ key: Key, in extent: Extent) -> Bool {
        let before = self
        let span = max(1, extent.dotColumns) * rowsPerColumn
        switch key {
        case .space:
            if isPaused { resume() } else { pause(extent) }
        case .end:
            resume()
        case .pageUp:
            pause(extent)
            endRow = max(lowestEndRow(extent), endRow! - span)
        case .pageDown:
            pause(extent)
            endRow = min(extent.rowCount, endRow! + span)
        case .home:
            pause(extent)
            endRow = lowestEndRow(extent)
        case .left, .right:
            moveCursor(by: key == .left ? -1 : 1, extent)
        case .zoomIn where self.span != nil && !isPaused, .zoomOut where self.span != nil && !isPaused:
            let zoomed = min(max(spanZoom + (key == .zoomIn ? -1 : 1), Self.spanZooms.lowerBound), Self.spanZooms.upperBound)
            if key == .zoomIn || isWithinBounds(self.span!.scaled(by: zoomed)) { spanZoom = zoomed }
        case .zoomIn:
            rezoom(to: zoom - 1, about: cursor, extent)
        case .zoomOut:
            rezoom(to: zoom + 1, about: cursor, extent)
        case .up:
            firstPanel -= max(1, extent.panelsShown)
        case .down:
            firstPanel += max(1, extent.panelsShown)
        case .histogram:
            showsHistogram.toggle()
        case .quit, .interrupt, .save, .click, .wheel, .toggleSeries:
            // Quitting and saving are the loop's; the mouse's cells and the legend's entries are the
            // chart's to turn into dot columns and series.
            break
        }
        clamp(extent)
        return self != before
    }

    /// A click on the plot: the cursor on dot column `dot`, the view paused. Returns whether anything changed.
    @discardableResult
    public mutating func placeCursor(atDot dot: Int, in extent: Extent) -> Bool {
        guard extent.dotColumns > 0 else { return false }
        let before = self
        pause(extent)
        cursor = dot
        clamp(extent)
        return self != before
    }

    /// The wheel over the plot: zoom in or out about dot column `dot`, whose rows stay under the pointer
    /// (the view pauses there); the cursor, when it shows, stays on its rows. While a span of time is
    /// followed live (`--window`), the span zooms, as + and - do. Returns whether anything changed.
    @discardableResult
    public mutating func zoom(in zoomsIn: Bool, aboutDot dot: Int, in extent: Extent) -> Bool {
        guard span == nil || isPaused else { return press(zoomsIn ? .zoomIn : .zoomOut, in: extent) }
        let before = self
        rezoom(to: zoom + (zoomsIn ? -1 : 1), about: min(max(dot, 0), max(0, extent.dotColumns - 1)), extent)
        clamp(extent)
        return self != before
    }

    /// Whether `span` is no wider than the widest the option takes.
    private func isWithinBounds(_ span: XSpan) -> Bool {
        guard let spanBounds else { return true }
        switch span {
        case .seconds(let seconds): return seconds <= spanBounds.seconds.upperBound
        case .rows(let rows): return rows <= spanBounds.rows.upperBound
        }
    }

    /// Keeps the view valid after the data or the width changed (eviction, a resize). A paused view
    /// moves only as far as eviction forces it: while no row has left the history, rows arriving move
    /// nothing, even when the history is shorter than the view (it then shows the rows up to its end).
    /// Keys move it as they say (a zoom out from the oldest rows reaches further forward: `rezoom`).
    public mutating func clamp(_ extent: Extent) {
        zoom = min(zoom, Self.widestZoom(extent))
        if let end = endRow {
            let evicted = extent.keptRowCount < extent.rowCount
            endRow = min(max(end, evicted ? min(fullEndRow(extent), extent.rowCount) : 1), extent.rowCount)
        }
        if let column = cursor { cursor = extent.dotColumns > 0 ? min(max(column, 0), extent.dotColumns - 1) : nil }
        firstPanel = max(0, min(firstPanel, extent.panelCount - extent.panelsShown))
    }

    private mutating func pause(_ extent: Extent) {
        guard endRow == nil else { return }
        endRow = extent.rowCount
        rowsAtPause = extent.rowCount
    }

    private mutating func resume() {
        endRow = nil
        cursor = nil
    }

    /// The first press shows the cursor on the newest column; at an edge it scrolls the view.
    private mutating func moveCursor(by step: Int, _ extent: Extent) {
        guard extent.dotColumns > 0 else { return }
        pause(extent)
        guard let column = cursor else {
            cursor = extent.dotColumns - 1
            return
        }
        if let count = spreadRowCount(extent) {
            // Fewer rows than columns, spread: a step is a row, to its column (the history ends at both edges).
            let row = VisibleWindow.spreadRow(nearestColumn: column, of: 0..<count, dotColumns: extent.dotColumns)
            cursor = VisibleWindow.spreadColumn(ofIndex: min(max(row + step, 0), count - 1), count: count,
                                                dotColumns: extent.dotColumns)
            return
        }
        let moved = column + step
        if moved < 0 {
            endRow = max(lowestEndRow(extent), endRow! - rowsPerColumn)
        } else if moved >= extent.dotColumns {
            endRow = min(extent.rowCount, endRow! + rowsPerColumn)
        } else {
            cursor = moved
        }
    }

    /// Zooms about dot column `column` (the cursor's for the keys, the pointer's for the wheel), whose
    /// row stays under it, pausing the view there; about the right edge, live, when nil. The cursor, when
    /// it shows, stays on its row.
    private mutating func rezoom(to level: Int, about column: Int?, _ extent: Extent) {
        let level = min(max(level, 0), Self.widestZoom(extent))
        guard level != zoom else { return }
        guard let column, extent.dotColumns > 0 else {
            zoom = level
            // About the right edge of a paused view: it still begins no earlier than the oldest row kept,
            // reaching further forward as it zooms out from there (`lowestEndRow`).
            if let end = endRow { endRow = min(max(end, lowestEndRow(extent)), extent.rowCount) }
            return
        }
        pause(extent)
        // The rows at the column and the cursor, as the view shows them (`row(atColumn:)`).
        let anchor = row(atColumn: column, extent)
        let cursorRow = cursor.map { row(atColumn: $0, extent) }
        zoom = level
        let wantedEnd = RowBlocks.endRow(placing: anchor, atColumn: column, rowsPerColumn: rowsPerColumn, dotColumns: extent.dotColumns)
        endRow = min(extent.rowCount, max(wantedEnd, lowestEndRow(extent)))
        let zoomed = RowBlocks(endRow: endRow!, rowsPerColumn: rowsPerColumn, dotColumns: extent.dotColumns)
        cursor = cursorRow.map { zoomed.column(ofRow: $0) }
    }

    /// The lowest end row the keys go back to: the one that fills the view from the oldest row kept (or
    /// the newest, when the history is shorter than the view).
    private func lowestEndRow(_ extent: Extent) -> Int {
        min(extent.rowCount, fullEndRow(extent))
    }

    /// How many rows a paused view spreads across the width (`VisibleWindow.spreadRows`), nil when it
    /// shows a row or more a column: at one row a column, fewer rows kept up to its end than columns,
    /// placed by row number (not by x from the data).
    private func spreadRowCount(_ extent: Extent) -> Int? {
        guard extent.placesByRow, zoom == 0, let end = endRow else { return nil }
        let count = min(end, extent.rowCount) - (extent.rowCount - extent.keptRowCount)
        return count > 1 && count <= extent.dotColumns ? count : nil
    }

    /// The row (0-based) a paused view shows at dot `column`: the nearest of a spread, else the first of
    /// the column's block.
    private func row(atColumn column: Int, _ extent: Extent) -> Int {
        if let count = spreadRowCount(extent) {
            let firstKept = extent.rowCount - extent.keptRowCount
            return firstKept + VisibleWindow.spreadRow(nearestColumn: column, of: 0..<count, dotColumns: extent.dotColumns)
        }
        return RowBlocks(endRow: endRow!, rowsPerColumn: rowsPerColumn, dotColumns: extent.dotColumns).firstRow(ofColumn: column)
    }

    /// The end row whose view begins at the oldest row kept.
    private func fullEndRow(_ extent: Extent) -> Int {
        extent.oldestRow - 1 + max(1, extent.dotColumns) * rowsPerColumn
    }

    /// The zoom at which the whole history kept fits the width.
    static func widestZoom(_ extent: Extent) -> Int {
        var level = 0
        while (1 << level) * max(1, extent.dotColumns) < extent.keptRowCount { level += 1 }
        return level
    }
}
