import LivePlotInput

/// Keeping the xs: each row's x from the data, never decreasing (`xs`, `unorderedCount`).
extension SeriesStore {
    /// Begins keeping xs, at the first batch that has them: rows kept before (none, as the decoder
    /// decides a stream's times by its first row) take its first x.
    mutating func beginXs(at batchXs: [Double]) {
        let first = batchXs.first { !$0.isNaN } ?? 0
        var kept = RingBuffer<Double>(capacity: capacity)
        kept.skip(rowCount - keptRowCount)
        for _ in 0..<keptRowCount { kept.append(first) }
        xs = kept
    }

    /// Row `row`'s x as kept: its own, or the latest when it has none or goes backwards (counted).
    @inline(__always)
    mutating func nextX(_ batch: SampleBatch, row: Int) -> Double {
        let own = row < batch.xs.count ? batch.xs[row] : .nan
        // The first row kept has an x: a stream's times are decided by its first row.
        guard let latest = xs?.last else { return own.isNaN ? batch.xs.first { !$0.isNaN } ?? 0 : own }
        if own.isNaN { return latest }
        if own < latest {
            unorderedCount += 1
            return latest
        }
        return own
    }

    /// The xs of a batch's first `rows` rows, every one of them kept (the bulk paths): each as `nextX`
    /// gives it, gathered in one run and appended to the ring at once, not a row at a time.
    ///
    /// ```swift
    /// // xs kept up to 5; the batch's xs 4, nan, 6, 3: kept as 5, 5, 6, 6, one unordered.
    /// store.appendXs(batch, rows: 4)
    /// ```
    ///
    /// - Complexity: O(rows): a compare a row, and one append of the run (`RingBuffer.append(contentsOf:)`);
    ///   once the ring is full, no run: each x written in its slot (`RingBuffer.overwriteOldest`).
    mutating func appendXs(_ batch: SampleBatch, rows: Int) {
        guard xs != nil, rows > 0 else { return }
        if let last = xs!.last, xs!.isFull, rows <= xs!.capacity {
            unorderedCount += Self.keptXs(batch.xs, rows: rows, latest: last, into: &xs!)
            return
        }
        if runXs.count < rows { runXs = Array(repeating: .nan, count: rows) }
        // The first row ever kept: its own x or the batch's first (`nextX`); after it, the latest kept.
        let first: Int, latest: Double
        if let last = xs!.last {
            (first, latest) = (0, last)
        } else {
            (first, latest) = (1, nextX(batch, row: 0))
            runXs[0] = latest
        }
        unorderedCount += runXs.withUnsafeMutableBufferPointer { run in
            batch.xs.withUnsafeBufferPointer { own in
                Self.keptXs(own, from: first, latest: latest, into: UnsafeMutableBufferPointer(rebasing: run[..<rows]))
            }
        }
        runXs.withUnsafeBufferPointer { xs!.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<rows])) }
    }

    /// `keptXs(_:from:latest:into:)` of a batch's first `rows` rows (`own` their xs, or fewer) written
    /// straight into the oldest slots of the full ring `ring` (one run, or two where the slots wrap,
    /// the latest carried from the one to the next); returns how many went backwards.
    private static func keptXs(_ own: [Double], rows: Int, latest start: Double, into ring: inout RingBuffer<Double>) -> Int {
        var latest = start
        var unordered = 0
        var row = 0
        own.withUnsafeBufferPointer { own in
            ring.overwriteOldest(count: rows) { slots in
                let owned = UnsafeBufferPointer(rebasing: own[Swift.min(row, own.count)..<Swift.min(row + slots.count, own.count)])
                unordered += keptXs(owned, from: 0, latest: latest, into: slots)
                latest = slots[slots.count - 1]
                row += slots.count
            }
        }
        return unordered
    }

    /// Writes `kept` from `first` on: each row's own x (`own`, none past its end), or the latest before
    /// it when it has none or goes backwards; returns how many went backwards.
    @inline(__always)
    private static func keptXs(_ own: UnsafeBufferPointer<Double>, from first: Int, latest start: Double,
                               into kept: UnsafeMutableBufferPointer<Double>) -> Int {
        var latest = start
        var unordered = 0
        let owned = Swift.max(first, Swift.min(own.count, kept.count))
        for row in first..<owned {
            let x = own[row]
            // No branch on the data: a gap compares false both ways, so it keeps the latest, uncounted.
            unordered &+= x < latest ? 1 : 0
            latest = x >= latest ? x : latest
            kept[row] = latest
        }
        // Rows past the batch's xs have none: the latest.
        for row in owned..<kept.count { kept[row] = latest }
        return unordered
    }

    @inline(__always)
    mutating func appendX(_ x: Double) {
        xs?.append(x)
    }
}
