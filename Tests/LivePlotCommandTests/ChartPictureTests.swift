import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// `-o FILE`: the chart's text, and the SVG picture: its text where the chart has it, its lines where the
/// chart's dots are, every text from the input escaped.
@Suite struct ChartPictureTests {
    /// The picture `--once` saves of `rows` under `arguments`.
    static func picture(_ arguments: [String], rows: [[Double]], names: [String], width: Int, height: Int) -> ChartPicture {
        let plan = runPlan(try! Options.parse(arguments))
        var store = plan.store(recordsArrivals: false, summarizesRanges: false)
        store.append(SampleBatch(rows: rows, seriesNames: names))
        store.finishInput()
        let configuration = plan.configuration(viewport: .fitAll)
        let height = max(height, ChartRenderer.heightShowingEveryPanel(of: store, configuration: configuration) ?? 0)
        return ChartRenderer.picture(store, configuration: configuration, width: width, height: height)
    }

    /// The text file is the chart the terminal shows, without escapes: the grid `render` draws, as text.
    @Test func theTextIsTheChartShown() {
        let rows = (0..<60).map { [Double($0 % 17), Double($0 * $0 % 23)] }
        for arguments in [[], ["--split"], ["-s", "ascii", "--alert", "12"], ["--log", "-t", "Log"]] {
            let picture = Self.picture(arguments, rows: rows, names: ["a", "b"], width: 50, height: 14)
            let plan = runPlan(try! Options.parse(arguments))
            var store = plan.store(recordsArrivals: false, summarizesRanges: false)
            store.append(SampleBatch(rows: rows, seriesNames: ["a", "b"]))
            store.finishInput()
            let configuration = plan.configuration(viewport: .fitAll)
            let height = max(14, ChartRenderer.heightShowingEveryPanel(of: store, configuration: configuration) ?? 0)
            let shown = ChartRenderer.render(store, configuration: configuration, width: 50, height: height)
            #expect(picture.text == shown.plainText(), "\(arguments)")
            #expect(!picture.text.contains("\u{1B}"))
        }
    }

