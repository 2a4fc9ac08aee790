import LivePlotScreen

/// The `blocks` style: a filled sparkline, each cell column a bar of full blocks topped by one of the
/// eight lower eighths (▁▂▃▄▅▆▇█). A column of many samples stands as tall as its highest, so no spike
/// hides. Several series stand in one column tallest first, so each shorter bar shows in front; where
/// two tops share a cell, the taller's shows, so the column's highest value is never hidden. A bar
/// beyond the alert's threshold stands in the alert colour, its full cells shaded (▓).
///
/// ```swift
/// BlocksDrawer.drawData(scene, reveal: .complete, into: &grid)
/// ```
///
/// - Complexity: O(points × rows).
enum BlocksDrawer: PlotDrawer {
    static let style = PlotStyle.blocks

    static func drawData(_ scene: ChartScene, reveal: Reveal, into grid: inout CellGrid) {
        // Grid lines first, where the bars then stand in front of them.
        drawGridLines(scene, isEmpty: { _, _ in true }, into: &grid)
        drawBars(scene.window, layout: scene.layout, reveal: reveal, height: { scene.eighths($0) },
                 isAlert: scene.alert.map { alert in { alert.isBeyond($0) } }, into: &grid)
    }

    /// With smoothed lines (`--smooth`), each column also stands the smoothed value's bar, in the series'
    /// colour, in front of or behind the raw bar drawn dim; the newest bar emphasised is the smoothed one.
    /// A bucket still filling stands dim at the right edge.
    /// - Parameter isAlert: whether a value lies beyond the alert's threshold, whose bar then stands in
    ///   the alert colour, whole; nil without an alert.
    private static func drawBars(_ window: VisibleWindow, layout: ChartLayout, reveal: Reveal, height: (Double) -> Int,
                                 isAlert: ((Double) -> Bool)?, into grid: inout CellGrid) {
        let seriesCount = window.series.count
        let isSmoothed = !window.smoothed.isEmpty
        // Each column's bars: (eighths, style), and where each leading line's newest bar is.
        var bars = Array(repeating: [(eighths: Int, style: CellStyle)](), count: layout.plotColumns)
        var newest: [(column: Int, eighths: Int)?] = []
        let lines = window.series.enumerated().map { (points: $0.element, series: $0.offset, leads: !isSmoothed) }
            + window.smoothed.enumerated().map { (points: $0.element, series: $0.offset, leads: true) }
        for line in lines {
            let style = CellStyle.line(series: line.series, of: seriesCount)
            var last: (column: Int, eighths: Int)?
            if let firstX = line.points.first?.x, let lastX = line.points.last?.x {
                let revealX = Double(firstX) + reveal.fraction * Double(lastX - firstX)
                for point in line.points where Double(point.x) <= revealX && point.x < layout.plotColumns {
                    let eighths = height(point.high)
                    // A column stands as tall as its highest: it is in the alert when that or its lowest is.
                    let shown = isAlert.map { $0(point.high) || $0(point.low) } == true ? CellStyle.alert : style
                    bars[point.x].append((eighths, isSmoothed && !line.leads ? shown.muted : shown))
                    last = (point.x, eighths)
                }
            }
            if line.leads { newest.append(last) }
        }
        // The bucket still filling: its bar dim.
        for (index, point) in window.partial.enumerated() {
            guard let point, point.x < layout.plotColumns else { continue }
            bars[point.x].append((height(point.high), CellStyle.line(series: index, of: seriesCount).muted))
        }
        // With an alert, its colour says what the newest value means: no trend colours beside it.
        let trend = isAlert == nil ? CellStyle.trend(of: (isSmoothed ? window.smoothed : window.series).first ?? []) : .line
        for (column, columnBars) in bars.enumerated() where !columnBars.isEmpty {
            // Where two tops share a cell, the taller's shows: it is the column's highest value. Tallest
            // first, so a shared top cell is always the one of the bar just drawn.
            var tallerTopCell: Int?
            for bar in columnBars.sorted(by: { $0.eighths > $1.eighths }) where bar.eighths > 0 {
                let topCell = (min(bar.eighths, layout.plotRows * 8) - 1) / 8
                fill(column: column, eighths: bar.eighths, keepsTop: topCell == tallerTopCell, style: bar.style,
                     layout: layout, into: &grid)
                tallerTopCell = topCell
            }
        }
        for (index, bar) in newest.enumerated() {
            guard let bar, bar.eighths > 0 else { continue }
            let row = layout.plotY + layout.plotRows - 1 - (bar.eighths - 1) / 8
            let x = layout.plotX + bar.column
            let style = seriesCount == 1 ? trend.emphasized : CellStyle.newest(series: index, of: seriesCount)
            grid[x, row] = Cell(grid[x, row].scalar, style: grid[x, row].style == .alert ? .alert : style)
        }
    }

    /// A bar `eighths` high from the bottom of the plot, in front of the taller bars drawn before it;
    /// `keepsTop` leaves its top cell to the taller bar that tops out there.
    private static func fill(column: Int, eighths: Int, keepsTop: Bool, style: CellStyle, layout: ChartLayout,
                             into grid: inout CellGrid) {
        let x = layout.plotX + column
        var remaining = min(eighths, layout.plotRows * 8)
        var row = layout.plotY + layout.plotRows - 1
        while remaining > 0 {
            if remaining > 8 || !keepsTop {
                let isAlertFull = remaining >= 8 && (style == .alert || style == CellStyle.alert.muted)
                grid[x, row] = Cell(isAlertFull ? Glyphs.alertBlock : Glyphs.blockEighths[min(8, remaining)], style: style)
            }
            remaining -= 8
            row -= 1
        }
    }
}
