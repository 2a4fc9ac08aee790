/// A signal as the live loop sees it: the edge, which knows the numbers, sorts them.
///
/// ```swift
/// LoopSignal.terminate(15)   // SIGTERM: the run ends with 128 + 15
/// ```
public enum LoopSignal: Sendable, Hashable {
    /// Ends the run with status 128 + the number: Ctrl-C's SIGINT, SIGTERM, SIGHUP, SIGQUIT, and SIGPIPE
    /// (the terminal never raises it, so it can only be a request to stop: `kill -PIPE`).
    case terminate(Int32)
    /// The terminal changed size (SIGWINCH).
    case windowChanged
    /// Ctrl-Z (SIGTSTP): give the terminal back and stop.
    case suspend
    /// The process was continued after a suspend (`fg`).
    case continued
}
