#if canImport(LivePlotChart)
@testable import LivePlotScreen
@testable import LivePlotChart
#endif

/// Reads a rendered frame back into what it shows, from the frame alone: where the plot is (from the
/// axes, found by their glyphs in the axis style), each y label with its row, and the data's dots, cell
/// by cell: braille's 2×4 dots, ASCII's three levels a cell (`_ - '`, `|` for more than one), the blocks
/// style's bars in eighths. Grid dots, in their dim style, are not data; a point's marker and a clip mark
/// (`▲ ▼`) stand for every dot of their cell.
///
/// ```swift
/// let reader = FrameReader(grid, style: .braille)
/// reader?.isSet(x: 4, y: 17)    // whether the data has dot (4, 17) of the plot, from its top left
/// reader?.labels                // [(row: 0, text: "40"), …], rows from the plot's top
/// ```
struct FrameReader {
    let grid: CellGrid
    let style: PlotStyle
    /// The plot's top left cell and size, in cells.
    let plotX: Int
    let plotY: Int
    let plotColumns: Int
    let plotRows: Int
    /// Whether the frame has axes (the plot then starts one right of the y axis, ends one above the x axis).
    let hasAxes: Bool
    /// Each y tick's label and its row, counted from the plot's top.
    let labels: [(row: Int, text: String)]
    /// Whether each dot is set, by `x * dotRows + y`.
    private var dots: [Bool] = []

    /// A frame with axes; nil when it has none.
    init?(_ grid: CellGrid, style: PlotStyle = .braille) {
        self.grid = grid
        self.style = style
        let frame = style.frame
        // The corner: the frame's corner glyph with the x axis running right of it, both in the axis style.
        var found: (x: Int, y: Int)?
        search: for y in 0..<grid.height {
            for x in 0..<(grid.width - 1) where grid[x, y].scalar == frame.corner && grid[x, y].style == .axis {
                let right = grid[x + 1, y]
                if (right.scalar == frame.horizontal || right.scalar == frame.horizontalTick) && right.style == .axis {
                    found = (x, y)
                    break search
                }
            }
        }
        guard let corner = found else { return nil }
        var top = corner.y
        while top > 0, [frame.vertical, frame.verticalTick].contains(grid[corner.x, top - 1].scalar),
              grid[corner.x, top - 1].style == .axis {
            top -= 1
        }
        plotX = corner.x + 1
        plotY = top
        plotColumns = grid.width - plotX
        plotRows = corner.y - top
        hasAxes = true
        var labels: [(Int, String)] = []
        for y in top..<corner.y where grid[corner.x, y].scalar == frame.verticalTick {
            var label = ""
            for x in 0..<corner.x where !grid[x, y].isContinuation { label.unicodeScalars.append(grid[x, y].scalar) }
            labels.append((y - top, label.trimmingCharacters()))
        }
        self.labels = labels
        dots = Self.readDots(self)
    }

    /// A frame too small for axes: the plot from the top left, `rows` rows of the full width.
    init(unaxed grid: CellGrid, style: PlotStyle, rows: Int) {
        self.grid = grid
        self.style = style
        plotX = 0
        plotY = 0
        plotColumns = grid.width
        plotRows = rows
        hasAxes = false
        labels = []
        dots = Self.readDots(self)
    }

    var dotsAcross: Int { style.dotsPerCell.x }
    var dotsDown: Int { style.dotsPerCell.y }
    var dotColumns: Int { plotColumns * dotsAcross }
    var dotRows: Int { plotRows * dotsDown }

    /// The plot's cell holding dot (x, y).
    func cell(x: Int, y: Int) -> Cell { grid[plotX + x / dotsAcross, plotY + y / dotsDown] }

    /// Whether the cell holding dot (x, y) is a mark that covers its whole cell: a point's marker, or a
    /// clip mark at the plot's edge.
    func isMark(x: Int, y: Int) -> Bool {
        let cell = cell(x: x, y: y)
        let frame = style.frame
        return cell.style != .grid && (cell.scalar == frame.marker || cell.scalar == frame.above || cell.scalar == frame.below)
    }

