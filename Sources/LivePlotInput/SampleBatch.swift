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
    public private(set) var seriesCount: Int
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
        if !xs.isEmpty || !later.xs.isEmpty {
            xs += repeatElement(.nan, count: rowCount - xs.count)
            xs += later.xs + repeatElement(.nan, count: later.rowCount - later.xs.count)
        }
        values += later.values
        arrivals += later.arrivals
        xsArePlain = xsArePlain || later.xsArePlain
        xsAreTimesOfDay = xsAreTimesOfDay || later.xsAreTimesOfDay
        inputUnit = later.inputUnit ?? inputUnit
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

    // MARK: Building, for decoders

    /// Gives the rows begun since the last stamp the x `x`; rows before them with none get `nan`.
    mutating func stampX(_ x: Double, fromRow firstRow: Int) {
        guard rowCount > firstRow || xs.count < rowCount else { return }
        if xs.count < firstRow { xs += repeatElement(.nan, count: firstRow - xs.count) }
        // Most lines give one row: appended alone, not through a repeated collection.
        if xs.count + 1 == rowCount {
            xs.append(x)
        } else {
            xs += repeatElement(x, count: rowCount - xs.count)
        }
    }

    /// Gives rows without an x `nan`, so that a stream with x has one per row.
    mutating func padXs() {
        if !xs.isEmpty, xs.count < rowCount { xs += repeatElement(.nan, count: rowCount - xs.count) }
    }

    /// Widens every row to `count` series, the new columns gaps. Rare: only when the input names a series
    /// for the first time.
    mutating func widen(to count: Int) {
        guard count > seriesCount else { return }
        values = Self.widened(values, from: seriesCount, to: count)
        // The rows of the chunk being read have no arrivals yet: only those stamped are widened.
        arrivals = Self.widened(arrivals, from: seriesCount, to: count)
        seriesCount = count
    }

    private static func widened(_ flat: [Double], from old: Int, to count: Int) -> [Double] {
        guard old > 0 else { return flat }
        var widened: [Double] = []
        widened.reserveCapacity(Swift.max(flat.capacity, flat.count / old * count))
        for row in 0..<(flat.count / old) {
            widened.append(contentsOf: flat[(row * old)..<(row * old + old)])
            widened.append(contentsOf: repeatElement(.nan, count: count - old))
        }
        return widened
    }

    /// Makes room for about `rows` more rows, so a chunk's appends do not reallocate (nor copy what they
    /// have appended so far).
    ///
    /// - Parameter withXs: room for as many xs too (a stream with x from the data).
    mutating func reserveRows(_ rows: Int, withXs: Bool = false) {
        values.reserveCapacity(values.count + rows * Swift.max(1, seriesCount))
        if withXs { xs.reserveCapacity(rowCount + rows) }
    }

    /// Appends a row of one value to a batch of one series: the hot path, with nothing to widen.
    @inline(__always)
    mutating func appendSingle(_ value: Double) {
        precondition(seriesCount == 1, "a batch of one series")
        values.append(value)
    }

    /// Appends, to a batch of one series, the plain numbers alone on their lines from `start` on, until a
    /// line that is not one (or the chunk's end); returns where it stopped. The hot loop of ingest: one
    /// pass over the bytes, no call per line.
    mutating func appendPlainLines(_ bytes: UnsafeRawBufferPointer, from start: Int, powers: FastPowers) -> Int {
        precondition(seriesCount == 1, "a batch of one series")
        // Values gather in a run on the stack and join the array a run at a time: an append per value
        // would check the array's uniqueness and capacity per line, in a call the parse cannot overlap.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.plainRunLength) { run in
            let count = bytes.count
            var index = start
            var filled = 0
            while let (value, end) = SampleParser.plainNumber(in: bytes, from: index, powers: powers), end < count {
                var next = end
                if bytes[next] == 0x0D, next + 1 < count { next += 1 }
                guard bytes[next] == 0x0A else { break }
                run.initializeElement(at: filled, to: value)
                filled += 1
                index = next + 1
                if filled == run.count {
                    values.append(contentsOf: run)
                    filled = 0
                }
            }
            values.append(contentsOf: UnsafeBufferPointer(rebasing: run[..<filled]))
            return index
        }
    }

    /// Values a run of plain lines gathers before they join the batch: 4 KiB of stack.
    private static let plainRunLength = 512

    /// Appends the lines of `shape` from `start` on, a row each, until a line that is not of it (or the
    /// chunk's end); returns where it stopped. The twin of `appendPlainLines` for lines of several fields:
    /// one pass over the bytes, no call per line or field.
    ///
    /// - Parameter maximumLineLength: a longer line stops the run (the full reading drops it).
    mutating func appendRows(shaped shape: RowShape, _ bytes: UnsafeRawBufferPointer, from start: Int,
                             maximumLineLength: Int, powers: FastPowers) -> Int {
        precondition(shape.widestColumn < seriesCount, "a column for every field the shape reads")
        guard shape.passesOver else {
            return appendRows(from: start) { index, row in
                shape.read(bytes, from: index, into: row, maximumLineLength: maximumLineLength, powers: powers)
            }
        }
        // Where each field lies, noted first: room for it once.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: shape.scratchCount) { fields in
            appendRows(from: start) { index, row in
                shape.readPassingOver(bytes, from: index, into: row, fields: fields.baseAddress!, maximumLineLength: maximumLineLength,
                                      powers: powers)
            }
        }
    }

    /// Appends a row for each line `read` reads from `start` on (into the row it is handed, whose columns
    /// hold gaps; returning where the next line begins), until one it does not; returns where it stopped.
    @inline(__always)
    private mutating func appendRows(from start: Int, reading read: (Int, UnsafeMutablePointer<Double>) -> Int?) -> Int {
        let width = seriesCount
        // Rows gather in a run on the stack, as in `appendPlainLines`; a line not of the shape leaves its
        // half-written row behind, never counted.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.plainRunLength) { run in
            let base = run.baseAddress!
            let rowsPerRun = run.count / width
            var index = start
            var filled = 0
            while true {
                let row = base + filled * width
                row.update(repeating: .nan, count: width)
                guard let next = read(index, row) else { break }
                index = next
                filled += 1
                if filled == rowsPerRun {
                    values.append(contentsOf: UnsafeBufferPointer(start: base, count: filled * width))
                    filled = 0
                }
            }
            values.append(contentsOf: UnsafeBufferPointer(start: base, count: filled * width))
            return index
        }
    }

    /// Puts `value` in `column` of the row being read: the row begins with its first value, and the
    /// batch widens first when the column is new to it.
    @inline(__always)
    mutating func put(_ value: Double, column: Int, row: inout PendingRow, names: @autoclosure () -> [String]) {
        if column >= seriesCount {
            let names = names()
            widen(to: names.count)
            seriesNames = names
        }
        if !row.isBegun {
            row.begin(at: rowCount)
            // A row of gaps, then its values; one series (most input) appends just the one.
            if seriesCount == 1 {
                values.append(.nan)
            } else {
                values.append(contentsOf: repeatElement(.nan, count: seriesCount))
            }
        }
        values[row.index * seriesCount + column] = value
    }

    /// Marks `column` of row `row` (begun by `put`) as a gap: the line had the field, empty. A series the
    /// batch has not reached yet (one `-f` selected on this line, with no number in it: `"cpu":true`)
    /// widens it first, as `put` does.
    @inline(__always)
    mutating func putGap(column: Int, row: Int, names: @autoclosure () -> [String]) {
        if column >= seriesCount {
            let names = names()
            widen(to: names.count)
            seriesNames = names
        }
        precondition(row >= 0 && row < rowCount && column < seriesCount, "a gap in a row begun")
        values[row * seriesCount + column] = GapMarker.value
    }

    /// Takes the last row out (`HeldRow`): its values and x. Its arrivals, if stamped, go: the row is
    /// stamped again when it is put back.
    mutating func removeLastRow() -> HeldRow {
        precondition(rowCount > 0, "a row to take")
        let start = values.count - seriesCount
        let group = groups.count == rowCount ? groups.removeLast() : nil
        let row = HeldRow(values: Array(values[start...]), x: xs.count == rowCount ? xs.removeLast() : nil, group: group)
        values.removeLast(seriesCount)
        if arrivals.count > start { arrivals.removeLast(arrivals.count - start) }
        return row
    }

    /// Row `row`'s values.
    func row(_ row: Int) -> ArraySlice<Double> {
        values[(row * seriesCount)..<(row * seriesCount + seriesCount)]
    }

    /// Appends a row taken by `removeLastRow`, the batch first widened to `names` when narrower.
    mutating func appendRow(_ row: HeldRow, names: @autoclosure () -> [String]) {
        if row.values.count > seriesCount {
            let names = names()
            widen(to: names.count)
            seriesNames = names
        }
        if let x = row.x {
            xs += repeatElement(.nan, count: rowCount - xs.count)
            xs.append(x)
        }
        values += row.values
        values += repeatElement(.nan, count: seriesCount - row.values.count)
        if let group = row.group {
            groups += repeatElement(-1, count: rowCount - 1 - groups.count)
            groups.append(group)
        }
    }
}
