import LivePlotText
import LivePlotStore
import LivePlotScreen

/// Lays a chart out and draws it into a cell grid: a pure function of the store, the configuration
/// (style, viewport, title, unit), the reveal, the overlay, the size and an axis source, to a grid.
///
/// The chart layer's entry (`LivePlotChart`: store → grid). It lays out (title, plot, axes, status
/// rows), asks the axis source for each layout it tries, and draws the frame; the style's drawer
/// (`PlotStyle.drawer`) fills the plot, and `ChartAxes` labels it.
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
        render(store, configuration: configuration, reveal: reveal, overlay: overlay, width: width, height: height,
               axis: NiceAxis(autoscaler: configuration.autoscaler)).grid
    }

    /// - Parameters:
    ///   - labelWidth: the width of the y labels to lay out with first. A live chart hands in its last
    ///     frame's (`ChartFrame.labelWidth`): the labels rarely change width, and each layout costs a
    ///     visible window and an axis.
    ///   - axis: where the y axis comes from; asked on a copy for each layout tried, and the copy of the
    ///     layout drawn handed back (`ChartFrame.axisSource`).
    ///   - heatmap: a heatmap's counts from the last frame (`HeatmapMemo`), which this one's start from
    ///     and hands back (`ChartFrame.heatmap`); nil: counted afresh. Taken, not copied: counts held
    ///     elsewhere too would be copied whole at their first change.
    ///   - status: the last frame's status rows (`StatusMemo`), kept while what they are made of is, and
    ///     handed back (`ChartFrame.status`); nil: made afresh.
    public static func render<Axis: AxisSource>(
        _ store: SeriesStore,
        configuration: ChartConfiguration,
        reveal: Reveal = .complete,
        overlay: ChartOverlay = ChartOverlay(),
        width: Int,
        height: Int,
        labelWidth: Int = 1,
        axis: Axis,
        heatmap: consuming HeatmapMemo? = nil,
        status: consuming StatusMemo? = nil
    ) -> ChartFrame<Axis> {
        // `--by`'s retired series are left out as the keys' hidden ones are: the plot, the axis, the histogram.
        var configuration = configuration
        configuration.hiddenSeries = store.hidden(byKeys: configuration.hiddenSeries)
        var grid = CellGrid(width: width, height: height)
        let drawer = configuration.style.drawer
        guard width > 0, height > 0 else {
            return ChartFrame(grid: grid, axisSource: axis, axis: nil, labelWidth: labelWidth, dotColumns: nil, layoutCount: 0)
        }
        guard width >= ChartLayout.minimumWidth, height >= ChartLayout.minimumHeight else {
            writeTooSmall(width: width, height: height, into: &grid)
            drawer.finish(&grid)
            return ChartFrame(grid: grid, axisSource: axis, axis: nil, labelWidth: labelWidth, dotColumns: nil, layoutCount: 0)
        }

        if configuration.showsHistogram {
            return histogramFrame(store, configuration: configuration, overlay: overlay, width: width, height: height,
                                  labelWidth: labelWidth, axis: axis)
        }
        if configuration.split, store.rowCount > 0, store.inputGroups.count > 1,
           let panels = PanelRenderer.render(store, configuration: configuration, reveal: reveal, overlay: overlay,
                                             width: width, height: height, labelWidth: labelWidth, axis: axis) {
            return panels
        }
        var statusMemo = status
        let settled = settledLayout(store, configuration: configuration, overlay: overlay, width: width, height: height,
                                    labelWidth: labelWidth, axis: axis, settling: reveal.newestSegment, memo: &statusMemo)
        let (layout, drawn) = (settled.layout, settled.drawn)
        var underCursor: [Cell] = []
        var memo = heatmap
        draw(drawn.scene, store: store, status: settled.status, reveal: reveal, overlay: overlay, into: &grid, underCursor: &underCursor,
             heatmap: &memo)
        drawer.finish(&grid)
        var frame = ChartFrame(grid: grid, axisSource: drawn.source, axis: drawn.axis, labelWidth: layout.labelWidth,
                               dotColumns: drawn.scene.window.dotColumns, layoutCount: settled.layoutCount)
        frame.plotX = layout.plotX
        frame.heatmap = memo
        frame.status = statusMemo
        if store.rowCount > 0 {
            frame.scenes = [drawn.scene]
            frame.underCursor = [underCursor]
        }
        return frame
    }

    /// The histogram of the values the chart would show (`HistogramRenderer`): of the rows its plot would
    /// span at `labelWidth`, so `h` shows the window the chart showed, and the keys step as they did.
    private static func histogramFrame<Axis: AxisSource>(
        _ store: SeriesStore, configuration: ChartConfiguration, overlay: ChartOverlay, width: Int, height: Int,
        labelWidth: Int, axis: Axis
    ) -> ChartFrame<Axis> {
        let layout = ChartLayout(width: width, height: height, hasTitle: !configuration.title.isEmpty, labelWidth: labelWidth)
        let dotColumns = max(1, layout.plotColumns * configuration.style.dotsPerCell.x)
        let grid = HistogramRenderer.render(store, configuration: configuration, overlay: overlay, width: width, height: height,
                                            dotColumns: dotColumns)
        return ChartFrame(grid: grid, axisSource: axis, axis: nil, labelWidth: labelWidth, dotColumns: dotColumns, layoutCount: 0)
    }

    /// A single chart laid out: its label width settled (`LabelWidthSettling`), its scene, the axis source
    /// as it stands after giving the scene's axis, its status rows, and how many layouts it took.
    private static func settledLayout<Axis: AxisSource>(
        _ store: SeriesStore, configuration: ChartConfiguration, overlay: ChartOverlay, width: Int, height: Int,
        labelWidth: Int, axis: Axis, settling: Double, memo: inout StatusMemo?
    ) -> (layout: ChartLayout, drawn: (scene: ChartScene, source: Axis, axis: DisplayedAxis), status: [[StatusLine.Span]],
          layoutCount: Int) {
        var layoutCount = 0
        /// The scene of `layout`, with the axis source as it stands after giving its axis.
        func scene(for layout: ChartLayout) -> (scene: ChartScene, source: Axis, axis: DisplayedAxis) {
            layoutCount += 1
            var source = axis
            let window = VisibleWindow(store: store, viewport: configuration.viewport,
                                       dotColumns: layout.plotColumns * configuration.style.dotsPerCell.x, settling: settling,
                                       columnGroup: configuration.columnGroup)
                .hiding(series: configuration.hiddenSeries)
            let shown = source.axis(for: window, rows: layout.plotRows)
            return (ChartScene(store: store, configuration: configuration, layout: layout, window: window, axis: shown), source, shown)
        }
        // The label width settles as `LabelWidthSettling` says. The status rows (and the cursor's reading
        // in them) are laid out for the first trial's width, which a wider one rarely changes.
        let budget = ChartLayout.statusRowBudget(height: height)
        func laidOut(labelWidth: Int, statusRows: Int = 0) -> ChartLayout {
            ChartLayout(width: width, height: height, hasTitle: !configuration.title.isEmpty, labelWidth: labelWidth,
                        statusRows: statusRows)
        }
        func statusRows(_ layout: ChartLayout) -> [[StatusLine.Span]] {
            var rows = memo ?? StatusMemo()
            defer { if memo != nil { memo = rows } }
            return rows.rows(for: store, unit: configuration.unit, width: width, maximumRows: budget, overlay: overlay.statusFields,
                             readout: readout(store, configuration: configuration, overlay: overlay,
                                              dotColumns: layout.plotColumns * configuration.style.dotsPerCell.x),
                             mark: configuration.style.frame.legend, alert: AlertStatus.field(store, configuration: configuration),
                             namesEverySeries: configuration.namesEverySeries, hidden: configuration.hiddenSeries)
        }
        typealias Trial = (layout: ChartLayout, drawn: (scene: ChartScene, source: Axis, axis: DisplayedAxis))
        var status: [[StatusLine.Span]] = []
        func trial(labelWidth: Int) -> Trial {
            status = statusRows(laidOut(labelWidth: labelWidth))
            let settled = laidOut(labelWidth: labelWidth, statusRows: status.count)
            return (settled, scene(for: settled))
        }
        func wider(labelWidth: Int) -> Trial {
            let layout = laidOut(labelWidth: labelWidth, statusRows: status.count)
            return (layout, scene(for: layout))
        }
        // Every trial lays out (with or without axes), so a settling always ends on one.
        let settling = LabelWidthSettling.settle(hint: labelWidth, trial: trial, wider: wider,
                                                 laidOut: { $0.layout.hasAxes ? $0.layout.labelWidth : nil },
                                                 needed: { $0.drawn.scene.labelWidth })!
        var (layout, drawn) = settling.trial
        if settling.widened, overlay.cursor != nil {
            // The cursor reads a column of the new width; its reading may take another number of rows,
            // which the layout must give it, or a row of the status goes unseen.
            status = statusRows(layout)
            if min(status.count, budget) != layout.statusRowCount {
                layout = laidOut(labelWidth: layout.labelWidth, statusRows: status.count)
                drawn = scene(for: layout)
            }
        }

        return (layout, drawn, status, layoutCount)
    }

    /// The chart as a picture to save (`-o`): the grid drawn as `render` draws it, fully revealed, and
    /// each plot in vector form. With the autoscaler's nice axis, unless an axis source is handed in (a
    /// live chart's, as its screen shows it).
    public static func picture(
        _ store: SeriesStore, configuration: ChartConfiguration, overlay: ChartOverlay = ChartOverlay(), width: Int, height: Int
    ) -> ChartPicture {
        picture(store, configuration: configuration, overlay: overlay, width: width, height: height,
                axis: NiceAxis(autoscaler: configuration.autoscaler))
    }

    public static func picture<Axis: AxisSource>(
        _ store: SeriesStore, configuration: ChartConfiguration, overlay: ChartOverlay = ChartOverlay(), width: Int, height: Int,
        axis: Axis, labelWidth: Int = 1
    ) -> ChartPicture {
        let frame = render(store, configuration: configuration, overlay: overlay, width: width, height: height,
                           labelWidth: labelWidth, axis: axis)
        return ChartPicture(grid: frame.grid, plots: frame.scenes.map { PlotSketch.plot(of: $0, in: frame.grid) },
                            title: configuration.title.string)
    }

    /// The chart of one settled layout: title, plot, axes and status rows.
    private static func draw(_ scene: ChartScene, store: SeriesStore, status: [[StatusLine.Span]], reveal: Reveal,
                             overlay: ChartOverlay, into grid: inout CellGrid, underCursor: inout [Cell], heatmap: inout HeatmapMemo?) {
        let layout = scene.layout
        let configuration = scene.configuration
        if let row = layout.titleRow { drawTitle(configuration.title, row: row, width: layout.width, into: &grid) }
        var heat: (bins: HeatmapBins, scale: HeatScale)?
        if store.rowCount == 0 {
            // Nothing to draw an axis for: the plot area says so, rather than an empty 0…1 axis.
            drawNoSamples(store, final: configuration.viewport == .fitAll, layout: layout, into: &grid)
        } else {
            heat = drawPlot(scene, store: store, reveal: reveal, cursor: overlay.cursor, into: &grid, underCursor: &underCursor,
                            heatmap: &heatmap)
            // Every series hidden (`1 … 9`): the plot says so, rather than look like a quiet input.
            if store.series.indices.allSatisfy(configuration.hiddenSeries.contains) {
                drawMessage(allHidden, layout: layout, into: &grid)
            }
            if layout.hasAxes {
                ChartAxes.drawY(scene, into: &grid)
                ChartAxes.drawX(scene, into: &grid)
            }
        }
        if let first = layout.statusRow {
            for (offset, spans) in status.prefix(layout.statusRowCount).enumerated() {
                write(spans, y: first + offset, into: &grid)
            }
            if let heat, layout.statusRowCount > 0 {
                HeatScaleField.write(heat, scene: scene, cursor: overlay.cursor, row: first + layout.statusRowCount - 1, into: &grid)
            }
        }
    }

    /// The height a chart drawn once needs to show every panel of `--split`, when it is split: a printed
    /// chart cannot page, so it grows rather than say `+K more`. Nil for a chart of one axis.
    public static func heightShowingEveryPanel(of store: SeriesStore, configuration: ChartConfiguration) -> Int? {
        let panels = store.inputGroups.count
        guard configuration.split, !configuration.showsHistogram, panels > 1 else { return nil }
        return PanelLayout.height(showing: panels, hasTitle: !configuration.title.isEmpty)
    }

    /// A row of the status (or a panel's legend), its spans one after the other from the left edge.
    static func write(_ spans: [StatusLine.Span], y: Int, into grid: inout CellGrid) {
        var x = 0
        for span in spans { x = grid.write(span.text, x: x, y: y, style: span.style) }
    }

    /// The title, centred on `row`, cut to the width.
    static func drawTitle(_ title: TerminalText, row: Int, width: Int, into grid: inout CellGrid) {
        let title = title.clipped(toWidth: width)
        grid.write(title, x: max(0, (width - title.width) / 2), y: row, style: .title)
    }

    /// What a plot shows: the data, the reference lines, the alert's marks, the marks of values beyond
    /// fixed bounds and the cursor's column.
    /// - Parameter underCursor: a heatmap's cells the cursor's column covers, as they were before it: the
    ///   pixels draw its bins under the cursor's bar (`ChartFrame.plots`); left alone for lines.
    /// - Parameter heatmap: a heatmap's counts from the last frame, brought up to this one; nil: afresh.
    /// - Returns: a heatmap's bins and the scale of its colours (`--heatmap`), nil for lines.
    @discardableResult
    static func drawPlot(_ scene: ChartScene, store: SeriesStore, reveal: Reveal, cursor: Int?,
                         into grid: inout CellGrid, underCursor: inout [Cell],
                         heatmap: inout HeatmapMemo?) -> (bins: HeatmapBins, scale: HeatScale)? {
        let layout = scene.layout
        guard layout.plotRows > 0, layout.plotColumns > 0 else { return nil }
        let drawer = scene.style.drawer
        let heat = scene.configuration.heatmap ? HeatmapDrawer.draw(scene, store: store, reveal: reveal, into: &grid, memo: &heatmap) : nil
        if heat == nil { drawer.drawData(scene, reveal: reveal, into: &grid) }
        ReferenceLines.draw(scene, drawer: drawer, into: &grid)
        AlertMarks.draw(scene, into: &grid)
        markValuesBeyondFixedBounds(scene, into: &grid)
        if let cursor, cursor >= 0, cursor < scene.window.dotColumns {
            if heat != nil {
                let x = layout.plotX + cursor / scene.dotsAcross
                underCursor = (layout.plotY..<(layout.plotY + layout.plotRows)).map { grid[x, $0] }
            }
            drawer.drawCursor(atDot: cursor, layout: layout, into: &grid)
        }
        return heat
    }

    /// The cursor's reading, for views that have one: the live edge and paused windows, not `--once`.
    static func readout(_ store: SeriesStore, configuration: ChartConfiguration, overlay: ChartOverlay,
                        dotColumns: Int) -> CursorReadout? {
        guard let cursor = overlay.cursor, dotColumns > 0, cursor < dotColumns else { return nil }
        let (endRow, rows): (Int, Int)
        switch configuration.viewport {
        case .follow, .recent: (endRow, rows) = (store.rowCount, 1)
        case .window(let end, let perColumn): (endRow, rows) = (min(end, store.rowCount), perColumn)
        case .fitAll: return nil
        }
        let group = configuration.columnGroup
        let shown = VisibleWindow.rowsShown(store, viewport: configuration.viewport, dotColumns: dotColumns, columnGroup: group)
        if let placement = VisibleWindow.xPlacement(store, rows: shown, viewport: configuration.viewport, dotColumns: dotColumns,
                                                    columnGroup: group),
           let xs = VisibleWindow.placingXs(store, viewport: configuration.viewport) {
            // x from the data: the column's rows are those of its span of time, read by their time; a column
            // between samples reads the nearest.
            let firstKept = store.rowCount - store.keptRowCount
            let rows = placement.nearestRows(toColumn: cursor, in: shown, xs: xs, firstKept: firstKept)
            let time = rows.isEmpty ? nil : Self.xReading(xs[rows.lowerBound - firstKept], of: store, placement: placement,
                                                          configuration: configuration)
            return CursorReadout(store: store, rows: rows, time: time)
        }
        if let spread = VisibleWindow.spreadRows(store, viewport: configuration.viewport, dotColumns: dotColumns) {
            // Fewer rows than columns, spread across the width: the cursor reads the row nearest its column,
            // as the last column of a view ending after it reads it.
            let row = VisibleWindow.spreadRow(nearestColumn: cursor, of: spread, dotColumns: dotColumns)
            return CursorReadout(store: store, endRow: row + 1, rowsPerColumn: 1, dotColumns: dotColumns, cursor: dotColumns - 1,
                                 timeAxis: configuration.timeAxis)
        }
        return CursorReadout(store: store, endRow: endRow, rowsPerColumn: rows, dotColumns: dotColumns, cursor: cursor,
                             timeAxis: configuration.timeAxis)
    }

    /// How the cursor reads an x: its time (`10:00:05.250`, with the date over more than a day unless x is
    /// times of day, which have none), or a
    /// plain x as a figure (`x=12.5`).
    private static func xReading(_ x: Double, of store: SeriesStore, placement: XPlacement,
                                  configuration: ChartConfiguration) -> String {
        if store.xsArePlain { return "x=" + ValueFormatter.figure(x) }
        return TimeAxis.instant(x, zone: configuration.zone,
                                     withDate: !store.xsAreTimesOfDay && placement.lastX - placement.firstX >= 86_400)
    }

    /// `no samples yet` (live) or `no samples` (the end of the input), in the middle of the plot area;
    /// when lines came, every one accounted for by why (`: 3 lines, 2 taken as headers, 1 without a
    /// number`), or `: 12 lines skipped` where the store was told only a count.
    private static func drawNoSamples(_ store: SeriesStore, final: Bool, layout: ChartLayout, into grid: inout CellGrid) {
        let skipped = store.skippedLineCount
        var message = final ? "no samples" : "no samples yet"
        if let summary = store.unusedLines.summary {
            message = "no samples: " + summary
        } else if skipped > 0 {
            message = "no samples: \(skipped) line\(skipped == 1 ? "" : "s") skipped"
        }
        drawMessage(message, layout: layout, into: &grid)
    }

    /// What the plot says when every series is hidden.
    static let allHidden = "all series hidden"

    /// `message` in the middle of the plot area.
    private static func drawMessage(_ message: String, layout: ChartLayout, into grid: inout CellGrid) {
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
            [String(TerminalText.ellipsis)],
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

    /// A column holding values beyond a fixed bound gets a mark at that edge: the line there is clipped,
    /// and the mark says so without colour. On a logarithmic axis, values ≤ 0 are marked at the bottom.
    private static func markValuesBeyondFixedBounds(_ scene: ChartScene, into grid: inout CellGrid) {
        let layout = scene.layout
        let autoscaler = scene.configuration.autoscaler
        let top = autoscaler.fixedMaximum
        let bottom = autoscaler.isLogarithmic ? Swift.max(autoscaler.fixedMinimum ?? 0, .leastNonzeroMagnitude) : autoscaler.fixedMinimum
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
}
