import LivePlotInput

/// The rows of buckets closed by one batch, before they are `BucketRows`: buckets that held rows, each
/// a row of its own, and runs of empty buckets of events, each run kept as its first bucket and count.
///
/// Empty buckets are bounded: at most `mostEmpty` of them, the newest, are kept as rows, however far
/// apart the rows were (`--count --every 1ms` over a gap of a century); the others are counted
/// (`omittedEmptyCount`), for the figures. More would scroll out of a history of that many rows anyway,
/// behind them: the newest `mostEmpty` rows are those every empty bucket kept would give, and the
/// buckets that held rows are all kept. Memory and time are O(rows of the batch + `mostEmpty`), whatever
/// the gaps.
///
/// ```swift
/// var closed = ClosedBuckets(mostEmpty: 3)
/// closed.append(x: 0, values: [2])
/// closed.appendEmpty(count: 1_000, before: 1_001, span: 1)   // keeps buckets 998, 999, 1000
/// closed.rowCount            // 4
/// closed.omittedEmptyCount   // 997
/// ```
struct ClosedBuckets {
    /// A bucket that held rows, or a run of empty buckets of events (0 each, or each `row`: `--by`'s
    /// series of values among the K at 0, the others' gaps), at `number × span`.
    private enum Entry {
        case row(x: Double, values: [Double], sampleCounts: [Int]?)
        case empty(firstNumber: Double, count: Int, span: Double, row: [Double]?)
    }

    private var entries: [Entry] = []
    /// The empty buckets kept at most, the newest.
    let mostEmpty: Int
    /// The empty buckets kept now.
    private(set) var emptyCount = 0
    /// The empty buckets closed but not kept, older than those kept: 0 events each, counted in the
    /// figures all the same. Saturates at `Int.max`.
    private(set) var omittedEmptyCount = 0
    /// The oldest entry that may still hold kept empty buckets: those before it lost theirs. Trimming
    /// starts there, so a batch of many rows, each after a gap, trims in O(entries) in all.
    private var oldestKeptEmpty = 0
    var skippedLineCount = 0
    var droppedValueCount = 0

    init(mostEmpty: Int = .max) {
        self.mostEmpty = mostEmpty
    }

    /// The rows kept: buckets that held rows, and empty ones.
    var rowCount: Int {
        entries.reduce(0) { total, entry in
            if case .empty(_, let count, _, _) = entry { return total + count }
            return total + 1
        }
    }

    mutating func append(x: Double, values: [Double], sampleCounts counts: [Int]? = nil) {
        entries.append(.row(x: x, values: values, sampleCounts: counts))
    }

    /// `count` empty buckets of events, the last of them just before bucket `end`, `span` seconds each:
    /// the newest `mostEmpty` of all the empty ones are kept, the others counted.
    ///
    /// - Parameter row: each one's row (`--by`: `GroupedBuckets.emptyRow`); nil: a 0 in the first series.
    /// - Complexity: amortized O(1): entries that lost their buckets are passed once a batch.
    mutating func appendEmpty(count: Int, before end: Double, span: Double, row: [Double]? = nil) {
        let kept = Swift.min(count, mostEmpty)
        omit(count - kept)
        guard kept > 0 else { return }
        entries.append(.empty(firstNumber: end - Double(kept), count: kept, span: span, row: row))
        emptyCount += kept
        // Too many: the oldest runs lose their oldest buckets. A run emptied stays, of 0 buckets.
        while emptyCount > mostEmpty {
            if case .empty(let first, let runCount, let runSpan, let row) = entries[oldestKeptEmpty] {
                let dropped = Swift.min(runCount, emptyCount - mostEmpty)
                entries[oldestKeptEmpty] = .empty(firstNumber: first + Double(dropped), count: runCount - dropped, span: runSpan, row: row)
                emptyCount -= dropped
                omit(dropped)
                if dropped < runCount { break }
            }
            oldestKeptEmpty += 1
        }
    }

    private mutating func omit(_ count: Int) {
        let (sum, overflow) = omittedEmptyCount.addingReportingOverflow(count)
        omittedEmptyCount = overflow ? .max : sum
    }

    /// The rows as a batch of `names.count` series (earlier rows widened with gaps), with xs unless the
    /// buckets are of rows, and their sample counts (earlier rows widened with 0: no value of a series
    /// that came later).
    func rows(names: [String]) -> BucketRows {
        var width = names.count
        var xs: [Double] = []
        xs.reserveCapacity(rowCount)
        var sampleCounts: [[Int]] = []
        for entry in entries {
            switch entry {
            case .row(let x, let values, let counts):
                width = Swift.max(width, values.count)
                xs.append(x)
                if let counts { sampleCounts.append(counts) }
            case .empty(let first, let count, let span, let row):
                width = Swift.max(width, row?.count ?? 1)
                for number in 0..<count { xs.append((first + Double(number)) * span) }
            }
        }
        // Laid out flat, a row after another: no array per row, for as many empty buckets as a history holds.
        var flat: [Double] = []
        flat.reserveCapacity(xs.count * width)
        for entry in entries {
            switch entry {
            case .row(_, let values, _):
                flat += values
                flat += repeatElement(Double.nan, count: width - values.count)
            case .empty(_, let count, _, let row):
                let values = row ?? [0]
                for _ in 0..<count {
                    flat += values
                    flat += repeatElement(Double.nan, count: width - values.count)
                }
            }
        }
        let names = names + (names.count..<width).map { String($0 + 1) }
        let timed = !xs.contains { $0.isNaN }
        var batch: SampleBatch
        if xs.isEmpty {
            batch = SampleBatch()
        } else if width == 1 {
            // Buckets of events, or of one stat of one series: the flat values are the batch's.
            batch = SampleBatch(values: flat, xs: timed ? xs : [])
            batch.seriesNames = names
        } else {
            let rows = stride(from: 0, to: flat.count, by: width).map { Array(flat[$0..<($0 + width)]) }
            batch = SampleBatch(rows: rows, seriesNames: names, xs: timed ? xs : [])
        }
        batch.skippedLineCount = skippedLineCount
        batch.droppedValueCount = droppedValueCount
        guard !sampleCounts.isEmpty else { return BucketRows(rows: batch, omittedEmptyCount: omittedEmptyCount) }
        let inputs = sampleCounts.map(\.count).max() ?? 0
        let counts = sampleCounts.flatMap { $0 + Array(repeating: 0, count: inputs - $0.count) }
        return BucketRows(rows: batch, sampleCounts: counts, inputCount: inputs)
    }
}
