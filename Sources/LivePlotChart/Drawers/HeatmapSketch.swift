import LivePlotScreen

/// A heatmap in vector form (`-o chart.svg`, `s`): each bin a filled half cell in its step's colour, read
/// from the drawn cells (`HeatmapDrawer`), so the picture shows the steps the terminal shows; the lines of
/// buckets' stats over them in their legend's colours, as on the terminal.
///
/// ```swift
/// plot.paths += HeatmapSketch.paths(of: scene, in: grid, reveal: .complete)
/// ```
///
/// - Complexity: O(plot cells + points shown).
enum HeatmapSketch {
    /// One filled path a step: the half cells (rectangles, in cell units) whose bin has that step.
    /// - Parameter underCursor: the cursor's column's cells before the cursor took them, read in place
    ///   of the grid's there (`ChartRenderer.drawPlot`).
    static func cells(of scene: ChartScene, in grid: CellGrid, underCursor: (x: Int, cells: [Cell])? = nil) -> [VectorPath] {
        let layout = scene.layout
        var byStep = Array(repeating: [[(x: Double, y: Double)]](), count: HeatRamp.stepCount + 1)
        for row in layout.plotY..<(layout.plotY + layout.plotRows) {
            for column in layout.plotX..<(layout.plotX + layout.plotColumns) {
                let kept = underCursor.flatMap { $0.x == column && $0.cells.count == layout.plotRows ? $0.cells : nil }
                let cell = kept?[row - layout.plotY] ?? grid[column, row]
                for (step, isUpper) in halves(of: cell) where step > 0 {
                    let (left, top) = (Double(column), Double(row) + (isUpper ? 0 : 0.5))
                    byStep[step].append([(left, top), (left + 1, top), (left + 1, top + 0.5), (left, top + 0.5)])
                }
            }
        }
        return byStep.enumerated().compactMap { step, runs in
            runs.isEmpty ? nil : VectorPath(kind: .cells, style: CellStyle(foreground: .heat(UInt8(step))), runs: runs)
        }
    }

    /// A drawn cell's bins: (step, upper) for each half that has one; a line's cell keeps the step it was
    /// drawn on, whole; the ASCII style's shade is its fuller bin's step, whole.
    static func halves(of cell: Cell) -> [(Int, Bool)] {
        let fore = HeatRamp.step(of: cell.style.foreground) ?? 0
        let back = HeatRamp.step(of: cell.style.background) ?? 0
        switch cell.scalar {
        case HeatRamp.upperHalf: return [(fore, true), (back, false)]
        case HeatRamp.lowerHalf: return [(fore, false)]
        default: return fore > 0 ? [(fore, true), (fore, false)] : [(back, true), (back, false)]
        }
    }

    /// The stats' lines, each in its legend's colour, as on the terminal, drawn in as far as `reveal` says.
    static func lines(of scene: ChartScene, reveal: Reveal) -> [VectorPath] {
        let count = scene.window.series.count
        return scene.window.series.enumerated().map { index, points in
            VectorPath(kind: .data, style: CellStyle.line(series: index, of: count), runs: PlotSketch.runs(of: points, scene: scene, reveal: reveal))
        }
    }

    /// The bins, and over them the buckets' stats' lines when the rows are buckets.
    static func paths(of scene: ChartScene, in grid: CellGrid, reveal: Reveal, underCursor: (x: Int, cells: [Cell])? = nil) -> [VectorPath] {
        cells(of: scene, in: grid, underCursor: underCursor) + (scene.isBucketed ? lines(of: scene, reveal: reveal) : [])
    }
}
