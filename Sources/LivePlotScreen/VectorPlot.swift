/// A plot area of a chart in vector form: its cells of the grid stand for the rectangle, and its lines
/// are drawn in it at full precision (`SVGDocument`), where the terminal could only place dots.
///
/// ```swift
/// var plot = VectorPlot(x: 6, y: 1, columns: 70, rows: 16)
/// plot.paths.append(VectorPath(kind: .grid, style: .grid, runs: [[(6, 4.4), (76, 4.4)]]))
/// ```
public struct VectorPlot: Sendable {
    /// The plot's cells: columns `x..<x + columns`, rows `y..<y + rows`.
    public var x: Int
    public var y: Int
    public var columns: Int
    public var rows: Int
    /// Back to front.
    public var paths: [VectorPath] = []
    /// The rows of the y labels, each with the y its tick stands at: the label is centred there.
    public var labelRows: [(row: Int, y: Double)] = []
    /// The plot's cells that hold text to keep (a reference line's label, a mark of clipped values), by
    /// `x + y × grid width`: the others stand for the data, which the paths draw.
    public var keptCells: Set<Int> = []

    public init(x: Int, y: Int, columns: Int, rows: Int) {
        self.x = x
        self.y = y
        self.columns = columns
        self.rows = rows
    }

    /// Whether the cell is one of the plot's.
    public func contains(x cellX: Int, y cellY: Int) -> Bool {
        cellX >= x && cellX < x + columns && cellY >= y && cellY < y + rows
    }
}
