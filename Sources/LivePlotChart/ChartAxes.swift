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

    /// Round arrival times, each at the first sample that arrived at or after it (arrivals only grow, so a
    /// binary search finds it).
    private static func timeMarks(
        _ timeAxis: TimeAxis, arrivals: RingBuffer<Double>, firstKept: Int, window: VisibleWindow, columns: Int
    ) -> [(number: Int, label: String)] {
        let first = window.firstSample - firstKept
        let last = window.lastSample - firstKept
        guard first >= 0, last < arrivals.count, first <= last else { return [] }
        var marks: [(number: Int, label: String)] = []
        for (time, label) in timeAxis.ticks(from: arrivals[first], to: arrivals[last], columns: columns) {
            var low = first
            var high = last
            while low < high {
                let middle = (low + high) / 2
                if arrivals[middle] < time { low = middle + 1 } else { high = middle }
            }
            let number = firstKept + low
            if marks.last?.number == number { continue }
            marks.append((number, label))
        }
        return marks
    }

    /// The columns a plain x's tick takes: a label such as `-12.5k` and room around it.
    static let plainXColumnsPerTick = 4

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
        let marks: [(dot: Double, label: String)]
        if let placement = window.xPlacement, scene.xsArePlain {
            // Plain numbers as x: nice numbers, as the y axis has, each at its value's column.
            let ticks = AxisTicks.nice(lower: placement.firstX, upper: placement.lastX, rows: max(2, layout.plotColumns / plainXColumnsPerTick),
                                       fixLower: true, fixUpper: true)
            marks = zip(ticks.values, ValueFormatter.labels(for: ticks)).map { (dot: placement.dotColumn(ofX: $0), label: $1) }
        } else if let placement = window.xPlacement, window.isPlacedByArrival, let timeAxis = scene.configuration.timeAxis {
            // A span of time over input without times: round arrival times, each at its column.
            marks = timeAxis.ticks(from: placement.firstX, to: placement.lastX, columns: layout.plotColumns)
                .map { (dot: placement.dotColumn(ofX: $0.time), label: $0.label) }
        } else if let placement = window.xPlacement {
            // x from the data: calendar ticks over the instants the columns span, each at its instant's column.
            let ticks = TimeAxis.ticks(from: placement.firstX, to: placement.lastX, columns: layout.plotColumns,
                                            zone: scene.configuration.zone, timesOfDay: scene.xsAreTimesOfDay)
            if ticks.isEmpty {
                // Within a second, no round second to mark: the first and the last instant, to the millisecond.
                marks = [placement.firstX, placement.lastX].map {
                    (dot: placement.dotColumn(ofX: $0), label: TimeAxis.instant($0, zone: scene.configuration.zone, withDate: false))
                }
            } else {
                marks = ticks.map { (dot: placement.dotColumn(ofX: $0.seconds), label: $0.label) }
            }
        } else {
            // Space the ticks over the columns the samples take, not the whole width.
            let firstDot = max(0, Int(window.dotColumn(ofSample: window.firstSample).rounded()))
            let lastDot = min(layout.plotColumns * dotsAcross - 1, Int(window.dotColumn(ofSample: window.lastSample).rounded()))
            let columns = max(1, (lastDot - firstDot) / dotsAcross + 1)
            let numbered: [(number: Int, label: String)]
            if let timeAxis = scene.configuration.timeAxis, let arrivals = scene.arrivals {
                numbered = timeMarks(timeAxis, arrivals: arrivals, firstKept: scene.firstKeptSample, window: window, columns: columns)
            } else {
                numbered = SampleTicks.numbers(
                    from: window.firstSample, to: window.lastSample, columns: columns, labelWidth: String(window.lastSample).count)
                    .map { (number: $0, label: String($0)) }
            }
            marks = numbered.map { (dot: window.dotColumn(ofSample: $0.number), label: $0.label) }
        }
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
