import LivePlotInput

/// Rows gathered into buckets (`--every`, `--stat`, `--count`): each series' values, transformed first
/// (`-c`, `-d`, `-r`), go into the open bucket; a bucket closes when a row's x passes its end (a span of
/// x time, from round times: `10:00:05`, `10:00:06` …) or when it holds its count of rows, and comes out
/// as one row of its stats, at the x where it began.
///
/// With `--count` a bucket is the number of rows (events) in it, and an empty bucket is 0; with stats,
/// each input series gives a series per stat (`latency_ms p50`, `latency_ms p99`), and an empty bucket
/// is a gap (no row: the chart breaks the line over it). A row whose x goes back goes into the open
/// bucket (drawn at the latest x, as unbucketed rows are). Input without x of its own is bucketed by
/// arrival, on the wall clock (`arrivalEpoch`): the clock closes a bucket it has passed (`closesByClock`:
/// no line can come late for it), and `--count`'s events begin at the bucket of the first line read,
/// matched or not (`--match`): from it on, a span without an event is 0. A column of values begins at its
/// first value; with the data's times a bucket closes at a later line, or when the data's clock, run on
/// by the wall clock, has passed its end by `lateGrace` (a buffered producer's lines come seconds late, and
/// a closed bucket cannot take them back: `BucketStage+Clock`). The bucket the input ended in is kept only
/// if a row came in it (`finish`). With `--by` (`groupTop`), each bucket is split by the rows' values of
/// a field (`GroupedBuckets`, which states the rule).
///
/// ```swift
/// var stage = BucketStage(span: .seconds(1), measure: .stats([.mean]), transform: .raw, arrivalEpoch: nil)
/// let closed = stage.take(batch, arrival: 0)   // the buckets the batch's rows closed (`closed.rows`)
/// let last = stage.finish()                    // and the open one, at the end of the input
/// ```
///
/// - Complexity: O(series) per row, and O(stats) per bucket closed (O(n log n) per percentile bucket).
public struct BucketStage: Sendable {
    /// What a bucket shows.
    public enum Measure: Hashable, Sendable {
        /// How many rows it holds: events per bucket.
        case events
        /// These stats of each series' values.
        case stats([BucketStat])
    }

    public let span: XSpan
    public let measure: Measure
    /// The wall-clock time of arrival 0, seconds since the epoch: input without times of its own is
    /// bucketed by the times its lines arrived.
    public let arrivalEpoch: Double
    /// Empty buckets of events filled in at most, in a batch: more would scroll out of a history.
    public let maximumFill: Int
    private let transformKind: SeriesTransform.Kind
    private var transforms: [SeriesTransform] = []
    private var accumulators: [BucketAccumulator] = []
    /// Per input series, whether a bucket closed with a value of it: before its first value, a series'
    /// count is a gap, as its other stats are, not 0 (`values(ofBucketWith:)`).
    private var begun: [Bool] = []
    private var inputNames: [String] = []
    /// Whether the first input's series are named by their stats alone (`outputNames`): it was the only
    /// column, named by its position, at the first row; nil before that row.
    private var statsNameTheFirstInput: Bool?
    /// The open bucket: its number (x ÷ span, or rows ÷ count) and its rows; nil before the first row.
    var open: (number: Double, rows: Int)?
    /// The latest x a row had: one that goes back is counted at it (and, with the data's times, one of a
    /// bucket the clock closed: its start, `closeByClock`).
    var latestX = -Double.infinity
    /// With the data's times, the latest row's x and the arrival of its batch: the data's clock runs on
    /// from it (`clockX`). Nil before a row of them.
    var dataClock: (x: Double, arrival: Double)?
    /// Rows taken so far, for buckets of a count of rows.
    var rowsTaken = 0
    /// The xs of a run of rows in one bucket, reused.
    private var runXs: [Double] = []
    /// Whether rates are the difference per line (`SeriesStore.ratesArePerLine`).
    private var ratesArePerLine = false
    /// Whether the last rows were bucketed by their arrival (no times of their own): the clock closes buckets.
    var bucketsByArrival = false
    /// The arrival of the first line read, matched or not: `--count`'s events begin at its bucket.
    var firstLineArrival: Double?
    /// `--by`: each bucket split by the rows' values of a field (`GroupedBuckets`); nil: not split.
    var grouping: GroupedBuckets?
    /// Each bucket's values for `--heatmap` (`HeatRecord`), nil without it.
    public var heat: HeatRecord?

