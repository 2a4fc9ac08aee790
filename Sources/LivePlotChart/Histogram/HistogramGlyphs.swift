/// The characters of a histogram's bars and marks, as data: eighth blocks where the terminal has them,
/// plain ASCII where it may not.
///
/// ```swift
/// HistogramGlyphs.unicode.bar(eighths: 12)  // "█▍": a cell and a half
/// HistogramGlyphs.ascii.bar(eighths: 12)    // "##": whole cells, rounded
/// ```
public struct HistogramGlyphs: Hashable, Sendable {
    /// A bar's cells by how many eighths are filled from the left (index 8 is a full cell); a single
    /// full glyph (ASCII's `#`) draws whole cells only.
    public var eighths: [Unicode.Scalar]
    /// A bar's cells beyond the alert's threshold, where colour alone would not say it; nil: the bar's own.
    public var alertFill: Unicode.Scalar?
    /// Before the names of the percentiles a bin holds: `◀ p99`.
    public var mark: String

    public static let unicode = HistogramGlyphs(eighths: [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"], alertFill: nil, mark: "◀")
    public static let ascii = HistogramGlyphs(eighths: ["#"], alertFill: "!", mark: "<")

    /// The glyphs for `style`: ASCII's for ASCII, eighth blocks for the others.
    public static func of(_ style: PlotStyle) -> HistogramGlyphs { style == .ascii ? .ascii : .unicode }

    /// A bar `eighths` eighths of a cell long: whole cells and a partial one, or (ASCII) whole cells
    /// rounded to the nearest, at least one for a bar of any length.
    public func bar(eighths count: Int) -> String {
        let cells = barCells(eighths: count)
        return String(repeating: Character(cells.whole), count: cells.wholeCount) + (cells.partial.map { String(Character($0)) } ?? "")
    }

    /// The cells of a bar `eighths` eighths long (`bar(eighths:)`): `wholeCount` cells of `whole`, then
    /// the partial one if any. Each glyph takes one column: what the renderer writes cell by cell.
    public func barCells(eighths count: Int) -> (whole: Unicode.Scalar, wholeCount: Int, partial: Unicode.Scalar?) {
        guard count > 0 else { return (eighths[eighths.count - 1], 0, nil) }
        guard eighths.count == 9 else { return (eighths[0], max(1, (count + 4) / 8), nil) }
        let partial = count % 8
        return (eighths[8], count / 8, partial > 0 ? eighths[partial] : nil)
    }
}
