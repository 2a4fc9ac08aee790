import LivePlotScreen

/// Lines on a `DotCanvas`, for the styles that draw with dots (`braille`, `ascii`): each series joined
/// point to point, a column's min–max envelope so no spike hides, markers when points stand apart, the
/// newest segment drawn in as the reveal says and coloured by the trend when there is one series.
///
/// ```swift
/// DotLines.draw(scene, reveal: reveal, drawer: BrailleDrawer.self, into: &grid)
/// ```
///
/// - Complexity: O(points + plot cells).
enum DotLines {
    /// The layer the newest segment of a single series draws on, to be coloured by its trend.
    private static let trendLayer: UInt8 = 255
    /// Series `i`'s bucket still filling draws on layer `partialLayers + i`, dim.
    private static let partialLayers: UInt8 = 128

    /// The lines, and the drawer's grid lines where they leave a cell empty. With smoothed lines
    /// (`--smooth`) the raw lines are drawn dim and the smoothed ones on a canvas of their own, whose
    /// cells stand in front: a cell holds one style, and the smoothed line is the one to read whole. The
    /// newest segment and point are then the smoothed line's. A band of several stats is shaded dim
    /// behind every line, in the colour of its first.
    static func draw(_ scene: ChartScene, reveal: Reveal, drawer: any PlotDrawer.Type, into grid: inout CellGrid) {
        let layout = scene.layout
        let seriesCount = scene.window.series.count
        let isSmoothed = !scene.window.smoothed.isEmpty
        let leading = isSmoothed ? scene.window.smoothed : scene.window.series
        let hasBands = !scene.window.bands.isEmpty
        // A canvas that nothing draws on is one of no cells, asked nothing: most plots have no smoothed
        // line and no band, and a canvas the plot's size costs a frame its zeroing (two of ~4,000 cells).
        func canvas(if isDrawnOn: Bool) -> DotCanvas {
            DotCanvas(style: scene.style, columns: isDrawnOn ? layout.plotColumns : 0, rows: isDrawnOn ? layout.plotRows : 0)
        }
        var raw = canvas(if: true)
        var front = canvas(if: isSmoothed)
        // Later lines draw over earlier ones; each leading line remembers where its newest point is.
        var newestDots: [(x: Int, y: Int)?] = []
        for (index, points) in scene.window.series.enumerated() {
            raw.layer = UInt8(truncatingIfNeeded: index)
            let newestDot = drawLine(points, on: &raw, scene: scene, reveal: reveal, newestLayer: seriesCount == 1 && !isSmoothed ? trendLayer : nil)
            if !isSmoothed { newestDots.append(newestDot) }
        }
        drawPartial(scene, on: &raw)
        for (index, points) in scene.window.smoothed.enumerated() {
            front.layer = UInt8(truncatingIfNeeded: index)
            newestDots.append(drawLine(points, on: &front, scene: scene, reveal: reveal, newestLayer: seriesCount == 1 ? trendLayer : nil))
        }
        // The bands of several stats (`--stat p50,p95,p99`), behind every line.
        var band = canvas(if: hasBands)
        for members in scene.window.bands {
            band.layer = UInt8(truncatingIfNeeded: members[0])
            DotBands.draw(members, of: scene.window.series, scene: scene, reveal: reveal, on: &band)
        }
        drawer.drawGridLines(scene, isEmpty: {
            raw.isEmpty(column: $0, row: $1) && (!isSmoothed || front.isEmpty(column: $0, row: $1))
                && (!hasBands || band.isEmpty(column: $0, row: $1))
        }, into: &grid)
        // With an alert, its colour says what the newest value means: no trend colours beside it.
        let trend = scene.alert == nil ? CellStyle.trend(of: leading.first ?? []) : .line
        paint(scene, raw: raw, front: front, band: band, trend: trend, into: &grid)
        drawMarkers(scene, reveal: reveal, isMuted: isSmoothed, into: &grid)
        for (index, newestDot) in newestDots.enumerated() {
            guard let newestDot else { continue }
            let x = layout.plotX + newestDot.x / scene.dotsAcross
            let y = layout.plotY + newestDot.y / scene.dotsDown
            let style = seriesCount == 1 ? trend.emphasized : CellStyle.newest(series: index, of: seriesCount)
            grid[x, y] = Cell(grid[x, y].scalar, style: grid[x, y].style == .alert ? .alert : style)
        }
    }

