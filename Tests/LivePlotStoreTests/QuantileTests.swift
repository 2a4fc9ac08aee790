import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotStore

/// Percentiles (issue 18, point 2; issue 40, point 4): exact up to 10,000 values a bucket, within 1%
/// (relative) past that, in bounded memory, against the nearest rank: the least value with at least p% of
/// the values at or below it, rank ⌈p/100 · n⌉, worked out in whole numbers.
@Suite struct QuantileTests {
    /// Percentiles as `BucketAccumulator` asks them (`percent / 100`), with their exact value as a
    /// fraction of 100: p99.9 is 999/10.
    static let percents: [(numerator: Int, denominator: Int)] = [
        (0, 1), (1, 10), (1, 1), (10, 1), (25, 1), (50, 1), (75, 1), (90, 1), (95, 1), (99, 1), (999, 10),
        (9999, 100), (100, 1),
    ]
    static var quantiles: [Double] { percents.map { Double($0.numerator) / Double($0.denominator) / 100 } }

    /// The nearest-rank value of the values sorted: rank k, the least with k/n ≥ p/100, in whole numbers.
    static func exact(_ sorted: [Double], _ percent: (numerator: Int, denominator: Int)) -> Double {
        let scale = 100 * percent.denominator
        let rank = max(1, (percent.numerator * sorted.count + scale - 1) / scale)
        return sorted[rank - 1]
    }

    /// The definition itself, for small buckets: the least value v with at least p% of the values ≤ v.
    static func definition(_ values: [Double], _ percent: (numerator: Int, denominator: Int)) -> Double {
        values.filter { v in values.filter { $0 <= v }.count * 100 * percent.denominator >= percent.numerator * values.count }.min()!
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
                for percent in Self.percents {
                    let q = Double(percent.numerator) / Double(percent.denominator) / 100
                    #expect(quantiles.quantile(q) == Self.exact(sorted, percent), "kind \(kind), \(count) values, \(percent)")
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
            for percent in Self.percents {
                let q = Double(percent.numerator) / Double(percent.denominator) / 100
                let truth = Self.exact(sorted, percent)
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
        for percent in [(95, 1), (99, 1), (100, 1)] {
            let truth = Self.exact(sorted, percent)
            #expect(abs(sketch.quantile(Double(percent.0) / 100)! - truth) <= 0.01 * truth, "\(percent)")
        }
    }

    /// The finding: p99 of {1, 100} was 1 (the rank rounded down). By the definition, on every bucket of
    /// 1 … 20 values from a few levels (ties included), at the usual percentiles and random ones with two
    /// decimals.
    @Test func smallBucketsTakeTheNearestRank() {
        var two = BucketQuantiles()
        two.add(1)
        two.add(100)
        #expect(two.quantile(0.99) == 100)
        #expect(two.quantile(0.5) == 1, "⌈0.5 × 2⌉ = 1: the first")
        #expect(two.quantile(0.51) == 100)
        var random = SplitMix64(seed: 40)
        var compared = 0
        for _ in 0..<3000 {
            let count = 1 + Int(random.next() % 20)
            let values = (0..<count).map { _ in Double(Int(random.next() % 7)) * 10 - 20 }
            var quantiles = BucketQuantiles()
            values.forEach { quantiles.add($0) }
            let percents = Self.percents + (0..<4).map { _ in (Int(random.next() % 10_001), 100) }
            for percent in percents {
                let q = Double(percent.numerator) / Double(percent.denominator) / 100
                #expect(quantiles.quantile(q) == Self.definition(values, percent), "\(values), \(percent)")
                compared += 1
            }
        }
        #expect(compared == 3000 * (Self.percents.count + 4))
    }

    /// A spike that is more than 1% of a bucket's values is its p99 (within α past `exactLimit`); and p0
    /// and p100 are the least and the greatest value exactly, exact or sketched.
    @Test func aSpikeOfMoreThanOnePercentIsThePercentile() {
        var random = SplitMix64(seed: 41)
        for count in [1, 2, 3, 50, 99, 100, 101, 199, 200, 201, 1000, 9999, 10_000, 10_001, 25_000, 60_000] {
            let spikes = count / 100 + 1
            var values = (0..<(count - spikes)).map { _ in 1 + Double(random.next() % 1000) / 7 }
            values += Array(repeating: 5000.5, count: spikes)
            for index in values.indices.reversed() { values.swapAt(index, Int(random.next() % UInt64(index + 1))) }
            var quantiles = BucketQuantiles()
            values.forEach { quantiles.add($0) }
            let p99 = quantiles.quantile(0.99)!
            #expect(abs(p99 - 5000.5) <= LogSketch.relativeAccuracy * 5000.5, "\(count) values, \(spikes) spikes: p99 \(p99)")
            if count <= BucketQuantiles.exactLimit { #expect(p99 == 5000.5) }
            #expect(quantiles.quantile(0) == values.min(), "\(count) values")
            #expect(quantiles.quantile(1) == values.max(), "\(count) values")
        }
        // Negative and odd magnitudes past the sketch's bins: the ends are still exact.
        var sketch = LogSketch()
        let values = (0..<20_000).map { _ in (Double(random.next() % 2_000_001) - 1_000_000) * 1.000123e-3 }
        values.forEach { sketch.add($0) }
        #expect(sketch.quantile(0) == values.min())
        #expect(sketch.quantile(1) == values.max())
    }

    /// `pNN` at its edges: p0 … p100 with decimals, nothing else.
    @Test(arguments: [
        ("p100.0", BucketStat.percentile(100), "p100"), ("p99.99", .percentile(99.99), "p99.99"),
        ("p0", .percentile(0), "p0"), ("p0.0", .percentile(0), "p0"), ("p100", .percentile(100), "p100"),
        ("p050", .percentile(50), "p50"), ("p.5", .percentile(0.5), "p0.5"),
    ])
    func percentileNamesAtTheirEdges(text: String, stat: BucketStat, name: String) {
        #expect(BucketStat(parsing: text) == stat)
        #expect(stat.name == name)
    }

    @Test(arguments: ["p-1", "p101", "p100.0001", "p", "p1e2", "p.", "p99,9", "p 99", "pinf", "pnan", "P99", "p1.2.3",
                      "p" + String(repeating: "9", count: 400)])
    func percentilesOutsideZeroToHundredAreRefused(text: String) {
        #expect(BucketStat(parsing: text) == nil)
    }
}
