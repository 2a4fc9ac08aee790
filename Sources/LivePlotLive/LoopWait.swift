/// How the live loop waits for its next event (`LoopAction.wait`): until when at the latest, and from
/// when it takes the input held for it. The inbox reads it when the wait begins (`appetite(at:)`).
///
/// ```swift
/// let wait = LoopWait(deadline: .milliseconds(33), samplesFrom: .milliseconds(33))
/// wait.appetite(at: .milliseconds(10))  // .betweenFrames(takesFloods: true, samplesTakenAt: 33 ms)
/// wait.appetite(at: .milliseconds(40))  // .everything
/// ```
public struct LoopWait: Sendable, Hashable {
    /// When to wake even with no event (a frame, a rescale, input held back); nil: not until one comes.
    public var deadline: Duration?
    /// From when the input held is taken: the next frame's time (`LiveChart.takesSamples`). Nil: not at
    /// all, not even a flood, while a replay holds all it may (`LiveChart.takesFloods`).
    public var samplesFrom: Duration?

    public init(deadline: Duration?, samplesFrom: Duration?) {
        self.deadline = deadline
        self.samplesFrom = samplesFrom
    }

    /// What the loop takes, waiting from `now`: every sample held once a frame may be drawn; between
    /// frames a flood at most (none without room), the rest at the deadline.
    public func appetite(at now: Duration) -> LoopInbox.Appetite {
        guard let samplesFrom else { return .betweenFrames(takesFloods: false, samplesTakenAt: deadline) }
        return now >= samplesFrom ? .everything : .betweenFrames(takesFloods: true, samplesTakenAt: deadline)
    }
}
