import Testing
import LivePlotInput
@testable import LivePlotChart

/// `DotBands` works out a segment's dot rows once for all its columns (`DotBands.Segment`): held against
/// the full reading, each column's rows from `ChartScene.dotY` and libm's `round`, bit for bit.
@Suite struct DotBandsTests {
    /// The band as the full reading shades it: each member's span worked out afresh in every column.
    static func fullReading(_ band: [Int], of lines: [[PlotPoint]], scene: ChartScene, reveal: Reveal, on canvas: inout DotCanvas) {
        let members = band.filter { $0 < lines.count && !lines[$0].isEmpty }.map { lines[$0] }
        guard members.count > 1 else { return }
        let first = members.map { $0.first!.x }.min()!
        let end = members.map { $0.last!.x }.max()!
        let revealX = Double(first) + reveal.fraction * Double(end - first)
        let last = min(end, Int(revealX.rounded(.down)), canvas.dotWidth - 1)
        guard max(0, first) <= last else { return }
        for x in max(0, first)...last {
            var (top, bottom, covered) = (Int.max, Int.min, 0)
            for points in members {
                guard let index = points.firstIndex(where: { $0.x >= x }) else { continue }
                let point = points[index]
                let span: (Int, Int)
                if point.x == x {
                    let (a, b) = (scene.dotY(point.low), scene.dotY(point.high))
                    span = (min(a, b), max(a, b))
                } else {
                    guard index > 0, point.joinsPrevious else { continue }
                    let before = points[index - 1]
                    let fraction = Double(x - before.x) / Double(point.x - before.x)
                    let (from, to) = (scene.dotY(before.last), scene.dotY(point.first))
                    let y = from + Int((Double(to - from) * fraction).rounded())
                    span = (y, y)
                }
                (top, bottom, covered) = (min(top, span.0), max(bottom, span.1), covered + 1)
            }
            guard covered > 1, top <= bottom else { continue }
            let period = DotBands.shade.count
            for phase in 0..<period where DotBands.shade[phase][x % DotBands.shade[0].count] {
                canvas.set(x: x, from: top + ((phase - top) % period + period) % period, through: bottom, every: period)
            }
        }
    }

    /// Random bands of two to four lines (points close and far apart, some left of the canvas, envelopes,
    /// gaps, values beyond the axis and NaN), drawn in full and in part, on random axes: the same dots in every cell.
    @Test func aBandShadesWhatTheFullReadingShades() {
        var random = SplitMix64(seed: 55)
        for _ in 0..<400 {
            let lower = Double.random(in: -100...100, using: &random)
            let upper = lower + Double.random(in: 0.01...300, using: &random)
            let style: PlotStyle = Bool.random(using: &random) ? .braille : .ascii
            let scene = NearestIntegerTests.scene(rows: Int.random(in: 1...30, using: &random), lower: lower, upper: upper, style: style)
            let (columns, rows) = (scene.layout.plotColumns, scene.layout.plotRows)
            let width = columns * style.dotsPerCell.x
            let lines = (0..<Int.random(in: 2...4, using: &random)).map { _ in
                // Some lines start left of the canvas, as a row gliding out does.
                var x = Int.random(in: -8...8, using: &random)
                var points: [PlotPoint] = []
                while x < width + 4 {
                    func value() -> Double {
                        Int.random(in: 0..<40, using: &random) == 0 ? .nan : Double.random(in: (lower - 20)...(upper + 20), using: &random)
                    }
                    let (a, b) = (value(), value())
                    points.append(PlotPoint(x: x, low: min(a, b), high: max(a, b), first: value(), last: value(),
                                            joinsPrevious: Int.random(in: 0..<8, using: &random) != 0))
                    x += Int.random(in: 1...(Bool.random(using: &random) ? 3 : 40), using: &random)
                }
                return points
            }
            let band = Array(0..<lines.count).shuffled(using: &random)
            let reveal = Bool.random(using: &random) ? Reveal.complete : Reveal(fraction: Double.random(in: 0...1, using: &random), newestSegment: 1)
            var fast = DotCanvas(style: style, columns: columns, rows: rows)
            var full = fast
            DotBands.draw(band, of: lines, scene: scene, reveal: reveal, on: &fast)
            Self.fullReading(band, of: lines, scene: scene, reveal: reveal, on: &full)
            for row in 0..<rows {
                for column in 0..<columns {
                    #expect(fast.glyph(column: column, row: row) == full.glyph(column: column, row: row))
                    #expect(fast.dotRows(column: column, row: row) == full.dotRows(column: column, row: row))
                }
            }
        }
    }
}
