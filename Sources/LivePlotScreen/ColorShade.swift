/// One colour as each colour depth sends it: an SGR code of the 16 basic colours, an index of the 256,
/// and a 24-bit RGB.
///
/// ```swift
/// TerminalColor.series(0).shade  // ColorShade(basic: 36, indexed: 44, rgb: (0, 215, 215))
/// ```
public struct ColorShade: Hashable, Sendable {
    /// The SGR foreground code among the 16 basic colours: 30–37, or 90–97 for the bright ones.
    public var basic: UInt8
    /// Whether the basic colour is also sent faint (SGR 2): the 16 colours have one grey to darken.
    public var basicIsFaint: Bool
    /// The colour's index among the 256.
    public var indexed: UInt8
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(basic: UInt8, faint: Bool = false, indexed: UInt8, rgb: (red: UInt8, green: UInt8, blue: UInt8)) {
        self.basic = basic
        basicIsFaint = faint
        self.indexed = indexed
        (red, green, blue) = rgb
    }
}
