import Testing
@testable import LivePlotScreen
@testable import LivePlotTestSupport

/// The heatmap's cells on the wire (issue 45 point 2): two bins a cell as the foreground and background of
/// a half block at each colour depth, and their shade without colour.
@Suite struct HeatRampTests {
    static let cell = Cell(HeatRamp.upperHalf, style: CellStyle(foreground: .heat(8), background: .heat(6)))

    /// 256 colours: 38;5 and 48;5 with the ramp's indices; 24-bit: inferno's own; 16: the basic colours,
    /// the background among 40–47/100–107.
    @Test func bothBinsAreSentAtEveryDepth() {
        var grid = CellGrid(width: 1, height: 1)
        grid[0, 0] = Self.cell
        #expect(readableEscapes(ANSIEncoder.staticText(grid, colors: .indexed)) == "⟨0;38;5;229;48;5;208⟩▀⟨0⟩\n")
        #expect(readableEscapes(ANSIEncoder.staticText(grid, colors: .direct)) == "⟨0;38;2;252;255;164;48;2;243;120;25⟩▀⟨0⟩\n")
        #expect(readableEscapes(ANSIEncoder.staticText(grid, colors: .basic)) == "⟨0;97;43⟩▀⟨0⟩\n")
    }

    /// Without colour the cell is the shade of its fuller bin: step 8 is the fullest shade; a lower bin
    /// alone (`▄`) shows its own; any other half block (the blocks style's bars) stays as it is.
    @Test func withoutColourACellIsAShade() {
        #expect(HeatRamp.withoutColor(Self.cell) == "█")
        #expect(HeatRamp.withoutColor(Cell(HeatRamp.lowerHalf, style: CellStyle(foreground: .heat(3)))) == "▒")
        #expect(HeatRamp.withoutColor(Cell(HeatRamp.upperHalf, style: CellStyle(foreground: .heat(1), background: .heat(2)))) == "░")
        #expect(HeatRamp.withoutColor(Cell("▄", style: .line)) == "▄")
        var grid = CellGrid(width: 2, height: 1)
        grid[0, 0] = Self.cell
        grid[1, 0] = Cell(HeatRamp.lowerHalf, style: CellStyle(foreground: .heat(4)))
        #expect(grid.plainText() == "█▒\n")
        var encoder = ANSIEncoder(colors: .none)
        let bytes = encoder.encode(GridDiff(from: CellGrid(width: 2, height: 1), to: grid), of: grid)
        #expect(String(decoding: bytes, as: UTF8.self).contains("█▒"))
    }

    /// A space after a cell with a background is sent in a style without it, or it would show coloured.
    @Test func aSpaceAfterABackgroundDropsIt() {
        var grid = CellGrid(width: 3, height: 1)
        grid[0, 0] = Self.cell
        grid[2, 0] = Self.cell
        #expect(readableEscapes(ANSIEncoder.staticText(grid, colors: .indexed)) == "⟨0;38;5;229;48;5;208⟩▀⟨0⟩ ⟨0;38;5;229;48;5;208⟩▀⟨0⟩\n")
    }

}
