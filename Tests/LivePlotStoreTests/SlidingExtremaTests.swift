import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotTestSupport

@Suite struct SlidingExtremaTests {
    @Test func theExampleWindow() {
        var extrema = SlidingExtrema(window: 3)
        #expect(extrema.minimum == nil && extrema.maximum == nil)
        for value in [5.0, 1, 4, 3, 2] { extrema.append(value) }
        #expect(extrema.minimum == 2)
        #expect(extrema.maximum == 4)
    }

    /// Against brute force: the min and max of the last `window` values, after every append, over random
    /// streams (with runs of equal values and spikes) and window sizes from 1 to 300.
    @Test func matchesBruteForceOverRandomStreamsAndWindows() {
        var random = SplitMix64(seed: 17)
        for _ in 0..<Sweep.count(unit: 40, long: 200) {
            let window = 1 + Int(random.next() % 300)
            var extrema = SlidingExtrema(window: window)
            var values: [Double] = []
            for _ in 0..<(Int(random.next() % 2000)) {
                let value: Double
                switch random.next() % 10 {
                case 0: value = values.last ?? 0  // runs of equal values
                case 1: value = (random.nextUnit() - 0.5) * 1e6  // spikes
                default: value = Double(Int(random.next() % 100)) - 50
                }
                extrema.append(value)
                values.append(value)
                let visible = values.suffix(window)
                #expect(extrema.minimum == visible.min(), "window \(window), after \(values.count)")
                #expect(extrema.maximum == visible.max(), "window \(window), after \(values.count)")
            }
            extrema.checkInvariants()
        }
    }

    /// Entries without a value (`appendNothing`: a row where a panel's series have none) move the window
    /// on as values do: against brute force over streams with runs of them.
    @Test func entriesWithoutAValueMoveTheWindowOn() {
        var random = SplitMix64(seed: 29)
        for _ in 0..<200 {
            let window = 1 + Int(random.next() % 60)
            var extrema = SlidingExtrema(window: window)
            var entries: [Double?] = []
            for _ in 0..<(Int(random.next() % 500)) {
                if random.next() % 3 == 0 {
                    extrema.appendNothing()
                    entries.append(nil)
                } else {
                    let value = Double(Int(random.next() % 100)) - 50
                    extrema.append(value)
                    entries.append(value)
                }
                let visible = entries.suffix(window).compactMap { $0 }
                #expect(extrema.minimum == visible.min(), "window \(window), after \(entries.count)")
                #expect(extrema.maximum == visible.max(), "window \(window), after \(entries.count)")
                extrema.checkInvariants()
            }
        }
    }

    /// A spike leaves the extremes exactly when it leaves the window.
    @Test func aSpikeLeavesWithItsWindow() {
        var extrema = SlidingExtrema(window: 100)
        extrema.append(1000)
        for index in 1..<100 {
            extrema.append(Double(index % 7))
            #expect(extrema.maximum == 1000)
        }
        extrema.append(3)
        #expect(extrema.maximum == 6)
        #expect(extrema.minimum == 0)
    }
}
