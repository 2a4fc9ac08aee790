import LivePlotInput
import LivePlotBasics

/// Every series as plotted, lined up by row: one row per input line that gave a sample, `nan` where a
/// line had nothing for a series. Each series has its own ring buffer, transform and figures.
///
/// The store layer's entry (`LivePlotStore`: rows → history). It takes the input layer's batches; the chart
/// layer reads it.
///
/// ```swift
/// var store = SeriesStore(capacity: 100_000, transform: .raw)
/// store.append(SampleBatch(values: [1, 2, 3]))
/// store.series[0].statistics.last  // 3
/// ```
///
/// - Complexity: O(series) per row; memory is 8 bytes per kept row per series.
public struct SeriesStore: Sendable {
    public internal(set) var series: [Series] = []
    /// Rows kept per series.
    public let capacity: Int
    /// Rows ever appended, evicted ones included: the number of the newest row.
    public internal(set) var rowCount = 0
    /// Seconds since the start at which each kept row arrived; kept only for a time axis.
    public internal(set) var arrivals: RingBuffer<Double>?
    /// Each kept row's x from the data (seconds since the epoch for a time), when the input gives rows
    /// one (`SampleBatch.xs`); never decreasing: a row whose x goes backwards, or that has none, is kept
    /// at the latest x. Nil for input without x.
    public internal(set) var xs: RingBuffer<Double>?
    /// Whether the xs are plain numbers (`-x 1` on `0.5 12`), drawn with nice numbers, not times.
    public private(set) var xsArePlain = false
    /// Whether the xs are times of day without a date (`SampleBatch.xsAreTimesOfDay`): labelled without one.
    public private(set) var xsAreTimesOfDay = false
    /// Rows whose x went backwards, kept at the latest x: said in the status as `unordered=K`.
    public internal(set) var unorderedCount = 0
    public private(set) var skippedLineCount = 0
    /// The lines that gave no sample, by why: what a chart with none says of every line it read.
    public private(set) var unusedLines = LineAccount()
    /// What the input's reading found wrong with the options, as it stands (`InputNotices`).
    public private(set) var notices = Notices()
    /// The notices' type, named for the layers above, which do not import the input's (`StatusMemo`).
    public typealias Notices = InputNotices
    /// Values of series beyond the most that are kept, never plotted: said in the status as `dropped=K`.
    public private(set) var droppedValueCount = 0
    private let transform: SeriesTransform.Kind
    let clip: ClipBounds
    /// One row's plotted values, reused.
    private var scratch: [Double] = []
    /// One series' column of a batch, and its numbers without its gaps: as long as the longest batch,
    /// reused, written through pointers (`appendColumns`).
    var column: [Double] = []
    var numbers: [Double] = []
    /// A bulk append's xs as kept, as long as the longest batch, reused (`appendXs`).
    var runXs: [Double] = []

    /// The alert's threshold (`--alert`), watched row by row: `Series.alertOnset`, `alertCrossings`.
    public let alert: AlertThreshold?
    /// How many times a series has gone from not beyond the alert's threshold to beyond it, since the
    /// start (a series beyond it from its first value counts once): what `--bell` rings for.
    public private(set) var alertCrossings = 0

    /// Whether each series keeps a summary for zoomed-out views (`RangeExtrema`); `--once` does not.
    public let summarizesRanges: Bool
    /// Rows gathered into buckets before they are kept (`--every`, `--count`): the store's rows are then
    /// the buckets closed, and the stage applies the transform. Nil: every row is kept as it comes.
    public internal(set) var bucketing: BucketStage?
    /// Each series' place in the legend when it is not theirs (`SampleBatch.legendRanks`: several
    /// sources under `-f`); empty for the series' order.
    public private(set) var legendRanks: [Int] = []
    /// With buckets of stats, how many values of each input series went into each kept row (bucket),
    /// lined up by row: what the cursor reads as `n=`. Empty otherwise.
    public private(set) var sampleCounts: [RingBuffer<Int>] = []
    /// Each series' trailing mean at each of its rows (`--smooth`), lined up with `series` and by row:
    /// drawn over the raw line, never counted in the figures. Empty without smoothing.
    public private(set) var smoothed: [Series] = []
    /// What each smoothed series takes its mean over; nil: no smoothing.
    public let smoothing: XSpan?
    private var smoothers: [TrailingMean] = []

    /// - Parameters:
    ///   - summarizesRanges: keep per-series range summaries, for views that zoom (live mode).
    ///   - bucketing: gather rows into buckets first; it transforms them, so `transform` is not applied again.
    ///   - smoothing: also keep each series' trailing mean over this span (of the rows kept: buckets'
    ///     rows when bucketing).
    ///   - tracksOpenBucket: keep `partialRow`, for a live chart that draws the bucket still filling.
    ///   - countsNonpositive: count each series' values ≤ 0 apart (`Series.nonpositiveCount`), for a
    ///     logarithmic axis.
    ///   - alert: the threshold whose crossings to watch.
    public init(capacity: Int, transform: SeriesTransform.Kind = .raw, bounds: FixedBounds = FixedBounds(),
                recordsArrivals: Bool = false, summarizesRanges: Bool = true, bucketing: BucketStage? = nil,
                smoothing: XSpan? = nil, tracksOpenBucket: Bool = true, countsNonpositive: Bool = false,
                alert: AlertThreshold? = nil) {
        self.alert = alert
        self.tracksOpenBucket = tracksOpenBucket
        self.capacity = capacity
        self.smoothing = smoothing
        self.summarizesRanges = summarizesRanges
        self.transform = bucketing == nil ? transform : .raw
        self.bucketing = bucketing
        arrivals = recordsArrivals ? RingBuffer(capacity: capacity) : nil
        clip = ClipBounds(bounds, countsNonpositive: countsNonpositive)
    }

