import LivePlotScreen

/// The `ascii` style: lines of three levels a cell (`DotLines`), for any terminal and for logs; the
/// finished grid is folded to ASCII, frame, labels and status included.
///
/// ```swift
/// ASCIIDrawer.drawData(scene, reveal: .complete, into: &grid)
/// ASCIIDrawer.finish(&grid)
/// ```
enum ASCIIDrawer: PlotDrawer {
    static let style = PlotStyle.ascii

    static func drawData(_ scene: ChartScene, reveal: Reveal, into grid: inout CellGrid) {
        DotLines.draw(scene, reveal: reveal, drawer: Self.self, into: &grid)
    }

    static func finish(_ grid: inout CellGrid) {
        grid.foldToASCII()
    }
}
