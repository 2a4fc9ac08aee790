/// How a cell is drawn: its colour and weight. Meaning never rests on colour alone.
///
/// ```swift
/// let style = CellStyle.axis  // grey, behind the data
/// ```
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor
    /// The cell's background: the terminal's own (`standard`) but for a heatmap's lower bin.
    public var background: TerminalColor
    public var isBold: Bool
    public var isDim: Bool
    /// Foreground and background swapped: the cursor column, visible on any background.
    public var isReverse: Bool

    public init(foreground: TerminalColor = .standard, background: TerminalColor = .standard, isBold: Bool = false,
                isDim: Bool = false, isReverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
        self.isReverse = isReverse
    }

    public static let plain = CellStyle()
    /// Axes, ticks and labels: grey, so the data stands out.
    public static let axis = CellStyle(foreground: .axisGrey)
    /// Grid lines: dots in the darkest grey, behind the data.
    public static let grid = CellStyle(foreground: .gridGrey)
    /// Reference lines (`--hline`) and their labels: grey as the axes, a line where the grid is dots.
    public static let reference = CellStyle(foreground: .axisGrey)
    /// The data line: the first series' colour.
    public static let line = CellStyle(foreground: .series(0))
    /// The cell that holds the newest point.
    public static let newest = CellStyle(foreground: .palette(11), isBold: true)
    public static let title = CellStyle(isBold: true)
    /// A mark for values beyond a fixed bound.
    public static let outOfRange = CellStyle(foreground: .palette(9), isBold: true)
    /// What lies beyond the alert's threshold (`--alert`): pure red, bold, a colour no series has.
    public static let alert = CellStyle(foreground: .palette(9), isBold: true)
    public static let status = CellStyle()
    /// A newest segment that rises, or falls: green and red.
    public static let rising = CellStyle(foreground: .palette(10))
    public static let falling = CellStyle(foreground: .palette(1))

    /// Whether a space in this style shows: in reverse video or on a background of its own.
    public var showsOnSpace: Bool { isReverse || background != .standard }

    /// The same, bold: for the newest point.
    public var emphasized: CellStyle {
        var style = self
        style.isBold = true
        return style
    }

    /// The same, dim: a raw line under its smoothed one.
    public var muted: CellStyle {
        var style = self
        style.isDim = true
        return style
    }

    /// The cursor's column over the plot.
    public static let cursor = CellStyle(isReverse: true)

    /// Series `index` of `count`: one series keeps the classic line and newest-point styles.
    public static func line(series index: Int, of count: Int) -> CellStyle {
        count <= 1 ? .line : CellStyle(foreground: .series(UInt8(index % TerminalColor.seriesCount)))
    }

    /// The cell holding the newest point of series `index` of `count`.
    public static func newest(series index: Int, of count: Int) -> CellStyle {
        count <= 1 ? .newest : CellStyle(foreground: .series(UInt8(index % TerminalColor.seriesCount)), isBold: true)
    }
}
