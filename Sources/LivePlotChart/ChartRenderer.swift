import LivePlotText
import LivePlotStore
import LivePlotScreen

/// Draws a chart into a cell grid: a pure function of the data, the configuration, the size and the reveal.
///
/// The chart layer's entry (`LivePlotChart`: store → grid), pure: it reads the store and returns a grid.
///
/// ```swift
/// let grid = ChartRenderer.render(store, configuration: .init(title: "Load"), width: 80, height: 20)
/// print(grid.plainText())
/// ```
///
/// - Complexity: O(width × height + samples shown).
public enum ChartRenderer {
    /// With the autoscaler's nice axis for the data shown, as `--once` draws it.
    public static func render(
        _ store: SeriesStore,
        configuration: ChartConfiguration,
        reveal: Reveal = .complete,
        overlay: ChartOverlay = ChartOverlay(),
        width: Int,
        height: Int
    ) -> CellGrid {
        var labelWidth = 1
        return render(store, configuration: configuration, reveal: reveal, overlay: overlay, width: width, height: height,
                      labelWidth: &labelWidth) { window, rows in
            let range = window.valueRange
            return DisplayedAxis(ticks: configuration.autoscaler.axis(low: range?.low, high: range?.high, rows: rows))
        }
    }

    /// - Parameters:
    ///   - labelWidth: the width of the y labels to lay out with first, and on return the width they took.
    ///     A live chart hands in its last frame's: the labels rarely change width, and each layout costs
    ///     a visible window and an axis.
    ///   - axis: the y axis for the samples shown over a number of rows. Live mode answers from its
    ///     sliding extrema and hysteresis; static charts scan the window.
    public static func render(
        _ store: SeriesStore,
        configuration: ChartConfiguration,
        reveal: Reveal = .complete,
        overlay: ChartOverlay = ChartOverlay(),
        width: Int,
        height: Int,
        labelWidth: inout Int,
        axis: (VisibleWindow, Int) -> DisplayedAxis
    ) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        guard width > 0, height > 0 else { return grid }
        guard width >= ChartLayout.minimumWidth, height >= ChartLayout.minimumHeight else {
            writeTooSmall(width: width, height: height, into: &grid)
            if configuration.style == .ascii { grid.foldToASCII() }
            return grid
        }

        // The label width depends on the ticks, the ticks on the samples shown, and those on the plot width
        // that the labels leave: settle it in at most two passes, the first with the width handed in. The
        // status rows (and the cursor's reading in them) are laid out for the first pass's width, which
        // the second rarely changes.
        let budget = ChartLayout.statusRowBudget(height: height)
        func statusRows(_ layout: ChartLayout) -> [[StatusLine.Span]] {
            StatusLine.rows(for: store, unit: configuration.unit, width: width, maximumRows: budget,
                            pausedFor: overlay.pausedFor,
                            readout: readout(store, configuration: configuration, overlay: overlay,
                                             dotColumns: layout.plotColumns * configuration.style.dotsPerCell.x),
                            mark: configuration.style.frame.legend)
        }
        func firstPass(labelWidth: Int) -> (layout: ChartLayout, status: [[StatusLine.Span]], scene: Scene) {
            let trial = ChartLayout(width: width, height: height, hasTitle: !configuration.title.isEmpty, labelWidth: labelWidth)
            let status = statusRows(trial)
            let layout = ChartLayout(width: width, height: height, hasTitle: !configuration.title.isEmpty, labelWidth: labelWidth,
                                     statusRows: status.count)
            return (layout, status, Scene(store: store, configuration: configuration, layout: layout, axis: axis))
        }
        let hint = max(1, labelWidth)
        var (layout, status, scene) = firstPass(labelWidth: hint)
        if hint != 1, !layout.hasAxes || scene.labelWidth != layout.labelWidth {
            // The hint did not hold (the labels changed, or the terminal shrank): lay out as from scratch,
            // so that labels whose width depends on the width they get never flicker between two layouts.
            (layout, status, scene) = firstPass(labelWidth: 1)
        }
        let neededWidth = scene.labelWidth
        if layout.hasAxes, neededWidth != layout.labelWidth {
            layout = ChartLayout(width: width, height: height, hasTitle: !configuration.title.isEmpty, labelWidth: neededWidth,
                                 statusRows: status.count)
            scene = Scene(store: store, configuration: configuration, layout: layout, axis: axis)
            // The narrower plot shows other samples, whose labels may be wider still (`-23.5` where `4.5`
            // was): widen until they fit, never clip a label. The width only grows, so this ends, at the
            // latest when there is no room left for axes.
            while layout.hasAxes, scene.labelWidth > layout.labelWidth {
                layout = ChartLayout(width: width, height: height, hasTitle: !configuration.title.isEmpty,
                                     labelWidth: scene.labelWidth, statusRows: status.count)
                scene = Scene(store: store, configuration: configuration, layout: layout, axis: axis)
            }
            if overlay.cursor != nil {
                // The cursor reads a column of the new width; its reading may take another number of rows,
                // which the layout must give it, or a row of the status goes unseen.
                status = statusRows(layout)
                if min(status.count, budget) != layout.statusRowCount {
                    layout = ChartLayout(width: width, height: height, hasTitle: !configuration.title.isEmpty, labelWidth: neededWidth,
                                         statusRows: status.count)
                    scene = Scene(store: store, configuration: configuration, layout: layout, axis: axis)
                }
            }
        }
        labelWidth = layout.labelWidth

