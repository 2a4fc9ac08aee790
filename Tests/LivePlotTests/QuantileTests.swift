import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotStore

/// Percentiles (issue 18, point 2): exact up to 10,000 values a bucket, within 1% (relative) past that,
/// in bounded memory, against the value the sorted values give at rank ⌊q·(n − 1)⌋.
@Suite struct QuantileTests {
    static let quantiles = [0, 0.001, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999, 1]

    /// The value at rank ⌊q·(n − 1)⌋ of the values sorted.
    static func exact(_ sorted: [Double], _ q: Double) -> Double {
        sorted[Int((q * Double(sorted.count - 1)).rounded(.down))]
    }

    /// Distributions that trouble sketches: uniform, constant, two far modes, a heavy tail, tiny and huge
    /// magnitudes, negatives, zeros among them.
    static func distribution(_ kind: Int, count: Int, random: inout SplitMix64) -> [Double] {
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        return (0..<count).map { _ in
            switch kind {
            case 0: return unit() * 1000
            case 1: return 42.5
            case 2: return unit() < 0.5 ? 1 + unit() : 1e6 + unit() * 1e5
            case 3: return 1 / pow(1 - unit(), 1.5)  // Pareto: a heavy tail
            case 4: return pow(10, unit() * 15 - 7)
            case 5: return (unit() - 0.5) * 2000
            default: return unit() < 0.2 ? 0 : -pow(10, unit() * 6)
            }
        }
    }

    /// A bin read from a value's bits is its binary exponent and the top six bits of its significand (the
    /// standard library's `exponent` and `significand` as the model), bins follow the values' order, and
    /// the value a bin stands for is within 0.78% (under α) of every value in it; on random doubles of every
    /// magnitude and the edges of bins.
    @Test func eachBinStandsWithinAlphaOfItsValues() {
        var random = SplitMix64(seed: 2)
        var previous: (value: Double, index: Int)?
        var values: [Double] = []
        for _ in 0..<100_000 {
            // A normal positive double: any significand, an exponent field from 1 to 2046.
            values.append(Double(bitPattern: (1 + random.next() % 2046) << 52 | random.next() & 0x000F_FFFF_FFFF_FFFF))
        }
        // Values on and beside bins' edges, where rounding would show.
        for bits in stride(from: UInt64(0x3FF0_0000_0000_0000), to: 0x4000_0000_0000_0000, by: 1 << 46) {
            values += [Double(bitPattern: bits), Double(bitPattern: bits - 1), Double(bitPattern: bits + 1)]
        }
        values += [Double.greatestFiniteMagnitude, LogSketch.zeroThreshold]
        for x in values.sorted() {
            let index = LogSketch.index(of: x)
            let model = (Int(x.exponent) + 1023) * 64 + Int(((x.significand - 1) * 64).rounded(.down))
            #expect(index == model, "the bin of \(x)")
            let stands = LogSketch.value(ofBin: index)
            #expect(abs(stands - x) <= 0.0078 * x, "\(x) in a bin that stands for \(stands)")
            if let previous { #expect(previous.index <= index, "bins in order: \(previous.value), \(x)") }
            previous = (x, index)
        }
    }

    /// Up to `exactLimit` values, every percentile is the sorted values' own.
    @Test func exactUpToTenThousand() {
        var random = SplitMix64(seed: 18)
        for kind in 0..<7 {
            for count in [1, 2, 3, 10, 999, BucketQuantiles.exactLimit] {
                let values = Self.distribution(kind, count: count, random: &random)
                var quantiles = BucketQuantiles()
                values.forEach { quantiles.add($0) }
                let sorted = values.sorted()
                for q in Self.quantiles {
                    #expect(quantiles.quantile(q) == Self.exact(sorted, q), "kind \(kind), \(count) values, q \(q)")
                }
            }
        }
    }

    /// Past `exactLimit`, within 1% of the sorted values' own, whatever the distribution.
    @Test func withinOnePercentPastIt() {
        var random = SplitMix64(seed: 1818)
        for kind in 0..<7 {
            let values = Self.distribution(kind, count: 60_000, random: &random)
            var quantiles = BucketQuantiles()
            values.forEach { quantiles.add($0) }
            let sorted = values.sorted()
            for q in Self.quantiles {
                let truth = Self.exact(sorted, q)
                let estimate = quantiles.quantile(q)!
                #expect(abs(estimate - truth) <= LogSketch.relativeAccuracy * abs(truth) + 1e-300,
                        "kind \(kind), q \(q): \(estimate) for \(truth)")
            }
        }
    }

    /// Ten million values in one bucket: the sketch keeps at most `maximumBins` bins a sign, and its
    /// percentiles stay within 1% where the bins were not merged (the values span nine orders of
    /// magnitude here, within the bins' reach).
    @Test func tenMillionValuesInBoundedMemory() {
        var random = SplitMix64(seed: 7)
        var sketch = LogSketch()
        var reservoir: [Double] = []
        for index in 0..<10_000_000 {
            let value = pow(10, Double(random.next() >> 11) / Double(1 << 53) * 9)
            sketch.add(value)
            if index % 1000 == 0 { reservoir.append(value) }
        }
        #expect(sketch.count == 10_000_000)
        #expect(sketch.binCount <= LogSketch.maximumBins)
        // Log-uniform over 10⁰ … 10⁹: the median is near 10^4.5.
        let median = sketch.quantile(0.5)!
        #expect(abs(log10(median) - 4.5) < 0.01, "\(median)")
    }

    /// Past the bins' reach (4096 bins of 64 an octave span nineteen orders of magnitude), the lowest are
    /// merged: the percentiles within the top eighteen orders keep their accuracy. Here 300 orders: 10^132 … 10^150.
    @Test func mergedBinsCostOnlyTheLowestPercentiles() {
        var sketch = LogSketch()
        var values: [Double] = []
        for exponent in stride(from: -150.0, through: 150, by: 0.01) { values.append(pow(10, exponent)) }
        values.forEach { sketch.add($0) }
        #expect(sketch.binCount <= LogSketch.maximumBins)
        let sorted = values.sorted()
        for q in [0.95, 0.99, 1] {
            let truth = Self.exact(sorted, q)
            #expect(abs(sketch.quantile(q)! - truth) <= 0.01 * truth, "q \(q)")
        }
    }
}
