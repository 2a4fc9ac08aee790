import LivePlotText

/// One character cell of the screen: a glyph and its style.
///
/// A wide glyph (two columns) is followed by a `continuation` cell that is never sent on its own.
///
/// ```swift
/// let cell = Cell("⣿", style: .line)
/// ```
public struct Cell: Hashable, Sendable {
    public var scalar: Unicode.Scalar
    public var style: CellStyle
    /// Combining marks drawn with the glyph (`e` and U+0301 show as `é`): none for almost every cell.
    public var marks: CombiningMarks

    @inlinable
    public init(_ scalar: Unicode.Scalar, style: CellStyle = .plain, marks: CombiningMarks = .none) {
        self.scalar = scalar
        self.style = style
        self.marks = marks
    }

    public static let blank = Cell(" ")
    /// The right half of a wide glyph.
    public static let continuation = Cell("\u{0}")

    @inlinable
    public var isContinuation: Bool { scalar == "\u{0}" }
}