    /// Appends the batch's rows, which arrived `arrival` seconds after the start (for a time axis).
    ///
    /// Each series' transform sees only its own values, at its own lines' arrival times. A row for which
    /// no series plots anything (a delta's first line, say) is not kept.
    public mutating func append(_ batch: SampleBatch, arrival: Double = 0) {
        // Counted before buckets gather the rows: what the lines were is the input's, not a bucket's.
        if !batch.unusedLines.isEmpty { unusedLines.add(batch.unusedLines) }
        for notice in batch.notices {
            notices.take(notice)
            if notice == .rateWithoutTimes { ratePerLine() }
        }
        guard bucketing != nil else { return appendRows(batch, arrival: arrival) }
        if batch.seriesCount > 1, notices.split == nil, let notice = bucketing!.splitNotice(for: batch) { notices.take(notice) }
        appendBuckets(bucketing!.take(batch, arrival: arrival), arrival: arrival)
        foldRetired()
        if tracksOpenBucket { partialRow = bucketing!.partialRow() }
    }

    /// Takes a notice of the run's own (`InputNotice.historyBounded`), said as the input's are.
    public mutating func take(_ notice: InputNotice) {
        notices.take(notice)
    }

    /// Every series' rate per line from now on (`ratesArePerLine`), those to come too.
    private mutating func ratePerLine() {
        for index in series.indices { series[index].transform.ratePerLine() }
        bucketing?.ratePerLine()
    }

    /// The bucket still open (`--count`, `--every`) as it stands after the last batch: its x and a value
    /// per series, drawn live as it fills, marked as partial; nil without buckets, before the first row,
    /// at the end of the input, or when not tracked. Never in the histories or the figures.
    public private(set) var partialRow: (x: Double, values: [Double])?
    /// Whether `partialRow` is kept up to date, batch by batch (a live chart's): once a batch, not once
    /// a frame, and not at all for a chart drawn at the end.
    public let tracksOpenBucket: Bool

    /// The end of the input: the bucket still open is kept as it stands (`--once`, the final chart).
    public mutating func finishInput() {
        guard bucketing != nil else { return }
        appendBuckets(bucketing!.finish(), arrival: 0)
        foldRetired()
        partialRow = nil
    }

    /// Buckets closed: their rows, and how many values went into each.
    private mutating func appendBuckets(_ closed: BucketRows, arrival: Double) {
        let before = rowCount
        appendRows(closed.rows, arrival: arrival, omittedZeros: closed.omittedEmptyCount)
        guard closed.inputCount > 0 else { return }
        precondition(rowCount - before == closed.rows.rowCount, "a bucket of stats is kept whole: it has a value")
        while sampleCounts.count < closed.inputCount {
            var counts = RingBuffer<Int>(capacity: capacity)
            // Lined up with the rows before it: none of its values in them.
            counts.skip(before - Swift.min(before, capacity))
            for _ in 0..<Swift.min(before, capacity) { counts.append(0) }
            sampleCounts.append(counts)
        }
        for row in 0..<closed.rows.rowCount {
            for input in sampleCounts.indices { sampleCounts[input].append(closed.sampleCount(row: row, input: input)) }
        }
    }

    /// - Parameter omittedZeros: empty buckets of events not kept as rows (`BucketRows.omittedEmptyCount`),
    ///   older than the batch's newest two rows: counted in the first series' figures as a 0 each.
    private mutating func appendRows(_ batch: SampleBatch, arrival: Double, omittedZeros: Int = 0) {
        let before = rowCount
        keepRows(batch, arrival: arrival, omittedZeros: omittedZeros)
        if smoothing != nil, rowCount > before || smoothed.count < series.count { smooth(rowsFrom: before, arrival: arrival) }
        if let alert, rowCount > before { watch(alert, rowsFrom: before) }
    }

    /// Each series' alert at the rows from `first` (0-based) on, read back from the histories after
    /// whichever path kept them: a value beyond the threshold begins a run (counted as a crossing) unless
    /// one is on, a value not beyond it ends the run, a gap leaves it as it is. Rows a batch evicted as
    /// it came are not seen: a run begun in them begins at the first kept.
    ///
    /// - Complexity: O(rows × series).
    private mutating func watch(_ alert: AlertThreshold, rowsFrom first: Int) {
        let firstKept = rowCount - keptRowCount
        for row in Swift.max(first, firstKept)..<rowCount {
            let kept = row - firstKept
            for index in series.indices {
                let value = series[index].history[kept]
                guard !value.isNaN else { continue }
                if !alert.isBeyond(value) {
                    series[index].alertOnset = nil
                } else if series[index].alertOnset == nil {
                    series[index].alertOnset = AlertOnset(row: row + 1, x: xs?[kept] ?? arrivals?[kept])
                    alertCrossings += 1
                }
            }
        }
    }

