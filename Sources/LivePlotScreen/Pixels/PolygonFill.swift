/// A closed outline filled onto a `PixelCanvas` by the nonzero rule (SVG's default), in whole pixels: a
/// pixel is in when its centre is, a centre on a top or left edge in and on a bottom or right edge out,
/// so two shapes sharing an edge (a heatmap's neighbouring bins) share no pixel and leave none between.
///
/// ```swift
/// PolygonFill.fill([(0, 0), (10, 0), (10, 5), (0, 5)], into: &canvas)   // 10 × 5 pixels, whole
/// ```
///
/// - Complexity: a rectangle O(its pixels); any other outline O(e log e + its pixels), e the edges'
///   crossings of pixel rows. Rows and columns are clamped to the image first, however far the points lie.
enum PolygonFill {
    static func fill(_ outline: [(x: Double, y: Double)], into canvas: inout PixelCanvas) {
        guard outline.count > 2, outline.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        if let box = rectangle(outline) {
            for row in rows(from: box.top, to: box.bottom, height: canvas.height) {
                canvas.coverSpan(y: row, from: box.left, to: box.right)
            }
            return
        }
        // Where each edge crosses each pixel row's centre, with the way it winds.
        var crossings: [(row: Int, x: Double, winding: Int)] = []
        for (index, start) in outline.enumerated() {
            let end = outline[(index + 1) % outline.count]
            guard start.y != end.y else { continue }
            let (upper, lower) = start.y < end.y ? (start, end) : (end, start)
            let slope = (lower.x - upper.x) / (lower.y - upper.y)
            for row in rows(from: upper.y, to: lower.y, height: canvas.height) {
                crossings.append((row, upper.x + (Double(row) + 0.5 - upper.y) * slope, start.y < end.y ? 1 : -1))
            }
        }
        crossings.sort { $0.row != $1.row ? $0.row < $1.row : $0.x < $1.x }
        var winding = 0
        for (index, crossing) in crossings.enumerated() {
            if index > 0, crossings[index - 1].row != crossing.row { winding = 0 }
            if winding != 0 { canvas.coverSpan(y: crossing.row, from: crossings[index - 1].x, to: crossing.x) }
            winding += crossing.winding
        }
    }

    /// The pixel rows whose centres lie in `from ..< to`, within the image.
    static func rows(from: Double, to: Double, height: Int) -> Range<Int> {
        let first = PixelCanvas.firstCentre(atOrAfter: from, limit: height)
        return first..<Swift.max(first, PixelCanvas.firstCentre(atOrAfter: to, limit: height))
    }

    /// The outline's box when it is an upright rectangle (a heatmap's bin, the cursor's bar), else nil.
    static func rectangle(_ outline: [(x: Double, y: Double)]) -> (left: Double, top: Double, right: Double, bottom: Double)? {
        guard outline.count == 4 else { return nil }
        let corners = outline
        let horizontalFirst = corners[0].y == corners[1].y && corners[1].x == corners[2].x
            && corners[2].y == corners[3].y && corners[3].x == corners[0].x
        let verticalFirst = corners[0].x == corners[1].x && corners[1].y == corners[2].y
            && corners[2].x == corners[3].x && corners[3].y == corners[0].y
        guard horizontalFirst || verticalFirst else { return nil }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }
}
