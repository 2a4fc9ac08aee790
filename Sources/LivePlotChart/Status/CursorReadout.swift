import LivePlotStore

/// What the status line says at the cursor: which rows the cursor's dot column holds, when they arrived
/// (`--time`), and each series' value there. A column of one row reads that row; a column of many reads
/// the value interpolated at its middle, between the two rows nearest it, with the column's
/// min–max. A chart of buckets reads their stat by name and how many values went into them:
/// `10:00:05 p99=182 ms n=1204`.
///
/// ```swift
/// let readout = CursorReadout(store: store, endRow: 5000, rowsPerColumn: 32, dotColumns: 160, cursor: 80)
/// readout.lead                      // "#2433–2464"
/// readout.fields(series: 0, unit: "ms")  // ["value≈12.5 ms", "min=10 ms", "max=15 ms"]
/// ```
public struct CursorReadout: Hashable, Sendable {
    /// The value of one series in the cursor's column.
    public struct Value: Hashable, Sendable {
        /// The row's value, or the value interpolated at the column's middle; nil for gaps only.
        public var value: Double?
        /// The column's min–max when it holds several rows.
        public var low: Double?
        public var high: Double?
        /// What the value is: `value`, or a bucket's stat (`p99`, `count`).
        public var label = "value"
        /// With buckets of stats, how many values went into the column's buckets.
        public var sampleCount: Int?
    }

    /// The row numbers the column holds, nil when it holds none.
    public let rows: ClosedRange<Int>?
    /// The arrival time of the column's first row, as the time axis labels it; or its time from the data.
    public let time: String?
    /// The lead is the time alone (x from the data), not the rows' numbers.
    public let leadsWithTime: Bool
    public let values: [Value]

    /// The reading of the column that holds rows `endRow − …` in blocks of `rowsPerColumn` (rows numbered).
    public init(store: SeriesStore, endRow: Int, rowsPerColumn: Int, dotColumns: Int, cursor: Int, timeAxis: TimeAxis? = nil) {
        let firstKept = store.rowCount - store.keptRowCount
        let range = RowBlocks(endRow: endRow, rowsPerColumn: rowsPerColumn, dotColumns: dotColumns)
            .rows(ofColumn: cursor, keptFrom: firstKept)
        var time: String?
        if let timeAxis, let arrivals = store.arrivals, !range.isEmpty, range.lowerBound - firstKept < arrivals.count {
            time = timeAxis.label(atSecondsSinceStart: arrivals[range.lowerBound - firstKept])
        }
        self.init(store: store, rows: range, time: time, leadsWithTime: false)
    }

    /// The reading of the column that holds kept rows `range` (0-based row numbers), whose time reads
    /// `time`: with x from the data, its time says which rows a column holds, and leads the reading.
    public init(store: SeriesStore, rows range: Range<Int>, time: String?, leadsWithTime: Bool = true) {
        let firstKept = store.rowCount - store.keptRowCount
        self.leadsWithTime = leadsWithTime
        guard !range.isEmpty else {
            rows = nil
            self.time = nil
            values = store.series.map { _ in Value() }
            return
        }
        let (lower, upper) = (range.lowerBound, range.upperBound)
        rows = (lower + 1)...upper
        self.time = time
        values = store.series.indices.map { index in
            var value = Self.value(of: store.series[index], rows: range, firstKept: firstKept)
            if let stat = store.bucketStat(ofSeries: index) {
                value.label = stat.name
                value.sampleCount = store.sampleCount(input: stat.input, rows: (lower - firstKept)..<(upper - firstKept))
            }
            return value
        }
    }

    /// One series' value in rows `range` (0-based row numbers): the row's, or interpolated at the
    /// middle of many, with their min–max.
    private static func value(of series: Series, rows range: Range<Int>, firstKept: Int) -> Value {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        let history = series.history
        func at(_ row: Int) -> Double? {
            let value = history[row - firstKept]
            return value.isNaN ? nil : value
        }
        guard upper - lower > 1 else { return Value(value: at(lower)) }
        let extremes = series.extremes(of: lower..<upper)
        // The middle of the column lies between two rows (or on one): interpolate between them.
        let middle = Double(lower + upper - 1) / 2
        let before = Int(middle.rounded(.down))
        let after = Int(middle.rounded(.up))
        let fraction = middle - Double(before)
        var value: Double?
        switch (at(before), at(after)) {
        case let (a?, b?): value = a * (1 - fraction) + b * fraction
        case let (a?, nil): value = a
        case let (nil, b?): value = b
        case (nil, nil): value = extremes.map { $0.low / 2 + $0.high / 2 }
        }
        return Value(value: value, low: extremes?.low, high: extremes?.high)
    }

    /// The rows and their time: `#1234 14:05:30`, or `#1201–1264` for a column of many; with x from the
    /// data, the time alone (`10:00:05.250`).
    ///
    /// With buckets of stats of one input series, several stats, how many values went into them after
    /// (`10:00:05 n=1204`): the same for every stat, said once.
    public var lead: String {
        let rowsAndTime: String
        if leadsWithTime {
            rowsAndTime = time ?? "–"
        } else if let rows {
            let numbers = rows.count == 1 ? "#\(rows.lowerBound)" : "#\(rows.lowerBound)–\(rows.upperBound)"
            rowsAndTime = time.map { numbers + " " + $0 } ?? numbers
        } else {
            rowsAndTime = "#–"
        }
        guard values.count > 1, let shared = sharedSampleCount else { return rowsAndTime }
        return rowsAndTime + " n=\(shared)"
    }

    /// The sample count every series' reading has, when they have one and it is the same.
    private var sharedSampleCount: Int? {
        guard let first = values.first?.sampleCount, values.allSatisfy({ $0.sampleCount == first }) else { return nil }
        return first
    }

    /// A series' sample count in its legend entry, when the lead does not say it for all.
    private func entrySampleCount(_ index: Int) -> String {
        guard let count = values[index].sampleCount, sharedSampleCount == nil else { return "" }
        return " n=\(count)"
    }

    /// One series' reading, for the one-series status line: `value=12.5`, or `value≈12.5 min=10 max=15`;
    /// a bucket's by its stat, with its count of values: `p99=182 ms n=1204`.
    public func fields(series index: Int, unit: String) -> [String] {
        let reading = values[index]
        let count = reading.sampleCount.map { ["n=\($0)"] } ?? []
        guard let value = reading.value else { return ["\(reading.label)=–"] + count }
        let figure = ValueFormatter.figure(value, unit: unit)
        guard let low = reading.low, let high = reading.high else { return ["\(reading.label)=\(figure)"] + count }
        return ["\(reading.label)≈\(figure)", "min=\(ValueFormatter.figure(low, unit: unit))",
                "max=\(ValueFormatter.figure(high, unit: unit))"] + count
    }

    /// One series' reading in a legend entry: `=12.5`, or `≈12.5 (10…15)`.
    /// With buckets of several input series, each its count of values: `=182 ms n=1204`.
    public func entry(series index: Int, unit: String) -> String {
        let reading = values[index]
        let count = entrySampleCount(index)
        guard let value = reading.value else { return "=–" + count }
        let figure = ValueFormatter.figure(value, unit: unit)
        guard let low = reading.low, let high = reading.high else { return "=\(figure)" + count }
        return "≈\(figure) (\(ValueFormatter.figure(low, unit: unit))…\(ValueFormatter.figure(high, unit: unit)))" + count
    }
}
