import LivePlotBasics

/// The samples decoded from one chunk of input, handed down the pipeline as one unit: one row per line
/// that held a sample, one column per series, `nan` where a line said nothing of a series and `GapMarker.value`
/// where it had the series' field but no number in it.
///
/// Handing over one batch per read, rather than one element per value, is what keeps the async
/// hand-over off the hot path. Rows are stored flat, `seriesCount` values each, so a batch of one series
/// costs 8 bytes a line.
///
/// ```swift
/// var batch = SampleBatch(values: [1, 2, 3])              // one series, three rows
/// let pairs = SampleBatch(rows: [[12, 40], [13, .nan]], seriesNames: ["cpu", "mem"])
/// pairs.value(row: 1, series: 1).isNaN                    // true: a gap in mem only
/// ```
public struct SampleBatch: Sendable, Equatable {
    /// The rows, one after the other: `seriesCount` values each, `nan` where a line said nothing of a
    /// series, `GapMarker.value` where its field was empty.
    public internal(set) var values: [Double]
    /// The series each row has a column for: every series the input has named by the end of the batch.
    public internal(set) var seriesCount: Int
    /// The series' names, by column (already cleaned of control characters).
    public var seriesNames: [String]
    /// Lines that held no sample (no number, not finite, over-long, or not matching `--match`).
    public var skippedLineCount: Int
    /// Values of series beyond the most that are kept (`SeriesCatalog.maximumCount`), not plotted.
    public var droppedValueCount = 0
    /// The lines that gave no sample, by why (headers, the skipped ones, those a format ignores).
    public var unusedLines = LineAccount()
    /// What the input's reading found wrong with the options, said once when found (`InputNotice`).
    public var notices: [InputNotice] = []
    /// Each value's time for a rate by arrival, in seconds on the reader's clock, laid out as `values`
    /// are: when it arrived, or `nan` when it has no time of its own (read together with other lines:
    /// `ArrivalTiming`); empty unless stamping was asked for (`--rate`).
    public var arrivals: [Double]
    /// Each row's x from the data (a timestamp as seconds since the epoch), `nan` for a row whose line had
    /// none; empty when the stream has no x.
    public internal(set) var xs: [Double] = []
    /// Whether the xs are plain numbers (`-x 1` on `0.5 12`), not seconds since the epoch.
    public internal(set) var xsArePlain = false
    /// Whether the xs are times of day written without a date (`10:00:01`): labelled without one.
    public internal(set) var xsAreTimesOfDay = false
    /// The unit the values are in, as the input's producer writes them (`ms` for ping's times,
    /// `RecognisedProducer.unit`); nil when unknown. The chart shows it when `-u` gives none.
    public var inputUnit: String?
    /// How many of the first series `-f` fixed, in its order (its names and positions; its patterns'
    /// series come after): every source of a chart has the same, and the legend lists theirs in it.
    public var chosenSeriesCount = 0
    /// Each series' place in the legend, when the legend's order is not the columns': several sources'
    /// series under `-f`, in `-f`'s order whatever the source that showed first (`SourceMerge`); empty for
    /// the columns' order.
    public var legendRanks: [Int] = []
    /// Which of the chart's sources (`InputSource`, in the order given) the rows came from: 0 with one.
    public var source = 0
    /// How the source ended, after these rows (`vmstat exited 1`); nil while it goes on.
    public var sourceEnd: SourceEnd?
    /// How a run of a command run again and again (`--interval`) ended after these rows, when it failed
    /// (`curl exited 7`): said, while the source goes on.
    public var runFailure: SourceEnd?
    /// `--by`: each row's value of the field it splits by, as an index into the source's values in the
    /// order first seen (`firstNewGroup` is the index of `newGroupNames[0]`), `-1` where the line had no
    /// such field (or had it empty); empty without `--by`. The indices are the decoder's, stable for a
    /// source's whole run. `GroupField.mostValues` (10,000) is not a value's index but every value past
    /// the first 10,000 told apart, never named: `other`'s.
    public var groups: [Int32] = []
    /// The values of the `--by` field first seen in these rows, in index order (already cleaned of
    /// control characters): a batch names only the values it brings, not all of them again.
    public var newGroupNames: [String] = []
    /// The index of `newGroupNames[0]` among the source's values.
    public var firstNewGroup = 0

