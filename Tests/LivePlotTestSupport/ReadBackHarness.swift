#if canImport(LivePlotChart)
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotCommand
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The chart read back dot by dot (issue "The chart never lies"): a random chart is drawn, by the
/// `--once` renderer or by the live chart at the edge, paused and zoomed, and each frame is read back
/// (`FrameReader`) and held against a brute-force model of what it must show: which rows each dot column
/// holds, and where their values go on the axis the frame was drawn with. A seeded pass runs in
/// `ReadBackTests`, a long one in `tools/fuzz/readback`.
///
/// For every frame it checks that
/// - each y label stands in the row of its value, inside the range drawn;
/// - the range drawn spans every value shown, or the column of a value beyond a fixed bound is marked;
/// - each column's samples reach exactly their lowest and highest dot and every dot between (the envelope
///   hides nothing), and no dot stands where no sample nor a line between two neighbours goes (it invents
///   nothing): a gap in the data, which draws no line, stays a gap;
/// - the dots of two neighbouring points of a series are joined, with no gap between them;
/// - a block bar stands exactly as high as the highest value of its column.
///
/// ```swift
/// ReadBackHarness.run(seed: 7)  // [] when the frames show what they must
/// ```
enum ReadBackHarness {
    /// How the chart is looked at.
    enum View: CustomStringConvertible {
        case once
        case live
        var description: String { self == .once ? "--once" : "live" }
    }

    /// One random chart: its rows (a value per series, `nan` where a line said nothing of a series,
    /// `GapMarker.value` for an empty field; every row holds a number), how it is drawn, and where.
    struct Case: CustomStringConvertible {
        var rows: [[Double]]
        var style: PlotStyle
        var width: Int
        var height: Int
        var history: Int
        var fixedMinimum: Double?
        var fixedMaximum: Double?
        var view: View
        /// A panel per series (`--split`), each read back on its own axis.
        var split = false
        /// A logarithmic axis (`--log`): values ≤ 0 at its bottom edge, marked.
        var logarithmic = false
        var seriesCount: Int { rows.first?.count ?? 0 }
        var description: String {
            "\(view) \(style) \(width)×\(height) \(rows.count) rows × \(seriesCount) series, -n \(history)"
                + (fixedMinimum.map { " -m \($0)" } ?? "") + (fixedMaximum.map { " -M \($0)" } ?? "") + (split ? " --split" : "") + (logarithmic ? " --log" : "")
        }
    }

    static func run(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        var chart = makeCase(&random)
        // A third of the charts of several series split, decided by the seed alone so that every other
        // seed draws the chart it always has.
        chart.split = chart.seriesCount > 1 && seed % 3 == 1
        // A fifth on a logarithmic axis, which holds bounds above 0 only.
        if seed % 5 == 3 {
            chart.logarithmic = true
            if let minimum = chart.fixedMinimum, minimum <= 0 { chart.fixedMinimum = nil }
            if let maximum = chart.fixedMaximum, maximum <= 0 { chart.fixedMaximum = nil }
        }
        return check(chart, random: &random).map { "seed \(seed): \(chart): \($0)" }
    }

    // MARK: Random charts

