import LivePlotScreen

/// Where a heatmap's scale (`HeatScale`) stands: at the right end of the status line (of a panel's
/// legend row with `--split`), a blank before it; the status's own text gives way where the row is full,
/// as the scale is what the colours mean.
///
/// ```swift
/// HeatScaleField.write(scale, ascii: false, row: 23, into: &grid)  // "… n=600   ░ 1 ▒ 3 ▓ 9 █ 27…40"
/// ```
enum HeatScaleField {
    static func write(_ scale: HeatScale, ascii: Bool, row: Int, into grid: inout CellGrid) {
        let spans = scale.spans(ascii: ascii)
        let width = spans.reduce(0) { $0 + $1.text.unicodeScalars.count }
        guard width + 1 <= grid.width, row >= 0, row < grid.height else { return }
        var x = grid.width - width
        grid[x - 1, row] = .blank
        for span in spans { x = grid.write(span.text, x: x, y: row, style: span.style) }
    }
}
