import LivePlotStore
import LivePlotScreen

/// A scene's plot in vector form (`VectorPlot`), for a picture of the chart: the grid lines at the ticks,
/// the reference lines, bands, each series' line at full precision (its raw line faint under a smoothed
/// one), a bucket still filling, and in the alert's colour what lies beyond its threshold. Placed on the
/// cells as the drawn chart is, so the picture's text (labels, legend, status) stands where it did. For
/// the live chart's pixels (`--graphics`), drawn in as far as the reveal says, and with the cursor's column.
///
/// ```swift
/// let plot = PlotSketch.plot(of: scene, in: grid)                                 // `-o chart.svg`
/// let live = PlotSketch.plot(of: scene, in: grid, reveal: Reveal(fraction: 0.5), cursor: 80)
/// ```
///
/// - Complexity: O(points shown + plot cells).
enum PlotSketch {
    /// - Parameters:
    ///   - underCursor: a heatmap's cells in the cursor's column before the cursor took them
    ///     (`ChartRenderer.drawPlot`): its bins are drawn from them, under the bar.
    ///   - marked: the points the characters mark drawn as dots (`markers`): the pixels', not the SVG's.
    static func plot(of scene: ChartScene, in grid: CellGrid, reveal: Reveal = .complete, cursor: Int? = nil,
                     underCursor: [Cell] = [], marked: Bool = false) -> VectorPlot {
        let cursorColumn = cursor.map { (x: scene.layout.plotX + $0 / scene.dotsAcross, cells: underCursor) }
        var plot = sketch(of: scene, in: grid, reveal: reveal, underCursor: cursorColumn)
        if marked, !scene.configuration.heatmap { plot.paths += markers(of: scene, reveal: reveal) }
        if let cursor, let bar = cursorBar(atDot: cursor, scene: scene) { plot.paths.append(bar) }
        return plot
    }

    /// The points the character chart marks (`DotLines.marks`), each a dot (a run of one point) in its
    /// line's colour, or the alert's beyond it; faint under a smoothed line, as its raw line is.
    static func markers(of scene: ChartScene, reveal: Reveal) -> [VectorPath] {
        let count = scene.window.series.count
        let kind: VectorPath.Kind = scene.window.smoothed.isEmpty ? .data : .muted
        var paths: [VectorPath] = []
        for mark in DotLines.marks(scene, reveal: reveal) {
            let style = scene.isBeyondAlert(mark.value) ? CellStyle.alert : CellStyle.line(series: mark.series, of: count)
            let dot = [(x: x(dot: mark.x, scene: scene), y: y(value: mark.value, scene: scene))]
            // One path a colour: a path's dots are painted together.
            if let index = paths.firstIndex(where: { $0.style == style }) { paths[index].runs.append(dot) } else {
                paths.append(VectorPath(kind: kind, style: style, runs: [dot]))
            }
        }
        return paths
    }

    /// The cursor over dot column `dot`, as the character chart reverses the cell column holding it: a bar
    /// exactly the dot column's width (half a cell in braille), the rows the readout reads and no more;
    /// nil where the chart draws no cursor (`ChartRenderer.drawPlot`).
    static func cursorBar(atDot dot: Int, scene: ChartScene) -> VectorPath? {
        let layout = scene.layout
        guard dot >= 0, dot < scene.window.dotColumns, layout.plotRows > 0, layout.plotColumns > 0 else { return nil }
        let (middle, half) = (x(dot: dot, scene: scene), 0.5 / Double(scene.dotsAcross))
        let (top, bottom) = (Double(layout.plotY), Double(layout.plotY + layout.plotRows))
        return VectorPath(kind: .cursor, style: .cursor,
                          runs: [[(middle - half, top), (middle + half, top), (middle + half, bottom), (middle - half, bottom)]])
    }

