import LivePlotScreen

/// The cells a plot's picture covers: columns `x..<x + columns`, rows `y..<y + rows` of the grid.
///
/// ```swift
/// PixelPlace(plot)   // a VectorPlot's rectangle
/// ```
struct PixelPlace: Hashable, Sendable {
    var x: Int
    var y: Int
    var columns: Int
    var rows: Int

    init(x: Int, y: Int, columns: Int, rows: Int) {
        self.x = x
        self.y = y
        self.columns = columns
        self.rows = rows
    }

    init(_ plot: VectorPlot) {
        self.init(x: plot.x, y: plot.y, columns: plot.columns, rows: plot.rows)
    }

    /// Whether a run of `count` cells from (`column`, `row`) crosses the rectangle.
    func meets(row: Int, column: Int, count: Int) -> Bool {
        row >= y && row < y + rows && column < x + columns && column + count > x
    }
}
