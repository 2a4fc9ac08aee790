/// One series' values in the open bucket: their count, sum, least and greatest, and, for percentiles,
/// the values themselves (`BucketQuantiles`). The sum never overflows on the way (`RunningTotal`), so the
/// mean is finite, however large the values; a sum beyond the largest Double, and a transformed value
/// beyond it (a cumulative total that overflowed), stand at the edge of the range, as the store draws them
/// (`Series.appendPlotted`): a bucket's stat is always a number, which no later step can trap on.
///
/// ```swift
/// var bucket = BucketAccumulator(keepsValues: true)
/// [3, 1, 2].forEach { bucket.add($0) }
/// bucket.value(of: .mean)             // 2
/// bucket.value(of: .percentile(50))   // 2
/// ```
public struct BucketAccumulator: Sendable {
    public private(set) var count = 0
    private var total = RunningTotal()
    private var least = Double.infinity
    private var greatest = -Double.infinity
    private var values: BucketQuantiles?

    /// - Parameter keepsValues: keep the values, for percentiles.
    public init(keepsValues: Bool) {
        values = keepsValues ? BucketQuantiles() : nil
    }

    public mutating func add(_ value: Double) {
        let value = Self.withinRange(value)
        count += 1
        total.add(value)
        least = Swift.min(least, value)
        greatest = Swift.max(greatest, value)
        values?.add(value)
    }

    /// Adds `other`'s values, as if each had been added here (`--by`'s `other`: its values' buckets pooled).
    ///
    /// - Complexity: O(other's kept values), O(1) without them.
    public mutating func add(contentsOf other: BucketAccumulator) {
        guard other.count > 0 else { return }
        count += other.count
        total.add(Self.withinRange(other.total.value))
        least = Swift.min(least, other.least)
        greatest = Swift.max(greatest, other.greatest)
        if let kept = other.values { values?.add(contentsOf: kept) }
    }

    /// The stat of the values added; NaN (a gap) for a bucket without any, except the count, 0.
    public mutating func value(of stat: BucketStat) -> Double {
        if stat == .count { return Double(count) }
        guard count > 0 else { return .nan }
        switch stat {
        case .mean: return total.mean(count: count)
        case .min: return least
        case .max: return greatest
        case .sum: return Self.withinRange(total.value)
        case .count: return Double(count)
        case .percentile(let percent): return values?.quantile(percent / 100) ?? .nan
        }
    }

    /// `value`, or the largest Double of its sign where it is beyond it.
    @inline(__always)
    static func withinRange(_ value: Double) -> Double {
        value.isInfinite ? (value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude) : value
    }

    /// Empties it for the next bucket, keeping its storage.
    public mutating func removeAll() {
        count = 0
        total = RunningTotal()
        least = .infinity
        greatest = -.infinity
        values?.removeAll()
    }
}
