/// The characters of a chart's frame and marks, as data: box drawing where the terminal has it, plain
/// ASCII where it may not.
///
/// ```swift
/// FrameGlyphs.ascii.corner    // "+"
/// FrameGlyphs.unicode.corner  // "└"
/// ```
public struct FrameGlyphs: Hashable, Sendable {
    public var vertical: Unicode.Scalar
    public var verticalTick: Unicode.Scalar
    public var horizontal: Unicode.Scalar
    public var horizontalTick: Unicode.Scalar
    public var corner: Unicode.Scalar
    /// Marks a column whose values lie above a fixed top (`-m`) or below a fixed bottom (`-M`).
    public var above: Unicode.Scalar
    public var below: Unicode.Scalar
    /// A point, where points are far enough apart to be marked.
    public var marker: Unicode.Scalar
    /// A grid dot, in the cells the data leaves empty: no style's data draws it, so text without colour
    /// (pasted, saved) never reads it as a point.
    public var grid: Unicode.Scalar
    /// The cursor's column where it crosses an empty cell (braille draws its own).
    public var cursor: Unicode.Scalar
    /// The legend's mark before a series' name.
    public var legend: String
    /// A reference line (`--hline`) in a cell the data leaves empty (braille draws its own).
    public var reference: Unicode.Scalar
    /// A cell a band of stats shades (`--stat p50,p99`); nil where the band's own dots shade it
    /// (braille's are fine enough, ASCII's would read as lines).
    public var band: Unicode.Scalar?
    /// What a cell of a line beyond the alert's threshold shows, so the alert reads without colour:
    /// nil where the line keeps its own glyph (braille's dots, blocks' bars: the threshold line marks them).
    public var alertData: Unicode.Scalar?
    /// The alert's threshold line where a series stands beyond it, in the columns it leaves free.
    public var alertLine: Unicode.Scalar

    public static let unicode = FrameGlyphs(
        vertical: "│", verticalTick: "┤", horizontal: "─", horizontalTick: "┬", corner: "└", above: "▲", below: "▼",
        marker: "•", grid: "·", cursor: "│", legend: "●", reference: "─", band: nil,
        alertData: nil, alertLine: "━")
    public static let ascii = FrameGlyphs(
        vertical: "|", verticalTick: "+", horizontal: "-", horizontalTick: "+", corner: "+", above: "^", below: "v",
        marker: "o", grid: ".", cursor: "|", legend: "*", reference: "-", band: ":",
        alertData: "!", alertLine: "!")
}
