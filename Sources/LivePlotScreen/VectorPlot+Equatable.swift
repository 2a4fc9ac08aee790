/// Two plots are equal when they draw the same picture: the same cells, paths, label rows and kept cells.
/// A live chart whose frame changed only in its text (the status line, a label) compares its plots first
/// and draws no picture again (`PixelFrames`).
///
/// ```swift
/// VectorPlot(x: 6, y: 1, columns: 70, rows: 16) == VectorPlot(x: 6, y: 1, columns: 70, rows: 16)  // true
/// ```
///
/// - Complexity: O(points) when equal; a difference usually shows in the first runs.
extension VectorPlot: Equatable {
    public static func == (left: VectorPlot, right: VectorPlot) -> Bool {
        left.x == right.x && left.y == right.y && left.columns == right.columns && left.rows == right.rows
            && left.keptCells == right.keptCells && left.labelRows.count == right.labelRows.count
            && zip(left.labelRows, right.labelRows).allSatisfy { $0.row == $1.row && $0.y == $1.y }
            && left.paths == right.paths
    }
}