    static func makeCase(_ random: inout SplitMix64) -> Case {
        let seriesCount = random.next() % 10 < 6 ? 1 : 2 + Int(random.next() % 3)
        let lengths = [8, 100, 1000, 5000]
        let length = 1 + Int(random.next() % UInt64(lengths[Int(random.next() % 4)]))
        var columns = (0..<seriesCount).map { _ in series(length: length, &random) }
        if seriesCount > 1 {
            // Series that take turns (a line each, `key=value`), and gaps: runs of empty fields.
            let takesTurns = random.next() % 3 == 0
            for index in 0..<seriesCount {
                var row = 0
                while row < length {
                    if takesTurns, row % seriesCount != index { columns[index][row] = .nan }
                    if random.next() % 40 == 0 {
                        let run = 1 + Int(random.next() % 30)
                        for gap in row..<min(length, row + run) { columns[index][gap] = GapMarker.value }
                        row += run
                    }
                    row += 1
                }
            }
        }
        var rows = (0..<length).map { row in columns.map { $0[row] } }
        for row in rows.indices where !rows[row].contains(where: { !$0.isNaN }) { rows[row][0] = Double(row % 7) }
        let style = PlotStyle.allCases[Int(random.next() % UInt64(PlotStyle.allCases.count))]
        // Mostly ordinary sizes, some at the edges: 12×3 … 300×100.
        let width: Int
        let height: Int
        switch random.next() % 10 {
        case 0: (width, height) = (12 + Int(random.next() % 8), 3 + Int(random.next() % 4))
        case 1: (width, height) = (150 + Int(random.next() % 151), 40 + Int(random.next() % 61))
        default: (width, height) = (12 + Int(random.next() % 130), 3 + Int(random.next() % 40))
        }
        let history = random.next() % 4 == 0 ? 1 + Int(random.next() % UInt64(max(1, length))) : 100_000
        var fixedMinimum: Double?
        var fixedMaximum: Double?
        if random.next() % 6 == 0 {
            let values = rows.joined().filter { !$0.isNaN }.sorted()
            let low = values[Int(random.next() % UInt64(values.count))]
            let high = values[Int(random.next() % UInt64(values.count))]
            switch random.next() % 3 {
            case 0: fixedMinimum = low
            case 1: fixedMaximum = high
            default:
                if low < high { (fixedMinimum, fixedMaximum) = (low, high) } else { fixedMaximum = high }
            }
        }
        return Case(rows: rows, style: style, width: width, height: height, history: history,
                    fixedMinimum: fixedMinimum, fixedMaximum: fixedMaximum, view: random.next() % 2 == 0 ? .once : .live)
    }

    /// A series: a wave, a constant, steps, or noise, at any scale and offset, with spikes.
    static func series(length: Int, _ random: inout SplitMix64) -> [Double] {
        let scale = [0.001, 1, 100, 1e6][Int(random.next() % 4)]
        let base = Double(Int64(bitPattern: random.next()) % 1000) * scale / 10
        let kind = random.next() % 5
        let period = 3 + Double(random.next() % 40)
        return (0..<length).map { index in
            switch random.next() % 25 {
            case 0: return base + scale * 50
            case 1: return base - scale * 20
            default: break
            }
            switch kind {
            case 0: return base
            case 1: return base + scale * Double((index / Int(period)) % 5)
            case 2: return base + scale * (Double(random.next() % 1000) / 100 - 5)
            default: return base + scale * 5 * sin(Double(index) / period)
            }
        }
    }

    // MARK: Drawing it

    static func options(_ chart: Case) -> Options {
        var options = Options()
        options.style = chart.style
        options.history = chart.history
        options.fixedMinimum = chart.fixedMinimum
        options.fixedMaximum = chart.fixedMaximum
        options.split = chart.split
        options.logarithmic = chart.logarithmic
        // Frames checked as they are drawn: the draw-in shows a line in part by design, its own tests say how.
        options.animation = false
        return options
    }

    static func batch(_ rows: ArraySlice<[Double]>, seriesCount: Int) -> SampleBatch {
        SampleBatch(rows: Array(rows), seriesNames: (1...seriesCount).map(String.init))
    }

