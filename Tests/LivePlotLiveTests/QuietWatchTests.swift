import Testing
@testable import LivePlotLive

/// The usual interval between arrivals: what producers people run give it, and what does not move it.
@Suite struct ArrivalCadenceTests {
    /// A cadence fed arrivals at these times, in milliseconds.
    static func cadence(_ milliseconds: [Int]) -> ArrivalCadence {
        var cadence = ArrivalCadence()
        for time in milliseconds { cadence.arrived(at: .milliseconds(time)) }
        return cadence
    }

    /// `vmstat 1`: a second; a `curl` loop every 5 s: 5 s; `tail -f` of a busy log (a batch a frame): 33 ms.
    @Test func theUsualIntervalOfWhatPeopleRun() {
        #expect(Self.cadence(Array(stride(from: 0, through: 10_000, by: 1_000))).usualInterval == .seconds(1))
        #expect(Self.cadence([300, 5_300, 10_300, 15_300]).usualInterval == .seconds(5))
        #expect(Self.cadence(Array(stride(from: 0, through: 3_300, by: 33))).usualInterval == .milliseconds(33))
    }

    /// Not known from one gap (a banner read apart from the first block), nor before any: nothing says
    /// what is usual yet.
    @Test func unknownUntilTwoGaps() {
        #expect(Self.cadence([]).usualInterval == nil && Self.cadence([]).lastArrival == nil)
        #expect(Self.cadence([0]).usualInterval == nil)
        #expect(Self.cadence([0, 5_000]).usualInterval == nil)
        #expect(Self.cadence([0, 5_000, 10_000]).usualInterval == .seconds(5))
    }

    /// Batches taken at the same time are one arrival: no gap of zero.
    @Test func batchesTakenTogetherAreOneArrival() {
        #expect(Self.cadence([0, 1_000, 1_000, 1_000, 2_000, 2_000, 3_000]).usualInterval == .seconds(1))
        #expect(Self.cadence([0, 0, 0, 1_000, 1_000]).usualInterval == nil, "one gap only")
    }

    /// A producer stopped for a minute (`kill -STOP`) and continued: one long gap among a second's does
    /// not move it.
    @Test func aSingleLongGapDoesNotMoveIt() {
        var times = Array(stride(from: 0, through: 15_000, by: 1_000))
        times += Array(stride(from: 75_000, through: 80_000, by: 1_000))
        #expect(Self.cadence(times).usualInterval == .seconds(1))
    }

    /// A block written in two writes, read a frame apart, every 5 s (`iostat -x 5` with many devices):
    /// half the gaps are 33 ms, and the usual one is still 5 s; so after a burst of catching up.
    @Test func aBurstDoesNotMoveIt() {
        let split = (0..<8).flatMap { [$0 * 5_000, $0 * 5_000 + 33] }
        #expect(Self.cadence(split).usualInterval == .milliseconds(4_967))
        var times = Array(stride(from: 0, through: 20_000, by: 1_000))
        times += [20_033, 20_066, 20_099, 20_132]
        #expect(Self.cadence(times).usualInterval == .seconds(1))
    }

    /// Only the last 16 gaps count: a producer that slows down is, after a while, usual at its new pace.
    @Test func theLastGapsCount() {
        let fast = Array(stride(from: 0, through: 20_000, by: 1_000))
        let slow = (1...16).map { 20_000 + $0 * 10_000 }
        #expect(Self.cadence(fast + slow.prefix(4)).usualInterval == .seconds(1))
        #expect(Self.cadence(fast + slow).usualInterval == .seconds(10))
    }
}

/// `quiet 25s` in the status: when it begins, how it counts, when it goes; never before the usual
/// interval is known, never after the input ended; per source with several.
@Suite struct QuietWatchTests {
    /// A watch fed a line a second from 0 to `last` s.
    static func everySecond(through last: Int = 3, sources: [String] = [""]) -> QuietWatch {
        var watch = QuietWatch(sourceNames: sources)
        for second in 0...last { watch.arrived(at: .seconds(second)) }
        return watch
    }

    /// `vmstat 1` stopped after 3 s: quiet from 6 s (three intervals), `quiet 3s`, then a second more
    /// each second; gone when a line comes.
    @Test func quietAfterThreeUsualIntervalsCountingUp() {
        var watch = Self.everySecond()
        #expect(watch.fields(at: .milliseconds(5_999)) == [])
        #expect(watch.nextChange(after: .seconds(4)) == .seconds(6), "the one wake before: when it goes quiet")
        #expect(watch.fields(at: .seconds(6)) == ["quiet 3s"])
        #expect(watch.nextChange(after: .seconds(6)) == .seconds(7))
        #expect(watch.fields(at: .milliseconds(6_999)) == ["quiet 3s"])
        #expect(watch.fields(at: .seconds(7)) == ["quiet 4s"])
        #expect(watch.nextChange(after: .milliseconds(7_500)) == .seconds(8))
        #expect(watch.fields(at: .seconds(28)) == ["quiet 25s"])
        let wasQuiet = watch.arrived(at: .milliseconds(28_500))
        #expect(wasQuiet, "the status changes: it was quiet")
        #expect(watch.fields(at: .seconds(29)) == [])
        #expect(watch.nextChange(after: .seconds(29)) == .milliseconds(31_500), "the usual second still")
        let changed = watch.arrived(at: .seconds(29))
        #expect(!changed, "not quiet before: nothing changes")
    }

