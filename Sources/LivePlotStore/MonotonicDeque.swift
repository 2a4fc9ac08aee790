/// The deque behind `SlidingExtrema`: candidates in one array with a moving front. The dead prefix is
/// compacted away once it outgrows the live part, so pushes and pops stay amortized O(1).
///
/// ```swift
/// var deque = MonotonicDeque()
/// deque.pushBack(.init(number: 0, value: 3))
/// deque.dropFront { $0.number < 1 }  // empty again
/// ```
struct MonotonicDeque: Sendable {
    private var storage: [SlidingExtrema.Candidate] = []
    private var head = 0

    var front: SlidingExtrema.Candidate? { head < storage.count ? storage[head] : nil }
    var liveCount: Int { storage.count - head }

    mutating func pushBack(_ candidate: SlidingExtrema.Candidate) {
        storage.append(candidate)
    }

    mutating func dropBack(while shouldDrop: (SlidingExtrema.Candidate) -> Bool) {
        while storage.count > head, shouldDrop(storage[storage.count - 1]) { storage.removeLast() }
    }

    mutating func dropFront(while shouldDrop: (SlidingExtrema.Candidate) -> Bool) {
        while head < storage.count, shouldDrop(storage[head]) { head += 1 }
        if head > 32, head > liveCount {
            storage.removeFirst(head)
            head = 0
        }
    }

    /// - Parameter newest: the number of the newest entry with a value, -1 before the first.
    func checkOrder(count: Int, window: Int, newest: Int,
                    strictlyBefore: (SlidingExtrema.Candidate, SlidingExtrema.Candidate) -> Bool) {
        let live = storage[head...]
        precondition(live.count <= window, "more candidates than the window holds")
        precondition(live.allSatisfy { $0.number >= count - window && $0.number < count }, "a candidate outside the window")
        precondition(zip(live, live.dropFirst()).allSatisfy { strictlyBefore($0, $1) && $0.number < $1.number }, "out of order")
        if newest >= count - window, newest >= 0 {
            precondition(live.last?.number == newest, "the newest value is always a candidate")
        } else {
            precondition(live.isEmpty, "no value in the window, no candidate")
        }
    }
}
