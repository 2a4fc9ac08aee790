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
}
