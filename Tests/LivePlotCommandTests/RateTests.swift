import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotCommand

@Suite struct RateTests {
    /// Lines that arrive in one chunk are spread over the time since the previous chunk: never dt = 0.
    @Test func linesAreStampedPerLineNotPerRead() {
        var decoder = SampleDecoder(stampsArrivals: true)
        var batch = SampleBatch()
        Array("1\n2\n".utf8).withUnsafeBytes { decoder.decode($0, at: 1.0, into: &batch) }
        #expect(batch.arrivals == [0.5, 1.0], "the first chunk spreads from the start")
        Array("3\nx\n4\n5\n6\n7".utf8).withUnsafeBytes { decoder.decode($0, at: 2.0, into: &batch) }
        #expect(batch.values == [1, 2, 3, 4, 5, 6])
        #expect(batch.arrivals.count == batch.values.count, "one series: a value per row")
        #expect(Array(batch.arrivals.suffix(4)) == [1.25, 1.5, 1.75, 2.0], "four values over one second, skipped line aside")
        decoder.finish(at: 3.0, into: &batch)
        #expect(batch.values.last == 7 && batch.arrivals.last == 3.0, "the partial last line arrives at the end")
    }

    /// A producer that prints a line per series at once (`/proc/net/dev`, an interface a line): each
    /// series' one value in a read arrives at the read's time, so its rate spans the time between reads.
    @Test func eachSeriesIsStampedByItsOwnLinesInARead() {
        var decoder = SampleDecoder(stampsArrivals: true)
        var batch = SampleBatch()
        Array("lo: 100 1\neth0: 7 2\n".utf8).withUnsafeBytes { decoder.decode($0, at: 0.01, into: &batch) }
        Array("lo: 150 1\neth0: 9 2\nlo: 170 1\n".utf8).withUnsafeBytes { decoder.decode($0, at: 0.51, into: &batch) }
        batch.checkInvariants()
        #expect(batch.seriesNames == ["lo", "eth0"])
        let stamps = (0..<batch.rowCount).map { row in
            (0..<2).compactMap { batch.value(row: row, series: $0).isNaN ? nil : batch.arrivals[row * 2 + $0] }
        }
        #expect(stamps == [[0.01], [0.01], [0.26], [0.51], [0.51]], "eth0's one value at the read; lo's two spread")
        var store = SeriesStore(capacity: 10, transform: .rate)
        store.append(batch)
        #expect(store.series[0].history.filter { !$0.isNaN } == [200, 80], "lo: 50 in 0.25 s, then 20 in 0.25 s")
        #expect(store.series[1].history.filter { !$0.isNaN } == [4], "eth0: 2 in 0.5 s")
    }

    @Test func theRateIsTheDifferencePerSecondAndAResetStartsAgain() {
        var rate = SeriesTransform(.rate)
        #expect(rate.apply(100, at: 0) == nil, "nothing to compare yet")
        #expect(rate.apply(200, at: 0.5) == 200)
        #expect(rate.apply(260, at: 1.0) == 120)
        #expect(rate.apply(5, at: 1.5) == nil, "the counter went backwards: a reset, no negative spike")
        #expect(rate.apply(55, at: 2.0) == 100, "and it starts again from the reset value")
        #expect(rate.apply(60, at: 2.0) == nil, "no time between: no rate")
    }

    @Test func theOption() throws {
        #expect(try Options.parse(["-r"]).transform == .rate)
        #expect(throws: OptionsError.self) { try Options.parse(["--rate", "-c"]) }
    }
}
