/// A line segment stroked anti-aliased onto a `PixelCanvas`: each pixel covered as far as its centre
/// lies within half the width of the segment, with half a pixel of soft edge (so the ends are round, and
/// a polyline's segments join round where they overlap). Dashes run along the line from `dashOffset`.
///
/// ```swift
/// let line = CoverageLine(from: (0, 10), to: (100, 40), width: 1.9)
/// line.stroke(into: &canvas)
/// ```
///
/// - Complexity: O(rows crossed × (width + the run across a row)): after clipping to the image, never
///   more than the image's pixels however far the ends lie.
struct CoverageLine {
    var from: (x: Double, y: Double)
    var to: (x: Double, y: Double)
    /// The line's width in pixels.
    var width: Double
    /// On, off lengths in pixels along the line; empty for a solid line.
    var dashes: [Double] = []
    /// How far along the dashes the line starts (a polyline's earlier segments' length).
    var dashOffset = 0.0

    init(from: (x: Double, y: Double), to: (x: Double, y: Double), width: Double, dashes: [Double] = [], dashOffset: Double = 0) {
        self.from = from
        self.to = to
        self.width = width
        self.dashes = dashes
        self.dashOffset = dashOffset
    }

    var length: Double { ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot() }

    /// How far from the centre line a pixel's centre may lie and be covered at all.
    private var reach: Double { width / 2 + 0.5 }

    func stroke(into canvas: inout PixelCanvas) {
        guard let line = clipped(toWidth: canvas.width, height: canvas.height) else { return }
        let reach = self.reach
        let (dx, dy) = (line.to.x - line.from.x, line.to.y - line.from.y)
        let lengthSquared = dx * dx + dy * dy
        let length = lengthSquared.squareRoot()
        // Between the ends, the distance to the line is linear in x: no square root but at the ends.
        let (normalX, normalY) = length > 0 ? (-dy / length, dx / length) : (0, 0)
        let scale = Double(PixelCanvas.levels)
        let firstRow = Swift.max(0, Int((Swift.min(line.from.y, line.to.y) - reach).rounded(.down)))
        let lastRow = Swift.min(canvas.height - 1, Int((Swift.max(line.from.y, line.to.y) + reach).rounded(.up)))
        guard firstRow <= lastRow else { return }
        // An upright line (a column's spread of values, the most of a busy chart's pixels): its rows
        // between the ends are alike, each column's coverage found once.
        var middle = 0..<0
        if dx == 0, dy != 0 {
            middle = line.strokeUpright(rows: firstRow...lastRow, reach: reach, into: &canvas)
        }
        for row in firstRow...lastRow where !middle.contains(row) {
            let py = Double(row) + 0.5 - line.from.y
            // A level line's pixels lie |py| from it at best, its ends' no nearer: a row out of reach
            // covers nothing (a hairline's rows above and below it).
            if dy == 0, abs(py) >= reach { continue }
            let (low, high) = line.columns(atRow: Double(row) + 0.5, reach: reach, dx: dx, dy: dy)
            let first = Swift.max(0, Int(low.rounded(.down)))
            let last = Swift.min(canvas.width - 1, Int(high.rounded(.up)))
            guard first <= last else { continue }
            if line.coverBeside(row: row, from: first, through: last, reach: reach, normal: (normalX, normalY), into: &canvas) { continue }
            canvas.coverRow(row, from: first, through: last) { column in
                let px = Double(column) + 0.5 - line.from.x
                // How far along the line the pixel lies, times its length squared: no division a pixel.
                let dot = lengthSquared > 0 ? px * dx + py * dy : 0
                let distance: Double
                if dot > 0, dot < lengthSquared {
                    distance = abs(px * normalX + py * normalY)
                } else {
                    let (ox, oy) = dot <= 0 ? (px, py) : (px - dx, py - dy)
                    distance = (ox * ox + oy * oy).squareRoot()
                }
                guard distance < reach else { return 0 }
                if !line.dashes.isEmpty,
                   !line.isDashOn(at: Swift.min(1, Swift.max(0, lengthSquared > 0 ? dot / lengthSquared : 0)) * length) { return 0 }
                return UInt8(Swift.min(1, reach - distance) * scale + 0.5)
            }
        }
    }

