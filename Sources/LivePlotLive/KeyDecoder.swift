/// Turns bytes read from the terminal into keys, across reads: an escape sequence split between two reads
/// still decodes. Mouse reports in SGR form (`ESC [ < button ; column ; row M`) become clicks and turns
/// of the wheel; releases, drags and other buttons are skipped.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("q".utf8))                  // [.quit]
/// decoder.decode([0x1B, 0x5B, 0x44])               // [.left]
/// decoder.decode(Array("\u{1B}[<64;10;5M".utf8))   // [.wheel(up: true, x: 9, y: 4)]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard let (key, length) = Self.escapeSequence(pending[index...]) else {
                    // Incomplete: wait for the rest, unless it can never complete.
                    if pending.count - index > Self.longestSequence { index += 1; continue }
                    break
                }
                if let key { keys.append(key) }
                index += length
                continue
            }
            if let key = Self.single[byte] { keys.append(key) }
            index += 1
        }
        pending.removeFirst(index)
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

    /// The longest sequence waited for: a mouse report at column and row 9999 (`ESC[<65;9999;9999M`).
    static let longestSequence = 20

    /// The key of the escape sequence at the start of `bytes` and its length; nil when incomplete.
    /// A sequence liveplot does not use decodes to a nil key and is skipped whole.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (nil, 1) }
        var end = start + 2
        while end < bytes.endIndex {
            let byte = bytes[end]
            if (0x40...0x7E).contains(byte) {
                let body = Array(bytes[(start + 1)...end])
                return (sequences[body] ?? mouse(body), end - start + 1)
            }
            end += 1
        }
        return nil
    }

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
