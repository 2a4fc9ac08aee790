/// Each count's step on a heat scale, as `HeatScale.step(ofCount:)` gives it, looked up in a table for
/// the counts up to `tableLimit`: a heatmap's frame asks two a cell (~8,800 of 120×40 when every column
/// holds values), and the scale's search through its thresholds cost ~30 instructions each (~160 k a
/// frame). Counts past the table (a bin fuller than `tableLimit`) are searched.
///
/// ```swift
/// let steps = HeatSteps(HeatScale(maximum: 1200))
/// steps.step(ofCount: 0)      // 0: an empty bin
/// steps.step(ofCount: 1200)   // 8: the fullest, HeatScale(maximum: 1200).step(ofCount: 1200)
/// ```
///
/// - Complexity: O(min(maximum, tableLimit)) to make; O(1) a count in the table.
struct HeatSteps {
    let scale: HeatScale
    /// The step of each count below its size.
    private let table: [UInt8]

    init(_ scale: HeatScale, tableLimit: Int = 1 << 12) {
        self.scale = scale
        let thresholds = scale.thresholds
        // Counts in order: a count's step is the last one's, or past the thresholds it reaches.
        var step = 0
        table = (0..<Swift.max(0, Swift.min(scale.maximum + 1, tableLimit))).map { count in
            while step < thresholds.count, count >= thresholds[step] { step += 1 }
            return UInt8(step)
        }
    }

    @inline(__always)
    func step(ofCount count: Int) -> Int {
        count >= 0 && count < table.count ? Int(table[count]) : scale.step(ofCount: count)
    }
}
