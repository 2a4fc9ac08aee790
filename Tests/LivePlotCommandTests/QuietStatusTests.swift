import Testing
import LivePlotInput
@testable import LivePlotLive
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// A stalled producer is seen in the live chart's status (`quiet 25s`, cli.md's ★ "Live, by default"):
/// after three usual intervals, counting up once a second at one wake and one frame a second, gone when
/// a line comes; any line is input; not after the input ended, nor in the finished chart.
@Suite struct QuietStatusTests {
    /// A 60×12 chart without draw-in, in plain text; `--replay` when `replay` is given.
    static func chart(replay: Double? = nil) -> LiveChart {
        var options = Options()
        options.animation = false
        options.replay = replay
        return runPlan(options).liveChart(colors: .none, width: 60, height: 12)
    }

    /// The chart's status line as it would be drawn at `now`.
    static func status(_ chart: LiveChart, at now: Duration) -> String {
        var copy = chart
        return String(copy.grid(at: now).plainText().split(separator: "\n").last ?? "")
    }

    /// A line of 5 each second from 0 to `last` s, each drawn as it comes.
    static func everySecond(through last: Int = 3, into chart: inout LiveChart) {
        for second in 0...last {
            chart.ingest(SampleBatch(values: [5]), at: .seconds(second))
            _ = chart.render(at: .seconds(second))
        }
    }

    /// The loop as the shell runs it with no input: wake at each `wakeup`, render, until `end`; the
    /// frames drawn, each with its time and status.
    static func idle(_ chart: inout LiveChart, from start: Duration, until end: Duration) -> [(at: Duration, status: String)] {
        var frames: [(at: Duration, status: String)] = []
        var now = start
        while let next = chart.wakeup(after: now), next <= end, frames.count < 1_000 {
            now = next
            if !chart.render(at: now).isEmpty { frames.append((now, status(chart, at: now))) }
        }
        return frames
    }

    /// A line a second, then none after 3 s: the frames come at 6 s (three intervals), then each second,
    /// each a second more; a line at 10.5 s ends it, and the next wake is when it would be quiet again.
    @Test func aStalledFeedSaysQuietAndCountsUp() {
        var chart = Self.chart()
        Self.everySecond(into: &chart)
        #expect(Self.status(chart, at: .seconds(3)) == "last=5 min=5 max=5 avg=5 n=4")
        let frames = Self.idle(&chart, from: .seconds(3), until: .seconds(10))
        #expect(frames.map(\.at) == (6...10).map { .seconds($0) }, "one frame a second, from 6 s")
        #expect(frames.map(\.status) == (3...7).map { "quiet \($0)s last=5 min=5 max=5 avg=5 n=4" })
        chart.ingest(SampleBatch(values: [5]), at: .milliseconds(10_500))
        #expect(!chart.render(at: .milliseconds(10_500)).isEmpty)
        #expect(Self.status(chart, at: .milliseconds(10_500)) == "last=5 min=5 max=5 avg=5 n=5")
        #expect(chart.wakeup(after: .milliseconds(10_500)) == .milliseconds(13_500))
    }

