import LivePlotInput
import LivePlotStore
import LivePlotScreen
import LivePlotChart
import LivePlotCommand

/// `--once`: reads every sample, then prints one chart of the whole history, and exits.
///
/// ```swift
/// let status = ThreadExecutor.run { await StaticChart.run(plan: plan, samples: SampleStream(fileDescriptor: 0)) }
/// ```
public enum StaticChart {
    /// Reads every batch of `samples` into the history, then prints its chart; what was read before an
    /// error reading is drawn all the same, and the error said after it. On standard input, run it on the
    /// main thread (`ThreadExecutor.run`): reading and storing on one thread, with nothing else to do
    /// until the input ends, is about 10% faster than a reader thread beside this one on two cores.
    ///
    /// - Parameters:
    ///   - output: where the chart is printed; nil: nowhere (`--tee` without a terminal), only to `-o`'s file.
    ///   - period: on a terminal that cannot move its cursor (`TERM=dumb`), a chart is printed this often
    ///     while samples arrive, as well as at the end.
    ///   - sourceNames: what each source is called (`SourceNames`), by number, for the failures said
    ///     after the chart (`vmstat exited 1`, status 1); none for standard input alone.
    ///   - merge: several sources' batches made the chart's; nil for one source.
    public static func run<Samples: AsyncSequence>(
        plan: RunPlan, samples: Samples, output: Int32? = 1, period: Duration? = nil, sourceNames: [String] = [],
        merge: SourceMerge? = nil
    ) async -> Int32 where Samples.Element == SampleBatch, Samples.Failure == SampleStream.ReadError {
        var recording = Recording(plan: plan, period: period)
        recording.merge = merge
        recording.sourceNames = sourceNames
        var readError: SampleStream.ReadError?
        var lastPrinted: String?
        do {
            for try await batch in samples {
                // `-x` on a field of no times or numbers: said at once, a usage error; no chart of the wrong x.
                if let notice = batch.notices.first(where: \.endsAOnceRun) {
                    SystemCalls.writeAll(2, Array(("liveplot: " + notice.message + " (see 'liveplot --help')\n").utf8))
                    return 2
                }
                if recording.take(batch) { lastPrinted = print(recording, plan: plan, output: output, isFinal: false).text }
            }
        } catch {
            readError = error
        }
        // A chart printed on the way (`TERM=dumb`) that is already the final one is not printed twice.
        let status = print(recording, plan: plan, output: output, isFinal: true, unlessItIs: lastPrinted).status
        // `-f` names that name nothing, `-x` that names no field: said on standard error too, where a
        // script's user looks.
        for message in recording.store.notices.messages { SystemCalls.writeAll(2, Array(("liveplot: " + message + "\n").utf8)) }
        if let message = historyMessage(recording.store) { SystemCalls.writeAll(2, Array(("liveplot: " + message + "\n").utf8)) }
        if let message = oneBucketMessage(recording, plan: plan) { SystemCalls.writeAll(2, Array(("liveplot: " + message + "\n").utf8)) }
        // A command that failed, a file that could not be read: said after the chart, and status 1.
        for failure in recording.sourceFailures { SystemCalls.writeAll(2, Array(("liveplot: " + failure + "\n").utf8)) }
        if !recording.sourceFailures.isEmpty, status == 0, readError == nil { return 1 }
        guard let readError else { return status }
        SystemCalls.writeAll(2, Array((readError.message + "\n").utf8))
        return status == 0 ? 1 : status
    }

    /// What a chart of more rows than `-n` keeps says after it: it shows the newest only, while its status
    /// counts them all (`n=9675977` beside an axis of the last 100000); nil when every row is drawn.
    ///
    /// ```swift
    /// historyMessage(store)   // "the chart shows the newest 100000 of 9675977 rows (-n 100000; a larger -n draws more)"
    /// ```
    static func historyMessage(_ store: SeriesStore) -> String? {
        guard store.rowCount > store.keptRowCount else { return nil }
        // Where the values kept over all series bound the rows, a larger -n draws no more: the notice says why.
        guard store.notices.history == nil else { return "the chart shows the newest \(store.keptRowCount) of \(store.rowCount) rows" }
        return "the chart shows the newest \(store.keptRowCount) of \(store.rowCount) rows (-n \(store.capacity); a larger -n draws more)"
    }

    /// What a chart of buckets (`--count`, `--every`, `--stat`) says when every line of an input without
    /// times of its own arrived within one bucket (a file read at once): its one point is no trend, and
    /// why; nil otherwise.
    ///
    /// ```swift
    /// // printf '1\n2\n3\n' | liveplot --once --count
    /// oneBucketMessage(recording, plan: plan)   // "every line arrived within one bucket, so the chart has one point: …"
    /// ```
    static func oneBucketMessage(_ recording: Recording, plan: RunPlan) -> String? {
        guard plan.buckets != nil, !recording.sawTimes, recording.rowsRead > 1 else { return nil }
        // The bucket still open when the input ended is drawn as it stands, as `print` draws it.
        var store = recording.store
        store.finishInput()
        guard store.rowCount == 1 else { return nil }
        return "every line arrived within one bucket, so the chart has one point: buckets gather lines by their arrival unless "
            + "the lines have times of their own (a timestamp, -x FIELD)"
    }

