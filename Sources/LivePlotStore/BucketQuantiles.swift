/// The values of one series in one bucket, for its percentiles: kept exactly up to `exactLimit` values,
/// then in a `LogSketch` (within 1%, bounded memory) however many come.
///
/// ```swift
/// var values = BucketQuantiles()
/// [5, 1, 4].forEach { values.add($0) }
/// values.quantile(0.5)     // 4: the nearest rank, ⌈0.5 × 3⌉ = 2nd of 1, 4, 5
/// values.quantile(0.99)    // 5: ⌈0.99 × 3⌉ = 3rd
/// ```
public struct BucketQuantiles: Sendable {
    /// Values kept exactly: a bucket of up to this many has exact percentiles.
    public static let exactLimit = 10_000

    private var exact: [Double] = []
    /// Whether `exact` is in order (sorted once for all the percentiles asked of a bucket).
    private var isSorted = true
    /// Past `exactLimit` values: kept unwrapped, so that adding to it is in place (an optional's
    /// force-unwrapped mutation copied it, and retained its storage, on every value).
    private var sketch = LogSketch()
    private var isSketching = false

    public init() {}

    public var count: Int { isSketching ? sketch.count : exact.count }

    public mutating func add(_ value: Double) {
        if isSketching {
            sketch.add(value)
            return
        }
        if exact.count == Self.exactLimit {
            for kept in exact { sketch.add(kept) }
            sketch.add(value)
            isSketching = true
            exact.removeAll(keepingCapacity: true)
            return
        }
        if let last = exact.last, value < last { isSorted = false }
        exact.append(value)
    }

    /// Adds `other`'s values, as if each had been added here: kept exactly while both are, else in the sketch.
    ///
    /// - Complexity: O(other's values) when exact, O(other's bins) when sketched.
    public mutating func add(contentsOf other: BucketQuantiles) {
        guard other.isSketching else {
            for value in other.exact { add(value) }
            return
        }
        if !isSketching {
            for kept in exact { sketch.add(kept) }
            isSketching = true
            exact.removeAll(keepingCapacity: true)
        }
        sketch.add(contentsOf: other.sketch)
    }

    /// The nearest-rank percentile: the value of rank ⌈q·count⌉ in order (1-based, at least 1), the
    /// least value with a fraction q of the values at or below it (`LogSketch.nearestRank`). Exact, or
    /// within 1% past `exactLimit` (and exact at q = 0 and 1, the least and the greatest).
    ///
    /// - Complexity: O(n log n) the first time after values were added, then O(1) (exact); O(bins) (sketch).
    public mutating func quantile(_ q: Double) -> Double? {
        if isSketching { return sketch.quantile(q) }
        guard !exact.isEmpty else { return nil }
        if !isSorted {
            exact.sort()
            isSorted = true
        }
        return exact[LogSketch.nearestRank(q, count: exact.count)]
    }

    /// Empties it for the next bucket, keeping the storage of the exact values.
    public mutating func removeAll() {
        exact.removeAll(keepingCapacity: true)
        isSorted = true
        if isSketching {
            sketch = LogSketch()
            isSketching = false
        }
    }
}
