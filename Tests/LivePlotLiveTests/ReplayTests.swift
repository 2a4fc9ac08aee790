import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotLive

/// `--replay`: rows come out at their own pace × the speed, in order, each once; the clock stands still
/// while paused; what has no time to keep is not held.
@Suite struct ReplayTests {
    /// 2026-11-22T10:00:01Z.
    static let base = 1_795_341_601.0

    /// One series, a row a second from `base`.
    static func seconds(_ count: Int, from first: Int = 0) -> SampleBatch {
        SampleBatch(values: (first..<(first + count)).map(Double.init), xs: (first..<(first + count)).map { base + Double($0) })
    }

    @Test func rowsComeOutAtTheirPaceTimesTheSpeed() {
        var replay = Replay(speed: 10)
        var out: SampleBatch?
        replay.append(Self.seconds(5))
        #expect(replay.heldRows == 5)
        out = replay.release(at: .seconds(3))
        #expect(out?.values == [0], "the clock starts at the first row")
        #expect(replay.nextDue(after: .seconds(3)) == .seconds(3) + .milliseconds(100))
        out = replay.release(at: .seconds(3) + .milliseconds(99))
        #expect(out == nil)
        out = replay.release(at: .seconds(3) + .milliseconds(100))
        #expect(out?.values == [1])
        out = replay.release(at: .seconds(3) + .milliseconds(350))
        #expect(out?.values == [2, 3], "two due by then, as one batch")
        out = replay.release(at: .seconds(4))
        #expect(out?.values == [4])
        #expect(replay.isEmpty && replay.heldRows == 0)
        #expect(replay.nextDue(after: .seconds(4)) == nil)
    }

    /// Paused at 0.2 s for 5 s: the clock stands still, and then goes on from where it stopped.
    @Test func aPauseStopsTheClock() {
        var replay = Replay(speed: 10)
        var out: SampleBatch?
        replay.append(Self.seconds(4))
        _ = replay.release(at: .zero)
        _ = replay.release(at: .milliseconds(200))
        replay.setPaused(true, at: .milliseconds(250))
        #expect(replay.nextDue(after: .seconds(1)) == nil, "nothing is due while paused")
        out = replay.release(at: .seconds(5))
        #expect(out == nil)
        replay.setPaused(false, at: .milliseconds(5250))
        #expect(replay.nextDue(after: .milliseconds(5250)) == .milliseconds(5300))
        out = replay.release(at: .milliseconds(5299))
        #expect(out == nil)
        out = replay.release(at: .milliseconds(5300))
        #expect(out?.values == [3])
    }

    /// A row without a time goes with the row before it; a row whose time goes back is due at once.
    @Test func untimedRowsFollowAndBackwardRowsAreDueAtOnce() {
        var replay = Replay(speed: 1)
        var out: SampleBatch?
        let b = Self.base
        replay.append(SampleBatch(values: [1, 2, 3, 4, 5], xs: [.nan, b, .nan, b + 2, b + 1]))
        out = replay.release(at: .zero)
        #expect(out?.values == [1, 2, 3], "a leading untimed row, the first, its untimed follower")
        out = replay.release(at: .milliseconds(1999))
        #expect(out == nil)
        out = replay.release(at: .seconds(2))
        #expect(out?.values == [4, 5], "10:00:02 at 2 s, and 10:00:01 after it at once")
    }

    /// Input without times, or with plain numbers as x, has no pace to keep: nothing is held back.
    @Test func withoutTimesNothingIsHeld() {
        var replay = Replay(speed: 1)
        var out: SampleBatch?
        replay.append(SampleBatch(values: [1, 2, 3]))
        out = replay.release(at: .zero)
        #expect(out?.values == [1, 2, 3])
        var plain = SampleBatch(values: [4, 5], xs: [0.5, 100])
        plain.xsArePlain = true
        replay.append(plain)
        out = replay.release(at: .zero)
        #expect(out?.values == [4, 5])
        #expect(replay.isEmpty)
    }

    /// A series shows when its first value does, and the skipped lines of a batch with its first rows.
    @Test func aBatchGoesOutInParts() {
        var replay = Replay(speed: 1)
        var out: SampleBatch?
        let b = Self.base
        var batch = SampleBatch(rows: [[1, .nan], [2, .nan], [3, 30]], seriesNames: ["a", "b"], xs: [b, b + 1, b + 2])
        batch.skippedLineCount = 4
        replay.append(batch)
        let first = replay.release(at: .zero)
        #expect(first?.seriesNames == ["a"], "b has no value yet")
        #expect(first?.skippedLineCount == 4)
        out = replay.release(at: .seconds(1))
        #expect(out?.skippedLineCount == 0)
        let last = replay.release(at: .seconds(2))
        #expect(last?.seriesNames == ["a", "b"])
        #expect(last?.values == [3, 30])
    }

