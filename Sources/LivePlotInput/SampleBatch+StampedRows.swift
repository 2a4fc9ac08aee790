import LivePlotBasics

extension SampleBatch {
    /// Appends the lines of `shape` from `start` on, a row each with its line's time as x, until a line
    /// that is not of it (or the chunk's end); returns where it stopped. The twin of
    /// `appendRows(shaped:…)` for lines that lead with a timestamp: one pass over the bytes, no call per
    /// line or field.
    ///
    /// ```swift
    /// // "2026-11-22T10:00:00.001Z 12\n2026-11-22T10:00:00.002Z 13\n": two rows, xs 1795341600.001, .002
    /// let stop = batch.appendRows(stamped: shape, bytes, from: 0, times: &times, maximumLineLength: 1 << 20, powers: .shared)
    /// ```
    ///
    /// - Parameter times: the stream's times, which resolve each line's in order (`RowTimes.x(of:)`),
    ///   as the full reading does.
    /// - Parameter maximumLineLength: a longer line stops the run (the full reading drops it).
    mutating func appendRows(stamped shape: StampedShape, _ bytes: UnsafeRawBufferPointer, from start: Int, times: inout RowTimes,
                             maximumLineLength: Int, powers: FastPowers) -> Int {
        // A log's commonest line, a time and one number, in a loop of its own: no column list nor count
        // of fields to keep.
        if seriesCount == 1, shape.columns == [0] {
            return appendRows(stamped: shape, numbers: OneStampedNumber(), bytes, from: start, times: &times,
                              maximumLineLength: maximumLineLength, powers: powers)
        }
        return appendRows(stamped: shape, numbers: shape, bytes, from: start, times: &times, maximumLineLength: maximumLineLength,
                          powers: powers)
    }

    /// `appendRows(stamped:…)` with the numbers read by `numbers`, and each line's x made by the sum of
    /// an instant with its offset (`UTCInstants`) or by the stream's times (`InstantMemo`).
    @inline(__always)
    private mutating func appendRows<Numbers: StampedNumbers>(stamped shape: StampedShape, numbers: Numbers, _ bytes: UnsafeRawBufferPointer,
                                                              from start: Int, times: inout RowTimes, maximumLineLength: Int,
                                                              powers: FastPowers) -> Int {
        if let midnight = shape.utcMidnight {
            return appendRows(stamped: shape, numbers: numbers, instants: UTCInstants(midnight: midnight), bytes, from: start, times: &times,
                              maximumLineLength: maximumLineLength, powers: powers)
        }
        return appendRows(stamped: shape, numbers: numbers, instants: InstantMemo(), bytes, from: start, times: &times,
                          maximumLineLength: maximumLineLength, powers: powers)
    }

    /// `appendRows(stamped:…)` with the numbers read by `numbers` and the xs made by `instants`:
    /// specialised for each kind, and out of line, so that each loop keeps its registers.
    @inline(never)
    private mutating func appendRows<Numbers: StampedNumbers, Instants: StampedInstants>(
        stamped shape: StampedShape, numbers: Numbers, instants first: Instants, _ bytes: UnsafeRawBufferPointer, from start: Int,
        times: inout RowTimes, maximumLineLength: Int, powers: FastPowers
    ) -> Int {
        let width = seriesCount
        precondition(width <= Self.stampedRunLength && shape.columns.allSatisfy { $0 < width }, "a column for every number")
        // Room for the rest of the chunk, were every line of the shape and as short as it can be: the
        // run's appends then never grow (nor copy) the values or the xs.
        reserveRows((bytes.count - start) / shape.shortestLineLength, withXs: true)
        // Rows and their xs gather in runs on the stack, as in `appendRows(shaped:…)`; a line not of the
        // shape leaves its half-written row behind, never counted, and its time never resolved.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.stampedRunLength) { run in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.stampedRunLength) { runXs in
                let base = run.baseAddress!, xsBase = runXs.baseAddress!
                // Where the run is full: its rows and xs are written through pointers that step on,
                // with no count of rows kept (nor multiplied by the width) a line.
                let xsEnd = xsBase + Self.stampedRunLength / width
                // A shape that writes every column leaves no gap to mark: the row needs no filling first.
                let fillsRow = numbers.writesEveryColumn(of: width)
                // No line of the shape reaches a limit of its longest line or more: then none is measured.
                let checksLength = shape.longestLineLength > maximumLineLength
                let count = bytes.count
                var index = start
                var row = base, x = xsBase
                var memo = shape.learntMemo
                var instants = first
                // The timestamp's layout in a local of its own (`StampLayout`).
                let stamp = shape.stamp
                while true {
                    if !fillsRow { row.update(repeating: .nan, count: width) }
                    guard let (end, clock) = stamp.read(bytes, from: index, into: row, numbers: numbers, powers: powers, memo: &memo) else { break }
                    // Most lines end with an LF right after their last number; a CR before it, or a line
                    // too long, the full check (wrapping: both within the chunk).
                    let next: Int
                    if end < count, bytes[end] == 0x0A, !checksLength || end &- index <= maximumLineLength {
                        next = end &+ 1
                    } else {
                        guard let ending = RowShape.lineEnd(bytes, at: end, from: index, maximumLineLength: maximumLineLength) else { break }
                        next = ending
                    }
                    x.initialize(to: instants.x(atClock: clock, word: memo.word, shape: shape, times: &times))
                    index = next
                    row += width
                    x += 1
                    if x == xsEnd {
                        appendStamped(UnsafeBufferPointer(start: base, count: row - base), xs: UnsafeBufferPointer(start: xsBase, count: x - xsBase))
                        (row, x) = (base, xsBase)
                    }
                }
                appendStamped(UnsafeBufferPointer(start: base, count: row - base), xs: UnsafeBufferPointer(start: xsBase, count: x - xsBase))
                instants.finish(shape: shape, times: &times)
                if index > start, shape.isTimeOfDay { xsAreTimesOfDay = true }
                return index
            }
        }
    }

    /// Rows gathered on the stack and their xs, after the rows before them: those without an x (read
    /// before the stream's times were placed) get `nan`, as `stampX` gives them.
    private mutating func appendStamped(_ rows: UnsafeBufferPointer<Double>, xs rowXs: UnsafeBufferPointer<Double>) {
        guard !rowXs.isEmpty else { return }
        if xs.count < rowCount { xs += repeatElement(.nan, count: rowCount - xs.count) }
        values.append(contentsOf: rows)
        xs.append(contentsOf: rowXs)
    }

    /// Values a run of stamped rows gathers before they join the batch: 4 KiB of stack, as a run of
    /// plain lines does; as many xs at most.
    private static let stampedRunLength = 512
}