    /// The budget: a steady stream costs no wake and no frame more than its lines (the only time set is
    /// quiet's start, after the next line); a stall, one wake and one frame a second.
    @Test func oneWakeASecondWhileQuietAndNoneOtherwise() {
        var chart = Self.chart()
        var frames = 0
        for tenth in 0...100 {
            let now = Duration.milliseconds(tenth * 100)
            chart.ingest(SampleBatch(values: [5]), at: now)
            if !chart.render(at: now).isEmpty { frames += 1 }
            if tenth >= 2 { #expect(chart.wakeup(after: now) == now + .seconds(2), "at \(now)") }
        }
        #expect(frames == 101, "a frame a line")
        let stalled = Self.idle(&chart, from: .seconds(10), until: .seconds(70))
        #expect(stalled.count == 59, "12 s … 70 s: a frame each second")
        #expect(stalled.first?.status.hasPrefix("quiet 2s ") == true)
        #expect(stalled.last?.status.hasPrefix("quiet 1m 00s ") == true)
    }

    /// Lines that give no sample (a skipped line, a repeated header) are the producer speaking: not quiet.
    @Test func anyLineIsInput() {
        var chart = Self.chart()
        Self.everySecond(into: &chart)
        var header = SampleBatch()
        header.unusedLines.add(.repeatedHeader)
        for second in 4...9 {
            chart.ingest(second.isMultiple(of: 2) ? SampleBatch(skippedLineCount: 1) : header, at: .seconds(second))
            _ = chart.render(at: .seconds(second))
        }
        #expect(Self.status(chart, at: .milliseconds(11_900)) == "last=5 min=5 max=5 avg=5 n=4 skipped=3")
        #expect(Self.status(chart, at: .seconds(12)) == "quiet 3s last=5 min=5 max=5 avg=5 n=4 skipped=3")
        // An empty batch (a partial line, nothing decided) is no line.
        chart.ingest(SampleBatch(), at: .seconds(12))
        #expect(Self.status(chart, at: .seconds(12)).hasPrefix("quiet 3s "))
    }

    /// Paused, the count goes on (the status's counts may change while paused); the plot does not move.
    @Test func pausedTheCountGoesOn() {
        var chart = Self.chart()
        Self.everySecond(into: &chart)
        chart.press(.space, at: .milliseconds(3_500))
        let paused = chart.grid(at: .milliseconds(3_500)).plainText().split(separator: "\n")
        let quiet = chart.grid(at: .seconds(8)).plainText().split(separator: "\n")
        #expect(quiet.dropLast() == paused.dropLast())
        #expect(quiet.last == "quiet 5s paused +0 last=5 min=5 max=5 avg=5 n=4")
    }

    /// The input's end ends the watch: a replay still playing the rows held is not quiet, and the
    /// status loses the word at once (a frame is due) when it had it.
    @Test func notQuietOnceTheInputEnded() {
        var chart = Self.chart(replay: 0.25)
        let base = 1_795_341_601.0
        for second in 0...3 {
            chart.ingest(SampleBatch(values: [Double(second)], xs: [base + Double(second)]), at: .seconds(second))
            _ = chart.render(at: .seconds(second))
        }
        #expect(Self.status(chart, at: .seconds(6)).hasPrefix("quiet 3s replay 0.25x "))
        _ = chart.render(at: .seconds(6))
        chart.inputEnded(at: .milliseconds(6_500))
        #expect(chart.isReplaying, "rows still to play")
        #expect(chart.needsFrame(at: .milliseconds(6_500)), "the word goes at once")
        #expect(Self.status(chart, at: .seconds(60)).hasPrefix("replay 0.25x "))
    }

    /// The machine tells the chart when the input ends: a run saving to a FIFO whose reader is long in
    /// coming (still live) says nothing of quiet.
    @Test func theMachineEndsTheWatch() {
        var run = LiveLoopMachineTests.Run(LiveLoopMachineTests.machine(outputFile: "out.fifo"))
        for second in 0...3 {
            #expect(run.feed(.wake, at: .seconds(second)) == ["takeInput"])
            run.machine.ingest(SampleBatch(values: [5]), at: run.now)
            _ = run.feed(.inputTaken)
        }
        run.now = .seconds(6)
        let quietWhileReading = run.shows("quiet 3s")
        #expect(quietWhileReading, "quiet while reading")
        #expect(run.endInput(at: .seconds(7)) == ["save out.fifo", "wait"])
        run.now = .seconds(30)
        let saysQuiet = run.shows("quiet")
        #expect(!saysQuiet)
        var chart = run.machine.chart
        _ = chart.render(at: .seconds(30))
        #expect(chart.wakeup(after: .seconds(30)) == nil, "nothing wakes for it")
    }

    /// The finished chart (left on the screen, `-o`) is the data's, not the moment's: no quiet in it.
    @Test func theFinishedChartSaysNoQuiet() {
        var chart = Self.chart()
        Self.everySecond(into: &chart)
        #expect(Self.status(chart, at: .seconds(20)).hasPrefix("quiet 17s "))
        #expect(!chart.finalPicture().text.contains("quiet"))
    }
}
