import LivePlotText

/// A rectangle of cells: what the renderer draws and what the diff compares.
///
/// The screen layer's currency (`LivePlotScreen`: grid → bytes): the chart layer draws into it, `GridDiff`
/// compares two, and `ANSIEncoder` turns the difference into bytes.
///
/// Writes outside the grid are clipped, so drawing code never has to check bounds itself.
///
/// ```swift
/// var grid = CellGrid(width: 10, height: 2)
/// grid.write("hello", x: 0, y: 0)
/// grid.plainText()  // "hello\n"
/// ```
///
/// - Complexity: memory is width × height cells.
public struct CellGrid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// The cells, a row after another. Inlinable through the subscript: the chart layer draws a frame
    /// cell by cell, a thousand cells and more, and a call into this module for each cost a frame dearly.
    @usableFromInline var storage: [Cell]

    public var cells: [Cell] { storage }

    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "grid size \(width)×\(height)")
        self.width = width
        self.height = height
        storage = Array(repeating: .blank, count: width * height)
    }

    @inlinable
    public subscript(x: Int, y: Int) -> Cell {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "cell \(x),\(y) outside \(width)×\(height)")
            return storage[y * width + x]
        }
        set {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            // A space looks the same in any style: it is stored plain, so no diff sends an invisible change.
            storage[y * width + x] = newValue.scalar == " " ? .blank : newValue
        }
    }

    /// The cells, row after row, to write many at once where the subscript's checks a cell cost (a
    /// heatmap writes thousands a frame). A space must be written `.blank`, as the subscript stores it.
    ///
    /// ```swift
    /// grid.withUnsafeMutableCells { $0[y * grid.width + x] = cell }   // grid[x, y] = cell
    /// ```
    @inlinable
    public mutating func withUnsafeMutableCells<Result>(_ body: (UnsafeMutableBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Writes `text` from column `x`, clipped at `maxX` (exclusive) and at the grid's edge; returns the
    /// column after the last glyph written. A wide glyph that does not fit whole is not written.
    @discardableResult
    public mutating func write(_ text: TerminalText, x: Int, y: Int, style: CellStyle = .plain, maxX: Int? = nil) -> Int {
        let limit = min(maxX ?? width, width)
        var column = x
        for glyph in text.glyphs {
            let glyphWidth = glyph.isWide ? 2 : 1
            if column + glyphWidth > limit { break }
            self[column, y] = Cell(glyph.scalar, style: style, marks: glyph.marks)
            if glyph.isWide { self[column + 1, y] = .continuation }
            column += glyphWidth
        }
        return column
    }

    /// Convenience for text the program itself made.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle = .plain, maxX: Int? = nil) -> Int {
        write(TerminalText(text), x: x, y: y, style: style, maxX: maxX)
    }

    /// Every cell in ASCII, for the ASCII style (a terminal that may show nothing else): the program's
    /// own symbols by their ASCII fallbacks, anything else as `?`, cell for cell, so the layout stays.
    public mutating func foldToASCII() {
        for index in storage.indices where storage[index].scalar.value >= 0x80 {
            let cell = storage[index]
            storage[index] = Cell(Glyphs.asciiFallbacks[cell.scalar] ?? Glyphs.asciiUnknown, style: cell.style)
        }
        for index in storage.indices where !storage[index].marks.isEmpty {
            storage[index].marks = .none
        }
        for index in storage.indices where storage[index].isContinuation {
            storage[index] = .blank
        }
    }

    /// The grid as text, one line per row, trailing blanks trimmed, styles dropped.
    public func plainText() -> String {
        var text = ""
        for y in 0..<height {
            var line = ""
            for x in 0..<width where !self[x, y].isContinuation {
                line.unicodeScalars.append(HeatRamp.withoutColor(self[x, y]))
                line.unicodeScalars.append(contentsOf: self[x, y].marks)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
