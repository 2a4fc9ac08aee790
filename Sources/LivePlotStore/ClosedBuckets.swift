import LivePlotInput

/// The rows of buckets closed by one batch, before they are `BucketRows`: buckets that held rows, each
/// a row of its own, and runs of empty buckets of events, each run kept as its first bucket and count.
///
/// Empty buckets are bounded: at most `mostEmpty` of them, the newest, are kept, however far apart the
/// rows were (`--count --every 1ms` over a gap of a century). More would scroll out of a history of
/// that many rows anyway, behind them; the buckets that held rows are all kept, so the figures count
/// every one. Memory and time are O(rows of the batch + `mostEmpty`), whatever the gaps.
///
/// ```swift
/// var closed = ClosedBuckets(mostEmpty: 3)
/// closed.append(x: 0, values: [2])
/// closed.appendEmpty(firstNumber: 1, count: 1_000, span: 1)   // keeps buckets 998, 999, 1000
/// closed.rowCount   // 4
/// ```
struct ClosedBuckets {
    /// A bucket that held rows, or a run of empty buckets of events (0 each), at `number × span`.
    private enum Entry {
        case row(x: Double, values: [Double], sampleCounts: [Int]?)
        case empty(firstNumber: Double, count: Int, span: Double)
    }

    private var entries: [Entry] = []
    /// The empty buckets kept at most, the newest.
    let mostEmpty: Int
    /// The empty buckets kept now.
    private(set) var emptyCount = 0
    var skippedLineCount = 0
    var droppedValueCount = 0

    init(mostEmpty: Int = .max) {
        self.mostEmpty = mostEmpty
    }

    /// The rows kept: buckets that held rows, and empty ones.
    var rowCount: Int {
        entries.reduce(0) { total, entry in
            if case .empty(_, let count, _) = entry { return total + count }
            return total + 1
        }
    }

    mutating func append(x: Double, values: [Double], sampleCounts counts: [Int]? = nil) {
        entries.append(.row(x: x, values: values, sampleCounts: counts))
    }

    /// `count` empty buckets of events from bucket `firstNumber` on, `span` seconds each: the newest
    /// `mostEmpty` of all the empty ones are kept.
    mutating func appendEmpty(firstNumber: Double, count: Int, span: Double) {
        let kept = Swift.min(count, mostEmpty)
        guard kept > 0 else { return }
        entries.append(.empty(firstNumber: firstNumber + Double(count - kept), count: kept, span: span))
        emptyCount += kept
        // Too many: the oldest runs lose their oldest buckets.
        var index = 0
        while emptyCount > mostEmpty, index < entries.count {
            if case .empty(let first, let runCount, let runSpan) = entries[index] {
                let dropped = Swift.min(runCount, emptyCount - mostEmpty)
                entries[index] = .empty(firstNumber: first + Double(dropped), count: runCount - dropped, span: runSpan)
                emptyCount -= dropped
            }
            index += 1
        }
        if index > 0 {
            entries.removeAll { entry in
                if case .empty(_, 0, _) = entry { return true }
                return false
            }
        }
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
            case .empty(let first, let count, let span):
                width = Swift.max(width, 1)
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
            case .empty(_, let count, _):
                for _ in 0..<count {
                    flat.append(0)
                    flat += repeatElement(Double.nan, count: width - 1)
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
        guard !sampleCounts.isEmpty else { return BucketRows(rows: batch) }
        let inputs = sampleCounts.map(\.count).max() ?? 0
        let counts = sampleCounts.flatMap { $0 + Array(repeating: 0, count: inputs - $0.count) }
        return BucketRows(rows: batch, sampleCounts: counts, inputCount: inputs)
    }
}
