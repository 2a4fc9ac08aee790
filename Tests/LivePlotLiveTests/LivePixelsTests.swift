import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotTestSupport

/// The live chart with its plot as pictures (issue 46, cli.md ★ "Pixels"): the text around the plot as
/// without them, the plot's cells left blank, the pictures sent after the text in the same synchronized
/// update only when they changed, paced; and without graphics, the bytes as they always were.
@Suite struct LivePixelsTests {
    static let width = 60, height = 14

    static func chart(_ graphics: GraphicsProtocol?, colors: ColorDepth = .indexed) -> LiveChart {
        var chart = LiveChart(store: SeriesStore(capacity: 1000), configuration: ChartConfiguration(), colors: colors,
                              width: width, height: height, animates: false,
                              graphics: graphics.map { PixelGraphics(protocol: $0, cell: .fallback) })
        chart.drawPictures(with: FakePictures.draw)
        return chart
    }

    /// `count` rows of a saw from `start`: each batch moves the line, and so the picture.
    static func rows(_ start: Int, _ count: Int = 30) -> SampleBatch {
        SampleBatch(values: (start..<(start + count)).map { Double($0 % 17) })
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Everything but kitty's graphics commands (`ESC _ G … ESC \`) and sixel's (`ESC P … ESC \`), which
    /// `VirtualScreen` does not read.
    static func withoutPictures(_ bytes: [UInt8]) -> [UInt8] {
        var kept: [UInt8] = [], index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "_") || bytes[index + 1] == UInt8(ascii: "P") {
                while index + 1 < bytes.count, !(bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "\\")) { index += 1 }
                index += 2
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return kept
    }

    static func deletes(_ bytes: [UInt8]) -> [String] {
        text(bytes).split(separator: "\u{1B}_Ga=d,d=I,i=", omittingEmptySubsequences: false).dropFirst().map { String($0.prefix { $0 != "," }) }
    }

    @Test func kittyFramesGoUnderAlternateIdsAndOnlyWhenThePictureChanged() {
        var chart = Self.chart(.kitty)
        chart.ingest(Self.rows(0), at: .zero)
        let first = chart.render(at: .zero)
        #expect(!first.isEmpty && Self.deletes(first) == [], "the first picture replaces none")
        chart.ingest(Self.rows(5), at: .seconds(1))
        #expect(Self.deletes(chart.render(at: .seconds(1))) == ["1"], "the second under id 2, then 1 deleted")
        chart.ingest(Self.rows(9), at: .seconds(2))
        #expect(Self.deletes(chart.render(at: .seconds(2))) == ["2"], "the third under id 1 again, then 2 deleted")
        // The status changes, the plot does not: text only.
        chart.notify("saved x.svg", at: .seconds(3))
        let notice = chart.render(at: .seconds(3))
        #expect(Self.text(notice).contains("saved x.svg") && !Self.text(notice).contains("\u{1B}_G"), "\(Self.text(notice).debugDescription)")
        #expect(chart.render(at: .seconds(3) + .milliseconds(100)) == [], "nothing changed, nothing sent")
        // A resize draws everything again: the picture too, the one shown deleted after.
        chart.resize(width: Self.width, height: Self.height)
        let redrawn = chart.render(at: .seconds(4))
        #expect(Self.text(redrawn).hasPrefix(Self.text(EscapeSequence.beginSynchronizedUpdate + EscapeSequence.resetStyle + EscapeSequence.clearScreen)))
        #expect(Self.deletes(redrawn) == ["1"])
    }

    /// Pixels decided once the terminal answered, after the chart took input in characters (the live
    /// loop's probe, `LiveLoopMachine.drawPlots`): the same frames, byte for byte, as pixels decided at the
    /// start, paced alike (`LiveChart.pacing`).
    @Test(arguments: [GraphicsProtocol.kitty, .sixel]) func pixelsDecidedAfterTheInputBeganDrawAsFromTheStart(graphics: GraphicsProtocol) {
        var fromStart = Self.chart(graphics)
        var decidedLate = LiveChart(store: SeriesStore(capacity: 1000), configuration: ChartConfiguration(), colors: .indexed,
                                    width: Self.width, height: Self.height, animates: false)
        fromStart.ingest(Self.rows(0), at: .zero)
        decidedLate.ingest(Self.rows(0), at: .zero)
        decidedLate.drawPlots(as: PixelGraphics(protocol: graphics, cell: .fallback), framesPerSecond: 30)
        decidedLate.drawPictures(with: FakePictures.draw)
        // Frames at once and 40 ms apart: the pacer's limits (pictures' frames a second, their bytes) decide
        // which are drawn, so a pacer left as characters' draws more.
        for step in 0..<12 {
            let now = Duration.milliseconds(40 * step)
            fromStart.ingest(Self.rows(step * 3), at: now)
            decidedLate.ingest(Self.rows(step * 3), at: now)
            #expect(decidedLate.render(at: now) == fromStart.render(at: now), "frame \(step)")
        }
    }

    /// The text is the chart's outside the plot, in the same places; inside it only the kept cells, so no
    /// braille dot is sent for the picture to cover.
    @Test(arguments: [GraphicsProtocol.kitty, .sixel]) func thePlotsCellsAreBlankAndTheRestIsTheChartsText(graphics: GraphicsProtocol) {
        // Without colours: `VirtualScreen` reads the basic SGRs only.
        var pictures = Self.chart(graphics, colors: .none), characters = Self.chart(nil, colors: .none)
        pictures.ingest(Self.rows(0), at: .zero)
        characters.ingest(Self.rows(0), at: .zero)
        var screen = VirtualScreen(width: Self.width, height: Self.height)
        screen.apply(Self.withoutPictures(pictures.render(at: .zero)))
        var expected = VirtualScreen(width: Self.width, height: Self.height)
        expected.apply(characters.render(at: .zero))
        #expect(screen.failures == [] && expected.failures == [], "\(screen.failures) \(expected.failures)")
        let shown = screen.grid.plainText(), chart = expected.grid.plainText()
        #expect(chart.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "the characters' plot is braille")
        #expect(!shown.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "\(shown)")
        let plots = pictures.drawnPlots(at: .zero)
        #expect(plots.count == 1)
        let plot = plots[0]
        for y in 0..<Self.height {
            for x in 0..<Self.width where !plot.contains(x: x, y: y) {
                #expect(screen.grid[x, y] == expected.grid[x, y], "cell \(x),\(y):\n\(shown)\n\(chart)")
            }
        }
    }

    /// Sixel: the text first, then the cursor to the plot's top left and the picture, in the one update.
    /// xterm shows no sixel larger than its `maxGraphicSize`: a plot larger goes as tiles of whole cells,
    /// each within it, side by side from the plot's top left (a new user's 200×60 xterm showed nothing).
    @Test func aPlotLargerThanTheLargestPictureGoesAsTiles() {
        let graphics = PixelGraphics(protocol: .sixel, cell: .fallback, largestImage: PixelSize(width: 200, height: 1000))
        var chart = LiveChart(store: SeriesStore(capacity: 1000), configuration: ChartConfiguration(), colors: .none,
                              width: Self.width, height: Self.height, animates: false, graphics: graphics)
        chart.ingest(Self.rows(0), at: .zero)
        let plot = chart.drawnPlots(at: .zero)[0]
        let text = Self.text(chart.render(at: .zero))
        // Each sixel's raster attributes: `"1;1;W;H`.
        let sizes = text.split(separator: "\u{1B}P").dropFirst().map { sixel -> [Int] in
            let attributes = sixel.split(separator: "\"", maxSplits: 1)[1].prefix { $0 == ";" || $0.isNumber }
            return attributes.split(separator: ";").map { Int($0)! }
        }
        let tiles = (plot.columns + 19) / 20
        #expect(tiles >= 2 && sizes.count == tiles, "\(sizes)")
        #expect(sizes.allSatisfy { $0[2] <= 200 && $0[3] == plot.rows * 20 })
        #expect(sizes.map { $0[2] }.reduce(0, +) == plot.columns * 10)
        for tile in 0..<tiles {
            #expect(text.contains("\u{1B}[\(plot.y + 1);\(plot.x + 1 + tile * 20)H\u{1B}P"), "tile \(tile) at its cell")
        }
    }

    @Test func sixelGoesAfterTheTextAtThePlotsTopLeft() {
        var chart = Self.chart(.sixel)
        chart.ingest(Self.rows(0), at: .zero)
        let bytes = chart.render(at: .zero)
        let plot = chart.drawnPlots(at: .zero)[0]
        var place: [UInt8] = []
        EscapeSequence.cursorPosition(row: plot.y, column: plot.x, into: &place)
        let tail = place + SixelEncoder.encode(FakePictures.draw(plot, .fallback, PixelFrames.defaultBackground, true))
            + EscapeSequence.endSynchronizedUpdate
        #expect(bytes.starts(with: EscapeSequence.beginSynchronizedUpdate) && bytes.reversed().starts(with: tail.reversed()))
        #expect(Self.text(bytes).components(separatedBy: "\u{1B}[?2026h").count == 2, "one synchronized update")
    }

    /// Sixel frames at most 15 a second whatever `--fps`: new rows 40 ms after a frame wait for 66.7 ms.
    @Test func sixelFramesComeAtMostFifteenASecond() {
        var chart = Self.chart(.sixel)
        chart.ingest(Self.rows(0), at: .zero)
        #expect(!chart.render(at: .zero).isEmpty)
        chart.ingest(Self.rows(4), at: .milliseconds(40))
        #expect(chart.render(at: .milliseconds(40)) == [])
        #expect(chart.wakeup(after: .milliseconds(40)) == .seconds(1) / 15)
        #expect(!chart.render(at: .seconds(1) / 15).isEmpty)
    }

    /// Without graphics every frame is the character grid's diff, as it always was: nothing blanked, no
    /// picture, nothing else in the bytes (a twin chart's grid encoded by hand).
    @Test func withoutGraphicsTheBytesAreTheCharacterChartsDiff() {
        var chart = Self.chart(nil), twin = Self.chart(nil)
        var encoder = ANSIEncoder(colors: .indexed)
        var shown: CellGrid?
        var now = Duration.zero
        for step in 0..<12 {
            now += .milliseconds(250)
            let batch = Self.rows(step * 7, 1 + step * 3)
            chart.ingest(batch, at: now)
            twin.ingest(batch, at: now)
            if step == 5 {
                chart.resize(width: Self.width, height: Self.height)
                shown = nil
                encoder.invalidate()
            }
            if step == 8 {
                chart.press(.histogram, at: now)
                twin.press(.histogram, at: now)
            }
            let grid = twin.grid(at: now)
            let expected = encoder.encode(GridDiff(from: shown, to: grid), of: grid)
            shown = grid
            #expect(chart.render(at: now) == expected, "step \(step)")
        }
    }
}
