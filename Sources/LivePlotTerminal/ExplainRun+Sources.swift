#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotText
import LivePlotInput
import LivePlotCommand

extension ExplainRun {
    /// `--explain` of files and commands (`RunPlan.sources`): each source explained in turn, under its
    /// name when there are several (`app (app.log):`), each read as `run` reads standard input, up to
    /// the same limits. A source that cannot be opened is said, and the status is 1.
    ///
    /// ```swift
    /// let status = ExplainRun.runSources(plan: plan, times: resolver)
    /// ```
    static func runSources(plan: RunPlan, times: TimeResolver?) -> Int32 {
        let endings = [SIGINT, SIGTERM, SIGHUP]
        let signals = SignalEvents(signals: endings) { _ in }
        let names = SourceNames.names(for: plan.sources)
        var status: Int32 = 0
        for (index, source) in plan.sources.enumerated() {
            var text = ""
            do {
                let bytes = try SourceOpening.open(source, after: plan.sources[..<index], follows: plan.follows, interval: plan.interval,
                                                   columns: 80)
                let (explanation, signal) = explain(bytes, plan: plan, times: times, signals: signals, endings: endings)
                text = explanation
                if let signal { status = 128 + signal }
            } catch {
                text = TerminalText(error.message).string + "\n"
                if status == 0 { status = 1 }
            }
            if plan.sources.count > 1 {
                let heading = (index > 0 ? "\n" : "") + names[index] + " (" + Self.shown(source) + "):\n"
                text = heading + text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
            }
            let written = LivePlotProgram.write(text, to: 1)
            if written != 0 { return written }
            if status > 128 { break }
        }
        return status
    }

    /// How the source is given on the command line: its path, `-`, or its command.
    private static func shown(_ source: InputSource) -> String {
        switch source {
        case .standardInput: "-"
        case .file(let path): TerminalText(path).string
        case .command(_, let line): TerminalText(line).string
        }
    }

    /// Reads the start of `bytes` and explains it; a watch thread stops the source at the time limit or
    /// an ending signal (a command's wait has no poll of its own to cut short). Returns the text and the
    /// signal that cut it short, if one did.
    private static func explain(_ bytes: any ByteSource, plan: RunPlan, times: TimeResolver?, signals: SignalEvents,
                                endings: [Int32]) -> (text: String, signal: Int32?) {
        let input = plan.input
        let decoder = SampleDecoder(matcher: input.matcher, selection: input.selection, times: times, timeKeys: input.timeKeys,
                                    xField: input.xField, countsLines: input.countsLines, groupField: input.groupField,
                                    explains: true)
        var reading = ExplainReading(decoder: decoder, lineLimit: plan.explainLimits.lines)
        let limit = plan.explainLimits.seconds
        // Why the reading was cut short (nil: it was not), and whether it is done, which ends the watch.
        let watch = PlatformLock<(cut: ReadingEnd?, signal: Int32?, done: Bool)>((nil, nil, false))
        let deadline = ContinuousClock.now + .seconds(limit)
        DetachedThread.start(name: "liveplot.explain") {
            while true {
                let done = watch.withLock(when: { $0.done }, timeout: .milliseconds(100)) { $0.done }
                if done { return }
                let signal = signals.firstReceived(of: endings)
                guard signal != nil || ContinuousClock.now >= deadline else { continue }
                watch.withLock { $0 = (signal == nil ? .timeLimit(seconds: limit) : .interrupted, signal, false) }
                bytes.stop()
                return
            }
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        defer { buffer.deallocate() }
        var end = ReadingEnd.endOfInput
        var failure: String?
        reading: while true {
            switch bytes.read(into: buffer) {
            case .bytes(let count):
                if reading.take(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
                    end = .lineLimit
                    break reading
                }
            case .runEnded: continue
            case .ended(let how): if how.isFailure { failure = how.words(for: "liveplot: the source") }; break reading
            case .failed(let code): failure = "liveplot: cannot read: " + SystemCalls.describe(code); break reading
            }
        }
        let (cut, signal) = watch.withLock { state in
            state.done = true
            return (state.cut, state.signal)
        }
        watch.broadcast()
        bytes.stop()
        var text = reading.explanation(end: cut ?? end, arrivalAxis: plan.labelsTime).text
        if let failure { text += failure + "\n" }
        return (text, signal)
    }
}
