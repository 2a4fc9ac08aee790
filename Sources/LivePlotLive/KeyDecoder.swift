import LivePlotScreen

/// Turns bytes read from the terminal into keys, across reads: an escape sequence split between two reads
/// still decodes. Mouse reports in SGR form (`ESC [ < button ; column ; row M`) become clicks and turns
/// of the wheel; releases, drags and other buttons are skipped. The terminal's answers to the graphics
/// probe that come late (DA1's `ESC [ ? … c`, `ESC [ 6 ; h ; w t`, OSC 11's `ESC ] 11 ; rgb:… ESC \`,
/// kitty's `ESC _ G … ESC \`) are no keys: skipped whole, however split (`TerminalInputScanner`).
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("q".utf8))                  // [.quit]
/// decoder.decode([0x1B, 0x5B, 0x44])               // [.left]
/// decoder.decode(Array("\u{1B}[<64;10;5M".utf8))   // [.wheel(up: true, x: 9, y: 4)]
/// decoder.decode(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8))   // []
/// ```
public struct KeyDecoder: Sendable {
    private var scanner = TerminalInputScanner()

    public init() {}

    /// The keys in `bytes`, a sequence begun in the bytes before completed by these.
    /// - Complexity: O(`bytes.count`).
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            switch scanner.scan(byte) {
            case .plain(let typed)?:
                if let key = Self.single[typed] { keys.append(key) }
            case .sequence(let body?)?:
                // A sequence liveplot does not use decodes to no key and is skipped whole.
                if let key = Self.sequences[body] ?? Self.mouse(body) { keys.append(key) }
            case .sequence(nil)?, .string?, nil:
                break
            }
        }
        return keys
    }

    static let single: [UInt8: Key] = [
        UInt8(ascii: "q"): .quit, UInt8(ascii: "Q"): .quit, 0x03: .interrupt, UInt8(ascii: "s"): .save, UInt8(ascii: " "): .space,
        UInt8(ascii: "+"): .zoomIn, UInt8(ascii: "="): .zoomIn, UInt8(ascii: "-"): .zoomOut,
        UInt8(ascii: "h"): .histogram,
    ].merging((1...9).map { (UInt8(ascii: "0") + UInt8($0), Key.toggleSeries($0)) }) { first, _ in first }

    static let sequences: [[UInt8]: Key] = [
        Array("[D".utf8): .left, Array("[C".utf8): .right, Array("OD".utf8): .left, Array("OC".utf8): .right,
        Array("[A".utf8): .up, Array("[B".utf8): .down, Array("OA".utf8): .up, Array("OB".utf8): .down,
        Array("[5~".utf8): .pageUp, Array("[6~".utf8): .pageDown, Array("[H".utf8): .home, Array("[F".utf8): .end,
        Array("OH".utf8): .home, Array("OF".utf8): .end, Array("[1~".utf8): .home, Array("[4~".utf8): .end,
        Array("[7~".utf8): .home, Array("[8~".utf8): .end,
    ]

    /// The longest key sequence: a mouse report at column and row 9999 (`ESC[<65;9999;9999M`); longer
    /// ones are waited for too, to `TerminalInputScanner.sequenceLimit` (a DA1 reply runs to 40).
    static let longestSequence = 20

    /// A mouse report's key: `[<0;x;yM` a left click, `[<64;…M` and `[<65;…M` the wheel up and down
    /// (modifier bits 4, 8, 16 aside); nil for anything else, a release (`m`) or a drag (bit 32).
    static func mouse(_ body: [UInt8]) -> Key? {
        guard body.count >= 7, body[0] == UInt8(ascii: "["), body[1] == UInt8(ascii: "<"), body.last == UInt8(ascii: "M") else {
            return nil
        }
        let fields = body[2..<(body.count - 1)].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 5, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        let (button, x, y) = (numbers[0] & ~0b1_1100, numbers[1] - 1, numbers[2] - 1)
        guard x >= 0, y >= 0 else { return nil }
        switch button {
        case 0: return .click(x: x, y: y)
        case 64, 65: return .wheel(up: button == 64, x: x, y: y)
        default: return nil
        }
    }
}
