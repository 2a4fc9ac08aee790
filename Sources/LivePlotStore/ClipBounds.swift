/// The fixed bounds (`-m`, `-M`) as a store counts values beyond them: infinite where none is set, resolved
/// once rather than per sample. A value beyond is still kept and drawn at the edge, with a mark; the status
/// says `clipped=K`.
///
/// ```swift
/// let bounds = ClipBounds(FixedBounds(maximum: 100))
/// bounds.holds(120)              // false: counted as clipped
/// bounds.clippedCount(in: values) // how many of a bulk append lie beyond
/// ```
struct ClipBounds: Sendable {
    let below: Double
    let above: Double

    init(_ bounds: FixedBounds) {
        below = bounds.minimum ?? -.infinity
        above = bounds.maximum ?? .infinity
    }

    /// Whether `value` lies within the bounds (always, when none is set).
    @inline(__always)
    func holds(_ value: Double) -> Bool { !(value > above || value < below) }

    /// How many of `values` (numbers) lie beyond the bounds; no pass at all when none is set.
    func clippedCount(in values: UnsafeBufferPointer<Double>) -> Int {
        guard above < .infinity || below > -.infinity else { return 0 }
        var count = 0
        for value in values where !holds(value) { count += 1 }
        return count
    }
}