    /// A later part of rows without a series an earlier part had still carries it: the store, which never
    /// takes a series back, takes every part (the options fuzzer's `--replay 100` on Graphite lines, where a
    /// row of `a` alone followed rows of `a` and `b`, trapped in the store), and each series gets the values the whole batch
    /// gives it, over random batches of series that come and go.
    @Test func partsNeverTakeASeriesBack() {
        var random = SplitMix64(seed: 40)
        for _ in 0..<300 {
            let rowCount = 1 + Int(random.next() % 12)
            let width = 1 + Int(random.next() % 4)
            let rows = (0..<rowCount).map { _ in (0..<width).map { _ in random.next() % 3 == 0 ? Double.nan : Double(random.next() % 100) } }
            let xs = (0..<rowCount).map { Self.base + Double($0) }
            let batch = SampleBatch(rows: rows, seriesNames: (0..<width).map { "s\($0)" }, xs: xs)
            var replay = Replay(speed: 1)
            replay.append(batch)
            var store = SeriesStore(capacity: 100)
            var whole = SeriesStore(capacity: 100)
            whole.append(batch)
            var second = 0
            while !replay.isEmpty, second <= rowCount {
                if let part = replay.release(at: .seconds(second)) { store.append(part) }
                second += 1
            }
            // Each series' values, in order (where its rows without one fall is the store's own matter).
            let values = { (history: RingBuffer<Double>) in history.filter { !$0.isNaN } }
            for index in whole.series.indices {
                let kept = index < store.series.count ? values(store.series[index].history) : []
                #expect(kept == values(whole.series[index].history))
            }
            #expect(store.series.count <= whole.series.count)
        }
    }

    /// Past `rowLimit` rows held, the replay has no room: the loop takes no more input.
    @Test func heldRowsAreBounded() {
        var replay = Replay(speed: 1)
        replay.append(Self.seconds(Replay.rowLimit - 1))
        #expect(replay.hasRoom)
        replay.append(Self.seconds(1, from: Replay.rowLimit - 1))
        #expect(!replay.hasRoom)
        _ = replay.release(at: .zero)
        #expect(replay.hasRoom, "one row out, room again")
    }

