import Testing
@testable import LivePlotScreen

/// Without colour the grid is not drawn with glyphs the data could use (issue 43): braille's one-dot
/// grid line reads as points once its dim grey is gone, so it is shown as `·`; with colour it stays.
@Suite struct MonochromeGridTests {
    static func grid() -> CellGrid {
        var grid = CellGrid(width: 4, height: 1)
        grid[0, 0] = Cell("⡀", style: .grid)
        grid[1, 0] = Cell("⡀", style: .line)
        grid[2, 0] = Cell("·", style: .grid)
        grid[3, 0] = Cell(".", style: .grid)
        return grid
    }

    @Test func aBrailleGridDotIsAMiddleDotWithoutColour() {
        #expect(Self.grid().monochromeText() == "·⡀·.\n", "the data's ⡀ stays; blocks' · and ASCII's . are no data's")
        #expect(ANSIEncoder.staticText(Self.grid(), colors: .none) == "·⡀·.\n")
        #expect(Self.grid().plainText() == "⡀⡀·.\n", "the grid as drawn")
        #expect(!ANSIEncoder.staticText(Self.grid(), colors: .basic).contains("·⡀"), "in colour the grid keeps its dim dot")
    }

    @Test func theLiveEncoderWithoutColourWritesTheMiddleDot() {
        let grid = Self.grid()
        var plain = ANSIEncoder(colors: .none)
        let bytes = String(decoding: plain.encode(GridDiff(from: CellGrid(width: 4, height: 1), to: grid), of: grid), as: UTF8.self)
        #expect(bytes.contains("·⡀"))
        var coloured = ANSIEncoder(colors: .indexed)
        let colouredBytes = String(decoding: coloured.encode(GridDiff(from: CellGrid(width: 4, height: 1), to: grid), of: grid), as: UTF8.self)
        #expect(colouredBytes.contains("⡀") && !colouredBytes.contains("·⡀"))
    }
}
