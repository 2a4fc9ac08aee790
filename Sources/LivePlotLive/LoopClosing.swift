import LivePlotChart

/// A run the person ended (q, Ctrl-C, a terminating signal) or whose terminal went, while `-o`'s finished
/// chart was still to be written (`LiveLoopMachine.State.closing`): the chart as the run was ended, the
/// status the way out gives, and how long the file may keep it waiting. A live producer never ends, so
/// without this wait `-o` would only ever be written by `s`.
///
/// ```swift
/// let closing = LoopClosing(final: chart.finalPicture(), status: 0, at: now, draws: true, echo: nil)
/// closing.deadline   // now + 1 s: a FIFO nobody reads, or a stuck disk, is left behind then
/// ```
public struct LoopClosing: Sendable {
    /// How long the finished chart may take to be written once the run is ended: a file takes far less;
    /// a FIFO nobody reads, or a stuck disk, would otherwise hold the way out for ever (and a hang-up has
    /// nobody left to press q twice).
    public static var longestWait: Duration { .seconds(1) }

    /// The finished chart as the run was ended: what `-o` gets, whatever comes in after.
    public var final: ChartPicture
    /// The status of the way out taken: 0 for q, 128 + the signal's number.
    public var status: Int32
    /// When the run ends even if the chart is not yet written, saying it was left behind.
    public var deadline: Duration
    /// Whether the terminal is still there to draw on: not after a hang-up (SIGHUP), nor once a frame
    /// could not be written; the file is still worth writing.
    public var draws: Bool
    /// The signal the look at the input's end found (Ctrl-C ends the producer too), whose event is still
    /// on its way: the same way out arriving again, not a second one.
    public var echo: Int32?

    public init(final: ChartPicture, status: Int32, at now: Duration, draws: Bool, echo: Int32?) {
        self.final = final
        self.status = status
        self.deadline = now + Self.longestWait
        self.draws = draws
        self.echo = echo
    }
}
