import LivePlotText

/// The characters charts are drawn with, as data.
///
/// ```swift
/// Glyphs.braille(0x47)  // "⡇"
/// ```
public enum Glyphs {
    /// The bit of a braille cell's dot, by dot row (0 at the top) and dot column (0 on the left).
    ///
    /// Braille dots are numbered 1 2 3 7 down the left column and 4 5 6 8 down the right; dot n is bit n−1.
    public static let brailleDotBits: [[UInt8]] = [
        [0x01, 0x08],
        [0x02, 0x10],
        [0x04, 0x20],
        [0x40, 0x80],
    ]

    /// The braille pattern with the given dot bits (U+2800 + bits).
    @inlinable
    public static func braille(_ bits: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0x2800 + UInt32(bits))!
    }

    /// The braille dots of a whole dot column (left or right) of a cell.
    public static let brailleColumnBits: [UInt8] = [0x47, 0xB8]

    /// The lower eighths of a cell, by how many eighths are filled (0 is empty, 8 is full).
    public static let blockEighths: [Unicode.Scalar] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// A full cell of a bar beyond the alert's threshold: shaded, so the alert reads without colour.
    public static let alertBlock: Unicode.Scalar = "▓"

    /// ASCII levels by third of a cell, from the bottom: a point low, in the middle, or high in its cell.
    public static let asciiLevels: [Unicode.Scalar] = ["_", "-", "'"]
    /// ASCII for a line that crosses a cell from top to bottom.
    public static let asciiVertical: Unicode.Scalar = "|"

    /// What the ASCII style shows for the characters of the program's own text, one cell for one: the
    /// ellipsis of a cut name, the `×` of a size, the `–` of a range or a missing value, `≈` and `µ`.
    /// Anything else beyond ASCII (a `°C` unit, a name in another script) is `?`, a wide glyph `?` and a
    /// blank.
    public static let asciiFallbacks: [Unicode.Scalar: Unicode.Scalar] = [
        TerminalText.ellipsis: "~", "×": "x", "–": "-", "—": "-", "≈": "~", "µ": "u", "●": "*", "•": "o", "·": ".", "°": "o",
        "²": "2", "³": "3", "±": "+",
    ]
    public static let asciiUnknown: Unicode.Scalar = "?"

    /// The ranges of glyphs that draw rather than write: braille, box drawing and block elements.
    public static let drawingRanges: [ClosedRange<UInt32>] = [0x2500...0x259F, 0x2800...0x28FF]

    /// Whether `scalar` draws (a dot pattern, a line, a block) rather than writes.
    public static func isDrawing(_ scalar: Unicode.Scalar) -> Bool {
        drawingRanges.contains { $0.contains(scalar.value) }
    }
}
