@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A heatmap read back cell by cell (`--heatmap`, issue 45 point 5): random values (one to three series,
/// two peaks, spikes, gaps, negatives; positive on a log axis) drawn by `--once`, live at the edge, paused
/// and zoomed out; the rows each dot column holds taken from the read-back model (`ReadBackHarness.Model`,
/// not the chart's placing), every value binned by hand into the frame's bins (even slices of the axis
/// drawn, of log₁₀ with `--log`, the edges' bins taking what lies beyond), then held against the frame:
/// the drawer's counts equal them bin for bin (none lost, none moved), and each cell's colours (the
/// foreground of `▀` the upper bin, the background the lower; `▄` a lower bin alone) are the steps of
/// those counts on a log scale of the fullest (1 + 7·ln c / ln max), so more is never dimmer.
///
/// ```swift
/// HeatmapReadBack.run(seed: 7)   // [] when the frame shows what its values say
/// ```
enum HeatmapReadBack {
    static func run(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 45)
        let seriesCount = Int.random(in: 1...3, using: &random)
        let isLog = Int.random(in: 0..<4, using: &random) == 0
        let rowCount = Int.random(in: 1...900, using: &random)
        // A row of gaps only is no row of the store's: the model has none either.
        let rows = (0..<rowCount).map { _ in (0..<seriesCount).map { _ in value(isLog: isLog, random: &random) } }
            .filter { !$0.allSatisfy(\.isNaN) }
        guard !rows.isEmpty else { return [] }
        let width = Int.random(in: 24...140, using: &random)
        let height = Int.random(in: 8...40, using: &random)
        var store = SeriesStore(capacity: 100_000)
        store.append(SampleBatch(rows: rows, seriesNames: (0..<seriesCount).map { "s\($0)" }))
        let viewports: [ChartViewport] = [
            .fitAll, .follow, .window(endRow: Int.random(in: 1...rows.count, using: &random), rowsPerColumn: Int.random(in: 1...9, using: &random)),
            .recent(.rows(Int.random(in: 1...1000, using: &random))),
        ]
        let viewport = viewports[Int.random(in: 0..<viewports.count, using: &random)]
        var configuration = ChartConfiguration(viewport: viewport, style: .braille)
        configuration.heatmap = true
        configuration.autoscaler.isLogarithmic = isLog
        let frame = ChartRenderer.render(store, configuration: configuration, width: width, height: height,
                                         axis: NiceAxis(autoscaler: configuration.autoscaler))
        let what = "seed \(seed): \(rows.count) rows × \(seriesCount), \(width)×\(height), \(viewport)\(isLog ? ", --log" : "")"
        guard let scene = frame.scenes.first else { return width >= ChartLayout.minimumWidth ? ["\(what): no plot"] : [] }
        return check(scene, grid: frame.grid, store: store, rows: rows, viewport: viewport, what: what)
    }

    /// A latency-like value: two peaks, a rare spike, a gap now and then; never ≤ 0 on a log axis.
    static func value(isLog: Bool, random: inout SplitMix64) -> Double {
        let pick = Double.random(in: 0..<1, using: &random)
        if pick < 0.03 { return .nan }
        let scale = isLog ? 1.0 : (Double.random(in: 0..<1, using: &random) < 0.1 ? -1.0 : 1.0)
        if pick < 0.6 { return scale * Double.random(in: 10..<30, using: &random) }
        if pick < 0.97 { return scale * Double.random(in: 70..<110, using: &random) }
        return Double.random(in: 500..<5000, using: &random)
    }

    static func check(_ scene: ChartScene, grid: CellGrid, store: SeriesStore, rows: [[Double]], viewport: ChartViewport,
                      what: String) -> [String] {
        let layout = scene.layout
        let bins = layout.plotRows * 2
        let dotsAcross = scene.dotsAcross
        let model = ReadBackHarness.Model(rows: rows, rowCount: rows.count, firstKept: 0)
        var expected = Array(repeating: Array(repeating: 0, count: bins), count: layout.plotColumns)
        let (lower, upper) = (scene.axis.lower, scene.axis.upper)
        for (dot, columnRows) in model.rowsByColumn(viewport, dots: layout.plotColumns * dotsAcross).enumerated() {
            for row in columnRows {
                for value in rows[row] where !value.isNaN {
                    var bin = 0
                    if !(scene.configuration.autoscaler.isLogarithmic && value <= 0) {
                        let position = scene.configuration.autoscaler.isLogarithmic ? log10(value) : value
                        let fraction = (position - lower) / (upper - lower)
                        bin = fraction <= 0 ? 0 : min(bins - 1, Int(fraction * Double(bins)))
                    }
                    expected[dot / dotsAcross][bin] += 1
                }
            }
        }
        var failures: [String] = []
        let drawn = HeatmapBins(scene, store: store)
        // A column without values by hand shows none, or a copy of the nearest column of values on its left:
        // a bucket of a spread view widened over its stretch of x (`HeatmapBins.widenSpreadColumns`).
        var left: [Int]?
        for column in 0..<layout.plotColumns {
            if expected[column].contains(where: { $0 > 0 }) {
                left = expected[column]
            } else if let left, (0..<bins).contains(where: { drawn[column: column, bin: $0] > 0 }) {
                expected[column] = left
            }
        }
        for column in 0..<layout.plotColumns {
            for bin in 0..<bins where drawn[column: column, bin: bin] != expected[column][bin] {
                failures.append("\(what): column \(column) bin \(bin) holds \(drawn[column: column, bin: bin]), by hand \(expected[column][bin])")
                if failures.count > 3 { return failures }
            }
        }
        let fullest = expected.flatMap { $0 }.max() ?? 0
        for column in 0..<layout.plotColumns {
            for row in 0..<layout.plotRows {
                let lowerBin = (layout.plotRows - 1 - row) * 2
                let cell = grid[layout.plotX + column, layout.plotY + row]
                let (up, down) = steps(of: cell)
                for (step, count, half) in [(up, expected[column][lowerBin + 1], "upper"), (down, expected[column][lowerBin], "lower")]
                    where !accepts(step: step, count: count, fullest: fullest) {
                    failures.append("\(what): cell \(column),\(row) \(half) shows step \(step) for \(count) of \(fullest) ('\(cell.scalar)')")
                    if failures.count > 3 { return failures }
                }
            }
        }
        return failures
    }

    /// The steps a cell shows: (upper, lower); a cell that is no heat (blank, a grid dot) shows none.
    static func steps(of cell: Cell) -> (Int, Int) {
        let fore = HeatRamp.step(of: cell.style.foreground) ?? 0
        let back = HeatRamp.step(of: cell.style.background) ?? 0
        switch cell.scalar {
        case HeatRamp.upperHalf: return (fore, back)
        case HeatRamp.lowerHalf: return (0, fore)
        default: return (0, 0)
        }
    }

    /// Whether `step` is the step of `count` among counts up to `fullest`: 1 + ⌊7·ln c / ln max⌋ (8 for
    /// all when the fullest is 1), a position within 10⁻⁹ of a whole number taking either side.
    static func accepts(step: Int, count: Int, fullest: Int) -> Bool {
        guard count > 0 else { return step == 0 }
        guard fullest > 1 else { return step == 8 }
        let position = 1 + 7 * log(Double(count)) / log(Double(fullest))
        let near = position.rounded()
        if abs(position - near) < 1e-9 { return step == min(8, Int(near)) || step == min(8, Int(near) - 1) }
        return step == min(8, Int(position.rounded(.down)))
    }
}
