/// A chart written without colour (a file, a FIFO) beside the same chart on a colour screen.
enum MonochromeChart {
    /// Whether `screen` begins with `text`, glyph for glyph, but where `text` has the grid's `·`: without
    /// colour the grid is not drawn with braille, which the data draws too (`Glyphs.monochromeGrid`), and
    /// the screen shows its dim braille dot there.
    static func screen(_ screen: String, beginsWith text: String) -> Bool {
        var shown = screen.unicodeScalars.makeIterator()
        for scalar in text.unicodeScalars {
            guard let other = shown.next() else { return false }
            if scalar == other { continue }
            guard scalar == "·", (0x2800...0x28FF).contains(other.value) else { return false }
        }
        return true
    }
}