        if let row = layout.titleRow {
            let title = configuration.title.clipped(toWidth: width)
            grid.write(title, x: max(0, (width - title.width) / 2), y: row, style: .title)
        }
        if store.rowCount == 0 {
            // Nothing to draw an axis for: the plot area says so, rather than an empty 0…1 axis.
            drawNoSamples(store, final: configuration.viewport == .fitAll, layout: layout, into: &grid)
        } else {
            if layout.plotRows > 0, layout.plotColumns > 0 {
                drawPlot(scene, reveal: reveal, into: &grid)
                if let cursor = overlay.cursor, cursor >= 0, cursor < layout.plotColumns * configuration.style.dotsPerCell.x {
                    drawCursor(atDot: cursor, style: configuration.style, layout: layout, into: &grid)
                }
            }
            if layout.hasAxes {
                drawYAxis(scene, into: &grid)
                drawXAxis(scene, into: &grid)
            }
        }
        if let first = layout.statusRow {
            for (offset, spans) in status.prefix(layout.statusRowCount).enumerated() {
                var x = 0
                for span in spans {
                    x = grid.write(span.text, x: x, y: first + offset, style: span.style)
                }
            }
        }
        if configuration.style == .ascii { grid.foldToASCII() }
        return grid
    }

    /// The cursor's reading, for views that have one: the live edge and paused windows, not `--once`.
    static func readout(_ store: SeriesStore, configuration: ChartConfiguration, overlay: ChartOverlay,
                        dotColumns: Int) -> CursorReadout? {
        guard let cursor = overlay.cursor, dotColumns > 0, cursor < dotColumns else { return nil }
        let (endRow, rows): (Int, Int)
        switch configuration.viewport {
        case .follow: (endRow, rows) = (store.rowCount, 1)
        case .window(let end, let perColumn): (endRow, rows) = (min(end, store.rowCount), perColumn)
        case .fitAll: return nil
        }
        return CursorReadout(store: store, endRow: endRow, rowsPerColumn: rows, dotColumns: dotColumns, cursor: cursor,
                             timeAxis: configuration.timeAxis)
    }

    /// The cursor: in braille a full column of dots over whatever the cell holds; in the other styles
    /// the cell column itself; reverse video either way.
    private static func drawCursor(atDot dot: Int, style: PlotStyle, layout: ChartLayout, into grid: inout CellGrid) {
        let x = layout.plotX + dot / style.dotsPerCell.x
        for row in layout.plotY..<(layout.plotY + layout.plotRows) {
            let scalar = grid[x, row].scalar
            if style == .braille {
                let existing = (0x2800...0x28FF).contains(scalar.value) ? UInt8(scalar.value - 0x2800) : 0
                grid[x, row] = Cell(Glyphs.braille(existing | Glyphs.brailleColumnBits[dot & 1]), style: .cursor)
            } else {
                grid[x, row] = Cell(scalar == " " || scalar == style.frame.grid ? style.frame.cursor : scalar, style: .cursor)
            }
        }
    }

    /// `no samples yet` (live) or `no samples` (the end of the input), and `: 12 lines skipped` when lines
    /// came that held none, in the middle of the plot area.
    private static func drawNoSamples(_ store: SeriesStore, final: Bool, layout: ChartLayout, into grid: inout CellGrid) {
        let skipped = store.skippedLineCount
        var message = final ? "no samples" : "no samples yet"
        if skipped > 0 { message = "no samples: \(skipped) line\(skipped == 1 ? "" : "s") skipped" }
        let area = (x: layout.hasAxes ? layout.plotX - 1 : 0, width: layout.hasAxes ? layout.plotColumns + 1 : layout.width)
        let rows = layout.hasAxes ? layout.plotRows + 2 : layout.plotRows
        guard rows > 0 else { return }
        let text = TerminalText(message).clipped(toWidth: area.width)
        grid.write(text, x: area.x + max(0, (area.width - text.width) / 2), y: layout.plotY + (rows - 1) / 2, style: .status)
    }

    /// Below the smallest useful size, a plain message rather than a chart no one can read: the longest
    /// wording that fits, wrapped by words.
    private static func writeTooSmall(width: Int, height: Int, into grid: inout CellGrid) {
        let needs = "\(ChartLayout.minimumWidth)×\(ChartLayout.minimumHeight)"
        let wordings = [
            ["terminal", "too", "small:", "\(width)×\(height),", "needs", needs],
            ["too", "small:", "needs", needs],
            ["too", "small"],
            ["…"],
        ]
        for words in wordings where words.allSatisfy({ $0.count <= width }) {
            var lines: [String] = []
            for word in words {
                if let last = lines.last, last.count + 1 + word.count <= width {
                    lines[lines.count - 1] = last + " " + word
                } else {
                    lines.append(word)
                }
            }
            guard lines.count <= height else { continue }
            for (row, line) in lines.enumerated() { grid.write(line, x: 0, y: row, style: .status) }
            return
        }
    }

    /// Everything derived from the data for one layout.
    struct Scene {
        let layout: ChartLayout
        let configuration: ChartConfiguration
        let window: VisibleWindow
        /// Arrival times of the kept samples, and the number of the first kept one, for a time axis.
        let arrivals: RingBuffer<Double>?
        let firstKeptSample: Int
        let axis: DisplayedAxis
        let labels: [String]

        init(store: SeriesStore, configuration: ChartConfiguration, layout: ChartLayout,
             axis: (VisibleWindow, Int) -> DisplayedAxis) {
            self.layout = layout
            self.configuration = configuration
            arrivals = store.arrivals
            firstKeptSample = store.firstSampleNumber
            window = VisibleWindow(store: store, viewport: configuration.viewport,
                                   dotColumns: layout.plotColumns * configuration.style.dotsPerCell.x)
            var shown = axis(window, layout.plotRows)
            let dots = layout.plotRows * configuration.style.dotsPerCell.y
            if !Self.showsATick(shown, dots: dots) {
                // A glide between ranges far apart (its first frame still shows the old range, the ticks
                // are the new one's): ticks for the range shown, so no frame is without labels.
                let ticks = AxisTicks.nice(lower: shown.lower, upper: shown.upper, rows: layout.plotRows, fixLower: true, fixUpper: true)
                shown = DisplayedAxis(ticks: ticks, lower: shown.lower, upper: shown.upper)
            }
            self.axis = shown
            labels = ValueFormatter.labels(for: self.axis.ticks, unit: configuration.unit)
        }

        /// Whether a tick of `axis` lies in the range it shows over `dots` dot rows.
        static func showsATick(_ axis: DisplayedAxis, dots: Int) -> Bool {
            axis.ticks.values.contains { isShown($0, on: axis, dots: dots) }
        }

        /// Whether a tick at `value` lies in the range `axis` shows over `dots` dot rows, give or take half
        /// a dot: a tick that close to an edge is drawn at it, where it belongs at this resolution (the
        /// tick 0 of `-m -86326454 -M -0.0876`, which the ticks' own rounding lets in).
        static func isShown(_ value: Double, on axis: DisplayedAxis, dots: Int) -> Bool {
            let slack = (axis.upper / 2 - axis.lower / 2) / Double(max(1, dots - 1))
            return value >= axis.lower - slack && value <= axis.upper + slack
        }

        /// The ticks inside the range shown (all of them, except while a rescale glides), with their labels.
        var visibleTicks: [(value: Double, label: String)] {
            let dots = layout.plotRows * dotsDown
            return zip(axis.ticks.values, labels).filter { Self.isShown($0.0, on: axis, dots: dots) }
                .map { (value: $0.0, label: $0.1) }
        }

        var labelWidth: Int { max(1, labels.map { TerminalText($0).width }.max() ?? 1) }

        var style: PlotStyle { configuration.style }

        /// A bar's height in eighths of a cell for the blocks style: at least one for any value shown, so
        /// the lowest still stands.
        func eighths(_ value: Double) -> Int { layout.plotRows * dotsDown - dotY(value) }
        var dotsAcross: Int { configuration.style.dotsPerCell.x }
        var dotsDown: Int { configuration.style.dotsPerCell.y }

        /// Dot row (0 at the top) of a value; values beyond the axis are clipped to its edge.
        func dotY(_ value: Double) -> Int {
            let dots = layout.plotRows * dotsDown
            let fraction = AxisTicks.fraction(of: value, lower: axis.lower, upper: axis.upper)
            let fromBottom = (fraction * Double(dots - 1)).rounded()
            return dots - 1 - Int(max(0, min(Double(dots - 1), fromBottom)))
        }
    }

    private static func drawPlot(_ scene: Scene, reveal: Reveal, into grid: inout CellGrid) {
        if scene.style == .blocks {
            drawGrid(scene, isEmpty: { _, _ in true }, into: &grid)
            BlockColumns.draw(scene.window, layout: scene.layout, reveal: reveal, height: { scene.eighths($0) }, into: &grid)
        } else {
            drawLines(scene, reveal: reveal, into: &grid)
        }
        markValuesBeyondFixedBounds(scene, into: &grid)
    }

    /// The layer the newest segment of a single series draws on, to be coloured by its trend.
    private static let trendLayer: UInt8 = 255

    private static func drawLines(_ scene: Scene, reveal: Reveal, into grid: inout CellGrid) {
        let layout = scene.layout
        var canvas = DotCanvas(style: scene.style, columns: layout.plotColumns, rows: layout.plotRows)
        let seriesCount = scene.window.series.count
        // Later series draw over earlier ones; each remembers where its newest point is.
        var newestDots: [(x: Int, y: Int)?] = []
        for (index, points) in scene.window.series.enumerated() {
            canvas.layer = UInt8(truncatingIfNeeded: index)
            var newestDot: (x: Int, y: Int)?
            if let firstX = points.first?.x, let lastX = points.last?.x {
                let revealX = Double(firstX) + reveal.fraction * Double(lastX - firstX)
                newestDot = drawLine(points, on: &canvas, scene: scene, revealX: revealX, newestSegment: reveal.newestSegment,
                                     newestLayer: seriesCount == 1 ? trendLayer : nil)
            }
            newestDots.append(newestDot)
        }
        drawGrid(scene, isEmpty: { canvas.isEmpty(column: $0, row: $1) }, into: &grid)
        let trend = CellStyle.trend(of: scene.window.series.first ?? [])
        for row in 0..<layout.plotRows {
            for column in 0..<layout.plotColumns where !canvas.isEmpty(column: column, row: row) {
                let layer = canvas.layer(column: column, row: row)
                let style = layer == Int(trendLayer) ? trend : CellStyle.line(series: layer, of: seriesCount)
                grid[layout.plotX + column, layout.plotY + row] = Cell(canvas.glyph(column: column, row: row), style: style)
            }
        }
        drawMarkers(scene, reveal: reveal, into: &grid)
        for (index, newestDot) in newestDots.enumerated() {
            guard let newestDot else { continue }
            let x = layout.plotX + newestDot.x / scene.dotsAcross
            let y = layout.plotY + newestDot.y / scene.dotsDown
            let style = seriesCount == 1 ? trend.emphasized : CellStyle.newest(series: index, of: seriesCount)
            grid[x, y] = Cell(grid[x, y].scalar, style: style)
        }
    }

    /// Dim grid lines at the ticks, a dot every other cell where the data leaves the cell empty: a light
    /// line that never competes with the data.
    private static func drawGrid(_ scene: Scene, isEmpty: (Int, Int) -> Bool, into grid: inout CellGrid) {
        let layout = scene.layout
        guard layout.hasAxes else { return }
        for (value, _) in scene.visibleTicks {
            let y = scene.dotY(value)
            let row = y / scene.dotsDown
            let dot = scene.style == .braille ? Glyphs.braille(Glyphs.brailleDotBits[y % 4][0]) : scene.style.frame.grid
            for column in stride(from: 0, to: layout.plotColumns, by: 2) where isEmpty(column, row) {
                grid[layout.plotX + column, layout.plotY + row] = Cell(dot, style: .grid)
            }
        }
    }

    /// A marker on each point when points stand at least two cells apart: few samples, each readable.
    private static func drawMarkers(_ scene: Scene, reveal: Reveal, into grid: inout CellGrid) {
        let layout = scene.layout
        let spacing = 2 * scene.dotsAcross
        for (index, points) in scene.window.series.enumerated() where points.count > 1 {
            let isSpread = zip(points, points.dropFirst()).allSatisfy { $1.x - $0.x >= spacing }
            guard isSpread, let firstX = points.first?.x, let lastX = points.last?.x else { continue }
            let revealX = Double(firstX) + reveal.fraction * Double(lastX - firstX)
            let style = CellStyle.line(series: index, of: scene.window.series.count)
            for point in points where Double(point.x) <= revealX {
                let x = layout.plotX + point.x / scene.dotsAcross
                let y = layout.plotY + scene.dotY(point.last) / scene.dotsDown
                grid[x, y] = Cell(scene.style.frame.marker, style: style)
            }
        }
    }

    /// A column holding values beyond a fixed bound gets a mark at that edge: the line there is clipped,
    /// and the mark says so without colour.
    private static func markValuesBeyondFixedBounds(_ scene: Scene, into grid: inout CellGrid) {
        let layout = scene.layout
        let top = scene.configuration.autoscaler.fixedMaximum
        let bottom = scene.configuration.autoscaler.fixedMinimum
        guard top != nil || bottom != nil else { return }
        for point in scene.window.series.joined() {
            let x = layout.plotX + point.x / scene.dotsAcross
            if let top, point.high > top {
                grid[x, layout.plotY] = Cell(scene.style.frame.above, style: .outOfRange)
            }
            if let bottom, point.low < bottom {
                grid[x, layout.plotY + layout.plotRows - 1] = Cell(scene.style.frame.below, style: .outOfRange)
            }
        }
    }

    /// Draws the line up to `revealX`, the newest segment only in part; returns the dot where it ends.
    private static func drawLine(
        _ points: [PlotPoint],
        on canvas: inout DotCanvas,
        scene: Scene,
        revealX: Double,
        newestSegment: Double,
        newestLayer: UInt8?
    ) -> (x: Int, y: Int)? {
        var previous: (x: Int, y: Int)?
        for (index, point) in points.enumerated() {
            let isNewest = index == points.count - 1
            let start = (x: point.x, y: scene.dotY(point.first))
            if var from = previous, point.joinsPrevious {
                var target = (x: Double(start.x), y: Double(start.y))
                var limit = 1.0
                if isNewest {
                    limit = newestSegment
                    if let newestLayer { canvas.layer = newestLayer }
                }
                if Double(start.x) > revealX, start.x != from.x {
                    limit = min(limit, (revealX - Double(from.x)) / Double(start.x - from.x))
                }
                if limit < 1 {
                    target.x = Double(from.x) + (target.x - Double(from.x)) * max(0, limit)
                    target.y = Double(from.y) + (target.y - Double(from.y)) * max(0, limit)
                    let end = (x: Int(target.x.rounded()), y: Int(target.y.rounded()))
                    canvas.drawLine(from: from, to: end)
                    return end
                }
                canvas.drawLine(from: from, to: start)
                from = start
            } else {
                // The first point, or the first after a gap in the data: a dot, not joined to what came
                // before, once the draw-in reaches it.
                if let previous, Double(start.x) > revealX { return previous }
                if isNewest, let newestLayer { canvas.layer = newestLayer }
                canvas.set(x: start.x, y: start.y)
            }
            // A column of many samples: its min–max envelope, so no spike hides.
            if point.low != point.high {
                canvas.drawLine(from: (point.x, scene.dotY(point.low)), to: (point.x, scene.dotY(point.high)))
            }
            previous = (point.x, scene.dotY(point.last))
        }
        return previous
    }

    private static func drawYAxis(_ scene: Scene, into grid: inout CellGrid) {
        let layout = scene.layout
        let axisX = layout.plotX - 1
        let frame = scene.style.frame
        for row in 0..<layout.plotRows {
            grid[axisX, layout.plotY + row] = Cell(frame.vertical, style: .axis)
        }
        var labelledRows = Set<Int>()
        for (value, label) in scene.visibleTicks.reversed() {
            let row = layout.plotY + scene.dotY(value) / scene.dotsDown
            guard labelledRows.insert(row).inserted else { continue }
            let text = TerminalText(label)
            grid.write(text, x: axisX - text.width, y: row, style: .axis, maxX: axisX)
            grid[axisX, row] = Cell(frame.verticalTick, style: .axis)
        }
    }

    /// Round arrival times, each at the first sample that arrived at or after it (arrivals only grow, so a
    /// binary search finds it).
    private static func timeMarks(
        _ timeAxis: TimeAxis, arrivals: RingBuffer<Double>, firstKept: Int, window: VisibleWindow, columns: Int
    ) -> [(number: Int, label: String)] {
        let first = window.firstSample - firstKept
        let last = window.lastSample - firstKept
        guard first >= 0, last < arrivals.count, first <= last else { return [] }
        let ticks = timeAxis.ticks(from: arrivals[first], to: arrivals[last], columns: columns)
        var marks: [(number: Int, label: String)] = []
        for time in ticks.times {
            var low = first
            var high = last
            while low < high {
                let middle = (low + high) / 2
                if arrivals[middle] < time { low = middle + 1 } else { high = middle }
            }
            let number = firstKept + low
            if marks.last?.number == number { continue }
            marks.append((number, timeAxis.label(atSecondsSinceStart: time, step: ticks.step)))
        }
        return marks
    }

    private static func drawXAxis(_ scene: Scene, into grid: inout CellGrid) {
        let layout = scene.layout
        let window = scene.window
        let frame = scene.style.frame
        let dotsAcross = scene.dotsAcross
        grid[layout.plotX - 1, layout.xAxisRow] = Cell(frame.corner, style: .axis)
        for column in 0..<layout.plotColumns {
            grid[layout.plotX + column, layout.xAxisRow] = Cell(frame.horizontal, style: .axis)
        }
        guard window.lastSample >= window.firstSample else { return }
        // Space the ticks over the columns the samples take, not the whole width.
        let firstDot = max(0, Int(window.dotColumn(ofSample: window.firstSample).rounded()))
        let lastDot = min(layout.plotColumns * dotsAcross - 1, Int(window.dotColumn(ofSample: window.lastSample).rounded()))
        let columns = max(1, (lastDot - firstDot) / dotsAcross + 1)
        let marks: [(number: Int, label: String)]
        if let timeAxis = scene.configuration.timeAxis, let arrivals = scene.arrivals {
            marks = timeMarks(timeAxis, arrivals: arrivals, firstKept: scene.firstKeptSample, window: window, columns: columns)
        } else {
            marks = SampleTicks.numbers(
                from: window.firstSample, to: window.lastSample, columns: columns, labelWidth: String(window.lastSample).count)
                .map { (number: $0, label: String($0)) }
        }
        var nextFreeX = 0
        for (number, label) in marks {
            let dot = Int(window.dotColumn(ofSample: number).rounded())
            guard dot >= 0, dot < layout.plotColumns * dotsAcross else { continue }
            let column = layout.plotX + dot / dotsAcross
            let start = min(column - (label.count - 1) / 2, layout.width - label.count)
            // A tick is marked only where its label fits, so every mark can be read.
            guard start >= nextFreeX else { continue }
            grid[column, layout.xAxisRow] = Cell(frame.horizontalTick, style: .axis)
            grid.write(label, x: start, y: layout.xLabelRow, style: .axis)
            nextFreeX = start + label.count + 1
        }
    }
}