    private static func sketch(of scene: ChartScene, in grid: CellGrid, reveal: Reveal,
                               underCursor: (x: Int, cells: [Cell])? = nil) -> VectorPlot {
        let layout = scene.layout
        var plot = VectorPlot(x: layout.plotX, y: layout.plotY, columns: layout.plotColumns, rows: layout.plotRows)
        guard layout.plotRows > 0, layout.plotColumns > 0 else { return plot }
        let (left, right) = (Double(layout.plotX), Double(layout.plotX + layout.plotColumns))
        let autoscaler = scene.configuration.autoscaler

        // A tick within half a dot of an edge is drawn at it (`ChartScene.isShown`), its grid line too.
        let top = Double(layout.plotY) + 0.5 / Double(scene.dotsDown)
        let bottom = Double(layout.plotY + layout.plotRows) - 0.5 / Double(scene.dotsDown)
        for (value, _) in scene.visibleTicks {
            let y = Swift.min(bottom, Swift.max(top, self.y(coordinate: value, scene: scene)))
            plot.paths.append(VectorPath(kind: .grid, style: .grid, runs: [[(left, y), (right, y)]]))
            if layout.hasAxes {
                plot.labelRows.append((layout.plotY + scene.dotY(coordinate: value) / scene.dotsDown, y))
            }
        }
        let dots = layout.plotRows * scene.dotsDown
        for value in autoscaler.referenceLines {
            guard let coordinate = autoscaler.coordinate(of: value), ChartScene.isShown(coordinate, on: scene.axis, dots: dots) else { continue }
            let y = self.y(coordinate: coordinate, scene: scene)
            let style = scene.alert?.value == value ? CellStyle.alert : .reference
            plot.paths.append(VectorPath(kind: .reference, style: style, runs: [[(left, y), (right, y)]]))
        }

        if scene.configuration.heatmap {
            plot.paths += HeatmapSketch.paths(of: scene, in: grid, reveal: reveal, underCursor: underCursor)
            keepText(of: scene, in: grid, into: &plot)
            return plot
        }
        let window = scene.window
        let count = window.series.count
        for band in window.bands {
            let runs = bandOutline(band, of: window.series, scene: scene, reveal: reveal)
            if !runs.isEmpty {
                plot.paths.append(VectorPath(kind: .band, style: CellStyle.line(series: band[0], of: count), runs: runs))
            }
        }
        let beyond = scene.alert.flatMap { alert in
            autoscaler.coordinate(of: alert.value).map { (y: self.y(coordinate: $0, scene: scene, beyond: 1), isBelow: alert.isBelow) }
        }
        let isSmoothed = !window.smoothed.isEmpty
        for (index, points) in window.series.enumerated() {
            let style = CellStyle.line(series: index, of: count)
            let runs = self.runs(of: points, scene: scene, reveal: reveal)
            plot.paths.append(VectorPath(kind: isSmoothed ? .muted : .data, style: style, runs: runs))
            if let partial = window.partial.indices.contains(index) ? window.partial[index] : nil, let last = points.last {
                plot.paths.append(VectorPath(kind: .muted, style: style, runs: self.runs(of: [last, partial], scene: scene)))
            }
            // Under a smoothed line the raw one beyond the threshold is the alert's colour too, faint as it is,
            // as the characters draw it: a spike the smoothing flattens still shows.
            if let beyond { plot.paths.append(VectorPath(kind: isSmoothed ? .muted : .data, style: .alert, runs: runs, beyond: beyond)) }
        }
        for (index, points) in window.smoothed.enumerated() {
            let runs = self.runs(of: points, scene: scene, reveal: reveal)
            plot.paths.append(VectorPath(kind: .data, style: CellStyle.line(series: index, of: count), runs: runs))
            if let beyond { plot.paths.append(VectorPath(kind: .data, style: .alert, runs: runs, beyond: beyond)) }
        }

        keepText(of: scene, in: grid, into: &plot)
        return plot
    }

    /// Text the plot keeps: a reference line's label, the marks of values beyond fixed bounds or ≤ 0.
    private static func keepText(of scene: ChartScene, in grid: CellGrid, into plot: inout VectorPlot) {
        let layout = scene.layout
        let frame = scene.style.frame
        for row in layout.plotY..<(layout.plotY + layout.plotRows) {
            for column in layout.plotX..<(layout.plotX + layout.plotColumns) {
                let cell = grid[column, row]
                let isLabel = cell.style == .reference && cell.scalar != frame.reference && cell.scalar != frame.grid
                    && !Glyphs.isDrawing(cell.scalar)
                // The alert's cells share the marks' red: a mark is known by its glyph.
                let isMark = cell.style == .outOfRange && (cell.scalar == frame.above || cell.scalar == frame.below)
                if isLabel || isMark { plot.keptCells.insert(column + row * grid.width) }
            }
        }
    }

    /// The y, in cells, of a position on the axis: where the chart's dot rows would put it, without
    /// rounding to a dot (the middle of the top dot row for the axis's top, of the bottom one for its bottom).
    /// A position beyond the axis stands at its edge, as the chart's dots do (`ChartScene.dotY`): a value
    /// far beyond a fixed bound (1e18 over `-M 100`) would otherwise be a coordinate no picture can hold.
    static func y(coordinate: Double, scene: ChartScene) -> Double {
        y(coordinate: coordinate, scene: scene, beyond: 0)
    }

    /// The y of a position, standing at most `beyond` plot heights past the axis's edges: the alert's
    /// threshold beyond the axis stays beyond it (so nothing drawn at the edge is beyond it), and finite.
    static func y(coordinate: Double, scene: ChartScene, beyond: Double) -> Double {
        let dots = Double(scene.layout.plotRows * scene.dotsDown)
        let fraction = AxisTicks.fraction(of: coordinate, lower: scene.axis.lower, upper: scene.axis.upper)
        // `max` before `min`: a nan fraction (no such axis should give one) stands at the bottom, not nan.
        let shown = Swift.min(1 + beyond, Swift.max(-beyond, fraction))
        return Double(scene.layout.plotY) + ((dots - 1) * (1 - shown) + 0.5) / Double(scene.dotsDown)
    }

