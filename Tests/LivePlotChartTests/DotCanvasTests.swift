import Testing
import LivePlotInput
@testable import LivePlotChart

@Suite struct DotCanvasTests {
    /// A band's column (`set(x:from:through:every:)`, which walks the cells down rather than dividing for
    /// each dot) held against `set(x:y:)` dot by dot, over random canvases, spans reaching past either
    /// edge, steps of one to five and several layers drawn over each other.
    @Test func aColumnOfEveryStepthDotSetsWhatEachDotWould() {
        var random = SplitMix64(seed: 50)
        for _ in 0..<500 {
            let style: PlotStyle = Bool.random(using: &random) ? .braille : .ascii
            let (columns, rows) = (Int.random(in: 1...6, using: &random), Int.random(in: 1...6, using: &random))
            var column = DotCanvas(style: style, columns: columns, rows: rows)
            var dots = column
            for layer in 0..<UInt8.random(in: 1...4, using: &random) {
                column.layer = layer
                dots.layer = layer
                let x = Int.random(in: -1...(column.dotWidth), using: &random)
                let first = Int.random(in: -9...(column.dotHeight + 2), using: &random)
                let last = Int.random(in: (first - 2)...(column.dotHeight + 9), using: &random)
                let step = Int.random(in: 1...5, using: &random)
                column.set(x: x, from: first, through: last, every: step)
                for y in stride(from: first, through: last, by: step) { dots.set(x: x, y: y) }
            }
            for row in 0..<rows {
                for cell in 0..<columns {
                    #expect(column.glyph(column: cell, row: row) == dots.glyph(column: cell, row: row))
                    #expect(column.dotRows(column: cell, row: row) == dots.dotRows(column: cell, row: row))
                    #expect(column.layer(column: cell, row: row) == dots.layer(column: cell, row: row))
                }
            }
        }
    }

    /// A line (`drawLine`, which sets a steep line's runs a cell at a time) held against Bresenham's walk
    /// setting each dot by `set(x:y:)`, over random canvases, ends inside and past every edge, lines of
    /// every slope and direction and several layers drawn over each other.
    @Test func aLineSetsWhatBresenhamsDotByDotWalkWould() {
        var random = SplitMix64(seed: 51)
        for _ in 0..<2000 {
            let style: PlotStyle = Bool.random(using: &random) ? .braille : .ascii
            let (columns, rows) = (Int.random(in: 1...6, using: &random), Int.random(in: 1...8, using: &random))
            var lines = DotCanvas(style: style, columns: columns, rows: rows)
            var dots = lines
            for layer in 0..<UInt8.random(in: 1...4, using: &random) {
                lines.layer = layer
                dots.layer = layer
                func end() -> (x: Int, y: Int) {
                    (Int.random(in: -3...(lines.dotWidth + 2), using: &random),
                     Int.random(in: -9...(lines.dotHeight + 9), using: &random))
                }
                let (start, finish) = (end(), end())
                lines.drawLine(from: start, to: finish)
                for dot in Self.bresenham(from: start, to: finish) { dots.set(x: dot.x, y: dot.y) }
            }
            for row in 0..<rows {
                for cell in 0..<columns {
                    #expect(lines.glyph(column: cell, row: row) == dots.glyph(column: cell, row: row))
                    #expect(lines.dotRows(column: cell, row: row) == dots.dotRows(column: cell, row: row))
                    #expect(lines.layer(column: cell, row: row) == dots.layer(column: cell, row: row))
                }
            }
        }
    }

    /// Bresenham's line a dot at a time, both ends included: the plain reading `drawLine` must match.
    private static func bresenham(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) -> [(x: Int, y: Int)] {
        let (dx, dy) = (abs(end.x - start.x), -abs(end.y - start.y))
        let (stepX, stepY) = (start.x < end.x ? 1 : -1, start.y < end.y ? 1 : -1)
        var (x, y, error) = (start.x, start.y, dx + dy)
        var dots = [(x: x, y: y)]
        while x != end.x || y != end.y {
            let doubled = 2 * error
            if doubled >= dy { (error, x) = (error + dy, x + stepX) }
            if doubled <= dx { (error, y) = (error + dx, y + stepY) }
            dots.append((x, y))
        }
        return dots
    }
}
