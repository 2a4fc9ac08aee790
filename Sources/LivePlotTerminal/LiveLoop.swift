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

/// Live mode's driver: merges samples, keys, signals and its own time limit, feeds them to a `LiveChart`,
/// and writes each frame with one `write`. Between events it sleeps on a thread of its own; nothing ticks
/// while nothing changes.
///
/// ```swift
/// let status = LiveLoop.run(plan: plan, clock: ContinuousClock()) { feedback in
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
    public static func run<Samples: AsyncSequence & Sendable, C: Clock & Sendable>(
        plan: RunPlan, clock: C, output: Int32 = 1,
        samples: @escaping @Sendable (SampleStream.Feedback) -> Samples
    ) -> Int32 where Samples.Element == SampleBatch, Samples.Failure == SampleStream.ReadError, C.Duration == Duration {
        let status = PlatformLock<Int32?>(nil)
        DetachedThread.start(name: "liveplot.loop") {
            let result = loop(plan: plan, clock: clock, output: output) { events in
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

    /// Hands each batch of `samples` to the loop, then its end.
    private static func forward<Samples: AsyncSequence>(_ samples: Samples, to events: LoopEvents) async
    where Samples.Element == SampleBatch, Samples.Failure == SampleStream.ReadError {
        do {
            for try await batch in samples { events.deliver(batch) }
            events.post(.endOfInput(nil))
        } catch {
            events.post(.endOfInput(error))
        }
    }

    private static func loop<C: Clock>(
        plan: RunPlan, clock: C, output: Int32,
        startInput: (LoopEvents) -> Void
    ) -> Int32 where C.Duration == Duration {
        SignalEvents.ignoreBrokenPipe()
        EmergencyRestore.installCrashHandlers()
        let session = TerminalSession.begin(output: output)
        defer { session.restore() }

        let events = LoopEvents()
        // SIGPIPE too: the terminal never raises it, so it can only be a request to stop (`kill -PIPE`).
        let terminating = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]
        let signals = SignalEvents(signals: terminating + [SIGWINCH, SIGTSTP]) { events.post(.signal($0)) }
        if let keyboard = session.keyboard {
            KeyReader.start(descriptor: keyboard) { events.post(.keys($0)) }
        }
        startInput(events)

        let start = clock.now
        func now() -> Duration { start.duration(to: clock.now) }
        let size = chartSize(plan: plan, output: output, keyboard: session.keyboard)
        let colors = plan.colors(outputIsTerminal: true)
        var chart = plan.liveChart(colors: colors, width: size.width, height: size.height,
                                   timeAxis: plan.labelsTime ? WallClock.timeAxisStartingNow() : nil,
                                   arrivalEpoch: WallClock.timeAxisStartingNow().startEpochSeconds)
        // The input's end, once it came: a replay goes on showing what it holds until it is all shown.
        var inputEnd: SampleStream.ReadError?? = nil
        // A chart that could not be saved (`s`, `-o`): said on the normal screen at the end, and status 1.
        var saveFailure: String?
        // Saves are written aside (a FIFO waits for its reader), one at a time; the run ends when they are done.
        var saves = SaveQueue()
        // The finished chart, once the input has ended and it shows all of it: saved to -o, then left on
        // the normal screen.
        var final: ChartPicture?
        // Whether the input has ended and every save is done: the run ends after this pass.
        var isFinished = false
        func perform(_ action: SaveQueue.Action) {
            switch action {
            case .start(let path, let isFinal):
                let picture = isFinal ? final ?? chart.finalPicture() : chart.picture(at: now())
                ChartFile.saveAside(picture, to: path) { events.post(.saved(path: path, failure: $0)) }
                chart.notify("saving " + path, at: now())
            case .busy(let path): chart.notify("still saving " + path, at: now())
            case .finish: isFinished = true
            case .none: break
            }
        }
        /// The exit status of a way out that is not a signal's: 1 when a save failed. A save still waiting
        /// (q before a FIFO's reader came) is left behind, and said.
        func status(_ base: Int32) -> Int32 {
            if let path = saves.writing {
                SystemCalls.writeAll(2, Array((ChartFile.leftBehind(path) + "\n").utf8))
            }
            guard let saveFailure else { return base }
            SystemCalls.writeAll(2, Array((saveFailure + "\n").utf8))
            return base == 0 ? 1 : base
        }
        // When the loop must wake even without an event (a frame, a rescale, input held back), in time
        // since `start`; nil while nothing is due.
        // The first frame at once: a chart with no samples says so, rather than a blank screen until a line.
        var deadline: Duration? = .zero

        while true {
            // Between frames the input waits, and nobody wakes for it: the loop takes it once a frame, when
            // its time limit (the next frame time) brings it back.
            let waiting = now()
            let event = events.next(takingSamples: chart.takesSamples(at: waiting), takingFloods: chart.takesFloods,
                                    timeout: deadline.map { $0 - waiting })
            switch event {
            case .samples:
                ingestHeldSamples(from: events, into: &chart, at: now())
            case .endOfInput(let readError):
                // Ctrl-C ends the producer too: when its end of input overtakes the signal, the signal wins.
                if let number = signals.firstReceived(of: terminating) { return 128 + number }
                inputEnd = .some(readError)
            case .keys(let keys):
                for key in keys {
                    switch key {
                    case .quit:
                        session.restore()
                        return status(0)
                    case .interrupt: return 128 + SIGINT
                    case .save:
                        // To -o's file, else a new one here named by the time.
                        let seconds = WallClock.epochSeconds()
                        let path = plan.outputFile ?? ChartFileName.timestamped(
                            epochSeconds: Int64(seconds), zone: plan.showsUTC ? .utc : LocalZone.offsets(aroundEpochSeconds: seconds))
                        perform(saves.save(to: path))
                    default: chart.press(key, at: now())
                    }
                }
            case .signal(let number) where number == SIGWINCH:
                let size = chartSize(plan: plan, output: output, keyboard: session.keyboard)
                chart.resize(width: size.width, height: size.height)
            case .signal(let number) where number == SIGTSTP:
                session.restore()
                signals.suspendProcess()
                session.enter()
                let size = chartSize(plan: plan, output: output, keyboard: session.keyboard)
                chart.resize(width: size.width, height: size.height)
            case .signal(let number):
                return 128 + number
            case .saved(let path, let failure):
                if let failure { saveFailure = failure }
                chart.notify((failure == nil ? "saved " : "cannot save ") + path, at: now())
                perform(saves.saved())
            case .wake:
                break
            }
            // A frame is due: the input held back since the last one goes into it.
            if chart.takesSamples(at: now()) { ingestHeldSamples(from: events, into: &chart, at: now()) }
            let bytes = chart.render(at: now())
            if !bytes.isEmpty, !SystemCalls.writeAll(output, bytes) {
                // The terminal is gone (EPIPE, EIO): nothing left to draw on.
                return 1
            }
            if case .some = inputEnd, !chart.isReplaying, final == nil {
                // Asked once more, a frame later: on a busy machine the terminal's Ctrl-C can reach the
                // producer, end it and end our input before the kernel has queued the signal here.
                if let number = signals.firstReceived(of: terminating) { return 128 + number }
                // Saved to -o while still live: a FIFO's reader may be long in coming, and q or a signal
                // ends the wait with the keys still read and the screen still ours to give back.
                final = chart.finalPicture()
                perform(saves.inputEnded(outputFile: plan.outputFile))
            }
            if isFinished, let final, case .some(let readError) = inputEnd {
                // Leave the live screen, and the finished chart on the normal one.
                session.restore()
                SystemCalls.writeAll(output, Array(ANSIEncoder.staticText(final.grid, colors: colors).utf8))
                if let readError {
                    SystemCalls.writeAll(2, Array((readError.message + "\n").utf8))
                    return status(1)
                }
                return status(0)
            }
            // The next thing due: a frame or rescale, or the input held back until then.
            let later = now()
            deadline = chart.takesSamples(at: later) ? chart.wakeup(after: later) : chart.wakeupForInput(after: later)
        }
    }

    /// Takes in every batch held, oldest first, and gives each back to the input once taken in: moved
    /// out of the list, so it goes back with its storage (nobody else holds it).
    private static func ingestHeldSamples(from events: LoopEvents, into chart: inout LiveChart, at now: Duration) {
        var batches = events.takeHeldSamples()
        batches.reverse()
        while let batch = batches.popLast() {
            chart.ingest(batch, at: now)
            events.recycle(consume batch)
        }
    }

    /// The terminal's size, or the one the options give within it.
    static func chartSize(plan: RunPlan, output: Int32, keyboard: Int32?) -> (width: Int, height: Int) {
        let terminal = SystemCalls.windowSize(output) ?? keyboard.flatMap(SystemCalls.windowSize) ?? (80, 24)
        return (min(plan.width ?? terminal.width, terminal.width), min(plan.height ?? terminal.height, terminal.height))
    }
}
