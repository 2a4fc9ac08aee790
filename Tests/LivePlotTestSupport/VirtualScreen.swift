@testable import LivePlotText
@testable import LivePlotScreen

/// Just enough of a terminal to replay what `ANSIEncoder` sends: cursor positioning, clear, SGR, text.
/// Bytes it does not understand fail the test instead of being ignored.
struct VirtualScreen {
    var grid: CellGrid
    var cursor = (x: 0, y: 0)
    var style = CellStyle.plain
    var failures: [String] = []

    init(width: Int, height: Int) {
        grid = CellGrid(width: width, height: height)
    }

    mutating func apply(_ bytes: [UInt8]) {
        var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                guard scalars.next() == "[" else { failures.append("ESC not followed by ["); continue }
                var parameters = ""
                var final: Unicode.Scalar = " "
                while let next = scalars.next() {
                    if (0x40...0x7E).contains(next.value) { final = next; break }
                    parameters.unicodeScalars.append(next)
                }
                control(parameters, final)
            } else {
                put(scalar)
            }
        }
    }

    private mutating func control(_ parameters: String, _ final: Unicode.Scalar) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        switch (final, parameters) {
        case ("h", "?2026"), ("l", "?2026"), ("h", "?7"), ("l", "?7"):
            break
        case ("H", _):
            cursor = numbers.count == 2 ? (numbers[1] - 1, numbers[0] - 1) : (0, 0)
        case ("C", _):
            cursor.x += max(1, numbers.first ?? 1)
        case ("J", "2"):
            grid = CellGrid(width: grid.width, height: grid.height)
        case ("m", _):
            let (decoded, unknown) = Self.style(sgr: numbers)
            style = decoded
            failures += unknown.map { "SGR \($0)" }
        default:
            failures.append("CSI \(parameters)\(final)")
        }
    }

    /// The style an SGR sequence (`0;1;90`) selects, as this screen records it: a basic colour code
    /// becomes the palette colour it names (the frame's greys are among them), with the codes it does not know.
    static func style(sgr numbers: [Int]) -> (style: CellStyle, unknown: [Int]) {
        var style = CellStyle.plain
        var unknown: [Int] = []
        for number in numbers.dropFirst() {
            switch number {
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 7: style.isReverse = true
            case 30...37: style.foreground = .palette(UInt8(number - 30))
            case 90...97: style.foreground = .palette(UInt8(number - 90 + 8))
            default: unknown.append(number)
            }
        }
        return (style, unknown)
    }

    /// `grid` as this screen shows it after the basic colours' bytes: each style as sent and read back.
    static func asShown(_ grid: CellGrid) -> CellGrid {
        var shown = grid
        for y in 0..<grid.height {
            for x in 0..<grid.width where !grid[x, y].isContinuation && grid[x, y].scalar != " " {
                var bytes: [UInt8] = []
                EscapeSequence.selectGraphicRendition(grid[x, y].style, depth: .basic, into: &bytes)
                let numbers = String(decoding: bytes.dropFirst(2).dropLast(), as: UTF8.self).split(separator: ";").map { Int($0) ?? 0 }
                shown[x, y].style = style(sgr: numbers).style
            }
        }
        return shown
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        guard cursor.x < grid.width, cursor.y < grid.height else {
            failures.append("write outside the screen at \(cursor)")
            return
        }
        let wide = TerminalText.isWide(scalar)
        // A space looks the same whatever the foreground style: record it as the blank it shows.
        grid[cursor.x, cursor.y] = scalar == " " ? .blank : Cell(scalar, style: style)
        if wide { grid[cursor.x + 1, cursor.y] = .continuation }
        cursor.x += wide ? 2 : 1
    }
}
