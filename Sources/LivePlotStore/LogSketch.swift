/// Quantiles of many values in bounded memory, each within 1% of the true value (relative): a
/// DDSketch-style sketch. A value goes into the bin of its logarithm to the base γ = (1 + α)/(1 − α);
/// a bin stands for the one value within α of every value it holds. Negative values have bins of their
/// own (by magnitude), zero a count of its own.
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
/// - Complexity: O(1) per value (amortized); O(bins) per quantile; memory O(`maximumBins`).
public struct LogSketch: Sendable, Equatable {
    /// α: every quantile is within this fraction of the value the exact order gives.
    public static let relativeAccuracy = 0.01
    /// Bins a sign keeps: γ^2048 spans eighteen orders of magnitude.
    public static let maximumBins = 2048
    static let gamma = (1 + relativeAccuracy) / (1 - relativeAccuracy)
    /// Values nearer zero than this count as zero: their logarithm has no bin worth keeping.
    static let zeroThreshold = 1e-300

    /// The logarithm's tables, fetched once a sketch: a static's lazy check on every value cost a tenth.
    private let tables = LogSketch.significandTable
    private var positive = CollapsingBins()
    private var negative = CollapsingBins()
    private var zeroCount = 0
    public private(set) var count = 0

    public init() {}

    /// The bins kept, of both signs: the sketch's memory is 8 bytes each.
    public var binCount: Int { positive.binCount + negative.binCount }

    /// Adds `value` (a number, not NaN).
    public mutating func add(_ value: Double) {
        precondition(!value.isNaN, "a number")
        count += 1
        let magnitude = Swift.min(value.magnitude, Double.greatestFiniteMagnitude)
        if magnitude < Self.zeroThreshold {
            zeroCount += 1
        } else if value > 0 {
            positive.add(Self.index(of: magnitude, tables: tables))
        } else {
            negative.add(Self.index(of: magnitude, tables: tables))
        }
    }


    /// The bin of a magnitude: ⌈log_γ(magnitude)⌉. The ceiling by hand: `rounded(.up)` was a call into
    /// the C library for every value.
    @inline(__always)
    static func index(of magnitude: Double, tables: SignificandTable = significandTable) -> Int {
        let exact = naturalLog(magnitude, tables: tables) * tables.inverseLogGamma
        let truncated = Int(exact)
        return Double(truncated) < exact ? truncated + 1 : truncated
    }

    /// The value bin `index` stands for: within α of each magnitude in (γ^(i−1), γ^i].
    static func value(ofBin index: Int) -> Double { 2 * power(gamma, index) / (gamma + 1) }

    // MARK: Logarithms without the C library (the store is pure Swift)

    /// ln x for a positive finite x, to about 1e-13 relative: its binary exponent times ln 2, and the
    /// logarithm of its significand m from a table at m's top ten bits (c, the middle of their stretch)
    /// and a short series in t = m/c − 1, |t| < 1/2048. A value a hair from a bin's edge may land in the
    /// next bin: within the sketch's accuracy all the same.
    @inline(__always)
    static func naturalLog(_ x: Double, tables: SignificandTable = significandTable) -> Double {
        let bits = x.bitPattern
        let exponent = Double(Int((bits >> 52) & 0x7FF) - 1023)
        let slot = Int((bits >> 42) & 0x3FF)
        let significand = Double(bitPattern: bits & 0x000F_FFFF_FFFF_FFFF | 0x3FF0_0000_0000_0000)
        let t = significand * tables.inverses[slot] - 1
        return exponent * 0.6931471805599453 + tables.logarithms[slot] + t * (1 - t * (0.5 - t * (1.0 / 3 - t * 0.25)))
    }

    /// For each of the 1024 stretches of significands [1 + k/1024, 1 + (k+1)/1024): 1/c and ln c at its
    /// middle c, the logarithm by the atanh series (computed once).
    struct SignificandTable: Sendable, Equatable {
        let inverses: [Double]
        let logarithms: [Double]
        /// 1 / ln γ: a bin is the logarithm times this, rounded up.
        let inverseLogGamma: Double
    }

    static let significandTable: SignificandTable = {
        var inverses: [Double] = []
        var logarithms: [Double] = []
        for slot in 0..<1024 {
            let middle = 1 + (Double(slot) + 0.5) / 1024
            inverses.append(1 / middle)
            let s = (middle - 1) / (middle + 1)
            var term = s
            var sum = 0.0
            var odd = 1.0
            // s < 0.34: forty terms leave less than 1e-19.
            for _ in 0..<40 {
                sum += term / odd
                term *= s * s
                odd += 2
            }
            logarithms.append(2 * sum)
        }
        let table = SignificandTable(inverses: inverses, logarithms: logarithms, inverseLogGamma: 0)
        return SignificandTable(inverses: inverses, logarithms: logarithms,
                                inverseLogGamma: 1 / naturalLog(gamma, tables: table))
    }()

    /// base^exponent by squaring: O(log |exponent|) products.
    static func power(_ base: Double, _ exponent: Int) -> Double {
        var result = 1.0
        var factor = exponent < 0 ? 1 / base : base
        var remaining = exponent.magnitude
        while remaining > 0 {
            if remaining & 1 == 1 { result *= factor }
            factor *= factor
            remaining >>= 1
        }
        return result
    }

    /// The value at rank ⌊q·(count − 1)⌋ of the values in order (0-based), within α of it; nil when empty.
    public func quantile(_ q: Double) -> Double? {
        guard count > 0 else { return nil }
        let rank = Int((Swift.min(Swift.max(q, 0), 1) * Double(count - 1)).rounded(.down))
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

    mutating func add(_ index: Int) {
        total += 1
        if counts.isEmpty {
            offset = index
            counts = [1]
            return
        }
        if index < offset {
            let grown = offset + counts.count - index
            guard grown <= LogSketch.maximumBins else {
                // Collapsed: the lowest bin holds every value below it.
                counts[0] += 1
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
        counts[Swift.max(0, index - offset)] += 1
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