    /// The samples as they arrive, with their arrival times for a time axis.
    struct Recording {
        let timeAxis: TimeAxis?
        // Drawn once, from a scan: no range summaries to keep up.
        var store: SeriesStore
        let clock = ContinuousClock()
        let start: ContinuousClock.Instant
        /// How often a chart is due before the end (a terminal without cursor moves), and when one last was.
        let period: Duration?
        var lastChart: ContinuousClock.Instant
        /// The unit the input's producer writes its values in, once its batches said (`SampleBatch.inputUnit`).
        var inputUnit: String?
        /// Several sources' batches made the chart's; nil for one.
        var merge: SourceMerge?
        /// What each source is called, by number; empty for standard input alone.
        var sourceNames: [String] = []
        /// How sources failed, in a person's words (`vmstat exited 1`, `curl exited 7`), each said once.
        var sourceFailures: [String] = []
        /// Whether a batch's rows had times from the data (a bucket then gathers them by those), and how
        /// many rows were read in all (`oneBucketMessage`).
        private(set) var sawTimes = false
        private(set) var rowsRead = 0

        init(plan: RunPlan, period: Duration? = nil) {
            timeAxis = plan.labelsTime ? WallClock.timeAxisStartingNow() : nil
            store = plan.store(recordsArrivals: timeAxis != nil, summarizesRanges: false, arrivalEpoch: WallClock.timeAxisStartingNow().startEpochSeconds)
            start = clock.now
            lastChart = start
            self.period = period
        }

        /// Takes the batch in; true when a chart is due now (then counted as drawn).
        mutating func take(_ batch: SampleBatch) -> Bool {
            let now = clock.now
            if merge == nil, let unit = batch.inputUnit { inputUnit = unit }
            sawTimes = sawTimes || !batch.xs.isEmpty && !batch.xsArePlain
            rowsRead += batch.rowCount
            let arrival = start.duration(to: now) / .seconds(1)
            if merge == nil {
                store.append(batch, arrival: arrival)
            } else {
                store.append(merge!.merge(batch, arrival: arrival), arrival: arrival)
            }
            noteFailures(of: batch)
            guard let period, lastChart.duration(to: now) >= period else { return false }
            lastChart = now
            return true
        }

        /// Notes how the batch's source failed, if it did: its end, or one of its runs (`--interval`).
        private mutating func noteFailures(of batch: SampleBatch) {
            guard !sourceNames.isEmpty, batch.sourceEnd?.isFailure == true || batch.runFailure != nil else { return }
            for end in [batch.runFailure, batch.sourceEnd].compactMap({ $0 }) where end.isFailure {
                let words = end.words(for: sourceNames[batch.source])
                if !sourceFailures.contains(words) { sourceFailures.append(words) }
            }
        }
    }

    /// Prints the chart of what was recorded, unless its text is `printed` (the chart printed last); at the
    /// end, saves it to `-o`'s file too (a file that cannot be written is said, and makes the status 1,
    /// after the chart is printed). Returns the status and the chart's text.
    private static func print(_ recording: Recording, plan: RunPlan, output: Int32?, isFinal: Bool,
                              unlessItIs printed: String? = nil) -> (status: Int32, text: String) {
        let isTerminal = output.map(SystemCalls.isTerminal) ?? false
        var size = plan.staticSize
        if isTerminal, let output, let terminal = SystemCalls.windowSize(output) {
            size = (terminal.width, max(1, terminal.height - 1))
        }
        var configuration = plan.configuration(viewport: .fitAll, timeAxis: recording.timeAxis)
        if plan.adoptsInputUnit { configuration.takeInputUnit(recording.inputUnit) }
        // The bucket still open when the input ended is drawn as it stands.
        var store = recording.store
        store.finishInput()
        // Split into more panels than the height shows: taller, unless the user chose the height.
        let height = plan.height ?? max(size.height, ChartRenderer.heightShowingEveryPanel(of: store, configuration: configuration) ?? 0)
        let picture = ChartRenderer.picture(store, configuration: configuration, width: plan.width ?? size.width, height: height)
        var status: Int32 = 0
        let text = ANSIEncoder.staticText(picture.grid, colors: plan.colors(outputIsTerminal: isTerminal))
        if let output, text != printed {
            status = LivePlotProgram.write(text, to: output)
        }
        if isFinal, let path = plan.outputFile, let failure = ChartFile.save(picture, to: path) {
            SystemCalls.writeAll(2, Array((failure + "\n").utf8))
            if status == 0 { status = 1 }
        }
        return (status, text)
    }
}
