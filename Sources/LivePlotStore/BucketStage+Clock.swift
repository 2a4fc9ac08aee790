import LivePlotInput

/// The clock's close of a quiet input's bucket, and where `--count`'s events begin.
///
/// Input without times of its own is bucketed by arrival: the wall clock closes a bucket it has passed
/// (no line can come late for it). With the data's times, the clock is the data's, run on from the
/// latest row's time by the wall clock since it came (`clockX`: a log replayed, or written in another
/// zone or on a skewed clock, runs as far behind the wall clock as its rows did), and a bucket closes
/// when that clock has passed its end by `lateGrace`, 5 seconds: a producer that writes its log in
/// blocks flushes within that (nginx's `access_log … flush=5s`), so a quiet producer's chart does not
/// hang on its last bucket, and a steady one's buckets still close at a later line, as before. A line
/// later than that, of a bucket closed, goes back: it is counted in the bucket open (with `--count`,
/// the clock's), at the latest x, as a line whose time goes back is. `--count`'s events begin at the
/// bucket of the first line read, matched or not.
///
/// ```swift
/// var stage = BucketStage(span: .seconds(1), measure: .events, transform: .raw, arrivalEpoch: 100)
/// _ = stage.take(SampleBatch(values: [1, 1]), arrival: 0.2)
/// stage.clockCloseArrival                              // 1.001
/// stage.take(SampleBatch(), arrival: 1.5).rows.values  // [2]: closed by the clock
/// ```
extension BucketStage {
    /// How far past a bucket's end (seconds of the data's time) a line written in it may come, where
    /// the rows have times of their own: a block-buffered log's flush.
    public static let lateGrace = 5.0

    /// The x the clock has reached at `arrival`, less the lateness a line may have: the wall clock's, with
    /// rows bucketed by arrival; with the data's times, the latest row's time run on by the wall clock
    /// since it came, less `lateGrace`. Nil before a row, or with buckets of rows or plain numbers' x.
    func clockX(at arrival: Double) -> Double? {
        guard case .seconds = span else { return nil }
        if bucketsByArrival { return arrivalEpoch + arrival }
        guard let dataClock else { return nil }
        return dataClock.x + (arrival - dataClock.arrival) - Self.lateGrace
    }

    /// Whether the clock at `arrival` has passed the end of the open bucket (`clockX`): a batch of no
    /// lines then closes it (live, when the input is quiet).
    public func closesByClock(at arrival: Double) -> Bool {
        guard case .seconds(let seconds) = span, let open, let x = clockX(at: arrival) else { return false }
        return Self.floor(x / seconds) > open.number
    }

    /// The arrival the clock closes the open bucket at (`closesByClock`): 1 ms past the time its end is
    /// reached, which adding the epoch rounds.
    public var clockCloseArrival: Double? {
        guard case .seconds(let seconds) = span, let open, let now = clockX(at: 0) else { return nil }
        return (open.number + 1) * seconds - now + 0.001
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
        closeByClock(at: arrival, into: &closed)
        if rowsTaken == 0, batch.rowCount > 0, sharesX, case .events = measure, grouping == nil, case .seconds(let seconds) = span,
           let first = firstLineArrival {
            open = (Self.floor((arrivalEpoch + first) / seconds), 0)
        }
        return closed
    }

    /// Closes the open bucket the clock at `arrival` has passed (`closesByClock`), the empty ones after it
    /// too; with `--count` the clock's bucket opens, at 0 events. A row of the data's times that comes
    /// later, of a bucket closed, goes back: its x is taken as the clock's bucket's start.
    private mutating func closeByClock(at arrival: Double, into closed: inout ClosedBuckets) {
        guard closesByClock(at: arrival), case .seconds(let seconds) = span, let current = open, let x = clockX(at: arrival) else { return }
        let number = Self.floor(x / seconds)
        close(into: &closed)
        fillEmpty(after: current.number, before: number, into: &closed)
        if case .events = measure { open = (number, 0) }
        if !bucketsByArrival { latestX = Swift.max(latestX, number * seconds) }
    }
}