    /// Covers pixels `first...last` of `row` when all of them lie beside the line's middle, none beyond
    /// an end (how far along a row's pixels lie grows steadily, so its two ends tell): each pixel's
    /// distance is then along the normal alone, the same sum `stroke` makes. A solid line's only; false,
    /// covering nothing, otherwise.
    private func coverBeside(row: Int, from first: Int, through last: Int, reach: Double, normal: (x: Double, y: Double),
                             into canvas: inout PixelCanvas) -> Bool {
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        let lengthSquared = dx * dx + dy * dy
        let py = Double(row) + 0.5 - from.y
        let (dotFirst, dotLast) = ((Double(first) + 0.5 - from.x) * dx + py * dy, (Double(last) + 0.5 - from.x) * dx + py * dy)
        guard dashes.isEmpty, lengthSquared > 0, Swift.min(dotFirst, dotLast) > 0, Swift.max(dotFirst, dotLast) < lengthSquared
        else { return false }
        let scale = Double(PixelCanvas.levels)
        canvas.coverRow(row, from: first, through: last) { column in
            let distance = abs((Double(column) + 0.5 - from.x) * normal.x + py * normal.y)
            return distance < reach ? UInt8(Swift.min(1, reach - distance) * scale + 0.5) : 0
        }
        return true
    }

    /// Covers the rows of an upright line whose centres lie between its ends, all alike; returns them.
    private func strokeUpright(rows: ClosedRange<Int>, reach: Double, into canvas: inout PixelCanvas) -> Range<Int> {
        let (top, bottom) = (Swift.min(from.y, to.y), Swift.max(from.y, to.y))
        let lower = Swift.max(rows.lowerBound, Int((top - 0.5).rounded(.up)))
        let upper = Swift.min(rows.upperBound + 1, Int((bottom - 0.5).rounded(.down)) + 1)
        guard lower < upper else { return 0..<0 }
        let middle = lower..<upper
        let first = Swift.max(0, Int((from.x - reach - 0.5).rounded(.down)))
        let last = Swift.min(canvas.width - 1, Int((from.x + reach - 0.5).rounded(.up)))
        guard first <= last else { return 0..<0 }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: last - first + 1) { levels in
            for column in first...last {
                let distance = abs(Double(column) + 0.5 - from.x)
                levels[column - first] = distance < reach ? UInt8(Swift.min(1, reach - distance) * Double(PixelCanvas.levels) + 0.5) : 0
            }
            canvas.coverRows(middle, from: first, levels: UnsafeBufferPointer(levels))
        }
        return middle
    }

    /// The stretch of x a pixel row centred at `centreY` may cover: the centre line's x within `reach`
    /// above and below, widened by `reach` (the round ends, and a nearly level line).
    private func columns(atRow centreY: Double, reach: Double, dx: Double, dy: Double) -> (Double, Double) {
        var (start, end) = (0.0, 1.0)
        if dy != 0 {
            let a = (centreY - reach - from.y) / dy
            let b = (centreY + reach - from.y) / dy
            (start, end) = (Swift.max(0, Swift.min(a, b)), Swift.min(1, Swift.max(a, b)))
            guard start <= end else { return (1, 0) }
        }
        let (x0, x1) = (from.x + dx * start, from.x + dx * end)
        return (Swift.min(x0, x1) - reach - 0.5, Swift.max(x0, x1) + reach - 0.5)
    }

    /// Whether the dashes are on at `distance` along this (clipped) line.
    private func isDashOn(at distance: Double) -> Bool {
        let period = dashes.reduce(0, +)
        guard period > 0 else { return true }
        // The remainder by whole periods: the dashes' lengths are whole pixels, and a `fmod` a pixel
        // cost more than the rest of a hairline's drawing.
        let position = dashOffset + distance
        var phase = position - (position / period).rounded(.down) * period
        if phase < 0 { phase += period }
        if phase >= period { phase -= period }
        for (index, length) in dashes.enumerated() {
            if phase < length { return index % 2 == 0 }
            phase -= length
        }
        return false
    }

    /// The part of the line within reach of the image (Liang–Barsky), its dashes' offset moved along
    /// with its start: a line from −1e12 to 1e12 px is a line across the image. Nil when none of it is
    /// near, or an end is not finite.
    func clipped(toWidth width: Int, height: Int) -> CoverageLine? {
        guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return nil }
        let margin = reach + 1
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        var (start, end) = (0.0, 1.0)
        // Each side of the widened image in turn: p the line's way out through it, q how far it may go.
        func keep(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let t = q / p
            if p < 0 { start = Swift.max(start, t) } else { end = Swift.min(end, t) }
            return start <= end
        }
        guard keep(-dx, from.x + margin), keep(dx, Double(width) + margin - from.x),
              keep(-dy, from.y + margin), keep(dy, Double(height) + margin - from.y) else { return nil }
        var line = self
        line.from = (from.x + dx * start, from.y + dy * start)
        line.to = (from.x + dx * end, from.y + dy * end)
        line.dashOffset = dashOffset + start * length
        return line
    }
}
