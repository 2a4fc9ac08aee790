import LivePlotScreen

/// A canvas of dots on which lines are drawn between points: braille's 2×4 dots a cell, or ASCII's three
/// levels a cell. Several series draw on one canvas, each as a layer: a cell shows every dot drawn in it,
/// and remembers the last layer that drew there.
///
/// Dot y counts from the top. Dots outside the canvas are ignored.
///
/// ```swift
/// var canvas = DotCanvas(style: .braille, columns: 2, rows: 1)
/// canvas.drawLine(from: (0, 3), to: (3, 0))
/// canvas.glyph(column: 0, row: 0)  // "⡠"
/// ```
///
/// - Complexity: a line costs O(its length in dots).
public struct DotCanvas: Sendable {
    public let style: PlotStyle
    public let columns: Int
    public let rows: Int
    private let dotsAcross: Int
    private let dotsDown: Int
    private var bits: [UInt8]
    /// Each dot's bit within its cell, by dot row and then dot column (`bit(x:y:)`): looked up once, as
    /// every dot of every line is set through it.
    private let dotBits: [UInt8]
    /// The bits of a dot column's dots from one dot row through another within a cell, by column, first
    /// row and last (`fillRun`'s spans): a steep line's run sets a cell at a time through them.
    private let runBits: [UInt8]
    /// The last layer that set a dot, by cell.
    private var layers: [UInt8]
    /// The layer that dots drawn now belong to.
    public var layer: UInt8 = 0

    public init(style: PlotStyle = .braille, columns: Int, rows: Int) {
        precondition(columns >= 0 && rows >= 0, "canvas size")
        precondition(style != .blocks, "blocks fill columns; they draw no lines")
        self.style = style
        self.columns = columns
        self.rows = rows
        (dotsAcross, dotsDown) = style.dotsPerCell
        let (across, down) = (dotsAcross, dotsDown)
        let dotBits = (0..<(across * down)).map { dot in
            let (x, y) = (dot % across, dot / across)
            return style == .braille ? Glyphs.brailleDotBits[y][x] : 1 << UInt8(down - 1 - y)
        }
        self.dotBits = dotBits
        runBits = (0..<(across * down * down)).map { index in
            let (x, first, last) = (index / (down * down), index / down % down, index % down)
            return first > last ? 0 : (first...last).reduce(0) { $0 | dotBits[$1 * across + x] }
        }
        bits = Array(repeating: 0, count: columns * rows)
        layers = Array(repeating: 0, count: columns * rows)
    }

    public var dotWidth: Int { columns * dotsAcross }
    public var dotHeight: Int { rows * dotsDown }

