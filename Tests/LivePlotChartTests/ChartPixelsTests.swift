import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// A chart's plots as pixels (`ChartFrame.plots(reveal:cursor:)`, `PlotRasterizer`): drawn in as the
/// reveal says, the cursor's column, few colours for a busy chart; and without reveal or cursor, the
/// very plots the SVG picture draws.
@Suite struct ChartPixelsTests {
    static let cell = CellPixels(width: 10, height: 20)!

    /// Four series of buckets (min and max of two inputs: two bands), a reference line, the grid.
    static func busyFrame(reveal: Reveal = .complete, overlay: ChartOverlay = ChartOverlay(), style: PlotStyle = .braille)
        -> ChartFrame<NiceAxis> {
        var store = SeriesStore(capacity: 2000, bucketing: BucketStage(span: .seconds(1), measure: .stats([.min, .max]), transform: .raw, arrivalEpoch: 0))
        var generator = SplitMix64(seed: 46)
        var rows: [[Double]] = []
        var xs: [Double] = []
        var level = (20.0, 35.0)
        for index in 0..<1200 {
            level.0 += Double.random(in: -1...1, using: &generator)
            level.1 += Double.random(in: -1...1, using: &generator)
            rows.append([level.0 + Double.random(in: -3...3, using: &generator), level.1 + Double.random(in: -3...3, using: &generator)])
            xs.append(100 + Double(index) / 10)
        }
        store.append(SampleBatch(rows: rows, seriesNames: ["a", "b"], xs: xs))
        store.finishInput()
        let configuration = ChartConfiguration(autoscaler: Autoscaler(referenceLines: [30]), style: style)
        return ChartRenderer.render(store, configuration: configuration, reveal: reveal, overlay: overlay, width: 120, height: 40,
                                    axis: NiceAxis(autoscaler: configuration.autoscaler))
    }

    /// Without reveal or cursor the plots are the SVG picture's (`-o`), path for path, point for point, but
    /// for the y moved to the label rows (below).
    @Test func completeAndWithoutCursorTheyAreThePictures() {
        let frame = Self.busyFrame()
        let plots = frame.plots(reveal: .complete, cursor: nil)
        let pictured = frame.scenes.map { PlotSketch.plot(of: $0, in: frame.grid).alignedToLabelRows() }
        #expect(plots.count == 1 && plots.count == pictured.count)
        for (plot, picture) in zip(plots, pictured) {
            #expect(plot.paths.map(\.kind) == picture.paths.map(\.kind))
            #expect(plot.paths.map { $0.runs.map { $0.map { [$0.x, $0.y] } } } == picture.paths.map { $0.runs.map { $0.map { [$0.x, $0.y] } } })
            #expect(!plot.paths.contains { $0.kind == .cursor })
        }
    }

