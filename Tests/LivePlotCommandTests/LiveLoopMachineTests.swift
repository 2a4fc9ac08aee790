import Testing
import LivePlotInput
import LivePlotScreen
@testable import LivePlotLive
@testable import LivePlotCommand
@testable import LivePlotTestSupport

/// The live loop's decisions, state by state and event by event, on a clock the test steps: what ends
/// the run (the input, q, Ctrl-C, a signal, a terminal gone), `s` and `-o`'s saves, Ctrl-Z, the frames
/// and the finished chart.
@Suite struct LiveLoopMachineTests {
    /// A live run of a 40×12 chart without draw-in; `s` without -o saves to `liveplot-stamp.txt`.
    static func machine(outputFile: String? = nil, replay: Double? = nil, width: Int? = nil) -> LiveLoopMachine {
        var options = Options()
        options.animation = false
        options.replay = replay
        let settings = LiveLoopSettings(outputFile: outputFile, width: width, height: nil, finalColors: .none) {
            "liveplot-stamp.txt"
        }
        return LiveLoopMachine(chart: runPlan(options).liveChart(colors: .none, width: 40, height: 12), settings: settings)
    }

    /// What the shell would do, in order, by name.
    static func names(_ actions: [LoopAction]) -> [String] {
        actions.map { action in
            switch action {
            case .takeInput: "takeInput"
            case .draw: "draw"
            case .save(_, let path): "save \(path)"
            case .checkForSignal: "checkForSignal"
            case .measureTerminal: "measureTerminal"
            case .restoreTerminal: "restoreTerminal"
            case .enterTerminal: "enterTerminal"
            case .suspend: "suspend"
            case .leave: "leave"
            case .complain(let text): "complain \(text)"
            case .wait: "wait"
            case .exit(let status): "exit \(status)"
            }
        }
    }

    /// Whether the shell gets an answer from the last action, to go on with: every list ends with one.
    static func isAnswered(_ actions: [LoopAction]) -> Bool {
        switch actions.last {
        case .takeInput, .checkForSignal, .measureTerminal, .suspend, .wait, .exit: true
        case .draw, .save, .restoreTerminal, .enterTerminal, .leave, .complain, nil: false
        }
    }

    /// A machine and the time: each event is handled at `now`, and every answer is checked to go on.
    struct Run {
        var machine: LiveLoopMachine
        var now = Duration.zero
        /// The last actions, whole.
        var actions: [LoopAction] = []

        init(_ machine: LiveLoopMachine) {
            self.machine = machine
            actions = machine.start()
        }

        mutating func feed(_ event: LoopEvent, at time: Duration? = nil) -> [String] {
            if let time { now = time }
            actions = machine.handle(event, at: now)
            #expect(LiveLoopMachineTests.isAnswered(actions), "\(event) → \(LiveLoopMachineTests.names(actions))")
            return LiveLoopMachineTests.names(actions)
        }

        /// Whether the chart, drawn now, shows `text`.
        func shows(_ text: String) -> Bool {
            var chart = machine.chart
            return chart.grid(at: now).plainText().contains(text)
        }

        /// The wait the last actions end with.
        var wait: LoopWait? {
            guard case .wait(let wait) = actions.last else { return nil }
            return wait
        }

        /// The first frame drawn, with `values` in it: the run is then between frames.
        mutating func drawFirstFrame(_ values: [Double] = [1, 2, 3]) {
            #expect(feed(.wake) == ["takeInput"], "a frame may be drawn: the input held goes into it")
            machine.ingest(SampleBatch(values: values), at: now)
            #expect(feed(.inputTaken) == ["draw", "wait"])
        }

        /// The input's end, asked twice whether a signal ended it, no signal: what follows.
        mutating func endInput(failure: String? = nil, at time: Duration = .seconds(1)) -> [String] {
            #expect(feed(.endOfInput(failure: failure), at: time) == ["checkForSignal"])
            #expect(feed(.pendingSignal(nil)) == ["takeInput"])
            let frame = feed(.inputTaken)
            #expect(frame.last == "checkForSignal", "asked once more, a frame later")
            return feed(.pendingSignal(nil))
        }
    }

