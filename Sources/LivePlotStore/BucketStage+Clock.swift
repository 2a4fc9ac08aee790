import LivePlotInput

/// Buckets of input without times of its own, by arrival: the clock closes a bucket it has passed (no line
/// can come late for it), and `--count`'s events begin at the bucket of the first line read, matched or not.
///
/// ```swift
/// var stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 100)
/// _ = stage.take(SampleBatch(values: [1, 1]), arrival: 0.2)
/// stage.clockCloseArrival                              // 1.001
/// stage.take(SampleBatch(), arrival: 1.5).rows.values  // [2]: closed by the clock
/// ```
extension BucketStage {
    /// Whether the clock at `arrival` has passed the end of the open bucket of rows bucketed by arrival: a
    /// batch of no lines then closes it (live, when the input is quiet).
    public func closesByClock(at arrival: Double) -> Bool {
        guard bucketsByArrival, case .seconds(let seconds) = span, let open else { return false }
        return Self.floor((arrivalEpoch + arrival) / seconds) > open.number
    }

    /// The arrival the clock closes the open bucket at (`closesByClock`): 1 ms past its end, which adding the epoch rounds.
    public var clockCloseArrival: Double? {
        guard bucketsByArrival, case .seconds(let seconds) = span, let open else { return nil }
        return (open.number + 1) * seconds - arrivalEpoch + 0.001
    }

    /// A batch's lines before its rows: the first line's arrival, whether rows are bucketed by arrival, the
    /// buckets the clock has passed closed (returned, for the rows' to follow), and `--count`'s first bucket
    /// opened at the first line's. `take`'s closed buckets are made here, not passed in `inout`: passed in
    /// (this inlined or not), its loop over the rows took 4 instructions a line more (`--once --count`, ISO).
    @inline(never)
    mutating func begin(_ batch: SampleBatch, arrival: Double, sharesX: Bool) -> ClosedBuckets {
        // At least two: the newest two rows are then never ones left out, and `previous` (the status line's
        // trend) is the bucket before the last, as with every bucket kept.
        var closed = ClosedBuckets(mostEmpty: Swift.max(2, maximumFill))
        if firstLineArrival == nil, batch.rowCount > 0 || batch.skippedLineCount > 0 || !batch.unusedLines.isEmpty { firstLineArrival = arrival }
        if batch.rowCount > 0 { bucketsByArrival = sharesX }
        if bucketsByArrival { closeByClock(at: arrival, into: &closed) }
        if rowsTaken == 0, batch.rowCount > 0, sharesX, case .events = measure, grouping == nil, case .seconds(let seconds) = span,
           let first = firstLineArrival {
            open = (Self.floor((arrivalEpoch + first) / seconds), 0)
        }
        return closed
    }

    /// Closes the open bucket the clock at `arrival` has passed (`closesByClock`), the empty ones after it
    /// too; with `--count` the clock's bucket opens, at 0 events.
    private mutating func closeByClock(at arrival: Double, into closed: inout ClosedBuckets) {
        guard closesByClock(at: arrival), case .seconds(let seconds) = span, let current = open else { return }
        let number = Self.floor((arrivalEpoch + arrival) / seconds)
        close(into: &closed)
        fillEmpty(after: current.number, before: number, into: &closed)
        if case .events = measure { open = (number, 0) }
    }
}
