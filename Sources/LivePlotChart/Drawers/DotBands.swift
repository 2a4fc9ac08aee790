/// Bands on a `DotCanvas` (`--stat p50,p95,p99`): the stretch from the lowest to the highest of a
/// series' stats, shaded with a sparse pattern of dots behind their lines, so the spread of a bucket's
/// values reads at a glance and each line still reads over it.
///
/// ```swift
/// DotBands.draw(window.bands[0], of: window.series, scene: scene, reveal: .complete, on: &canvas)
/// ```
///
/// - Complexity: O(dot columns × lines in the band), each line walked once.
enum DotBands {
    /// Which dots of a 2 × 2 tile the shade sets: every other one, as a checkerboard, light enough that
    /// a line in front reads whole.
    static let shade: [[Bool]] = [[true, false], [false, true]]

    /// Shades, in each dot column as far as `reveal` has drawn the lines in, where two or more of `lines`
    /// have a value, the dots between the lowest and the highest; a line's value between two of its
    /// points is interpolated (not across a gap), and at a point spans its column's min–max.
    static func draw(_ band: [Int], of lines: [[PlotPoint]], scene: ChartScene, reveal: Reveal, on canvas: inout DotCanvas) {
        let members = band.filter { $0 < lines.count && !lines[$0].isEmpty }.map { lines[$0] }
        guard members.count > 1 else { return }
        let first = members.map { $0.first!.x }.min()!
        let end = members.map { $0.last!.x }.max()!
        let revealX = Double(first) + reveal.fraction * Double(end - first)
        let last = Swift.min(end, Int(revealX.rounded(.down)), canvas.dotWidth - 1)
        // Lines may start left of the canvas (a row gliding out, `VisibleWindow.spread`): the columns on it.
        let start = Swift.max(0, first)
        guard start <= last else { return }
        // Each line's next point at or after the column, and the dot rows of the segment that ends there.
        var next = Array(repeating: 0, count: members.count)
        var segments = Array(repeating: Segment(), count: members.count)
        for x in start...last {
            var top = Int.max
            var bottom = Int.min
            var covered = 0
            for (member, points) in members.enumerated() {
                while next[member] < points.count, points[next[member]].x < x { next[member] += 1 }
                guard let span = span(of: points, at: next[member], x: x, scene: scene, segment: &segments[member]) else { continue }
                top = Swift.min(top, span.top)
                bottom = Swift.max(bottom, span.bottom)
                covered += 1
            }
            guard covered > 1, top <= bottom else { continue }
            // The shade's rows in this column: each row of the pattern it sets, from its first at or below `top`.
            let period = shade.count
            for phase in 0..<period where shade[phase][x % shade[0].count] {
                canvas.set(x: x, from: top + ((phase - top) % period + period) % period, through: bottom, every: period)
            }
        }
    }

    /// The dot rows a line's segment joins, from the point before `end` to `end`: worked out once for
    /// all the dot columns between them, not once a column (`ChartScene.dotY` is most of a column's cost).
    struct Segment {
        /// The index of the segment's second point; -1: none yet.
        var end = -1
        var from = 0
        var to = 0
    }

    /// The dot rows a line covers at dot column `x`, its next point at or after `x` being `points[index]`:
    /// the point's envelope when it stands there, else the value interpolated from the point before, when
    /// the two are joined; nil where the line is not. `segment`: the rows of the segment last asked for.
    private static func span(of points: [PlotPoint], at index: Int, x: Int, scene: ChartScene,
                             segment: inout Segment) -> (top: Int, bottom: Int)? {
        guard index < points.count else { return nil }
        let point = points[index]
        if point.x == x {
            let (a, b) = (scene.dotY(point.low), scene.dotY(point.high))
            return (Swift.min(a, b), Swift.max(a, b))
        }
        guard index > 0, point.joinsPrevious else { return nil }
        let before = points[index - 1]
        let fraction = Double(x - before.x) / Double(point.x - before.x)
        // Between the dots the line joins, as it is drawn.
        if segment.end != index { segment = Segment(end: index, from: scene.dotY(before.last), to: scene.dotY(point.first)) }
        let (from, to) = (segment.from, segment.to)
        let y = from + NearestInteger.of(Double(to - from) * fraction)
        return (y, y)
    }
}
