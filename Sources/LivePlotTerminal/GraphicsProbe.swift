#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotText
import LivePlotScreen
import LivePlotLive
import LivePlotCommand

/// Asks the terminal, once at the start of live mode, what it can show: writes `GraphicsReplies.probe` to
/// the keyboard's terminal and reads the answers until DA1's (which every terminal sends, last) or
/// `patience`, whichever comes first; q or a terminating signal cuts it short. In raw mode, before the
/// keyboard's reader starts: the keys typed meanwhile are handed to it (`Outcome.replies.unread`).
///
/// ```swift
/// let outcome = GraphicsProbe.ask(GraphicsReplies.probe, terminal: keyboard, signals: signals)
/// let graphics = GraphicsDecision.graphics(for: .auto, replies: outcome.replies, insideTmux: false, windowCell: nil)
/// ```
enum GraphicsProbe {
    /// What the probe read, and whether it was cut short (q, a terminating signal): then nothing is drawn
    /// as pixels, the run is ending.
    struct Outcome {
        var replies = GraphicsReplies()
        var interrupted = false
    }

    /// The longest a terminal that answers nothing delays the first frame, once.
    static let patience = Duration.milliseconds(250)
    /// How often the wait looks for a signal (poll is not woken by one handled on another thread) and
    /// hands the input read meanwhile to the chart: often enough that a stream at full speed never waits
    /// long on the rows held (`LoopInbox.heldRowLimit`, ~128k).
    static let inputCheck = Duration.milliseconds(1)

    /// Asks (`questions`: `GraphicsReplies.probe` or `.probeWithoutKitty`) and reads. `signals` are the
    /// loop's: a terminating one received cuts the wait short. `meanwhile` is called every `inputCheck`
    /// of the wait: the chart takes the input read so far.
    static func ask(_ questions: [UInt8], terminal: Int32, signals: SignalEvents, meanwhile: () -> Void = {}) -> Outcome {
        var outcome = Outcome()
        guard SystemCalls.writeAll(terminal, questions) else { return outcome }
        let start = ContinuousClock.now
        var buffer = [UInt8](repeating: 0, count: 256)
        while !outcome.replies.isComplete {
            if signals.firstReceived(of: LoopShell.terminating) != nil || typedStop(outcome.replies.keys) {
                outcome.interrupted = true
                break
            }
            meanwhile()
            let left = patience - start.duration(to: .now)
            guard left > .zero else { break }
            guard isReadable(terminal, within: min(left, inputCheck)) else { continue }
            let count = buffer.withUnsafeMutableBytes { systemRead(terminal, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { break }
            outcome.replies.read(Array(buffer[0..<count]))
        }
        return outcome
    }

    /// Whether `terminal` has bytes to read within `span`. Not `SystemCalls.waitForInput`, which takes an
    /// interrupted poll for readable: a signal here would leave the read below waiting for a key.
    private static func isReadable(_ terminal: Int32, within span: Duration) -> Bool {
        var polled = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
        return poll(&polled, 1, SystemCalls.milliseconds(span)) > 0
    }

    /// Whether the keys typed meanwhile end the run (q; Ctrl-C is a signal in raw mode, which keeps ISIG).
    private static func typedStop(_ keys: [UInt8]) -> Bool {
        guard !keys.isEmpty else { return false }
        var decoder = KeyDecoder()
        return decoder.decode(keys).contains { $0 == .quit || $0 == .interrupt }
    }

    /// The run's pixels: for `none` nothing asked and nil; else the probe's answers decided on
    /// (`GraphicsDecision`), the keys typed meanwhile in `unread`. Without a keyboard's terminal nothing
    /// is written: characters, unless forced.
    static func graphics(for choice: GraphicsChoice, session: TerminalSession, signals: SignalEvents, meanwhile: () -> Void = {})
    -> (graphics: PixelGraphics?, unread: [UInt8]) {
        // The Linux console shows no pictures, and would print the kitty query on the screen the probe
        // asks on (the main one, before the chart takes the alternate screen): not asked.
        let isConsole = getenv("TERM").map { String(cString: $0) == "linux" } ?? false
        guard choice != .none, !(choice == .auto && isConsole) else { return (nil, []) }
        let windowCell = session.cellPixels()
        // Read here, not through `RunPlan`: only the probe needs them.
        let insideTmux = getenv("TMUX") != nil
        let insideXterm = getenv("XTERM_VERSION") != nil
        let traces = getenv(traceVariable) != nil
        guard session.hasKeys, let keyboard = session.keyboard else {
            return (GraphicsDecision.graphics(for: choice, replies: nil, insideTmux: insideTmux, windowCell: windowCell,
                                              insideXterm: insideXterm), [])
        }
        let start = ContinuousClock.now
        // kitty is not asked where it would not be used: inside tmux (which would show the query as the
        // pane's title) and when sixel is forced.
        let asksKitty = !insideTmux && choice != .sixel
        let outcome = ask(asksKitty ? GraphicsReplies.probe : GraphicsReplies.probeWithoutKitty, terminal: keyboard, signals: signals,
                          meanwhile: meanwhile)
        let graphics = outcome.interrupted ? nil
            : GraphicsDecision.graphics(for: choice, replies: outcome.replies, insideTmux: insideTmux, windowCell: windowCell,
                                        insideXterm: insideXterm)
        // Said on the main screen, before the chart takes the alternate one: still there after it ends.
        if !outcome.interrupted, let warning = GraphicsDecision.warning(for: choice, replies: outcome.replies) {
            SystemCalls.writeAll(2, Array((warning + "\n").utf8))
        }
        if traces {
            let line = trace(outcome, graphics: graphics, insideTmux: insideTmux, windowCell: windowCell,
                             took: start.duration(to: .now))
            SystemCalls.writeAll(2, Array(line.utf8))
        }
        return (graphics, outcome.replies.unread)
    }

    /// Set (to anything), the probe says on standard error what it read and decided: for debugging and
    /// `tools/screenshot --pixels` (which sends standard error to a file), never for use.
    static let traceVariable = "LIVEPLOT_GRAPHICS_TRACE"

    /// One line, as `liveplot: graphics: kitty (kitty OK, DA1 read, sixel no, cell 8×19 from the window,
    /// background #000000, tmux no, 12 ms)`.
    static func trace(_ outcome: Outcome, graphics: PixelGraphics?, insideTmux: Bool, windowCell: CellPixels?,
                      took: Duration) -> String {
        let replies = outcome.replies
        let decided = graphics?.protocol.rawValue ?? "characters"
        let cell = graphics?.cell ?? windowCell ?? replies.cell ?? .fallback
        let source = windowCell != nil ? "the window" : replies.cell != nil ? "16t" : "fallback"
        let background = replies.background.map { color in
            "#" + [color.red, color.green, color.blue].map { Hexadecimal.digits(UInt32($0), count: 2) }.joined().lowercased()
        } ?? "unknown"
        let milliseconds = Int((took / .milliseconds(1)).rounded())
        return "liveplot: graphics: \(decided) (kitty \(replies.kitty ? "OK" : "no"), DA1 \(replies.isComplete ? "read" : "missing"), "
            + "sixel \(replies.sixel ? "yes" : "no"), cell \(cell.width)×\(cell.height) from \(source), background \(background), "
            + "tmux \(insideTmux ? "yes" : "no")\(outcome.interrupted ? ", cut short" : ""), \(milliseconds) ms)\n"
    }
}