    /// An empty batch, or one series with a row per value.
    ///
    /// - Parameter xs: each row's x, or none.
    public init(values: [Double] = [], skippedLineCount: Int = 0, arrivals: [Double] = [], xs: [Double] = []) {
        self.init(flat: values, seriesCount: values.isEmpty ? 0 : 1, seriesNames: values.isEmpty ? [] : ["1"],
                  skippedLineCount: skippedLineCount, arrivals: arrivals, xs: xs)
    }

    /// Rows of several series; every row has a value (or `nan`) for each name.
    ///
    /// - Parameters:
    ///   - arrivals: when each row arrived (every value of a row at once), or none.
    ///   - xs: each row's x, or none.
    public init(rows: [[Double]], seriesNames: [String], skippedLineCount: Int = 0, arrivals: [Double] = [], xs: [Double] = []) {
        precondition(rows.allSatisfy { $0.count == seriesNames.count }, "a value or a gap for every series")
        precondition(arrivals.isEmpty || arrivals.count == rows.count, "one arrival per row")
        self.init(flat: rows.flatMap { $0 }, seriesCount: seriesNames.count, seriesNames: seriesNames,
                  skippedLineCount: skippedLineCount,
                  arrivals: arrivals.flatMap { repeatElement($0, count: seriesNames.count) }, xs: xs)
    }

    init(flat: [Double], seriesCount: Int, seriesNames: [String], skippedLineCount: Int, arrivals: [Double],
                 xs: [Double]) {
        values = flat
        self.seriesCount = seriesCount
        self.seriesNames = seriesNames
        self.skippedLineCount = skippedLineCount
        self.arrivals = arrivals
        self.xs = xs
        precondition(arrivals.isEmpty || arrivals.count == values.count, "one arrival per value")
        precondition(xs.isEmpty || seriesCount > 0 && xs.count == values.count / seriesCount, "one x per row")
    }

    /// Appends `later`'s rows after this batch's, as if both had been decoded as one: a reader that is
    /// ahead of its consumer hands over one batch, not many.
    public mutating func append(_ later: SampleBatch) {
        var later = later
        let width = Swift.max(seriesCount, later.seriesCount)
        let stamped = !arrivals.isEmpty || !later.arrivals.isEmpty
        precondition(!stamped || (arrivals.count == values.count || values.isEmpty) && (later.arrivals.count == later.values.count),
                     "both stamped, or neither")
        widen(to: width)
        later.widen(to: width)
        // What the xs are is said by the batches that have them: one without (a source's end, merged
        // alone) says nothing, and its flags would make the others' times plain numbers.
        switch (xs.isEmpty, later.xs.isEmpty) {
        case (true, false):
            (xsArePlain, xsAreTimesOfDay) = (later.xsArePlain, later.xsAreTimesOfDay)
        case (false, true):
            break
        default:
            xsArePlain = xsArePlain || later.xsArePlain
            xsAreTimesOfDay = xsAreTimesOfDay || later.xsAreTimesOfDay
        }
        if !xs.isEmpty || !later.xs.isEmpty {
            xs += repeatElement(.nan, count: rowCount - xs.count)
            xs += later.xs + repeatElement(.nan, count: later.rowCount - later.xs.count)
        }
        values += later.values
        arrivals += later.arrivals
        inputUnit = later.inputUnit ?? inputUnit
        chosenSeriesCount = Swift.max(chosenSeriesCount, later.chosenSeriesCount)
        precondition(source == later.source || values.isEmpty && later.values.isEmpty, "one source's rows")
        sourceEnd = later.sourceEnd ?? sourceEnd
        runFailure = later.runFailure ?? runFailure
        if later.seriesNames.count >= seriesNames.count { seriesNames = later.seriesNames }
        skippedLineCount += later.skippedLineCount
        droppedValueCount += later.droppedValueCount
        unusedLines.add(later.unusedLines)
        notices += later.notices
        appendGroups(of: later, rowsBefore: rowCount - later.rowCount)
    }