    /// Draws the chart as its case says and checks every frame drawn.
    static func check(_ chart: Case, random: inout SplitMix64) -> [String] {
        let options = options(chart)
        switch chart.view {
        case .once:
            var store = runPlan(options).store(recordsArrivals: false)
            store.append(batch(chart.rows[...], seriesCount: chart.seriesCount))
            let configuration = runPlan(options).configuration(viewport: .fitAll)
            let frame = ChartRenderer.render(store, configuration: configuration, width: chart.width, height: chart.height,
                                             axis: NiceAxis(autoscaler: configuration.autoscaler))
            let model = Model(rows: chart.rows, rowCount: chart.rows.count, history: chart.history)
            // `--once` draws the autoscaler's axis for the values shown.
            let nice = { (reader: FrameReader, shown: (low: Double, high: Double)?) -> (lower: Double, upper: Double)? in
                var autoscaler = Autoscaler(options.bounds)
                autoscaler.isLogarithmic = chart.logarithmic
                // Free bounds fit the rows at the style's resolution (`AxisTicks.evenRows`).
                autoscaler.dotsPerRow = configuration.style.dotsPerCell.y
                let range = autoscaler.coordinates(of: shown)
                let axis = autoscaler.axis(low: range.low, high: range.high, rows: reader.plotRows)
                return (axis.lower, axis.upper)
            }
            guard frame.panels.isEmpty else {
                return checkPanels(frame.grid, panels: frame.panels, chart: chart, model: model, viewport: .fitAll) { _ in nice }
            }
            return checkFrame(frame.grid, chart: chart, model: model, viewport: .fitAll, axis: nice)
        case .live:
            var live = runPlan(options).liveChart(colors: .indexed, width: chart.width, height: chart.height)
            var failures: [String] = []
            var now = Duration.zero
            var fed = 0
            func frame(_ what: String) {
                let grid = live.grid(at: now)
                let model = Model(rows: chart.rows, rowCount: fed, history: chart.history)
                let viewport = live.view.viewport(rowCount: fed)
                let axis = live.shownAxis
                if !live.shownPanels.isEmpty {
                    failures += checkPanels(grid, panels: live.shownPanels, chart: chart, model: model, viewport: viewport) { panel in
                        { _, _ in (panel.axis.lower, panel.axis.upper) }
                    }.map { "\(what) at \(now), \(viewport): \($0)" }
                    return
                }
                failures += checkFrame(grid, chart: chart, model: model, viewport: viewport) { _, _ in
                    axis.map { ($0.lower, $0.upper) }
                }.map { "\(what) at \(now), \(viewport): \($0)" }
            }
            // The rows in a few batches, a frame after each, then frames while the axis glides and settles.
            let batches = 1 + Int(random.next() % 4)
            for index in 0..<batches {
                let end = chart.rows.count * (index + 1) / batches
                guard end > fed else { continue }
                live.ingest(batch(chart.rows[fed..<end], seriesCount: chart.seriesCount), at: now)
                fed = end
                frame("the edge after batch \(index + 1)")
                now += .milliseconds(Int64(random.next() % 400))
            }
            for wait in [100, 1200, 300] {
                now += .milliseconds(wait)
                frame("the edge")
            }
            // Keys: zoomed out (at the edge and scrolled back), paused a page back, home, and back to the edge.
            let keys: [[Key]] = [
                Array(repeating: .zoomOut, count: 1 + Int(random.next() % 6)),
                [.pageUp],
                [.home],
                [.pageDown, .zoomIn],
                [.end, .zoomIn, .zoomIn, .zoomIn, .zoomIn, .zoomIn, .zoomIn],
            ]
            for step in keys {
                for key in step { live.press(key, at: now) }
                for wait in [0, 100, 1300] {
                    now += .milliseconds(wait)
                    frame("after \(step)")
                }
                if failures.count > 3 { break }
            }
            return failures
        }
    }

    /// Each panel of a split frame read back as a chart of its own: its plot rows over the shared x
    /// axis, held against the model of its series alone, on the axis `axis` gives for it.
    static func checkPanels(
        _ grid: CellGrid, panels: [DrawnPanel], chart: Case, model: Model, viewport: ChartViewport,
        axis: (DrawnPanel) -> (FrameReader, (low: Double, high: Double)?) -> (lower: Double, upper: Double)?
    ) -> [String] {
        guard let bottom = panels.last else { return ["no panel"] }
        let xAxisRow = bottom.plotY + bottom.plotRows
        var failures: [String] = []
        // The panels' plots line up: every one starts at the column of the widest labels.
        let frame = chart.style.frame
        let starts = Set(panels.map { panel in
            (0..<grid.width).first { [frame.vertical, frame.verticalTick].contains(grid[$0, panel.plotY].scalar) && grid[$0, panel.plotY].style == .axis }
        })
        if starts.count != 1 { failures.append("the panels' y axes stand in different columns \(starts)\n\(grid.plainText())") }
        for (index, panel) in panels.enumerated() {
            // The panel's plot, then the x axis under the bottom one, its labels' row and the status's.
            var sub = CellGrid(width: grid.width, height: panel.plotRows + 3)
            for y in 0..<panel.plotRows {
                for x in 0..<grid.width { sub[x, y] = grid[x, panel.plotY + y] }
            }
            for x in 0..<grid.width { sub[x, panel.plotRows] = grid[x, xAxisRow] }
            var part = chart
            part.rows = chart.rows.map { row in panel.series.map { row[$0] } }
            part.height = sub.height
            let partModel = Model(rows: part.rows, rowCount: model.rowCount, firstKept: model.firstKept)
            failures += checkFrame(sub, chart: part, model: partModel, viewport: viewport, axis: axis(panel))
                .map { "panel \(index + 1) of series \(panel.series): \($0)" }
            if failures.count > 3 { break }
        }
        return failures
    }

