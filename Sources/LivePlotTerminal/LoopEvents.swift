import LivePlotLive
import LivePlotInput

/// What the live loop waits on, fed by the input, the keyboard, signals, and its own time limit: the
/// shell around `LoopInbox`, which decides; this only holds the lock, waits on the condition and wakes
/// whom the inbox says to. No thread pool and no timer task: the loop sleeps on a condition, with a time
/// limit when a frame is due.
///
/// ```swift
/// let events = LoopEvents()
/// events.post(.keys([.quit]))                           // from the keyboard's thread
/// events.deliver(batch)                                 // from the input's thread
/// events.next(takingSamples: true, takingFloods: true, timeout: .milliseconds(33))
/// ```
final class LoopEvents: Sendable {
    private let inbox = PlatformLock(LoopInbox<LoopEvent>(endsInput: { if case .endOfInput = $0 { true } else { false } }))
    /// The inbox's times are durations since this instant.
    private let start = ContinuousClock.now

    private func now() -> Duration { start.duration(to: .now) }

    /// Queues a key, a signal or the end of input, and wakes the loop.
    func post(_ event: LoopEvent) {
        if inbox.withLock({ $0.post(event) }) { inbox.broadcast() }
    }

    /// Holds `batch` for the loop, waking it only if it takes samples now or a flood is held. Waits first
    /// while `LoopInbox.heldRowLimit` rows are held: call it from the input's own thread.
    func deliver(_ batch: SampleBatch) {
        let wakes = inbox.withLock(when: { $0.hasRoom() }) { $0.deliver(batch) }
        if wakes { inbox.broadcast() }
    }

    /// The next event, waiting for one for at most `timeout` (nil: as long as it takes); `.wake` when the
    /// time is up, `.samples` when held samples are to be taken. With `takingSamples` false, held samples
    /// wait for a later call (unless they are a flood and `takingFloods`). Samples held come before the end
    /// of the input.
    func next(takingSamples: Bool, takingFloods: Bool, timeout: Duration?) -> LoopEvent {
        inbox.withLock(when: { inbox in
            if inbox.isReady(takingSamples: takingSamples, takingFloods: takingFloods) { return true }
            // The time samples are taken again matters only between frames: no clock read otherwise.
            inbox.loopWaits(takingSamples: takingSamples, takingFloods: takingFloods,
                            samplesTakenAt: takingSamples ? nil : timeout.map { now() + $0 })
            return false
        }, timeout: timeout) { inbox -> LoopEvent in
            switch inbox.take(takingSamples: takingSamples, takingFloods: takingFloods) {
            case .samples: .samples
            case .wake: .wake
            case .event(let event): event
            }
        }
    }

    /// Every batch held now, oldest first, without waiting: after `.samples`, and when a frame is due (the
    /// input held back between frames goes into it).
    func takeHeldSamples() -> [SampleBatch] {
        let (batches, wakesSender) = inbox.withLock { $0.takeHeldSamples() }
        if wakesSender { inbox.broadcast() }
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
