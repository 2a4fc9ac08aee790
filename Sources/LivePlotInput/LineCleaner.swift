/// Takes escape sequences out of an input line before it is read: CSI, OSC, DCS and the other strings up
/// to BEL or ST, two-byte escapes, and the C1 controls and sequences.
///
/// What is left is what a person would see, so a line reads the same with or without the sequences
/// hidden in it (`12\u{1B}[31m` is 12), and nothing of them can reach a series name. A lone C0 control
/// (NUL, a CR without LF, BEL) stays, so its line is skipped as the contract says; names are cleaned of
/// those where they are drawn.
///
/// ```swift
/// LineCleaner.needsCleaning(line)       // true when it holds an escape
/// LineCleaner.cleaned(Array("cpu\u{1B}]0;x\u{07}=5".utf8))  // "cpu=5"
/// ```
///
/// - Complexity: O(n) in the bytes of the line.
public enum LineCleaner {
    /// Whether the line holds an escape or a C1 control, which cleaning takes out.
    @inline(__always)
    public static func needsCleaning(_ line: UnsafeRawBufferPointer) -> Bool {
        guard ByteSearch.contains(0x1B, or: 0xC2, in: line) else { return false }
        var index = 0
        let count = line.count
        while index < count {
            let byte = line[index]
            if byte == 0x1B { return true }
            if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(line[index + 1]) { return true }
            index += 1
        }
        return false
    }

    /// The line without terminal control.
    public static func cleaned(_ line: UnsafeRawBufferPointer) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(line.count)
        var index = 0
        let count = line.count
        // The introducer of a control string, as bytes: ESC ] (OSC), P (DCS), X (SOS), ^ (PM), _ (APC).
        func skipString(from start: Int) -> Int {
            var position = start
            while position < count {
                let byte = line[position]
                if byte == 0x07 { return position + 1 }
                if byte == 0x1B, position + 1 < count, line[position + 1] == UInt8(ascii: "\\") { return position + 2 }
                if byte == 0xC2, position + 1 < count, line[position + 1] == 0x9C { return position + 2 }
                position += 1
            }
            return count
        }
        func skipControlSequence(from start: Int) -> Int {
            var position = start
            while position < count {
                let byte = line[position]
                position += 1
                if (0x40...0x7E).contains(byte) { return position }
            }
            return count
        }
        while index < count {
            let byte = line[index]
            if byte == 0x1B {
                guard index + 1 < count else { break }
                let next = line[index + 1]
                switch next {
                case UInt8(ascii: "["): index = skipControlSequence(from: index + 2)
                case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                    index = skipString(from: index + 2)
                default:
                    // ESC, intermediates (0x20–0x2F), then one final byte.
                    var position = index + 1
                    while position < count, (0x20...0x2F).contains(line[position]) { position += 1 }
                    index = min(count, position + 1)
                }
                continue
            }
            if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(line[index + 1]) {
                switch line[index + 1] {
                case 0x9B: index = skipControlSequence(from: index + 2)
                case 0x90, 0x9D, 0x98, 0x9E, 0x9F: index = skipString(from: index + 2)
                default: index += 2
                }
                continue
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    public static func cleaned(_ line: [UInt8]) -> [UInt8] { line.withUnsafeBytes { cleaned($0) } }
}
