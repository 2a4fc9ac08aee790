/// A series' kept rows written anew: `--by --count` folding a retired value's history into `other`'s
/// (`SeriesStore.foldRetired`).
///
/// ```swift
/// store.series[2].rebuild(from: [1, .nan, 3])   // the history, its range summary and figures of these rows
/// store.series[2].checkInvariants()
/// ```
extension Series {
    /// Replaces the kept rows' values with `values` (one a kept row, `nan` for a gap), rebuilding the
    /// range summary and the figures from them. The figures are of the kept rows only: rows the store no
    /// longer keeps (and runs of empty buckets it never kept) are not known value by value any more.
    ///
    /// - Complexity: O(kept rows): rare, once a value leaves the K.
    mutating func rebuild(from values: [Double]) {
        precondition(values.count == history.count, "a value per kept row")
        let evicted = history.appendedCount - history.count
        history = RingBuffer(capacity: history.capacity)
        history.skip(evicted)
        extrema = extrema.map { _ in RangeExtrema(capacity: history.capacity) }
        values.withUnsafeBufferPointer { append(contentsOf: $0) }
        let numbers = values.filter { !$0.isNaN }
        statistics = SeriesStatistics()
        numbers.withUnsafeBufferPointer { statistics.add(contentsOf: $0) }
    }

    /// Checks that the range summary agrees with a scan of the history, over every range of whole
    /// summary blocks and the whole history, and that the figures hold no more values than were kept
    /// or counted. For tests.
    ///
    /// - Complexity: O(kept rows × log kept rows).
    func checkInvariants() {
        history.checkInvariants()
        let first = history.appendedCount - history.count
        let end = history.appendedCount
        var length = 1
        while length <= history.count {
            for start in stride(from: first, to: end - length + 1, by: length) {
                let rows = start..<(start + length)
                let summary = extremes(of: rows)
                let scan = RangeExtrema.scanExtremes(of: rows, in: history)
                precondition(summary?.low == scan?.low && summary?.high == scan?.high, "the range summary matches the history")
            }
            length *= 2
        }
    }
}
