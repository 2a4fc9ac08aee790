/// Watches, while the keys are not liveplot's (`TerminalSession.hasKeys`), for its job to become the
/// terminal's foreground one: `fg` of a job that runs in the background sends it no signal (bash and zsh
/// continue only a stopped job), so it is looked for, a `tcgetpgrp` every quarter second, and said
/// (`onForeground`: the loop then takes the keys, as after SIGCONT) until the keys are taken. The window's
/// size is looked at each time too: SIGWINCH goes to the foreground job alone, so a resize meanwhile is said
/// (`onResize`; before, the chart was drawn at its old size, garbled, until `fg`).
///
/// ```swift
/// let watch = ForegroundWatch(session: session, terminal: tty, onResize: { events.post(.signal(.windowChanged)) }) {
///     events.post(.signal(.continued))
/// }
/// watch.start()   // on `liveplot &`, or Ctrl-Z then `bg`; a second start while it watches does nothing
/// ```
final class ForegroundWatch: Sendable {
    /// How often the terminal's foreground job is looked at: `fg`'s keys are liveplot's within it.
    static let interval: Duration = .milliseconds(250)

    private let session: TerminalSession
    private let terminal: Int32
    private let onResize: @Sendable () -> Void
    private let onForeground: @Sendable () -> Void
    private let isWatching = PlatformLock(false)

    init(session: TerminalSession, terminal: Int32, onResize: @escaping @Sendable () -> Void,
         onForeground: @escaping @Sendable () -> Void) {
        self.session = session
        self.terminal = terminal
        self.onResize = onResize
        self.onForeground = onForeground
    }

    /// Watches from now until the keys are liveplot's, on a thread of its own; nothing when one watches.
    func start() {
        let starts = isWatching.withLock { watching in
            defer { watching = true }
            return !watching
        }
        guard starts else { return }
        DetachedThread.start(name: "liveplot.foreground") { [self] in
            var size = SystemCalls.windowSize(terminal)
            while true {
                SystemCalls.sleep(Self.interval)
                // Ended and cleared at once: a `start` after this begins a watch of its own.
                let isDone = isWatching.withLock { watching in
                    if session.hasKeys { watching = false }
                    return !watching
                }
                if isDone { return }
                let now = SystemCalls.windowSize(terminal)
                if now?.width != size?.width || now?.height != size?.height {
                    size = now
                    onResize()
                }
                if TerminalSession.isForeground(terminal: terminal) { onForeground() }
            }
        }
    }
}