    /// Against a model that keeps the clock as the time played so far (the sum of the stretches not
    /// paused), not as an origin moved on by pauses: random times (some missing, some going back),
    /// batches, speeds, pauses and release times. Each release gives the longest run of rows held whose
    /// times the clock has reached, in order; every row comes out once, unchanged, its series and skipped
    /// lines with it.
    @Test func matchesAModelOfTheClock() {
        var random = SplitMix64(seed: 0x5EED_2026)
        var failures: [String] = []
        for trial in 0..<300 {
            let speed = [0.5, 1, 2, 4, 8][Int(random.next() % 5)]
            // Quarter seconds and eighths of a second keep every sum exact: a boundary is met, not missed.
            let count = 1 + Int(random.next() % 40)
            var x = Self.base
            var xs: [Double] = []
            var rows: [[Double]] = []
            for index in 0..<count {
                switch random.next() % 10 {
                case 0: xs.append(.nan)
                case 1: xs.append(x - Double(random.next() % 8) / 4)
                default:
                    x += Double(random.next() % 12) / 4
                    xs.append(x)
                }
                // Series b first shows partway.
                rows.append([Double(index), index > count / 2 && random.next() % 2 == 0 ? Double(-index) : .nan])
            }
            var cuts = [0] + (0..<Int(random.next() % 4)).map { _ in Int(random.next() % UInt64(count + 1)) }.sorted() + [count]
            cuts = Array(Set(cuts)).sorted()
            var replay = Replay(speed: speed)
            var appended = 0
            var released: [[Double]] = []
            var releasedXs: [Double] = []
            var skipped = 0
            // The model: pauses as stretches of time, the origin as the row and time the clock started at.
            var pauses: [(start: Int, end: Int?)] = []
            var origin: (x: Double, at: Int)?
            var now = 0
            var nextCut = 1
            func played(_ to: Int, from: Int) -> Double {
                var milliseconds = to - from
                for pause in pauses {
                    let start = max(pause.start, from), end = min(pause.end ?? to, to)
                    if end > start { milliseconds -= end - start }
                }
                return Double(milliseconds) / 1000
            }
            for _ in 0..<200 where released.count < count {
                now += 125 * Int(random.next() % 6)
                let action = random.next() % 8
                if action == 0, nextCut < cuts.count {
                    var batch = SampleBatch(rows: Array(rows[cuts[nextCut - 1]..<cuts[nextCut]]), seriesNames: ["a", "b"],
                                            xs: Array(xs[cuts[nextCut - 1]..<cuts[nextCut]]))
                    batch.skippedLineCount = nextCut
                    replay.append(batch)
                    appended = cuts[nextCut]
                    nextCut += 1
                } else if action == 1 {
                    let paused = pauses.last.map { $0.end == nil } ?? false
                    if paused { pauses[pauses.count - 1].end = now } else { pauses.append((now, nil)) }
                    replay.setPaused(!paused, at: .milliseconds(now))
                }
                if origin == nil, let first = xs[..<appended].firstIndex(where: { !$0.isNaN }) { origin = (xs[first], now) }
                let clock = origin.map { $0.x + played(now, from: $0.at) * speed }
                var expected = released.count
                while expected < appended, xs[expected].isNaN || clock.map({ xs[expected] <= $0 }) == true { expected += 1 }
                if let batch = replay.release(at: .milliseconds(now)) {
                    batch.checkInvariants()
                    for row in 0..<batch.rowCount {
                        released.append((0..<2).map { $0 < batch.seriesCount ? batch.value(row: row, series: $0) : .nan })
                    }
                    releasedXs += batch.xs
                    skipped += batch.skippedLineCount
                    // b shows once its first value has been taken out, in this part or an earlier one.
                    if batch.seriesCount == 2, !(0..<released.count).contains(where: { !rows[$0][1].isNaN }) {
                        failures.append("trial \(trial): b shown before its first value")
                    }
                }
                if released.count != expected {
                    failures.append("trial \(trial) at \(now) ms ×\(speed): \(released.count) rows out, the model \(expected)")
                    break
                }
                if replay.heldRows != appended - released.count { failures.append("trial \(trial): heldRows \(replay.heldRows)") }
                // When the next row falls due, it does come out then.
                if let due = replay.nextDue(after: .milliseconds(now)), released.count < appended {
                    var probe = replay
                    if probe.release(at: due) == nil { failures.append("trial \(trial): nothing at the due time \(due)") }
                }
            }
            // Everything appended and nothing paused: it all comes out in time.
            while nextCut < cuts.count {
                var batch = SampleBatch(rows: Array(rows[cuts[nextCut - 1]..<cuts[nextCut]]), seriesNames: ["a", "b"],
                                        xs: Array(xs[cuts[nextCut - 1]..<cuts[nextCut]]))
                batch.skippedLineCount = nextCut
                replay.append(batch)
                nextCut += 1
            }
            replay.setPaused(false, at: .milliseconds(now))
            var rounds = 0
            while let due = replay.nextDue(after: .milliseconds(now)), rounds < 1000 {
                rounds += 1
                now = max(now, Int(due / .milliseconds(1)) + 1)
                if let batch = replay.release(at: .milliseconds(now)) {
                    for row in 0..<batch.rowCount {
                        released.append((0..<2).map { $0 < batch.seriesCount ? batch.value(row: row, series: $0) : .nan })
                    }
                    releasedXs += batch.xs
                    skipped += batch.skippedLineCount
                }
            }
            let same = released.count == rows.count && zip(released, rows).allSatisfy { pair in
                zip(pair.0, pair.1).allSatisfy { $0.bitPattern == $1.bitPattern }
            }
            if !same { failures.append("trial \(trial): the rows out differ from the rows in") }
            if !zip(releasedXs, xs).allSatisfy({ $0.bitPattern == $1.bitPattern }) || releasedXs.count != count {
                failures.append("trial \(trial): the xs out differ")
            }
            if skipped != (1..<cuts.count).reduce(0, +) { failures.append("trial \(trial): skipped \(skipped)") }
            if !replay.isEmpty { failures.append("trial \(trial): rows left") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Issue 40: the slowest speeds over the longest gaps trapped in `Duration` (an Int128 of
    /// attoseconds). The wait saturates at `longestWait`, and waking then finds the row still not due:
    /// 1e-21× over a second, 1e-9× over 8,000 years, and the table's slowest speed over 8,000 years.
    @Test func theWaitSaturatesAtTheLongest() {
        let years8000 = 8_000 * 365.25 * 86_400
        for (speed, gap) in [(1e-21, 1.0), (1e-9, years8000), (0.001, years8000), (1e-300, 1e300)] {
            var replay = Replay(speed: speed)
            replay.append(SampleBatch(values: [1, 2], xs: [Self.base, Self.base + gap]))
            #expect(replay.release(at: .seconds(5))?.values == [1])
            let due = replay.nextDue(after: .seconds(5))
            #expect(due == .seconds(5) + Replay.longestWait, "\(speed)× over \(gap) s")
            #expect(replay.release(at: due!) == nil)
            // Paused and resumed late, the wait is still the longest, from then.
            replay.setPaused(true, at: due!)
            replay.setPaused(false, at: due! + .seconds(1_000_000))
            #expect(replay.nextDue(after: due! + .seconds(1_000_000)) == due! + .seconds(1_000_000) + Replay.longestWait)
        }
        // Within the wait, a row is due at its own time, as before.
        var replay = Replay(speed: 0.001)
        replay.append(SampleBatch(values: [1, 2], xs: [Self.base, Self.base + 3]))
        _ = replay.release(at: .zero)
        #expect(replay.nextDue(after: .zero) == .seconds(3000))
    }

    /// The live chart asks to be woken no later than the longest wait, however slow the replay.
    @Test func aSlowReplaysWakeupIsBounded() {
        var chart = LiveChart(store: SeriesStore(capacity: 100), configuration: ChartConfiguration(), colors: .none,
                              width: 60, height: 12, replaySpeed: 1e-21)
        chart.ingest(SampleBatch(values: [1, 2], xs: [Self.base, Self.base + 1]), at: .zero)
        _ = chart.render(at: .zero)
        let wakeup = chart.wakeup(after: .seconds(1))
        #expect(wakeup != nil && wakeup! <= .seconds(1) + Replay.longestWait)
    }
}
