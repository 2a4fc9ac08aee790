import LivePlotText

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

    /// The bytes that bring the screen from the old frame to `grid`; empty when nothing changed. Written
    /// into room sized once for the most the frame could take (`longestFrame`), not appended a byte at a time.
    public mutating func encode(_ diff: GridDiff, of grid: CellGrid) -> [UInt8] {
        guard !diff.isEmpty else { return [] }
        return grid.cells.withUnsafeBufferPointer { cells in
            [UInt8](unsafeUninitializedCapacity: Self.longestFrame(diff)) { room, written in
                var output = ByteWriter(room)
                encode(diff, of: cells, width: grid.width, into: &output)
                written = output.count
            }
        }
    }

    /// The most bytes a frame of `diff` may take: the update's marks, a clear, and for each cell changed its
    /// move (a position, or a hop that rewrites the cells before it until a forward move is shorter), its
    /// style and its glyph with every mark.
    static func longestFrame(_ diff: GridDiff) -> Int {
        let changed = diff.runs.reduce(0) { $0 + $1.count }
        let marks = EscapeSequence.beginSynchronizedUpdate.count + EscapeSequence.endSynchronizedUpdate.count
            + EscapeSequence.resetStyle.count + EscapeSequence.clearScreen.count
        let move = Swift.max(EscapeSequence.longestPosition, EscapeSequence.longestForward + longestGlyph)
        return marks + changed * (move + EscapeSequence.longestRendition + longestGlyph)
    }

    /// The most bytes a cell's glyph takes: four for its scalar and for each of its marks.
    static let longestGlyph = 4 * (1 + CombiningMarks.capacity)

    private mutating func encode(_ diff: GridDiff, of cells: UnsafeBufferPointer<Cell>, width: Int, into output: inout ByteWriter) {
        output.append(contentsOf: EscapeSequence.beginSynchronizedUpdate)
        if diff.isFullRedraw {
            output.append(contentsOf: EscapeSequence.resetStyle)
            output.append(contentsOf: EscapeSequence.clearScreen)
            cursor = (0, 0)
            style = .plain
        }
        for run in diff.runs {
            let row = run.row * width
            var x = run.column
            while x < run.column + run.count {
                let cell = cells[row + x]
                if cell.isContinuation {
                    x += 1
                    continue
                }
                if let (cursorX, cursorY) = cursor, cursorY == run.row, x > cursorX {
                    moveRight(from: cursorX, to: x, along: cells[row..<(row + width)], into: &output)
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
                let advance = x + 1 < width && cells[row + x + 1].isContinuation ? 2 : 1
                x += advance
                // Past the last column the cursor position is the terminal's to decide: forget it.
                cursor = x < width ? (x, run.row) : nil
            }
        }
        output.append(contentsOf: EscapeSequence.endSynchronizedUpdate)
    }

    private func shownStyle(_ style: CellStyle) -> CellStyle { colors.shown(style) }

    /// The cell as this depth shows its glyph: without colour, a heatmap's half block is its shade.
    @inline(__always)
    private func shownCell(_ cell: Cell) -> Cell {
        colors.hasColors ? cell : Cell(HeatRamp.withoutColor(cell), style: cell.style, marks: cell.marks)
    }

    /// Moves right along a row (`line`, its cells) by the fewer bytes: rewriting the unchanged cells between
    /// (when they are narrow and need no style change) or a cursor-forward sequence. The rewrite goes
    /// straight into `output` and is taken back when the sequence is shorter: no buffer of its own a hop.
    private mutating func moveRight(from start: Int, to end: Int, along line: Slice<UnsafeBufferPointer<Cell>>,
                                    into output: inout ByteWriter) {
        let gap = end - start
        let forwardLength = gap > 1 ? 3 + ByteWriter.decimalLength(gap) : 3
        // Every cell rewritten takes a byte at least: a hop as long as the sequence is the sequence, with no
        // cell looked at (a heatmap's rows hop over a few hundred such stretches a frame).
        guard gap < forwardLength else {
            EscapeSequence.cursorForward(gap, into: &output)
            return
        }
        let mark = output.count
        let (first, width) = (line.startIndex, line.count)
        for x in start..<end {
            let cell = line[first + x]
            let isSpace = cell.scalar == " " && !(style?.showsOnSpace ?? true)
            guard !cell.isContinuation, x + 1 >= width || !line[first + x + 1].isContinuation,
                  isSpace || shownStyle(cell.style) == style, output.count - mark < forwardLength else {
                output.removeAll(after: mark)
                EscapeSequence.cursorForward(gap, into: &output)
                return
            }
            Self.appendGlyph(of: shownCell(cell), to: &output)
        }
        if output.count - mark >= forwardLength {
            output.removeAll(after: mark)
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
    static func appendGlyph(of cell: Cell, to output: inout [UInt8]) {
        output.appendWriting(atMost: longestGlyph) { appendGlyph(of: cell, to: &$0) }
    }

    @inline(__always)
    static func appendGlyph(of cell: Cell, to output: inout ByteWriter) {
        appendUTF8(cell.scalar, to: &output)
        guard !cell.marks.isEmpty else { return }
        for mark in cell.marks { appendUTF8(mark, to: &output) }
    }

    /// The scalar's UTF-8 bytes, by hand: `UTF8.encode` and a generic append cost a frame of braille dearly.
    @inline(__always)
    static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout ByteWriter) {
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
