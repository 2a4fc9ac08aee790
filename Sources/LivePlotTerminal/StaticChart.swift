import LivePlotCore

/// `--once`: reads every sample, then prints one chart of the whole history, and exits.
///
/// ```swift
/// let status = await StaticChart.run(options: options, samples: SampleStream(fileDescriptor: 0), environment: env)
/// ```
public enum StaticChart {
    public static func run<Samples: AsyncSequence>(
        options: Options,
        samples: Samples,
        output: Int32 = 1,
        environment: [String: String]
    ) async -> Int32 where Samples.Element == SampleBatch, Samples.Failure == Never {
        let timeAxis = options.timeAxis ? WallClock.timeAxisStartingNow() : nil
        // Drawn once, from a scan: no range summaries to keep up.
        var store = SeriesStore(options: options, recordsArrivals: timeAxis != nil, summarizesRanges: false)
        let clock = ContinuousClock()
        let start = clock.now
        for await batch in samples {
            store.append(batch, arrival: start.duration(to: clock.now) / .seconds(1))
        }

        let isTerminal = SystemCalls.isTerminal(output)
        var size = Options.defaultStaticSize
        if isTerminal, let terminal = SystemCalls.windowSize(output) {
            size = (terminal.width, max(1, terminal.height - 1))
        }
        let configuration = ChartConfiguration(options: options, viewport: .fitAll, timeAxis: timeAxis)
        let grid = ChartRenderer.render(
            store, configuration: configuration, width: options.width ?? size.width, height: options.height ?? size.height)
        let colors = options.color.depth(outputIsTerminal: isTerminal, environment: environment)
        SignalEvents.ignoreBrokenPipe()
        // A reader that went away (`| head`) is not an error worth a message.
        return SystemCalls.writeAll(output, Array(ANSIEncoder.staticText(grid, colors: colors).utf8)) ? 0 : 128 + 13
    }
}
