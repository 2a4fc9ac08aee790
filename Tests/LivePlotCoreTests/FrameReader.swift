@testable import LivePlotCore

/// Reads a rendered frame back into what it shows, from the frame alone: the y axis's column and the x
/// axis's row, each labelled tick's value and its exact dot row (from the grid dot drawn at it), and the
/// data's dots, cell by cell: braille's 2×4 dots, ASCII's three levels a cell (`_ - '`, `|` for all three),
/// the blocks style's bar heights in eighths. Grid dots, in their dim style, are not data; a point's marker
/// stands for every dot of its cell.
///
/// ```swift
/// let reader = FrameReader(grid)
/// reader?.dotRow(of: 12.5)      // the dot row a value maps to on the drawn axis
/// reader?.isSet(x: 4, y: 17)    // whether the data has that dot
/// ```
struct FrameReader {
    let grid: CellGrid
    /// The axis's column; the plot starts one right of it.
    let axisX: Int
    /// The x axis's row; the plot ends one above it.
    let xAxisRow: Int
    let plotY: Int
    /// (value, dot row from the plot's top) of each labelled tick whose grid dot shows.
    let ticks: [(value: Double, dotY: Double)]

    let style: PlotStyle

    init?(_ grid: CellGrid, style: PlotStyle = .braille) {
        self.grid = grid
        self.style = style
        let frame = style.frame
        // The corner: the frame's corner glyph with the x axis running right of it.
        guard let corner = (0..<grid.height).lazy.compactMap({ y in
            (0..<(grid.width - 1)).first(where: {
                grid[$0, y].scalar == frame.corner && [frame.horizontal, frame.horizontalTick].contains(grid[$0 + 1, y].scalar)
                    && grid[$0, y].style == .axis && grid[$0 + 1, y].style == .axis
            }).map { (x: $0, y: y) }
        }).first else { return nil }
        axisX = corner.x
        xAxisRow = corner.y
        var top = corner.y
        while top > 0, [frame.vertical, frame.verticalTick].contains(grid[axisX, top - 1].scalar) { top -= 1 }
        plotY = top
        var ticks: [(Double, Double)] = []
        for y in plotY..<xAxisRow where grid[axisX, y].scalar == frame.verticalTick && style == .braille {
            var label = ""
            for x in 0..<axisX where !grid[x, y].isContinuation { label.unicodeScalars.append(grid[x, y].scalar) }
            guard let value = Self.number(label.trimmingCharacters()) else { continue }
            // The grid dot at this tick, in the first cell the data left empty.
            for x in stride(from: axisX + 1, to: grid.width, by: 1) where grid[x, y].style == .grid {
                let bits = grid[x, y].scalar.value - 0x2800
                if let dot = [0x01, 0x02, 0x04, 0x40].firstIndex(where: { bits & UInt32($0) != 0 }) {
                    ticks.append((value, Double((y - plotY) * 4 + dot)))
                }
                break
            }
        }
        self.ticks = ticks
    }

    var plotColumns: Int { grid.width - axisX - 1 }
    var plotRows: Int { xAxisRow - plotY }

    /// The dot row `value` maps to, from the two ticks furthest apart; nil with fewer than two.
    func dotRow(of value: Double) -> Double? {
        guard let low = ticks.min(by: { $0.value < $1.value }), let high = ticks.max(by: { $0.value < $1.value }),
              high.value > low.value else { return nil }
        return low.dotY + (value - low.value) / (high.value - low.value) * (high.dotY - low.dotY)
    }

    var dotsAcross: Int { style.dotsPerCell.x }
    var dotsDown: Int { style.dotsPerCell.y }

    /// Whether the data shows dot (x, y) of the plot: a braille dot of a data cell, an ASCII level, a block
    /// bar reaching that eighth, or any dot of a marked cell.
    func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < plotColumns * dotsAcross, y < plotRows * dotsDown else { return false }
        let cell = grid[axisX + 1 + x / dotsAcross, plotY + y / dotsDown]
        guard cell.style != .grid else { return false }
        if cell.scalar == style.frame.marker { return true }
        switch style {
        case .braille:
            guard (0x2800...0x28FF).contains(cell.scalar.value) else { return false }
            return UInt8(cell.scalar.value - 0x2800) & Glyphs.brailleDotBits[y % 4][x % 2] != 0
        case .ascii:
            if cell.scalar == Glyphs.asciiVertical { return true }
            // Levels by third from the bottom: `_` is the cell's lowest dot, `'` its highest.
            guard let level = Glyphs.asciiLevels.firstIndex(of: cell.scalar) else { return false }
            return y % 3 == 2 - level
        case .blocks:
            return barEighths(column: x) >= plotRows * 8 - y
        }
    }

    /// The height of the blocks style's bar in plot column `column`, in eighths of a cell.
    func barEighths(column: Int) -> Int {
        var eighths = 0
        for row in stride(from: xAxisRow - 1, through: plotY, by: -1) {
            let cell = grid[axisX + 1 + column, row]
            guard cell.style != .grid, let filled = Glyphs.blockEighths.firstIndex(of: cell.scalar), filled > 0 else { break }
            eighths += filled
            if filled < 8 { break }
        }
        return eighths
    }

    /// The data's dot rows in dot column `x`.
    func dots(inColumn x: Int) -> [Int] { (0..<(plotRows * dotsDown)).filter { isSet(x: x, y: $0) } }

    /// A label's number: digits, a point, a sign, an SI prefix or a power of ten.
    static func number(_ text: String) -> Double? {
        var text = Substring(text)
        let prefixes: [Character: Double] = ["p": 1e-12, "n": 1e-9, "µ": 1e-6, "m": 1e-3, "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15]
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
