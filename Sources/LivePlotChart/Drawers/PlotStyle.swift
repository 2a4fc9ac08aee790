/// How the data is drawn: braille lines (2×4 dots a cell), a filled block sparkline (eighths of a cell,
/// one column a cell), or plain ASCII (three levels a cell, for any terminal and for logs).
///
/// ```swift
/// PlotStyle.braille.dotsPerCell   // (x: 2, y: 4)
/// PlotStyle.automatic(environment: ["LANG": "C"])  // .ascii
/// ```
public enum PlotStyle: String, Hashable, Sendable, CaseIterable {
    case braille
    case blocks
    case ascii

    /// Plot positions a cell holds across and down: the resolution the data is placed at.
    public var dotsPerCell: (x: Int, y: Int) {
        switch self {
        case .braille: (2, 4)
        case .blocks: (1, 8)
        case .ascii: (1, 3)
        }
    }

    /// The frame and marks around the data.
    public var frame: FrameGlyphs { self == .ascii ? .ascii : .unicode }

    /// Braille on a UTF-8 locale, else ASCII: the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set decides.
    public static func automatic(environment: [String: String]) -> PlotStyle {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let upper = locale.uppercased()
        return upper.contains("UTF-8") || upper.contains("UTF8") ? .braille : .ascii
    }
}
