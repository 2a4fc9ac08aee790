import Foundation
import Testing

/// `--smooth` live (issue 18), in a real terminal (tmux), as `LiveTerminalTests`.
@Suite(.serialized) struct SmoothingLiveTests {
    /// The braille cells of a styled screen (`capture-pane -e`), each with whether it was drawn dim and
    /// whether in the grid's grey (239 of 256 colours, #4E4E4E; among 16 colours the grid is faint, so dim).
    static func brailleCells(_ styled: String) -> [(row: Int, column: Int, isDim: Bool, isGrid: Bool)] {
        var cells: [(row: Int, column: Int, isDim: Bool, isGrid: Bool)] = []
        var isDim = false
        var isGrid = false
        for (row, line) in styled.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 0
            var scalars = line.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "\u{1B}" else {
                    if (0x2801...0x28FF).contains(scalar.value) { cells.append((row, column, isDim, isGrid)) }
                    column += 1
                    continue
                }
                // `ESC [ p ; p … m`: 0 and 22 end dim, 2 begins it; 0 and 39 end a colour, 38;5;n and
                // 38;2;r;g;b set one.
                guard scalars.popFirst() == "[" else { continue }
                var parameters = ""
                while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
                var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
                while let code = codes.popFirst() {
                    switch code {
                    case 0: isDim = false; isGrid = false
                    case 2: isDim = true
                    case 22: isDim = false
                    case 39: isGrid = false
                    case 38 where codes.first == 5:
                        isGrid = codes.dropFirst().first == 239
                        codes = codes.dropFirst(2)
                    case 38 where codes.first == 2:
                        isGrid = Array(codes.dropFirst().prefix(3)) == [78, 78, 78]
                        codes = codes.dropFirst(4)
                    case 30...37, 90...97: isGrid = false
                    default: break
                    }
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
            Set(Self.brailleCells(try session.styledScreen()).filter { !$0.isDim && !$0.isGrid }.map(\.column)).count >= 24
        }
        let cells = Self.brailleCells(try session.styledScreen())
        let bright = cells.filter { !$0.isDim && !$0.isGrid }
        let dim = cells.filter { $0.isDim && !$0.isGrid }
        #expect(dim.count >= 24, "the raw line, dim")
        // A line: in most columns one or two bright cells, never a filled band.
        let brightRowsPerColumn = Dictionary(grouping: bright, by: \.column).mapValues(\.count)
        #expect(brightRowsPerColumn.values.filter { $0 <= 2 }.count >= brightRowsPerColumn.count * 9 / 10, "\(brightRowsPerColumn)")
        try await session.quitAndExpectTheTerminalBack()
    }
}
