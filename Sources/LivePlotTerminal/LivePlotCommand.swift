#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotCore

/// The whole command: arguments in, exit status out. `main` only calls this.
///
/// ```swift
/// exit(await LivePlotCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: env))
/// ```
public enum LivePlotCommand {
    /// The environment variables liveplot reads, from the process's environment.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM", "COLORTERM", "LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        var options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            SystemCalls.writeAll(2, Array((error.message + "\n").utf8))
            return 2
        }
        if options.showHelp {
            SystemCalls.writeAll(1, Array(Usage.text.utf8))
            return 0
        }
        if options.showVersion {
            SystemCalls.writeAll(1, Array("liveplot \(Options.version)\n".utf8))
            return 0
        }
        options.style = options.style ?? PlotStyle.automatic(environment: environment)
        let once = options.once ?? !SystemCalls.isTerminal(1)
        if !options.demo, !once, SystemCalls.isTerminal(0) {
            SystemCalls.writeAll(2, Array(("liveplot: standard input is a terminal; pipe numbers in "
                + "(seq 1 100 | liveplot) or try 'liveplot --demo' (see 'liveplot --help')\n").utf8))
            return 2
        }
        // The pattern compiled when the options were parsed; a failure here cannot happen.
        let matcher = options.match.flatMap { try? SampleMatcher(pattern: $0) }
        let input = SampleStream(fileDescriptor: 0, matcher: matcher, selection: options.fields,
                                 stampsArrivals: options.transform == .rate)
        var demoOptions = options
        if options.demo, options.title.isEmpty { demoOptions.title = "liveplot demo" }
        switch (once, options.demo) {
        case (true, true):
            return await StaticChart.run(
                options: demoOptions, samples: DemoStream(clock: ContinuousClock(), initialCount: 600, limit: 600), environment: environment)
        case (true, false):
            return StaticChart.run(options: options, input: input, environment: environment)
        case (false, true):
            return await LiveLoop.run(
                options: demoOptions, samples: DemoStream(clock: ContinuousClock()), clock: ContinuousClock(), environment: environment)
        case (false, false):
            return await LiveLoop.run(
                options: options, input: input, clock: ContinuousClock(), environment: environment)
        }
    }
}
