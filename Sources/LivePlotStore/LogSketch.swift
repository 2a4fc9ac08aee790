/// Quantiles of many values in bounded memory, each within 1% of the true value (relative): a
/// DDSketch-style sketch. A value goes into the bin of its logarithm, read straight from its bits: its
/// binary exponent and the top six bits of its significand, 64 bins an octave (the linearly
/// interpolated logarithm of DDSketch's fast mappings). A bin's values lie within 1/64 of each other,
/// and the bin stands for their harmonic middle, within 0.78% of each. Negative values have bins of
/// their own (by magnitude), zero a count of its own.
///
/// At most `maximumBins` bins a sign: past that the lowest bins (the values nearest zero) are merged
/// into one, which costs only the lowest quantiles their accuracy, as DDSketch's collapsing store does.
///
/// ```swift
/// var sketch = LogSketch()
/// for value in 1...100_000 { sketch.add(Double(value)) }
/// sketch.quantile(0.99)    // within 1% of 99_000
/// ```
///
/// - Complexity: O(1) per value (amortized): a shift, no logarithm; O(bins) per quantile; memory
///   O(`maximumBins`).
public struct LogSketch: Sendable, Equatable {
    /// α: every quantile is within this fraction of the value the exact order gives.
    public static let relativeAccuracy = 0.01
    /// Bits of the significand a bin index keeps: 2⁶ bins an octave, each 1/64 of its octave wide,
    /// whose middle is within (1/64)/(2 + 1/64) = 0.78% of each of its values: within α.
    static let significandBits: UInt64 = 6
    /// Bins a sign keeps: 4096 bins of 64 an octave span 64 octaves, nineteen orders of magnitude.
    public static let maximumBins = 4096
    /// Values nearer zero than this count as zero.
    static let zeroThreshold = 1e-300

    private var positive = CollapsingBins()
    private var negative = CollapsingBins()
    private var zeroCount = 0
    public private(set) var count = 0
    /// The least and the greatest value added: q = 0 and 1 are them exactly, and every answer lies
    /// between them.
    private var least = Double.infinity
    private var greatest = -Double.infinity

    public init() {}

    /// The bins kept, of both signs: the sketch's memory is 8 bytes each.
    public var binCount: Int { positive.binCount + negative.binCount }

    /// Adds `value` (a number, not NaN).
    @inline(__always)
    public mutating func add(_ value: Double) {
        precondition(!value.isNaN, "a number")
        count += 1
        least = Swift.min(least, value)
        greatest = Swift.max(greatest, value)
        let magnitude = Swift.min(value.magnitude, Double.greatestFiniteMagnitude)
        if magnitude < Self.zeroThreshold {
            zeroCount += 1
        } else if value > 0 {
            positive.add(Self.index(of: magnitude))
        } else {
            negative.add(Self.index(of: magnitude))
        }
    }

    /// Adds `other`'s values: the sketch of both, as if each had been added here (`--by`'s `other`
    /// pools the buckets of the values it holds).
    ///
    /// - Complexity: O(other's bins).
    public mutating func add(contentsOf other: LogSketch) {
        count += other.count
        least = Swift.min(least, other.least)
        greatest = Swift.max(greatest, other.greatest)
        zeroCount += other.zeroCount
        positive.add(contentsOf: other.positive)
        negative.add(contentsOf: other.negative)
    }

    /// The bin of a positive finite magnitude: its bits above the significand's top six. A positive
    /// double's bits order as its value does, so the bins do too.
    @inline(__always)
    static func index(of magnitude: Double) -> Int {
        Int(truncatingIfNeeded: magnitude.bitPattern >> (52 - significandBits))
    }

    /// The value bin `index` stands for: the harmonic middle of the magnitudes [low, high) it holds,
    /// as near to the one as to the other relatively.
    static func value(ofBin index: Int) -> Double {
        let low = Double(bitPattern: UInt64(index) << (52 - significandBits))
        // high ÷ low, from low's significand m: the bin is 1/64 wide. As a ratio, so the top bin (whose
        // high is past the largest double) has its middle too.
        let ratio = 1 + 1 / (Double(1 << significandBits) * low.significand)
        return low * (2 * ratio / (1 + ratio))
    }

