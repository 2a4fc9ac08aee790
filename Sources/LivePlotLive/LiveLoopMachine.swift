import LivePlotInput
import LivePlotScreen
import LivePlotChart

/// Live mode's decisions, as a pure state machine: events go in with the time, named actions come out,
/// and the shell at the edge (`LoopShell`) only waits, feeds and performs. What ends the run (the input,
/// q, Ctrl-C, a signal, a terminal gone), `s` and `-o`'s saves, Ctrl-Z and the final frame are all
/// decided here, and tested on every transition with a clock the test steps. A way out the person takes
/// (q, Ctrl-C, a signal) before the input's end writes `-o`'s finished chart first (`closing`).
///
/// ```swift
/// var machine = LiveLoopMachine(chart: chart, settings: settings)
/// machine.start()                                        // [.wait(deadline: .zero …)]: the first frame at once
/// machine.handle(.wake, at: .zero)                       // [.takeInput]: a frame may be drawn
/// machine.handle(.inputTaken, at: .zero)                 // [.draw(bytes), .wait(…)]
/// machine.handle(.endOfInput(failure: nil), at: .seconds(1))  // [.checkForSignal]
/// ```
public struct LiveLoopMachine: Sendable {
    /// Where the run is: one value, so an end without its input's end, or a final chart before it, cannot
    /// be written.
    public enum State: Sendable {
        /// The input is coming.
        case reading
        /// The input ended (`failure`: what to say, if reading failed); asked whether a signal ended it.
        case endingInput(failure: String?)
        /// The input ended; a replay still shows what it holds.
        case draining(failure: String?)
        /// The input ended and is all shown; asked once more, a frame later, whether a signal ended it: on
        /// a busy machine the terminal's Ctrl-C can end the producer, and our input, before the kernel has
        /// queued the signal here.
        case confirmingEnd(failure: String?)
        /// The finished chart is taken; the saves asked for are written (a FIFO's reader may be long in
        /// coming, and q or a signal ends the wait).
        case saving(final: ChartPicture, failure: String?)
        /// Every save is done: the run ends after this frame, the finished chart left on the normal screen.
        case done(final: ChartPicture, failure: String?)
        /// The person ended the run (or the terminal went) before the finished chart was taken, with -o:
        /// the chart as it stood is written there, then the run ends as that way out always did. A second
        /// way out, or the wait's end, ends it at once, saying the file was left behind.
        case closing(LoopClosing)
        /// The run ended with this status.
        case exited(Int32)
    }

    /// Ctrl-C read as a key: the status SIGINT's would give, 128 + 2 (POSIX fixes its number).
    public static var interruptStatus: Int32 { 128 + 2 }
    /// SIGHUP's number, which POSIX fixes too: the terminal is gone, and nothing more is drawn on it.
    static var hangUp: Int32 { 1 }

    public private(set) var state = State.reading
    public private(set) var chart: LiveChart
    /// `s` and `-o`'s saves: one written at a time.
    public private(set) var saves = SaveQueue()
    /// A chart that could not be saved: said at the end, and status 1.
    public private(set) var saveFailure: String?
    public let settings: LiveLoopSettings

    public init(chart: LiveChart, settings: LiveLoopSettings) {
        self.chart = chart
        self.settings = settings
    }

    /// The first action: a wait that ends at once, so the first frame comes at once (a chart with no
    /// samples says so, rather than a blank screen until a line).
    public func start() -> [LoopAction] { [wait(deadline: .zero)] }

    /// Takes in a batch of the input held (`LoopAction.takeInput`). Once the run is closing it is taken
    /// and dropped: the finished chart is the one the run was ended on, and the input must not wait.
    public mutating func ingest(_ batch: SampleBatch, at now: Duration) {
        if case .closing = state { return }
        chart.ingest(batch, at: now)
    }

    /// Draws the plots as pixels (`graphics`, at most `framesPerSecond` frames a second), as the terminal
    /// answered: before the first frame, the input taken meanwhile kept; said in the status for a while.
    ///
    /// ```swift
    /// machine.drawPlots(as: PixelGraphics(protocol: .kitty, cell: .fallback), framesPerSecond: 10)
    /// ```
    public mutating func drawPlots(as graphics: PixelGraphics, framesPerSecond: Int) {
        chart.drawPlots(as: graphics, framesPerSecond: framesPerSecond)
        chart.notify("pixels: \(graphics.protocol.rawValue)", at: .zero)
    }

