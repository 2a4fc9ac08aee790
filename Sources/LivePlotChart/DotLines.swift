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

    /// The lines, and the drawer's grid lines where they leave a cell empty.
    static func draw(_ scene: ChartScene, reveal: Reveal, drawer: any PlotDrawer.Type, into grid: inout CellGrid) {
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
        drawer.drawGridLines(scene, isEmpty: { canvas.isEmpty(column: $0, row: $1) }, into: &grid)
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

    /// A marker on each point when points stand at least two cells apart: few samples, each readable.
    private static func drawMarkers(_ scene: ChartScene, reveal: Reveal, into grid: inout CellGrid) {
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
