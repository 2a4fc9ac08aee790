import LivePlotText
import LivePlotScreen

/// Where a heatmap's scale (`HeatScale`) stands: at the right end of the status line (of a panel's
/// legend row with `--split`), a blank before it; with the cursor, the cursor's column's fullest bins
/// stand there instead (`HeatmapBins.reading`), the column's time leading the status as for lines. The
/// status's own text gives way where the row is full: the scale is what the colours mean. Several series
/// on one axis are pooled into one heatmap, and the scale says so: `all series ░ 1 ▒ 4 …`.
///
/// ```swift
/// HeatScaleField.write(drawn, scene: scene, cursor: nil, row: 23, into: &grid)  // "… n=600   ░ 1 ▒ 3 ▓ 9 █ 27…40"
/// ```
enum HeatScaleField {
    static func write(_ heat: (bins: HeatmapBins, scale: HeatScale), scene: ChartScene, cursor: Int?, row: Int,
                      into grid: inout CellGrid) {
        // Several series on one axis are binned together: the scale says so (`--split` bins each apart).
        let pooled = scene.window.seriesShown == nil && !scene.isBucketed && scene.window.series.count > 1
        let lead = pooled ? [StatusLine.Span(text: "all series ", style: .status)] : []
        let spans = lead + (cursor.map { [StatusLine.Span(text: heat.bins.reading(column: $0 / scene.dotsAcross, scene: scene), style: .title)] }
            ?? heat.scale.spans(ascii: scene.style == .ascii))
        let width = spans.reduce(0) { $0 + TerminalText.width(of: $1.text) }
        guard width + 1 <= grid.width, row >= 0, row < grid.height else { return }
        var x = grid.width - width
        // A field of the status the scale would cut gives way whole, with what follows it.
        if var from = (x - 1..<grid.width).first(where: { grid[$0, row].scalar != " " }) {
            while from > 0, grid[from - 1, row].scalar != " " { from -= 1 }
            for column in from..<grid.width { grid[column, row] = .blank }
        }
        for span in spans { x = grid.write(span.text, x: x, y: row, style: span.style) }
    }
}