    // MARK: The model

    /// What a frame must show, worked out from the rows alone.
    struct Model {
        let rows: [[Double]]
        /// The rows fed so far, and of them the first kept.
        let rowCount: Int
        let firstKept: Int

        init(rows: [[Double]], rowCount: Int, history: Int) {
            self.init(rows: rows, rowCount: rowCount, firstKept: max(0, rowCount - history))
        }

        init(rows: [[Double]], rowCount: Int, firstKept: Int) {
            self.rows = rows
            self.rowCount = rowCount
            self.firstKept = firstKept
        }

        /// The rows (0-based, as fed) each of `dots` dot columns holds for a viewport.
        func rowsByColumn(_ viewport: ChartViewport, dots: Int) -> [[Int]] {
            var columns = Array(repeating: [Int](), count: dots)
            let kept = rowCount - firstKept
            guard kept > 0, dots > 0 else { return columns }
            /// Rows `firstKept..<end` spread: the first row in the first column, the last in the last.
            func spread(to end: Int) -> [[Int]] {
                var columns = Array(repeating: [Int](), count: dots)
                let count = end - firstKept
                for index in 0..<count {
                    let column = count == 1 ? dots - 1 : Int((Double(index) * Double(dots - 1) / Double(count - 1)).rounded())
                    columns[column].append(firstKept + index)
                }
                return columns
            }
            switch viewport {
            case .fitAll where kept <= dots, .follow where kept <= dots:
                // Fewer rows than columns: spread, live as once.
                columns = spread(to: rowCount)
            case .recent(.rows(let span)) where kept <= min(span, dots):
                // Fewer rows kept than the span and the columns: spread as the live edge.
                columns = spread(to: rowCount)
            case .window(let endRow, 1) where min(max(endRow, 1), rowCount) - firstKept <= dots
                && min(max(endRow, 1), rowCount) > firstKept:
                // Paused at one row a column over fewer rows than columns: spread as the live view was.
                columns = spread(to: min(max(endRow, 1), rowCount))
            case .fitAll:
                // Binned: column c holds an equal share, in order.
                for column in 0..<dots {
                    columns[column] = Array((firstKept + column * kept / dots)..<(firstKept + (column + 1) * kept / dots))
                }
            case .follow:
                columns = rowsByColumn(.window(endRow: rowCount, rowsPerColumn: 1), dots: dots)
            case .recent(.rows(let span)) where span >= dots:
                columns = rowsByColumn(.window(endRow: rowCount, rowsPerColumn: (span + dots - 1) / dots), dots: dots)
            case .recent(.rows(let span)):
                // The last `span` rows spread as if all were there, the newest in the last column.
                for row in max(firstKept, rowCount - span)..<rowCount {
                    let index = row - (rowCount - span)
                    columns[span == 1 ? dots - 1 : Int((Double(index * (dots - 1)) / Double(span - 1)).rounded())].append(row)
                }
            case .recent(.seconds):
                preconditionFailure("the model's rows have no x")
            case .window(let endRow, let rowsPerColumn):
                // Aligned blocks of rows, the block of the newest row shown in the last column.
                let end = min(max(endRow, 1), rowCount)
                let lastBlock = (end - 1) / rowsPerColumn
                for column in 0..<dots {
                    let block = lastBlock - (dots - 1 - column)
                    let lower = max(block * rowsPerColumn, firstKept)
                    let upper = min((block + 1) * rowsPerColumn, end)
                    if lower < upper { columns[column] = Array(lower..<upper) }
                }
            }
            return columns
        }
    }

    /// One series' samples in one dot column.
    struct Point {
        var column: Int
        var low: Double
        var high: Double
        /// The column's first and last numbers, in the order of its rows.
        var first: Double
        var last: Double
        /// Whether the line joins this point to the series' point before it (no gap between).
        var joinsPrevious: Bool
    }

    /// Each series' points for `columns`: a column's numbers as their min and max; a column of no number
    /// that holds a gap breaks the line.
    static func points(_ model: Model, columns: [[Int]]) -> [[Point]] {
        let seriesCount = model.rows.first?.count ?? 0
        return (0..<seriesCount).map { series in
            var points: [Point] = []
            var isBroken = false
            for (column, rows) in columns.enumerated() {
                let values = rows.map { model.rows[$0][series] }
                let numbers = values.filter { !$0.isNaN }
                guard let low = numbers.min(), let high = numbers.max() else {
                    if values.contains(where: GapMarker.marks) { isBroken = true }
                    continue
                }
                points.append(Point(column: column, low: low, high: high, first: numbers.first!, last: numbers.last!,
                                    joinsPrevious: !points.isEmpty && !isBroken))
                isBroken = false
            }
            return points
        }
    }