    /// Many lines a second: quiet after 2 s at least, not after three frames.
    @Test func neverSoonerThanTwoSeconds() {
        var watch = QuietWatch()
        for frame in 0...30 { watch.arrived(at: .milliseconds(frame * 33)) }
        #expect(watch.fields(at: .milliseconds(990 + 1_999)) == [])
        #expect(watch.fields(at: .milliseconds(990 + 2_000)) == ["quiet 2s"])
        // A `curl` loop every 5 s: a 12 s wait is its usual pace, 15 s is not.
        var curl = QuietWatch()
        for run in 0...3 { curl.arrived(at: .seconds(run * 5)) }
        #expect(curl.fields(at: .seconds(15 + 14)) == [])
        #expect(curl.fields(at: .seconds(15 + 15)) == ["quiet 15s"])
    }

    /// Before the usual interval is known nothing is quiet, and nothing wakes: before any line, after
    /// one (`sar 60`'s banner, a minute before its first row), after two.
    @Test func notQuietBeforeTheIntervalIsKnown() {
        var watch = QuietWatch()
        #expect(watch.fields(at: .seconds(600)) == [] && watch.nextChange(after: .zero) == nil)
        watch.arrived(at: .zero)
        #expect(watch.fields(at: .seconds(59)) == [] && watch.nextChange(after: .zero) == nil)
        watch.arrived(at: .seconds(60))
        #expect(watch.fields(at: .seconds(600)) == [] && watch.nextChange(after: .seconds(60)) == nil)
        watch.arrived(at: .seconds(120))
        #expect(watch.nextChange(after: .seconds(120)) == .seconds(300), "three minutes after, now")
    }

    /// The input ended: done, not quiet, and nothing more to wake for; said as a change when it was quiet.
    @Test func notQuietAfterTheInputEnded() {
        var watch = Self.everySecond()
        let endChanged = watch.ended(at: .seconds(4))
        #expect(!endChanged, "not quiet then")
        #expect(watch.fields(at: .seconds(60)) == [] && watch.nextChange(after: .seconds(4)) == nil)
        var quiet = Self.everySecond()
        let quietEndChanged = quiet.ended(at: .seconds(10))
        #expect(quietEndChanged, "it was quiet: the status changes")
        #expect(quiet.fields(at: .seconds(10)) == [])
    }

    /// Long stalls read short, and the count moves as often as its text does: a second under an hour,
    /// a minute beyond.
    @Test func longStallsCountInTheirUnits() {
        let watch = Self.everySecond()
        #expect(watch.fields(at: .seconds(3 + 185)) == ["quiet 3m 05s"])
        #expect(watch.nextChange(after: .seconds(3 + 185)) == .seconds(3 + 186))
        #expect(watch.nextChange(after: .milliseconds(3_000 + 3_599_500)) == .seconds(3 + 3_600))
        #expect(watch.fields(at: .seconds(3 + 3_600)) == ["quiet 1h 00m"])
        #expect(watch.fields(at: .seconds(3 + 7_530)) == ["quiet 2h 05m"])
        #expect(watch.nextChange(after: .seconds(3 + 7_530)) == .seconds(3 + 7_560), "once a minute")
    }

    /// Several sources: each watched on its own, each quiet one said by its name; one that ended is not.
    @Test func severalSourcesEachByName() {
        var watch = QuietWatch(sourceNames: ["web1", "app"])
        for second in 0...3 {
            watch.arrived(source: 0, at: .seconds(second))
            watch.arrived(source: 1, at: .seconds(second * 5))
        }
        #expect(watch.fields(at: .seconds(8)) == ["web1 quiet 5s"])
        #expect(watch.nextChange(after: .seconds(8)) == .seconds(9))
        #expect(watch.fields(at: .seconds(30)) == ["web1 quiet 27s", "app quiet 15s"])
        watch.ended(source: 0, at: .seconds(31))
        #expect(watch.fields(at: .seconds(31)) == ["app quiet 16s"])
        #expect(Self.everySecond(sources: ["solo"]).fields(at: .seconds(8)) == ["quiet 5s"], "one source: no name")
    }

    /// What is said of a source besides quiet: how it ended, while others go on; a run's failure until
    /// it writes again; quiet says more than a run's failure.
    @Test func wordsOfHowASourceEnded() {
        var watch = QuietWatch(sourceNames: ["web1", "app"])
        let changed = watch.ended(source: 1, at: .seconds(1), saying: "app ended")
        #expect(changed)
        #expect(watch.fields(at: .seconds(1)) == ["app ended"])
        watch.runFailed(source: 0, saying: "web1 exited 7")
        #expect(watch.fields(at: .seconds(1)) == ["web1 exited 7", "app ended"])
        let wrote = watch.arrived(source: 0, at: .seconds(2))
        #expect(wrote && watch.fields(at: .seconds(2)) == ["app ended"])
        watch.runFailed(source: 1, saying: "app exited 7")
        #expect(watch.fields(at: .seconds(2)) == ["app ended"], "an ended source runs no more")
    }
}
