/// A dot canvas of 2×4 braille dots per cell, on which lines are drawn between points.
///
/// Dot y counts from the top. Dots outside the canvas are ignored. Several series draw on one canvas, each
/// as a layer: a cell shows every dot drawn in it, and remembers the last layer that drew there.
///
/// ```swift
/// var canvas = BrailleCanvas(columns: 2, rows: 1)
/// canvas.drawLine(from: (0, 3), to: (3, 0))
/// canvas.glyph(column: 0, row: 0)  // "⡠"
/// ```
///
/// - Complexity: a line costs O(its length in dots).
public struct BrailleCanvas: Sendable {
    public let columns: Int
    public let rows: Int
    private var bits: [UInt8]
    /// The last layer that set a dot, by cell.
    private var layers: [UInt8]
    /// The layer that dots drawn now belong to.
    public var layer: UInt8 = 0

    public init(columns: Int, rows: Int) {
        precondition(columns >= 0 && rows >= 0, "canvas size")
        self.columns = columns
        self.rows = rows
        bits = Array(repeating: 0, count: columns * rows)
        layers = Array(repeating: 0, count: columns * rows)
    }

    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }

    public mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let cell = (y >> 2) * columns + (x >> 1)
        bits[cell] |= Glyphs.brailleDotBits[y & 3][x & 1]
        layers[cell] = layer
    }

    /// Joins two dots with a line (Bresenham's), both ends included.
    public mutating func drawLine(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        var x = start.x
        var y = start.y
        let dx = abs(end.x - x)
        let dy = -abs(end.y - y)
        let stepX = x < end.x ? 1 : -1
        let stepY = y < end.y ? 1 : -1
        var error = dx + dy
        while true {
            set(x: x, y: y)
            if x == end.x && y == end.y { return }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    public func isEmpty(column: Int, row: Int) -> Bool { bits[row * columns + column] == 0 }

    public func glyph(column: Int, row: Int) -> Unicode.Scalar { Glyphs.braille(bits[row * columns + column]) }

    /// The last layer that drew in the cell.
    public func layer(column: Int, row: Int) -> Int { Int(layers[row * columns + column]) }
}
