import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart

@Suite struct TimeAxisTests {
    /// 2026-11-21 10:00:00 UTC.
    static let start = 1_795_255_200.0

    @Test func labelsAreLocalTimes() {
        let utc = TimeAxis(startEpochSeconds: Self.start, utcOffsetSeconds: 0)
        #expect(utc.label(atSecondsSinceStart: 0) == "10:00:00")
        #expect(utc.label(atSecondsSinceStart: 3723.9) == "11:02:03")
        let tokyo = TimeAxis(startEpochSeconds: Self.start, utcOffsetSeconds: 9 * 3600)
        #expect(tokyo.label(atSecondsSinceStart: 0) == "19:00:00")
        let honolulu = TimeAxis(startEpochSeconds: Self.start, utcOffsetSeconds: -10 * 3600)
        #expect(honolulu.label(atSecondsSinceStart: 0) == "00:00:00")
        #expect(honolulu.label(atSecondsSinceStart: -1) == "23:59:59", "across midnight")
    }

    @Test func ticksAreRoundTimesWithRoomForEveryLabel() {
        let axis = TimeAxis(startEpochSeconds: Self.start + 0.25, utcOffsetSeconds: 0)
        // 100 seconds over 60 columns: at most 6 labels of 8 characters and 2 spaces: every 30 s.
        #expect(axis.ticks(from: 0, to: 100, columns: 60).map(\.label) == ["10:00:30", "10:01:00", "10:01:30"])
        // An hour over 40 columns: 5 labels of 6 at most, every 15 minutes, shown as HH:MM.
        #expect(axis.ticks(from: 0, to: 3600, columns: 40).map(\.label) == ["10:15", "10:30", "10:45", "11:00"])
        #expect(axis.ticks(from: 10, to: 5, columns: 40).isEmpty)
    }

    /// `--time --window 10000000d` labelled every tick `00:00` (steps stopped at a day, labels at HH:MM):
    /// arrival times now step as the calendar does, to millennia, each label distinct, in order.
    @Test func arrivalAxesOverMillenniaStepEvenly() {
        let axis = TimeAxis(startEpochSeconds: Self.start, utcOffsetSeconds: 0)
        let ticks = axis.ticks(from: -10_000_000 * 86_400, to: 0, columns: 60)
        #expect(ticks.map(\.label) == ["-25000", "-20000", "-15000", "-10000", "-5000", "0"])
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.time < $1.time })
    }

    /// The x axis labelled by arrival: ten samples a second for three seconds, one label a second, each
    /// at the first sample that arrived in that second.
    @Test func aChartLabelledByArrivalTime() {
        var store = SeriesStore(capacity: 1000, recordsArrivals: true)
        for index in 0..<30 {
            store.append(SampleBatch(values: [Double(index % 7)]), arrival: 0.35 + Double(index) * 0.1)
        }
        let configuration = ChartConfiguration(
            viewport: .fitAll, timeAxis: TimeAxis(startEpochSeconds: Self.start, utcOffsetSeconds: 0))
        let text = ChartRenderer.render(store, configuration: configuration, width: 60, height: 8).plainText()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[6].split(separator: " ") == ["10:00:01", "10:00:02", "10:00:03"])
        // Sample k (0-based) arrived at 0.35 + 0.1k s, so 10:00:01 first holds at k = 7, 10:00:02 at 17,
        // 10:00:03 at 27. The plot starts right of the corner └ and spans `dots` dot columns; 30 samples
        // spread over them put sample k at dot round(k × (dots − 1) / 29), in column plotX + dot / 2.
        let axisLine = Array(lines[5])
        let plotX = axisLine.firstIndex(of: "└")! + 1
        let dots = Double((60 - plotX) * 2)
        let tickColumns = axisLine.indices.filter { axisLine[$0] == "┬" }
        let expected = [7, 17, 27].map { plotX + Int((Double($0) * (dots - 1) / 29).rounded()) / 2 }
        #expect(tickColumns == expected)
    }

    /// With `--time`, the cursor's reading says when its sample arrived.
    @Test func theCursorReadsTheArrivalTime() {
        var store = SeriesStore(capacity: 1000, recordsArrivals: true)
        for index in 0..<30 {
            store.append(SampleBatch(values: [Double(index % 7)]), arrival: 0.35 + Double(index) * 0.1)
        }
        let readout = CursorReadout(store: store, endRow: 30, rowsPerColumn: 1, dotColumns: 100, cursor: 99 - 12,
                                    timeAxis: TimeAxis(startEpochSeconds: Self.start, utcOffsetSeconds: 0))
        // Row 18 (1-based) arrived at 0.35 + 1.7 s.
        #expect(readout.lead == "#18 10:00:02")
        #expect(readout.fields(series: 0, unit: "") == ["value=3"])
    }
}
