/// The few terminal control sequences liveplot sends, as bytes.
///
/// ```swift
/// EscapeSequence.cursorPosition(row: 0, column: 0)  // ESC [ 1 ; 1 H
/// ```
public enum EscapeSequence {
    public static let enterAlternateScreen = bytes("\u{1B}[?1049h")
    public static let leaveAlternateScreen = bytes("\u{1B}[?1049l")
    public static let hideCursor = bytes("\u{1B}[?25l")
    public static let showCursor = bytes("\u{1B}[?25h")
    /// DEC 2026: the terminal shows the frame only when it is complete, so it never flickers.
    public static let beginSynchronizedUpdate = bytes("\u{1B}[?2026h")
    public static let endSynchronizedUpdate = bytes("\u{1B}[?2026l")
    public static let clearScreen = bytes("\u{1B}[H\u{1B}[2J")
    public static let resetStyle = bytes("\u{1B}[0m")
    /// Turns autowrap off, so the bottom-right cell can be written without scrolling; and on again.
    public static let disableAutowrap = bytes("\u{1B}[?7l")
    public static let enableAutowrap = bytes("\u{1B}[?7h")
    /// Mouse reporting: button presses and the wheel (1000), in SGR's decimal form (1006), which has no
    /// limit on columns; and off again. A terminal without a mouse ignores both.
    public static let enableMouseReporting = bytes("\u{1B}[?1000h\u{1B}[?1006h")
    public static let disableMouseReporting = bytes("\u{1B}[?1006l\u{1B}[?1000l")
    /// BEL: the terminal's bell (`--bell`), rung between frames' updates.
    public static let bell: [UInt8] = [0x07]

    /// Moves the cursor; rows and columns are 0-based here and 1-based on the wire.
    public static func cursorPosition(row: Int, column: Int, into output: inout [UInt8]) {
        output.appendWriting(atMost: longestPosition) { cursorPosition(row: row, column: column, into: &$0) }
    }

    /// The longest `cursorPosition`: ESC [, two numbers of an `Int`'s digits, `;` and `H`.
    static let longestPosition = 2 + 2 * 19 + 2

    static func cursorPosition(row: Int, column: Int, into output: inout ByteWriter) {
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        output.appendDecimal(row + 1)
        output.append(UInt8(ascii: ";"))
        output.appendDecimal(column + 1)
        output.append(UInt8(ascii: "H"))
    }

    /// Moves the cursor `count` columns right on its row (CUF): shorter than a position for short hops.
    public static func cursorForward(_ count: Int, into output: inout [UInt8]) {
        output.appendWriting(atMost: longestForward) { cursorForward(count, into: &$0) }
    }

    /// The longest `cursorForward`: ESC [, an `Int`'s digits and `C`.
    static let longestForward = 2 + 19 + 1

    static func cursorForward(_ count: Int, into output: inout ByteWriter) {
        precondition(count > 0, "a forward move")
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        if count > 1 { output.appendDecimal(count) }
        output.append(UInt8(ascii: "C"))
    }

    /// Selects a style from scratch (reset first), so no attribute lingers from the previous one.
    public static func selectGraphicRendition(_ style: CellStyle, depth: ColorDepth = .basic, into output: inout [UInt8]) {
        output.appendWriting(atMost: longestRendition) { selectGraphicRendition(style, depth: depth, into: &$0) }
    }

    /// The longest `selectGraphicRendition`: ESC [ 0 ;1 ;2 ;7, two 24-bit colours (;38;2;R;G;B) and `m`.
    static let longestRendition = 3 + 3 * 2 + 2 * 17 + 1

    static func selectGraphicRendition(_ style: CellStyle, depth: ColorDepth, into output: inout ByteWriter) {
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        output.append(UInt8(ascii: "0"))
        if style.isBold { appendParameter(UInt8(ascii: "1"), to: &output) }
        let shade = style.foreground.shade
        let isFaint = style.isDim || (depth == .basic && shade?.basicIsFaint == true)
        if isFaint { appendParameter(UInt8(ascii: "2"), to: &output) }
        if style.isReverse { appendParameter(UInt8(ascii: "7"), to: &output) }
        if let shade { appendColor(shade, depth: depth, isBackground: false, into: &output) }
        if let shade = style.background.shade { appendColor(shade, depth: depth, isBackground: true, into: &output) }
        output.append(UInt8(ascii: "m"))
    }

    /// `;` and a colour's parameters at `depth`: SGR 30–37/90–97 (40–47/100–107 behind), 38;5;N (48;5;N)
    /// or 38;2;R;G;B (48;2;R;G;B).
    private static func appendColor(_ shade: ColorShade, depth: ColorDepth, isBackground: Bool, into output: inout ByteWriter) {
        output.append(UInt8(ascii: ";"))
        switch depth {
        case .none, .basic:
            output.appendDecimal(Int(shade.basic) + (isBackground ? 10 : 0))
        case .indexed:
            appendColorLead(isBackground: isBackground, kind: UInt8(ascii: "5"), into: &output)
            output.appendDecimal(Int(shade.indexed))
        case .direct:
            appendColorLead(isBackground: isBackground, kind: UInt8(ascii: "2"), into: &output)
            output.appendDecimal(Int(shade.red))
            output.append(UInt8(ascii: ";"))
            output.appendDecimal(Int(shade.green))
            output.append(UInt8(ascii: ";"))
            output.appendDecimal(Int(shade.blue))
        }
    }

    /// The parameters that lead a colour of the 256 (`38;5;`, `48;5;` behind) or a 24-bit one (`38;2;`,
    /// `48;2;`), ahead of their numbers: five bytes written, not an array's copied (a heatmap sends a
    /// few hundred renditions of two colours each, a frame).
    @inline(__always)
    private static func appendColorLead(isBackground: Bool, kind: UInt8, into output: inout ByteWriter) {
        output.append(isBackground ? UInt8(ascii: "4") : UInt8(ascii: "3"))
        output.append(UInt8(ascii: "8"))
        output.append(UInt8(ascii: ";"))
        output.append(kind)
        output.append(UInt8(ascii: ";"))
    }

    /// `;` and a one-digit parameter.
    private static func appendParameter(_ digit: UInt8, to output: inout ByteWriter) {
        output.append(UInt8(ascii: ";"))
        output.append(digit)
    }

    static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        output.appendWriting(atMost: 19) { $0.appendDecimal(value) }
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
