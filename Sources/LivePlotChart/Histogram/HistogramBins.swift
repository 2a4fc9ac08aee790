import LivePlotBasics

/// The edges of a histogram's bins: nice widths (1, 2 or 5 × 10ⁿ) on a linear scale, or nice steps
/// within each decade (1-3, 1-2-5, …) on a logarithmic one, as many as the rows allow up to 40.
///
/// Bin `i` holds the values from `edges[i]` up to, not including, `edges[i + 1]`; the edges are the
/// truth, and `bin(of:)` answers by them, so every value of the range lies in exactly one bin.
///
/// ```swift
/// let bins = HistogramBins.linear(low: 3, high: 97, most: 40)
/// bins.edges        // [0, 5, 10, …, 100]: 20 bins of width 5
/// bins.bin(of: 12)  // 2: 10 ≤ 12 < 15
/// ```
public struct HistogramBins: Hashable, Sendable {
    /// The bins' edges, ascending: one more than there are bins.
    public let edges: [Double]
    /// Whether the bins are a logarithmic scale's (`--log`): they then hold values above 0 only.
    public let isLogarithmic: Bool

    /// The most bins a histogram has, whatever the rows: more would be noise, not shape.
    public static let mostBins = 40
    /// The fewest bins a histogram aims for when the rows allow: fewer would hide the shape.
    public static let fewestBins = 15

    /// The widths a linear bin may have, per power of ten, finest first.
    static let linearSteps: [Double] = [1, 2, 5]
    /// The edges a logarithmic scale may have within a decade, finest first: their count is the bins a
    /// decade gets.
    static let decadeSteps: [[Double]] = [
        [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8], [1, 1.5, 2, 3, 5, 7], [1, 2, 5], [1, 3], [1],
    ]

    public var count: Int { edges.count - 1 }

    /// The finest nice bins of the range `low … high` that are no more than `most` (nor `mostBins`):
    /// the smallest width 1, 2 or 5 × 10ⁿ giving that few. A range of one value gets one bin.
    ///
    /// - Complexity: O(bins).
    public static func linear(low: Double, high: Double, most: Int) -> HistogramBins {
        precondition(low.isFinite && high.isFinite && low <= high, "a finite range")
        let most = max(1, min(most, mostBins))
        let span = high - low
        // The finest width worth trying: a tenth of the range split as finely as allowed (divided
        // first where the range itself is beyond a Double).
        let magnitude = span > 0 ? (span.isFinite ? span / Double(most) : high / Double(most) - low / Double(most)) : max(abs(low), 1)
        var power = DecimalPower.floorLog10(magnitude) - 1
        while true {
            for step in linearSteps {
                let width = DecimalPower.scale(step, by: power)
                let first = (low / width).rounded(.down)
                let last = (high / width).rounded(.down)
                if last - first + 1 <= Double(most) || span == 0 {
                    return HistogramBins(edges: covering(low: low, high: high, first: first, last: last, width: width),
                                         isLogarithmic: false)
                }
            }
            power += 1
        }
    }

    /// The finest nice logarithmic bins of the range `low … high` (both above 0) that are no more than
    /// `most`: a decade split at `decadeSteps`' edges, the finest that gives that few.
    ///
    /// - Complexity: O(bins).
    public static func logarithmic(low: Double, high: Double, most: Int) -> HistogramBins {
        precondition(low > 0 && high.isFinite && low <= high, "a positive range")
        let most = max(1, min(most, mostBins))
        var decades = 1
        while true {
            for steps in decadeSteps {
                let edges = logarithmicEdges(low: low, high: high, steps: steps, decadesPerStep: decades)
                if edges.count - 1 <= most { return HistogramBins(edges: edges, isLogarithmic: true) }
            }
            decades *= 10
        }
    }

    /// The bin holding `value`, nil outside the edges. Found by division and then checked against the
    /// edges, which rounding in the division cannot contradict.
    ///
    /// - Complexity: O(log bins).
    public func bin(of value: Double) -> Int? {
        guard value >= edges[0], value < edges[edges.count - 1] else { return nil }
        var low = 0
        var high = edges.count - 1
        // The last edge above `value`: the bin is the one before it.
        while low < high {
            let middle = (low + high) / 2
            if edges[middle] > value { high = middle } else { low = middle + 1 }
        }
        return low - 1
    }

    /// Edges `first × width` … `(last + 1) × width`, widened by a bin at either end if rounding left
    /// `low` or `high` outside.
    private static func covering(low: Double, high: Double, first: Double, last: Double, width: Double) -> [Double] {
        var first = first
        var last = last
        if first * width > low { first -= 1 }
        if (last + 1) * width <= high { last += 1 }
        return stride(from: first, through: last + 1, by: 1).map { $0 * width }
    }

    /// Edges at `steps` × 10ⁿ (every `decadesPerStep` decades) from the last at or below `low` to the
    /// first above `high`.
    private static func logarithmicEdges(low: Double, high: Double, steps: [Double], decadesPerStep: Int) -> [Double] {
        var power = DecimalPower.floorLog10(low)
        power -= ((power % decadesPerStep) + decadesPerStep) % decadesPerStep
        var edges: [Double] = []
        while true {
            for step in steps {
                let edge = DecimalPower.scale(step, by: power)
                if edge <= low {
                    edges = [edge]
                } else if edges.last! <= high {
                    edges.append(edge)
                } else {
                    return edges
                }
            }
            power += decadesPerStep
        }
    }
}
