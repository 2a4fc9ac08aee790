/// The fixed bounds (`-m`, `-M`) as a store counts values beyond them: infinite where none is set, resolved
/// once rather than per sample. A value beyond is still kept and drawn at the edge, with a mark; the status
/// says `clipped=K`.
///
/// ```swift
/// let bounds = ClipBounds(FixedBounds(maximum: 100))
/// bounds.holds(120)              // false: counted as clipped
/// bounds.beyondCounts(in: values) // how many of a bulk append lie beyond
/// ```
struct ClipBounds: Sendable {
    let below: Double
    let above: Double
    /// Whether values ≤ 0 are counted apart, as `nonpositive=K` (a logarithmic axis has no place for them).
    let countsNonpositive: Bool

    /// - Parameter countsNonpositive: the bottom bound is then above 0 at least, so the one test that
    ///   finds a value beyond a bound finds these too; `isNonpositive` tells them apart.
    init(_ bounds: FixedBounds, countsNonpositive: Bool = false) {
        below = countsNonpositive ? Swift.max(bounds.minimum ?? 0, .leastNonzeroMagnitude) : bounds.minimum ?? -.infinity
        above = bounds.maximum ?? .infinity
        self.countsNonpositive = countsNonpositive
    }

    /// Whether `value` lies within the bounds (always, when none is set).
    @inline(__always)
    func holds(_ value: Double) -> Bool { !(value > above || value < below) }

    /// Whether a value not held is counted as nonpositive rather than clipped.
    @inline(__always)
    func isNonpositive(_ value: Double) -> Bool { countsNonpositive && value <= 0 }

    /// How many of `values` (numbers) lie beyond the bounds, and of them how many are counted as
    /// nonpositive; no pass at all when no bound is set.
    func beyondCounts(in values: UnsafeBufferPointer<Double>) -> (clipped: Int, nonpositive: Int) {
        guard above < .infinity || below > -.infinity else { return (0, 0) }
        var clipped = 0
        var nonpositive = 0
        for value in values where !holds(value) {
            if isNonpositive(value) { nonpositive += 1 } else { clipped += 1 }
        }
        return (clipped, nonpositive)
    }
}
