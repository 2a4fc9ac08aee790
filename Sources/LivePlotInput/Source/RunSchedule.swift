/// When a command liveplot runs (`--exec`) is run, and run again (`--interval SPAN`): a pure state
/// machine, told what happened and what time it is (`now`, on any monotonic clock), answering what to do.
///
/// The next run starts SPAN after the previous one **ended** (as `watch -n` does), so a run that takes
/// longer than SPAN is never run twice at once; without SPAN the first run's end is the source's end.
/// `stop()` ends it all: the run going on, and any wait for the next.
///
/// ```swift
/// var schedule = RunSchedule(interval: .seconds(2))
/// schedule.next(at: .zero)                  // .startRun
/// schedule.next(at: .seconds(1))            // .readRun: it is still running
/// schedule.runEnded(at: .seconds(3))        // .wait(until: .seconds(5))
/// schedule.next(at: .seconds(4))            // .wait(until: .seconds(5))
/// schedule.next(at: .seconds(5))            // .startRun
/// ```
public struct RunSchedule: Sendable, Equatable {
    /// What to do now.
    public enum Action: Sendable, Equatable {
        /// Start a run of the command.
        case startRun
        /// A run is going on: read its output (a second run is never started beside it).
        case readRun
        /// Wait until this time (cut short by `stop()`), then ask again.
        case wait(until: Duration)
        /// No more runs: the source has ended.
        case finish
    }

    private enum Phase: Sendable, Equatable {
        /// No run yet.
        case ready
        case running
        /// Between runs: the next is due at this time.
        case waiting(until: Duration)
        case finished
    }

    /// How long after a run ends the next starts; nil: the command is run once.
    public let interval: Duration?
    private var phase = Phase.ready

    public init(interval: Duration?) {
        precondition(interval.map { $0 >= .zero } ?? true, "an interval of no negative length")
        self.interval = interval
    }

    /// Whether no run will ever start again.
    public var isFinished: Bool { phase == .finished }

    /// What to do at `now`: start the first run, or the next once its time has come; read the run that
    /// goes on; wait; or nothing more.
    public mutating func next(at now: Duration) -> Action {
        switch phase {
        case .ready:
            phase = .running
            return .startRun
        case .running:
            return .readRun
        case .waiting(let due) where now >= due:
            phase = .running
            return .startRun
        case .waiting(let due):
            return .wait(until: due)
        case .finished:
            return .finish
        }
    }

    /// The run going on ended at `now`: wait for the next (`--interval`), or finish. Outside a run (after
    /// `stop()`) it changes nothing.
    public mutating func runEnded(at now: Duration) -> Action {
        guard phase == .running else { return next(at: now) }
        guard let interval else {
            phase = .finished
            return .finish
        }
        phase = .waiting(until: now + interval)
        return .wait(until: now + interval)
    }

    /// No run starts from now on (q, Ctrl-C, the end of the chart).
    public mutating func stop() {
        phase = .finished
    }
}
