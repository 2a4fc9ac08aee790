import LivePlotStore

/// What the status line says at the cursor: which rows the cursor's dot column holds, when they arrived
/// (`--time`), and each series' value there. A column of one row reads that row; a column of many reads
/// the value interpolated at its middle, between the two rows nearest it, with the column's
/// min–max.
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
            time = timeAxis.label(atSecondsSinceStart: arrivals[range.lowerBound - firstKept], step: 1)
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
        values = store.series.map { series in
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
    }

    /// The rows and their time: `#1234 14:05:30`, or `#1201–1264` for a column of many; with x from the
    /// data, the time alone (`10:00:05.250`).
    public var lead: String {
        if leadsWithTime { return time ?? "–" }
        guard let rows else { return "#–" }
        let numbers = rows.count == 1 ? "#\(rows.lowerBound)" : "#\(rows.lowerBound)–\(rows.upperBound)"
        return time.map { numbers + " " + $0 } ?? numbers
    }

    /// One series' reading, for the one-series status line: `value=12.5`, or `value≈12.5 min=10 max=15`.
    public func fields(series index: Int, unit: String) -> [String] {
        let reading = values[index]
        guard let value = reading.value else { return ["value=–"] }
        let figure = ValueFormatter.figure(value, unit: unit)
        guard let low = reading.low, let high = reading.high else { return ["value=\(figure)"] }
        return ["value≈\(figure)", "min=\(ValueFormatter.figure(low, unit: unit))", "max=\(ValueFormatter.figure(high, unit: unit))"]
    }

    /// One series' reading in a legend entry: `=12.5`, or `≈12.5 (10…15)`.
    public func entry(series index: Int, unit: String) -> String {
        let reading = values[index]
        guard let value = reading.value else { return "=–" }
        let figure = ValueFormatter.figure(value, unit: unit)
        guard let low = reading.low, let high = reading.high else { return "=\(figure)" }
        return "≈\(figure) (\(ValueFormatter.figure(low, unit: unit))…\(ValueFormatter.figure(high, unit: unit)))"
    }
}
