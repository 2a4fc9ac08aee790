import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Rows placed at their x from the data (issue 17, point 2): a dot column is a span of x, its rows found
/// by binary search, and no line across a gap in time.
@Suite struct XPlacementTests {
    static let base = 1_795_341_601.0  // 2026-11-22T10:00:01Z

    static func timedStore(_ values: [Double], xs: [Double], capacity: Int = 1000) -> SeriesStore {
        var store = SeriesStore(capacity: capacity)
        store.append(SampleBatch(values: values, xs: xs))
        return store
    }

    static func frame(_ store: SeriesStore, _ width: Int, _ height: Int, viewport: ChartViewport = .fitAll,
                      zone: ZoneOffsets = .utc, style: PlotStyle = .braille) -> String {
        ChartRenderer.render(store, configuration: ChartConfiguration(viewport: viewport, style: style, zone: zone),
                             width: width, height: height)
            .plainText().trimmingSuffixNewline()
    }

    /// Samples a second apart, then none for a minute, then a second apart again: drawn at their
    /// times, the minute empty and no line across it; ticks at round local times, each at its column.
    @Test func aMinuteWithoutSamplesIsAGap() {
        let xs = (0..<20).map { Self.base + Double($0) } + (0..<20).map { Self.base + 80 + Double($0) }
        let values = (0..<40).map { Double($0 % 10) }
        expectFrame(Self.frame(Self.timedStore(values, xs: xs), 40, 8, style: .ascii), """
            10+. .|. .|. . . . . . . . . . . . | . |
              |   |  |'                        |  |'
              | _||_|'                        ||__|
              | |  ||                        |' ||
             0+|'. | . . . . . . . . . . . .|' .|. .
              +---------------------+---------------
                                  10:01
            last=9 min=0 max=9 avg=4.5 n=40
            """)
    }

    /// The same rows with no x are numbered: the gap is gone, the axis counts samples.
    @Test func withoutXsRowsAreNumbered() {
        let values = (0..<40).map { Double($0 % 10) }
        expectFrame(Self.frame(store(values), 40, 8, style: .ascii), """
            10+. . . . .|. . . . | . . . .|. . . . |
              |       |'|      |'|      |'|       |'
              |    _-'  |_  _-'  |_   _|  |_   _-'
              |  _-'     | |'     | _-'    | _-'
             0+_-' . . . |-' . . .|-'. . . |-' . . .
              +--------+---------+--------+--------+
                       10        20       30      40
            last=9 min=0 max=9 avg=4.5 n=40
            """)
    }

    /// The cursor reads the time of its column's first row, to the millisecond, and the value there;
    /// over a window of more than a day, with the date.
    @Test func theCursorReadsTheTime() {
        let xs = (0..<40).map { Self.base + 4 + 0.25 * Double($0) }  // 10:00:05.000, 10:00:05.250, …
        let values = (0..<40).map { Double($0) / 2 }
        let store = Self.timedStore(values, xs: xs)
        func status(cursor: Int, zone: ZoneOffsets = .utc, store: SeriesStore) -> String {
            let configuration = ChartConfiguration(viewport: .window(endRow: store.rowCount, rowsPerColumn: 1), style: .ascii, zone: zone)
            let frame = ChartRenderer.render(store, configuration: configuration, overlay: ChartOverlay(cursor: cursor, pausedFor: 0),
                                             width: 60, height: 8).plainText()
            return String(frame.split(separator: "\n").last!)
        }
        #expect(status(cursor: 1, store: store) == "paused +0 10:00:05.250 value=0.5")
        #expect(status(cursor: 6, store: store) == "paused +0 10:00:06 value=2")
        let berlin = ZoneOffsets(transitions: [1_774_746_000, 1_792_890_000], offsets: [3600, 7200, 3600])
        #expect(status(cursor: 6, zone: berlin, store: store) == "paused +0 11:00:06 value=2")
        let days = Self.timedStore([1, 2, 3], xs: [Self.base, Self.base + 86_400, Self.base + 2 * 86_400])
        #expect(status(cursor: 0, store: days) == "paused +0 Nov 22 10:00:01 value=1")
    }

