#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput

/// A command's output as a source (`--exec CMD`): `sh -c CMD` on a pseudo-terminal of its own
/// (`PseudoTerminal`), read until the last process holding the terminal lets go of it; then its exit
/// status is the run's end. With `--interval SPAN` it is run again SPAN after each run ends
/// (`RunSchedule`), each run's end a `.runEnded`, so its lines are one step along x.
///
/// Every process it starts is in `ChildProcesses`' registry, ended and reaped however liveplot ends.
/// `stop()` ends the run going on, or cuts the wait for the next one short, from any thread.
///
/// ```swift
/// let source = CommandSource(line: "curl -s localhost:9100/metrics", interval: .seconds(5), columns: 80)
/// source.read(into: buffer)   // .bytes(4096), …, .runEnded(.exited(status: 0)), .bytes(…), …
/// ```
final class CommandSource: ByteSource {
    private struct State {
        var schedule: RunSchedule
        /// The run going on.
        var run: PseudoTerminal?
        /// How the last run ended: the source's end when it is stopped between runs.
        var lastEnd: SourceEnd?
        var isStopped = false
    }

    let line: String
    let columns: Int
    /// With `--interval`: each run is one step along x.
    let runsEndSteps: Bool
    private let children: ChildProcesses
    private let state: PlatformLock<State>
    /// A pipe `stop()` writes a byte to, and leaves full: it ends every wait of `read`, now and later.
    private let wake: (read: Int32, write: Int32)
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// A source that runs `sh -c line` at its first read, again `interval` after each run ends when
    /// given, on a pty `columns` wide (80 at the least).
    init(line: String, interval: Duration?, columns: Int, children: ChildProcesses = .shared) {
        self.line = line
        self.columns = columns
        runsEndSteps = interval != nil
        self.children = children
        state = PlatformLock(State(schedule: RunSchedule(interval: interval)))
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
        }
        wake = (descriptors[0], descriptors[1])
        start = clock.now
    }

    deinit {
        close(wake.read)
        close(wake.write)
        if let run = state.withLock({ $0.run }) { close(run.master) }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ByteRead {
        while true {
            let (action, run, lastEnd) = state.withLock { state in
                (state.isStopped ? .finish : state.schedule.next(at: now()), state.run, state.lastEnd)
            }
            switch action {
            case .startRun:
                if let ended = startRun() { return ended }
            case .readRun:
                guard let run else { continue }
                if let read = read(run, into: buffer) { return read }
            case .wait(let due):
                waitForWake(upTo: due - now())
            case .finish:
                if let run { return runOver(run, stopped: true) }
                return .ended(lastEnd ?? .endOfFile)
            }
        }
    }

    func stop() {
        let group = state.withLock { state in
            state.isStopped = true
            state.schedule.stop()
            return state.run?.leader
        }
        var byte: UInt8 = 1
        _ = SystemCalls.systemWrite(wake.write, &byte, 1)
        if let group { children.end(group) }
    }

    /// Waits up to `span` for the run's output, its end, or `stop()`; true between runs.
    func waitForBytes(upTo span: Duration) -> Bool {
        guard let run = state.withLock({ $0.run }) else { return true }
        var waits = [pollfd(fd: run.master, events: Int16(POLLIN), revents: 0),
                     pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        return poll(&waits, 2, SystemCalls.milliseconds(span)) != 0
    }

    /// The time on the source's own clock: since it was made.
    private func now() -> Duration { start.duration(to: clock.now) }

    /// Starts a run; nil once it runs, else how the source goes on: a run that could not start is a
    /// failed run (said, and run again with `--interval`); none starts once liveplot is ending.
    private func startRun() -> ByteRead? {
        var failure: PseudoTerminal.Failure?
        let started = children.spawn { () -> pid_t? in
            do throws(PseudoTerminal.Failure) {
                let run = try PseudoTerminal.run(line, columns: columns)
                state.withLock { $0.run = run }
                return run.leader
            } catch {
                failure = error
                return nil
            }
        }
        if started != nil { return nil }
        guard let failure else {
            // `ChildProcesses.endAll` has run: the program is ending.
            let lastEnd = state.withLock { state in
                state.schedule.stop()
                return state.lastEnd
            }
            return .ended(lastEnd ?? .endOfFile)
        }
        return ended(.failed(description: "cannot run: " + SystemCalls.describe(failure.code)))
    }

    /// One read of the run's output; nil when there was nothing to return (a signal).
    private func read(_ run: PseudoTerminal, into buffer: UnsafeMutableRawBufferPointer) -> ByteRead? {
        var waits = [pollfd(fd: run.master, events: Int16(POLLIN), revents: 0),
                     pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        guard poll(&waits, 2, -1) > 0 else { return nil }
        if waits[1].revents != 0 { return runOver(run, stopped: true) }
        let count = systemRead(run.master, buffer.baseAddress, buffer.count)
        if count > 0 { return .bytes(count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return nil }
        // EIO (Linux) or 0: the last process that held the terminal let go of it.
        return runOver(run, stopped: false)
    }

    /// The run is over: its terminal closed, its leader reaped and what is left of its group ended;
    /// then the next run is waited for, or the source ends.
    /// - Parameter stopped: `stop()` was called: its group is ended now, whatever holds the terminal (a
    ///   process that left the group could hold it for ever).
    private func runOver(_ run: PseudoTerminal, stopped: Bool) -> ByteRead {
        if stopped { children.end(run.leader) }
        close(run.master)
        let end = children.waitForEnd(of: run.leader)
        state.withLock { $0.run = nil }
        return ended(end)
    }

    /// Tells the schedule a run ended thus, and what comes of it: the wait for the next run
    /// (`.runEnded`), or the source's end.
    private func ended(_ end: SourceEnd) -> ByteRead {
        let action = state.withLock { state in
            state.lastEnd = end
            return state.schedule.runEnded(at: now())
        }
        if case .wait = action { return .runEnded(end) }
        return .ended(end)
    }

    /// Waits `span` at most, or until `stop()`.
    private func waitForWake(upTo span: Duration) {
        guard span > .zero else { return }
        let milliseconds = Int32(clamping: Int((span / .milliseconds(1)).rounded(.up)))
        var waitForWake = pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)
        _ = poll(&waitForWake, 1, milliseconds)
    }
}