    public mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let cell = (y / dotsDown) * columns + x / dotsAcross
        bits[cell] |= bit(x: x % dotsAcross, y: y % dotsDown)
        layers[cell] = layer
    }

    /// Sets every `step`th dot of dot column `x` from dot row `first` through `last`, as `set(x:y:)` each
    /// would (dots outside the canvas ignored): a band's shade, a column at a time, a cell at a time.
    ///
    /// - Complexity: O(cells the span crosses × dots a cell down ÷ `step`).
    public mutating func set(x: Int, from first: Int, through last: Int, every step: Int) {
        guard x >= 0, x < dotWidth, step > 0 else { return }
        let top = first < 0 ? first + (-first + step - 1) / step * step : first
        let bottom = Swift.min(last, dotHeight - 1)
        guard top <= bottom else { return }
        let (column, across, down, dotsAcross) = (x / self.dotsAcross, x % self.dotsAcross, dotsDown, self.dotsAcross)
        let (firstRow, lastRow) = (top / down, bottom / down)
        let layer = self.layer
        let columns = self.columns
        // Each cell ORs in its pattern's dots at once, not a dot at a time: a band shades every other dot
        // of a tall span in each of two hundred dot columns, a frame. `offset` is the cell's first dot row
        // of the pattern (it may lie past the cell, when the step is longer than a cell).
        var offset = top % down
        let pastLastRow = bottom % down + 1
        dotBits.withUnsafeBufferPointer { dotBits in
            /// The dots of the pattern in a cell from its dot row `first` up to (not through) `end`.
            func pattern(from first: Int, to end: Int) -> UInt8 {
                var (pattern, dotRow): (UInt8, Int) = (0, first)
                while dotRow < end {
                    pattern |= dotBits[dotRow * dotsAcross + across]
                    dotRow += step
                }
                return pattern
            }
            // When the step divides a cell's height, every cell but the last starts the pattern at the
            // same dot row: the cells between the first and the last take one pattern, worked out once (a
            // band's checkerboard of two, in cells of four dot rows).
            let middle = down % step == 0 && lastRow - firstRow > 1 ? pattern(from: offset % step, to: down) : nil
            bits.withUnsafeMutableBufferPointer { bits in
                layers.withUnsafeMutableBufferPointer { layers in
                    var cell = firstRow * columns + column
                    var row = firstRow
                    while row <= lastRow {
                        if let middle, row > firstRow, row < lastRow {
                            for _ in row..<lastRow {
                                bits[cell] |= middle
                                layers[cell] = layer
                                cell += columns
                            }
                            offset = offset % step
                            row = lastRow
                            continue
                        }
                        let end = row == lastRow ? pastLastRow : down
                        if offset < end {
                            bits[cell] |= pattern(from: offset, to: end)
                            layers[cell] = layer
                        }
                        // The next cell's first dot row of the pattern, counted from its own top.
                        offset = (offset - down) % step
                        if offset < 0 { offset += step }
                        cell += columns
                        row += 1
                    }
                }
            }
        }
    }

    /// Sets every dot of dot column `x` from dot row `first` through `last`, as `set(x:y:)` each would
    /// (dots outside the canvas ignored), a cell at a time: each cell ORs in its span's bits at once.
    ///
    /// - Complexity: O(cells the run crosses).
    private mutating func fillRun(x: Int, from first: Int, through last: Int) {
        guard x >= 0, x < dotWidth else { return }
        let top = Swift.max(first, 0)
        let bottom = Swift.min(last, dotHeight - 1)
        guard top <= bottom else { return }
        let (column, across, down) = (x / dotsAcross, x % dotsAcross, dotsDown)
        func span(_ from: Int, _ through: Int) -> UInt8 { runBits[(across * down + from) * down + through] }
        let (firstRow, lastRow) = (top / down, bottom / down)
        let (topSpan, bottomSpan, fullSpan) = (span(top % down, down - 1), span(0, bottom % down), span(0, down - 1))
        let layer = self.layer
        let columns = self.columns
        // Unchecked buffers: a tall run touches a cell in each of a thousand rows, per series, per dot column.
        bits.withUnsafeMutableBufferPointer { bits in
            layers.withUnsafeMutableBufferPointer { layers in
                var cell = firstRow * columns + column
                for row in firstRow...lastRow {
                    bits[cell] |= row == firstRow ? (row == lastRow ? topSpan & bottomSpan : topSpan)
                        : row == lastRow ? bottomSpan : fullSpan
                    layers[cell] = layer
                    cell += columns
                }
            }
        }
    }

    /// The bit of a dot within its cell: braille's dot numbering, or an ASCII level (1 bottom … 4 top).
    private func bit(x: Int, y: Int) -> UInt8 { dotBits[y * dotsAcross + x] }

    /// Joins two dots with a line (Bresenham's), both ends included.
    ///
    /// - Complexity: O(its width in dots + its height in cells): a steep line's run of dots in one dot
    ///   column is set a cell at a time (`fillRun`), as sixty-four series of jumpy values on a chart a
    ///   thousand rows high draw each column's full height, per series.
    public mutating func drawLine(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        var x = start.x
        var y = start.y
        let dx = abs(end.x - x)
        let dy = -abs(end.y - y)
        let stepX = x < end.x ? 1 : -1
        let stepY = y < end.y ? 1 : -1
        var error = dx + dy
        while true {
            // While twice the error stays below dy, Bresenham's steps move y alone: count them out at once
            // (the least k with 2(error + k·dx) >= dy, no further than the end's row) and set that run.
            if 2 * error < dy {
                let remaining = abs(end.y - y)
                let steps = dx == 0 ? remaining : Swift.min(remaining, (dy - 2 * error + 2 * dx - 1) / (2 * dx))
                if steps > 0 {
                    let last = y + stepY * (steps - 1)
                    fillRun(x: x, from: Swift.min(y, last), through: Swift.max(y, last))
                    y += stepY * steps
                    error += steps * dx
                    continue
                }
            }
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

    /// The cells' dots, row after row (`row * columns + column`; 0 where empty), to look at every cell of a
    /// plot without a checked call a cell.
    ///
    /// ```swift
    /// canvas.withUnsafeBits { $0[row * canvas.columns + column] == 0 }   // canvas.isEmpty(column:row:)
    /// ```
    func withUnsafeBits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bits.withUnsafeBufferPointer(body)
    }

    /// Whether no dot is set anywhere on the canvas.
    public var isBlank: Bool { bits.allSatisfy { $0 == 0 } }

    /// The cell's character: the braille pattern of its dots, or in ASCII its one level, or `|` for a
    /// line that passes through more than one.
    public func glyph(column: Int, row: Int) -> Unicode.Scalar {
        let cell = bits[row * columns + column]
        guard style == .ascii else { return Glyphs.braille(cell) }
        switch cell {
        case 0: return " "
        case 1: return Glyphs.asciiLevels[0]
        case 2: return Glyphs.asciiLevels[1]
        case 4: return Glyphs.asciiLevels[2]
        default: return Glyphs.asciiVertical
        }
    }

    /// The dot rows (0 at the top of the canvas) from the cell's highest dot to its lowest; nil when empty.
    public func dotRows(column: Int, row: Int) -> ClosedRange<Int>? {
        let cell = bits[row * columns + column]
        guard cell != 0 else { return nil }
        var (top, bottom) = (dotsDown, 0)
        for y in 0..<dotsDown where (0..<dotsAcross).contains(where: { cell & bit(x: $0, y: y) != 0 }) {
            top = Swift.min(top, y)
            bottom = y
        }
        return (row * dotsDown + top)...(row * dotsDown + bottom)
    }

    /// The last layer that drew in the cell.
    public func layer(column: Int, row: Int) -> Int { Int(layers[row * columns + column]) }
}
