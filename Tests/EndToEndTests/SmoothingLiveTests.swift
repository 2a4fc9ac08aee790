import Foundation
import Testing

/// `--smooth` live (issue 18), in a real terminal (tmux), as `LiveTerminalTests`.
@Suite(.serialized) struct SmoothingLiveTests {
    /// The braille cells of a styled screen (`capture-pane -e`), each with whether it was drawn dim.
    static func brailleCells(_ styled: String) -> [(row: Int, column: Int, isDim: Bool)] {
        var cells: [(row: Int, column: Int, isDim: Bool)] = []
        var isDim = false
        for (row, line) in styled.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 0
            var scalars = line.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "\u{1B}" else {
                    if (0x2801...0x28FF).contains(scalar.value) { cells.append((row, column, isDim)) }
                    column += 1
                    continue
                }
                // `ESC [ p ; p … m`: 0 and 22 end dim, 2 begins it.
                guard scalars.popFirst() == "[" else { continue }
                var parameters = ""
                while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
                for parameter in parameters.split(separator: ";", omittingEmptySubsequences: false) {
                    if parameter == "2" { isDim = true } else if parameter == "0" || parameter == "" || parameter == "22" { isDim = false }
                }
            }
        }
        return cells
    }

    /// The demo with `--smooth 20`: its raw line dim, and a line in front of it, not dim, across the
    /// chart: one or two cells a column, not a band.
    @Test func theDemoSmoothedOverItsRawLine() async throws {
        let session = try TmuxSession(producer: "true", arguments: "--demo --smooth 20", width: 40, height: 16)
        try await session.waitUntil("the plot full") {
            Set(Self.brailleCells(try session.styledScreen()).filter { !$0.isDim }.map(\.column)).count >= 24
        }
        let cells = Self.brailleCells(try session.styledScreen())
        let bright = cells.filter { !$0.isDim }
        let dim = cells.filter(\.isDim)
        #expect(dim.count >= 24, "the raw line, dim")
        // A line: in most columns one or two bright cells, never a filled band.
        let brightRowsPerColumn = Dictionary(grouping: bright, by: \.column).mapValues(\.count)
        #expect(brightRowsPerColumn.values.filter { $0 <= 2 }.count >= brightRowsPerColumn.count * 9 / 10, "\(brightRowsPerColumn)")
        try await session.quitAndExpectTheTerminalBack()
    }
}
