import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// `-r`'s times by arrival (`ArrivalTiming`): a value is timed at its read only when it arrived apart from
/// its series' value before; the stream's first such pair decides, once, between rates per second and
/// rates per line (`rate: no times, per line`).
@Suite struct ArrivalTimingTests {
    /// What a rate's decoder makes of `reads`, each a chunk and the time its read returned (the input's
    /// end at the last read's time): the batch, and the decoder after it.
    static func read(_ reads: [(text: String, at: Double)], times: TimeResolver? = nil) -> (batch: SampleBatch, decoder: SampleDecoder) {
        var decoder = SampleDecoder(stampsArrivals: true, times: times)
        var batch = SampleBatch()
        for read in reads {
            Array(read.text.utf8).withUnsafeBytes { decoder.decode($0, at: read.at, into: &batch) }
        }
        decoder.finish(at: reads.last?.at ?? 0, into: &batch)
        batch.checkInvariants()
        return (batch, decoder)
    }

    /// `text` cut into chunks of `size` bytes, read `apart` seconds one after another from `start`.
    static func chunks(_ text: String, size: Int, apart: Double, start: Double = 0.002) -> [(text: String, at: Double)] {
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).enumerated().map { index, offset in
            (String(decoding: bytes[offset..<min(bytes.count, offset + size)], as: UTF8.self), start + Double(index) * apart)
        }
    }

    /// Each value's stamp, `nil` for none: one array per series.
    static func stamps(_ batch: SampleBatch) -> [[Double?]] {
        (0..<batch.seriesCount).map { series in
            (0..<batch.rowCount).compactMap { row in
                batch.value(row: row, series: series).isNaN ? nil : batch.arrivals[row * batch.seriesCount + series]
            }.map { $0.isNaN ? nil : $0 }
        }
    }

    /// A file (`<`: the capture in one read) and a pipe (`cat file |`: 4 KiB chunks 20 µs apart; 100-byte
    /// pieces that split lines, 1 ms apart; and a reader that stalled 2 s in the middle) read the same:
    /// no value has a time, the rates are per line, said once, and the values are the same. A scrape's
    /// four interfaces share one row (`ScrapeRow`): 20 rows, not 80.
    @Test func aFileAndAPipeHaveNoTimes() {
        let text = ProducerOutput.text("proc-net-dev-loop.txt")
        let stalled: [(text: String, at: Double)] = Self.chunks(text, size: 4096, apart: 0.00002).enumerated().map { index, read in
            (read.text, read.at + (index >= 2 ? 2 : 0))
        }
        let ways: [[(text: String, at: Double)]] = [[(text, 0.003)], Self.chunks(text, size: 4096, apart: 0.00002), Self.chunks(text, size: 100, apart: 0.001), stalled]
        let file = Self.read(ways[0]).batch
        #expect(file.seriesNames == ["lo", "ifb0", "ifb1", "eth0"] && file.rowCount == 20)
        for reads in ways {
            let (batch, decoder) = Self.read(reads)
            #expect(decoder.timing?.basis == .perLine, "\(reads.count) reads")
            #expect(Self.stamps(batch).allSatisfy { $0.count == 20 && $0.allSatisfy { $0 == nil } }, "\(reads.count) reads: no times")
            #expect(batch.notices == [.rateWithoutTimes], "\(reads.count) reads: said once")
            #expect(columns(batch) == columns(file), "\(reads.count) reads: the same values")
        }
    }

    /// `while :; do cat /proc/net/dev; sleep 1; done | liveplot -r`: a sample a second. The first has
    /// no time (it may have waited before liveplot looked); every later value is timed at its read, and
    /// nothing is said.
    @Test func samplesASecondApartAreTimed() {
        let samples = ProducerOutput.text("proc-net-dev-loop.txt").split(separator: "Inter-|", omittingEmptySubsequences: true)
        #expect(samples.count == 20)
        let reads: [(text: String, at: Double)] = samples.enumerated().map { index, sample in ("Inter-|" + sample, 0.004 + Double(index)) }
        let (batch, decoder) = Self.read(reads)
        #expect(decoder.timing?.basis == .arrival)
        let expected: [Double?] = [nil] + (1..<20).map { 0.004 + Double($0) }
        #expect(Self.stamps(batch) == Array(repeating: expected, count: 4))
        #expect(batch.notices.isEmpty)
    }

    /// `tail -f counter.log`: its last ten lines at once, then a line a second. The ten were read
    /// together, so the rates are per line, and stay so for the lines that come apart after: a series
    /// never mixes the two.
    @Test func aBurstFirstIsPerLineForGood() {
        let burst = (0..<10).map { "\(1000 + 50 * $0)\n" }.joined()
        let reads = [(burst, 0.006)] + (1...5).map { ("\(1500 + 50 * $0)\n", 0.006 + Double($0)) }
        let (batch, decoder) = Self.read(reads)
        #expect(decoder.timing?.basis == .perLine)
        #expect(Self.stamps(batch) == [Array(repeating: nil, count: 15)])
        #expect(batch.notices == [.rateWithoutTimes])
    }

    /// A tail whose old lines hold one value of each series (an interface a line) gives them no time:
    /// the first timed read starts each rate again, never taking the old value's unknown age as a
    /// second.
    @Test func oldLinesOfOneValueEachAreNotTimed() {
        let (batch, decoder) = Self.read([("lo: 100\neth0: 7\n", 0.01), ("lo: 150\neth0: 9\n", 1.01), ("lo: 170\neth0: 12\n", 2.01)])
        #expect(decoder.timing?.basis == .arrival)
        #expect(Self.stamps(batch) == [[nil, 1.01, 2.01], [nil, 1.01, 2.01]])
        #expect(batch.notices.isEmpty)
    }

    /// Once lines arrive apart, a read that brings several of a series' lines times its last only (the
    /// others wait for it); a read less than 20 ms after the last timed one has no time; a series seen
    /// for the first time has none for its first read.
    @Test func inALiveStreamOnlyTheLastOfARead() {
        let (batch, decoder) = Self.read([
            ("a=1\n", 0.01), ("a=2\n", 1.01), ("a=3\na=4\na=5\n", 2.01), ("a=6\n", 2.015), ("a=7\nb=1\n", 2.04), ("b=2\nb=3\n", 3.04),
            ("b=4\n", 4.04),
        ])
        #expect(decoder.timing?.basis == .arrival)
        #expect(Self.stamps(batch) == [[nil, 1.01, nil, nil, 2.01, nil, 2.04], [nil, nil, 3.04, 4.04]])
        #expect(batch.notices.isEmpty)
    }

    /// A read less than 20 ms after the one before is the same flow, not lines apart: `cat`'s chunks.
    @Test func readsCloserThanTheGapAreTogether() {
        let (_, apart) = Self.read([("7\n", 0.25), ("9\n", 0.25 + ArrivalTiming.minimumGap * 1.01)])
        #expect(apart.timing?.basis == .arrival)
        let (_, together) = Self.read([("7\n", 0.25), ("9\n", 0.25 + ArrivalTiming.minimumGap * 0.99)])
        #expect(together.timing?.basis == .perLine)
    }

    /// Lines with times of their own are rated by them however they were read: nothing is said of their
    /// arrivals.
    @Test func linesWithTimesAreNeverSaidPerLine() {
        let log = (0..<5).map { "2026-11-26T10:00:0\($0) \(100 * $0)\n" }.joined()
        let (batch, decoder) = Self.read([(log, 0.002)], times: TimeResolver(zone: .utc, now: 0))
        #expect(batch.xs.count == 5 && !batch.xsArePlain)
        #expect(decoder.timing?.basis == .perLine, "read together")
        #expect(batch.notices.isEmpty, "but rated by their times")
    }
}
