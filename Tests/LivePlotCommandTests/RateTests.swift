import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// `-r`: a counter's rate per second by the data's times; without them by arrival, only for lines that
/// arrived apart; else the difference per line, said as `rate: no times, per line` (cli.md's "Rates are
/// never invented", issue 43). Reads are given with their times, as the reader stamps them.
@Suite struct RateTests {
    /// The store a run of `arguments` keeps of `reads` (each a chunk and the time its read returned),
    /// each read's batch appended as it comes, then the input's end: what `--once` draws.
    static func store(_ arguments: [String], reads: [(text: String, at: Double)]) -> SeriesStore {
        let plan = runPlan(try! Options.parse(arguments))
        var decoder = SampleDecoder(matcher: plan.input.matcher, selection: plan.input.selection,
                                    stampsArrivals: plan.input.stampsArrivals, times: TimeResolver(zone: .utc, now: 0),
                                    timeKeys: plan.input.timeKeys, xField: plan.input.xField)
        var store = plan.store(recordsArrivals: false, summarizesRanges: false)
        for read in reads + [(text: "", at: reads.last!.at)] {
            var batch = SampleBatch()
            if read.text.isEmpty {
                decoder.finish(at: read.at, into: &batch)
            } else {
                Array(read.text.utf8).withUnsafeBytes { decoder.decode($0, at: read.at, into: &batch) }
            }
            store.append(batch, arrival: read.at)
        }
        store.finishInput()
        store.checkInvariants()
        return store
    }

    /// The chart `--once` draws of `store`, as text.
    static func chart(_ store: SeriesStore, width: Int = 100, height: Int = 16) -> String {
        ChartRenderer.render(store, configuration: runPlan(Options()).configuration(viewport: .fitAll), width: width, height: height)
            .plainText().trimmingSuffixNewline()
    }

    static func values(_ store: SeriesStore, _ index: Int = 0) -> [Double] {
        store.series[index].history.filter { !$0.isNaN }
    }