    /// What to do about `event`, which came at `now`.
    public mutating func handle(_ event: LoopEvent, at now: Duration) -> [LoopAction] {
        if case .exited(let status) = state { return [.exit(status)] }
        if case .closing(let closing) = state, now >= closing.deadline {
            // The file's time is up: left behind, and said. A save's own end is heard first: it may be the file's.
            guard case .saved = event else { return close(closing.status) }
        }
        switch event {
        case .samplesHeld: return [.takeInput]
        case .inputTaken: return frame(at: now)
        case .wake: return pass(at: now)
        case .keys(let keys): return press(keys, at: now)
        case .signal(let signal): return receive(signal, at: now)
        case .measured(let width, let height, let cell):
            let size = settings.chartSize(terminalWidth: width, terminalHeight: height)
            chart.resize(width: size.width, height: size.height, cell: cell)
            return pass(at: now)
        case .saved(let path, let failure): return saved(path, failure: failure, at: now)
        case .endOfInput(let failure):
            guard case .reading = state else { return pass(at: now) }
            chart.inputEnded(at: now)
            state = .endingInput(failure: failure)
            return [.checkForSignal]
        case .pendingSignal(let number): return signalChecked(number, at: now)
        case .outputFailed: return terminalGone(at: now)
        case .keysAvailable(let available):
            chart.sayKeys(available: available, at: now)
            return pass(at: now)
        }
    }

    /// After an event: the input held goes into the frame when one may be drawn, then the frame.
    private mutating func pass(at now: Duration) -> [LoopAction] {
        chart.takesSamples(at: now) ? [.takeInput] : frame(at: now)
    }

    /// The frame due, if any (none on a terminal gone), then what follows it: the end's steps, or a wait.
    private mutating func frame(at now: Duration) -> [LoopAction] {
        if case .closing(let closing) = state, !closing.draws { return afterFrame(at: now) }
        let bytes = chart.render(at: now)
        return (bytes.isEmpty ? [] : [.draw(bytes)]) + afterFrame(at: now)
    }

    private mutating func afterFrame(at now: Duration) -> [LoopAction] {
        switch state {
        case .draining(let failure) where !chart.isReplaying:
            state = .confirmingEnd(failure: failure)
            return [.checkForSignal]
        case .endingInput, .confirmingEnd:
            // The question is still open: asked again.
            return [.checkForSignal]
        case .done(let final, let failure):
            return finish(final, failure: failure)
        case .closing(let closing):
            // Frames for the notices only ("saving out.fifo"), until the file is written or the wait ends.
            let frameDue = closing.draws ? chart.wakeup(after: now) : nil
            return [.wait(LoopWait(deadline: min(frameDue ?? closing.deadline, closing.deadline), samplesFrom: nil))]
        case .reading, .draining, .saving, .exited:
            return [wait(deadline: chart.takesSamples(at: now) ? chart.wakeup(after: now) : chart.wakeupForInput(after: now))]
        }
    }

    /// The wait until `deadline`, taking input from the next frame's time (none while a replay is full).
    private func wait(deadline: Duration?) -> LoopAction {
        .wait(LoopWait(deadline: deadline, samplesFrom: chart.takesFloods ? chart.earliestNextFrame : nil))
    }

    private mutating func press(_ keys: [Key], at now: Duration) -> [LoopAction] {
        var actions: [LoopAction] = []
        for key in keys {
            switch key {
            case .quit: return actions + wayOut(0, saying: true, at: now)
            case .interrupt: return actions + wayOut(Self.interruptStatus, saying: false, at: now)
            case .save: actions += perform(saves.save(to: settings.outputFile ?? settings.timestampedName()), at: now)
            default: chart.press(key, at: now)
            }
        }
        return actions + pass(at: now)
    }

    private mutating func receive(_ signal: LoopSignal, at now: Duration) -> [LoopAction] {
        switch signal {
        case .terminate(let number):
            if case .closing(var closing) = state, closing.echo == number {
                closing.echo = nil
                state = .closing(closing)
                return pass(at: now)
            }
            return wayOut(128 + number, saying: false, draws: number != Self.hangUp, at: now)
        case .windowChanged: return [.measureTerminal]
        case .suspend: return [.restoreTerminal, .suspend]
        case .continued: return [.enterTerminal, .measureTerminal]
        }
    }

    private mutating func saved(_ path: String, failure: String?, at now: Duration) -> [LoopAction] {
        if let failure { saveFailure = failure }
        chart.hold(nil, as: .save)
        chart.notify((failure == nil ? "saved " : "cannot save ") + path, at: now)
        let next = saves.saved()
        if next == .finish, case .closing(let closing) = state { return close(closing.status) }
        return perform(next, at: now) + pass(at: now)
    }

