/// How many colours the terminal shows, and so how a palette colour is sent: not at all, as one of the 16
/// basic colours, as one of the 256, or as 24-bit RGB (`TerminalColor.shade`).
///
/// ```swift
/// ColorDepth.detect(environment: ["COLORTERM": "truecolor"])  // .direct
/// ColorDepth.detect(environment: ["TERM": "xterm-256color"])  // .indexed
/// ```
public enum ColorDepth: Hashable, Sendable, CaseIterable {
    case none
    case basic
    case indexed
    case direct

    /// 24-bit when `COLORTERM` says so, 256 when `TERM` does, else the 16 basic colours.
    public static func detect(environment: [String: String]) -> ColorDepth {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .direct }
        if environment["TERM"]?.contains("256color") == true { return .indexed }
        return .basic
    }

    public var hasColors: Bool { self != .none }

    /// `style` as this depth shows it, so that styles sent alike compare equal and are sent once: without
    /// colours only the cursor's reverse video stays (it carries meaning, not colour); among the 16 basic
    /// colours, a colour is the palette colour it is sent as, faint or not.
    public func shown(_ style: CellStyle) -> CellStyle {
        guard hasColors else { return style.isReverse ? .cursor : .plain }
        guard self == .basic else { return style }
        var shown = style
        if let shade = style.foreground.shade {
            shown.foreground = .palette(Self.paletteIndex(shade))
            shown.isDim = style.isDim || shade.basicIsFaint
        }
        if let shade = style.background.shade { shown.background = .palette(Self.paletteIndex(shade)) }
        return shown
    }

    /// The palette index (0–15) of a shade's basic colour.
    private static func paletteIndex(_ shade: ColorShade) -> UInt8 {
        shade.basic >= 90 ? shade.basic - 90 + 8 : shade.basic - 30
    }
}
