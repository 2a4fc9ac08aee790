import Foundation

/// The children the end-to-end tier runs at once through `Subprocess.run`, at most `count`: a task past
/// the limit is suspended (no thread held) until one ends.
///
/// When each child's run blocked a thread of the cooperative pool, the pool's two threads bounded the
/// children to two; running them off the pool removed that bound, and thirty suites' children at once
/// made the time limits of a child (`timeout 20`, the gigabyte explained in under 3 s) measure the others.
///
/// ```swift
/// await ChildSlots.shared.take()
/// defer { ChildSlots.shared.giveBack() }
/// ```
final class ChildSlots: @unchecked Sendable {
    static let shared = ChildSlots(count: 2)

    private let lock = NSLock()
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        precondition(count > 0, "a slot at least")
        free = count
    }

    /// Takes a slot, waiting (suspended) for one to be given back when none is free.
    func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if free > 0 {
                free -= 1
                lock.unlock()
                continuation.resume()
            } else {
                waiting.append(continuation)
                lock.unlock()
            }
        }
    }

    /// Gives a slot back: to the longest waiting task, else free.
    func giveBack() {
        lock.lock()
        if waiting.isEmpty {
            free += 1
            lock.unlock()
        } else {
            let next = waiting.removeFirst()
            lock.unlock()
            next.resume()
        }
    }
}
