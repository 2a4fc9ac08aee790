import LivePlotStore
import LivePlotScreen

/// Draws a scene as a heatmap (`--heatmap`): each cell column a column of `HeatmapBins`, each cell two
/// bins, the upper one the foreground of `▀` and the lower its background, in the ramp's colour of
/// their counts (`HeatScale`); a cell with the upper bin empty is `▄` in the lower's colour, so an empty
/// half is the terminal's own background, never a colour of its own. Without colour the cell shows the
/// shade of its fuller bin (`HeatRamp.withoutColor`); in ASCII, an ASCII shade (` .:*#`) in that colour.
/// The grid's dots stay where a cell holds nothing. Buckets' stats (`--stat p50,p99`) are drawn over it
/// as the style's lines in their legend's colours, each line cell on the terminal's background.
///
/// ```swift
/// var memo: HeatmapMemo? = nil   // nil: counted afresh
/// let drawn = HeatmapDrawer.draw(scene, store: store, reveal: .complete, into: &grid, memo: &memo)
/// drawn.scale.text   // "░ 1 ▒ 8 ▓ 58 █ 435…1.2k"
/// ```
///
/// - Complexity: O(values in view + plot cells).
enum HeatmapDrawer {
    /// Draws the heatmap and what lies over it; its bins and the scale of its colours.
    /// - Parameter memo: the last frame's counts, brought up to this one (`HeatmapMemo`); nil: afresh.
    @discardableResult
    static func draw(_ scene: ChartScene, store: SeriesStore, reveal: Reveal, into grid: inout CellGrid,
                     memo: inout HeatmapMemo?) -> (bins: HeatmapBins, scale: HeatScale) {
        let bins = memo?.bins(scene, store: store) ?? HeatmapBins(scene, store: store)
        let scale = HeatScale(maximum: bins.maximum)
        let layout = scene.layout
        drawBins(bins, steps: HeatSteps(scale), cells: cells(isASCII: scene.style == .ascii), layout: layout, into: &grid)
        // A cell is empty where both its bins are: any count is a step of 1 or more (the scale's first is 1).
        scene.style.drawer.drawGridLines(scene, isEmpty: { column, row in
            let lowerBin = (layout.plotRows - 1 - row) * HeatmapBins.binsPerRow
            return column >= bins.columns || bins[column: column, bin: lowerBin] == 0 && bins[column: column, bin: lowerBin + 1] == 0
        }, into: &grid)
        if scene.isBucketed, scene.configuration.drawsStatLines { drawLines(scene, reveal: reveal, into: &grid) }
        return (bins, scale)
    }

    /// Each bin pair's cell into the plot, but for pairs of empty bins: a frame of a live heatmap writes
    /// thousands (every cell of 120×40 when buckets span the width), so each pair's steps are looked up
    /// (`HeatSteps`), its cell taken from `cells` (`cells(isASCII:)`) and written in place: the cell built
    /// and written through the grid's checked subscript cost ~130 instructions a cell.
    private static func drawBins(_ bins: HeatmapBins, steps: HeatSteps, cells: [Cell], layout: ChartLayout,
                                 into grid: inout CellGrid) {
        let (plotRows, width, binCount) = (layout.plotRows, grid.width, bins.bins)
        precondition(plotRows * HeatmapBins.binsPerRow <= binCount, "two bins a plot row")
        // The cells the grid holds, as its subscript writes them: none outside it.
        let columns = Swift.min(bins.columns, width - layout.plotX)
        let rows = Swift.min(plotRows, grid.height - layout.plotY)
        guard layout.plotX >= 0, layout.plotY >= 0, columns > 0, rows > 0 else { return }
        grid.withUnsafeMutableCells { grid in
            bins.counts.withUnsafeBufferPointer { counts in
                cells.withUnsafeBufferPointer { cells in
                    for column in 0..<columns {
                        let (bins, top) = (column * binCount, layout.plotY * width + layout.plotX + column)
                        for row in 0..<rows {
                            let lowerBin = bins + (plotRows - 1 - row) * HeatmapBins.binsPerRow
                            let (lower, upper) = (counts[lowerBin], counts[lowerBin + 1])
                            // Most cells of a heatmap hold nothing: no step to look up.
                            guard lower > 0 || upper > 0 else { continue }
                            grid[top + row * width] = cells[steps.step(ofCount: upper) * stepsAPair + steps.step(ofCount: lower)]
                        }
                    }
                }
            }
        }
    }

