/// One series as plotted: its name, its kept history (`nan` where a row had nothing for it), its own
/// transform, and its status figures.
///
/// ```swift
/// var store = SeriesStore(capacity: 100)
/// store.append(SampleBatch(rows: [[1, 2]], seriesNames: ["cpu", "mem"]))
/// store.series[1].statistics.last  // 2
/// ```
public struct Series: Sendable {
    public internal(set) var name: String
    /// One value per row the store keeps, `nan` for a gap.
    public internal(set) var history: RingBuffer<Double>
    /// Extremes of any range of the history in O(log n), for zoomed-out views; nil where no view zooms
    /// (`--once` draws once, from a scan).
    public internal(set) var extrema: RangeExtrema?
    /// Figures over every value of this series since the start, evicted ones included.
    public internal(set) var statistics = SeriesStatistics()
    /// Values beyond the fixed bounds, since the start: drawn at the edge, counted in the status line.
    public internal(set) var clippedCount = 0
    /// Values ≤ 0 on a logarithmic axis (`--log`), drawn at its bottom edge: `nonpositive=K`.
    public internal(set) var nonpositiveCount = 0
    /// Where the current run of values beyond the alert's threshold began; nil when the newest value is
    /// not beyond it, or there is no alert.
    public internal(set) var alertOnset: AlertOnset?
    var transform: SeriesTransform

    /// - Parameters:
    ///   - evicted: rows before this series appeared that the store no longer keeps.
    ///   - gaps: rows before this series appeared that the store keeps.
    init(name: String, capacity: Int, transform: SeriesTransform.Kind, summarizesRanges: Bool = true, evicted: Int = 0,
         gaps: Int = 0) {
        self.name = name
        history = RingBuffer(capacity: capacity)
        extrema = summarizesRanges ? RangeExtrema(capacity: capacity) : nil
        self.transform = SeriesTransform(transform)
        // A series that appears late has gaps for the rows before it, so every history lines up by row
        // and numbers its rows as the store does.
        history.skip(evicted)
        for _ in 0..<gaps { append(.nan) }
    }

    /// Appends one row's value (`nan` for a gap) to the history and its summary.
    @inline(__always)
    mutating func append(_ value: Double) {
        history.append(value)
        extrema?.didAppend(to: history)
    }

    /// Appends one row's plotted value (a number: gaps go through `append`) to the history, the figures
    /// and the clip count. A value beyond the largest Double (a transform that overflowed) is kept at the
    /// edge of the range, drawn there and counted as clipped, and stays out of the figures, which are of
    /// finite numbers.
    @inline(__always)
    mutating func appendPlotted(_ value: Double, clip: ClipBounds) {
        guard value.isFinite else {
            append(value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude)
            clippedCount += 1
            return
        }
        append(value)
        statistics.add(value)
        if !clip.holds(value) {
            if clip.isNonpositive(value) { nonpositiveCount += 1 } else { clippedCount += 1 }
        }
    }

    /// Appends rows of values (`nan` for a gap) at once, to the history and its summary.
    /// Counts the numbers of a bulk append beyond the bounds, as `appendPlotted` counts one.
    mutating func countBeyond(_ numbers: UnsafeBufferPointer<Double>, clip: ClipBounds) {
        let beyond = clip.beyondCounts(in: numbers)
        clippedCount += beyond.clipped
        nonpositiveCount += beyond.nonpositive
    }

    mutating func append(contentsOf values: UnsafeBufferPointer<Double>) {
        history.append(contentsOf: values)
        extrema?.didAppend(count: values.count, to: history)
    }

    /// The lowest and highest value of rows `rows` (numbered as the history counts its appends), gaps
    /// left out: from the summary in O(log n), else by a scan.
    public func extremes(of rows: Range<Int>) -> (low: Double, high: Double)? {
        if let extrema { return extrema.extremes(of: rows, in: history) }
        return RangeExtrema.scanExtremes(of: rows, in: history)
    }
}
