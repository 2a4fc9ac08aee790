#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput
import LivePlotScreen
import LivePlotLive
import LivePlotChart
import LivePlotCommand

/// Live mode's driver: merges samples, keys, signals and its own time limit into events for the
/// `LiveLoopMachine`, which decides, and a `LoopShell` that does what it says (each frame one `write`).
/// Between events it sleeps on a thread of its own; nothing ticks while nothing changes.
///
/// ```swift
/// let status = LiveLoop.run(plan: plan) { feedback in
///     SampleStream(fileDescriptor: 0, feedback: feedback)
/// }
/// ```
public enum LiveLoop {
    /// Runs until the input ends, `q`, or a terminating signal; returns the exit status. The loop runs on
    /// a thread of its own while the calling thread waits: the main thread stays out of the loop's signal
    /// handling (Ctrl-Z, `fg`). The input is iterated with `for try await` on a third thread
    /// (`ThreadExecutor`), which hands each batch to the loop's inbox, waiting there while the inbox is
    /// full: that is the back-pressure.
    ///
    /// - Parameter samples: the input, given what the loop tells its reader (spare batches, and when it
    ///   takes input next).
    public static func run<Samples: AsyncSequence & Sendable>(
        plan: RunPlan, output: Int32 = 1, samples: @escaping @Sendable (SampleStream.Feedback) -> Samples
    ) -> Int32 where Samples.Element == SampleBatch, Samples.Failure == SampleStream.ReadError {
        let status = PlatformLock<Int32?>(nil)
        DetachedThread.start(name: "liveplot.loop") {
            let result = loop(plan: plan, output: output) { events, _ in
                let feedback = SampleStream.Feedback(recycled: { events.recycledBatch() },
                                                     untilTaken: { events.timeUntilSamplesAreTaken() })
                let input = samples(feedback)
                DetachedThread.start(name: "liveplot.input") {
                    ThreadExecutor.run { await forward(input, to: events) }
                }
            }
            status.withLock { $0 = result }
            status.broadcast()
        }
        return status.withLock(when: { $0 != nil }) { $0! }
    }

    /// Runs a chart of `sources` (files, commands, standard input: `SourcesRun`) until every one has
    /// ended, `q`, or a terminating signal. Each source's thread hands its batches to the loop's inbox as
    /// they come (the inbox folds only a source's own), and the last to end ends the input; sources read
    /// at once (files) go through one `SourceQueue` first, in the order of their x. A source that failed
    /// (`vmstat exited 1`, a file that could not be read) is said when the chart ends, and the status is 1.
    static func run(plan: RunPlan, output: Int32, sources: SourcesRun.Opened) -> Int32 {
        let status = PlatformLock<Int32?>(nil)
        DetachedThread.start(name: "liveplot.loop") {
            let result = loop(plan: plan, output: output, sources: sources) { events, arrivalEpoch in
                let feedback = SampleStream.Feedback(recycled: { events.recycledBatch() },
                                                     untilTaken: { events.timeUntilSamplesAreTaken() })
                let inOrder = sources.readsAtOnce ? sources.merge(arrivalEpoch: arrivalEpoch) : nil
                let ending = SourceEnding(names: sources.names, remaining: inOrder == nil ? sources.streams.count : 1)
                if let merge = inOrder {
                    // Files: their rows merged in the order of their x as they are taken, not by the chart.
                    let queue = SourceQueue(sourceCount: sources.names.count, merge: merge)
                    SourcesRun.read(sources, into: queue)
                    return DetachedThread.start(name: "liveplot.input") {
                        ThreadExecutor.run { await ending.forward(queue.batches, to: events) }
                    }
                }
                for var fed in sources.streams {
                    fed.stream.feedback = feedback
                    let source = fed
                    DetachedThread.start(name: "liveplot.input") {
                        ThreadExecutor.run { await ending.forward(source, to: events) }
                    }
                }
            }
            status.withLock { $0 = result }
            status.broadcast()
        }
        return status.withLock(when: { $0 != nil }) { $0! }
    }

    /// Hands each batch of `samples` to the loop, then its end.
    private static func forward<Samples: AsyncSequence>(_ samples: Samples, to events: LoopEvents) async
    where Samples.Element == SampleBatch, Samples.Failure == SampleStream.ReadError {
        do {
            for try await batch in samples { events.deliver(batch) }
            events.post(.endOfInput(failure: nil))
        } catch {
            events.post(.endOfInput(failure: error.message))
        }
    }

