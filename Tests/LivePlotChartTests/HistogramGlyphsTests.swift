import Testing
@testable import LivePlotText
@testable import LivePlotChart

/// A histogram's bars are written a cell a glyph (`HistogramRenderer.drawBar`, issue 47), not shaped as
/// text: each of their glyphs must be one narrow glyph as text would make it, and the cells of a bar
/// the text of `bar(eighths:)`.
@Suite struct HistogramGlyphsTests {
    @Test(arguments: [HistogramGlyphs.unicode, HistogramGlyphs.ascii])
    func everyBarGlyphIsOneNarrowGlyph(glyphs: HistogramGlyphs) {
        for scalar in glyphs.eighths.dropFirst() + (glyphs.alertFill.map { [$0] } ?? []) {
            let text = TerminalText(String(Character(scalar)))
            #expect(text.glyphs.count == 1 && text.width == 1 && text.glyphs[0].marks.isEmpty, "\(scalar)")
        }
    }

    /// The bars as they always were: whole cells and an eighth, or ASCII's whole cells rounded, at least one.
    @Test func theCellsOfABarAreItsText() {
        let expected: [(HistogramGlyphs, Int, String)] = [
            (.unicode, 0, ""), (.unicode, 1, "▏"), (.unicode, 8, "█"), (.unicode, 12, "█▌"), (.unicode, 23, "██▉"),
            (.ascii, 0, ""), (.ascii, 1, "#"), (.ascii, 11, "#"), (.ascii, 12, "##"), (.ascii, 27, "###"),
        ]
        for (glyphs, eighths, bar) in expected {
            #expect(glyphs.bar(eighths: eighths) == bar, "\(eighths)")
            let cells = glyphs.barCells(eighths: eighths)
            let scalars = Array(repeating: cells.whole, count: cells.wholeCount) + (cells.partial.map { [$0] } ?? [])
            #expect(scalars == Array(bar.unicodeScalars), "\(eighths)")
        }
    }
}
