/// What one run of liveplot did, as the harness saw it: how it ended, how long it took, its peak memory,
/// everything it wrote (standard output and error, the terminal, the files), and whether it left the
/// terminal as it found it.
struct RunOutcome: Sendable {
    /// The exit status, or nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, or nil when it exited.
    var signal: Int32?
    /// Why the harness killed it, if it did: "hang" (past its bound) or "memory" (past the kill limit).
    var killedFor: String?
    var seconds: Double = 0
    /// From the end step (q, a signal) to its exit, for a run on a terminal that got one.
    var secondsAfterEnd: Double?
    /// The most resident memory it had, in KiB (VmHWM polled, and the rusage at its end).
    var peakKiB: Int = 0
    var output: [UInt8] = []
    var error: [UInt8] = []
    var terminal: [UInt8] = []
    /// Files it left in the run's folder (`-o`, `s`), by name.
    var files: [String: [UInt8]] = [:]
    /// Whether the terminal's settings (termios) after the run equal those before it; nil without a terminal.
    var termiosRestored: Bool?
    /// Signals the harness sent, or typed (^C), that may end it with 128 + N.
    var signalsSent: [Int32] = []
    /// Processes a command it ran (`--exec`) left running after it exited, as `pid command line`.
    var leftBehind: [String] = []
}
