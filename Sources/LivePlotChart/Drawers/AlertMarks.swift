import LivePlotScreen

/// The alert's marks that need no colour (`--alert`): in each plot column where a line stands beyond the
/// threshold, the threshold line's cell shows a heavy `━` (`!` in ASCII) in the alert colour, so the
/// stretch in alert reads on a terminal without colours, or with `NO_COLOR`, too.
///
/// ```
/// 200 ms┤⠒⠒⠒⠒━━━━⠒⠒⠒ 200 ms      the stretch above 200 ms marked on its line
/// ```
///
/// - Complexity: O(plot cells).
enum AlertMarks {
    /// Marks the columns in alert on the threshold's row, in the cells the data leaves free (empty, a
    /// grid dot or the reference line); the data's own cells there are already in the alert colour.
    static func draw(_ scene: ChartScene, into grid: inout CellGrid) {
        let layout = scene.layout
        guard let dotRow = scene.alertDotRow, dotRow >= 0, dotRow < layout.plotRows * scene.dotsDown else { return }
        let y = layout.plotY + dotRow / scene.dotsDown
        let columns = layout.plotX..<(layout.plotX + layout.plotColumns)
        let frame = scene.style.frame
        for x in columns where (layout.plotY..<(layout.plotY + layout.plotRows)).contains(where: { grid[x, $0].style == .alert }) {
            guard ReferenceLines.holdsNoData(grid[x, y], frame: frame) else { continue }
            grid[x, y] = Cell(frame.alertLine, style: .alert)
        }
    }
}
