#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        for name in ["NO_COLOR", "TERM", "COLORTERM", "LC_ALL", "LC_CTYPE", "LANG", "COLUMNS", "LINES"] {
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

    /// How often a terminal that cannot move its cursor gets a new chart while samples arrive.
    static let cursorlessPeriod = Duration.seconds(5)

    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
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
        var plan: RunPlan
        do {
            plan = RunPlan(try Options.parse(arguments), environment: environment)
        } catch {
            SystemCalls.writeAll(2, Array((error.message + "\n").utf8))
            return 2
        }
        switch plan.request {
        case .help: return write(Usage.text, to: 1)
        case .version: return write("liveplot \(Options.version)\n", to: 1)
        case .manual: return write(ManualPage.text, to: 1)
        case .completion(let shell): return write(CompletionScript.text(for: shell), to: 1)
        case .plot: break
        }
        if closedInput, !plan.isDemo {
            SystemCalls.writeAll(2, Array("liveplot: standard input is closed: pipe numbers in (see 'liveplot --help')\n".utf8))
            return 1
        }
        // Room for the reads, the batches and the history's first block, taken at once later; else a clear
        // word now rather than a trap mid-run (`ulimit -v`).
        let startingRoom = (8 << 20) + min(plan.history, 1 << 17) * MemoryLayout<Double>.stride * 2
        guard SystemCalls.canAllocate(startingRoom) else {
            SystemCalls.writeAll(2, Array("liveplot: not enough memory to start (\(startingRoom >> 20) MB at least)\n".utf8))
            return 1
        }
        // Where the chart goes: standard output, or with --tee the terminal (standard output carries the
        // input on); nil when --tee finds no terminal, and the chart goes only to -o's file, if any.
        var chartOutput: Int32? = 1
        if plan.tees {
            if SystemCalls.isTerminal(1) {
                SystemCalls.writeAll(2, Array(("liveplot: --tee copies the input to standard output, which is the terminal "
                    + "the chart is drawn on: send it on (liveplot --tee | cmd, or > file)\n").utf8))
                return 2
            }
            let terminal = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
            chartOutput = terminal >= 0 && SystemCalls.isTerminal(terminal) ? terminal : nil
            if chartOutput == nil, plan.outputFile == nil {
                SystemCalls.writeAll(2, Array("liveplot: --tee draws on the terminal, and there is none: the input is passed on, no chart drawn (-o FILE saves it)\n".utf8))
            }
        }
        let once = plan.once ?? !(chartOutput.map(SystemCalls.isTerminal) ?? false)
        if !plan.isDemo, !once, SystemCalls.isTerminal(0) {
            SystemCalls.writeAll(2, Array(("liveplot: standard input is a terminal; pipe numbers in "
                + "(seq 1 100 | liveplot) or try 'liveplot --demo' (see 'liveplot --help')\n").utf8))
            return 2
        }
        // Times in the data are read, and shown, in the local zone as the C library has it (`TZ`), read once.
        var times: TimeResolver?
        if plan.input.x != .none {
            let now = WallClock.epochSeconds()
            let zone = LocalZone.offsets(aroundEpochSeconds: now)
            plan = plan.zoned(zone)
            times = TimeResolver(zone: zone, now: now * CivilCalendar.microsecondsPerSecond)  // it counts in µs
        }
        let input = SampleStream(fileDescriptor: 0, matcher: plan.input.matcher, selection: plan.input.selection,
                                 stampsArrivals: plan.input.stampsArrivals, times: times, timeKeys: plan.input.timeKeys,
                                 xField: plan.input.xField, countsLines: plan.input.countsLines, copy: plan.tees ? 1 : nil)
        // The demo's clock wakes it from the shared pool, whose threads are started on demand and retried
        // forever when they cannot be: checked first, so too little memory is said, not a hang.
        if plan.isDemo { DetachedThread.ensureThreadsCanStart() }
        // Every mode is a `for try await` over the input, the demo's or standard input's: `--once` and a
        // terminal without cursor moves on this thread, live mode on a thread beside the loop's.
        switch (once, plan.isDemo) {
        case (true, true):
            return ThreadExecutor.run {
                await StaticChart.run(plan: plan, samples: DemoStream(clock: ContinuousClock(), initialCount: 600, limit: 600),
                                      output: chartOutput)
            }
        case (true, false):
            let status = ThreadExecutor.run { await StaticChart.run(plan: plan, samples: input, output: chartOutput) }
            // --tee with nowhere to draw: the input went on, but the chart the user asked for was not drawn.
            return status == 0 && chartOutput == nil && plan.outputFile == nil ? 1 : status
        case (false, true) where !plan.movesCursor:
            return ThreadExecutor.run {
                await StaticChart.run(plan: plan, samples: DemoStream(clock: ContinuousClock()), output: chartOutput, period: cursorlessPeriod)
            }
        case (false, true):
            return LiveLoop.run(plan: plan, output: chartOutput ?? 1) { _ in DemoStream(clock: ContinuousClock()) }
        case (false, false) where !plan.movesCursor:
            // An Emacs shell, a CI log: no cursor moves, so charts one after another, never control codes.
            return ThreadExecutor.run { await StaticChart.run(plan: plan, samples: input, output: chartOutput, period: cursorlessPeriod) }
        case (false, false):
            return LiveLoop.run(plan: plan, output: chartOutput ?? 1) { feedback in
                var input = input
                input.feedback = feedback
                return input
            }
        }
    }
}