    /// `text` cut into chunks of `size` bytes, read `apart` seconds one after another.
    static func chunks(_ text: String, size: Int, apart: Double) -> [(text: String, at: Double)] {
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).enumerated().map { index, offset in
            (String(decoding: bytes[offset..<min(bytes.count, offset + size)], as: UTF8.self), 0.002 + Double(index) * apart)
        }
    }

    /// The loopback counter of issue 43 (18,260 bytes a second, captured a second apart): through `<`
    /// (one read), `cat |` (4 KiB chunks µs apart) and pieces that split lines, every series' rate is
    /// its difference per line, the same chart each way, said in the status. Before, the reads' µs
    /// made it 25 GB/s.
    @Test func aFileAndAPipeGiveTheSameChart() {
        let text = ProducerOutput.text("proc-net-dev-loop.txt")
        let file = Self.store(["-r"], reads: [(text, 0.003)])
        #expect(file.ratesArePerLine)
        #expect(Self.values(file) == Array(repeating: 18_260, count: 19), "lo: 18,260 bytes per line")
        let status = Self.chart(file).split(separator: "\n").suffix(5).joined(separator: "\n")
        #expect(status == """
            rate: no times, per line
            ● lo last=18.26k min=18.26k max=18.26k avg=18.26k n=19
            ● ifb0 last=0 min=0 max=0 avg=0 n=19
            ● ifb1 last=0 min=0 max=0 avg=0 n=19
            ● eth0 last=0 min=0 max=0 avg=0 n=19
            """)
        for reads in [Self.chunks(text, size: 4096, apart: 0.00002), Self.chunks(text, size: 100, apart: 0.001)] {
            #expect(Self.chart(Self.store(["-r"], reads: reads)) == Self.chart(file), "\(reads.count) reads")
        }
    }

    /// A counter file larger than a read (a pipe's 64 KiB chunks, 30 µs apart; 4 KiB; and uneven pieces
    /// with a reader that stalled half a second between two): its per-line differences each way.
    @Test func aLargeFileInChunksIsPerLine() {
        var counter = 0
        var steps: [Double] = []
        let text = (0..<30_000).map { line in
            let step = line * 7 % 13
            if line > 0 { steps.append(Double(step)) }
            counter += line > 0 ? step : 0
            return "\(counter)\n"
        }.joined()
        var uneven: [(text: String, at: Double)] = []
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + 1 + offset * 31 % 9_000)
            let stall = uneven.count > 3 ? 0.5 : 0
            uneven.append((String(decoding: bytes[offset..<end], as: UTF8.self), 0.002 + Double(uneven.count) * 0.0001 + stall))
            offset = end
        }
        for reads in [Self.chunks(text, size: 65_536, apart: 0.00003), Self.chunks(text, size: 4096, apart: 0.00001), uneven] {
            let store = Self.store(["-r"], reads: reads)
            #expect(store.ratesArePerLine && Self.values(store) == steps, "\(reads.count) reads")
        }
    }

    /// The same counter a second apart, live (`while :; do cat /proc/net/dev; sleep 1; done`): rates per
    /// second from the third sample (the first may have waited before liveplot looked; the second starts
    /// the rate), nothing said; two seconds apart, half as much.
    @Test func samplesApartGiveRatesPerSecond() {
        let samples = ProducerOutput.text("proc-net-dev-loop.txt").split(separator: "Inter-|").map { "Inter-|" + $0 }
        for apart in [1.0, 2.0] {
            let reads: [(text: String, at: Double)] = samples.enumerated().map { ($1, 0.5 + Double($0) * apart) }
            let store = Self.store(["-r"], reads: reads)
            #expect(!store.ratesArePerLine)
            #expect(Self.values(store) == Array(repeating: 18_260 / apart, count: 18), "per second, \(apart) s apart")
            #expect(!Self.chart(store).contains("rate:"), "no word when rates are by time")
        }
    }

    /// `tail -f counter.log`: its last ten lines at once, then one a second. Per line throughout (said),
    /// never a rate per second beside them, nor the huge one of ten lines read in a moment.
    @Test func aBurstThenLinesApartIsPerLineThroughout() {
        let burst = (0..<10).map { "\(1000 + 50 * $0)\n" }.joined()
        let lines: [(text: String, at: Double)] = (1...5).map { ("\(1450 + 50 * $0)\n", 0.006 + Double($0)) }
        let store = Self.store(["-r"], reads: [(burst, 0.006)] + lines)
        #expect(store.ratesArePerLine)
        #expect(Self.values(store) == Array(repeating: 50, count: 14))
        #expect(Self.chart(store, width: 60, height: 8).hasSuffix("rate: no times, per line last=50 min=50 max=50 avg=50 n=14"))
    }

    /// A counter reset starts the rate again, per line and per second, with no negative spike.
    @Test func aResetStartsAgain() {
        #expect(Self.values(Self.store(["-r"], reads: [("100\n150\n20\n70\n", 0.002)])) == [50, 50])
        let live = Self.store(["-r"], reads: [("100\n", 0.25), ("150\n", 1.25), ("200\n", 2.25), ("20\n", 3.25), ("70\n", 4.25)])
        #expect(Self.values(live) == [50, 50])
    }

    /// Lines apart, then a read of three after a three-second stall (a producer that held them): one
    /// rate over the three seconds, not three squeezed into a moment; a read 5 ms after one waits.
    @Test func aBurstInALiveStreamIsTakenOverItsSpan() {
        let store = Self.store(["-r"], reads: [
            ("0\n", 0.25), ("10\n", 1.25), ("20\n", 2.25), ("30\n40\n50\n", 5.25), ("55\n", 5.255), ("60\n", 6.25),
        ])
        #expect(Self.values(store) == [10, 10, 10])
    }

    /// A series that comes after the rates went per line is per line too.
    @Test func aLaterSeriesIsPerLineToo() {
        let store = Self.store(["-r"], reads: [("a=1\na=3\n", 0.002), ("a=6\nb=10\n", 1.002), ("b=15\n", 2.002)])
        #expect(store.ratesArePerLine && Self.values(store, 0) == [2, 3] && Self.values(store, 1) == [5])
    }

    /// With buckets: per line, buckets of two lines' rates; apart, a second's buckets of rates per second.
    @Test func bucketsOfRates() {
        let file = Self.store(["-r", "--every", "2"], reads: [("0\n10\n30\n60\n100\n", 0.002)])
        #expect(file.ratesArePerLine && Self.values(file) == [10, 25, 40])
        let reads: [(text: String, at: Double)] = (0..<8).map { ("\(10 * $0)\n", 0.25 + 0.5 * Double($0)) }
        let live = Self.store(["-r", "--every", "1s"], reads: reads)
        #expect(!live.ratesArePerLine && Self.values(live) == [20, 20, 20])
    }

    /// Lines with times are rated by them, however they were read: several lines of one second wait
    /// and are taken over the span; nothing is said of arrivals.
    @Test func linesWithTimesAreRatedByThem() {
        let log = "2026-11-26T10:00:00 100\n2026-11-26T10:00:01 200\n2026-11-26T10:00:01 260\n2026-11-26T10:00:03 300\n"
        let store = Self.store(["-r"], reads: [(log, 0.002)])
        #expect(!store.ratesArePerLine && Self.values(store) == [100, 50])
        let csv = "time,bytes\n2026-11-26T10:00:00,0\n2026-11-26T10:00:10,500\n2026-11-26T10:00:20,1500\n"
        let byX = Self.store(["-r", "-x", "time", "-f", "bytes"], reads: [(csv, 0.002)])
        #expect(!byX.ratesArePerLine && Self.values(byX) == [50, 100])
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

    /// A value with no time of its own (`nan`) waits after a timed one, and its increase is in the next
    /// rate; after values without times, the first timed one starts the rate again.
    @Test func aValueWithoutATimeWaitsOrStartsAgain() {
        var rate = SeriesTransform(.rate)
        #expect(rate.apply(100, at: .nan) == nil)
        #expect(rate.apply(150, at: .nan) == nil, "no time: nothing per second")
        #expect(rate.apply(170, at: 1) == nil, "starts again: how long 150 → 170 took is unknown")
        #expect(rate.apply(190, at: .nan) == nil, "waits")
        #expect(rate.apply(230, at: 3) == 30, "230 − 170 over 2 s")
        #expect(rate.apply(5, at: .nan) == nil, "a reset without a time")
        #expect(rate.apply(25, at: 4) == 20, "25 − 5 over the second since the last time")
    }

    @Test func perLineIsTheDifferenceAndAResetStartsAgain() {
        var rate = SeriesTransform(.rate)
        #expect(rate.apply(100, at: 0) == nil)
        rate.ratePerLine()
        #expect(rate.apply(130, at: 0) == 30 && rate.apply(150, at: 7) == 20, "times no longer matter")
        #expect(rate.apply(10, at: 8) == nil && rate.apply(15, at: 8) == 5, "a reset starts again")
    }

    @Test func theOption() throws {
        #expect(try Options.parse(["-r"]).transform == .rate)
        #expect(throws: OptionsError.self) { try Options.parse(["--rate", "-c"]) }
    }
}
