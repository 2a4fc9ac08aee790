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
    ///
    /// - Complexity: O(rows); a run of xs in order (most of a log's) checked and copied four at a time
    ///   (`copyOrdered`), a row at a time only where one is a gap or goes backwards.
    @inline(__always)
    private static func keptXs(_ own: UnsafeBufferPointer<Double>, from first: Int, latest start: Double,
                               into kept: UnsafeMutableBufferPointer<Double>) -> Int {
        var latest = start
        var unordered = 0
        let owned = Swift.max(first, Swift.min(own.count, kept.count))
        var row = first
        while row < owned {
            // Each x of the run is at least the one before it, so it is its row's kept x as it is.
            let ordered = copyOrdered(own, from: row, to: owned, after: latest, into: kept)
            if ordered > row {
                latest = own[ordered - 1]
                row = ordered
                continue
            }
            let x = own[row]
            // No branch on the data: a gap compares false both ways, so it keeps the latest, uncounted.
            unordered &+= x < latest ? 1 : 0
            latest = x >= latest ? x : latest
            kept[row] = latest
            row += 1
        }
        // Rows past the batch's xs have none: the latest.
        for row in owned..<kept.count { kept[row] = latest }
        return unordered
    }

    /// Copies into `kept` the run of `own`'s xs from `first` on (before `end`) that never goes
    /// backwards from `latest`, and returns where it ends: the first row whose x is a gap or less than
    /// the x before it (`first` itself when its own is a gap or less than `latest`). The check and the
    /// copy in one pass: no second pass over the run, nor a call to copy it.
    ///
    /// ```swift
    /// // own 5, 6, 6, 4, 7; latest 5: rows 0 ..< 3 copied (4 goes backwards).
    /// copyOrdered(own, from: 0, to: 5, after: 5, into: kept)   // 3
    /// ```
    ///
    /// - Complexity: O(rows of the run), four at a time.
    @inline(__always)
    private static func copyOrdered(_ own: UnsafeBufferPointer<Double>, from first: Int, to end: Int, after latest: Double,
                                    into kept: UnsafeMutableBufferPointer<Double>) -> Int {
        precondition(first >= 0 && end <= own.count && end <= kept.count, "rows within the batch's xs and the kept")
        // A gap compares false: it ends the run.
        guard first < end, own[first] >= latest else { return first }
        kept[first] = own[first]
        let from = UnsafeRawPointer(own.baseAddress!), to = UnsafeMutableRawPointer(kept.baseAddress!)
        let stride = MemoryLayout<Double>.stride
        var row = first + 1
        while row + 4 <= end {
            let next = from.loadUnaligned(fromByteOffset: row * stride, as: SIMD4<Double>.self)
            let before = from.loadUnaligned(fromByteOffset: (row - 1) * stride, as: SIMD4<Double>.self)
            guard all(next .>= before) else { break }
            to.storeBytes(of: next, toByteOffset: row * stride, as: SIMD4<Double>.self)
            row += 4
        }
        while row < end, own[row] >= own[row - 1] {
            kept[row] = own[row]
            row += 1
        }
        return row
    }

    @inline(__always)
    mutating func appendX(_ x: Double) {
        xs?.append(x)
    }
}
