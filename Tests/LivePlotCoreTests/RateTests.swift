import Testing
@testable import LivePlotCore

@Suite struct RateTests {
    /// Lines that arrive in one chunk are spread over the time since the previous chunk: never dt = 0.
    @Test func linesAreStampedPerLineNotPerRead() {
        var decoder = SampleDecoder(stampsArrivals: true)
        var batch = SampleBatch()
        Array("1\n2\n".utf8).withUnsafeBytes { decoder.decode($0, at: 1.0, into: &batch) }
        #expect(batch.arrivals == [0.5, 1.0], "the first chunk spreads from the start")
        Array("3\nx\n4\n5\n6\n7".utf8).withUnsafeBytes { decoder.decode($0, at: 2.0, into: &batch) }
        #expect(batch.values == [1, 2, 3, 4, 5, 6])
        #expect(batch.arrivals.count == batch.values.count)
        #expect(Array(batch.arrivals.suffix(4)) == [1.25, 1.5, 1.75, 2.0], "four values over one second, skipped line aside")
        decoder.finish(at: 3.0, into: &batch)
        #expect(batch.values.last == 7 && batch.arrivals.last == 3.0, "the partial last line arrives at the end")
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
