import LivePlotChart

/// What the live loop's shell does next, as `LiveLoopMachine` decides: the shell performs the actions
/// of one answer in order. An action that has an answer (a wait's event, a measure, a failed write) ends
/// its list: the answer goes back to the machine, which says what comes next.
///
/// ```swift
/// for action in machine.handle(.keys([.quit]), at: now) { … }   // .restoreTerminal, then .exit(0)
/// ```
public enum LoopAction: Sendable {
    /// Take the input held for the loop into the machine (`LiveLoopMachine.ingest`), oldest first; then
    /// `.inputTaken`.
    case takeInput
    /// Write a frame's bytes in one write (a bell, `--bell`, rides in them); if it fails, `.outputFailed`.
    case draw([UInt8])
    /// Write `picture` to `path` on a thread of its own (a FIFO waits for its reader); `.saved` when done.
    case save(ChartPicture, path: String)
    /// Look whether a terminating signal was received, or is pending and not yet handled: `.pendingSignal`.
    case checkForSignal
    /// Measure the terminal: `.measured`.
    case measureTerminal
    /// Give the terminal back: main screen, cursor, its modes.
    case restoreTerminal
    /// Take the terminal again after a suspend: alternate screen, raw keys.
    case enterTerminal
    /// Stop the process as Ctrl-Z would; once it is continued (`fg`), `.signal(.continued)`.
    case suspend
    /// Leave `text` on the normal screen, where the chart was drawn: the finished chart.
    case leave(String)
    /// Say `text` (a line) on standard error.
    case complain(String)
    /// Wait for the next event.
    case wait(LoopWait)
    /// End the run with this exit status.
    case exit(Int32)
}
