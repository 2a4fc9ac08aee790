#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotScreen

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
    /// The controlling terminal, opened for keys; nil when there is none to open, or it is another job's.
    public let keyboard: Int32?
    /// Whether liveplot runs in a job that is not the terminal's foreground one (`timeout 20 liveplot`,
    /// `liveplot &`): its keys go to that job, and a read of them stops liveplot (SIGTTIN) or fails (EIO).
    /// No key is read then, nor are the terminal's modes changed under the foreground job: said at the
    /// start (`keysUnavailable`), the chart ends at the input's end, Ctrl-C or SIGTERM as without a terminal.
    public let isInBackground: Bool
    public let output: Int32
    private let isActive = PlatformLock(false)

    /// What the status and standard error say when `isInBackground`.
    public static let keysUnavailable = "keys unavailable: liveplot is not the terminal's foreground job (Ctrl-C or SIGTERM end it)"

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
        if isInBackground, let terminal = keyboard {
            close(terminal)
            keyboard = nil
            SystemCalls.writeAll(2, Array("liveplot: \(keysUnavailable)\n".utf8))
        }
        let session = TerminalSession(keyboard: keyboard, isInBackground: isInBackground, output: output)
        session.enter(showingScreen: false)
        return session
    }

    /// Whether this process's group is `terminal`'s foreground one, whose reads of it neither stop nor fail.
    static func isForeground(terminal: Int32) -> Bool {
        let foreground = tcgetpgrp(terminal)
        return foreground < 0 || foreground == getpgrp()
    }

    /// Raw keys, alternate screen, no cursor. Called at the start and again after a suspend. At the start
    /// the screen waits for `showScreen()`: the graphics probe asks first, while the terminal has nothing
    /// to repaint (xterm answered a probe after a switch to a cleared alternate screen 50–250 ms late).
    public func enter(showingScreen: Bool = true) {
        isActive.withLock { active in
            guard !active else { return }
            active = true
            if let keyboard {
                var original = termios()
                if tcgetattr(keyboard, &original) == 0 {
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
                } else {
                    EmergencyRestore.arm(terminal: -1, output: output, termios: nil)
                }
            } else {
                EmergencyRestore.arm(terminal: -1, output: output, termios: nil)
            }
            if showingScreen { writeScreen() }
        }
    }

    /// The alternate screen, cleared, the cursor hidden, the mouse reported: after `begin` and the probe.
    public func showScreen() {
        isActive.withLock { active in
            if active { writeScreen() }
        }
    }

    private func writeScreen() {
        // The mouse's reports come in with the keys: asked for only when they are read.
        let mouse = keyboard == nil ? [] : EscapeSequence.enableMouseReporting
        SystemCalls.writeAll(output, EscapeSequence.enterAlternateScreen + EscapeSequence.hideCursor
            + EscapeSequence.disableAutowrap + mouse + EscapeSequence.clearScreen)
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
        isActive.withLock { active in
            guard active else { return }
            active = false
            EmergencyRestore.run()
            EmergencyRestore.disarm()
        }
    }
}
