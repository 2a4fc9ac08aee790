/// A foreground colour: the terminal's default, one of its 16 palette colours, a series' colour, or one
/// of the greys that frame a chart. How each is sent at each colour depth is `shade`.
///
/// ```swift
/// let line = TerminalColor.series(0)   // the first series' cyan
/// let grid = TerminalColor.gridGrey    // a dark grey, behind the data
/// ```
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's default foreground.
    case standard
    /// One of the 16 basic colours (0–7 normal, 8–15 bright).
    case palette(UInt8)
    /// The colour of series `n` (of `TerminalColor.seriesCount`, then again from the first): hues of
    /// their own with 256 colours and more, the nearest of the 16 with fewer.
    case series(UInt8)
    /// The grid's dots and reference lines: the darkest grey that still shows, so the grid recedes.
    case gridGrey
    /// Axes, ticks and their labels: a grey lighter than the grid's, readable, never as bright as the data.
    case axisGrey
    /// Step `n` (1 … 8) of the heatmap's ramp (`HeatRamp`), from dim to bright.
    case heat(UInt8)
}
