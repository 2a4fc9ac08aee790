#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput
import LivePlotCommand

/// `--explain`: reads the start of standard input (`ExplainReading`), then prints how it is read.
///
/// It stops at the first of: the input's end, its `lines`-th line, `seconds` after the start, or
/// Ctrl-C, SIGTERM or SIGHUP, and answers with what came (after a signal N, with status 128+N). It
/// never waits for more than it reads: `iostat 1 | liveplot --explain` answers after ten seconds.
///
/// ```swift
/// let status = ExplainRun.run(plan: plan, times: resolver)
/// ```
enum ExplainRun {
    /// How long a wait for input lasts before the signals and the clock are looked at again: a signal
    /// delivered to another thread does not interrupt it.
    private static let pollMilliseconds: Int32 = 100

    static func run(plan: RunPlan, times: TimeResolver?) -> Int32 {
        let endings = [SIGINT, SIGTERM, SIGHUP]
        let signals = SignalEvents(signals: endings) { _ in }
        let input = plan.input
        let decoder = SampleDecoder(matcher: input.matcher, selection: input.selection, times: times, timeKeys: input.timeKeys,
                                    xField: input.xField, countsLines: input.countsLines, groupField: input.groupField,
                                    explains: true)
        var reading = ExplainReading(decoder: decoder, lineLimit: plan.explainLimits.lines)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(plan.explainLimits.seconds)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        defer { buffer.deallocate() }
        var end = ReadingEnd.endOfInput
        var status: Int32 = 0
        var readError: Int32?
        while true {
            if let signal = signals.firstReceived(of: endings) {
                (end, status) = (.interrupted, 128 + signal)
                break
            }
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else {
                end = .timeLimit(seconds: plan.explainLimits.seconds)
                break
            }
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(Double(pollMilliseconds), (remaining / .milliseconds(1)).rounded(.up)))
            guard poll(&descriptor, 1, milliseconds) > 0 else { continue }
            let count = systemRead(0, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
            if count < 0 { readError = errno }
            guard count > 0 else {
                // Ctrl-C ends the producer too: its end of input comes with our SIGINT, at least pending.
                if let signal = signals.firstReceived(of: endings) { (end, status) = (.interrupted, 128 + signal) }
                break
            }
            if reading.take(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
                end = .lineLimit
                break
            }
        }
        let written = LivePlotProgram.write(reading.explanation(end: end, arrivalAxis: plan.labelsTime).text, to: 1)
        if let readError {
            SystemCalls.writeAll(2, Array((SampleStream.ReadError(code: readError).message + "\n").utf8))
            return 1
        }
        return status != 0 ? status : written
    }
}