    /// Between two samples far apart, the cursor reads the nearer (the earlier at the same distance), not
    /// a dash: four rows at 0, 1, 9 and 10 s over eleven columns.
    @Test func theCursorBetweenSamplesReadsTheNearest() {
        let placement = XPlacement(firstX: 0, lastX: 10, dotColumns: 11)!
        var xs = RingBuffer<Double>(capacity: 4)
        for x in [0.0, 1, 9, 10] { xs.append(x) }
        let nearest = (0..<11).map { placement.nearestRows(toColumn: $0, in: 0..<4, xs: xs, firstKept: 0) }
        #expect(nearest == [0..<1, 1..<2, 1..<2, 1..<2, 1..<2, 1..<2, 2..<3, 2..<3, 2..<3, 2..<3, 3..<4])
        let store = Self.timedStore([5, 6, 7, 8], xs: [Self.base, Self.base + 1, Self.base + 9, Self.base + 10])
        let configuration = ChartConfiguration(viewport: .window(endRow: 4, rowsPerColumn: 1), style: .ascii, zone: .utc)
        let frame = ChartRenderer.render(store, configuration: configuration, overlay: ChartOverlay(cursor: 20, pausedFor: 0),
                                         width: 60, height: 8).plainText()
        #expect(frame.hasSuffix("paused +0 10:00:02 value=6\n"), "\(frame)")
    }

