/// Whether the times lines arrived at can time a rate (`-r` on input without times of its own), and each
/// value's time for it: cli.md's "Rates are never invented", decided read by read, with the reads' times
/// given (the reader's clock, in seconds).
///
/// A read brings what arrived since the read before, and nothing says when within that each line was
/// written. So a value is *timed*, at its read's time, only when nothing of its series waited with it:
/// it is its series' last value in the read, and the series' value before it came in an earlier read at
/// least `minimumGap` before (reads closer than that read one flow: a file's or a pipe's chunks, µs
/// apart). Every other value has no time of its own (`nan`): a series' first (it may have waited before
/// liveplot looked: `tail -f`'s old lines), and those read together with a later one.
///
/// The first value with one of its series before it decides the stream's `basis`, once:
/// - timed: the lines arrive apart (a live producer), and rates are per second by arrival. A value
///   without a time later (two lines in one read) waits, and the next timed one is taken over the whole
///   span since the last, so no increase is lost, none is squeezed into a moment; after a series' first
///   values, its first timed one starts it again.
/// - not timed: the lines were read together (`< file`, `cat file |`, a burst such as `tail -f`'s last
///   ten lines): rates are the difference per line, for every line after too, so a series never mixes
///   rates per line with rates per second; the chart says `rate: no times, per line`
///   (`InputNotice.rateWithoutTimes`). A live tail gives rates per second when started at the end
///   (`tail -n0 -f`) or when its lines have times.
///
/// ```swift
/// var timing = ArrivalTiming()
/// timing.stamp(&batch, fromRow: 0, at: 0.004)   // "5\n7\n": one series' two lines read at once
/// timing.basis                                  // .perLine, and batch.arrivals == [nan, nan]
/// ```
///
/// - Complexity: O(values) per read; O(series) memory.
public struct ArrivalTiming: Sendable, Equatable {
    /// What a stream's rates are taken by.
    public enum Basis: Sendable, Equatable {
        /// No value has had one of its series before it yet.
        case undecided
        /// Lines arrive apart: per second, by the times they arrived.
        case arrival
        /// Lines were read together: the difference per line.
        case perLine
    }

    public private(set) var basis = Basis.undecided
    /// Reads closer than this (seconds) are one flow, not lines that arrived apart: far above a pipe's
    /// chunks µs apart, below the 25 ms of a producer writing 40 lines a second.
    public static let minimumGap = 0.02
    /// Per series: when the read of its latest value was, and its latest timed value's time; `nan`: none.
    private var lastRead: [Double] = []
    private var lastTimed: [Double] = []
    /// Per series, its values in the read being stamped, and those stamped so far: reused.
    private var counts: [Int] = []
    private var seen: [Int] = []

    public init() {}

    /// Stamps the values of `batch`'s rows from `firstRow` on (the lines a read completed at `time`) with
    /// their times for a rate, `nan` where they have none; a gap's stamp is `nan` too. Returns whether
    /// this read decided that rates are per line.
    /// - Parameters:
    ///   - endRow: the row past the last to stamp (a scrape's row held over is stamped at its own read's
    ///     time, apart from the read after it: `SampleDecoder`); nil: every row.
    ///   - pending: a row of this read held back (a scrape's, still open), stamped later by itself: its
    ///     values are this read's last of their series, so those before them are not.
    public mutating func stamp(_ batch: inout SampleBatch, fromRow firstRow: Int, toRow endRow: Int? = nil, at time: Double,
                               pending: [Double]? = nil) -> Bool {
        let width = batch.seriesCount
        let start = firstRow * width
        let end = endRow.map { $0 * width } ?? batch.values.count
        precondition(batch.arrivals.count == start, "the rows before are stamped, none after")
        guard end > start else { return false }
        count(batch.values, from: start, to: end, width: width)
        let isPending = { (series: Int) in pending.map { series < $0.count && !$0[series].isNaN } ?? false }
        for series in 0..<width where isPending(series) { counts[series] += 1 }
        let before = basis
        if basis == .undecided { basis = decision(at: time) }
        for index in start..<end {
            let series = index % width
            guard !batch.values[index].isNaN else {
                batch.arrivals.append(.nan)
                continue
            }
            seen[series] += 1
            batch.arrivals.append(seen[series] == counts[series] && isTimed(series, at: time) ? time : .nan)
        }
        // A series with a value pending is read when that value is stamped.
        for series in 0..<width where counts[series] > 0 && !isPending(series) {
            if isTimed(series, at: time) { lastTimed[series] = time }
            lastRead[series] = time
        }
        return before != .perLine && basis == .perLine
    }

    /// Each series' values from `start` to `end`, into `counts`; `seen` emptied; room for new series.
    private mutating func count(_ values: [Double], from start: Int, to end: Int, width: Int) {
        if lastRead.count < width {
            lastRead += repeatElement(.nan, count: width - lastRead.count)
            lastTimed += repeatElement(.nan, count: width - lastTimed.count)
        }
        counts = Array(repeating: 0, count: width)
        seen = counts
        for index in start..<end where !values[index].isNaN { counts[index % width] += 1 }
    }

    /// The basis this read's values say, by those that have a value of their series before them: any
    /// read together with it (in this read, or a read less than `minimumGap` after) makes it per line.
    private func decision(at time: Double) -> Basis {
        var apart = false
        for series in counts.indices where counts[series] > 0 {
            if counts[series] > 1 || time - lastRead[series] < Self.minimumGap { return .perLine }
            if !lastRead[series].isNaN { apart = true }
        }
        return apart ? .arrival : .undecided
    }

    /// Whether the last value of `series` in the read at `time` is timed: lines arrive apart, and its
    /// value before came in an earlier read, at least `minimumGap` before (or since its last timed one).
    private func isTimed(_ series: Int, at time: Double) -> Bool {
        guard basis == .arrival, !lastRead[series].isNaN else { return false }
        let since = lastTimed[series].isNaN ? lastRead[series] : lastTimed[series]
        return time - since >= Self.minimumGap
    }
}
