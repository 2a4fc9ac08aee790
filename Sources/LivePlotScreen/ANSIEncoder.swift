/// Turns frame changes into the fewest bytes: the cursor moves only where the next change is not adjacent,
/// a style is sent only when it changes, and a frame is one synchronized update.
///
/// ```swift
/// var encoder = ANSIEncoder(colors: .indexed)
/// let bytes = encoder.encode(GridDiff(from: previous, to: next), of: next)
/// ```
///
/// - Complexity: O(cells changed).
public struct ANSIEncoder: Sendable {
    public let colors: ColorDepth
    /// Where the terminal's cursor is, when known.
    private var cursor: (x: Int, y: Int)?
    /// The style the terminal is in, when known.
    private var style: CellStyle?

    public init(colors: ColorDepth) {
        self.colors = colors
    }

    /// Forget what the terminal shows, after something else wrote to it.
    public mutating func invalidate() {
        cursor = nil
        style = nil
    }

    /// The bytes that bring the screen from the old frame to `grid`; empty when nothing changed.
    public mutating func encode(_ diff: GridDiff, of grid: CellGrid) -> [UInt8] {
        guard !diff.isEmpty else { return [] }
        var output: [UInt8] = []
        output.reserveCapacity(diff.runs.reduce(16) { $0 + $1.count * 4 })
        output += EscapeSequence.beginSynchronizedUpdate
        if diff.isFullRedraw {
            output += EscapeSequence.resetStyle
            output += EscapeSequence.clearScreen
            cursor = (0, 0)
            style = .plain
        }
        for run in diff.runs {
            var x = run.column
            while x < run.column + run.count {
                let cell = grid[x, run.row]
                if cell.isContinuation {
                    x += 1
                    continue
                }
                if let (cursorX, cursorY) = cursor, cursorY == run.row, x > cursorX {
                    moveRight(from: cursorX, to: x, row: run.row, of: grid, into: &output)
                } else if cursor == nil || cursor! != (x, run.row) {
                    EscapeSequence.cursorPosition(row: run.row, column: x, into: &output)
                }
                let wanted = shownStyle(cell.style)
                // A space shows the same in any colour, bold or dim: it needs no style change of its own
                // (unless reverse video, which shows it).
                if style != wanted, !(cell.scalar == " " && style != nil && !wanted.showsOnSpace && !style!.showsOnSpace) {
                    EscapeSequence.selectGraphicRendition(wanted, depth: colors, into: &output)
                    style = wanted
                }
                Self.appendGlyph(of: shownCell(cell), to: &output)
                let advance = x + 1 < grid.width && grid[x + 1, run.row].isContinuation ? 2 : 1
                x += advance
                // Past the last column the cursor position is the terminal's to decide: forget it.
                cursor = x < grid.width ? (x, run.row) : nil
            }
        }
        output += EscapeSequence.endSynchronizedUpdate
        return output
    }

    private func shownStyle(_ style: CellStyle) -> CellStyle { colors.shown(style) }

    /// The cell as this depth shows its glyph: without colour, a heatmap's half block is its shade.
    @inline(__always)
    private func shownCell(_ cell: Cell) -> Cell {
        colors.hasColors ? cell : Cell(HeatRamp.withoutColor(cell), style: cell.style, marks: cell.marks)
    }

    /// Moves right along a row by the fewer bytes: rewriting the unchanged cells between (when they are
    /// narrow and need no style change) or a cursor-forward sequence. The rewrite goes straight into
    /// `output` and is taken back when the sequence is shorter: no buffer of its own a hop.
    private mutating func moveRight(from start: Int, to end: Int, row: Int, of grid: CellGrid, into output: inout [UInt8]) {
        let gap = end - start
        let forwardLength = gap > 1 ? 3 + EscapeSequence.decimalLength(gap) : 3
        let mark = output.count
        for x in start..<end {
            let cell = grid[x, row]
            let isSpace = cell.scalar == " " && !(style?.showsOnSpace ?? true)
            guard !cell.isContinuation, x + 1 >= grid.width || !grid[x + 1, row].isContinuation,
                  isSpace || shownStyle(cell.style) == style, output.count - mark < forwardLength else {
                output.removeSubrange(mark...)
                EscapeSequence.cursorForward(gap, into: &output)
                return
            }
            Self.appendGlyph(of: shownCell(cell), to: &output)
        }
        if output.count - mark >= forwardLength {
            output.removeSubrange(mark...)
            EscapeSequence.cursorForward(gap, into: &output)
        }
    }

    /// The grid as lines of text for a static chart: styles only when `colors`, trailing blanks trimmed.
    public static func staticText(_ grid: CellGrid, colors: ColorDepth) -> String {
        guard colors.hasColors else { return grid.plainText() }
        var output: [UInt8] = []
        for y in 0..<grid.height {
            var lastVisible = grid.width - 1
            while lastVisible >= 0, grid[lastVisible, y] == .blank { lastVisible -= 1 }
            var style = CellStyle.plain
            if lastVisible >= 0 {
                for x in 0...lastVisible where !grid[x, y].isContinuation {
                    let cell = grid[x, y]
                    let shown = colors.shown(cell.style)
                    // A space shows the same in any colour, bold or dim, as the live encoder has it.
                    if shown != style, !(cell.scalar == " " && !shown.showsOnSpace && !style.showsOnSpace) {
                        EscapeSequence.selectGraphicRendition(shown, depth: colors, into: &output)
                        style = shown
                    }
                    appendGlyph(of: cell, to: &output)
                }
            }
            if style != .plain { output += EscapeSequence.resetStyle }
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The cell's glyph and its combining marks, as UTF-8.
    @inline(__always)
    static func appendGlyph(of cell: Cell, to output: inout [UInt8]) {
        appendUTF8(cell.scalar, to: &output)
        guard !cell.marks.isEmpty else { return }
        for mark in cell.marks { appendUTF8(mark, to: &output) }
    }

    /// The scalar's UTF-8 bytes, by hand: `UTF8.encode` and a generic append cost a frame of braille dearly.
    @inline(__always)
    static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case ..<0x80:
            output.append(UInt8(value))
        case ..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case ..<0x1_0000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
