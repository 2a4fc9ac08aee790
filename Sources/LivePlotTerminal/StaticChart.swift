import LivePlotCore

/// `--once`: reads every sample, then prints one chart of the whole history, and exits.
///
/// ```swift
/// let status = StaticChart.run(options: options, input: SampleStream(fileDescriptor: 0), environment: env)
/// ```
public enum StaticChart {
    /// Standard input: read and stored on this one thread, no hand-over, since there is nothing else to
    /// do until it ends (about 10% faster than a reader thread beside this one on two cores).
    public static func run(options: Options, input: SampleStream, output: Int32 = 1, environment: [String: String]) -> Int32 {
        var recording = Recording(options: options)
        let readError = input.readAll { recording.append($0) }
        // What was read before an error is drawn all the same; the error is said after it.
        let status = print(recording, options: options, output: output, environment: environment)
        guard let readError else { return status }
        SystemCalls.writeAll(2, Array((readError.message + "\n").utf8))
        return status == 0 ? 1 : status
    }

    /// Any other source of batches (the demo).
    public static func run<Samples: AsyncSequence>(
        options: Options,
        samples: Samples,
        output: Int32 = 1,
        environment: [String: String]
    ) async -> Int32 where Samples.Element == SampleBatch, Samples.Failure == Never {
        var recording = Recording(options: options)
        for await batch in samples { recording.append(batch) }
        return print(recording, options: options, output: output, environment: environment)
    }

    /// The samples as they arrive, with their arrival times for a time axis.
    struct Recording {
        let timeAxis: TimeAxis?
        // Drawn once, from a scan: no range summaries to keep up.
        var store: SeriesStore
        let clock = ContinuousClock()
        let start: ContinuousClock.Instant

        init(options: Options) {
            timeAxis = options.timeAxis ? WallClock.timeAxisStartingNow() : nil
            store = SeriesStore(options: options, recordsArrivals: timeAxis != nil, summarizesRanges: false)
            start = clock.now
        }

        mutating func append(_ batch: SampleBatch) {
            store.append(batch, arrival: start.duration(to: clock.now) / .seconds(1))
        }
    }

    private static func print(_ recording: Recording, options: Options, output: Int32, environment: [String: String]) -> Int32 {
        let isTerminal = SystemCalls.isTerminal(output)
        var size = Options.defaultStaticSize
        if isTerminal, let terminal = SystemCalls.windowSize(output) {
            size = (terminal.width, max(1, terminal.height - 1))
        }
        let configuration = ChartConfiguration(options: options, viewport: .fitAll, timeAxis: recording.timeAxis)
        let grid = ChartRenderer.render(
            recording.store, configuration: configuration, width: options.width ?? size.width, height: options.height ?? size.height)
        let colors = options.color.depth(outputIsTerminal: isTerminal, environment: environment)
        return LivePlotCommand.write(ANSIEncoder.staticText(grid, colors: colors), to: output)
    }
}