    /// The steps a bin can have, 0 (empty) through the ramp's last: a pair's cell is `upper × this + lower`.
    private static let stepsAPair = HeatRamp.stepCount + 1

    /// The cell of each pair of steps, upper × `stepsAPair` + lower (`cell(upper:lower:isASCII:)`; the
    /// pair of empty steps is a blank, never drawn).
    static func cells(isASCII: Bool) -> [Cell] { isASCII ? asciiCells : blockCells }
    private static let blockCells = pairCells(isASCII: false)
    private static let asciiCells = pairCells(isASCII: true)
    private static func pairCells(isASCII: Bool) -> [Cell] {
        (0..<(stepsAPair * stepsAPair)).map { pair in
            let (upper, lower) = pair.quotientAndRemainder(dividingBy: stepsAPair)
            guard upper > 0 || lower > 0 else { return .blank }
            let cell = cell(upper: upper, lower: lower, isASCII: isASCII)
            precondition(cell.scalar != " ", "a heat cell is never a space (written in place, not as the grid stores one)")
            return cell
        }
    }

    /// A cell of two bins' steps (at least one above 0).
    static func cell(upper: Int, lower: Int, isASCII: Bool) -> Cell {
        if isASCII {
            let step = Swift.max(upper, lower)
            return Cell(HeatRamp.asciiShades[HeatRamp.level(ofStep: step)], style: CellStyle(foreground: .heat(UInt8(step))))
        }
        guard upper > 0 else { return Cell(HeatRamp.lowerHalf, style: CellStyle(foreground: .heat(UInt8(lower)))) }
        return Cell(HeatRamp.upperHalf, style: CellStyle(foreground: .heat(UInt8(upper)),
                                                         background: lower > 0 ? .heat(UInt8(lower)) : .standard))
    }

    /// The scene's lines drawn by its style into a grid of their own, then laid over the heat: each line
    /// cell as the line chart draws it (the legend's colours), bold, on the terminal's own background, so a
    /// line is as plain on the brightest step as on the dimmest.
    private static func drawLines(_ scene: ChartScene, reveal: Reveal, into grid: inout CellGrid) {
        let layout = scene.layout
        var lines = CellGrid(width: grid.width, height: grid.height)
        var lineScene = scene
        lineScene.window = scene.window.withoutBands()
        scene.style.drawer.drawData(lineScene, reveal: reveal, into: &lines)
        let width = grid.width
        precondition(layout.plotX >= 0 && layout.plotX + layout.plotColumns <= width && layout.plotY >= 0
                     && layout.plotY + layout.plotRows <= grid.height, "the plot lies in the grid")
        // Read and written in place: every frame of lines over a heatmap passes each plot cell (~4,400 of
        // 120×40), and the grid's checked subscripts cost more than the cells' own test.
        lines.cells.withUnsafeBufferPointer { lines in
            grid.withUnsafeMutableCells { grid in
                for row in layout.plotY..<(layout.plotY + layout.plotRows) {
                    for at in (row * width + layout.plotX)..<(row * width + layout.plotX + layout.plotColumns) {
                        let cell = lines[at]
                        guard cell.scalar != " ", cell.style.foreground != .gridGrey else { continue }
                        grid[at] = Cell(cell.scalar, style: cell.style.emphasized)
                    }
                }
            }
        }
    }
}
