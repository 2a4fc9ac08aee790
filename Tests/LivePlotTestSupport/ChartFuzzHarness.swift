#if canImport(LivePlotChart)
@testable import LivePlotBasics
@testable import LivePlotText
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotCommand
#endif

/// One random chart through the whole drawing stage, as the fuzzers drive it (a seeded pass in
/// `ChartFuzzTests`, a long one in `tools/fuzz/chart`): values across binary64 (subnormals, ±DBL_MAX,
/// ±0, clusters at any scale), every transform, random fixed bounds, sizes, histories and styles, drawn
/// by the `--once` renderer and by the live chart (at the edge, zoomed out and paused with the cursor).
///
/// ```swift
/// ChartFuzzHarness.run(seed: 7)  // [] when nothing went wrong
/// ```
enum ChartFuzzHarness {
    /// What went wrong with the chart that `seed` makes; empty when nothing did. A trap is a crash of
    /// the caller, as it would be of liveplot.
    /// Names as the catalog leaves them: cut at 24 characters, any script.
    static let names = ["cpu", "température °C", String(repeating: "long name ", count: 2) + "lon…", "日本語"]

    static func run(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        var options = Options()
        options.transform = SeriesTransform.Kind.allCases[Int(random.next() % 4)]
        options.style = PlotStyle.allCases[Int(random.next() % UInt64(PlotStyle.allCases.count))]
        options.history = random.next() % 4 == 0 ? 1 + Int(random.next() % 1_000_000_000) : 1 + Int(random.next() % 300)
        options.animation = random.next() % 2 == 0
        if random.next() % 3 == 0 { options.title = ["fuzz", "Température × 2 — 日本"][Int(random.next() % 2)] }
        if random.next() % 3 == 0 { options.unit = ["ms", "B", "°C", "req/s"][Int(random.next() % 4)] }
        switch random.next() % 4 {
        case 0: options.fixedMaximum = randomDouble(&random)
        case 1: options.fixedMinimum = randomDouble(&random)
        case 2:
            let a = randomDouble(&random)
            let b = randomDouble(&random)
            if a != b { (options.fixedMinimum, options.fixedMaximum) = (min(a, b), max(a, b)) }
        default: break
        }
        let width = random.next() % 8 == 0 ? 1 + Int(random.next() % 1000) : 1 + Int(random.next() % 160)
        let height = random.next() % 8 == 0 ? 1 + Int(random.next() % 1000) : 1 + Int(random.next() % 50)
        let seriesCount = 1 + Int(random.next() % 3)
        let rows = Int(random.next() % 400)
        let scale = randomDouble(&random)
        // Lines as a producer writes them (`1.7976931348623157e+308,,5e-324`, an empty field a gap),
        // through the decoder with `-f` now and then: the parser and the chart over the whole range.
        var text = ""
        for _ in 0..<rows {
            var row: [String] = (0..<seriesCount).map { _ in
                switch random.next() % 8 {
                case 0 where seriesCount > 1: return ""
                case 1, 2: return "\(scale)"
                case 3: return "\(scale.nextUp.isFinite ? scale.nextUp : scale)"
                default: return "\(randomDouble(&random))"
                }
            }
            if row.allSatisfy(\.isEmpty) { row[0] = "\(scale)" }
            text += row.joined(separator: ",") + "\n"
        }
        var selection: FieldSelection?
        if random.next() % 4 == 0 {
            let positions = [1, 2, 3, 4, FieldSelection.maximumPosition].shuffled(using: &random).prefix(1 + Int(random.next() % 3))
            selection = FieldSelection(positions.map { .position($0) })
        }
        var decoder = SampleDecoder(selection: selection)
        var batch = SampleBatch()
        Array(text.utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        batch.seriesNames = batch.seriesNames.enumerated().map { index, _ in names[(index + Int(seed)) % names.count] }
        let maximum = options.fixedMaximum.map { "\($0)" } ?? "-"
        let minimum = options.fixedMinimum.map { "\($0)" } ?? "-"
        let fields = selection.map { " -f \($0.fields)" } ?? ""
        let what = "seed \(seed): \(options.transform) -m \(maximum) -M \(minimum) -n \(options.history) \(width)×\(height) "
            + "\(options.style!.rawValue)\(fields)"

        var failures: [String] = []
        var store = runPlan(options).store(recordsArrivals: false, summarizesRanges: false)
        store.append(batch)
        store.checkInvariants()
        for series in store.series where series.statistics.count > 0 {
            let figures = [series.statistics.minimum, series.statistics.maximum, series.statistics.last!, series.statistics.average!]
            if !figures.allSatisfy(\.isFinite) { failures.append("\(what): a figure of finite data is not finite: \(figures)") }
        }
        let static1 = ChartRenderer.render(store, configuration: runPlan(options).configuration(viewport: .fitAll),
                                           width: width, height: height)
        failures += check(static1, store: store, width: width, height: height, asciiOnly: options.style == .ascii, what: what + " --once")

        var chart = runPlan(options).liveChart(colors: .indexed, width: width, height: height)
        chart.ingest(batch, at: .zero)
        _ = chart.render(at: .milliseconds(40))
        failures += check(chart.grid(at: .seconds(5)), store: chart.store, width: width, height: height, asciiOnly: options.style == .ascii, what: what + " live")
        chart.press(.zoomOut, at: .seconds(6))
        _ = chart.render(at: .seconds(6))
        chart.press(.space, at: .seconds(7))
        chart.press(.left, at: .seconds(7))
        chart.press(.pageUp, at: .seconds(7))
        _ = chart.render(at: .seconds(7))
        failures += check(chart.grid(at: .seconds(8)), store: chart.store, width: width, height: height, asciiOnly: options.style == .ascii, what: what + " paused")
        return failures
    }

    /// A Double from anywhere in binary64: random bits (finite), a power of ten, a subnormal, an extreme.
    static func randomDouble(_ random: inout SplitMix64) -> Double {
        switch random.next() % 6 {
        case 0:
            var value = Double(bitPattern: random.next())
            while !value.isFinite { value = Double(bitPattern: random.next()) }
            return value
        case 1: return [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
                        -.leastNonzeroMagnitude, .leastNormalMagnitude, 0, -0.0, 1e308, -1e308, .leastNonzeroMagnitude * 3, .leastNonzeroMagnitude * 2024][Int(random.next() % 11)]
        case 2: return Double(bitPattern: random.next() % 0x10_0000_0000_0000) * (random.next() % 2 == 0 ? 1 : -1)
        case 3: return DecimalPower.value(Int(random.next() % 617) - 308) * (random.next() % 2 == 0 ? 1 : -1)
        default: return Double(Int64(bitPattern: random.next()) % 2000) / 10
        }
    }

    /// A grid of the size asked; with room for a chart and data, axes with labels and a status line of
    /// finite figures.
    static func check(_ grid: CellGrid, store: SeriesStore, width: Int, height: Int, asciiOnly: Bool, what: String) -> [String] {
        var failures: [String] = []
        if asciiOnly, let cell = grid.cells.first(where: { $0.scalar.value >= 0x80 }) {
            failures.append("\(what): '\(cell.scalar)' in the ASCII style")
        }
        if grid.width != width || grid.height != height { failures.append("\(what): grid \(grid.width)×\(grid.height)") }
        let text = grid.plainText()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        where TerminalText(String(line)).width > width {
            failures.append("\(what): a row wider than \(width): \(line)")
        }
        for word in ["nan", "inf"] where text.contains(word) { failures.append("\(what): '\(word)' shown\n\(text)") }
        let hasData = store.series.contains { $0.statistics.count > 0 }
        if width >= 40, height >= 8 {
            // Figures (`n=12`), the legend's compact entries (`● cpu=12`), the cursor's (`● cpu≈12`), at least the names (`● cpu`), or their count (`+2 more`).
            if !text.contains(where: { "=≈~●*".contains($0) }), !text.contains(" more") { failures.append("\(what): no status\n\(text)") }
            if hasData, !text.contains(where: { "└+".contains($0) }) { failures.append("\(what): no x axis\n\(text)") }
            if hasData, !text.contains(where: { "┤+".contains($0) }) { failures.append("\(what): no y label\n\(text)") }
        }
        return failures
    }
}