    /// Each series' trailing mean at the rows from `first` (0-based) on, read back from the histories
    /// after whichever path kept them: a row without a value of a series has no mean of it either.
    private mutating func smooth(rowsFrom first: Int, arrival: Double) {
        guard let smoothing else { return }
        while smoothed.count < series.count {
            // Lined up with the rows before it as its series is: nothing in them.
            let kept = Swift.min(first, capacity)
            smoothed.append(Series(name: series[smoothed.count].name, capacity: capacity, transform: .raw,
                                   summarizesRanges: summarizesRanges, evicted: first - kept, gaps: kept))
            smoothers.append(TrailingMean(span: smoothing, maximumCount: capacity))
        }
        let firstKept = rowCount - keptRowCount
        for row in first..<rowCount {
            let kept = row - firstKept
            // A mean over time goes by the data's time when x is one, else by arrival.
            let time = kept < 0 ? arrival : xs != nil && !xsArePlain ? xs![kept] : arrivals?[kept] ?? arrival
            for index in series.indices {
                let value = kept < 0 ? Double.nan : series[index].history[kept]
                smoothed[index].append(value.isNaN ? .nan : smoothers[index].add(value, at: time))
            }
        }
    }

    /// Keeps the batch's rows in the histories, the figures and the xs.
    private mutating func keepRows(_ batch: SampleBatch, arrival: Double, omittedZeros: Int = 0) {
        skippedLineCount += batch.skippedLineCount
        droppedValueCount += batch.droppedValueCount
        guard batch.rowCount > 0 else { return }
        let width = batch.seriesCount
        precondition(width >= series.count, "series are never taken back")
        while series.count < width {
            series.append(Series(name: "", capacity: capacity, transform: transform, summarizesRanges: summarizesRanges,
                                 evicted: rowCount - keptRowCount, gaps: keptRowCount))
            if ratesArePerLine { series[series.count - 1].transform.ratePerLine() }
        }
        for index in 0..<width where series[index].name != batch.seriesNames[index] {
            series[index].name = batch.seriesNames[index]
        }
        if legendRanks != batch.legendRanks { legendRanks = batch.legendRanks }
        if omittedZeros > 0 { countOmitted(zeros: omittedZeros) }
        if !batch.xs.isEmpty, xs == nil {
            beginXs(at: batch.xs)
            xsArePlain = batch.xsArePlain
            xsAreTimesOfDay = batch.xsAreTimesOfDay
        }
        if width == 1 {
            appendOneSeries(batch, arrival: arrival)
            return
        }
        if transform == .raw, batch.arrivals.isEmpty, arrivals == nil, Self.everyRowHoldsANumber(batch) {
            appendColumns(batch)
            return
        }
        if scratch.count != width { scratch = Array(repeating: .nan, count: width) }
        let values = batch.values
        let stamped = !batch.arrivals.isEmpty
        for row in 0..<batch.rowCount {
            var plotsAny = false, holdsAGap = false
            let x = xs != nil ? nextX(batch, row: row) : .nan
            for index in 0..<width {
                let value = values[row * width + index]
                // A rate divides by the data's time when rows have one, else by arrival.
                let time = xs != nil && !xsArePlain ? x : stamped ? batch.arrivals[row * width + index] : arrival
                // A gap stays a gap, not merely nothing (`GapMarker.value`).
                var plotted = value.isNaN ? value : Double.nan
                holdsAGap = holdsAGap || GapMarker.marks(value)
                if !value.isNaN, let result = series[index].transform.apply(value, at: time) {
                    plotted = result
                    plotsAny = true
                }
                scratch[index] = plotted
            }
            // A row of gaps alone is kept: a table's report that left a row out (`TableRowReader.closeBlock`).
            guard plotsAny || holdsAGap else { continue }
            for index in 0..<width {
                let plotted = scratch[index]
                if plotted.isNaN {
                    series[index].append(plotted)
                } else {
                    series[index].appendPlotted(plotted, clip: clip)
                }
            }
            arrivals?.append(arrival)
            appendX(x)
            rowCount += 1
        }
    }

    /// Counts `count` zeros of the first series that are not kept as rows (empty buckets of events
    /// beyond the history) in its figures and clip counts, before the batch's rows, which end with at
    /// least two kept (`BucketStage.take`): `last` and `previous` are theirs.
    ///
    /// - Complexity: O(1), however many.
    private mutating func countOmitted(zeros count: Int) {
        series[0].statistics.add(0, count: count)
        guard !clip.holds(0) else { return }
        if clip.isNonpositive(0) { series[0].nonpositiveCount += count } else { series[0].clippedCount += count }
    }
}