    public var rowCount: Int { seriesCount == 0 ? 0 : values.count / seriesCount }

    public var isEmpty: Bool {
        values.isEmpty && skippedLineCount == 0 && droppedValueCount == 0 && unusedLines.isEmpty && notices.isEmpty && sourceEnd == nil
            && runFailure == nil && newGroupNames.isEmpty
    }

    /// Empties the batch, as a new one is, but keeps its storage: a reader that hands each batch on
    /// before it reads the next fills one batch over and over, and never allocates or grows it again.
    public mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        arrivals.removeAll(keepingCapacity: true)
        xs.removeAll(keepingCapacity: true)
        xsArePlain = false
        xsAreTimesOfDay = false
        inputUnit = nil
        chosenSeriesCount = 0
        legendRanks = []
        sourceEnd = nil
        runFailure = nil
        seriesCount = 0
        seriesNames = []
        skippedLineCount = 0
        droppedValueCount = 0
        if !unusedLines.isEmpty { unusedLines = LineAccount() }
        notices.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        newGroupNames = []
        firstNewGroup = 0
    }

    public func value(row: Int, series: Int) -> Double {
        precondition(series >= 0 && series < seriesCount, "series \(series) out of 0..<\(seriesCount)")
        return values[row * seriesCount + series]
    }

    /// The rows in `range` as a batch of their own, as wide as the series they hold a value or a gap of:
    /// a replay hands a batch on a few rows at a time, and a series shows when its first value does.
    /// The skipped and dropped counts stay behind, with the whole batch. It is never narrower than
    /// `narrowest` (up to the batch's width): a series once handed on is never taken back, so a later part
    /// of rows without it still carries it.
    ///
    /// ```swift
    /// let pairs = SampleBatch(rows: [[1, .nan], [2, 3]], seriesNames: ["a", "b"])
    /// pairs.rows(0..<1).seriesNames               // ["a"]
    /// pairs.rows(0..<1, atLeast: 2).seriesNames   // ["a", "b"]
    /// ```
    ///
    /// - Complexity: O(rows in `range` × series).
    public func rows(_ range: Range<Int>, atLeast narrowest: Int = 0) -> SampleBatch {
        precondition(range.lowerBound >= 0 && range.upperBound <= rowCount, "rows \(range) of 0..<\(rowCount)")
        var width = Swift.min(narrowest, seriesCount)
        for row in range {
            for column in stride(from: seriesCount - 1, through: width, by: -1) where !values[row * seriesCount + column].isNaN
                || GapMarker.marks(values[row * seriesCount + column]) {
                width = column + 1
                break
            }
        }
        var slice = SampleBatch()
        guard width > 0 else { return slice }
        slice.seriesCount = width
        slice.seriesNames = Array(seriesNames[0..<width])
        slice.inputUnit = inputUnit
        slice.chosenSeriesCount = Swift.min(chosenSeriesCount, width)
        slice.values.reserveCapacity(range.count * width)
        let stamped = !arrivals.isEmpty
        for row in range {
            slice.values += values[(row * seriesCount)..<(row * seriesCount + width)]
            if stamped { slice.arrivals += arrivals[(row * seriesCount)..<(row * seriesCount + width)] }
        }
        if !xs.isEmpty {
            slice.xs = range.map { $0 < xs.count ? xs[$0] : .nan }
            slice.xsArePlain = xsArePlain
            slice.xsAreTimesOfDay = xsAreTimesOfDay
        }
        sliceGroups(range, into: &slice)
        return slice
    }
}
