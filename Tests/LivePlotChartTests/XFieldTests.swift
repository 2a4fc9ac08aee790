import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport
@testable import LivePlotInputTests

/// `-x FIELD` by position or header name (issue 17, points 1 and 3): the field is x, not a series; a
/// timestamp or an epoch number is a time, any other number a plain x drawn with nice numbers.
@Suite struct XFieldTests {
    static let base = TimesFromDataTests.base

    static func decoded(_ text: String, x: String) -> SampleBatch {
        TimesFromDataTests.decodedWithTimes(text, timeKeys: TimeKeys([x]), xField: XField(naming: x))
    }

    @Test func aPositionHoldingPlainNumbers() {
        let batch = Self.decoded("0.5 10\n1 20\n4 30\n", x: "1")
        #expect(batch.seriesNames == ["2"] && batch.column(0) == [10, 20, 30])
        #expect(batch.xs == [0.5, 1, 4] && batch.xsArePlain)
    }

    @Test func aPositionHoldingEpochSeconds() {
        let batch = Self.decoded("12 5 1795341601\n13 6 1795341603.5\n", x: "3")
        #expect(batch.seriesNames == ["1", "2"] && batch.column(1) == [5, 6])
        #expect(batch.xs.map { $0 - Self.base } == [0, 2.5] && !batch.xsArePlain)
    }

    @Test func aPositionHoldingATimestamp() {
        let batch = Self.decoded("web 2026-11-22T10:00:01Z 12\nweb 2026-11-22T10:00:02.5Z 14\n", x: "2")
        #expect(batch.seriesNames == ["3"] && batch.xs.map { $0 - Self.base } == [0, 1.5])
    }

    @Test func aColumnTheHeaderNames() {
        let batch = Self.decoded("v,date,w\n1,\"2026-11-22 10:00:01\",3\n2,2026-11-22 10:00:05,4\n", x: "date")
        #expect(columns(batch) == ["v": [1, 2], "w": [3, 4]])
        #expect(batch.xs.map { $0 - Self.base } == [0, 4])
        let overTwoLines = Self.decoded("v,date,note\n1,2026-11-22 10:00:01,\"two\nlines\"\n2,2026-11-22 10:00:02,ok\n", x: "date")
        #expect(overTwoLines.xs.map { $0 - Self.base } == [0, 1], "a record's x is its first line's")
        let numbered = Self.decoded("n;value\n1;12,5\n2;13\n", x: "n")
        #expect(numbered.xs == [1, 2] && numbered.xsArePlain && numbered.column(0) == [12.5, 13])
    }

    /// The first x decides: a stream of plain xs takes numbers as they are, epoch-sized ones too; a
    /// stream of times passes over a plain number (the row stays, at the latest x).
    @Test func theFirstXDecides() {
        let plain = Self.decoded("5 1\n1795341601 2\n", x: "1")
        #expect(plain.xs == [5, 1_795_341_601] && plain.xsArePlain)
        let times = Self.decoded("1795341601 1\n5 2\n", x: "1")
        #expect(times.xs.count == 2 && times.xs[0] == Self.base && times.xs[1].isNaN && !times.xsArePlain)
    }

    /// Plain xs: the axis has nice numbers at their columns, the cursor reads `x=…`, a rate divides by
    /// arrival, not by x.
    @Test func plainXIsDrawnWithNiceNumbers() {
        var batch = SampleBatch(values: [10, 20, 15, 30], xs: [0.5, 1, 2, 4])
        batch.xsArePlain = true
        var store = SeriesStore(capacity: 100)
        store.append(batch)
        #expect(store.xsArePlain)
        expectFrame(XPlacementTests.frame(store, 50, 7, style: .ascii), """
            25+. . . . . . . . . . . . . . . . . . ____----''o
              |    __-o---______      ____----'''''
              |o-''             '''o''
             0+. . . . . . . . . . . . . . . . . . . . . . . .
              +-------+------------+------------+------------+
                      1            2            3            4
            last=30 min=10 max=30 avg=18.75 n=4
            """)
        let reading = ChartRenderer.readout(store, configuration: ChartConfiguration(viewport: .follow), overlay: ChartOverlay(cursor: 0),
                                            dotColumns: 100)
        #expect(reading?.time == "x=0.5")
    }
}
