import LivePlotText
import LivePlotStore
import LivePlotScreen

/// The chart's axes: the y axis with its tick labels, the x axis with the data's times, sample numbers
/// or arrival times, each label where it can be read whole.
///
/// ```swift
/// ChartAxes.drawY(scene, into: &grid)
/// ChartAxes.drawX(scene, into: &grid)
/// ```
enum ChartAxes {
    static func drawY(_ scene: ChartScene, into grid: inout CellGrid) {
        let layout = scene.layout
        let axisX = layout.plotX - 1
        let frame = scene.style.frame
        for row in 0..<layout.plotRows {
            grid[axisX, layout.plotY + row] = Cell(frame.vertical, style: .axis)
        }
        var labelledRows = Set<Int>()
        for (value, label) in scene.visibleTicks.reversed() {
            let row = layout.plotY + scene.dotY(coordinate: value) / scene.dotsDown
            guard labelledRows.insert(row).inserted else { continue }
            let text = TerminalText(label)
            grid.write(text, x: axisX - text.width, y: row, style: .axis, maxX: axisX)
            grid[axisX, row] = Cell(frame.verticalTick, style: .axis)
        }
    }

    static func drawX(_ scene: ChartScene, into grid: inout CellGrid) {
        let layout = scene.layout
        let window = scene.window
        let frame = scene.style.frame
        let dotsAcross = scene.dotsAcross
        grid[layout.plotX - 1, layout.xAxisRow] = Cell(frame.corner, style: .axis)
        for column in 0..<layout.plotColumns {
            grid[layout.plotX + column, layout.xAxisRow] = Cell(frame.horizontal, style: .axis)
        }
        guard window.lastSample >= window.firstSample else { return }
        let marks = xMarks(scene)
        var nextFreeX = 0
        for (exactDot, label) in marks {
            let dot = Int(exactDot.rounded())
            guard dot >= 0, dot < layout.plotColumns * dotsAcross else { continue }
            let column = layout.plotX + dot / dotsAcross
            let start = max(0, min(column - (label.count - 1) / 2, layout.width - label.count))
            // A tick is marked only where its label fits, so every mark can be read.
            guard start >= nextFreeX else { continue }
            grid[column, layout.xAxisRow] = Cell(frame.horizontalTick, style: .axis)
            grid.write(label, x: start, y: layout.xLabelRow, style: .axis)
            nextFreeX = start + label.count + 1
        }
    }
}