    /// - Parameters:
    ///   - maximumFill: empty buckets of events filled in at most after a pause (the history's capacity).
    ///   - groupTop: `--by`'s K (`--top`): each bucket split by the rows' values (`SampleBatch.groups`),
    ///     the first input series' stats per value, the K values by lines a series each and the rest
    ///     `other` (`GroupedBuckets`); nil: not split.
    public init(span: XSpan, measure: Measure, transform: SeriesTransform.Kind, arrivalEpoch: Double, maximumFill: Int = 100_000,
                groupTop: Int? = nil) {
        if case .seconds(let seconds) = span { precondition(seconds > 0, "a span of time") }
        if case .rows(let rows) = span { precondition(rows > 0, "a count of rows") }
        self.span = span
        self.measure = measure
        self.arrivalEpoch = arrivalEpoch
        self.maximumFill = maximumFill
        transformKind = transform
        if let groupTop {
            if case .stats(let stats) = measure {
                grouping = GroupedBuckets(top: groupTop, stats: stats)
            } else {
                grouping = GroupedBuckets(top: groupTop, stats: nil)
            }
        }
    }

    private var stats: [BucketStat] {
        if case .stats(let stats) = measure { return stats }
        return []
    }

    /// The input series whose stats are kept: as many as make at most `SeriesCatalog.maximumCount`
    /// series of stats (`--stat p50,p99` keeps 32 inputs), at least one. The values of the others are
    /// dropped and counted (`dropped=K`), as values of series beyond the most are: the series a store
    /// keeps, and its memory, are bounded by that cap whatever the stats asked.
    public var keptInputCount: Int {
        guard case .stats(let stats) = measure else { return .max }
        // Split by a field, one input series' stats make the series (`GroupedBuckets`).
        if grouping != nil { return 1 }
        return Swift.max(1, SeriesCatalog.maximumCount / Swift.max(1, stats.count))
    }

    /// The names of the series the buckets make: `count`; or each input series' name, with each stat's
    /// after it when more than the default mean is asked for (`latency_ms p99`). An input of one column
    /// named only by its position (`1`, one number a line) names nothing: its stats are `p50`, `p99`, not
    /// `1 p50`. That is decided at its first row and kept: a column that comes later (`1 2`) is `2 p50`,
    /// and the first's series, drawn already, keep their names.
    public var outputNames: [String] {
        if let grouping { return grouping.names }
        switch measure {
        case .events: return ["count"]
        case .stats(let stats):
            if stats == [.mean] { return inputNames }
            // A name given later (a header's) is a name: the stats follow it again.
            let bare = statsNameTheFirstInput == true && inputNames.first.map(SeriesCatalog.isPositionName) == true
            return inputNames.indices.flatMap { input in
                stats.map { input == 0 && bare ? $0.name : inputNames[input] + " " + $0.name }
            }
        }
    }

    /// Takes `batch`, which arrived `arrival` seconds after the start; returns the buckets its rows closed,
    /// oldest first, each a row at the x its bucket began.
    public mutating func take(_ batch: SampleBatch, arrival: Double) -> BucketRows {
        grow(to: batch)
        if grouping != nil { name(batch) }
        // Rows without x of their own share the batch's arrival, and a bucket: taken as one run.
        let sharesX = batch.xs.isEmpty || batch.xsArePlain
        var closed = begin(batch, arrival: arrival, sharesX: sharesX)
        var row = 0
        while row < batch.rowCount {
            // The run of rows from `row` in one bucket, and their xs (as bucketed) for a transform's time.
            runXs.removeAll(keepingCapacity: true)
            let x = rowX(batch, row: row, arrival: arrival)
            runXs.append(x)
            let number: Double
            var end = row + 1
            switch span {
            case .seconds(let seconds):
                number = Self.floor(x / seconds)
                if sharesX {
                    end = batch.rowCount
                } else {
                    while end < batch.rowCount {
                        let next = rowX(batch, row: end, arrival: arrival)
                        guard Self.floor(next / seconds) == number else { break }
                        runXs.append(next)
                        end += 1
                    }
                }
            case .rows(let rows):
                number = Double(rowsTaken / rows)
                end = Swift.min(batch.rowCount, row + rows - rowsTaken % rows)
                while runXs.count < end - row { runXs.append(rowX(batch, row: row + runXs.count, arrival: arrival)) }
            }
            rowsTaken += end - row
            if let current = open, number > current.number {
                close(into: &closed)
                fillEmpty(after: current.number, before: number, into: &closed)
            }
            if open == nil || number > open!.number { open = (number, 0) }
            open!.rows += end - row
            if grouping != nil {
                group(batch, rows: row..<end)
            } else if case .stats = measure {
                accumulate(batch, rows: row..<end, arrival: arrival)
            }
            row = end
        }
        if !sharesX, batch.rowCount > 0, latestX > dataClock?.x ?? -.infinity { dataClock = (latestX, arrival) }
        closed.skippedLineCount = batch.skippedLineCount
        closed.droppedValueCount = batch.droppedValueCount + droppedValues(of: batch)
        return closed.rows(names: outputNames)
    }

