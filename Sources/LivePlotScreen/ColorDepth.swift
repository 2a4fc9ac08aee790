/// How many colours the terminal shows, and so how a palette colour is sent: not at all, as one of the 16
/// basic colours, as a tuned shade of the 256, or as 24-bit RGB.
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

    /// The shade of each basic colour among the 256: softer than the terminal's defaults, distinct on dark
    /// and light backgrounds.
    static let indexedShades: [UInt8] = [238, 167, 71, 179, 68, 134, 73, 250, 244, 203, 114, 221, 75, 177, 80, 231]

    /// The same shades as 24-bit colours.
    static let directShades: [(red: UInt8, green: UInt8, blue: UInt8)] = [
        (68, 68, 68), (215, 95, 95), (95, 175, 95), (215, 175, 95), (95, 135, 215), (175, 95, 215), (95, 175, 175),
        (188, 188, 188), (128, 128, 128), (255, 95, 95), (135, 215, 135), (255, 215, 95), (95, 175, 255),
        (215, 135, 255), (95, 215, 215), (255, 255, 255),
    ]
}
