import Foundation
import Testing

/// `--once` of several sources: each read to its end, the n-th line of each in one row at x = n (as
/// `paste a b c` gives them), whatever the sizes of the reads, a pipe's arrivals, or which source's
/// rows came first; the legend in the command line's order.
@Suite struct SourcesOnceTests {
    /// Three files of 20,000 lines (several reads each), rising at their own paces.
    static let files = [
        "a": (1...20_000).map { "\($0)\n" }.joined(),
        "b": (1...20_000).map { "\($0 * 2 + $0 % 7)\n" }.joined(),
        "c": (1...15_000).map { "\(30_000 - $0)\n" }.joined(),
    ]

    /// The chart without its legend, whose names are the sources'.
    static func plot(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { !$0.hasPrefix("● ") }
    }

    /// Twenty runs give the same bytes, on standard output and in the SVG; the plot is that of the
    /// pasted file's three columns, x its line numbers; the legend is a, b, c. Mutation: rows not paired
    /// (`pairingRows()` not called by `SourceQueue`) — two rows a line, another plot than paste's: it fails.
    @Test func theSameChartEveryRunAsPasteDrawsIt() async throws {
        try await SourcesPipeTests.withFiles(Self.files) { folder in
            let paths = ["a", "b", "c"].map { folder.appendingPathComponent($0).path }
            let svg = folder.appendingPathComponent("chart.svg").path
            let arguments = ["--once", "--width", "80", "--height", "16", "-o", svg] + paths
            var outputs: Set<String> = []
            var pictures: Set<String> = []
            for _ in 0..<20 {
                let result = try await LivePlotBinary.run(arguments)
                #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
                outputs.insert(result.output)
                pictures.insert(try String(contentsOfFile: svg, encoding: .utf8))
            }
            #expect(outputs.count == 1 && pictures.count == 1, "\(outputs.count) charts, \(pictures.count) pictures")
            let output = outputs.first ?? ""
            #expect(output.split(separator: "\n").filter { $0.hasPrefix("● ") }.map { $0.split(separator: " ")[1] } == ["a", "b", "c"])
            // x the line's number, as the sources' rows stand.
            let pastedSVG = folder.appendingPathComponent("pasted.svg").path
            let pasted = try await Subprocess.run(["bash", "-c", "paste -d ' ' \(paths.joined(separator: " ")) | awk '{ print NR, $0 }' | "
                                                   + "\(LivePlotBinary.url.path) --once --width 80 --height 16 -x 1 -o \(pastedSVG)"],
                                                  environment: ProcessInfo.processInfo.environment)
            #expect(Self.plot(output) == Self.plot(pasted.output), "\(output)\n\(pasted.output)")
            // The strokes, each column's first, highest, lowest and last point: the text's cells hide an order.
            let strokes = { (svg: String) in svg.split(separator: "\n").filter { $0.hasPrefix("<path") } }
            #expect(strokes(pictures.first ?? "") == strokes(try String(contentsOfFile: pastedSVG, encoding: .utf8)))
        }
    }

    /// Standard input a pipe among files (`cat c | liveplot --once a - b`): placed by its line numbers
    /// as the files are, not by arrival (vertical strokes): the chart of `--once a c b`. Mutation:
    /// `drawnAtEnd` not passed (a pipe read by arrival) — another plot: it fails.
    @Test func aPipeAmongFilesByLineNumber() async throws {
        try await SourcesPipeTests.withFiles(Self.files) { folder in
            let (a, b, c) = (folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path, folder.appendingPathComponent("c").path)
            let piped = try await Subprocess.run(["bash", "-c", "cat \(c) | \(LivePlotBinary.url.path) --once --width 80 --height 16 \(a) - \(b)"],
                                                 environment: ProcessInfo.processInfo.environment)
            let files = try await LivePlotBinary.run(["--once", "--width", "80", "--height", "16", a, c, b])
            #expect(piped.status == 0 && piped.error.isEmpty, "\(piped.error)")
            #expect(Self.plot(piped.output) == Self.plot(files.output), "\(piped.output)\n\(files.output)")
            #expect(piped.output.contains("● stdin "))
        }
    }
}
