import Testing
@testable import LivePlotInput
@testable import LivePlotStore

/// A row's extremes over the series a live axis follows (`SeriesStore.extremes(ofRow:series:positiveOnly:)`,
/// of a range and of a list since issue 48, when a generic call from another module cost 2,500
/// instructions a row): the lowest and highest of the series' values in the row, gaps left out.
@Suite struct RowExtremesTests {
    @Test func theExtremesOfARowAreItsLowestAndHighestValueOfTheSeriesAsked() {
        var random = SplitMix64(seed: 48)
        for _ in 0..<50 {
            let count = Int.random(in: 1...5, using: &random)
            var store = SeriesStore(capacity: Int.random(in: 5...40, using: &random))
            let rows = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                (0..<count).map { _ in Int.random(in: 0..<4, using: &random) == 0 ? Double.nan : Double.random(in: -5...5, using: &random) }
            }
            store.append(SampleBatch(rows: rows, seriesNames: (0..<count).map { "s\($0)" }))
            for row in 0..<store.keptRowCount {
                let asked = (0..<count).filter { _ in Bool.random(using: &random) } + [count + 1]
                for positiveOnly in [false, true] {
                    func expected(_ indices: [Int]) -> (low: Double, high: Double)? {
                        let values = indices.filter { $0 < count }.map { store.series[$0].history[row] }
                            .filter { !$0.isNaN && (!positiveOnly || $0 > 0) }
                        return values.min().map { ($0, values.max()!) }
                    }
                    let ofList = store.extremes(ofRow: row, series: asked, positiveOnly: positiveOnly)
                    let ofRange = store.extremes(ofRow: row, series: 0..<(count + 2), positiveOnly: positiveOnly)
                    #expect(ofList.map { [$0.low, $0.high] } == expected(asked).map { [$0.low, $0.high] })
                    #expect(ofRange.map { [$0.low, $0.high] } == expected(Array(0..<count)).map { [$0.low, $0.high] })
                }
            }
        }
    }
}
