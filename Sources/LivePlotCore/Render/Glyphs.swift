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
    public static func braille(_ bits: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0x2800 + UInt32(bits))!
    }

    public static let verticalAxis: Unicode.Scalar = "│"
    public static let verticalAxisTick: Unicode.Scalar = "┤"
    public static let horizontalAxis: Unicode.Scalar = "─"
    public static let horizontalAxisTick: Unicode.Scalar = "┬"
    public static let axisCorner: Unicode.Scalar = "└"
    public static let ellipsis: Unicode.Scalar = "…"
    /// Marks a column whose values lie above a fixed top (`-m`) or below a fixed bottom (`-M`).
    public static let aboveRange: Unicode.Scalar = "▲"
    public static let belowRange: Unicode.Scalar = "▼"
}
