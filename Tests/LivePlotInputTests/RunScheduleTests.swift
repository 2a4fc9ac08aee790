import Testing
@testable import LivePlotInput

@Suite struct RunScheduleTests {
    typealias Action = RunSchedule.Action

    /// The phases a schedule can be in, each reached through the machine's own events, with the time
    /// it is at: no run yet; a run going on (started at 0 s); waiting for the run due at 5 s, before it
    /// is due and once it is; finished.
    enum Phase: CaseIterable {
        case ready, running, waitingBeforeDue, waitingWhenDue, finished

        /// A schedule of a 2 s interval in this phase, and the time it is.
        var schedule: (RunSchedule, now: Duration) {
            var schedule = RunSchedule(interval: .seconds(2))
            switch self {
            case .ready: return (schedule, .zero)
            case .running:
                _ = schedule.next(at: .zero)
                return (schedule, .seconds(1))
            case .waitingBeforeDue, .waitingWhenDue:
                _ = schedule.next(at: .zero)
                _ = schedule.runEnded(at: .seconds(3))
                return (schedule, self == .waitingBeforeDue ? .seconds(4) : .seconds(5))
            case .finished:
                schedule.stop()
                return (schedule, .seconds(1))
            }
        }
    }

    /// Every phase × every event: what it answers, and what it answers next (where it went).
    @Test(arguments: Phase.allCases)
    func everyPhaseAnswersEveryEvent(phase: Phase) {
        // `next`: start the first run or the one due; read the one going on; wait; nothing more.
        var (schedule, now) = phase.schedule
        let expectedNext: [Phase: (Action, then: Action)] = [
            .ready: (.startRun, then: .readRun),
            .running: (.readRun, then: .readRun),
            .waitingBeforeDue: (.wait(until: .seconds(5)), then: .wait(until: .seconds(5))),
            .waitingWhenDue: (.startRun, then: .readRun),
            .finished: (.finish, then: .finish),
        ]
        #expect(schedule.next(at: now) == expectedNext[phase]!.0)
        #expect(schedule.next(at: now) == expectedNext[phase]!.then)

        // `runEnded`: in a run, the wait for the next (2 s after this end); outside one, as `next`.
        (schedule, now) = phase.schedule
        let expectedEnd: [Phase: Action] = [
            .ready: .startRun,
            .running: .wait(until: .seconds(3)),
            .waitingBeforeDue: .wait(until: .seconds(5)),
            .waitingWhenDue: .startRun,
            .finished: .finish,
        ]
        #expect(schedule.runEnded(at: now) == expectedEnd[phase]!)

        // `stop`: whatever it was doing, nothing more, for ever.
        (schedule, now) = phase.schedule
        schedule.stop()
        #expect(schedule.isFinished)
        #expect(schedule.next(at: now) == .finish)
        #expect(schedule.runEnded(at: now) == .finish)
        #expect(schedule.next(at: now + .seconds(3600)) == .finish)
    }

    /// Without `--interval` the command runs once: its end is the source's.
    @Test func withoutAnIntervalTheFirstRunsEndIsTheEnd() {
        var schedule = RunSchedule(interval: nil)
        #expect(!schedule.isFinished)
        #expect(schedule.next(at: .zero) == .startRun)
        #expect(schedule.next(at: .seconds(100)) == .readRun)
        #expect(schedule.runEnded(at: .seconds(101)) == .finish)
        #expect(schedule.isFinished)
        #expect(schedule.next(at: .seconds(10_000)) == .finish)
    }

    /// The next run is due SPAN after the last one *ended*: a run that takes longer than SPAN is read to
    /// its end, never joined by a second one, however late it gets.
    @Test func aRunLongerThanTheIntervalIsNeverRunTwiceAtOnce() {
        var schedule = RunSchedule(interval: .seconds(2))
        #expect(schedule.next(at: .zero) == .startRun)
        for second in [1, 2, 5, 60, 3600] {
            #expect(schedule.next(at: .seconds(second)) == .readRun, "at \(second) s")
        }
        #expect(schedule.runEnded(at: .seconds(3601)) == .wait(until: .seconds(3603)))
        #expect(schedule.next(at: .milliseconds(3_602_999)) == .wait(until: .seconds(3603)))
        #expect(schedule.next(at: .seconds(3603)) == .startRun)
        #expect(schedule.next(at: .seconds(3603)) == .readRun)
    }

    /// Runs follow one another, each SPAN after the one before ended; a late wake-up starts the run at
    /// once, and the next is counted from that run's end, not from when it was due.
    @Test func runsRepeatEachIntervalAfterTheLastEnd() {
        var schedule = RunSchedule(interval: .milliseconds(500))
        var starts: [Duration] = []
        var now = Duration.zero
        for length in [Duration.milliseconds(100), .milliseconds(700), .zero] {
            // Asked now and then: a wake-up may come late, never early.
            while case .wait(let due) = schedule.next(at: now) { now = due + .milliseconds(30) }
            starts.append(now)
            now += length
            #expect(schedule.runEnded(at: now) == .wait(until: now + .milliseconds(500)))
        }
        #expect(starts == [.zero, .milliseconds(630), .milliseconds(1860)])
    }

    /// An interval of zero runs the next at once, still one after another.
    @Test func aZeroIntervalRunsAgainAtOnce() {
        var schedule = RunSchedule(interval: .zero)
        #expect(schedule.next(at: .zero) == .startRun)
        #expect(schedule.runEnded(at: .seconds(1)) == .wait(until: .seconds(1)))
        #expect(schedule.next(at: .seconds(1)) == .startRun)
        #expect(schedule.next(at: .seconds(1)) == .readRun)
    }
}