    /// The pixels lie under text that cannot move: each grid line stands in the middle of its label's row,
    /// where the axis's `┤` points (a third of a row off before: the ticks' dot rows), the y of all else
    /// moved with it in order, nothing beyond the plot's edges.
    @Test func theGridLinesStandInTheMiddleOfTheirLabelsRows() {
        let frame = Self.busyFrame()
        let plot = frame.plots(reveal: .complete, cursor: nil)[0]
        let exact = frame.scenes.map { PlotSketch.plot(of: $0, in: frame.grid) }[0]
        let rowsOfLabels = Set(exact.labelRows.map(\.row))
        let gridYs = plot.paths.filter { $0.kind == .grid }.map { $0.runs[0][0].y }
        #expect(gridYs.count == exact.labelRows.count && gridYs.count >= 3)
        #expect(exact.labelRows.contains { $0.y != Double($0.row) + 0.5 }, "the exact ticks are off the rows' middles")
        for y in gridYs { #expect(rowsOfLabels.contains(Int(y - 0.5)) && y - 0.5 == y.rounded(.down), "grid line at \(y)") }
        let ys = plot.paths.flatMap { $0.runs.joined().map(\.y) }
        #expect(ys.allSatisfy { $0 >= Double(plot.y) && $0 <= Double(plot.y + plot.rows) })
        // In order: a higher value stays higher.
        for (aligned, original) in zip(plot.paths, exact.paths) where aligned.kind == .data {
            let a = aligned.runs.joined().map(\.y), o = original.runs.joined().map(\.y)
            for i in 1..<min(a.count, 200) { #expect((a[i] < a[i - 1]) == (o[i] < o[i - 1]) || o[i] == o[i - 1]) }
        }
    }

    /// A few buckets spread over the width (`--stat p50,p99 --every 500ms` in its first seconds): their
    /// points stand cells apart but their lines join, and so does the band between them, in pixels and in
    /// the SVG alike (it was cut at every point: no band at all, attacker).
    @Test func aBandJoinsBucketsSpreadApart() {
        var store = SeriesStore(capacity: 2000, bucketing: BucketStage(span: .seconds(1), measure: .stats([.min, .max]), transform: .raw, arrivalEpoch: 0))
        let rows = (0..<60).map { index in [Double(index % 7), 10 + Double(index % 5)] }
        store.append(SampleBatch(rows: rows, seriesNames: ["a", "b"], xs: (0..<60).map { 100 + Double($0) / 10 }))
        store.finishInput()
        let configuration = ChartConfiguration()
        let frame = ChartRenderer.render(store, configuration: configuration, width: 80, height: 16,
                                         axis: NiceAxis(autoscaler: configuration.autoscaler))
        let plot = frame.plots(reveal: .complete, cursor: nil)[0]
        let bands = plot.paths.filter { $0.kind == .band }
        #expect(bands.count >= 1)
        let xs = bands.flatMap { $0.runs.joined().map(\.x) }
        #expect((xs.max() ?? 0) - (xs.min() ?? 0) > Double(plot.columns) / 2, "one band across the buckets: \(xs)")
    }

    /// Under a smoothed line the raw line beyond the alert's threshold is in the alert's colour too, faint,
    /// as the characters draw its spikes (pixels drew them in the series' dim colour: attacker).
    @Test func aSmoothedLinesRawSpikesBeyondTheAlertAreTheAlertsColour() {
        let alert = AlertThreshold(value: 120, isBelow: false)
        var store = SeriesStore(capacity: 1000, smoothing: .rows(20), alert: alert)
        store.append(SampleBatch(values: (0..<300).map { $0 % 97 == 50 ? 140 : 100 + Double($0 % 7) }))
        store.finishInput()
        let configuration = ChartConfiguration(autoscaler: Autoscaler(referenceLines: [120]))
        let frame = ChartRenderer.render(store, configuration: configuration, width: 80, height: 16,
                                         axis: NiceAxis(autoscaler: configuration.autoscaler))
        let plot = frame.plots(reveal: .complete, cursor: nil)[0]
        #expect(plot.paths.contains { $0.kind == .muted && $0.style == .alert && $0.beyond != nil })
    }

    /// A busy chart (4 series, 2 bands, a reference line, the grid, anti-aliased) keeps within 64 colours,
    /// over the terminal's own background and over an opaque one.
    @Test func aBusyChartKeepsFewColours() {
        let plot = Self.busyFrame().plots(reveal: .complete, cursor: nil)[0]
        #expect(Set(plot.paths.map(\.kind)) == [.grid, .reference, .band, .data])
        #expect(plot.paths.filter { $0.kind == .data }.count == 4)
        for background in [PixelColor.clear, PixelColor(red: 18, green: 18, blue: 18)] {
            let image = PlotRasterizer.image(of: plot, cell: Self.cell, background: background, colored: true)
            #expect(image.width == plot.columns * 10 && image.height == plot.rows * 20)
            #expect(image.palette.count <= 64, "\(image.palette.count) colours")
            #expect(image.palette.count >= 4 * Int(PixelCanvas.levels), "the lines' edges are anti-aliased")
        }
        if let path = ProcessInfo.processInfo.environment["LIVEPLOT_PIXELS_PPM"] {
            let image = PlotRasterizer.image(of: plot, cell: Self.cell, background: .clear, colored: true)
            let bytes = PixelPicture.portablePixmap(of: image, over: PixelColor(red: 18, green: 18, blue: 18))
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        }
    }

    /// Drawn in to half the span, no line's pixel stands right of the half (give or take the line's
    /// reach), and some stand near it; the bands stop there too.
    @Test func theRevealAtHalfShowsNothingRightOfTheHalf() {
        let reveal = Reveal(fraction: 0.5)
        let frame = Self.busyFrame(reveal: reveal)
        var plot = frame.plots(reveal: reveal, cursor: nil)[0]
        let whole = frame.plots(reveal: .complete, cursor: nil)[0]
        let span = whole.paths.filter { $0.kind == .data }.flatMap { $0.runs.joined() }.map(\.x)
        let half = span.min()! + (span.max()! - span.min()!) / 2
        plot.paths.removeAll { $0.kind == .grid || $0.kind == .reference }
        let image = PlotRasterizer.image(of: plot, cell: Self.cell, background: .clear, colored: true)
        let halfPixel = (half - Double(plot.x)) * 10
        var rightmost = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] != 0 { rightmost = max(rightmost, x) } }
        #expect(Double(rightmost) <= halfPixel + 2, "a pixel at \(rightmost), the half at \(halfPixel)")
        #expect(Double(rightmost) >= halfPixel - 10, "drawn up to the half")
    }