    /// The values of `batch`'s input series beyond `keptInputCount`, which no stat takes.
    private func droppedValues(of batch: SampleBatch) -> Int {
        guard case .stats = measure, batch.seriesCount > keptInputCount else { return 0 }
        var dropped = 0
        for row in 0..<batch.rowCount {
            for series in keptInputCount..<batch.seriesCount where !batch.value(row: row, series: series).isNaN { dropped += 1 }
        }
        return dropped
    }

    /// Each series' values in rows `rows` (one bucket's; their xs in `runXs`, one a row where rows have
    /// times of their own), transformed, into its accumulator: a column at a time, in place.
    private mutating func accumulate(_ batch: SampleBatch, rows: Range<Int>, arrival: Double) {
        let rowWidth = batch.seriesCount
        let width = Swift.min(rowWidth, accumulators.count)
        let timesAreArrivals = batch.xs.isEmpty || batch.xsArePlain
        let stamped = !batch.arrivals.isEmpty
        let runXs = runXs
        var heat = self.heat.take()
        defer { self.heat = heat }
        batch.values.withUnsafeBufferPointer { values in
            accumulators.withUnsafeMutableBufferPointer { accumulators in
                for series in 0..<width {
                    if transforms[series].kind == .raw {
                        for row in rows {
                            let value = values[row * rowWidth + series]
                            if !value.isNaN { accumulators[series].add(value); heat?.add(value, input: series) }
                        }
                        continue
                    }
                    for row in rows {
                        let value = values[row * rowWidth + series]
                        guard !value.isNaN else { continue }
                        // A rate divides by the data's time when rows have one, else by each value's arrival
                        // (`nan`: it has none, `ArrivalTiming`).
                        let arrived = stamped ? batch.arrivals[row * rowWidth + series] : arrival
                        let time = timesAreArrivals ? arrivalEpoch + arrived : runXs[row - rows.lowerBound]
                        if let transformed = transforms[series].apply(value, at: time) {
                            accumulators[series].add(transformed)
                            heat?.add(transformed, input: series)
                        }
                    }
                }
            }
        }
    }

    /// Every input series' rate per line from now on, those to come too (`SeriesStore.ratesArePerLine`).
    mutating func ratePerLine() {
        ratesArePerLine = true
        for series in transforms.indices { transforms[series].ratePerLine() }
    }

    /// The open bucket as it stands, closed: at the end of the input (nothing is left open after). The
    /// input ended partway through it, so it is kept only if a row came in it: its lines are counted, as
    /// every line is. Empty, it is no bucket: a `--count` of 0 there (opened by the clock, or by a line
    /// `--match` did not take) would end the chart in a drop no quiet span had; a full quiet span is 0.
    public mutating func finish() -> BucketRows {
        var closed = ClosedBuckets()
        if let open, open.rows > 0 { close(into: &closed) }
        open = nil
        return closed.rows(names: outputNames)
    }

    /// The open bucket's row as it stands, of the stats whose value in part of a bucket stands for the
    /// whole bucket's (`BucketStat.standsForItsBucketPartway`: the mean and the median), gaps for the others;
    /// nil before the first row, or with none of them. A live chart draws it, marked as partial; a count,
    /// a sum, a least or greatest value or a p99 still filling would be a false dive (or rise) at the right
    /// edge, which the status's `last=` (the last bucket closed) would not say: the chart ends at that one.
    ///
    /// - Complexity: O(series × stats), and a sort of the values a percentile needs where values came since
    ///   the last (in place: those sorted before stay so).
    public mutating func partialRow() -> (x: Double, values: [Double])? {
        guard let open, case .stats(let stats) = measure, stats.contains(where: \.standsForItsBucketPartway) else { return nil }
        var values = grouping != nil ? grouping!.row(closing: nil).values : values(ofBucketWith: open.rows)
        for column in values.indices where !stats[column % stats.count].standsForItsBucketPartway { values[column] = .nan }
        return (bucketStart(open.number), values)
    }

    // MARK: Buckets

    /// The x a row is bucketed at: its own, or its batch's arrival on the wall clock (a rate's stamps are
    /// no arrivals: lines read together have none); the latest when it has none or goes back.
    private mutating func rowX(_ batch: SampleBatch, row: Int, arrival: Double) -> Double {
        var x: Double
        if batch.xs.isEmpty || batch.xsArePlain {
            x = arrivalEpoch + arrival
        } else {
            x = row < batch.xs.count ? batch.xs[row] : .nan
        }
        if x.isNaN || x < latestX { x = latestX.isFinite ? latestX : arrivalEpoch + arrival }
        latestX = x
        return x
    }

