import LivePlotScreen

/// Reference lines (`--hline 200`): dim horizontal lines at fixed values, behind the data, each
/// labelled at the plot's right edge (`200 ms`), or its left when the newest data stands at the right,
/// where the data leaves the room.
///
/// ```swift
/// ReferenceLines.draw(scene, drawer: BrailleDrawer.self, into: &grid)
/// ```
///
/// - Complexity: O(lines × plot columns).
enum ReferenceLines {
    /// Draws each reference line the axis shows in the cells that hold nothing of the data (empty, or a
    /// grid dot), then its label at the right end of its row when every cell under it is such a cell.
    static func draw(_ scene: ChartScene, drawer: any PlotDrawer.Type, into grid: inout CellGrid) {
        let layout = scene.layout
        let dots = layout.plotRows * scene.dotsDown
        let frame = scene.style.frame
        func isFree(_ x: Int, _ y: Int) -> Bool { holdsNoData(grid[x, y], frame: frame) }
        let autoscaler = scene.configuration.autoscaler
        for value in autoscaler.referenceLines {
            guard let coordinate = autoscaler.coordinate(of: value), ChartScene.isShown(coordinate, on: scene.axis, dots: dots) else { continue }
            let dotRow = scene.dotY(value)
            let y = layout.plotY + dotRow / scene.dotsDown
            let glyph = drawer.referenceGlyph(atDotRow: dotRow)
            for x in layout.plotX..<(layout.plotX + layout.plotColumns) where isFree(x, y) {
                grid[x, y] = Cell(glyph, style: .reference)
            }
            // At the right edge, else (the newest data standing there) at the left.
            let label = " " + ValueFormatter.figure(value, unit: scene.axisUnit) + " "
            let width = label.unicodeScalars.count
            let right = layout.plotX + layout.plotColumns - width + 1
            guard right > layout.plotX else { continue }
            for start in [right, layout.plotX] where (start..<Swift.min(start + width, layout.plotX + layout.plotColumns)).allSatisfy({ isFree($0, y) }) {
                grid.write(start == right ? String(label.dropLast()) : label, x: start, y: y, style: .reference)
                break
            }
        }
    }

    /// Whether a plot cell holds nothing of the data: empty, a grid dot, or a reference line.
    static func holdsNoData(_ cell: Cell, frame: FrameGlyphs) -> Bool {
        cell.scalar == " " || cell.style == .grid || cell.style == .reference || cell.scalar == frame.grid
    }
}