    /// The cursor: a translucent bar over exactly its dot column (half a cell in braille), in front; none
    /// beyond the plot.
    @Test func theCursorsColumn() {
        let frame = Self.busyFrame(overlay: ChartOverlay(cursor: 41))
        let plot = frame.plots(reveal: .complete, cursor: 41)[0]
        let bar = plot.paths.last!
        #expect(bar.kind == .cursor)
        let xs = bar.runs[0].map(\.x)
        #expect(xs.min()! == Double(plot.x) + 20.5 && xs.max()! == Double(plot.x) + 21)
        var alone = VectorPlot(x: plot.x, y: plot.y, columns: plot.columns, rows: plot.rows)
        alone.paths = [bar]
        let image = PlotRasterizer.image(of: alone, cell: Self.cell, background: .clear, colored: true)
        let drawn = (0..<image.width).filter { image[$0, 0] != 0 }
        #expect(drawn == Array(205..<210))
        #expect(image.color(x: 205, y: image.height - 1).alpha == 77, "30% of the foreground")
        #expect(!frame.plots(reveal: .complete, cursor: 100_000)[0].paths.contains { $0.kind == .cursor })
    }

    /// A heatmap's bins under the cursor: the characters give the cursor's column to its glyphs, but the
    /// pixels draw that column's bins as they were, the bar in front of them.
    @Test func aHeatmapKeepsItsBinsUnderTheCursor() {
        let values = store(HeatmapTests.bimodal(3000))
        let configuration = HeatmapTests.configuration()
        let cursor = 61
        func plot(cursor: Int?) -> VectorPlot {
            ChartRenderer.render(values, configuration: configuration, overlay: ChartOverlay(cursor: cursor), width: 80, height: 24,
                                 axis: NiceAxis(autoscaler: configuration.autoscaler)).plots(reveal: .complete, cursor: cursor)[0]
        }
        let (plain, pointed) = (plot(cursor: nil), plot(cursor: cursor))
        let column = Double(plain.x + cursor / 2)
        /// The bins standing in the cursor's cell column: each its step's colour and its top.
        func bins(_ plot: VectorPlot) -> [String] {
            plot.paths.filter { $0.kind == .cells }.flatMap { path in
                path.runs.filter { $0[0].x == column }.map { "\(path.style.foreground) \($0[0].y)" }
            }.sorted()
        }
        #expect(bins(plain).count > 10, "the column has bins to keep: \(bins(plain))")
        #expect(bins(pointed) == bins(plain))
        #expect(pointed.paths.last?.kind == .cursor)
    }

    /// Points standing apart are marked: the characters with `•`, the pixels with a dot each, in its
    /// line's colour, on the point; the SVG picture as before, with none.
    @Test func spreadPointsAreMarkedWithDots() throws {
        let values = store([3, 7, 4, 9, 5, 8])
        let configuration = ChartConfiguration(viewport: .fitAll)
        let frame = ChartRenderer.render(values, configuration: configuration, width: 60, height: 16,
                                         axis: NiceAxis(autoscaler: configuration.autoscaler))
        #expect(frame.grid.plainText().filter { $0 == "•" }.count == 6, "the characters mark all six")
        let plot = frame.plots(reveal: .complete, cursor: nil)[0]
        let line = plot.paths.first { $0.kind == .data }!
        let dots = plot.paths.filter { $0.kind == .data && $0.runs.allSatisfy { $0.count == 1 } }
        try #require(dots.count == 1, "one path of dots, the line's")
        #expect(dots[0].style == line.style)
        let points = line.runs[0].map { [$0.x, $0.y] }
        #expect(dots[0].runs.map { [$0[0].x, $0[0].y] } == points, "a dot on each point")
        #expect(PlotSketch.plot(of: frame.scenes[0], in: frame.grid).paths.count == plot.paths.count - 1, "the SVG has none")
        // In pixels: around each point a dot twice the line's width across, wider than the line itself.
        let image = PlotRasterizer.image(of: plot, cell: Self.cell, background: .clear, colored: true)
        var lineOnly = plot
        lineOnly.paths.removeAll { $0.runs.allSatisfy { $0.count == 1 } }
        let bare = PlotRasterizer.image(of: lineOnly, cell: Self.cell, background: .clear, colored: true)
        for point in dots[0].runs.map({ $0[0] }) {
            let (x, y) = (Int((point.x - Double(plot.x)) * 10), Int((point.y - Double(plot.y)) * 20))
            let around = (-2...2).flatMap { dy in (-2...2).map { dx in (x + dx, y + dy) } }
                .filter { $0.0 >= 0 && $0.0 < image.width && $0.1 >= 0 && $0.1 < image.height }
            let marked = around.filter { image[$0.0, $0.1] != 0 }.count
            let unmarked = around.filter { bare[$0.0, $0.1] != 0 }.count
            #expect(marked > unmarked, "the dot at \(point) covers more than the line: \(marked) vs \(unmarked)")
        }
    }
}