    /// Takes the terminal, starts the keyboard, the signals and the input, and runs the machine's actions
    /// until one ends the run. Every wait is cut short by q, Ctrl-C and SIGTERM (`LoopEvents`).
    /// - Parameter sources: the sources read, when not standard input alone: their names and merge.
    /// - Parameter startInput: starts the input's threads, given the inbox and the wall-clock time the
    ///   run's arrivals count from (seconds since the epoch).
    private static func loop(plan: RunPlan, output: Int32, sources: SourcesRun.Opened? = nil,
                             startInput: (LoopEvents, _ arrivalEpoch: Double) -> Void) -> Int32 {
        SignalEvents.ignoreBrokenPipe()
        EmergencyRestore.installCrashHandlers()
        let session = TerminalSession.begin(output: output)
        defer { session.restore() }

        let events = LoopEvents()
        // A signal that ends the run also wakes this thread: a frame's write can sleep past it (`LoopThread`).
        let loopThread = LoopThread()
        let signals = SignalEvents(signals: LoopShell.heard) { number in
            events.post(.signal(LoopShell.loopSignal(number)))
            if LoopShell.terminating.contains(number) { loopThread.wakeOnce() }
        }
        // The input is read from now, and taken into the chart while the terminal is asked what it shows:
        // a terminal slow to answer (over a slow link; one that answers nothing holds the probe
        // `GraphicsProbe.patience`) holds back neither the reading nor the rows read, only the first frame.
        let start = WallClock.timeAxisStartingNow()
        startInput(events, start.startEpochSeconds)
        let keyReader = session.keyboard.map { KeyReader(descriptor: $0) { events.post(.keys($0)) } }
        let foregroundWatch = session.keyboard.map {
            ForegroundWatch(session: session, terminal: $0, onResize: { events.post(.signal(.windowChanged)) }) { events.post(.signal(.continued)) }
        }
        let shell = LoopShell(session: session, keyReader: keyReader, foregroundWatch: foregroundWatch, signals: signals, events: events,
                              output: output)
        var machine = machine(plan: plan, terminal: shell.terminalSize(), sources: sources, start: start,
                              keysUnavailable: session.isInBackground)
        // Asked in raw mode, the signals heard (a SIGTERM meanwhile ends the run, the terminal restored), and
        // before the keyboard's reader, which would read the answers: the keys typed meanwhile go to it first.
        let (graphics, typed) = GraphicsProbe.graphics(for: plan.graphics, session: session, signals: signals) {
            shell.takeInput(into: &machine)
        }
        if let graphics { machine.drawPlots(as: graphics, framesPerSecond: plan.framesPerSecond(drawing: graphics)) }
        if graphics?.protocol == .kitty { session.showsKittyImages() }
        session.showScreen()
        if session.hasKeys { keyReader?.read(typed: typed) } else { foregroundWatch?.start() }
        return shell.run(&machine)
    }

    /// The run's live chart in a terminal of this size, in characters (pixels once the terminal answers:
    /// `LiveLoopMachine.drawPlots`), and what decides for it; its arrivals (and time axis) count from
    /// `start`, when the input began.
    private static func machine(plan: RunPlan, terminal: (width: Int, height: Int), sources: SourcesRun.Opened?,
                                start: TimeAxis, keysUnavailable: Bool) -> LiveLoopMachine {
        let colors = plan.colors(outputIsTerminal: true)
        let settings = plan.liveLoopSettings(finalColors: colors) {
            // `s` without -o: a new file here named by the time.
            let seconds = WallClock.epochSeconds()
            return ChartFileName.timestamped(
                epochSeconds: seconds, zone: plan.showsUTC ? .utc : LocalZone.offsets(aroundEpochSeconds: seconds))
        }
        let size = settings.chartSize(terminalWidth: terminal.width, terminalHeight: terminal.height)
        let arrivalEpoch = start.startEpochSeconds
        var chart = plan.liveChart(colors: colors, width: size.width, height: size.height,
                                   timeAxis: plan.labelsTime ? start : nil,
                                   arrivalEpoch: arrivalEpoch)
        if keysUnavailable { chart.sayKeys(available: false, at: .zero) }
        // Files read at once come merged already, in the order of their x (`SourceQueue`).
        if let sources { chart.readSources(named: sources.names, merge: sources.readsAtOnce ? nil : sources.merge(arrivalEpoch: arrivalEpoch)) }
        return LiveLoopMachine(chart: chart, settings: settings)
    }
}
