import Testing
import LivePlotInput
import LivePlotScreen
@testable import LivePlotLive
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// A live run ended by the person (q, Ctrl-C, SIGTERM, SIGHUP) with -o, before its input's end: the
/// finished chart as the run was ended is written to -o first, then the run ends with the status that way
/// out always had; a second way out, or `LoopClosing.longestWait`, ends it at once, saying the file was
/// left behind. Without -o, nothing changes. On a clock the test steps.
@Suite struct LiveLoopClosingTests {
    typealias Run = LiveLoopMachineTests.Run

    /// A run with -o `path` and its first frame (1, 2, 3) drawn.
    static func run(_ path: String = "out.txt") -> Run {
        var run = Run(LiveLoopMachineTests.machine(outputFile: path))
        run.drawFirstFrame()
        return run
    }

    /// Each way out, and the status it has always given.
    static let wayOuts: [(event: LoopEvent, status: Int32)] = [
        (.keys([.quit]), 0), (.keys([.interrupt]), 130), (.signal(.terminate(2)), 130), (.signal(.terminate(15)), 143),
        (.signal(.terminate(1)), 129),
    ]

    static func leftBehind(_ path: String) -> String { "complain " + SaveQueue.leftBehind(path) }

    /// q with -o: the finished chart (the one the end of input would write, of the data so far) saved
    /// aside, the screen live meanwhile ("saving out.txt"); once saved, the terminal given back and
    /// status 0, nothing left on the normal screen (as q always did) and nothing said.
    @Test func qWritesTheFinishedChartThenEnds() {
        var run = Self.run()
        #expect(run.feed(.keys([.quit]), at: .seconds(1)) == ["save out.txt", "takeInput"])
        guard case .closing(let closing) = run.machine.state, case .save(let saved, _) = run.actions[0] else {
            Issue.record("closing"); return
        }
        #expect(saved.grid == run.machine.chart.finalPicture().grid, "the chart --once draws of the data")
        #expect(saved.text.contains("n=3"))
        #expect(closing.status == 0 && closing.deadline == .seconds(1) + LoopClosing.longestWait)
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.shows("saving out.txt"))
        #expect(run.wait == LoopWait(deadline: closing.deadline, samplesFrom: nil), "awake at the wait's end at the latest")
        #expect(run.feed(.saved(path: "out.txt", failure: nil), at: .milliseconds(1_010)) == ["restoreTerminal", "exit 0"])
        #expect(run.feed(.wake) == ["exit 0"])
    }

    /// Every way out with -o writes the file first, then ends with its own status, nothing said.
    @Test(arguments: 0..<wayOuts.count) func everyWayOutWritesTheFileFirst(index: Int) {
        let (event, status) = Self.wayOuts[index]
        var run = Self.run()
        #expect(run.feed(event, at: .seconds(1)).first == "save out.txt", "\(event)")
        #expect(run.feed(.saved(path: "out.txt", failure: nil), at: .milliseconds(1_001)) == ["restoreTerminal", "exit \(status)"])
    }

    /// Without -o, every way out ends the run at once, as it always did.
    @Test(arguments: 0..<wayOuts.count) func withoutOutputNothingChanges(index: Int) {
        let (event, status) = Self.wayOuts[index]
        var run = Run(LiveLoopMachineTests.machine())
        run.drawFirstFrame()
        #expect(run.feed(event, at: .seconds(1)) == ["restoreTerminal", "exit \(status)"])
    }

    /// A second way out while the file is written (a FIFO nobody reads): the run ends at once, with the
    /// second's status, saying the file was left behind.
    @Test func aSecondWayOutEndsAtOnce() {
        var twice = Self.run("out.fifo")
        _ = twice.feed(.keys([.quit]), at: .seconds(1))
        #expect(twice.feed(.keys([.quit]), at: .milliseconds(1_200)) == ["restoreTerminal", Self.leftBehind("out.fifo"), "exit 0"])

        var thenCtrlC = Self.run("out.fifo")
        _ = thenCtrlC.feed(.keys([.quit]), at: .seconds(1))
        #expect(thenCtrlC.feed(.signal(.terminate(2)), at: .milliseconds(1_200))
            == ["restoreTerminal", Self.leftBehind("out.fifo"), "exit 130"])

        var terminated = Self.run("out.fifo")
        _ = terminated.feed(.signal(.terminate(15)), at: .seconds(1))
        #expect(terminated.feed(.keys([.interrupt]), at: .milliseconds(1_200))
            == ["restoreTerminal", Self.leftBehind("out.fifo"), "exit 130"])
    }

    /// Nobody reads the FIFO and nobody presses again (SIGTERM from a supervisor, SIGHUP): the run ends
    /// at the wait's end, saying so, with the status of its way out; not a moment before.
    @Test func theWaitEnds() {
        var run = Self.run("out.fifo")
        _ = run.feed(.signal(.terminate(15)), at: .seconds(1))
        let deadline = Duration.seconds(1) + LoopClosing.longestWait
        var frames = 0
        // Frames the chart asks for before then (a notice, the axis settling) end nothing.
        while run.wait == nil || run.wait!.deadline! < deadline, frames < 100 {
            let answer = run.wait == nil ? run.feed(.inputTaken) : run.feed(.wake, at: run.wait!.deadline!)
            #expect(!answer.contains { $0.hasPrefix("exit") }, "\(answer) at \(run.now)")
            frames += 1
        }
        #expect(run.wait?.deadline == deadline)
        #expect(run.feed(.wake, at: deadline) == ["restoreTerminal", Self.leftBehind("out.fifo"), "exit 143"])
    }

    /// The file written just as the wait ends: written is written, nothing said.
    @Test func aSaveDoneAtTheWaitsEndIsNotLeftBehind() {
        var run = Self.run()
        _ = run.feed(.keys([.quit]), at: .seconds(1))
        #expect(run.feed(.saved(path: "out.txt", failure: nil), at: .seconds(5)) == ["restoreTerminal", "exit 0"])
    }

    /// `s`'s save still going when q comes (with -o it writes the same file): the run waits for it, then
    /// writes the finished chart over it, as the run was ended; then ends.
    @Test func qWaitsForTheSaveUnderWayThenWritesTheFinishedChart() {
        var run = Self.run()
        #expect(run.feed(.keys([.save]), at: .milliseconds(500)) == ["save out.txt", "takeInput"])
        #expect(run.feed(.keys([.quit]), at: .seconds(1)) == ["takeInput"], "nothing new started yet")
        guard case .closing(let closing) = run.machine.state else { Issue.record("closing"); return }
        #expect(run.feed(.saved(path: "out.txt", failure: nil), at: .milliseconds(1_100)) == ["save out.txt", "takeInput"])
        guard case .save(let final, _) = run.actions[0] else { Issue.record("save"); return }
        #expect(final.grid == closing.final.grid)
        #expect(run.feed(.saved(path: "out.txt", failure: nil), at: .milliseconds(1_200)) == ["restoreTerminal", "exit 0"])
    }

    /// Ctrl-C ends the producer too: the input's end, with SIGINT found pending, closes the run; SIGINT's
    /// own event, arriving after, is the same Ctrl-C, not a second. A second one after it is.
    @Test func ctrlCFoundAtTheInputsEndIsOneWayOut() {
        var run = Self.run()
        #expect(run.feed(.endOfInput(failure: nil), at: .seconds(1)) == ["checkForSignal"])
        #expect(run.feed(.pendingSignal(2)) == ["save out.txt", "takeInput"])
        #expect(!run.feed(.signal(.terminate(2))).contains { $0.hasPrefix("exit") }, "its echo")
        #expect(run.feed(.signal(.terminate(2)), at: .milliseconds(1_100)) == ["restoreTerminal", Self.leftBehind("out.txt"), "exit 130"])

        var written = Self.run()
        _ = written.feed(.endOfInput(failure: nil), at: .seconds(1))
        _ = written.feed(.pendingSignal(nil))
        _ = written.feed(.inputTaken)
        #expect(written.feed(.pendingSignal(15)) == ["save out.txt", "takeInput"], "a frame later, still one way out")
        _ = written.feed(.signal(.terminate(15)))
        #expect(written.feed(.saved(path: "out.txt", failure: nil), at: .milliseconds(1_100)) == ["restoreTerminal", "exit 143"])
    }

    /// SIGHUP: the terminal is gone, so nothing more is drawn (a notice would be due), and the file is still
    /// written; the same once a frame cannot be written while closing.
    @Test func aHangUpDrawsNothingAndStillWrites() {
        var run = Self.run()
        #expect(run.feed(.signal(.terminate(1)), at: .seconds(1)) == ["save out.txt", "takeInput"])
        #expect(run.feed(.inputTaken) == ["wait"], "no frame, though the notice would be drawn")
        #expect(run.wait?.deadline == .seconds(1) + LoopClosing.longestWait)
        #expect(run.feed(.saved(path: "out.txt", failure: nil), at: .milliseconds(1_100)) == ["restoreTerminal", "exit 129"])

        var gone = Self.run()
        _ = gone.feed(.keys([.quit]), at: .seconds(1))
        #expect(gone.feed(.inputTaken) == ["draw", "wait"])
        #expect(gone.feed(.outputFailed) == ["wait"], "the terminal gone: still waiting for the file")
        #expect(gone.feed(.keys([.space]), at: .milliseconds(1_100)) == ["takeInput"])
        #expect(gone.feed(.inputTaken) == ["wait"], "nothing drawn")
        #expect(gone.feed(.saved(path: "out.txt", failure: nil)) == ["restoreTerminal", "exit 0"], "q's status")
    }

    /// The finished chart cannot be written: said after the terminal is given back; q's status becomes 1,
    /// a signal's stays its own.
    @Test func aFailedFileIsSaid() {
        var quit = Self.run("nowhere/out.txt")
        _ = quit.feed(.keys([.quit]), at: .seconds(1))
        #expect(quit.feed(.saved(path: "nowhere/out.txt", failure: "liveplot: cannot write"), at: .milliseconds(1_010))
            == ["restoreTerminal", "complain liveplot: cannot write", "exit 1"])
        var terminated = Self.run("nowhere/out.txt")
        _ = terminated.feed(.signal(.terminate(15)), at: .seconds(1))
        #expect(terminated.feed(.saved(path: "nowhere/out.txt", failure: "liveplot: cannot write"), at: .milliseconds(1_010))
            == ["restoreTerminal", "complain liveplot: cannot write", "exit 143"])
    }

    /// Input that comes while the file is written is taken and dropped: the chart is the one the run was
    /// ended on, and the input's thread is not left waiting for room.
    @Test func inputAfterTheWayOutIsDropped() {
        var run = Self.run("out.fifo")
        _ = run.feed(.keys([.quit]), at: .seconds(1))
        #expect(run.feed(.samplesHeld) == ["takeInput"])
        run.machine.ingest(SampleBatch(values: [40, 50]), at: run.now)
        #expect(run.shows("n=3") && !run.shows("n=5"))
    }

    /// Every event while closing, early and at the wait's end: answered, and a way out gives the terminal
    /// back before it says anything.
    @Test func closingMeetsEveryEvent() {
        var run = Self.run("out.fifo")
        _ = run.feed(.keys([.save]), at: .milliseconds(500))
        _ = run.feed(.keys([.quit]), at: .seconds(1))
        let events: [LoopEvent] = [
            .samplesHeld, .endOfInput(failure: nil), .keys([.space]), .keys([.save]), .keys([.quit]), .keys([.interrupt]),
            .signal(.terminate(15)), .signal(.terminate(1)), .signal(.windowChanged), .signal(.suspend), .signal(.continued),
            .saved(path: "out.fifo", failure: nil), .saved(path: "out.fifo", failure: "failed"), .wake, .inputTaken,
            .pendingSignal(nil), .pendingSignal(2), .measured(width: 50, height: 10), .outputFailed, .keysAvailable(true),
        ]
        for time in [Duration.milliseconds(1_100), .seconds(3)] {
            for event in events {
                var copy = run.machine
                let actions = copy.handle(event, at: time)
                let names = LiveLoopMachineTests.names(actions)
                #expect(LiveLoopMachineTests.isAnswered(actions), "\(event) at \(time): \(names)")
                if case .exit = actions.last {
                    let restored = names.firstIndex(of: "restoreTerminal")
                    let said = names.firstIndex { $0.hasPrefix("complain") } ?? names.count - 1
                    #expect(restored.map { $0 < said } == true, "\(event): \(names)")
                }
                let isSaved = if case .saved = event { true } else { false }
                if time == .seconds(3), !isSaved {
                    #expect(names.last == "exit 0", "at the wait's end every event ends the run: \(event) \(names)")
                }
            }
        }
    }
}
