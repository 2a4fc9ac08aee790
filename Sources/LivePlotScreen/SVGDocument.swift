import LivePlotText


/// A chart as an SVG 1.1 picture: the grid's text (title, labels, legend, status) in a monospaced font at
/// each cell's place, its box-drawing axes as lines, and each plot area's data as vector lines
/// (`VectorPlot`) in the series' colours, on a dark background as a terminal shows it.
///
/// ```swift
/// let svg = SVGDocument.text(of: grid, plots: plots, title: "Boiler")
/// ```
///
/// - Complexity: O(width × height + points drawn).
public enum SVGDocument {
    /// A cell's size in pixels, for a 14 px monospaced font (its advance is 0.6 em); the margin around.
    static let cellWidth = 8.4
    static let cellHeight = 17.0
    static let margin = 8.0
    /// The farthest coordinate written, in pixels: far beyond any picture, far within an `Int`'s tenths.
    static let farthest = 1e12
    /// Where a row's baseline lies below its top, as a fraction of the row: most of the ascent above it.
    static let baseline = 0.76
    static let background = "#121212"
    static let foreground = "#D0D0D0"

    /// The arms of each box-drawing glyph the axes use (up, down, left, right): drawn as lines from the
    /// cell's middle, so the axes join whatever font the picture is shown in.
    static let boxArms: [Unicode.Scalar: (up: Bool, down: Bool, left: Bool, right: Bool)] = [
        "─": (false, false, true, true), "│": (true, true, false, false), "┤": (true, true, true, false),
        "├": (true, true, false, true), "┬": (false, true, true, true), "┴": (true, false, true, true),
        "┼": (true, true, true, true), "└": (true, false, false, true), "┘": (true, false, true, false),
        "┌": (false, true, false, true), "┐": (false, true, true, false),
    ]