    // MARK: The checks

    /// Reads `grid` back and holds it against the model; `axis` gives the range the frame was drawn with,
    /// from the reader and the range of the values shown.
    static func checkFrame(
        _ grid: CellGrid, chart: Case, model: Model, viewport: ChartViewport,
        axis: (FrameReader, (low: Double, high: Double)?) -> (lower: Double, upper: Double)?
    ) -> [String] {
        let style = chart.style
        guard chart.width >= ChartLayout.minimumWidth, chart.height >= ChartLayout.minimumHeight else { return [] }
        let reader: FrameReader
        if let axed = FrameReader(grid, style: style) {
            reader = axed
        } else {
            // Too small for axes: the plot is every row above the status, the first row with a letter or a
            // digit in it (ASCII's marker `o` and clip mark `v` aside).
            let rows = (0..<grid.height).first { y in
                (0..<grid.width).contains { x in
                    let scalar = grid[x, y].scalar
                    return scalar.properties.isAlphabetic && scalar.isASCII && !["o", "v"].contains(scalar)
                        || ("0"..."9").contains(scalar)
                }
            } ?? grid.height - 1
            reader = FrameReader(unaxed: grid, style: style, rows: rows)
        }
        guard reader.plotRows > 0, reader.plotColumns > 0 else { return ["no plot in\n\(grid.plainText())"] }
        if model.rowCount > 0, chart.height >= 8, chart.width >= 20, !reader.hasAxes {
            return ["no axes found in\n\(grid.plainText())"]
        }
        let columns = model.rowsByColumn(viewport, dots: reader.dotColumns)
        let points = points(model, columns: columns)
        // On a logarithmic axis, the values above 0: a column's lowest such is its low, else its first,
        // last or high (a column's envelope is all the renderer keeps).
        let shownValues = points.joined().flatMap { point -> [Double] in
            guard chart.logarithmic else { return [point.low, point.high] }
            return point.high > 0 ? [[point.low, point.first, point.last, point.high].filter { $0 > 0 }.min()!, point.high] : []
        }
        let shown = shownValues.min().map { (low: $0, high: shownValues.max()!) }
        /// Where a value stands on the axis: itself, or its log₁₀ (nil at or below 0).
        func position(_ value: Double) -> Double? {
            guard chart.logarithmic else { return value }
            return value > 0 ? Logarithm.log10(value) : nil
        }
        guard let (lower, upper) = axis(reader, shown) else {
            return model.rowCount == 0 ? [] : ["no axis drawn"]
        }
        var failures: [String] = []
        func fail(_ message: String) {
            if failures.count < 4 { failures.append("\(message)\n\(grid.plainText())") }
        }
        let dotRows = reader.dotRows
        // A value's dot row, from the top: its fraction of the axis, to the nearest dot, clipped to the plot.
        func dotRow(_ value: Double) -> Int {
            guard let value = position(value) else { return dotRows - 1 }
            let fromBottom = (AxisTicks.fraction(of: value, lower: lower, upper: upper) * Double(dotRows - 1)).rounded()
            return dotRows - 1 - Int(max(0, min(Double(dotRows - 1), fromBottom)))
        }

        // Labels: each in its value's row, inside the range drawn.
        for (row, text) in reader.labels {
            guard let value = FrameReader.number(text) else {
                fail("label '\(text)' is no number")
                continue
            }
            // The label's digits may stand for a tick a rounding away (0.3µ): either row will do.
            let rows = [value, value * (1 - 1e-12), value * (1 + 1e-12)].map { dotRow($0) / reader.dotsDown }
            if !rows.contains(row) { fail("label \(text) in row \(row), its value's row is \(rows[0]) (axis \(lower)…\(upper))") }
            // Inside the range drawn, give or take half a dot (a tick at 0 of a range from 0.06 to 10⁸).
            let slack = (upper / 2 - lower / 2) / Double(max(1, dotRows - 1))
            guard let at = position(value) else {
                fail("label \(text) at or below 0 on a logarithmic axis")
                continue
            }
            if at < lower - slack || at > upper + slack { fail("label \(text) outside the range drawn, \(lower)…\(upper)") }
        }
        if reader.hasAxes, reader.plotRows >= 2, reader.labels.isEmpty, model.rowCount > 0 { fail("no y label") }

        // The range drawn spans every value shown, or marks the column of one beyond a fixed bound.
        for point in points.joined() {
            let x = point.column
            if chart.logarithmic {
                // At or below 0: at the bottom edge, marked. Above: within the range, or beyond a fixed bound, marked.
                if point.low <= 0, reader.cell(x: x, y: dotRows - 1).scalar != style.frame.below {
                    fail("dot column \(x): \(point.low) at or below 0 on a logarithmic axis, not marked")
                }
                let positive = [point.low, point.first, point.last, point.high].filter { $0 > 0 }
                if let high = positive.max(), Logarithm.log10(high) > upper, !(chart.fixedMaximum.map { high > $0 } ?? false) {
                    fail("dot column \(x): \(high) above the range drawn, \(lower)…\(upper)")
                }
                // A column reaching 0 or below draws its envelope from the bottom edge: every value above 0
                // in it stands within that, wherever the axis begins.
                if point.low > 0, Logarithm.log10(point.low) < lower, !(chart.fixedMinimum.map { point.low < $0 } ?? false) {
                    fail("dot column \(x): \(point.low) below the range drawn, \(lower)…\(upper)")
                }
                continue
            }
            if point.high > upper {
                if let maximum = chart.fixedMaximum, point.high > maximum {
                    if reader.cell(x: x, y: 0).scalar != style.frame.above { fail("dot column \(x): \(point.high) above -M, not marked") }
                } else {
                    fail("dot column \(x): \(point.high) above the range drawn, \(lower)…\(upper)")
                }
            }
            if point.low < lower {
                if let minimum = chart.fixedMinimum, point.low < minimum {
                    if reader.cell(x: x, y: dotRows - 1).scalar != style.frame.below { fail("dot column \(x): \(point.low) below -m, not marked") }
                } else {
                    fail("dot column \(x): \(point.low) below the range drawn, \(lower)…\(upper)")
                }
            }
        }
        guard failures.isEmpty else { return failures }

        if style == .blocks {
            checkBars(reader, points: points, dotRow: dotRow, fail: fail)
        } else {
            checkLines(reader, points: points, dotRow: dotRow, fail: fail)
        }
        return failures
    }

