#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotBasics
import LivePlotCommand
import LivePlotInput

/// The whole command: arguments in, exit status out. `main` only calls this.
///
/// The terminal layer's entry (`LivePlotTerminal`, the edge): the only target that touches descriptors,
/// termios, signals, threads and the clock.
///
/// ```swift
/// exit(LivePlotProgram.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: env))
/// ```
public enum LivePlotProgram {
    /// The environment variables liveplot reads, from the process's environment.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM", "COLORTERM", "LC_ALL", "LC_CTYPE", "LC_TIME", "LANG", "COLUMNS", "LINES"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Writes `text` to `output` (standard output), the way every exit with output ends: 0 when it all
    /// went; 141 (as SIGPIPE would) when the reader went away (`| head`), which is not worth a message;
    /// 1 with the system's words for any other error (`> /dev/full`: No space left on device).
    static func write(_ text: String, to output: Int32) -> Int32 {
        guard let error = SystemCalls.write(output, Array(text.utf8)) else { return 0 }
        if error == EPIPE { return 128 + SIGPIPE }
        SystemCalls.writeAll(2, Array("liveplot: cannot write to standard output: \(SystemCalls.describe(error))\n".utf8))
        return 1
    }

    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        // Every command run (`--exec`) and its process group ended and reaped, whichever way this returns.
        defer { ChildProcesses.shared.endAll() }
        // Every write to a pipe whose reader went away gets EPIPE, handled where it is written, from the
        // start: --tee's copy then stops and the chart and -o go on (`| head -1`), rather than the process
        // dying of SIGPIPE before -o is written. In every mode; live mode adds a handler for `kill -PIPE`.
        SignalEvents.ignoreBrokenPipe()
        // A standard descriptor closed by whoever started liveplot: the next file opened (the terminal,
        // /dev/null) would take its number, and the chart would go there. Filled, and said.
        let closedOutput = !SystemCalls.isOpen(1)
        let closedInput = !SystemCalls.isOpen(0)
        for descriptor: Int32 in [0, 1, 2] { SystemCalls.fillIfClosed(descriptor) }
        if closedOutput {
            SystemCalls.writeAll(2, Array("liveplot: standard output is closed: nowhere to draw\n".utf8))
            return 1
        }
        let plan: RunPlan
        do {
            plan = RunPlan(try Options.parse(arguments), environment: environment)
        } catch {
            SystemCalls.writeAll(2, Array((error.message + "\n").utf8))
            return 2
        }
        // --tee draws on the terminal, standard output carrying the input on.
        let outputIsTerminal = SystemCalls.isTerminal(1)
        var teeTerminal: Int32?
        if plan.tees, plan.request == .plot, !outputIsTerminal {
            let terminal = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
            teeTerminal = terminal >= 0 && SystemCalls.isTerminal(terminal) ? terminal : nil
        }
        let facts = RunFacts(inputIsClosed: closedInput, inputIsTerminal: SystemCalls.isTerminal(0),
                             outputIsTerminal: outputIsTerminal,
                             hasRoomToStart: plan.request != .plot || SystemCalls.canAllocate(plan.startingRoom),
                             hasTerminalForTee: teeTerminal != nil)
        let daysFirst = LocaleDateOrder.daysFirst(environment: environment)
        switch plan.mode(in: facts) {
        case .text(let text): return write(text, to: 1)
        case .refusal(let message, let status):
            SystemCalls.writeAll(2, Array((message + "\n").utf8))
            return status
        case .explain:
            let times = timed(plan, daysFirst: daysFirst).times
            return plan.sources == [.standardInput] ? ExplainRun.run(plan: plan, times: times) : ExplainRun.runSources(plan: plan, times: times)
        case .plot(let chart):
            let output: Int32? = switch chart.destination {
            case .standardOutput: 1
            case .terminal: teeTerminal
            case .nowhere: nil
            }
            return plot(chart, plan: plan, output: output, daysFirst: daysFirst)
        }
    }

    /// The plan in the local zone, and the resolver of the data's times (nil with `-x none`): times in
    /// the data are read, and shown, in the local zone as the C library has it (`TZ`), read once.
    /// - Parameter daysFirst: whether the locale writes slashed dates day first (`LocaleDateOrder`).
    private static func timed(_ plan: RunPlan, daysFirst: Bool) -> (plan: RunPlan, times: TimeResolver?) {
        guard plan.input.x != .none else { return (plan, nil) }
        let now = WallClock.epochSeconds()
        let zone = LocalZone.offsets(aroundEpochSeconds: now)
        // It counts in µs.
        return (plan.zoned(zone), TimeResolver(zone: zone, now: now * CivilCalendar.microsecondsPerSecond, daysFirst: daysFirst))
    }

    /// Draws the chart as `chart` says, onto `output` (nil: nowhere, only to -o's file). Every way is a
    /// `for try await` over the input, the demo's or standard input's: `--once` and a terminal without
    /// cursor moves on this thread, live mode on a thread beside the loop's. Files and commands are
    /// `SourcesRun`'s: a thread each.
    /// - Parameter daysFirst: whether the locale writes slashed dates day first (`LocaleDateOrder`).
    private static func plot(_ chart: RunMode.Chart, plan: RunPlan, output: Int32?, daysFirst: Bool) -> Int32 {
        if let warning = chart.warning { SystemCalls.writeAll(2, Array((warning + "\n").utf8)) }
        let (plan, times) = timed(plan, daysFirst: daysFirst)
        let input = SampleStream(fileDescriptor: 0, matcher: plan.input.matcher, selection: plan.input.selection,
                                 stampsArrivals: plan.input.stampsArrivals, times: times, timeKeys: plan.input.timeKeys,
                                 xField: plan.input.xField, countsLines: plan.input.countsLines,
                                 groupField: plan.input.groupField, copy: plan.tees ? 1 : nil)
        // The demo's clock wakes it from the shared pool, whose threads are started on demand and retried
        // forever when they cannot be: checked first, so too little memory is said, not a hang.
        if chart.source == .demo { DetachedThread.ensureThreadsCanStart() }
        let final = plan
        let status: Int32 = switch (chart.source, chart.drawing) {
        case (.demo, .once):
            ThreadExecutor.run {
                await StaticChart.run(plan: final, samples: DemoStream(clock: ContinuousClock(), initialCount: 600, limit: 600), output: output)
            }
        case (.demo, .repeated(let period)):
            ThreadExecutor.run { await StaticChart.run(plan: final, samples: DemoStream(clock: ContinuousClock()), output: output, period: period) }
        case (.demo, .live):
            LiveLoop.run(plan: plan, output: output ?? 1) { _ in DemoStream(clock: ContinuousClock()) }
        case (.standardInput, .once):
            ThreadExecutor.run { await StaticChart.run(plan: final, samples: input, output: output) }
        case (.standardInput, .repeated(let period)):
            ThreadExecutor.run { await StaticChart.run(plan: final, samples: input, output: output, period: period) }
        case (.standardInput, .live):
            LiveLoop.run(plan: plan, output: output ?? 1) { feedback in
                var input = input
                input.feedback = feedback
                return input
            }
        case (.sources, let drawing):
            SourcesRun.plot(plan: plan, drawing: drawing, output: output, times: times)
        }
        return status == 0 && chart.failsUndrawn ? 1 : status
    }
}