    /// The 0-based index of the nearest-rank percentile q (0 … 1) of `count` values in order: rank
    /// ⌈q·count⌉, at least 1 (q = 0 is the least), less one. The p-th percentile is the least value with at
    /// least p% of the values at or below it, what people compute for latency: p99 of {1, 100} is 100, and
    /// a spike that is more than 1% of a bucket's values is its p99. A product within 10⁻¹² (relative)
    /// of a whole number counts as it: q = 0.99 is a hair above 99/100 in binary, and 0.99 × 100 must
    /// rank 99, not 100.
    ///
    /// ```swift
    /// LogSketch.nearestRank(0.99, count: 2)    // 1: the second, ⌈1.98⌉ = 2
    /// LogSketch.nearestRank(0.5, count: 4)     // 1: ⌈2⌉ = 2
    /// ```
    public static func nearestRank(_ q: Double, count: Int) -> Int {
        precondition(count > 0, "values to rank")
        let product = Swift.min(Swift.max(q, 0), 1) * Double(count)
        let whole = product.rounded()
        let rank = abs(product - whole) <= 1e-12 * product ? whole : product.rounded(.up)
        return Swift.min(Swift.max(Int(rank), 1), count) - 1
    }

    /// The nearest-rank percentile q (see `nearestRank`): within α of the value of that rank, between the
    /// least and the greatest value, which q = 0 and 1 are exactly; nil when empty.
    public func quantile(_ q: Double) -> Double? {
        guard count > 0 else { return nil }
        let rank = Self.nearestRank(q, count: count)
        if rank == 0 { return least }
        if rank == count - 1 { return greatest }
        return binValue(rank: rank).map { Swift.min(Swift.max($0, least), greatest) }
    }

    /// The value the bin holding 0-based rank `rank` stands for.
    private func binValue(rank: Int) -> Double? {
        // In order: the negative values from the largest magnitude down, zero, the positive ones up.
        if rank < negative.total, let index = negative.binHolding(rank: negative.total - 1 - rank) {
            return -Self.value(ofBin: index)
        }
        var seen = negative.total
        if rank < seen + zeroCount { return 0 }
        seen += zeroCount
        return positive.binHolding(rank: rank - seen).map(Self.value(ofBin:))
    }
}

/// Counts by bin index over a window of at most `LogSketch.maximumBins` consecutive indices; an index
/// below the window counts in its lowest bin, and a window that would grow past the bound merges its
/// lowest bins.
struct CollapsingBins: Sendable, Equatable {
    /// The index of `counts[0]`.
    private var offset = 0
    private var counts: [Int] = []
    private(set) var total = 0

    var binCount: Int { counts.count }

    @inline(__always)
    mutating func add(_ index: Int) {
        add(index, count: 1)
    }

    /// Counts `count` values in bin `index` at once (a sketch merged into another).
    mutating func add(_ index: Int, count: Int) {
        total += count
        if counts.isEmpty {
            offset = index
            counts = [count]
            return
        }
        if index < offset {
            let grown = offset + counts.count - index
            guard grown <= LogSketch.maximumBins else {
                // Collapsed: the lowest bin holds every value below it.
                counts[0] += count
                return
            }
            counts.insert(contentsOf: repeatElement(0, count: offset - index), at: 0)
            offset = index
        } else if index >= offset + counts.count {
            counts += repeatElement(0, count: index - offset - counts.count + 1)
            if counts.count > LogSketch.maximumBins {
                let excess = counts.count - LogSketch.maximumBins
                let merged = counts[0...excess].reduce(0, +)
                counts.removeFirst(excess)
                counts[0] = merged
                offset += excess
            }
        }
        counts[Swift.max(0, index - offset)] += count
    }

    /// Adds `other`'s counts, bin by bin.
    mutating func add(contentsOf other: CollapsingBins) {
        for (position, count) in other.counts.enumerated() where count > 0 { add(other.offset + position, count: count) }
    }

    /// The index of the bin that holds the value of 0-based rank `rank` in ascending order.
    func binHolding(rank: Int) -> Int? {
        guard rank >= 0, rank < total else { return nil }
        var seen = 0
        for (position, count) in counts.enumerated() {
            seen += count
            if rank < seen { return offset + position }
        }
        return nil
    }
}
