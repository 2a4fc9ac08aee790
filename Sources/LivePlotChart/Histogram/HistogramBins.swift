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
    /// The edges a logarithmic scale may have within a decade, in tenths, finest first: their count is the
    /// bins a decade gets. Whole numbers, so each edge is the Double nearest its decimal (`DecimalPower`).
    static let decadeSteps: [[Double]] = [
        [10, 12, 15, 20, 25, 30, 40, 50, 60, 80], [10, 15, 20, 30, 50, 70], [10, 20, 50], [10, 30], [10],
    ]

    public var count: Int { edges.count - 1 }

    /// The finest nice bins of the range `low … high` that are no more than `most` (nor `mostBins`):
    /// the smallest width 1, 2 or 5 × 10ⁿ giving that few. A range of one value gets one bin.
    ///
    /// - Complexity: O(bins).
    public static func linear(low: Double, high: Double, most: Int) -> HistogramBins {
        precondition(low.isFinite && high.isFinite && low <= high, "a finite range")
        // A range across 0 takes two bins at least: no bin of nice edges holds both signs.
        let most = max(low < 0 && high >= 0 ? 2 : 1, min(most, mostBins))
        // The finest width worth trying: a tenth of the range split as finely as allowed, from halves,
        // which no range of finite values overflows.
        let half = high / 2 - low / 2
        let magnitude = half > 0 ? max(half / Double(most), .leastNormalMagnitude) : max(abs(low), 1)
        var power = DecimalPower.floorLog10(magnitude) - 1
        while true {
            for step in linearSteps {
                let width = DecimalPower.scale(step, by: power)
                guard width.isFinite else { return HistogramBins(edges: [low, high.nextUp], isLogarithmic: false) }
                let first = (low / width).rounded(.down)
                let last = (high / width).rounded(.down)
                guard last - first < Double(most) || half == 0 else { continue }
                let edges = covering(low: low, high: high, first: first, last: last, step: step, power: power)
                if edges.count - 1 <= most || half == 0 { return HistogramBins(edges: edges, isLogarithmic: false) }
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
        for steps in decadeSteps {
            let edges = logarithmicEdges(low: low, high: high, steps: steps, decadesPerStep: 1)
            if edges.count - 1 <= most { return HistogramBins(edges: edges, isLogarithmic: true) }
        }
        // Wider still: a bin every few decades, up to one bin of the decades from low's to above high's
        // (every few decades counted from a multiple of them: past the range's own decades, the first
        // edge would be 10⁻²⁰⁰⁰, which is 0, and the bins never fewer: 0–1, 1–inf).
        let lowest = DecimalPower.floorLog10(low)
        let decadesSpanned = DecimalPower.floorLog10(high) + 1 - lowest
        for decades in 2..<Swift.max(2, decadesSpanned) {
            let edges = logarithmicEdges(low: low, high: high, steps: [10], decadesPerStep: decades)
            if edges.count - 1 <= most { return HistogramBins(edges: edges, isLogarithmic: true) }
        }
        return HistogramBins(edges: [DecimalPower.scale(1, by: lowest), DecimalPower.scale(1, by: lowest + decadesSpanned)],
                             isLogarithmic: true)
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

    /// Edges `first × width` … `(last + 1) × width` (width `step × 10^power`), each the Double nearest
    /// its decimal, so a label's number is the edge itself; one more at either end if the division that
    /// found `first` and `last` rounded `low` or `high` outside.
    private static func covering(low: Double, high: Double, first: Double, last: Double, step: Double, power: Int) -> [Double] {
        var edges = stride(from: first, through: last + 1, by: 1).map { DecimalPower.scale($0 * step, by: power) }
        if edges[0] > low { edges.insert(DecimalPower.scale((first - 1) * step, by: power), at: 0) }
        if edges[edges.count - 1] <= high { edges.append(DecimalPower.scale((last + 2) * step, by: power)) }
        return edges
    }

    /// Edges at `steps` × 10ⁿ (every `decadesPerStep` decades) from the last at or below `low` to the
    /// first above `high`.
    private static func logarithmicEdges(low: Double, high: Double, steps: [Double], decadesPerStep: Int) -> [Double] {
        var power = DecimalPower.floorLog10(low)
        power -= ((power % decadesPerStep) + decadesPerStep) % decadesPerStep
        var edges: [Double] = []
        while true {
            for step in steps {
                let edge = DecimalPower.scale(step, by: power - 1)
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