    /// The bucket still filling: a dim segment from the line's last point, so a count half-way through
    /// its second never reads as a drop.
    private static func drawPartial(_ scene: ChartScene, on raw: inout DotCanvas) {
        for (index, point) in scene.window.partial.enumerated() {
            guard let point else { continue }
            raw.layer = partialLayers + UInt8(truncatingIfNeeded: index)
            let end = (x: point.x, y: scene.dotY(point.last))
            if let last = scene.window.series[index].last, last.x < point.x {
                raw.drawLine(from: (last.x, scene.dotY(last.last)), to: end)
            } else {
                raw.set(x: end.x, y: end.y)
            }
        }
    }

    /// The plot's cells from the canvases: a smoothed line's in front, then the raw lines (dim behind a
    /// smoothed one, as a bucket still filling is), then the bands; each in its series' colour, the
    /// trend's on its layer, the alert's where the dots reach beyond its threshold.
    private static func paint(_ scene: ChartScene, raw: DotCanvas, front: DotCanvas, band: DotCanvas, trend: CellStyle,
                              into grid: inout CellGrid) {
        let layout = scene.layout
        let seriesCount = scene.window.series.count
        let isSmoothed = !scene.window.smoothed.isEmpty
        // Most plots have no smoothed line and no band: their canvases (of no cells) are not asked cell by cell.
        let (hasFront, hasBand) = (!front.isBlank, !band.isBlank)
        // Each series' style worked out once a frame, not once a cell: a band shades a thousand cells a frame.
        let lineStyles = (0..<seriesCount).map { CellStyle.line(series: $0, of: seriesCount) }
        func lineStyle(series: Int) -> CellStyle {
            series < lineStyles.count ? lineStyles[series] : CellStyle.line(series: series, of: seriesCount)
        }
        let bandGlyph = scene.style.frame.band
        // The plot's cells as far as the grid holds them (the subscript's bounds, checked once), written
        // through its buffer; the canvases' cells read through theirs, so an empty cell costs a few loads.
        let (plotX, plotY, width) = (layout.plotX, layout.plotY, grid.width)
        let shownColumns = Swift.max(0, Swift.min(layout.plotColumns, width - plotX))
        let shownRows = Swift.max(0, Swift.min(layout.plotRows, grid.height - plotY))
        guard plotX >= 0, plotY >= 0, shownColumns > 0, shownRows > 0 else { return }
        raw.withUnsafeBits { rawBits in front.withUnsafeBits { frontBits in band.withUnsafeBits { bandBits in
            grid.withUnsafeMutableCells { cells in
                for row in 0..<shownRows {
                    let canvasRow = row * layout.plotColumns
                    let gridRow = (plotY + row) * width + plotX
                    for column in 0..<shownColumns {
                        let dots = canvasRow + column
                        let isFront = hasFront && frontBits[dots] != 0
                        guard isFront || rawBits[dots] != 0 else {
                            if hasBand, bandBits[dots] != 0 {
                                let style = lineStyle(series: band.layer(column: column, row: row)).muted
                                cells[gridRow + column] = Cell(bandGlyph ?? band.glyph(column: column, row: row), style: style)
                            }
                            continue
                        }
                        let layer = isFront ? front.layer(column: column, row: row) : raw.layer(column: column, row: row)
                        var glyph = isFront ? front.glyph(column: column, row: row) : raw.glyph(column: column, row: row)
                        let isPartial = !isFront && layer >= Int(partialLayers) && layer != Int(trendLayer)
                        var style = layer == Int(trendLayer) ? trend : lineStyle(series: isPartial ? layer - Int(partialLayers) : layer)
                        if scene.alert != nil, let dots = (isFront ? front : raw).dotRows(column: column, row: row),
                           scene.reachesBeyondAlert(dots) {
                            style = .alert
                            glyph = scene.style.frame.alertData ?? glyph
                        }
                        if isSmoothed && !isFront || isPartial { style = style.muted }
                        // A cell with dots never shows a space; the subscript would store one `.blank`.
                        cells[gridRow + column] = glyph == " " ? .blank : Cell(glyph, style: style)
                    }
                }
            }
        } } }
    }