    // MARK: reading

    /// The first wait ends at once, and takes input: the first frame comes at once, samples or not.
    @Test func theFirstFrameIsDueAtOnce() {
        let run = Run(Self.machine())
        #expect(Self.names(run.actions) == ["wait"])
        #expect(run.wait == LoopWait(deadline: .zero, samplesFrom: .zero))
    }

    /// A frame drawn: the next wait takes input from the next frame's time, and sleeps until an event
    /// (nothing moves). Woken between frames, it neither takes input nor draws.
    @Test func betweenFramesNothingIsTakenOrDrawn() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.wait == LoopWait(deadline: .seconds(1) / 30, samplesFrom: .seconds(1) / 30),
                "input held back is taken at the next frame's time")
        #expect(run.feed(.wake, at: .milliseconds(10)) == ["wait"])
        #expect(run.feed(.samplesHeld, at: .milliseconds(20)) == ["takeInput"], "a flood is taken between frames")
        run.machine.ingest(SampleBatch(values: [4]), at: run.now)
        #expect(run.feed(.inputTaken) == ["wait"], "but drawn at the frame's time")
        #expect(run.feed(.wake, at: .milliseconds(40)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        let next = Duration.milliseconds(40) + .seconds(1) / 30
        #expect(run.wait?.deadline == next, "one more look for input, at the next frame's time")
        #expect(run.feed(.wake, at: next) == ["takeInput"])
        _ = run.feed(.inputTaken)
        // The axis settles (a narrowing at its time), then nothing moves: asleep until the next event.
        var wakes = 0
        while let deadline = run.wait?.deadline, wakes < 100 {
            if run.feed(.wake, at: deadline) == ["takeInput"] { _ = run.feed(.inputTaken) }
            wakes += 1
        }
        #expect(run.wait != nil && run.wait?.deadline == nil, "asleep after \(wakes) wakes")
        #expect(wakes < 100)
    }

    /// Keys that move the view are the chart's: the frame shows them.
    @Test func aKeyRedraws() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.keys([.space]), at: .seconds(1)) == ["takeInput"])
        #expect(run.machine.chart.view.isPaused)
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
    }

    /// q: the terminal given back, status 0; keys after it are not read.
    @Test func qEndsTheRun() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.keys([.quit, .space])) == ["restoreTerminal", "exit 0"])
        guard case .exited(0) = run.machine.state else { Issue.record("exited"); return }
        #expect(!run.machine.chart.view.isPaused)
        #expect(run.feed(.wake) == ["exit 0"], "after the end, only the end")
    }

    /// Ctrl-C typed as a key (`.interrupt`): status 130, as SIGINT's.
    @Test func ctrlCAsAKeyEndsTheRunAs130() {
        var run = Run(Self.machine())
        #expect(run.feed(.keys([.interrupt])) == ["restoreTerminal", "exit 130"])
    }

    /// A terminating signal (SIGTERM, Ctrl-C's SIGINT, SIGPIPE …): 128 + its number, nothing said.
    @Test func aTerminatingSignalEndsTheRun() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.signal(.terminate(15))) == ["restoreTerminal", "exit 143"])
        var other = Run(Self.machine())
        #expect(other.feed(.signal(.terminate(13))) == ["restoreTerminal", "exit 141"])
    }

    /// The terminal gone (a frame's write failed): status 1, nothing said.
    @Test func aTerminalGoneEndsTheRun() {
        var run = Run(Self.machine())
        #expect(run.feed(.outputFailed) == ["restoreTerminal", "exit 1"])
    }

    /// SIGWINCH: measured, then the chart takes the terminal's size (within the one the options fix),
    /// redrawn whole.
    @Test func aResizeMeasuresAndRedraws() {
        var run = Run(Self.machine(width: 30))
        run.drawFirstFrame()
        #expect(run.feed(.signal(.windowChanged), at: .seconds(1)) == ["measureTerminal"])
        #expect(run.feed(.measured(width: 100, height: 20)) == ["takeInput"])
        #expect(run.machine.chart.width == 30 && run.machine.chart.height == 20)
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        guard case .draw(let bytes) = run.actions.first else { return }
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2J"), "drawn whole")
    }

    /// Ctrl-Z: the terminal given back, then stopped; continued (`fg`), taken again and measured.
    @Test func ctrlZSuspendsAndFgComesBack() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.signal(.suspend), at: .seconds(1)) == ["restoreTerminal", "suspend"])
        #expect(run.feed(.signal(.continued), at: .seconds(9)) == ["enterTerminal", "measureTerminal"])
        #expect(run.feed(.measured(width: 40, height: 12)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"], "the screen drawn again, whole")
    }

    /// The terminal's side says the keys went to another job (`bg`): at length in the next frame, then
    /// in short for as long as they are away (a first frame drawn late, on a loaded machine, said nothing
    /// once the notice's seconds had passed); and that they came back (`fg`), for a few seconds.
    /// Mutation: the loss not held: "keys unavailable" gone at 60 s.
    @Test func theKeysAwayAreSaidAllAlong() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.keysAvailable(false), at: .seconds(1)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.shows("keys unavailable:"), "the first words (the status is 40 wide)")
        _ = run.feed(.wake, at: .seconds(60))
        #expect(run.shows("keys unavailable") && !run.shows("keys unavailable:"), "the short words, a minute on")
        _ = run.feed(.keysAvailable(true), at: .seconds(61))
        #expect(run.shows("keys back:"))
        _ = run.feed(.wake, at: .seconds(120))
        #expect(!run.shows("keys"), "nothing said once the keys are back")
    }

    // MARK: saves while reading

    /// `s`: the view saved aside, to -o's file, else to a name from the time; the status line says so.
    @Test func sSavesTheViewAside() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.keys([.save]), at: .seconds(1)) == ["save liveplot-stamp.txt", "takeInput"])
        #expect(run.machine.saves.writing == "liveplot-stamp.txt")
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.shows("saving liveplot-stamp.txt"))
        var toFile = Run(Self.machine(outputFile: "out.svg"))
        #expect(toFile.feed(.keys([.save])) == ["save out.svg", "takeInput"])
    }

    /// `s` while a save is written: none started, and the one under way said.
    @Test func sWhileSavingStartsNone() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.keys([.save, .save]), at: .seconds(1)) == ["save liveplot-stamp.txt", "takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.shows("still saving liveplot-stamp.txt"))
    }

    /// A save that waits (a FIFO without its reader) is said as long as it waits, not a notice's few
    /// seconds: under "still saving" for a while, then again on its own; a save done says so instead.
    @Test func aSaveWaitingIsSaidAllAlong() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.keys([.save]), at: .seconds(1)) == ["save liveplot-stamp.txt", "takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.feed(.keys([.save]), at: .seconds(2)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.shows("still saving liveplot-stamp.txt"))
        #expect(run.feed(.wake, at: .seconds(6)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.shows("saving liveplot-stamp.txt") && !run.shows("still"))
        _ = run.feed(.wake, at: .seconds(600))
        #expect(run.shows("saving liveplot-stamp.txt"), "ten minutes on")
        _ = run.feed(.saved(path: "liveplot-stamp.txt", failure: nil), at: .seconds(601))
        #expect(run.shows("saved liveplot-stamp.txt"))
        _ = run.feed(.wake, at: .seconds(700))
        #expect(!run.shows("sav"), "the passing notice ended, and nothing held")
    }

    /// A save done: said, and the next `s` starts another.
    @Test func aSaveDoneIsSaid() {
        var run = Run(Self.machine())
        _ = run.feed(.keys([.save]))
        #expect(run.feed(.saved(path: "liveplot-stamp.txt", failure: nil), at: .seconds(1)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.shows("saved liveplot-stamp.txt"))
        #expect(run.feed(.keys([.save]), at: .seconds(2)) == ["save liveplot-stamp.txt", "takeInput"])
    }

    /// `s` then q in one read, without -o: the save is started, then left behind and said, on the normal
    /// screen. (With -o, q waits for it: `LiveLoopClosingTests`.)
    @Test func qBeforeASaveIsDoneLeavesItBehind() {
        var run = Run(Self.machine())
        #expect(run.feed(.keys([.save, .quit])) == [
            "save liveplot-stamp.txt", "restoreTerminal", "complain \(SaveQueue.leftBehind("liveplot-stamp.txt"))", "exit 0",
        ])
    }

    /// A save that failed: said at the end, after the terminal is given back, and the status is 1.
    @Test func aFailedSaveMakesTheStatus1() {
        var run = Run(Self.machine())
        _ = run.feed(.keys([.save]))
        #expect(run.feed(.saved(path: "liveplot-stamp.txt", failure: "liveplot: cannot write"), at: .seconds(1)) == ["takeInput"])
        #expect(run.machine.saveFailure == "liveplot: cannot write")
        #expect(run.feed(.keys([.quit])) == ["restoreTerminal", "complain liveplot: cannot write", "exit 1"])
    }

    /// A signal is not a way out that says anything: no left-behind save, no failure, its own status.
    @Test func aSignalSaysNothingOfSaves() {
        var run = Run(Self.machine())
        _ = run.feed(.keys([.save]))
        #expect(run.feed(.signal(.terminate(2))) == ["restoreTerminal", "exit 130"])
    }

    // MARK: the end of the input

    /// The end, no signal, no -o: one more frame, then the finished chart on the normal screen, status 0.
    @Test func theEndLeavesTheFinishedChart() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.endInput() == ["restoreTerminal", "leave", "exit 0"])
        guard case .leave(let text) = run.actions[1] else { Issue.record("left"); return }
        #expect(text == ANSIEncoder.staticText(run.machine.chart.finalPicture().grid, colors: .none))
        #expect(text.contains("n=3"))
    }

    /// An error reading the input: the chart all the same, then the error said, status 1.
    @Test func aReadErrorIsSaidAfterTheChart() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.endInput(failure: "liveplot: cannot read standard input: Is a directory")
            == ["restoreTerminal", "leave", "complain liveplot: cannot read standard input: Is a directory", "exit 1"])
    }

    /// A signal pending when the input ends (Ctrl-C ended the producer too): the signal wins, at once.
    @Test func aSignalPendingAtTheEndWins() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        #expect(run.feed(.endOfInput(failure: nil), at: .seconds(1)) == ["checkForSignal"])
        guard case .endingInput(nil) = run.machine.state else { Issue.record("ending"); return }
        #expect(run.feed(.pendingSignal(2)) == ["restoreTerminal", "exit 130"])
    }

    /// A signal that comes a frame after the end (a busy machine queued it late): it still wins.
    @Test func aSignalAFrameLaterStillWins() {
        var run = Run(Self.machine())
        run.drawFirstFrame()
        _ = run.feed(.endOfInput(failure: nil), at: .seconds(1))
        #expect(run.feed(.pendingSignal(nil)) == ["takeInput"])
        #expect(run.feed(.inputTaken).last == "checkForSignal")
        guard case .confirmingEnd(nil) = run.machine.state else { Issue.record("confirming"); return }
        #expect(run.feed(.pendingSignal(15)) == ["restoreTerminal", "exit 143"])
    }

    /// With -o: the finished chart saved aside while the screen is still live (a FIFO's reader may be long
    /// in coming); once saved, one more frame, then the finished chart on the normal screen.
    @Test func theEndWithOutputSavesThenLeaves() {
        var run = Run(Self.machine(outputFile: "out.fifo"))
        run.drawFirstFrame()
        #expect(run.endInput() == ["save out.fifo", "wait"])
        guard case .saving(let final, nil) = run.machine.state, case .save(let saved, _) = run.actions[0] else {
            Issue.record("saving"); return
        }
        #expect(saved.grid == final.grid, "the finished chart is the one saved")
        #expect(run.feed(.wake, at: .seconds(2)) == ["takeInput"], "still live: frames go on")
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.feed(.saved(path: "out.fifo", failure: nil), at: .seconds(3)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "restoreTerminal", "leave", "exit 0"])
    }

    /// q while -o's finished chart waits for a FIFO's reader: the run ends, the save left behind.
    @Test func qWhileTheFinalSaveWaitsEndsTheRun() {
        var run = Run(Self.machine(outputFile: "out.fifo"))
        run.drawFirstFrame()
        _ = run.endInput()
        #expect(run.feed(.keys([.quit]), at: .seconds(5)) == [
            "restoreTerminal", "complain \(SaveQueue.leftBehind("out.fifo"))", "exit 0",
        ])
    }

    /// SIGTERM while -o's finished chart waits: its status, nothing said.
    @Test func aSignalWhileTheFinalSaveWaitsEndsTheRun() {
        var run = Run(Self.machine(outputFile: "out.fifo"))
        _ = run.endInput()
        #expect(run.feed(.signal(.terminate(15)), at: .seconds(5)) == ["restoreTerminal", "exit 143"])
    }

    /// `s` while -o's finished chart is written: none started.
    @Test func sWhileTheFinalSaveIsWrittenStartsNone() {
        var run = Run(Self.machine(outputFile: "out.fifo"))
        _ = run.endInput()
        #expect(run.feed(.keys([.save]), at: .seconds(5)) == ["takeInput"])
    }

    /// A save under way when the input ends: the finished chart waits for it, then is saved, then the end.
    @Test func theFinalSaveWaitsForTheOneUnderWay() {
        var run = Run(Self.machine(outputFile: "out.svg"))
        run.drawFirstFrame()
        #expect(run.feed(.keys([.save]), at: .milliseconds(500)) == ["save out.svg", "takeInput"])
        #expect(run.endInput() == ["wait"], "nothing new to write yet")
        #expect(run.feed(.saved(path: "out.svg", failure: nil), at: .seconds(2)) == ["save out.svg", "takeInput"])
        #expect(run.feed(.inputTaken).last == "wait")
        #expect(run.feed(.saved(path: "out.svg", failure: nil), at: .seconds(3)) == ["takeInput"])
        #expect(run.feed(.inputTaken).suffix(3) == ["restoreTerminal", "leave", "exit 0"])
    }

    /// The finished chart could not be saved: the chart left all the same, the failure said, status 1.
    @Test func aFailedFinalSaveMakesTheStatus1() {
        var run = Run(Self.machine(outputFile: "nowhere/out.txt"))
        run.drawFirstFrame()
        #expect(run.endInput() == ["save nowhere/out.txt", "wait"])
        #expect(run.feed(.saved(path: "nowhere/out.txt", failure: "liveplot: cannot write"), at: .seconds(2)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "restoreTerminal", "leave", "complain liveplot: cannot write", "exit 1"])
    }

    /// `--replay`: the end of the input waits until the replay has shown all it holds; each frame
    /// until then is live.
    @Test func aReplayShowsAllItHoldsBeforeTheEnd() {
        var run = Run(Self.machine(replay: 1))
        #expect(run.feed(.wake) == ["takeInput"])
        let xs = (0..<3).map { 1_795_341_601.0 + Double($0) }
        run.machine.ingest(SampleBatch(values: [1, 2, 3], xs: xs), at: .zero)
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.feed(.endOfInput(failure: nil), at: .milliseconds(100)) == ["checkForSignal"])
        #expect(run.feed(.pendingSignal(nil)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["wait"], "rows still to show: the end waits")
        guard case .draining(nil) = run.machine.state else { Issue.record("draining"); return }
        #expect(run.wait?.deadline == .seconds(1), "the next row's time")
        #expect(run.feed(.wake, at: .seconds(1)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "wait"])
        #expect(run.feed(.wake, at: .seconds(2)) == ["takeInput"])
        #expect(run.feed(.inputTaken) == ["draw", "checkForSignal"], "all shown: the end")
        #expect(run.feed(.pendingSignal(nil)) == ["restoreTerminal", "leave", "exit 0"])
    }

    /// Events that cannot come twice or out of turn change nothing: a second end of input, an answer
    /// to no question.
    @Test func eventsOutOfTurnChangeNothing() {
        var run = Run(Self.machine(outputFile: "out.fifo"))
        #expect(run.feed(.pendingSignal(15)) == ["takeInput"], "no question asked: no end")
        _ = run.endInput()
        #expect(run.feed(.endOfInput(failure: "late"), at: .seconds(4)) == ["takeInput"])
        guard case .saving(_, nil) = run.machine.state else { Issue.record("still saving"); return }
    }

    /// Every state the run reaches, each met by every event: the answer always gives the shell something
    /// to go on with, the end is never left, and a way out gives the terminal back before it says anything.
    @Test func everyStateMeetsEveryEvent() {
        var states: [String: LiveLoopMachine] = [:]
        var run = Run(Self.machine(outputFile: "out.fifo", replay: 1))
        states["reading"] = run.machine
        _ = run.feed(.wake)
        run.machine.ingest(SampleBatch(values: [1, 2], xs: [1_795_341_601, 1_795_341_611]), at: .zero)
        _ = run.feed(.inputTaken)
        _ = run.feed(.endOfInput(failure: nil), at: .seconds(1))
        states["endingInput"] = run.machine
        _ = run.feed(.pendingSignal(nil))
        _ = run.feed(.inputTaken)
        states["draining"] = run.machine
        _ = run.feed(.wake, at: .seconds(10))
        _ = run.feed(.inputTaken)
        states["confirmingEnd"] = run.machine
        _ = run.feed(.pendingSignal(nil))
        states["saving"] = run.machine
        _ = run.feed(.saved(path: "out.fifo", failure: nil), at: .seconds(11))
        states["done"] = run.machine
        _ = run.feed(.inputTaken)
        states["exited"] = run.machine
        let events: [LoopEvent] = [
            .samplesHeld, .endOfInput(failure: nil), .endOfInput(failure: "failed"), .keys([.space]), .keys([.save]),
            .keys([.quit]), .keys([.interrupt]), .keys([.click(x: 20, y: 3), .wheel(up: true, x: 20, y: 3)]),
            .signal(.terminate(15)), .signal(.windowChanged), .signal(.suspend), .signal(.continued),
            .saved(path: "out.fifo", failure: nil), .saved(path: "out.fifo", failure: "failed"), .wake, .inputTaken,
            .pendingSignal(nil), .pendingSignal(2), .measured(width: 50, height: 10), .outputFailed,
            .keysAvailable(true), .keysAvailable(false),
        ]
        #expect(states.count == 7)
        for (name, machine) in states {
            for event in events {
                var copy = machine
                let actions = copy.handle(event, at: .seconds(12))
                #expect(Self.isAnswered(actions), "\(name) × \(event): \(Self.names(actions))")
                let names = Self.names(actions)
                if case .exit = actions.last, name != "exited" {
                    // Given back before anything is left on the normal screen or said.
                    let restored = names.firstIndex(of: "restoreTerminal")
                    let said = names.firstIndex { $0 == "leave" || $0.hasPrefix("complain") } ?? names.count - 1
                    #expect(restored.map { $0 < said } == true, "\(name) × \(event): \(names)")
                }
                if name == "exited" {
                    #expect(Self.names(actions) == ["exit 0"], "\(event)")
                }
            }
        }
    }
}
