import LivePlotText

/// Takes escape sequences out of an input line before it is read: CSI, OSC, DCS and the other strings up
/// to BEL or ST, two-byte escapes, and the C1 controls and sequences. The grammar is ``EscapeFilter``'s,
/// the one ``TerminalText`` uses for the screen; this is its front for bytes.
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

    /// The line without terminal control, by the grammar of ``EscapeFilter``.
    public static func cleaned(_ line: UnsafeRawBufferPointer) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(line.count)
        var filter = EscapeFilter()
        var index = 0
        let count = line.count
        while index < count {
            let byte = line[index]
            // A C1 control is two bytes in UTF-8 (C2 80…C2 9F) and one character to the grammar; any other
            // character past ASCII is fed as one, its bytes kept or dropped together (`ESC (` then `é` takes
            // the whole `é` as its final character, not half of it).
            if byte < 0x80 {
                if filter.admits(UInt32(byte)) { output.append(byte) }
                index += 1
                continue
            }
            let length = Self.characterLength(line, at: index)
            if length == 2, byte == 0xC2, line[index + 1] <= 0x9F {
                _ = filter.admits(UInt32(line[index + 1]))
            } else if filter.admits(EscapeFilter.otherText) {
                output.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[index..<index + length]))
            }
            index += length
        }
        return output
    }

    /// Bytes of the UTF-8 character starting at `index`: its lead byte's count when its continuation bytes
    /// are all there, else 1 (a stray or cut byte is a character of its own).
    private static func characterLength(_ line: UnsafeRawBufferPointer, at index: Int) -> Int {
        let lead = line[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard index + length <= line.count else { return 1 }
        for offset in 1..<length where line[index + offset] & 0xC0 != 0x80 { return 1 }
        return length
    }

    public static func cleaned(_ line: [UInt8]) -> [UInt8] { line.withUnsafeBytes { cleaned($0) } }
}