    /// The y of a value: on a logarithmic axis, a value ≤ 0 stands at the bottom edge, as the chart draws it.
    static func y(value: Double, scene: ChartScene) -> Double {
        guard let coordinate = scene.configuration.autoscaler.coordinate(of: value) else {
            return Double(scene.layout.plotY + scene.layout.plotRows) - 0.5 / Double(scene.dotsDown)
        }
        return y(coordinate: coordinate, scene: scene)
    }

    /// The x, in cells, of dot column `dot`: its middle.
    static func x(dot: Int, scene: ChartScene) -> Double {
        Double(scene.layout.plotX) + (Double(dot) + 0.5) / Double(scene.dotsAcross)
    }

    /// A series' points as polylines: each point from its first value through its column's extremes to its
    /// last, a new run where the data has a gap. Drawn in as `DotLines` draws the dots: up to `reveal`'s
    /// fraction of the span, the newest segment in part, ending part-way along the segment it reaches.
    static func runs(of points: [PlotPoint], scene: ChartScene, reveal: Reveal = .complete) -> [[(x: Double, y: Double)]] {
        var runs: [[(x: Double, y: Double)]] = []
        guard let firstX = points.first?.x, let lastX = points.last?.x else { return runs }
        let revealX = Double(firstX) + reveal.fraction * Double(lastX - firstX)
        for (index, point) in points.enumerated() {
            let x = self.x(dot: point.x, scene: scene)
            let start = (x: x, y: y(value: point.first, scene: scene))
            if point.joinsPrevious, let from = runs.last?.last {
                let previousX = points[index - 1].x
                var limit = index == points.count - 1 ? reveal.newestSegment : 1
                if Double(point.x) > revealX, point.x != previousX {
                    limit = Swift.min(limit, (revealX - Double(previousX)) / Double(point.x - previousX))
                }
                if limit < 1 {
                    let part = Swift.max(0, limit)
                    runs[runs.count - 1].append((from.x + (start.x - from.x) * part, from.y + (start.y - from.y) * part))
                    return runs
                }
            } else if !runs.isEmpty, Double(point.x) > revealX {
                return runs
            }
            var column = [start]
            if point.low != point.high {
                column += [(x, y(value: point.high, scene: scene)), (x, y(value: point.low, scene: scene))]
            }
            if point.last != point.first || point.low != point.high { column.append((x, y(value: point.last, scene: scene))) }
            if point.joinsPrevious, !runs.isEmpty { runs[runs.count - 1] += column } else { runs.append(column) }
        }
        return runs
    }

    /// A band's outline: over each stretch of dot columns where two or more of its series have a point,
    /// along the highest of their last values, and back along the lowest; as far as `reveal` has drawn
    /// the lines in (`DotBands`).
    static func bandOutline(_ band: [Int], of lines: [[PlotPoint]], scene: ChartScene,
                            reveal: Reveal = .complete) -> [[(x: Double, y: Double)]] {
        let members = band.filter { $0 < lines.count && !lines[$0].isEmpty }.map { lines[$0] }
        guard let first = members.map({ $0[0].x }).min(), let end = members.map({ $0[$0.count - 1].x }).max() else { return [] }
        let revealX = Double(first) + reveal.fraction * Double(end - first)
        var valuesAt: [Int: [Double]] = [:]
        // Where a member's line breaks (a gap in its data): the band breaks too. Points spread apart (a few
        // buckets over the width) still join, as their lines do.
        var breaks: Set<Int> = []
        for points in members {
            for point in points where Double(point.x) <= revealX {
                valuesAt[point.x, default: []].append(point.last)
                if !point.joinsPrevious { breaks.insert(point.x) }
            }
        }
        var runs: [[(x: Double, y: Double)]] = []
        var top: [(x: Double, y: Double)] = []
        var bottom: [(x: Double, y: Double)] = []
        var previous: Int?
        func close() {
            if top.count > 1 { runs.append(top + bottom.reversed()) }
            top = []
            bottom = []
        }
        for column in valuesAt.keys.sorted() {
            guard let values = valuesAt[column], values.count > 1 else { close(); previous = nil; continue }
            if previous != nil, breaks.contains(column), top.count > 0 { close() }
            let x = self.x(dot: column, scene: scene)
            top.append((x, y(value: values.max()!, scene: scene)))
            bottom.append((x, y(value: values.min()!, scene: scene)))
            previous = column
        }
        close()
        return runs
    }
}
