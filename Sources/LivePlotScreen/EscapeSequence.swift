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
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        appendDecimal(row + 1, to: &output)
        output.append(UInt8(ascii: ";"))
        appendDecimal(column + 1, to: &output)
        output.append(UInt8(ascii: "H"))
    }

    /// Moves the cursor `count` columns right on its row (CUF): shorter than a position for short hops.
    public static func cursorForward(_ count: Int, into output: inout [UInt8]) {
        precondition(count > 0, "a forward move")
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        if count > 1 { appendDecimal(count, to: &output) }
        output.append(UInt8(ascii: "C"))
    }

    /// Selects a style from scratch (reset first), so no attribute lingers from the previous one.
    public static func selectGraphicRendition(_ style: CellStyle, depth: ColorDepth = .basic, into output: inout [UInt8]) {
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
    private static func appendColor(_ shade: ColorShade, depth: ColorDepth, isBackground: Bool, into output: inout [UInt8]) {
        output.append(UInt8(ascii: ";"))
        switch depth {
        case .none, .basic:
            appendDecimal(Int(shade.basic) + (isBackground ? 10 : 0), to: &output)
        case .indexed:
            output.append(contentsOf: isBackground ? indexedBackground : indexedForeground)
            appendDecimal(Int(shade.indexed), to: &output)
        case .direct:
            output.append(contentsOf: isBackground ? directBackground : directForeground)
            appendDecimal(Int(shade.red), to: &output)
            output.append(UInt8(ascii: ";"))
            appendDecimal(Int(shade.green), to: &output)
            output.append(UInt8(ascii: ";"))
            appendDecimal(Int(shade.blue), to: &output)
        }
    }

    /// The parameters that lead a colour of the 256 and a 24-bit one, ahead of their numbers.
    private static let indexedForeground = bytes("38;5;")
    private static let indexedBackground = bytes("48;5;")
    private static let directForeground = bytes("38;2;")
    private static let directBackground = bytes("48;2;")

    /// `;` and a one-digit parameter.
    private static func appendParameter(_ digit: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: ";"))
        output.append(digit)
    }

    /// The digits of `value` (at least 0) in decimal: how long `appendDecimal` writes it.
    static func decimalLength(_ value: Int) -> Int {
        var length = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }

    static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        precondition(value >= 0, "negative parameter")
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
