import Testing
@testable import LivePlotInput
@testable import LivePlotStore

@Suite struct RangeExtremaTests {
    /// Property: any range's extremes equal a scan of the kept rows, gaps left out, whatever the
    /// capacity, the eviction, a late start, and values appended one by one or in runs.
    @Test func matchesAScanOfTheKeptRows() {
        var random = SplitMix64(seed: 23)
        for round in 0..<200 {
            let capacity = 1 + Int(random.next() % 300)
            let skipped = random.next() % 3 == 0 ? Int(random.next() % 50) : 0
            var history = RingBuffer<Double>(capacity: capacity)
            history.skip(skipped)
            var extrema = RangeExtrema(capacity: capacity)
            var all: [Double] = Array(repeating: .nan, count: skipped)
            for _ in 0..<Int(random.next() % 60) {
                // Runs appended one by one, or at once; gaps (nan) in either.
                let run = (0..<Int(random.next() % 40)).map { _ in
                    random.next() % 4 == 0 ? Double.nan : Double(Int(random.next() % 2001) - 1000)
                }
                if random.next() % 2 == 0 {
                    run.withUnsafeBufferPointer { history.append(contentsOf: $0) }
                    extrema.didAppend(count: run.count, to: history)
                    all += run
                } else {
                    for value in run {
                        history.append(value)
                        extrema.didAppend(to: history)
                        all.append(value)
                    }
                }
            }
            let firstKept = all.count - history.count
            for _ in 0..<30 {
                let a = Int(random.next() % UInt64(all.count + 2))
                let b = a + Int(random.next() % UInt64(all.count + 2))
                let kept = all.indices.filter { $0 >= max(a, firstKept) && $0 < b && !all[$0].isNaN }.map { all[$0] }
                let found = extrema.extremes(of: a..<b, in: history)
                #expect(found?.low == kept.min() && found?.high == kept.max(), "round \(round): \(a)..<\(b) of \(all.count), capacity \(capacity)")
            }
        }
    }
}
