import Testing
@testable import LivePlotCore

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