    private mutating func signalChecked(_ number: Int32?, at now: Duration) -> [LoopAction] {
        switch state {
        case .endingInput(let failure):
            if let number { return wayOut(128 + number, saying: false, draws: number != Self.hangUp, echo: number, at: now) }
            state = .draining(failure: failure)
            return pass(at: now)
        case .confirmingEnd(let failure):
            if let number { return wayOut(128 + number, saying: false, draws: number != Self.hangUp, echo: number, at: now) }
            // Saved to -o while still live: q or a signal ends a FIFO's wait with the screen still ours.
            state = .saving(final: chart.finalPicture(), failure: failure)
            return perform(saves.ending(outputFile: settings.outputFile), at: now) + afterFrame(at: now)
        case .reading, .draining, .saving, .done, .closing, .exited:
            return pass(at: now)
        }
    }

    /// What a step of the saves asks for.
    private mutating func perform(_ action: SaveQueue.Action, at now: Duration) -> [LoopAction] {
        switch action {
        case .start(let path, let isFinal):
            let picture = isFinal ? finalPicture ?? chart.finalPicture() : chart.picture(at: now)
            // Said as long as the save waits (a FIFO without its reader), not a notice's few seconds.
            chart.hold("saving " + path, as: .save)
            return [.save(picture, path: path)]
        case .busy(let path):
            chart.notify("still saving " + path, at: now)
            return []
        case .finish:
            if case .saving(let final, let failure) = state { state = .done(final: final, failure: failure) }
            return []
        case .none:
            return []
        }
    }

    /// The finished chart, once taken.
    private var finalPicture: ChartPicture? {
        switch state {
        case .saving(let final, _), .done(let final, _): final
        case .closing(let closing): closing.final
        case .reading, .endingInput, .draining, .confirmingEnd, .exited: nil
        }
    }

    /// The end of the input, all shown and saved: the finished chart on the normal screen.
    private mutating func finish(_ final: ChartPicture, failure: String?) -> [LoopAction] {
        var actions: [LoopAction] = [.restoreTerminal, .leave(ANSIEncoder.staticText(final.grid, colors: settings.finalColors))]
        if let failure { actions.append(.complain(failure)) }
        return actions + end(failure == nil ? 0 : 1)
    }

    /// A way out that is not a signal's: a save still waiting (q before a FIFO's reader came) is left
    /// behind, and said; a save that failed is said, and makes the status 1.
    private mutating func end(_ base: Int32) -> [LoopAction] {
        var actions: [LoopAction] = []
        if let path = saves.writing { actions.append(.complain(SaveQueue.leftBehind(path))) }
        var status = base
        if let saveFailure {
            actions.append(.complain(saveFailure))
            if status == 0 { status = 1 }
        }
        state = .exited(status)
        return actions + [.exit(status)]
    }

    /// A way out taken: q (`saying` what was left behind or failed), Ctrl-C, a terminating signal, the
    /// terminal gone. With -o and the finished chart not yet taken, it is taken and written first
    /// (`closing`); `echo`: the signal found pending at the input's end, whose event is still to come.
    /// A second way out while it is written ends the run at once.
    private mutating func wayOut(_ status: Int32, saying: Bool, draws: Bool = true, echo: Int32? = nil,
                                 at now: Duration) -> [LoopAction] {
        switch state {
        case .reading, .endingInput, .draining, .confirmingEnd:
            guard let outputFile = settings.outputFile else { break }
            state = .closing(LoopClosing(final: chart.finalPicture(), status: status, at: now, draws: draws, echo: echo))
            return perform(saves.ending(outputFile: outputFile), at: now) + pass(at: now)
        case .closing:
            return close(status)
        case .saving, .done, .exited:
            break
        }
        return saying ? close(status) : abort(status)
    }

    /// A frame could not be written: the terminal is gone. A closing run goes on waiting for its file
    /// without drawing; any other ends, as a hang-up would (status 1).
    private mutating func terminalGone(at now: Duration) -> [LoopAction] {
        guard case .closing(var closing) = state else { return wayOut(1, saying: false, draws: false, at: now) }
        closing.draws = false
        state = .closing(closing)
        return afterFrame(at: now)
    }

    /// The terminal given back, then the end: what was left behind and what failed said.
    private mutating func close(_ status: Int32) -> [LoopAction] {
        [.restoreTerminal] + end(status)
    }

    /// A signal's way out, or a terminal gone: nothing said.
    private mutating func abort(_ status: Int32) -> [LoopAction] {
        state = .exited(status)
        return [.restoreTerminal, .exit(status)]
    }
}
