/// The row a scrape's next sample goes into. Metric text gives one sample per line, a scrape of many
/// series at once, and so do lines of one `key: value` pair (/proc/net/dev's interface a line): a
/// scrape's lines share one row, as the fields of one line do, so each scrape is one step along x for
/// every series. A new row begins when a series comes again (the next scrape), when the timestamp
/// changes, when the row is no longer the batch's last, or after `close` (a run of a command run
/// again and again ended: `SampleDecoder.endStep`; its source went quiet: `endScrape`). A read that
/// ends inside a scrape does not end it: the decoder holds its row for the next read (`HeldRow`).
///
/// ```swift
/// var scrape = ScrapeRow()
/// var row = scrape.row(for: 0, timestamp: nil, in: batch)   // not begun: `put` begins it
/// batch.put(0.29, column: 0, row: &row, names: names)
/// scrape.took(row)
/// scrape.row(for: 1, timestamp: nil, in: batch)             // the same row, for another series
/// ```
struct ScrapeRow {
    /// One past the index of the row the last sample went into, 0 before the first.
    private var end = 0
    /// The series the row has a sample of, a bit each.
    private var columns: UInt64 = 0
    /// The timestamp the row's samples carry.
    private var timestamp: Double?

    init() {}

    /// The row for a sample of `column` stamped `timestamp`: the current one when it may take it, else a
    /// row not yet begun, which the sample's `put` begins.
    mutating func row(for column: Int, timestamp: Double?, in batch: SampleBatch) -> PendingRow {
        precondition(column >= 0 && column < 64, "a series' column")
        var row = PendingRow()
        let bit: UInt64 = 1 << UInt64(column)
        if end > 0, batch.rowCount == end, columns & bit == 0, timestamp == self.timestamp {
            row.begin(at: end - 1)
        } else {
            columns = 0
            self.timestamp = timestamp
        }
        columns |= bit
        return row
    }

    /// Notes the row the sample went into, begun now or before.
    mutating func took(_ row: PendingRow) {
        end = row.index + 1
    }

    /// Ends the row: the next sample begins another, whatever its series.
    mutating func close() {
        end = 0
    }

    /// Whether the row is open and the batch's last: a chunk that ends here leaves its step unfinished
    /// (`SampleDecoder` holds the row until the step ends).
    func isOpen(in batch: SampleBatch) -> Bool {
        end > 0 && batch.rowCount == end
    }

    /// The row held over was put back as row `index` of the next chunk's batch: it stays open there.
    mutating func moved(toRow index: Int) {
        end = index + 1
    }
}
