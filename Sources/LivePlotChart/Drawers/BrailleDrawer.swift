import LivePlotScreen

/// The `braille` style: lines of 2×4 dots a cell (`DotLines`), grid lines of `·` (no braille: a grid dot
/// would read as a point in text without colour, pasted or saved), and a cursor that is a column of dots
/// over whatever the cell holds.
///
/// ```swift
/// BrailleDrawer.drawData(scene, reveal: .complete, into: &grid)
/// ```
enum BrailleDrawer: PlotDrawer {
    static let style = PlotStyle.braille

    static func drawData(_ scene: ChartScene, reveal: Reveal, into grid: inout CellGrid) {
        DotLines.draw(scene, reveal: reveal, drawer: Self.self, into: &grid)
    }

    /// Both dots of the cell at the line's own dot row: a line as fine as the data's.
    static func referenceGlyph(atDotRow y: Int) -> Unicode.Scalar {
        Glyphs.braille(Glyphs.brailleDotBits[y % 4][0] | Glyphs.brailleDotBits[y % 4][1])
    }

    static func drawCursor(atDot dot: Int, layout: ChartLayout, into grid: inout CellGrid) {
        let x = layout.plotX + dot / style.dotsPerCell.x
        for row in layout.plotY..<(layout.plotY + layout.plotRows) {
            let scalar = grid[x, row].scalar
            let existing = (0x2800...0x28FF).contains(scalar.value) ? UInt8(scalar.value - 0x2800) : 0
            grid[x, row] = Cell(Glyphs.braille(existing | Glyphs.brailleColumnBits[dot & 1]), style: .cursor)
        }
    }
}