    /// ⌊x⌋, without the C library's `floor` (`rounded(.down)` is a call on x86-64's baseline, and a
    /// row's bucket number was a fifth of a percentile's bucketing): through an integer where x has a
    /// fraction to lose, else x itself.
    @inline(__always)
    static func floor(_ x: Double) -> Double {
        // At 2⁵² and above (or NaN or infinite) a double is whole already.
        guard x.magnitude < 4_503_599_627_370_496 else { return x }
        let truncated = Double(Int64(x))
        return truncated > x ? truncated - 1 : truncated
    }

    private func bucketStart(_ number: Double) -> Double {
        switch span {
        case .seconds(let seconds): return number * seconds
        // A bucket of rows has no time of its own: its x is its number, as rows have theirs.
        case .rows: return .nan
        }
    }

    /// Closes the open bucket into `closed` and empties the accumulators. A bucket of stats none of
    /// whose series had a value is a gap: no row.
    mutating func close(into closed: inout ClosedBuckets) {
        guard let current = open else { return }
        if grouping != nil { return closeGroups(current.number, into: &closed) }
        let values = values(ofBucketWith: current.rows)
        if case .stats = measure {
            if !values.allSatisfy(\.isNaN) {
                closed.append(x: bucketStart(current.number), values: values, sampleCounts: accumulators.map(\.count))
                heat?.close()
            }
            heat?.discardOpen()
        } else {
            closed.append(x: bucketStart(current.number), values: values)
        }
        for index in accumulators.indices {
            if accumulators[index].count > 0 { begun[index] = true }
            accumulators[index].removeAll()
        }
        open = nil
    }

    /// Closes the open bucket split by values (`GroupedBuckets`) into `closed`: a bucket of stats none
    /// of whose values' series has a value is a gap, as unsplit.
    private mutating func closeGroups(_ number: Double, into closed: inout ClosedBuckets) {
        let (values, counts) = grouping!.row(closing: number)
        if case .stats = measure {
            if !values.allSatisfy(\.isNaN) {
                closed.append(x: bucketStart(number), values: values, sampleCounts: counts)
                heat?.close()
            }
            heat?.discardOpen()
        } else {
            closed.append(x: bucketStart(number), values: values)
        }
        open = nil
    }

    /// The row a bucket of `rows` rows shows: its count, or each series' stats. A series before its first
    /// value shows gaps, its count too: a series that comes partway through the input begins at the
    /// bucket of its first value, whichever batch brought it, so the rows (and `n=`) are the same
    /// however the input came in batches — 0 from the bucket its batch began at would make them hang on that.
    private mutating func values(ofBucketWith rows: Int) -> [Double] {
        switch measure {
        case .events: return [Double(rows)]
        case .stats(let stats):
            var values: [Double] = []
            values.reserveCapacity(accumulators.count * stats.count)
            for index in accumulators.indices {
                guard begun[index] || accumulators[index].count > 0 else {
                    values += repeatElement(Double.nan, count: stats.count)
                    continue
                }
                for stat in stats { values.append(accumulators[index].value(of: stat)) }
            }
            return values
        }
    }

    /// Buckets of time no row fell in, between two that had rows: 0 events each, every one counted, at
    /// most `maximumFill` of them kept as rows (the newest, over the whole batch: `ClosedBuckets`); a
    /// bucket of stats without values is a gap, which the chart draws without them.
    ///
    /// - Complexity: O(1): the run is kept as its count and the bucket it ends before.
    func fillEmpty(after previous: Double, before next: Double, into closed: inout ClosedBuckets) {
        guard case .events = measure, case .seconds(let seconds) = span else { return }
        // Counted in doubles, which are whole here (bucket numbers), and no loop steps through them (above
        // 2⁵³ a step of 1 would not move one); beyond Int's range (x in plain numbers up to 10³⁰⁸) the
        // count saturates.
        let gap = next - previous - 1
        guard gap >= 1 else { return }
        let count = gap >= Double(Int.max) ? Int.max : Int(gap)
        closed.appendEmpty(count: count, before: next, span: seconds, row: grouping?.emptyRow())
    }

    /// Makes room for the series `batch` names: a transform and an accumulator each.
    private mutating func grow(to batch: SampleBatch) {
        if batch.seriesNames.count >= inputNames.count { inputNames = Array(batch.seriesNames.prefix(keptInputCount)) }
        if statsNameTheFirstInput == nil, batch.rowCount > 0 {
            statsNameTheFirstInput = batch.seriesCount == 1 && batch.seriesNames.first.map(SeriesCatalog.isPositionName) == true
        }
        let keepsValues = stats.contains { $0.needsValues }
        while transforms.count < Swift.min(batch.seriesCount, keptInputCount) {
            transforms.append(SeriesTransform(transformKind))
            if ratesArePerLine { transforms[transforms.count - 1].ratePerLine() }
            accumulators.append(BucketAccumulator(keepsValues: keepsValues))
            begun.append(false)
        }
    }
}
