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
