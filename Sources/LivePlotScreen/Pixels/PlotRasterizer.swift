/// Draws a plot area in vector form (`VectorPlot`), at the size of the cells it covers: the
/// picture the live chart sends in place of its dots (`--graphics`). The same chart the characters show:
/// grid lines dotted, reference lines dashed, bands filled faint, each series' line anti-aliased in its
/// colour, a heatmap's bins, the alert's colour beyond its threshold, the cursor's column. Each kind looks
/// as the SVG picture draws it (`VectorLook`), its widths scaled from the SVG's 17 px rows to the cell's.
///
/// ```swift
/// let image = PlotRasterizer.image(of: plot, cell: CellPixels(width: 10, height: 20)!, background: .clear,
///                                  colored: true)
/// image.width   // plot.columns × 10
/// ```
///
/// - Complexity: O(pixels + points drawn × line width).
public enum PlotRasterizer {
    /// The colour of text and lines with no colour of their own on a dark background: the SVG's
    /// foreground (`SVGDocument.foreground`, #D0D0D0); on a light one, its mirror, dark.
    static let foreground = PixelColor(red: 208, green: 208, blue: 208)
    static let foregroundOnLight = PixelColor(red: 47, green: 47, blue: 47)
    /// A run of one point is a dot this many line widths across: a lone sample stands out, as the
    /// character chart marks it.
    static let dotWidths = 2.0

    /// - Parameters:
    ///   - background: the colour every pixel not drawn keeps: `.clear` for kitty (the terminal's own
    ///     background shows), opaque for sixel; anti-aliased edges blend into it.
    ///   - colored: false without colours (`NO_COLOR`, `--color never`): everything in the foreground grey.
    public static func image(of plot: VectorPlot, cell: CellPixels, background: PixelColor, colored: Bool) -> IndexedImage {
        let size = cell.imageSize(columns: plot.columns, rows: plot.rows)
        var canvas = PixelCanvas(width: size.width, height: size.height, background: background)
        let place = { (point: (x: Double, y: Double)) in
            (x: (point.x - Double(plot.x)) * Double(cell.width), y: (point.y - Double(plot.y)) * Double(cell.height))
        }
        for path in plot.paths where !path.runs.isEmpty {
            let look = VectorLook.of(path.kind)
            var rows = 0..<size.height
            if let beyond = path.beyond {
                let edge = place((0, beyond.y)).y
                let shown = beyond.isBelow ? PolygonFill.rows(from: edge, to: .infinity, height: size.height)
                    : PolygonFill.rows(from: -.infinity, to: edge, height: size.height)
                guard !shown.isEmpty else { continue }
                rows = shown
            }
            let paint = color(of: path.style, colored: colored, background: background)
            let opacity = look.opacity * paint.opacity
            if look.isFilled, opacity == 1, paint.color.alpha == 255 {
                // An opaque shape hides what it covers: its pixels are its colour, whatever lay below.
                for run in path.runs { PolygonFill.fill(run.map(place), opaque: paint.color, rows: rows, into: &canvas) }
                continue
            }
            if look.isFilled {
                for run in path.runs { PolygonFill.fill(run.map(place), into: &canvas) }
            } else {
                stroke(path.runs.map { $0.map(place) }, look: look, cell: cell, into: &canvas)
            }
            canvas.paint(paint.color, opacity: opacity, rows: rows, isStroke: !look.isFilled)
        }
        canvas.image.checkInvariants()
        return canvas.image
    }

    /// Strokes each run as its look says: a series' line at its width scaled to the cell, anti-aliased,
    /// round; a hairline (the grid's, a reference line's) on whole pixels, crisp, its dashes along it.
    static func stroke(_ runs: [[(x: Double, y: Double)]], look: VectorLook, cell: CellPixels, into canvas: inout PixelCanvas) {
        guard let width = look.strokeWidth else { return }
        let scale = Double(cell.height) / SVGDocument.cellHeight
        let isHairline = width <= 1
        // A hairline stays whole pixels at any cell: 1 px, or 2 where cells are twice the SVG's.
        let wholeScale = Swift.max(1, scale.rounded())
        let pixels = isHairline ? width * wholeScale : Swift.max(1, width * scale)
        let dashes = look.dashes.map { Double($0) * wholeScale }
        for run in runs {
            let points = isHairline ? run.map { (x: snap($0.x, width: pixels), y: snap($0.y, width: pixels)) } : run
            guard points.count > 1 else {
                if look.isRound, let point = points.first {
                    CoverageLine(from: point, to: point, width: pixels * dotWidths).stroke(into: &canvas)
                }
                continue
            }
            guard dashes.isEmpty else {
                var offset = 0.0
                for (from, to) in zip(points, points.dropFirst()) {
                    let line = CoverageLine(from: from, to: to, width: pixels, dashes: dashes, dashOffset: offset)
                    line.stroke(into: &canvas)
                    offset += line.length
                }
                continue
            }
            for (from, to) in segments(of: points) { CoverageLine(from: from, to: to, width: pixels).stroke(into: &canvas) }
        }
    }

    /// A solid polyline's segments, each column's points (a series' first, highest, lowest and last value
    /// at one x) as the one upright segment they draw over each other: the same pixels, drawn once.
    static func segments(of points: [(x: Double, y: Double)]) -> [(from: (x: Double, y: Double), to: (x: Double, y: Double))] {
        var segments: [(from: (x: Double, y: Double), to: (x: Double, y: Double))] = []
        var index = 0
        while index < points.count {
            var end = index
            var (top, bottom) = (points[index].y, points[index].y)
            while end + 1 < points.count, points[end + 1].x == points[index].x {
                end += 1
                (top, bottom) = (Swift.min(top, points[end].y), Swift.max(bottom, points[end].y))
            }
            if end > index { segments.append(((points[index].x, top), (points[index].x, bottom))) }
            if end + 1 < points.count { segments.append((points[end], points[end + 1])) }
            index = end + 1
        }
        return segments
    }

    /// A hairline's coordinate on whole pixels: an odd width centred on a pixel, an even one on an edge.
    static func snap(_ value: Double, width: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        let isOdd = Int(width.rounded()) % 2 == 1
        return isOdd ? value.rounded(.down) + 0.5 : value.rounded()
    }

    /// A style's colour as the SVG reads it (its 24-bit shade, else the foreground), and an opacity of its
    /// own: without colour, everything in the foreground grey, a heatmap's bins as the character chart's
    /// shades (`HeatRamp.level(ofStep:)`), a quarter to all of it.
    static func color(of style: CellStyle, colored: Bool, background: PixelColor) -> (color: PixelColor, opacity: Double) {
        let isLight = background.alpha == 255
            && 299 * Int(background.red) + 587 * Int(background.green) + 114 * Int(background.blue) > 128_000
        let plain = isLight ? foregroundOnLight : foreground
        if !colored {
            guard let step = HeatRamp.step(of: style.foreground) else { return (plain, 1) }
            return (plain, Double(HeatRamp.level(ofStep: step)) / Double(HeatRamp.monoShades.count - 1))
        }
        guard let shade = style.foreground.shade else { return (plain, 1) }
        return (PixelColor(red: shade.red, green: shade.green, blue: shade.blue), 1)
    }
}
