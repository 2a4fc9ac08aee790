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
    /// The controlling terminal, opened for keys; nil when there is none to open.
    public let keyboard: Int32?
    public let output: Int32
    private let isActive = PlatformLock(false)

    private init(keyboard: Int32?, output: Int32) {
        self.keyboard = keyboard
        self.output = output
    }

    /// Takes over the terminal that `output` writes to.
    public static func begin(output: Int32) -> TerminalSession {
        let keyboard = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        let session = TerminalSession(keyboard: keyboard >= 0 ? keyboard : nil, output: output)
        session.enter(showingScreen: false)
        return session
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
