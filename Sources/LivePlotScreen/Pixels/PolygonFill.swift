/// A closed outline filled onto a `PixelCanvas` by the nonzero rule (SVG's default), in whole pixels: a
/// pixel is in when its centre is, a centre on a top or left edge in and on a bottom or right edge out,
/// so two shapes sharing an edge (a heatmap's neighbouring bins) share no pixel and leave none between.
///
/// ```swift
/// PolygonFill.fill([(0, 0), (10, 0), (10, 5), (0, 5)], into: &canvas)   // 10 × 5 pixels, whole
/// ```
///
/// - Complexity: a rectangle O(its pixels); any other outline O(e + its pixels), e the edges'
///   crossings of pixel rows (a row's few sorted in place). Rows and columns are clamped to the image first, however far the points lie.
enum PolygonFill {
    static func fill(_ outline: [(x: Double, y: Double)], into canvas: inout PixelCanvas) {
        spans(of: outline, height: canvas.height) { canvas.coverSpan(y: $0, from: $1, to: $2) }
    }

    /// Fills the outline straight into the image in one opaque palette entry, within `rows` (the alert's
    /// clip): what it covers is hidden, so nothing below needs to be read (a heatmap's bins).
    static func fill(_ outline: [(x: Double, y: Double)], opaque color: PixelColor, rows shown: Range<Int>, into canvas: inout PixelCanvas) {
        spans(of: outline, height: canvas.height) { row, from, to in
            if shown.contains(row) { canvas.paintSpan(y: row, from: from, to: to, color: color) }
        }
    }

    /// The outline's spans, row by row from the top, each row's from the left: (row, from x, to x), the
    /// pixels whose centres lie between the two x inside.
    static func spans(of outline: [(x: Double, y: Double)], height: Int, _ span: (Int, Double, Double) -> Void) {
        guard outline.count > 2, outline.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        if let box = rectangle(outline) {
            for row in rows(from: box.top, to: box.bottom, height: height) { span(row, box.left, box.right) }
            return
        }
        // Where each edge crosses each pixel row's centre, with the way it winds, gathered row by row
        // (a counting sort: each edge crosses a stretch of rows, and a row is crossed a few times).
        var rowRanges: [(rows: Range<Int>, upper: (x: Double, y: Double), slope: Double, winding: Int)] = []
        var firstRow = height
        var endRow = 0
        for (index, start) in outline.enumerated() {
            let end = outline[(index + 1) % outline.count]
            guard start.y != end.y else { continue }
            let (upper, lower) = start.y < end.y ? (start, end) : (end, start)
            let crossed = rows(from: upper.y, to: lower.y, height: height)
            guard !crossed.isEmpty else { continue }
            rowRanges.append((crossed, upper, (lower.x - upper.x) / (lower.y - upper.y), start.y < end.y ? 1 : -1))
            (firstRow, endRow) = (Swift.min(firstRow, crossed.lowerBound), Swift.max(endRow, crossed.upperBound))
        }
        guard firstRow < endRow else { return }
        // Each row's crossings in one stretch of `crossings`, after those of the rows above it.
        var delta = [Int](repeating: 0, count: endRow - firstRow + 1)
        for edge in rowRanges {
            delta[edge.rows.lowerBound - firstRow] += 1
            delta[edge.rows.upperBound - firstRow] -= 1
        }
        var starts = [Int](repeating: 0, count: endRow - firstRow + 1)
        var crossing = 0
        for row in 0..<(endRow - firstRow) {
            crossing += delta[row]
            starts[row + 1] = starts[row] + crossing
        }
        let total = starts[endRow - firstRow]
        var filled = starts
        var crossings = [(x: Double, winding: Int)](repeating: (0, 0), count: total)
        for edge in rowRanges {
            for row in edge.rows {
                crossings[filled[row - firstRow]] = (edge.upper.x + (Double(row) + 0.5 - edge.upper.y) * edge.slope, edge.winding)
                filled[row - firstRow] += 1
            }
        }
        for row in firstRow..<endRow {
            let crossed = starts[row - firstRow]..<starts[row - firstRow + 1]
            sortByX(&crossings, crossed)
            var winding = 0
            for index in crossed {
                if winding != 0 { span(row, crossings[index - 1].x, crossings[index].x) }
                winding += crossings[index].winding
            }
        }
    }

    /// Sorts a row's crossings by x in place: by insertion when few (a band's row has two, a jagged
    /// one a few), which costs less than a general sort's set-up.
    private static func sortByX(_ crossings: inout [(x: Double, winding: Int)], _ span: Range<Int>) {
        guard span.count > 1 else { return }
        guard span.count <= 16 else { return crossings[span].sort { $0.x < $1.x } }
        for index in (span.lowerBound + 1)..<span.upperBound {
            let item = crossings[index]
            var place = index
            while place > span.lowerBound, crossings[place - 1].x > item.x {
                crossings[place] = crossings[place - 1]
                place -= 1
            }
            crossings[place] = item
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
        // Opposite corners span the box (a heatmap has thousands of bins: no arrays for them).
        let (a, b) = (corners[0], corners[2])
        return (Swift.min(a.x, b.x), Swift.min(a.y, b.y), Swift.max(a.x, b.x), Swift.max(a.y, b.y))
    }
}
