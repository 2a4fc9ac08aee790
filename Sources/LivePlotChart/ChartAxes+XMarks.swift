import LivePlotBasics
import LivePlotStore

/// The x axis's marks, each a dot column and its label: what x the chart's columns are, said in its own
/// terms (plain numbers, instants from the data, arrival times, sample numbers).
///
/// ```swift
/// ChartAxes.xMarks(scene)   // [(dot: 0, label: "1"), (dot: 159, label: "2")]: two rows of a table
/// ```
extension ChartAxes {
    typealias XMark = (dot: Double, label: String)

    /// The columns a plain x's tick takes: a label such as `-12.5k` and room around it.
    static let plainXColumnsPerTick = 4

    static func xMarks(_ scene: ChartScene) -> [XMark] {
        let layout = scene.layout
        let window = scene.window
        let zone = scene.configuration.zone
        if let placement = window.xPlacement, scene.xsArePlain {
            return plainMarks(scene, placement: placement)
        }
        if let placement = window.xPlacement, window.isPlacedByArrival, let timeAxis = scene.configuration.timeAxis {
            // A span of time over input without times: round arrival times, each at its column.
            let ticks = timeAxis.ticks(from: placement.firstX, to: placement.lastX, columns: layout.plotColumns)
            guard ticks.isEmpty else { return ticks.map { (dot: placement.dotColumn(ofX: $0.time), label: $0.label) } }
            return instantMarks([(0, timeAxis.startEpochSeconds + placement.firstX),
                                 (Double(placement.dotColumns - 1), timeAxis.startEpochSeconds + placement.lastX)], zone: timeAxis.zone)
        }
        if let placement = window.xPlacement {
            // x from the data: calendar ticks over the instants the columns span, each at its instant's column;
            // none between two whole seconds when every instant shown is one (the xs read only then).
            var ticks = TimeAxis.ticks(from: placement.firstX, to: placement.lastX, columns: layout.plotColumns,
                                       zone: zone, timesOfDay: scene.xsAreTimesOfDay)
            if ticks.contains(where: { !isWhole($0.seconds) }), wholeXs(scene, placement: placement) != nil {
                ticks = TimeAxis.ticks(from: placement.firstX, to: placement.lastX, columns: layout.plotColumns,
                                       zone: zone, timesOfDay: scene.xsAreTimesOfDay, wholeSeconds: true)
            }
            guard ticks.isEmpty else { return ticks.map { (dot: placement.dotColumn(ofX: $0.seconds), label: $0.label) } }
            return instantMarks([(0, placement.firstX), (Double(placement.dotColumns - 1), placement.lastX)], zone: zone)
        }
        let newest = window.lastSample - scene.firstKeptSample
        if let xs = scene.xs, newest >= 0, newest < xs.count, xs[newest].isFinite {
            // The rows shown have one x (a single row, a scrape's metrics at one timestamp): no span to tick,
            // so that x itself, at the newest row, kept within the plot however many rows there are.
            let dot = min(window.dotColumn(ofSample: window.lastSample), Double(scene.layout.plotColumns * scene.dotsAcross - 1))
            return scene.xsArePlain ? [(dot, ValueFormatter.figure(xs[newest]))] : instantMarks([(dot, xs[newest])], zone: zone)
        }
        // Space the ticks over the columns the samples take, not the whole width.
        let dotsAcross = scene.dotsAcross
        let firstDot = max(0, Int(window.dotColumn(ofSample: window.firstSample).rounded()))
        let lastDot = min(layout.plotColumns * dotsAcross - 1, Int(window.dotColumn(ofSample: window.lastSample).rounded()))
        let columns = max(1, (lastDot - firstDot) / dotsAcross + 1)
        if let timeAxis = scene.configuration.timeAxis, let arrivals = scene.arrivals {
            return arrivalMarks(timeAxis, arrivals: arrivals, firstKept: scene.firstKeptSample, window: window, columns: columns)
        }
        return SampleTicks.numbers(from: window.firstSample, to: window.lastSample, columns: columns,
                                   labelWidth: String(window.lastSample).count)
            .map { (dot: window.dotColumn(ofSample: $0), label: String($0)) }
    }

