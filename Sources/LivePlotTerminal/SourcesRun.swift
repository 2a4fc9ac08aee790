#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotText
import LivePlotInput
import LivePlotCommand

/// A chart of files, commands and standard input read side by side (`RunMode.Source.sources`): each
/// source opened (`SourceOpening`), read by its own `SampleStream` (its own format, header and x) on a
/// thread of its own, and drawn as `--once` or live mode draws standard input.
///
/// One that cannot be opened is said at once (`liveplot: cannot read app.log: …`), the others are read,
/// and the status is 1 at the end; when none can be, the status is 1 at once. With one source the path
/// is standard input's: no queue, no merge.
///
/// ```swift
/// let status = SourcesRun.plot(plan: plan, drawing: .once, output: 1, times: resolver)
/// ```
enum SourcesRun {
    /// The sources opened, and what the chart calls each.
    struct Opened {
        /// Each source that could be opened, numbered as `plan.sources` numbers it.
        var streams: [SourceStream]
        /// What each source is called (`SourceNames`), by number: those that could not be opened too.
        let names: [String]
        /// Whether every source is read to its end before the chart is drawn (files, not followed; any
        /// source under `--once`): its rows are then handed on in the order of their x (`SourceInterleave`),
        /// and those without times placed by sample number, whatever else is read.
        let readsAtOnce: Bool
        /// Whether a source could not be opened.
        let failed: Bool

        /// Where rows without times of their own go along x; nil with one source (nothing to merge).
        let placing: SourceMerge.Placing?

        /// The merge of several sources' batches into the chart's, from `arrivalEpoch`; nil for one.
        func merge(arrivalEpoch: Double) -> SourceMerge? {
            placing.map { SourceMerge(sourceNames: names, placing: $0, arrivalEpoch: arrivalEpoch) }
        }
    }

    static func plot(plan: RunPlan, drawing: RunMode.Drawing, output: Int32?, times: TimeResolver?) -> Int32 {
        // Live mode hears the signals itself; a chart drawn at the end would die of them, its commands left
        // running in sessions of their own: ended first.
        if drawing != .live, plan.sources.contains(where: { if case .command = $0 { true } else { false } }) {
            ChildProcesses.endAllOnSignals()
        }
        let opened = open(plan: plan, times: times, columns: max(80, plan.width ?? output.flatMap(SystemCalls.windowSize)?.width ?? 80),
                          drawnAtEnd: drawing == .once)
        guard !opened.streams.isEmpty else { return 1 }
        let status: Int32
        switch drawing {
        case .once, .repeated:
            var period: Duration?
            if case .repeated(let every) = drawing { period = every }
            if opened.placing == nil {
                let stream = opened.streams[0]
                status = ThreadExecutor.run {
                    await StaticChart.run(plan: plan, samples: stream, output: output, period: period, sourceNames: opened.names)
                }
            } else {
                let merge = opened.merge(arrivalEpoch: WallClock.timeAxisStartingNow().startEpochSeconds)
                // Read at once, the rows are merged in the order of their x as they are taken; else by
                // the chart, as they came.
                let queue = SourceQueue(sourceCount: opened.names.count, merge: opened.readsAtOnce ? merge : nil)
                read(opened, into: queue)
                status = ThreadExecutor.run {
                    await StaticChart.run(plan: plan, samples: queue.batches, output: output, period: period,
                                          sourceNames: opened.names, merge: opened.readsAtOnce ? nil : merge)
                }
            }
        case .live:
            status = LiveLoop.run(plan: plan, output: output ?? 1, sources: opened)
        }
        return status == 0 && opened.failed ? 1 : status
    }

    /// Opens each of `plan.sources`, saying at once each that cannot be.
    /// - Parameter columns: the width of a command's pseudo-terminal.
    /// - Parameter drawnAtEnd: `--once`: one chart of every source read to its end, a pipe's and a
    ///   command's too, so their rows go in order (`Opened.readsAtOnce`), not by arrival.
    static func open(plan: RunPlan, times: TimeResolver?, columns: Int, drawnAtEnd: Bool = false) -> Opened {
        let names = SourceNames.names(for: plan.sources)
        var streams: [SourceStream] = []
        var failed = false
        for (index, source) in plan.sources.enumerated() {
            do {
                let bytes = try SourceOpening.open(source, after: plan.sources[..<index], follows: plan.follows, interval: plan.interval,
                                                   columns: columns)
                let input = plan.input
                streams.append(SourceStream(stream: SampleStream(
                    source: bytes, sourceIndex: index, matcher: input.matcher, selection: input.selection,
                    stampsArrivals: input.stampsArrivals, times: times, timeKeys: input.timeKeys, xField: input.xField,
                    countsLines: input.countsLines, groupField: input.groupField,
                    copy: plan.tees && source == .standardInput ? 1 : nil)))
            } catch {
                // A path or a command line may hold anything: nothing of it moves the terminal's cursor.
                SystemCalls.writeAll(2, Array((TerminalText(error.message).string + "\n").utf8))
                failed = true
            }
        }
        let atOnce = drawnAtEnd || plan.sources.allSatisfy { source in
            switch source {
            case .file: !plan.follows
            case .standardInput: SystemCalls.isRegularFile(0)
            case .command: false
            }
        }
        let placing: SourceMerge.Placing? = plan.sources.count == 1 ? nil
            : atOnce || plan.input.x == .none ? .sampleNumber : .arrival
        return Opened(streams: streams, names: names, readsAtOnce: atOnce, failed: failed, placing: placing)
    }

    /// Starts a thread per source that puts its batches into `queue`, then its end; a source that could
    /// not be opened has ended already.
    static func read(_ opened: Opened, into queue: SourceQueue) {
        let read = Set(opened.streams.map(\.stream.sourceIndex))
        for index in opened.names.indices where !read.contains(index) { queue.end(source: index) }
        for source in opened.streams {
            DetachedThread.start(name: "liveplot.source") {
                ThreadExecutor.run {
                    // A source's failure is its last batch (`SourceStream`): nothing is thrown.
                    do {
                        for try await batch in source { queue.put(batch) }
                    } catch {}
                    queue.end(source: source.stream.sourceIndex)
                }
            }
        }
    }
}
