import LivePlotCore

/// One queue the live loop waits on, fed by the input, the keyboard, signals and its own timer.
///
/// Keys, signals and timers are posted without waiting. Sample batches are delivered: the sender waits
/// until the loop has taken the batch, so back-pressure reaches the input and memory stays bounded.
///
/// ```swift
/// let events = LoopEvents()
/// events.post(.keys([.quit]))
/// let event = await events.next()
/// ```
final class LoopEvents: Sendable {
    private struct State {
        var queue: [LoopEvent] = []
        var consumer: CheckedContinuation<LoopEvent, Never>?
        /// Whether the waiting consumer takes samples now; between frames it does not, and they wait.
        var consumerTakesSamples = true
        /// The sender of the batch in the queue, waiting for the loop to take it.
        var deliveryWaiter: CheckedContinuation<Void, Never>?
    }

    private let state = PlatformLock(State())

    func post(_ event: LoopEvent) {
        let handed = state.withLock { state -> (CheckedContinuation<LoopEvent, Never>, CheckedContinuation<Void, Never>?)? in
            guard let consumer = state.consumer, state.consumerTakesSamples || !Self.mayWait(event) else {
                state.queue.append(event)
                return nil
            }
            state.consumer = nil
            return (consumer, Self.takeWaiter(for: event, in: &state))
        }
        if let (consumer, waiter) = handed {
            consumer.resume(returning: event)
            waiter?.resume()
        }
    }

    /// Posts a batch and returns once the loop has taken it.
    func deliver(_ batch: SampleBatch) async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            state.withLock { state in
                precondition(state.deliveryWaiter == nil, "one batch in flight at a time")
                state.deliveryWaiter = waiter
            }
            post(.samples(batch))
        }
    }

    /// The next event; with `takingSamples` false, samples stay queued (and their sender waiting) until
    /// a later call takes them: the loop takes input once per frame, not once per read.
    func next(takingSamples: Bool = true) async -> LoopEvent {
        await withCheckedContinuation { (consumer: CheckedContinuation<LoopEvent, Never>) in
            let taken = state.withLock { state -> (LoopEvent, CheckedContinuation<Void, Never>?)? in
                guard let index = state.queue.firstIndex(where: { takingSamples || !Self.mayWait($0) }) else {
                    state.consumer = consumer
                    state.consumerTakesSamples = takingSamples
                    return nil
                }
                let event = state.queue.remove(at: index)
                return (event, Self.takeWaiter(for: event, in: &state))
            }
            if let (event, waiter) = taken {
                consumer.resume(returning: event)
                waiter?.resume()
            }
        }
    }

    /// Takes a batch that waits in the queue, if one does, without waiting for one: held back between
    /// frames, it goes into the frame that is due now.
    func takeHeldSamples() -> SampleBatch? {
        let taken = state.withLock { state -> (SampleBatch, CheckedContinuation<Void, Never>?)? in
            guard let index = state.queue.firstIndex(where: Self.isSamples),
                  case .samples(let batch) = state.queue.remove(at: index) else { return nil }
            return (batch, Self.takeWaiter(for: .samples(batch), in: &state))
        }
        guard let (batch, waiter) = taken else { return nil }
        waiter?.resume()
        return batch
    }

    /// Rows a held batch may reach before it goes through at once: a flood is taken as it comes (each
    /// wake then carries plenty), a trickle once a frame.
    static let urgentRowCount = 8192

    /// Whether `event` may wait for the next frame: samples, unless they are a flood.
    private static func mayWait(_ event: LoopEvent) -> Bool {
        if case .samples(let batch) = event { return batch.rowCount < urgentRowCount }
        return false
    }

    private static func isSamples(_ event: LoopEvent) -> Bool {
        if case .samples = event { return true }
        return false
    }

    private static func takeWaiter(for event: LoopEvent, in state: inout State) -> CheckedContinuation<Void, Never>? {
        guard case .samples = event else { return nil }
        defer { state.deliveryWaiter = nil }
        return state.deliveryWaiter
    }
}
