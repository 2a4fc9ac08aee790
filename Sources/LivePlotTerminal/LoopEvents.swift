import LivePlotLive
import LivePlotInput

/// What the live loop waits on, fed by the input, the keyboard, signals, and its own time limit: the
/// shell around `LoopInbox`, which decides; this only holds the lock, waits on the condition and wakes
/// whom the inbox names. No thread pool and no timer task: the loop sleeps on a condition, with a time
/// limit when a frame is due. Its clock is the loop's: times are durations since it was made.
///
/// ```swift
/// let events = LoopEvents()
/// events.post(.keys([.quit]))                           // from the keyboard's thread
/// events.deliver(batch)                                 // from the input's thread
/// events.next(LoopWait(deadline: .milliseconds(33), samplesFrom: .zero))
/// ```
final class LoopEvents: Sendable {
    private let inbox = PlatformLock(LoopInbox())
    private let start = ContinuousClock.now

    /// The time since the events began: the live loop's clock.
    func now() -> Duration { start.duration(to: .now) }

    /// Queues a key, a signal, a save's end or the end of input, and wakes the loop.
    func post(_ event: LoopEvent) {
        if inbox.withLock({ $0.post(event) }) == .loop { inbox.broadcast() }
    }

    /// Holds `batch` for the loop, waking it only if it takes samples now or a flood is held. Waits first
    /// while `LoopInbox.heldRowLimit` rows are held: call it from the input's own thread.
    func deliver(_ batch: SampleBatch) {
        let wake = inbox.withLock(when: { $0.askForRoom() == .room }) { $0.deliver(batch) }
        if wake == .loop { inbox.broadcast() }
    }

    /// The next event, waiting for one until `wait`'s deadline at most (nil: as long as it takes); `.wake`
    /// when the time is up, `.samplesHeld` when held samples are to be taken. What the loop takes is read
    /// from `wait` once, as the wait begins.
    func next(_ wait: LoopWait) -> LoopEvent {
        let waiting = now()
        let appetite = wait.appetite(at: waiting)
        return inbox.withLock(when: { $0.look(appetite) == .take }, timeout: wait.deadline.map { $0 - waiting }) {
            $0.take(appetite)
        }
    }

    /// Every batch held now, oldest first, without waiting: the input held back between frames goes into
    /// the next.
    func takeHeldSamples() -> [SampleBatch] {
        let (batches, wake) = inbox.withLock { $0.takeHeldSamples() }
        if wake == .sender { inbox.broadcast() }
        return batches
    }

    /// How long until the loop takes samples again, when it waits between frames; nil when it would take
    /// them now (or is busy, and will look soon): what the input may sleep for (`ReadPacing`).
    func timeUntilSamplesAreTaken() -> Duration? {
        inbox.withLock { $0.timeUntilSamplesAreTaken(at: now()) }
    }

    /// Gives back a batch the loop has taken in, for the input to decode into: large batches are
    /// allocated (and their pages faulted in) once, not once per chunk.
    func recycle(_ batch: consuming SampleBatch) {
        // Moved, so that emptying it keeps its storage rather than copying it away from another holder.
        var spare = consume batch
        spare.removeAll()
        inbox.withLock { $0.recycle(spare) }
    }

    /// A batch given back, if there is one.
    func recycledBatch() -> SampleBatch? {
        inbox.withLock { $0.recycledBatch() }
    }
}
