#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotInput
import LivePlotLive

/// Performs what `LiveLoopMachine` decides: waits, draws, saves, gives the terminal back. It decides
/// nothing: each answer (the next event, a measure, a failed write) goes back to the machine.
///
/// ```swift
/// let status = LoopShell(session: session, keyReader: reader, foregroundWatch: watch, signals: signals, events: events, output: 1).run(&machine)
/// ```
struct LoopShell {
    let session: TerminalSession
    /// The keyboard's reader, nil without a terminal to read: started when the keys are first liveplot's.
    let keyReader: KeyReader?
    /// Looks for the job brought to the foreground while the keys are not liveplot's; nil without a terminal.
    let foregroundWatch: ForegroundWatch?
    let signals: SignalEvents
    let events: LoopEvents
    let output: Int32

    /// The signals that end the run: 128 + the number. SIGPIPE too: the terminal never raises it, so it
    /// can only be a request to stop (`kill -PIPE`).
    static let terminating = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]
    /// Every signal the loop hears. SIGCONT: a job continued, in the foreground (`fg`, its keys taken
    /// then) or the background (`bg`, the terminal's modes left to the shell).
    static let heard = terminating + [SIGWINCH, SIGTSTP, SIGCONT]

    /// A signal's number as the loop sees it.
    static func loopSignal(_ number: Int32) -> LoopSignal {
        switch number {
        case SIGWINCH: .windowChanged
        case SIGTSTP: .suspend
        case SIGCONT: .continued
        default: .terminate(number)
        }
    }

    /// Performs the machine's actions, one answer after another, until one ends the run: its status.
    func run(_ machine: inout LiveLoopMachine) -> Int32 {
        var actions = machine.start()
        while true {
            var answer = LoopEvent.wake
            for action in actions {
                if case .exit(let status) = action { return status }
                if let event = perform(action, on: &machine) {
                    answer = event
                    break
                }
            }
            actions = machine.handle(answer, at: events.now())
        }
    }

    /// Does `action`; returns the event it answers with, if any.
    private func perform(_ action: LoopAction, on machine: inout LiveLoopMachine) -> LoopEvent? {
        switch action {
        case .takeInput:
            takeInput(into: &machine)
            return .inputTaken
        case .draw(let bytes):
            return SystemCalls.writeAll(output, bytes) ? nil : .outputFailed
        case .save(let picture, let path):
            ChartFile.saveAside(picture, to: path) { [events] in events.post(.saved(path: path, failure: $0)) }
        case .checkForSignal:
            return .pendingSignal(signals.firstReceived(of: Self.terminating))
        case .measureTerminal:
            let size = terminalSize()
            return .measured(width: size.width, height: size.height, cell: session.cellPixels())
        case .restoreTerminal: session.restore()
        case .enterTerminal: enterTerminal()
        case .suspend:
            signals.suspendProcess()
            return .signal(.continued)
        case .leave(let text): SystemCalls.writeAll(output, Array(text.utf8))
        case .complain(let text): SystemCalls.writeAll(2, Array((text + "\n").utf8))
        case .wait(let wait): return events.next(wait)
        case .exit: break
        }
        return nil
    }

    /// The screen taken again, and the keys when liveplot's job is the foreground one; a change of the
    /// keys said on the status line.
    private func enterTerminal() {
        switch session.enter() {
        case .unchanged: break
        case .taken:
            keyReader?.read()
            events.post(.keysAvailable(true))
        case .lost:
            foregroundWatch?.start()
            events.post(.keysAvailable(false))
        }
    }

    /// Takes in every batch held, oldest first, and gives each back to the input once taken in: moved
    /// out of the list, so it goes back with its storage (nobody else holds it).
    func takeInput(into machine: inout LiveLoopMachine) {
        let now = events.now()
        var batches = events.takeHeldSamples()
        batches.reverse()
        while let batch = batches.popLast() {
            machine.ingest(batch, at: now)
            events.recycle(consume batch)
        }
    }

    /// The terminal's size: of the output, else of the keyboard's terminal, else 80×24.
    func terminalSize() -> (width: Int, height: Int) {
        SystemCalls.windowSize(output) ?? session.keyboard.flatMap(SystemCalls.windowSize) ?? (80, 24)
    }
}