    /// Blocks: each column's tallest bar as high as its highest value, each series' bar top where its
    /// value puts it, and no bar where no sample is.
    static func checkBars(_ reader: FrameReader, points: [[Point]], dotRow: (Double) -> Int, fail: (String) -> Void) {
        let dotRows = reader.dotRows
        var tops = Array(repeating: [Int](), count: reader.plotColumns)
        for series in points {
            for point in series { tops[point.column].append(dotRows - dotRow(point.high)) }
        }
        for column in 0..<reader.plotColumns {
            let tallest = tops[column].max() ?? 0
            let drawn = reader.tallestBar(column: column)
            // A clip mark in the bottom cell hides a bar that tops out in that cell.
            let hiddenByMark = reader.isMark(x: column, y: dotRows - 1) && drawn <= 1 && tallest <= 8
            if drawn != tallest, !hiddenByMark {
                fail("bar \(column) \(drawn) eighths high, its highest value's is \(tallest)")
                return
            }
            // A shorter series' bar stands in front: its top cell shows its own eighths, unless a taller
            // one tops out in the same cell (which then shows, the column's highest).
            for top in tops[column] {
                let row = reader.plotRows - 1 - (top - 1) / 8
                let topInCell = top - (reader.plotRows - 1 - row) * 8
                let tallerInCell = tops[column].contains { $0 > top && ($0 - 1) / 8 == (top - 1) / 8 }
                if !tallerInCell, !reader.isMark(x: column, y: row * 8), reader.eighths(ofCellAt: column, row: row) != topInCell {
                    fail("bar \(column): a series' top of \(top) eighths not shown in row \(row)")
                    return
                }
            }
        }
    }

