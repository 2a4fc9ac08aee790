import LivePlotStore

/// The distribution of some values: their count in each nice bin (`HistogramBins`), the least and the
/// greatest, and the bins holding the percentiles marked (p50, p90, p99, nearest rank).
///
/// ```swift
/// let histogram = Histogram(values: [1, 2, 2, 3, 40], most: 20)
/// histogram.counts.reduce(0, +)   // 5
/// histogram.marks                 // [(p50, bin of 2), (p90, bin of 40), (p99, bin of 40)]
/// ```
///
/// - Complexity: O(n log n) to build (the percentiles sort a copy), O(bins) to read.
public struct Histogram: Sendable {
    /// A percentile marked on the bars: its name and the bin its value lies in.
    public struct Mark: Hashable, Sendable {
        public let name: String
        public let value: Double
        public let bin: Int
    }

    /// The percentiles marked, by name and fraction.
    public static let percentiles: [(name: String, fraction: Double)] = [("p50", 0.5), ("p90", 0.9), ("p99", 0.99)]

    /// Nil when no value could be binned (none, or none above 0 on a logarithmic scale).
    public let bins: HistogramBins?
    public let counts: [Int]
    /// The values binned.
    public let total: Int
    /// The least and greatest value binned.
    public let range: (low: Double, high: Double)?
    public let marks: [Mark]
    /// Values a logarithmic scale cannot bin (≤ 0): counted, never dropped without a word.
    public let nonpositive: Int

    /// - Parameters:
    ///   - values: finite values (gaps and non-finite ones are left out by the caller).
    ///   - most: the most bins the rows allow.
    ///   - logarithmic: log bins (`--log`), of the values above 0.
    public init(values: [Double], most: Int, logarithmic: Bool = false) {
        var sorted = logarithmic ? values.filter { $0 > 0 } : values
        nonpositive = values.count - sorted.count
        sorted.sort()
        total = sorted.count
        guard let low = sorted.first, let high = sorted.last else {
            (bins, counts, range, marks) = (nil, [], nil, [])
            return
        }
        let bins = logarithmic ? HistogramBins.logarithmic(low: low, high: high, most: most)
            : HistogramBins.linear(low: low, high: high, most: most)
        var counts = [Int](repeating: 0, count: bins.count)
        // Sorted: each bin's values are a run, found by its upper edge.
        var bin = 0
        for value in sorted {
            while value >= bins.edges[bin + 1] { bin += 1 }
            counts[bin] += 1
        }
        self.bins = bins
        self.counts = counts
        range = (low, high)
        marks = Self.percentiles.map { name, fraction in
            let value = sorted[LogSketch.nearestRank(fraction, count: sorted.count)]
            return Mark(name: name, value: value, bin: bins.bin(of: value)!)
        }
    }

    /// Each bin's share of the values, in percent.
    public func share(ofBin bin: Int) -> Double {
        total == 0 ? 0 : Double(counts[bin]) * 100 / Double(total)
    }
}