    /// The vector lines stand where the chart's dots do: every point of a series' line lies in the cell
    /// row of its dot, and in its dot column's cell; every grid line in the row of its tick's label. Over
    /// random series, styles, sizes, panels and axes.
    @Test func theLinesStandWhereTheDotsDo() {
        var generator = SplitMix64(seed: 20)
        for _ in 0..<300 {
            let count = Int.random(in: 2...80, using: &generator)
            let seriesCount = Int.random(in: 1...3, using: &generator)
            let scale = [1.0, 1e-6, 1e9][Int.random(in: 0...2, using: &generator)]
            let isLog = Bool.random(using: &generator)
            let rows = (0..<count).map { _ in
                (0..<seriesCount).map { _ in (Double.random(in: isLog ? 0.01...1000 : -50...50, using: &generator) * scale) }
            }
            var arguments = ["-s", ["braille", "blocks", "ascii"][Int.random(in: 0...2, using: &generator)]]
            if isLog { arguments.append("--log") }
            if Bool.random(using: &generator) { arguments.append("--split") }
            let width = Int.random(in: 20...120, using: &generator)
            let height = Int.random(in: 8...40, using: &generator)
            let picture = Self.picture(arguments, rows: rows, names: (0..<seriesCount).map { "s\($0)" }, width: width, height: height)
            let plan = runPlan(try! Options.parse(arguments))
            var store = plan.store(recordsArrivals: false, summarizesRanges: false)
            store.append(SampleBatch(rows: rows, seriesNames: (0..<seriesCount).map { "s\($0)" }))
            let frame = ChartRenderer.render(store, configuration: plan.configuration(viewport: .fitAll), width: width,
                                             height: max(height, ChartRenderer.heightShowingEveryPanel(of: store, configuration: plan.configuration(viewport: .fitAll)) ?? 0),
                                             axis: NiceAxis(autoscaler: plan.chart.autoscaler))
            #expect(picture.plots.count == frame.scenes.count)
            for (plot, scene) in zip(picture.plots, frame.scenes) {
                for (series, points) in scene.window.series.enumerated() {
                    let path = plot.paths.first { $0.kind == .data && $0.style == CellStyle.line(series: series, of: scene.window.series.count) }
                    let drawn = (path?.runs ?? []).joined().map { $0 }
                    for point in points where point.low == point.high {
                        // Within the dot the chart draws: its middle, give or take half a dot.
                        let dotMiddle = Double(scene.layout.plotY) + (Double(scene.dotY(point.last)) + 0.5) / Double(scene.dotsDown)
                        let column = scene.layout.plotX + point.x / scene.dotsAcross
                        #expect(drawn.contains { Int($0.x) == column && abs($0.y - dotMiddle) <= 0.5 / Double(scene.dotsDown) + 1e-9 },
                                "\(arguments) \(width)×\(height): \(point.last) at \(column),\(dotMiddle)")
                    }
                }
                for (value, label) in scene.visibleTicks {
                    let row = scene.layout.plotY + scene.dotY(coordinate: value) / scene.dotsDown
                    let labelled = plot.labelRows.first { $0.row == row }
                    let dotMiddle = Double(scene.layout.plotY) + (Double(scene.dotY(coordinate: value)) + 0.5) / Double(scene.dotsDown)
                    #expect(labelled.map { abs($0.y - dotMiddle) <= 0.5 / Double(scene.dotsDown) + 1e-9 } == true,
                            "the tick \(label)'s line in its label's row \(row): \(plot.labelRows) \(arguments) \(width)×\(height) \(scene.axis)")
                }
            }
        }
    }

    /// Every text from outside (a title, a series' name from the input) reaches the SVG escaped: the
    /// document parses as XML (Foundation's parser, the reference), and its text reads back as written.
    @Test func everyTextFromTheInputIsEscaped() throws {
        let hostile = ["<script>alert(1)</script>", "a & b", "\"quoted\" 'single'", "]]>", "<!-- x -->", "&amp;"]
        for text in hostile {
            let picture = Self.picture(["-t", text], rows: [[1, 2], [3, 4], [2, 5]], names: [text, "b"], width: 60, height: 12)
            let svg = picture.svg
            let parser = XMLParser(data: Data(svg.utf8))
            let reader = TextReader()
            parser.delegate = reader
            parser.shouldResolveExternalEntities = false
            #expect(parser.parse(), "\(text): \(parser.parserError.map { "\($0)" } ?? "")")
            #expect(reader.texts.contains(text), "the title reads back")
            #expect(reader.texts.contains { $0.contains("● " + text) || $0.contains(text + " ") || $0 == text })
        }
    }

    /// The SVG's structure: an SVG 1.1 document with its DOCTYPE, a clip per plot, a path per series, the
    /// alert's part clipped beyond its threshold.
    @Test func anSVGOfTheChart() {
        let rows = (0..<40).map { [Double($0 % 13), Double(40 - $0)] }
        let svg = Self.picture(["--alert", "30", "--hline", "5"], rows: rows, names: ["a", "b"], width: 60, height: 14).svg
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\""))
        #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"520\" height=\"254\""))
        #expect(svg.components(separatedBy: "<clipPath id=\"plot0\">").count == 2)
        #expect(svg.contains("stroke=\"#00D7D7\""), "the first series' cyan")
        #expect(svg.contains("stroke=\"#FFD700\""), "the second's gold")
        #expect(svg.contains("stroke=\"#FF0000\" stroke-width=\"1.6\""), "the alert's red line")
        #expect(svg.contains("clip-path=\"url(#plot0-"), "clipped beyond the threshold")
        #expect(svg.contains("stroke-dasharray=\"6,4\""), "the reference lines dashed")
        #expect(svg.hasSuffix("</svg>\n"))
    }

    /// No text of the picture stands over another: a y label centred on a tick at its plot's edge stays
    /// inside the plot's rows, clear of the legend or title above and the axis below (300 random charts,
    /// split and not, every style).
    @Test func noTextStandsOverAnother() throws {
        var generator = SplitMix64(seed: 20)
        let pattern = try Regex(#"<text x="([0-9.]+)" y="([0-9.]+)" textLength="([0-9.]+)""#, as: (Substring, Substring, Substring, Substring).self)
        for round in 0..<300 {
            let series = Int.random(in: 1...4, using: &generator)
            let scale = [1.0, 3, 100, 0.02, 1e6][round % 5]
            let rows = (0..<Int.random(in: 2...120, using: &generator)).map { _ in
                (0..<series).map { _ in (Double.random(in: -1...1, using: &generator) * scale).rounded() }
            }
            var arguments = [["--split"], [], ["-t", "Title"], ["--split", "-s", "ascii"], ["--split", "-u", "ms"]][round % 5]
            if round % 7 == 0 { arguments += ["--hline", "0"] }
            let width = Int.random(in: 30...120, using: &generator), height = Int.random(in: 8...40, using: &generator)
            let svg = Self.picture(arguments, rows: rows, names: (0..<series).map { "s\($0)" }, width: width, height: height).svg
            let texts = svg.matches(of: pattern).map { match in
                (x: Double(match.output.1)!, y: Double(match.output.2)!, width: Double(match.output.3)!)
            }
            for (index, one) in texts.enumerated() {
                for other in texts[(index + 1)...] where one.x < other.x + other.width && other.x < one.x + one.width {
                    #expect(abs(one.y - other.y) >= SVGDocument.cellHeight * 0.8,
                            "\(arguments) \(width)×\(height): texts at y \(one.y) and \(other.y) overlap")
                }
            }
        }
    }

    /// A file's form by its name, and the name `s` saves to: the local time of the instant, read against
    /// Foundation's calendar over random instants and offsets.
    @Test func fileNames() {
        #expect(ChartFileName.isPicture("a/chart.SVG"))
        #expect(!ChartFileName.isPicture("chart.svg.txt"))
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let epoch = Int64.random(in: 0...4_000_000_000, using: &generator)
            let offset = Int.random(in: -12...14, using: &generator) * 1800
            let zone = ZoneOffsets(transitions: [], offsets: [offset])
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: offset)!
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                                from: Date(timeIntervalSince1970: TimeInterval(epoch)))
            let expected = String(format: "liveplot-%04d%02d%02d-%02d%02d%02d.txt", parts.year!, parts.month!, parts.day!,
                                  parts.hour!, parts.minute!, parts.second!)
            #expect(ChartFileName.timestamped(epochSeconds: epoch, zone: zone) == expected)
        }
    }

    /// Collects every run of character data, joined per element.
    final class TextReader: NSObject, XMLParserDelegate {
        var texts: [String] = []
        private var current = ""

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            current = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if !current.isEmpty { texts.append(current) }
            current = ""
        }
    }
}
