/// The shades of each colour, as data. With 16 colours the terminal's own palette decides; with 256 and
/// 24-bit the data colours are clear, saturated hues that stay apart from each other and from the alert's
/// pure red (`palette(9)`) on a dark or a light background, and the frame is in greys that recede.
extension TerminalColor {
    /// How this colour is sent at each depth; nil for the terminal's default.
    public var shade: ColorShade? {
        switch self {
        case .standard: nil
        case .palette(let index): Self.paletteShades[Int(index) & 15]
        case .series(let index): Self.seriesShades[Int(index) % Self.seriesShades.count]
        case .gridGrey: Self.gridShade
        case .axisGrey: Self.axisShade
        case .heat(let step): HeatRamp.shades[Swift.min(HeatRamp.stepCount, Swift.max(1, Int(step))) - 1]
        }
    }

    /// The 16 palette colours, in the terminal's order (black, red, green, yellow, blue, magenta, cyan,
    /// white, then the bright ones); the 256 indices are of the 6×6×6 cube and the grey ramp, and the RGB
    /// is the same colour, so 256 and 24-bit terminals show one chart.
    static let paletteShades: [ColorShade] = [
        ColorShade(basic: 30, indexed: 238, rgb: (68, 68, 68)),
        ColorShade(basic: 31, indexed: 160, rgb: (215, 0, 0)),
        ColorShade(basic: 32, indexed: 70, rgb: (95, 175, 0)),
        ColorShade(basic: 33, indexed: 178, rgb: (215, 175, 0)),
        ColorShade(basic: 34, indexed: 99, rgb: (135, 95, 255)),
        ColorShade(basic: 35, indexed: 170, rgb: (215, 95, 215)),
        ColorShade(basic: 36, indexed: 44, rgb: (0, 215, 215)),
        ColorShade(basic: 37, indexed: 252, rgb: (208, 208, 208)),
        ColorShade(basic: 90, indexed: 244, rgb: (128, 128, 128)),
        ColorShade(basic: 91, indexed: 196, rgb: (255, 0, 0)),
        ColorShade(basic: 92, indexed: 119, rgb: (135, 255, 95)),
        ColorShade(basic: 93, indexed: 227, rgb: (255, 255, 95)),
        ColorShade(basic: 94, indexed: 33, rgb: (0, 135, 255)),
        ColorShade(basic: 95, indexed: 213, rgb: (255, 135, 255)),
        ColorShade(basic: 96, indexed: 123, rgb: (135, 255, 255)),
        ColorShade(basic: 97, indexed: 231, rgb: (255, 255, 255)),
    ]
    /// The series' colours, in order: the five hues the 16 colours have besides red (which is the
    /// alert's), then lighter hues of their own (lavender, aquamarine, cream, pink, lime), each apart from
    /// its neighbours and from the alert's red; among the 16, the bright white, then the bright variants.
    static let seriesShades: [ColorShade] = [
        ColorShade(basic: 36, indexed: 44, rgb: (0, 215, 215)),
        ColorShade(basic: 33, indexed: 220, rgb: (255, 215, 0)),
        ColorShade(basic: 35, indexed: 170, rgb: (215, 95, 215)),
        ColorShade(basic: 32, indexed: 76, rgb: (95, 215, 0)),
        ColorShade(basic: 94, indexed: 33, rgb: (0, 135, 255)),
        ColorShade(basic: 97, indexed: 141, rgb: (175, 135, 255)),
        ColorShade(basic: 96, indexed: 122, rgb: (135, 255, 215)),
        ColorShade(basic: 93, indexed: 229, rgb: (255, 255, 175)),
        ColorShade(basic: 95, indexed: 213, rgb: (255, 135, 255)),
        ColorShade(basic: 92, indexed: 156, rgb: (175, 255, 135)),
    ]

    /// How many series have a colour of their own before the colours come round again.
    public static var seriesCount: Int { seriesShades.count }

    /// The grid: the terminal's dark grey (bright black) among 16, faint where the terminal can; #4E4E4E.
    static let gridShade = ColorShade(basic: 90, faint: true, indexed: 239, rgb: (78, 78, 78))
    /// The axes: the same dark grey among 16, whose labels must stay readable; #8A8A8A.
    static let axisShade = ColorShade(basic: 90, indexed: 245, rgb: (138, 138, 138))
}
