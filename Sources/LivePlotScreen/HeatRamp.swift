/// The heatmap's colour ramp (`--heatmap`), as data: eight steps from dim to bright along inferno (the
/// perceptual map matplotlib and btop use: lightness rises evenly, and it reads in grey), step 0 the
/// empty bin. 24-bit sends inferno's own colours, 256 the nearest of the cube, 16 a walk from faint
/// magenta through red and yellow to white. Without colour a cell shows a shade, two steps a shade.
///
/// ```swift
/// HeatRamp.shades[7]          // the brightest: (252, 255, 164)
/// HeatRamp.monoShade(step: 3) // "▒"
/// ```
public enum HeatRamp {
    /// The steps above empty.
    public static let stepCount = 8

    /// Step 1 … 8's colours (index 0 is step 1).
    static let shades: [ColorShade] = [
        ColorShade(basic: 35, faint: true, indexed: 53, rgb: (66, 10, 104)),
        ColorShade(basic: 35, indexed: 89, rgb: (106, 23, 110)),
        ColorShade(basic: 31, faint: true, indexed: 125, rgb: (147, 38, 103)),
        ColorShade(basic: 31, indexed: 167, rgb: (188, 55, 84)),
        ColorShade(basic: 91, indexed: 202, rgb: (221, 81, 58)),
        ColorShade(basic: 33, indexed: 208, rgb: (243, 120, 25)),
        ColorShade(basic: 93, indexed: 214, rgb: (249, 190, 40)),
        ColorShade(basic: 97, indexed: 229, rgb: (252, 255, 164)),
    ]

    /// The shades without colour, by level (0 empty … 4 fullest), and their ASCII stand-ins.
    public static let monoShades: [Unicode.Scalar] = [" ", "░", "▒", "▓", "█"]
    public static let asciiShades: [Unicode.Scalar] = [" ", ".", ":", "*", "#"]

    /// The shade level of a step: two steps a level, so the four shades span the eight colours.
    public static func level(ofStep step: Int) -> Int { (Swift.min(stepCount, Swift.max(0, step)) + 1) / 2 }

    /// The first step of a level: the colour its shade stands for in the scale.
    public static func firstStep(ofLevel level: Int) -> Int { Swift.max(0, 2 * level - 1) }

    public static func monoShade(step: Int) -> Unicode.Scalar { monoShades[level(ofStep: step)] }

    /// The glyphs a heatmap cell has in colour: two bins a cell, the upper one the foreground of `▀`, the
    /// lower its background; `▄` when only the lower holds values, so the empty half is the terminal's own.
    public static let upperHalf: Unicode.Scalar = "▀"
    public static let lowerHalf: Unicode.Scalar = "▄"

    /// The step a heatmap colour shows, nil for any other colour.
    public static func step(of color: TerminalColor) -> Int? {
        if case .heat(let step) = color { return Int(step) }
        return nil
    }

    /// How `cell` shows without colour: a heatmap cell (a half block in ramp colours) as the shade of its
    /// fuller bin; any other cell as it is.
    ///
    /// - Complexity: O(1); called for every cell of a mono frame.
    @inline(__always)
    public static func withoutColor(_ cell: Cell) -> Unicode.Scalar {
        guard cell.scalar == upperHalf || cell.scalar == lowerHalf, let upper = step(of: cell.style.foreground) else {
            return cell.scalar
        }
        return monoShade(step: Swift.max(upper, step(of: cell.style.background) ?? 0))
    }
}
