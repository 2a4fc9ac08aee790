import LivePlotInput

/// What the live loop waits on, fed by the input, the keyboard, signals, and its own time limit.
///
/// Keys, signals and the end of the input are posted and queued in order. Sample batches are held, not
/// queued: between frames the loop does not take them and nobody is woken for them, so a stream costs
/// one wake a frame however often it is read. A flood (`urgentRowCount` rows held) wakes the loop at
/// once, and past `heldRowLimit` the input's thread waits, so back-pressure reaches the producer and
/// memory stays bounded. No thread pool and no timer task: the loop sleeps on a condition, with a time
/// limit when a frame is due.
///
/// ```swift
/// let events = LoopEvents()
/// events.post(.keys([.quit]))                           // from the keyboard's thread
/// events.deliver(batch)                                 // from the input's thread
/// events.next(takingSamples: true, timeout: .milliseconds(33))
/// ```
final class LoopEvents: Sendable {
    private struct State {
        var queue: [LoopEvent] = []
        /// Input read and not yet taken, oldest first; small batches are folded into the newest.
        var held: [SampleBatch] = []
        var heldRows = 0
        /// Whether the loop waits, and whether it takes samples now: between frames it does not, until
        /// `samplesTakenAt` (its time limit).
        var loopWaits = false
        var loopTakesSamples = true
        var samplesTakenAt: ContinuousClock.Instant?
        /// Whether the input's thread waits for the loop to take what is held.
        var senderWaits = false
        /// Batches the loop is done with, emptied, for the input to decode into again.
        var spares: [SampleBatch] = []

        func isReady(takingSamples: Bool) -> Bool {
            !queue.isEmpty || !held.isEmpty && (takingSamples || heldRows >= LoopEvents.urgentRowCount)
        }
    }

    private let state = PlatformLock(State())

    /// Rows held before they wake the loop between frames: a flood is taken as it comes (each wake then
    /// carries plenty), a trickle once a frame.
    static let urgentRowCount = 8192
    /// Rows held before the input's thread waits for the loop: about 1 MB for a series.
    static let heldRowLimit = 1 << 17
    /// Batches held smaller than this take later ones as small into them, so a trickle is one batch a
    /// frame, and a large batch is never copied under the lock.
    static let foldRowCount = 4096

    /// Queues a key, a signal or the end of input, and wakes the loop.
    func post(_ event: LoopEvent) {
        let wakes = state.withLock { state -> Bool in
            state.queue.append(event)
            return state.loopWaits
        }
        if wakes { state.broadcast() }
    }

    /// Holds `batch` for the loop, waking it only if it takes samples now or a flood is held. With
    /// `waitsForRoom` (the input's own thread), waits first while `heldRowLimit` rows are held.
    func deliver(_ batch: SampleBatch, waitsForRoom: Bool = true) {
        let wakes = state.withLock(when: { state in
            guard waitsForRoom, state.heldRows >= Self.heldRowLimit else { return true }
            state.senderWaits = true
            return false
        }) { state -> Bool in
            state.senderWaits = false
            if let last = state.held.indices.last, state.held[last].rowCount < Self.foldRowCount, batch.rowCount < Self.foldRowCount {
                state.held[last].append(batch)
            } else {
                state.held.append(batch)
            }
            state.heldRows += batch.rowCount
            return state.loopWaits && state.isReady(takingSamples: state.loopTakesSamples)
        }
        if wakes { state.broadcast() }
    }

    /// The next event, waiting for one for at most `timeout` (nil: as long as it takes); `.wake` when the
    /// time is up, `.samples` when held samples are to be taken. With `takingSamples` false, held samples
    /// wait for a later call (unless they are a flood). Samples held come before the end of the input.
    func next(takingSamples: Bool, timeout: Duration?) -> LoopEvent {
        state.withLock(when: { state in
            if state.isReady(takingSamples: takingSamples) { return true }
            state.loopWaits = true
            state.loopTakesSamples = takingSamples
            state.samplesTakenAt = takingSamples ? nil : timeout.map { ContinuousClock.now + $0 }
            return false
        }, timeout: timeout) { state -> LoopEvent in
            state.loopWaits = false
            state.samplesTakenAt = nil
            if !state.held.isEmpty, takingSamples || state.heldRows >= Self.urgentRowCount || Self.endsInput(state.queue.first) {
                return .samples
            }
            return state.queue.isEmpty ? .wake : state.queue.removeFirst()
        }
    }

    /// Every batch held now, oldest first, without waiting: after `.samples`, and when a frame is due (the
    /// input held back between frames goes into it).
    func takeHeldSamples() -> [SampleBatch] {
        let (batches, wakesSender) = state.withLock { state -> ([SampleBatch], Bool) in
            defer {
                state.held.removeAll()
                state.heldRows = 0
            }
            return (state.held, state.senderWaits)
        }
        if wakesSender { state.broadcast() }
        return batches
    }

    /// How long until the loop takes samples again, when it waits between frames; nil when it would take
    /// them now (or is busy, and will look soon): what the input may sleep for (`ReadPacing`).
    func timeUntilSamplesAreTaken() -> Duration? {
        state.withLock { state in
            guard state.loopWaits, !state.loopTakesSamples, let due = state.samplesTakenAt else { return nil }
            return ContinuousClock.now.duration(to: due)
        }
    }

    /// Gives back a batch the loop has taken in, for the input to decode into: large batches are
    /// allocated (and their pages faulted in) once, not once per chunk.
    func recycle(_ batch: consuming SampleBatch) {
        // Moved, so that emptying it keeps its storage rather than copying it away from another holder.
        var spare = consume batch
        spare.removeAll()
        state.withLock { state in
            if state.spares.count < Self.spareLimit { state.spares.append(spare) }
        }
    }

    /// A batch given back, if there is one.
    func recycledBatch() -> SampleBatch? {
        state.withLock { $0.spares.popLast() }
    }

    /// Batches kept for reuse: enough for the loop's one in hand and the input's next.
    private static let spareLimit = 4

    private static func endsInput(_ event: LoopEvent?) -> Bool {
        if case .endOfInput = event { return true }
        return false
    }
}