    /// Draws a line as far as `reveal` has drawn it in; returns the dot where it ends.
    private static func drawLine(_ points: [PlotPoint], on canvas: inout DotCanvas, scene: ChartScene, reveal: Reveal,
                                 newestLayer: UInt8?) -> (x: Int, y: Int)? {
        guard let firstX = points.first?.x, let lastX = points.last?.x else { return nil }
        let revealX = Double(firstX) + reveal.fraction * Double(lastX - firstX)
        return drawLine(points, on: &canvas, scene: scene, revealX: revealX, newestSegment: reveal.newestSegment, newestLayer: newestLayer)
    }

    /// How far apart, in dots across and down, points stand to be marked: closer markers, of one series
    /// or of several, run together into a row of `•` that reads as neither line nor points.
    static let markerSpacing = 3

    /// A marker on each point the chart marks (`marks`), in its line's colour, the alert's beyond it.
    private static func drawMarkers(_ scene: ChartScene, reveal: Reveal, isMuted: Bool, into grid: inout CellGrid) {
        let layout = scene.layout
        for mark in marks(scene, reveal: reveal) {
            let isAlert = scene.isBeyondAlert(mark.value)
            let style = isAlert ? CellStyle.alert : CellStyle.line(series: mark.series, of: scene.window.series.count)
            let glyph = isAlert ? scene.style.frame.alertData ?? scene.style.frame.marker : scene.style.frame.marker
            grid[layout.plotX + mark.x / scene.dotsAcross, layout.plotY + mark.y / scene.dotsDown] = Cell(glyph, style: isMuted ? style.muted : style)
        }
    }

    /// The points marked: each point of a series whose points stand at least two cells (and
    /// `markerSpacing` dots) apart, as far as `reveal` has drawn (few samples, each readable, and a lone
    /// point most of all: one dot alone is easily missed); but none where another series' marked point
    /// stands within `markerSpacing` dots both ways. The pixels mark the same points (`PlotSketch.markers`).
    ///
    /// ```swift
    /// DotLines.marks(scene, reveal: .complete)   // [(series: 0, x: 12, y: 30, value: 4.5), …]
    /// ```
    static func marks(_ scene: ChartScene, reveal: Reveal) -> [(series: Int, x: Int, y: Int, value: Double)] {
        let spacing = max(markerSpacing, 2 * scene.dotsAcross)
        var marks: [(series: Int, x: Int, y: Int, value: Double)] = []
        for (index, points) in scene.window.series.enumerated() where !points.isEmpty {
            let isSpread = zip(points, points.dropFirst()).allSatisfy { $1.x - $0.x >= spacing }
            guard isSpread, let firstX = points.first?.x, let lastX = points.last?.x else { continue }
            let revealX = Double(firstX) + reveal.fraction * Double(lastX - firstX)
            for point in points where Double(point.x) <= revealX {
                marks.append((index, point.x, scene.dotY(point.last), point.last))
            }
        }
        let crowded = crowdedMarks(marks.map { ($0.series, $0.x, $0.y) })
        return marks.enumerated().filter { !crowded.contains($0.offset) }.map(\.element)
    }

    /// The offsets of the marks (series, dot x, dot y) that stand within `markerSpacing` dots, across
    /// and down, of another series' mark.
    ///
    /// - Complexity: O(n log n + pairs within `markerSpacing` dots across).
    static func crowdedMarks(_ marks: [(series: Int, x: Int, y: Int)]) -> Set<Int> {
        let order = marks.indices.sorted { marks[$0].x < marks[$1].x }
        var crowded = Set<Int>()
        for (position, index) in order.enumerated() {
            for other in order[(position + 1)...] {
                guard marks[other].x - marks[index].x < markerSpacing else { break }
                if marks[other].series != marks[index].series, abs(marks[other].y - marks[index].y) < markerSpacing {
                    crowded.insert(index)
                    crowded.insert(other)
                }
            }
        }
        return crowded
    }

    /// Draws the line up to `revealX`, the newest segment only in part; returns the dot where it ends.
    private static func drawLine(
        _ points: [PlotPoint],
        on canvas: inout DotCanvas,
        scene: ChartScene,
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
}