    /// The first row after a column, found by galloping from the range's first row (or from a guess of
    /// the column's count, right or wrong) and halving the last stride (issue 47), is the first a scan of
    /// the rows finds: on random never decreasing xs (bursts at one instant, pauses), every column from -1
    /// past the last, ranges from any row, rows numbered from any first kept.
    @Test func theFirstRowAfterAColumnIsTheFirstAScanFinds() {
        var random = SplitMix64(seed: 51)
        for round in 0..<300 {
            let count = 1 + Int(random.next() % 400)
            var xs = RingBuffer<Double>(capacity: count)
            var x = 0.0
            for _ in 0..<count {
                x += [0, 0, 0.25, 1, 30][Int(random.next() % 5)]
                xs.append(x)
            }
            guard let placement = XPlacement(firstX: xs[0], lastX: x, dotColumns: 2 + Int(random.next() % 80)) else { continue }
            let firstKept = Int(random.next() % 50)
            let first = Int(random.next() % UInt64(count))
            let rows = (firstKept + first)..<(firstKept + first + Int(random.next() % UInt64(count - first + 1)))
            for column in -1...placement.dotColumns {
                let scanned = rows.first { placement.column(ofX: xs[$0 - firstKept]) > column } ?? rows.upperBound
                #expect(placement.firstRow(after: column, in: rows, xs: xs, firstKept: firstKept) == scanned,
                        "round \(round): column \(column) of \(rows)")
                // Searched from a guess of the column's count, right or wrong, the same row.
                let guess = Int(random.next() % UInt64(rows.count + 2))
                #expect(placement.firstRow(after: column, in: rows, xs: xs, firstKept: firstKept, guess: guess) == scanned,
                        "round \(round): column \(column) of \(rows), guess \(guess)")
            }
        }
    }

    /// Property: every row is in the column of its x (`XPlacement.column(ofX:)`), every column's point is
    /// the envelope of exactly its rows, and a line breaks exactly where the x since the series' point
    /// before is over five median intervals and a column: against a brute-force model, on random uneven
    /// xs (bursts at one instant, pauses), capacities and viewports.
    @Test func pointsMatchABruteForceModel() {
        var random = SplitMix64(seed: 172)
        for round in 0..<400 {
            let count = 1 + Int(random.next() % 300)
            let capacity = 1 + Int(random.next() % 320)
            let dotColumns = 2 + Int(random.next() % 60)
            var xs: [Double] = []
            var x = Self.base
            // Some rounds steady with rare short pauses (a column holds many rows, and a pause shorter
            // than a column is no gap), others with long pauses too.
            let pauses = random.next() % 2 == 0 ? 100 : 10
            for _ in 0..<count {
                switch random.next() % UInt64(pauses) {
                case 0: x += Double(2 + random.next() % 30)  // a short pause
                case 1, 2: break  // a burst at one instant
                case 3: x += Double(random.next() % 500)  // a long one
                default: x += 0.25 * Double(1 + random.next() % 8)
                }
                xs.append(x)
            }
            let values = (0..<count).map { _ in Double(random.next() % 1000) / 8 }
            let store = Self.timedStore(values, xs: xs, capacity: capacity)
            let viewports: [ChartViewport] = [.fitAll, .follow, .window(endRow: 1 + Int(random.next() % UInt64(count)), rowsPerColumn: 1 + Int(random.next() % 4))]
            for viewport in viewports {
                let window = VisibleWindow(store: store, viewport: viewport, dotColumns: dotColumns)
                let shown = VisibleWindow.rowsShown(store, viewport: viewport, dotColumns: dotColumns)
                let context = "round \(round): \(count) rows, capacity \(capacity), \(dotColumns) columns, \(viewport)"
                guard let placement = window.xPlacement else {
                    // Only rows at one instant (or none) have no placement.
                    #expect(shown.isEmpty || xs[shown.lowerBound] == xs[shown.upperBound - 1], "\(context)")
                    continue
                }
                #expect(placement.firstX == xs[shown.lowerBound] && placement.lastX == xs[shown.upperBound - 1], "\(context)")
                // The model: each shown row in its column, each column the envelope of its rows.
                var model: [Int: (low: Double, high: Double, first: Double, last: Double, firstX: Double, lastX: Double)] = [:]
                for row in shown {
                    let column = placement.column(ofX: xs[row])
                    #expect(column >= 0 && column < dotColumns, "\(context): row \(row) at column \(column)")
                    if let entry = model[column] {
                        model[column] = (min(entry.low, values[row]), max(entry.high, values[row]), entry.first, values[row],
                                         entry.firstX, xs[row])
                    } else {
                        model[column] = (values[row], values[row], values[row], values[row], xs[row], xs[row])
                    }
                }
                let points = window.series[0]
                #expect(points.map(\.x) == model.keys.sorted(), "\(context)")
                let columns = model.keys.sorted()
                var intervals: [Double] = []
                for index in columns.indices.dropFirst() {
                    intervals.append(model[columns[index]]!.firstX - model[columns[index - 1]]!.lastX)
                }
                let median = intervals.sorted().dropFirst(intervals.count / 2).first ?? 0
                for (index, point) in points.enumerated() {
                    guard let entry = model[point.x] else { continue }
                    #expect(point.low == entry.low && point.high == entry.high && point.first == entry.first && point.last == entry.last,
                            "\(context): column \(point.x)")
                    let breaks = points.count > 2 && index > 0
                        && intervals[index - 1] > max(5 * median, placement.xPerDot)
                    #expect(point.joinsPrevious == !breaks, "\(context): column \(point.x)")
                }
            }
        }
    }

    /// Property: a column is the nearest dot's, a tie going right, clamped to one past either end
    /// (`column(ofX:)`, whole by truncation), as rounding down with the standard library's `rounded(.down)`
    /// gives it: at and around the columns' edges, far outside, at infinities and NaN.
    @Test func aColumnIsTheNearestDotsAsRoundingDownGivesIt() {
        var random = SplitMix64(seed: 1_795)
        for _ in 0..<2_000 {
            let first = Double(Int64(bitPattern: random.next() % 4_000_000_000) - 2_000_000_000) / 1_000
            let width = Double(1 + random.next() % 1_000_000) / 1_000
            guard let placement = XPlacement(firstX: first, lastX: first + width, dotColumns: 2 + Int(random.next() % 400))
            else { continue }
            let dot = Double(Int(random.next() % 600)) - 100
            let edge = first + (dot + 0.5) * placement.xPerDot
            for x in [edge, edge.nextUp, edge.nextDown, first + dot * placement.xPerDot, first - 1e300, first + 1e300,
                      .infinity, -.infinity, .nan, -0.0, first] {
                let reference = Int(max(-1, min(Double(placement.dotColumns), (placement.dotColumn(ofX: x) + 0.5).rounded(.down))))
                #expect(placement.column(ofX: x) == reference, "x \(x) of \(placement)")
            }
        }
    }
}