    /// The whole document. `title` names it for whoever opens it (empty: "liveplot chart").
    public static func text(of grid: CellGrid, plots: [VectorPlot], title: String) -> String {
        let width = margin * 2 + Double(grid.width) * cellWidth
        let height = margin * 2 + Double(grid.height) * cellHeight
        var svg = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))">
            <title>\(escaped(title.isEmpty ? "liveplot chart" : title))</title>
            <rect x="0" y="0" width="\(number(width))" height="\(number(height))" fill="\(background)"/>

            """
        for (index, plot) in plots.enumerated() { svg += paths(of: plot, id: "plot\(index)") }
        svg += axes(of: grid, plots: plots)
        svg += texts(of: grid, plots: plots)
        svg += "</svg>\n"
        return svg
    }

    /// A plot's lines, clipped to its rectangle (values beyond fixed bounds stop at its edge), and the
    /// parts beyond a threshold clipped to what lies beyond it.
    static func paths(of plot: VectorPlot, id: String) -> String {
        let left = margin + Double(plot.x) * cellWidth
        let top = margin + Double(plot.y) * cellHeight
        let right = left + Double(plot.columns) * cellWidth
        let bottom = top + Double(plot.rows) * cellHeight
        var svg = "<clipPath id=\"\(id)\"><rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(right - left))\" "
            + "height=\"\(number(bottom - top))\"/></clipPath>\n<g clip-path=\"url(#\(id))\">\n"
        for (index, path) in plot.paths.enumerated() where !path.runs.isEmpty {
            var clip = ""
            if let beyond = path.beyond {
                let y = margin + beyond.y * cellHeight
                let (from, to) = beyond.isBelow ? (max(top, y), bottom) : (top, min(bottom, y))
                guard to > from else { continue }
                svg += "<clipPath id=\"\(id)-\(index)\"><rect x=\"\(number(left))\" y=\"\(number(from))\" "
                    + "width=\"\(number(right - left))\" height=\"\(number(to - from))\"/></clipPath>\n"
                clip = " clip-path=\"url(#\(id)-\(index))\""
            }
            let color = self.color(path.style)
            let look = VectorLook.of(path.kind)
            var data = ""
            for run in path.runs where !run.isEmpty {
                for (step, point) in run.enumerated() {
                    data += (step == 0 ? "M" : "L") + number(margin + point.x * cellWidth) + ","
                        + number(margin + point.y * cellHeight)
                }
                // A run of one point is a dot: a line to itself, drawn with round caps.
                if run.count == 1 { data += "h0.01" }
                if look.isFilled { data += "Z" }
            }
            svg += "<path d=\"\(data)\" \(attributes(of: look, color: color))\(clip)/>\n"
        }
        return svg + "</g>\n"
    }

    /// A path's paint as its kind's look says (`VectorLook`): a line's width, dashes, round joins, or a
    /// shape's fill; and its opacity.
    static func attributes(of look: VectorLook, color: String) -> String {
        var text = ""
        if let width = look.strokeWidth {
            text = "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(number(width))\""
            if !look.dashes.isEmpty { text += " stroke-dasharray=\"\(look.dashes.map(String.init).joined(separator: ","))\"" }
            if look.isRound { text += " stroke-linejoin=\"round\" stroke-linecap=\"round\"" }
        } else {
            text = "fill=\"\(color)\" stroke=\"none\""
        }
        if look.opacityPercent < 100 { text += " opacity=\"\(fraction(percent: look.opacityPercent))\"" }
        return text
    }

    /// A fraction in hundredths as SVG writes it: `0.45`, `0.2`, `1`.
    static func fraction(percent: Int) -> String {
        guard percent < 100 else { return "1" }
        var digits = String(percent / 10) + String(percent % 10)
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }

    /// The box-drawing cells outside the plots, as lines from each cell's middle.
    static func axes(of grid: CellGrid, plots: [VectorPlot]) -> String {
        var byColor: [(color: String, data: String)] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y]
                guard let arms = boxArms[cell.scalar], !plots.contains(where: { $0.contains(x: x, y: y) }) else { continue }
                let middleX = margin + (Double(x) + 0.5) * cellWidth
                let top = margin + Double(y) * cellHeight
                // A y tick (`┤` just left of a plot) points at its tick's exact y, where its grid line runs.
                let tick = plots.first { $0.x - 1 == x && $0.y <= y && y < $0.y + $0.rows }?.labelRows.first { $0.row == y }
                let middleY = tick.map { margin + $0.y * cellHeight } ?? top + cellHeight / 2
                var data = ""
                if arms.up || arms.down { data += "M\(number(middleX)),\(number(arms.up ? top : middleY))V\(number(arms.down ? top + cellHeight : middleY))" }
                if arms.left { data += "M\(number(middleX)),\(number(middleY))H\(number(middleX - cellWidth / 2))" }
                if arms.right { data += "M\(number(middleX)),\(number(middleY))H\(number(middleX + cellWidth / 2))" }
                let color = self.color(cell.style)
                if let index = byColor.firstIndex(where: { $0.color == color }) {
                    byColor[index].data += data
                } else {
                    byColor.append((color, data))
                }
            }
        }
        return byColor.map { "<path d=\"\($0.data)\" fill=\"none\" stroke=\"\($0.color)\" stroke-width=\"1\"/>\n" }.joined()
    }

    /// The grid's text: runs of cells in one style, each stretched to exactly its cells' width so the
    /// columns line up in any monospaced font. Blank cells, box-drawing, and the plots' cells other than
    /// their kept text are left out; a y label is centred on its tick, within its plot's rows.
    static func texts(of grid: CellGrid, plots: [VectorPlot]) -> String {
        var svg = "<g font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"14\">\n"
        for y in 0..<grid.height {
            // Each run: its first column, its text, its width in cells, its style.
            var runs: [(x: Int, text: String, cells: Int, style: CellStyle)] = []
            var x = 0
            while x < grid.width {
                let cell = grid[x, y]
                let cells = x + 1 < grid.width && grid[x + 1, y].isContinuation ? 2 : 1
                defer { x += cells }
                let plot = plots.first { $0.contains(x: x, y: y) }
                if cell.scalar == " " || cell.isContinuation || boxArms[cell.scalar] != nil { continue }
                if let plot, !plot.keptCells.contains(x + y * grid.width) { continue }
                var text = String(cell.scalar)
                text.unicodeScalars.append(contentsOf: cell.marks)
                // The axis column starts a run of its own: a y label moves to its tick's exact y, the axis
                // glyph beside it (ASCII's `+`, `|`) keeps its row, in line with those above and below.
                let onAxis = plots.contains { $0.x - 1 == x && $0.y <= y && y < $0.y + $0.rows }
                if !onAxis, var last = runs.last, last.style == cell.style, last.x + last.cells >= x - 1 {
                    // A single blank between two cells of one style stays inside the run.
                    if last.x + last.cells == x - 1 { last.text += " "; last.cells += 1 }
                    last.text += text
                    last.cells += cells
                    runs[runs.count - 1] = last
                } else {
                    runs.append((x, text, cells, cell.style))
                }
            }
            for run in runs {
                // The y labels, left of the plot whose tick is on this row, stand centred on the tick; a tick
                // at the plot's top or bottom edge keeps its label inside the plot's rows, clear of the
                // legend or axis beside them, as the text chart has it.
                let tick = plots.lazy.filter { run.x < $0.x - 1 }.compactMap { plot in
                    plot.labelRows.first { $0.row == y }.map { min(max($0.y, Double(plot.y) + 0.5), Double(plot.y + plot.rows) - 0.5) }
                }.first
                let baselineY = tick.map { margin + $0 * cellHeight + (baseline - 0.5) * cellHeight }
                    ?? margin + (Double(y) + baseline) * cellHeight
                var attributes = "x=\"\(number(margin + Double(run.x) * cellWidth))\" y=\"\(number(baselineY))\""
                attributes += " textLength=\"\(number(Double(run.cells) * cellWidth))\" lengthAdjust=\"spacingAndGlyphs\""
                attributes += " fill=\"\(color(run.style))\""
                if run.style.isBold { attributes += " font-weight=\"bold\"" }
                if run.style.isDim { attributes += " opacity=\"0.6\"" }
                svg += "<text \(attributes) xml:space=\"preserve\">\(escaped(run.text))</text>\n"
            }
        }
        return svg + "</g>\n"
    }

    /// A style's colour as the picture shows it: its 24-bit shade, or the default foreground.
    static func color(_ style: CellStyle) -> String {
        guard let shade = style.foreground.shade else { return foreground }
        return "#" + [shade.red, shade.green, shade.blue].map { Hexadecimal.digits(UInt32($0), count: 2) }.joined()
    }

    /// Text as XML character data or an attribute's value: markup characters as references; characters
    /// XML does not allow (C0 controls, which the grid's filter already keeps out) dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": continue
            case _ where scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A coordinate to a tenth of a pixel, without a trailing `.0`: `12`, `12.5`, `-3.2`. One beyond
    /// ±`farthest` pixels (no picture is that large: the plots' coordinates stand within them) is written
    /// at that distance, so no number can trap the conversion to tenths.
    static func number(_ value: Double) -> String {
        let tenths = Int((Swift.min(farthest, Swift.max(-farthest, value)) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        return sign + String(whole) + (fraction == 0 ? "" : "." + String(fraction))
    }
}
