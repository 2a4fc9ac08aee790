import LivePlotScreen

/// Draws the data of one plot style into the plot area: its lines or bars, the grid lines the data
/// leaves room for, and the cursor's column. One type per style (`PlotStyle.drawer`): the renderer lays
/// the chart out and draws its frame, the drawer fills the plot.
///
/// ```swift
/// let drawer = PlotStyle.blocks.drawer    // BlocksDrawer.self
/// drawer.drawData(scene, reveal: .complete, into: &grid)
/// ```
protocol PlotDrawer {
    static var style: PlotStyle { get }
    /// The data and the grid lines behind it, as far as `reveal` has drawn it in.
    static func drawData(_ scene: ChartScene, reveal: Reveal, into grid: inout CellGrid)
    /// The cursor over the plot's column holding dot column `dot`, in reverse video.
    static func drawCursor(atDot dot: Int, layout: ChartLayout, into grid: inout CellGrid)
    /// The glyph of a grid line at dot row `y`.
    static func gridDot(atDotRow y: Int) -> Unicode.Scalar
    /// The glyph of a reference line (`--hline`) at dot row `y`.
    static func referenceGlyph(atDotRow y: Int) -> Unicode.Scalar
    /// What the style does to the whole grid, last (ASCII folds what is not ASCII).
    static func finish(_ grid: inout CellGrid)
}

extension PlotDrawer {
    /// The cell column itself: the cursor's glyph where the cell is empty or a grid dot.
    static func drawCursor(atDot dot: Int, layout: ChartLayout, into grid: inout CellGrid) {
        let x = layout.plotX + dot / style.dotsPerCell.x
        let frame = style.frame
        for row in layout.plotY..<(layout.plotY + layout.plotRows) {
            let scalar = grid[x, row].scalar
            grid[x, row] = Cell(scalar == " " || scalar == frame.grid ? frame.cursor : scalar, style: .cursor)
        }
    }

    static func gridDot(atDotRow y: Int) -> Unicode.Scalar { style.frame.grid }

    static func referenceGlyph(atDotRow y: Int) -> Unicode.Scalar { style.frame.reference }

    static func finish(_ grid: inout CellGrid) {}

    /// Dim grid lines at the ticks, a dot every other cell where the data leaves the cell empty: a light
    /// line that never competes with the data.
    ///
    /// The cells are written in place, as the grid's subscript would write them (none outside the grid, a
    /// space as `.blank`): a frame's grid lines are some 500 cells, and the checked subscript a cell cost
    /// more than the rest of their drawing.
    static func drawGridLines(_ scene: ChartScene, isEmpty: (Int, Int) -> Bool, into grid: inout CellGrid) {
        let layout = scene.layout
        guard layout.hasAxes else { return }
        let (width, height) = (grid.width, grid.height)
        for (value, _) in scene.visibleTicks {
            let y = scene.dotY(coordinate: value)
            let row = y / scene.dotsDown
            let (gridY, dot) = (layout.plotY + row, gridDot(atDotRow: y))
            guard gridY >= 0, gridY < height else { continue }
            let cell = dot == " " ? Cell.blank : Cell(dot, style: .grid)
            grid.withUnsafeMutableCells { cells in
                for column in stride(from: 0, to: layout.plotColumns, by: 2) where isEmpty(column, row) {
                    let x = layout.plotX + column
                    if x >= 0, x < width { cells[gridY * width + x] = cell }
                }
            }
        }
    }
}
