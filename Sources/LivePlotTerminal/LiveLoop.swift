#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotCore

/// Live mode's driver: merges samples, keys, signals and its own timer, feeds them to a `LiveChart`, and
/// writes each frame with one `write`. Between events it sleeps; nothing ticks while nothing changes.
///
/// ```swift
/// let status = await LiveLoop.run(options: options, samples: SampleStream(fileDescriptor: 0), clock: ContinuousClock())
/// ```
public enum LiveLoop {
    /// Runs until the input ends, `q`, or a terminating signal; returns the exit status.
    public static func run<Samples: AsyncSequence & Sendable, C: Clock>(
        options: Options,
        samples: Samples,
        clock: C,
        output: Int32 = 1,
        environment: [String: String]
    ) async -> Int32 where Samples.Element == SampleBatch, Samples.Failure == Never, C.Duration == Duration {
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
        let forwarder = Task {
            for await batch in samples { await events.deliver(batch) }
            events.post(.endOfInput)
        }
        defer { forwarder.cancel() }

        let start = clock.now
        func now() -> Duration { start.duration(to: clock.now) }
        let size = chartSize(options: options, output: output, keyboard: session.keyboard)
        let colors = options.color.depth(outputIsTerminal: true, environment: environment)
        var chart = LiveChart(options: options, colors: colors, width: size.width, height: size.height,
                              timeAxis: options.timeAxis ? WallClock.timeAxisStartingNow() : nil)
        var timer = WakeTimer(clock: clock, start: start, events: events)

        while true {
            // Between frames the input waits (and folds into one batch): the loop wakes once a frame for
            // it, not once a read. The timer set below brings the next frame time.
            switch await events.next(takingSamples: chart.takesSamples(at: now())) {
            case .samples(let batch):
                chart.ingest(batch, at: now())
            case .endOfInput:
                // Ctrl-C ends the producer too: when its end of input overtakes the signal, the signal wins.
                if let number = signals.firstReceived(of: terminating) { return 128 + number }
                // Leave the live screen, and the finished chart on the normal one.
                session.restore()
                let final = chart.finalText(colors: colors)
                SystemCalls.writeAll(output, Array(final.utf8))
                return 0
            case .keys(let keys):
                for key in keys {
                    switch key {
                    case .quit: return 0
                    case .interrupt: return 128 + SIGINT
                    default: chart.press(key)
                    }
                }
            case .signal(let number) where number == SIGWINCH:
                let size = chartSize(options: options, output: output, keyboard: session.keyboard)
                chart.resize(width: size.width, height: size.height)
            case .signal(let number) where number == SIGTSTP:
                session.restore()
                signals.suspendProcess()
                session.enter()
                let size = chartSize(options: options, output: output, keyboard: session.keyboard)
                chart.resize(width: size.width, height: size.height)
            case .signal(let number):
                return 128 + number
            case .wake(let generation):
                timer.fired(generation)
            }
            // A frame is due: the input held back since the last one goes into it.
            if chart.takesSamples(at: now()), let held = events.takeHeldSamples() {
                chart.ingest(held, at: now())
            }
            let bytes = chart.render(at: now())
            if !bytes.isEmpty, !SystemCalls.writeAll(output, bytes) {
                // The terminal is gone (EPIPE, EIO): nothing left to draw on.
                return 1
            }
            // One timer for the next thing due: a frame or rescale, or the input held back until then.
            let later = now()
            timer.schedule(chart.takesSamples(at: later) ? chart.wakeup(after: later) : chart.wakeupForInput(after: later))
        }
    }

    /// The terminal's size, or the one the options give within it.
    static func chartSize(options: Options, output: Int32, keyboard: Int32?) -> (width: Int, height: Int) {
        let terminal = SystemCalls.windowSize(output) ?? keyboard.flatMap(SystemCalls.windowSize) ?? (80, 24)
        return (min(options.width ?? terminal.width, terminal.width), min(options.height ?? terminal.height, terminal.height))
    }
}
