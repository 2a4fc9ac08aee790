#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotScreen
import LivePlotLive

/// Live mode's hold on the terminal: alternate screen, hidden cursor, keys without echo or line editing,
/// mouse reporting when there are keys to read it with, and the promise to give it all back exactly as
/// found.
///
/// `restore()` is safe to call twice and from every exit path; a crash (a trap, SIGSEGV, SIGABRT…)
/// restores the terminal too, from a handler that makes only async-signal-safe calls.
///
/// ```swift
/// let session = try TerminalSession.begin(output: 1)
/// defer { session.restore() }
/// ```
public final class TerminalSession: Sendable {
    /// The controlling terminal, opened for keys; nil when there is none to open. Kept open in a job that
    /// is not the terminal's foreground one: its keys are taken when the job is brought there (`fg`).
    public let keyboard: Int32?
    /// Whether liveplot began in a job that is not the terminal's foreground one (`timeout 20 liveplot`,
    /// `liveplot &`): its keys go to that job, and a read of them stops liveplot (SIGTTIN) or fails (EIO).
    /// No key is read then, nor are the terminal's modes changed under the foreground job: said at the
    /// start (`keysUnavailable`), the chart ends at the input's end, Ctrl-C or SIGTERM as without a terminal.
    public let isInBackground: Bool
    public let output: Int32
    private let state = PlatformLock(State())

    /// Whether the screen is taken, whether its keys are, and what `enter` last said of them.
    private struct State {
        var isActive = false
        var hasKeys = false
        var saidKeys = true
    }

    /// What `enter` changed of the keys: taken (the job is the foreground one, the terminal in raw mode,
    /// the mouse reported), or given up (continued in the background after Ctrl-Z and `bg`).
    public enum KeysChange: Sendable, Equatable {
        case unchanged
        case taken
        case lost
    }

    private init(keyboard: Int32?, isInBackground: Bool, output: Int32) {
        self.keyboard = keyboard
        self.isInBackground = isInBackground
        self.output = output
    }

    /// Takes over the terminal that `output` writes to; in a background job (`isInBackground`), its
    /// screen alone, said on standard error.
    public static func begin(output: Int32) -> TerminalSession {
        var keyboard: Int32? = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if keyboard == -1 { keyboard = nil }
        let isInBackground = keyboard.map { !isForeground(terminal: $0) } ?? false
        if isInBackground { SystemCalls.writeAll(2, Array("liveplot: \(KeysNotice.unavailable)\n".utf8)) }
        let session = TerminalSession(keyboard: keyboard, isInBackground: isInBackground, output: output)
        session.enter(showingScreen: false)
        return session
    }

    /// Whether this process's group is `terminal`'s foreground one, whose reads of it neither stop nor fail.
    static func isForeground(terminal: Int32) -> Bool {
        let foreground = tcgetpgrp(terminal)
        return foreground < 0 || foreground == getpgrp()
    }

    /// Whether the keys are liveplot's now: the terminal in raw mode, for the keyboard's reader.
    public var hasKeys: Bool { state.withLock { $0.hasKeys } }

    /// Alternate screen, no cursor, and the keys (raw mode, the mouse reported) when liveplot's job is the
    /// terminal's foreground one: never the modes of the terminal under another job. Called at the start,
    /// after a suspend, and on SIGCONT (`fg` of a job that ran in the background: its keys taken then). At
    /// the start the screen waits for `showScreen()`: the graphics probe asks first, while the terminal has
    /// nothing to repaint (xterm answered a probe after a switch to a cleared alternate screen 50–250 ms late).
    @discardableResult
    public func enter(showingScreen: Bool = true) -> KeysChange {
        state.withLock { state in
            if !state.isActive {
                state.isActive = true
                state.hasKeys = takeKeys()
                if showingScreen { writeScreen(mouse: state.hasKeys) }
            } else if state.hasKeys, let keyboard, !Self.isForeground(terminal: keyboard) {
                // Continued in the background with the keys (`kill -STOP`, then `bg`): the shell has the
                // terminal in its own modes now, and none of liveplot's are to be put back over them.
                state.hasKeys = false
                EmergencyRestore.arm(terminal: -1, output: output, termios: nil)
            } else if !state.hasKeys, takeKeys() {
                // The whole screen again: a program run in the foreground meanwhile (`less`) left its own.
                state.hasKeys = true
                writeScreen(mouse: true)
            }
            defer { state.saidKeys = state.hasKeys }
            return state.saidKeys == state.hasKeys ? .unchanged : state.hasKeys ? .taken : .lost
        }
    }

    /// Raw keys, when the terminal is there and liveplot's job is its foreground one; the way out armed
    /// with the modes to put back (none otherwise: another job's are left alone).
    private func takeKeys() -> Bool {
        var original = termios()
        guard let keyboard, Self.isForeground(terminal: keyboard), tcgetattr(keyboard, &original) == 0 else {
            EmergencyRestore.arm(terminal: -1, output: output, termios: nil)
            return false
        }
        EmergencyRestore.arm(terminal: keyboard, output: output, termios: original)
        var raw = original
        // Keys arrive one by one without echo; ISIG stays on so Ctrl-C stops the whole pipeline.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(keyboard, TCSANOW, &raw)
        return true
    }

    /// The alternate screen, cleared, the cursor hidden, the mouse reported: after `begin` and the probe.
    public func showScreen() {
        state.withLock { state in
            if state.isActive { writeScreen(mouse: state.hasKeys) }
        }
    }

    private func writeScreen(mouse: Bool) {
        // The mouse's reports come in with the keys: asked for only when they are read.
        SystemCalls.writeAll(output, EscapeSequence.enterAlternateScreen + EscapeSequence.hideCursor
            + EscapeSequence.disableAutowrap + (mouse ? EscapeSequence.enableMouseReporting : []) + EscapeSequence.clearScreen)
    }

    /// From now on every way out deletes kitty's images first (`KittyGraphics.deleteAll`), this restore
    /// and a crash's alike: kitty keeps an image placed on the alternate screen's cells after leaving
    /// it. Sixel's pictures are cells of the alternate screen and go with it.
    public func showsKittyImages() {
        EmergencyRestore.deletesKittyImages()
    }

    /// A cell's pixels as the window says (TIOCGWINSZ of the output, else of the keyboard's terminal);
    /// nil when it does not.
    public func cellPixels() -> CellPixels? {
        SystemCalls.cellPixels(output) ?? keyboard.flatMap(SystemCalls.cellPixels)
    }

    /// Main screen, visible cursor, no kitty images, the original terminal modes. Safe to call again.
    public func restore() {
        state.withLock { state in
            guard state.isActive else { return }
            state.isActive = false
            state.hasKeys = false
            EmergencyRestore.run()
            EmergencyRestore.disarm()
        }
    }
}
