import Dispatch

/// Hands elements from a thread to an async consumer, holding at most `capacity` of them: when it is full
/// the sending thread blocks, so a fast producer is slowed down rather than let to fill memory.
///
/// ```swift
/// let handOff = BoundedHandOff<Int>(capacity: 4)
/// Thread { handOff.send(1); handOff.finish() }.start()
/// await handOff.next()  // 1, then nil forever
/// ```
final class BoundedHandOff<Element: Sendable>: Sendable {
    private struct State {
        var queue: [Element] = []
        var consumer: CheckedContinuation<Element?, Never>?
        var isFinished = false
    }

    private let state = PlatformLock(State())
    /// One permit per free place; a send takes one, a delivery gives it back.
    private let places: DispatchSemaphore
    /// Folds an element into the newest one waiting, when it can (true): a consumer that is behind then
    /// takes one element, and nobody is woken for the fold.
    private let merge: (@Sendable (inout Element, Element) -> Bool)?

    init(capacity: Int, merge: (@Sendable (inout Element, Element) -> Bool)? = nil) {
        precondition(capacity > 0, "hand-off capacity")
        places = DispatchSemaphore(value: capacity)
        self.merge = merge
    }

    /// Blocks the calling thread while the hand-off is full. Never call it from an async context.
    func send(_ element: Element) {
        if let merge {
            let merged = state.withLock { state -> Bool in
                guard !state.queue.isEmpty else { return false }
                return merge(&state.queue[state.queue.count - 1], element)
            }
            if merged { return }
        }
        places.wait()
        let consumer = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            precondition(!state.isFinished, "send after finish")
            if let consumer = state.consumer {
                state.consumer = nil
                return consumer
            }
            state.queue.append(element)
            return nil
        }
        if let consumer {
            places.signal()
            consumer.resume(returning: element)
        }
    }

    /// No more elements: the consumer gets what is queued, then nil forever.
    func finish() {
        let consumer = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            state.isFinished = true
            defer { state.consumer = nil }
            return state.queue.isEmpty ? state.consumer : nil
        }
        consumer?.resume(returning: nil)
    }

    func next() async -> Element? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Element?, Never>) in
            let result = state.withLock { state -> (Bool, Element?) in
                if !state.queue.isEmpty { return (true, state.queue.removeFirst()) }
                if state.isFinished { return (true, nil) }
                precondition(state.consumer == nil, "one consumer at a time")
                state.consumer = continuation
                return (false, nil)
            }
            if result.0 {
                if result.1 != nil { places.signal() }
                continuation.resume(returning: result.1)
            }
        }
    }
}
