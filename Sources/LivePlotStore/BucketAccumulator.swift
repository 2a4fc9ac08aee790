/// One series' values in the open bucket: their count, sum, least and greatest, and, for percentiles,
/// the values themselves (`BucketQuantiles`).
///
/// ```swift
/// var bucket = BucketAccumulator(keepsValues: true)
/// [3, 1, 2].forEach { bucket.add($0) }
/// bucket.value(of: .mean)             // 2
/// bucket.value(of: .percentile(50))   // 2
/// ```
public struct BucketAccumulator: Sendable {
    public private(set) var count = 0
    private var sum = 0.0
    private var least = Double.infinity
    private var greatest = -Double.infinity
    private var values: BucketQuantiles?

    /// - Parameter keepsValues: keep the values, for percentiles.
    public init(keepsValues: Bool) {
        values = keepsValues ? BucketQuantiles() : nil
    }

    public mutating func add(_ value: Double) {
        count += 1
        sum += value
        least = Swift.min(least, value)
        greatest = Swift.max(greatest, value)
        values?.add(value)
    }

    /// The stat of the values added; NaN (a gap) for a bucket without any, except the count, 0.
    public mutating func value(of stat: BucketStat) -> Double {
        if stat == .count { return Double(count) }
        guard count > 0 else { return .nan }
        switch stat {
        case .mean: return sum / Double(count)
        case .min: return least
        case .max: return greatest
        case .sum: return sum
        case .count: return Double(count)
        case .percentile(let percent): return values?.quantile(percent / 100) ?? .nan
        }
    }

    /// Empties it for the next bucket, keeping its storage.
    public mutating func removeAll() {
        count = 0
        sum = 0
        least = .infinity
        greatest = -.infinity
        values?.removeAll()
    }
}
