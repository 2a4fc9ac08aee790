import Testing
@testable import LivePlotInput
@testable import LivePlotStore

@Suite struct RingBufferTests {
    /// Every layout: each capacity, each number of appends (so each head position and fill level).
    @Test func matchesAnArrayModelInEveryLayout() {
        for capacity in 1...7 {
            var ring = RingBuffer<Int>(capacity: capacity)
            var model: [Int] = []
            for value in 0..<(capacity * 3 + 2) {
                ring.append(value)
                model.append(value)
                let kept = Array(model.suffix(capacity))
                ring.checkInvariants()
                #expect(Array(ring) == kept)
                #expect(ring.count == kept.count)
                #expect(ring.appendedCount == model.count)
                let segments = ring.withSegments { Array($0) + Array($1) }
                #expect(segments == kept)
                for (position, element) in kept.enumerated() {
                    #expect(ring[position] == element)
                }
            }
            ring.removeAll()
            #expect(ring.isEmpty)
        }
    }
}

@Suite struct RingBufferBulkTests {
    /// Property: a run written straight into a full buffer's oldest slots (`overwriteOldest`) leaves
    /// what appending it leaves: the same elements, slots, head and count, at every head and any run's
    /// length up to a lap, its runs of slots handed oldest first.
    @Test func overwritingTheOldestMatchesAppending() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<2000 {
            let capacity = 1 + Int(random.next() % 20)
            var written = RingBuffer<Double>(capacity: capacity)
            for _ in 0..<(capacity + Int(random.next() % UInt64(capacity))) { written.append(Double(random.next() % 1000)) }
            var appended = written
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let run = (0..<Int(random.next() % UInt64(capacity + 1))).map { _ in Double(random.next() % 1000) }
                var next = 0
                written.overwriteOldest(count: run.count) { slots in
                    for index in slots.indices {
                        slots[index] = run[next]
                        next += 1
                    }
                }
                run.withUnsafeBufferPointer { appended.append(contentsOf: $0) }
                written.checkInvariants()
                #expect(next == run.count, "every element written once")
                #expect(written.storage == appended.storage && written.head == appended.head)
                #expect(written.appendedCount == appended.appendedCount && written.isFull)
            }
        }
    }

    /// Property: appending a run at once leaves exactly what appending it value by value leaves: the
    /// same elements, slots, head and count, whatever the capacity, the fill and the run's length.
    @Test func bulkAppendMatchesOneByOne() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<2000 {
            let capacity = 1 + Int(random.next() % 20)
            var bulk = RingBuffer<Double>(capacity: capacity)
            var single = RingBuffer<Double>(capacity: capacity)
            for _ in 0..<Int(random.next() % 4) {
                let run = (0..<Int(random.next() % 50)).map { _ in Double(random.next() % 1000) }
                run.withUnsafeBufferPointer { bulk.append(contentsOf: $0) }
                for value in run { single.append(value) }
                bulk.checkInvariants()
                #expect(Array(bulk) == Array(single) && bulk.appendedCount == single.appendedCount)
                #expect(bulk.storage == single.storage && bulk.head == single.head, "slots as one-by-one appends leave them")
            }
        }
    }
}