    /// Whether the cell holding dot (x, y) is ASCII's `|`: more than one of its levels, which ones unsaid.
    func isASCIIVertical(x: Int, y: Int) -> Bool {
        style == .ascii && cell(x: x, y: y).scalar == Glyphs.asciiVertical && cell(x: x, y: y).style != .grid
    }

    /// Whether the data shows dot (x, y) of the plot: a braille dot of a data cell, an ASCII level, a block
    /// bar reaching that eighth, or any dot of a marked cell.
    func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return false }
        return dots[x * dotRows + y]
    }

    /// Every dot of the plot, read once, a cell at a time.
    private static func readDots(_ reader: FrameReader) -> [Bool] {
        let (across, down, rows) = (reader.dotsAcross, reader.dotsDown, reader.dotRows)
        let frame = reader.style.frame
        var dots = Array(repeating: false, count: reader.dotColumns * rows)
        for column in 0..<reader.plotColumns {
            for row in 0..<reader.plotRows {
                let cell = reader.grid[reader.plotX + column, reader.plotY + row]
                guard cell.style != .grid, cell.scalar != " " else { continue }
                let isMark = cell.scalar == frame.marker || cell.scalar == frame.above || cell.scalar == frame.below
                for dx in 0..<across {
                    for dy in 0..<down {
                        let isSet: Bool
                        if isMark {
                            isSet = true
                        } else {
                            switch reader.style {
                            case .braille:
                                isSet = (0x2800...0x28FF).contains(cell.scalar.value)
                                    && UInt8(cell.scalar.value - 0x2800) & Glyphs.brailleDotBits[dy][dx] != 0
                            case .ascii:
                                // Levels by third from the bottom: `_` is the cell's lowest dot, `'` its highest.
                                isSet = cell.scalar == Glyphs.asciiVertical || Glyphs.asciiLevels.firstIndex(of: cell.scalar) == 2 - dy
                            case .blocks:
                                isSet = (Glyphs.blockEighths.firstIndex(of: cell.scalar) ?? 0) >= down - dy
                            }
                        }
                        if isSet { dots[(column * across + dx) * rows + row * down + dy] = true }
                    }
                }
            }
        }
        return dots
    }

    /// The eighths a block cell fills (0 for a blank), or nil for a cell that is no block.
    func eighths(ofCellAt column: Int, row: Int) -> Int? {
        let cell = grid[plotX + column, plotY + row]
        guard cell.style != .grid else { return 0 }
        return Glyphs.blockEighths.firstIndex(of: cell.scalar)
    }

    /// The height of the tallest bar in plot column `column`, in eighths from the plot's bottom: the
    /// highest cell with a block in it.
    func tallestBar(column: Int) -> Int {
        // A clip mark in the top row stands for a bar through the top.
        if isMark(x: column, y: 0), cell(x: column, y: 0).scalar == style.frame.above { return plotRows * 8 }
        for row in 0..<plotRows {
            if let filled = eighths(ofCellAt: column, row: row), filled > 0 { return (plotRows - 1 - row) * 8 + filled }
        }
        // A clip mark in the bottom row stands for the lowest bar, of one eighth.
        return isMark(x: column, y: dotRows - 1) ? 1 : 0
    }

    /// A label's number: digits, a point, a sign, an SI prefix (`u` for `µ` in ASCII) or a power of ten.
    static func number(_ text: String) -> Double? {
        var text = Substring(text)
        let prefixes: [Character: Double] = ["p": 1e-12, "n": 1e-9, "µ": 1e-6, "u": 1e-6, "m": 1e-3, "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15]
        var scale = 1.0
        if let last = text.last, let factor = prefixes[last] {
            scale = factor
            text = text.dropLast()
        }
        return Double(text).map { $0 * scale }
    }
}

extension String {
    func trimmingCharacters() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