    /// Plain numbers as x: nice numbers, as the y axis has, each at its value's column; whole numbers only
    /// when every x shown is whole (sample numbers of a table, steps), since a tick between two of them
    /// (`1.5`) marks a place no row can be.
    static func plainMarks(_ scene: ChartScene, placement: XPlacement) -> [XMark] {
        let columns = scene.layout.plotColumns
        let ticks = AxisTicks.nice(lower: placement.firstX, upper: placement.lastX, rows: max(2, columns / plainXColumnsPerTick),
                                   fixLower: true, fixUpper: true)
        let values = ticks.values
        // The nice steps are whole over a span wider than the axis has ticks: the xs are read only when not.
        if values.contains(where: { $0 != $0.rounded() }), let whole = wholeXs(scene, placement: placement) {
            let labelWidth = max(String(whole.lowerBound).count, String(whole.upperBound).count)
            return SampleTicks.numbers(from: whole.lowerBound, to: whole.upperBound, columns: columns, labelWidth: labelWidth)
                .map { (dot: placement.dotColumn(ofX: Double($0)), label: String($0)) }
        }
        return zip(values, ValueFormatter.labels(for: ticks)).map { (dot: placement.dotColumn(ofX: $0), label: $1) }
    }

    /// The largest whole number an x is taken as one up to: a double holds every integer to 2⁵³.
    static let wholeXLimit = 9_007_199_254_740_992.0

    /// The first and the last x shown as whole numbers, when every x shown is one; nil at the first that
    /// is not.
    static func wholeXs(_ scene: ChartScene, placement: XPlacement) -> ClosedRange<Int>? {
        // The edges first: a bucket still filling reaches past the rows (`VisibleWindow.partial`).
        guard let xs = scene.xs, isWhole(placement.firstX), isWhole(placement.lastX) else { return nil }
        let first = max(0, scene.window.firstSample - scene.firstKeptSample)
        let last = min(xs.count - 1, scene.window.lastSample - scene.firstKeptSample)
        guard first <= last, areWhole(xs, first...last) else { return nil }
        return Int(placement.firstX)...Int(placement.lastX)
    }

    static func isWhole(_ x: Double) -> Bool { x == x.rounded() && abs(x) <= wholeXLimit }

    /// Whether every x of `xs[positions]` is whole. The xs never decrease (a row whose x goes back is kept
    /// at the latest, `SeriesStore.xs`), so each run of one x is passed by a binary search: whole xs over
    /// a span of a few numbers, the only ones asked about, are a few runs however many rows they hold.
    ///
    /// ```swift
    /// ChartAxes.areWhole(xs, 0...99_999)   // [1, 1, …, 2, …, 4]: four runs, ~70 reads
    /// ```
    ///
    /// - Complexity: O(distinct xs × log rows), stopping at the first fraction.
    static func areWhole(_ xs: RingBuffer<Double>, _ positions: ClosedRange<Int>) -> Bool {
        var position = positions.lowerBound
        while position <= positions.upperBound {
            let x = xs[position]
            guard isWhole(x) else { return false }
            var low = position + 1
            var high = positions.upperBound + 1
            while low < high {
                let middle = low + (high - low) / 2
                if xs[middle] > x { high = middle } else { low = middle + 1 }
            }
            position = low
        }
        return true
    }

    /// Instants to the millisecond, for a span within a second, where no round second falls: the first
    /// and the last (one, when they read alike).
    static func instantMarks(_ instants: [(dot: Double, seconds: Double)], zone: ZoneOffsets) -> [XMark] {
        var marks: [XMark] = []
        for (dot, seconds) in instants {
            let label = TimeAxis.instant(seconds, zone: zone, withDate: false)
            if marks.last?.label == label { marks[marks.count - 1].dot = dot } else { marks.append((dot, label)) }
        }
        return marks
    }

    /// Round arrival times, each at the first sample that arrived at or after it (arrivals only grow, so a
    /// binary search finds it); the arrival instants of the first and the last sample when no round time
    /// falls between them (a burst read at once).
    static func arrivalMarks(
        _ timeAxis: TimeAxis, arrivals: RingBuffer<Double>, firstKept: Int, window: VisibleWindow, columns: Int
    ) -> [XMark] {
        let first = window.firstSample - firstKept
        let last = window.lastSample - firstKept
        guard first >= 0, last < arrivals.count, first <= last else { return [] }
        var marks: [XMark] = []
        var lastNumber: Int?
        for (time, label) in timeAxis.ticks(from: arrivals[first], to: arrivals[last], columns: columns) {
            var low = first
            var high = last
            while low < high {
                let middle = (low + high) / 2
                if arrivals[middle] < time { low = middle + 1 } else { high = middle }
            }
            let number = firstKept + low
            if lastNumber == number { continue }
            lastNumber = number
            marks.append((window.dotColumn(ofSample: number), label))
        }
        guard marks.isEmpty else { return marks }
        return instantMarks([(window.dotColumn(ofSample: window.firstSample), timeAxis.startEpochSeconds + arrivals[first]),
                             (window.dotColumn(ofSample: window.lastSample), timeAxis.startEpochSeconds + arrivals[last])],
                            zone: timeAxis.zone)
    }
}
