import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// `--smooth`: a trailing mean against the naive one, lined up with its series in the store, and drawn
/// bright over the raw line drawn dim.
@Suite struct SmoothingTests {
    /// The mean of the values the span holds at the newest, summed naively: the reference.
    static func naiveMean(_ values: [(time: Double, value: Double)], span: XSpan, maximumCount: Int) -> (mean: Double, largest: Double) {
        let newest = values.last!.time
        var held: [Double]
        switch span {
        case .rows(let rows): held = values.suffix(rows).map(\.value)
        case .seconds(let seconds): held = values.filter { $0.time > newest - seconds }.map(\.value)
        }
        held = Array(held.suffix(maximumCount))
        return (held.reduce(0, +) / Double(held.count), held.map(abs).max()!)
    }

    /// Property: the mean taken a value at a time is the naive mean of what the span holds, over spans
    /// of samples and of time, times that repeat, a cap below the span, and values of every size: spikes
    /// of 1e17 among ones, whose leaving must take nothing of the ones with it (mutation: without the
    /// compensation for rounding, the ones after a spike average 0).
    @Test func agreesWithTheNaiveMean() {
        var random = SplitMix64(seed: 2026_11_23)
        for round in 0..<300 {
            let span: XSpan = round % 2 == 0 ? .rows(1 + Int(random.next() % 40)) : .seconds(Double(1 + random.next() % 20) / 4)
            let maximumCount = round % 5 == 0 ? 1 + Int(random.next() % 30) : 1000
            var mean = TrailingMean(span: span, maximumCount: maximumCount)
            var taken: [(time: Double, value: Double)] = []
            var time = 0.0
            for _ in 0..<400 {
                time += [0, 0.25, 0.5, 1, 3][Int(random.next() % 5)]
                let value: Double
                switch random.next() % 10 {
                case 0: value = 1e17
                case 1...5: value = 1
                case 6: value = -Double(random.next() % 1000) / 7
                default: value = Double(random.next() % 1_000_000) / 1000
                }
                taken.append((time, value))
                let (expected, largest) = Self.naiveMean(taken, span: span, maximumCount: maximumCount)
                let actual = mean.add(value, at: time)
                #expect(abs(actual - expected) <= largest * 1e-13 + 1e-300, "round \(round), \(span): \(actual) vs \(expected)")
            }
        }
    }

    /// The store keeps a smoothed line per series, row by row with it: the mean of that series' last
    /// values (a row without one has no mean), through batches, a series that appears late, gaps, and
    /// rows the history no longer keeps.
    @Test func theStoreKeepsAMeanPerSeriesLinedUpByRow() {
        var store = SeriesStore(capacity: 50, smoothing: .rows(3))
        var values: [[Double]] = [[], []]
        var random = SplitMix64(seed: 7)
        for batchNumber in 0..<40 {
            var rows: [[Double]] = []
            for _ in 0..<(1 + Int(random.next() % 5)) {
                let first = Double(random.next() % 100)
                let second = batchNumber < 3 ? Double.nan : random.next() % 4 == 0 ? GapMarker.value : Double(random.next() % 100)
                rows.append(batchNumber < 3 ? [first] : [first, second])
            }
            store.append(SampleBatch(rows: rows, seriesNames: batchNumber < 3 ? ["a"] : ["a", "b"]))
            for row in rows {
                values[0].append(row[0])
                values[1].append(row.count > 1 ? row[1] : .nan)
            }
            store.checkInvariants()
        }
        #expect(store.smoothed.count == 2)
        let firstKept = store.rowCount - store.keptRowCount
        for index in 0..<2 {
            for row in firstKept..<store.rowCount {
                let kept = store.smoothed[index].history[row - firstKept]
                guard !values[index][row].isNaN else {
                    #expect(kept.isNaN, "no mean where series \(index) has no value at row \(row)")
                    continue
                }
                let last = values[index][...row].filter { !$0.isNaN }.suffix(3)
                #expect(kept == last.reduce(0, +) / Double(last.count), "series \(index), row \(row)")
            }
        }
        #expect(store.series[0].statistics.count == values[0].count, "the figures are the raw ones")
    }

    /// A span of time goes by x from the data: rows two seconds apart, a mean over 3 s holds two of them.
    @Test func aSpanOfTimeGoesByTheDataTime() {
        var store = SeriesStore(capacity: 100, smoothing: .seconds(3))
        store.append(SampleBatch(rows: [[10], [20], [30], [40]], seriesNames: [""], xs: [0, 2, 4, 6]))
        #expect(Array(store.smoothed[0].history) == [10, 15, 25, 35])
    }

    /// Alternating values under a mean of two: the raw zigzag drawn dim, the smoothed line flat at 5 and
    /// in the line's colour, its newest point bold.
    @Test func theSmoothedLineIsDrawnBrightOverTheRawDrawnDim() {
        var store = SeriesStore(capacity: 100, smoothing: .rows(2))
        store.append(SampleBatch(values: (0..<16).map { $0 % 2 == 0 ? 0 : 10 }))
        let grid = ChartRenderer.render(store, configuration: ChartConfiguration(style: .ascii), width: 24, height: 7)
        expectFrame(grid.plainText().trimmingSuffixNewline(), """
        10+.|. | .|.|. | .|.|. |
          | ____________________
          ||||| || | || || | ||
         0+| .|.|. | .|.|. | .|.
          +-----+------+------+-
                5      10     15
        last=10 max=10 n=16
        """)
        // The smoothed line rises from its first mean, 0, into the column of its first `_`: past that,
        // every `|` is the raw line's, and every `_` but the first the smoothed one's.
        let firstFlat = (3..<24).first { grid[$0, 1].scalar == "_" }!
        var smoothedCells = 0
        var rawCells = 0
        for row in 0..<5 {
            for column in (firstFlat + 1)..<24 {
                let cell = grid[column, row]
                if cell.scalar == "_" {
                    smoothedCells += 1
                    #expect(!cell.style.isDim && cell.style.foreground == CellStyle.line.foreground, "the smoothed line at \(column),\(row)")
                } else if cell.scalar == "|", row < 4 {
                    rawCells += 1
                    #expect(cell.style.isDim && cell.style.foreground == CellStyle.line.foreground, "the raw line at \(column),\(row) \(cell.style)")
                }
            }
        }
        #expect(smoothedCells == 19 && rawCells == 26)
        #expect(grid[23, 1].style.isBold, "the newest point is the smoothed line's")
    }
}
