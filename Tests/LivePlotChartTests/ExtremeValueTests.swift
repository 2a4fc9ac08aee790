import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart

/// The whole range of binary64, drawn and written: each input here crashed, lost its axes or its figures,
/// or printed `nan` before (issue "Unbreakable, again", items 1 and 5).
@Suite struct ExtremeValueTests {
    static func once(_ values: [Double], _ transform: SeriesTransform.Kind = .raw, maximum: Double? = nil,
                     width: Int = 60, height: Int = 8) -> String {
        var store = SeriesStore(capacity: 100, transform: transform)
        store.append(SampleBatch(values: values))
        let configuration = ChartConfiguration(autoscaler: Autoscaler(fixedMaximum: maximum), viewport: .fitAll)
        return ChartRenderer.render(store, configuration: configuration, width: width, height: height).plainText()
    }

    static func statusLine(_ text: String) -> String {
        String(text.split(separator: "\n").last ?? "")
    }

    @Test(arguments: [
        ([1.7e308], "last=1.7e308 min=1.7e308 max=1.7e308 avg=1.7e308 n=1"),
        ([-1e299, .greatestFiniteMagnitude], "last=1.79769e308 min=-1e299 max=1.79769e308 n=2"),
        ([1e308, -1e308], "last=-1e308 min=-1e308 max=1e308 avg=0 n=2"),
        ([.leastNonzeroMagnitude], "last=5e-324 min=5e-324 max=5e-324 avg=5e-324 n=1"),
        ([Double("1e-320")!, Double("2e-320")!], "last=2e-320 min=1e-320 max=2e-320 avg=1.5e-320 n=2"),
        ([.leastNormalMagnitude], "last=2.22507e-308 min=2.22507e-308 max=2.22507e-308 n=1"),
        ([1e100, 2e100], "last=2e100 min=1e100 max=2e100 avg=1.5e100 n=2"),
        ([9e307, 9.1e307], "last=9.1e307 min=9e307 max=9.1e307 avg=9.05e307 n=2"),
        ([1e30, 1.5e30], "last=1.5e30 min=1e30 max=1.5e30 avg=1.25e30 n=2"),
        ([1e-20, 3e-20], "last=3e-20 min=1e-20 max=3e-20 avg=2e-20 n=2"),
    ])
    func anyFiniteValueGetsAxesAndFigures(values: [Double], status: String) {
        let text = Self.once(values)
        #expect(Self.statusLine(text) == status, "\(text)")
        #expect(text.contains("└") && text.contains("┤"), "axes and labels\n\(text)")
    }

    @Test func labelsBeyondThePrefixesShareOnePowerOfTen() {
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: 1e100, upper: 2e100, rows: 8)) == ["1.0e100", "1.5e100", "2.0e100"])
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: -1e308, upper: 1e308, rows: 8)) == ["-1e308", "0", "1e308"])
        #expect(ValueFormatter.labels(for: AxisTicks.nice(lower: 1e-20, upper: 3e-20, rows: 8)) == ["1e-20", "2e-20", "3e-20"])
        #expect(ValueFormatter.figure(1e30) == "1e30")
        #expect(ValueFormatter.figure(-1.5e-30, unit: "s") == "-1.5e-30 s")
        #expect(ValueFormatter.figure(123e15) == "123P", "the last prefix still writes up to 10¹⁸")
    }

    @Test func aFixedTopAboveAllTheDataAtTheEdgeOfTheRange() {
        let text = Self.once([-8e307], maximum: 1e308)
        #expect(Self.statusLine(text) == "last=-8e307 min=-8e307 max=-8e307 avg=-8e307 n=1")
        #expect(text.hasPrefix(" 1e308┤"), "\(text)")
    }

    /// A transform past the largest Double is drawn at the edge and counted, never `nan`, never dropped.
    @Test func transformsThatOverflowAreClippedAndCounted() {
        #expect(Self.statusLine(Self.once([1e308, 1e308], .cumulative)) == "last=1e308 min=1e308 max=1e308 avg=1e308 n=1 clipped=1")
        #expect(Self.statusLine(Self.once([1e308, -1e308], .delta)) == "n=0 clipped=1")
        var total = RunningTotal()
        for term in [1e308, 1e308, -1e308] { total.add(term) }
        #expect(total.value == 1e308, "the sum inside never overflows")
        var bulk = RunningTotal()
        let terms = [1e308, 1e308, -1e308, 5, 1e308, -1e308, -1e308, 2]
        terms.withUnsafeBufferPointer { bulk.add(contentsOf: $0) }
        #expect(bulk.value == 7, "three 1e308 up and three down, where a plain sum overflows to nan")
        // Lanes that stay finite, whose sum then scales the total down: their rounding errors join it in
        // the scaled units (the largest Doubles and one of 4e297 gave -inf before).
        let lanes: [Double] = [-.greatestFiniteMagnitude, .greatestFiniteMagnitude, 5, -.greatestFiniteMagnitude,
                               .greatestFiniteMagnitude, 7e-210, -.greatestFiniteMagnitude, 4.0555243504041645e297, 39,
                               -.greatestFiniteMagnitude, 38, .greatestFiniteMagnitude, .greatestFiniteMagnitude,
                               .greatestFiniteMagnitude]
        var one = RunningTotal()
        for term in lanes { one.add(term) }
        var many = RunningTotal()
        lanes.withUnsafeBufferPointer { many.add(contentsOf: $0) }
        #expect(many.mean(count: lanes.count) == one.mean(count: lanes.count))
    }

    @Test func powersOfTenAcrossTheRange() {
        #expect(abs(DecimalPower.scale(1.7e308, by: -330) / 1.7e-22 - 1) < 1e-15, "not 0: no step underflows")
        #expect(DecimalPower.scale(5, by: -324) == .leastNonzeroMagnitude)
        #expect(DecimalPower.floorLog10(.leastNonzeroMagnitude) == -324)
        #expect(DecimalPower.floorLog10(.greatestFiniteMagnitude) == 308)
        #expect(DecimalPower.value(309) == .infinity)
    }
}