    /// Braille and ASCII lines: envelopes whole, nothing beyond them and the lines between neighbours,
    /// and neighbours joined.
    static func checkLines(_ reader: FrameReader, points: [[Point]], dotRow: (Double) -> Int, fail: (String) -> Void) {
        let dotColumns = reader.dotColumns
        let dotRows = reader.dotRows
        // The rows each dot column may have dots in: its points' envelopes, and the lines through it.
        var allowed = Array(repeating: [ClosedRange<Int>](), count: dotColumns)
        var joins: [(from: Point, to: Point)] = []
        for series in points {
            for (index, point) in series.enumerated() {
                let envelope = dotRow(point.high)...dotRow(point.low)
                allowed[point.column].append(envelope)
                // Every dot of the envelope, its lowest and highest sample's included.
                for y in envelope where !reader.isSet(x: point.column, y: y) {
                    fail("dot column \(point.column): dot \(y) of its samples' \(point.low)…\(point.high) (dots \(envelope)) not set")
                    return
                }
                guard index > 0, point.joinsPrevious else { continue }
                let previous = series[index - 1]
                joins.append((previous, point))
                let from = dotRow(previous.high)...dotRow(previous.low)
                let to = envelope
                let span = Double(point.column - previous.column)
                for x in previous.column...point.column {
                    // The line leaves somewhere in one envelope and arrives somewhere in the other: in column x
                    // it lies between the straight lines joining their tops and their bottoms, half a column
                    // either way, a dot either side for the rounding.
                    let early = max(0, (Double(x - previous.column) - 0.5) / span)
                    let late = min(1, (Double(x - previous.column) + 0.5) / span)
                    func at(_ t: Double, _ a: Int, _ b: Int) -> Double { Double(a) + (Double(b) - Double(a)) * t }
                    let top = min(at(early, from.lowerBound, to.lowerBound), at(late, from.lowerBound, to.lowerBound))
                    let bottom = max(at(early, from.upperBound, to.upperBound), at(late, from.upperBound, to.upperBound))
                    let lowest = max(0, min(from.lowerBound, to.lowerBound), Int(top.rounded(.down)) - 1)
                    let highest = min(dotRows - 1, max(from.upperBound, to.upperBound), Int(bottom.rounded(.up)) + 1)
                    allowed[x].append(lowest...highest)
                }
            }
        }
        // Nothing drawn beyond: a gap in the data, which no line crosses, stays empty.
        var isAllowed = Array(repeating: false, count: dotRows)
        for x in 0..<dotColumns {
            for index in 0..<dotRows { isAllowed[index] = false }
            for range in allowed[x] {
                for y in range { isAllowed[y] = true }
            }
            for y in 0..<dotRows where !isAllowed[y] && reader.isSet(x: x, y: y) && !reader.isMark(x: x, y: y) {
                if reader.isASCIIVertical(x: x, y: y) {
                    // `|` says two levels or more: enough that two of the cell's may be drawn.
                    let cellTop = y - y % 3
                    if (cellTop..<(cellTop + 3)).filter({ isAllowed[$0] }).count >= 2 { continue }
                }
                fail("dot (\(x), \(y)) drawn where no sample or line goes (allowed \(allowed[x]))")
                return
            }
        }
        // Neighbours joined: the dots of the columns between connect one envelope to the other.
        for (from, to) in joins where !connected(reader, from: from, to: to, dotRow: dotRow) {
            fail("dot columns \(from.column) and \(to.column) not joined")
            return
        }
    }

    /// Whether set dots, stepping to any of their eight neighbours within columns `from…to`, lead from
    /// `from`'s envelope to `to`'s.
    static func connected(_ reader: FrameReader, from: Point, to: Point, dotRow: (Double) -> Int) -> Bool {
        let start = dotRow(from.high)...dotRow(from.low)
        let goal = dotRow(to.high)...dotRow(to.low)
        let width = to.column - from.column + 1
        let rows = reader.dotRows
        var seen = Array(repeating: false, count: width * rows)
        var stack: [(x: Int, y: Int)] = []
        for y in start where reader.isSet(x: from.column, y: y) {
            seen[y] = true
            stack.append((from.column, y))
        }
        while let (x, y) = stack.popLast() {
            if x == to.column, goal.contains(y) { return true }
            for dx in -1...1 {
                for dy in -1...1 {
                    let nx = x + dx
                    let ny = y + dy
                    guard nx >= from.column, nx <= to.column, ny >= 0, ny < rows else { continue }
                    let index = (nx - from.column) * rows + ny
                    guard !seen[index], reader.isSet(x: nx, y: ny) else { continue }
                    seen[index] = true
                    stack.append((nx, ny))
                }
            }
        }
        return false
    }
}
