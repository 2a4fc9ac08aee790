import LivePlotInput

/// Appending a batch's rows in bulk, when nothing per value is kept but the histories, their summaries
/// and the figures: a column at a time for several series, the one series' buffers in place.
extension SeriesStore {
    /// Whether no row of `batch` is gaps only (the decoder never makes one; a row built by hand may be):
    /// then every row is kept, and the columns may go in whole.
    static func everyRowHoldsANumber(_ batch: SampleBatch) -> Bool {
        let width = batch.seriesCount
        return batch.values.withUnsafeBufferPointer { values in
            var start = 0
            while start < values.count {
                var index = start
                while index < start + width, values[index].isNaN { index += 1 }
                if index == start + width { return false }
                start += width
            }
            return true
        }
    }

    /// Plain values of several series, with nothing per value to keep but the histories, their summaries
    /// and the figures: a column at a time, each series' history appended in bulk (gaps and all) and its
    /// figures from its numbers.
    mutating func appendColumns(_ batch: SampleBatch) {
        let width = batch.seriesCount
        let rows = batch.rowCount
        // No append per value (each checks the array's uniqueness and capacity): the buffers are grown
        // once to the longest batch and written in place.
        if column.count < rows {
            column = Array(repeating: .nan, count: rows)
            numbers = Array(repeating: .nan, count: rows)
        }
        batch.values.withUnsafeBufferPointer { values in
            for index in 0..<width {
                var kept = 0
                column.withUnsafeMutableBufferPointer { column in
                    numbers.withUnsafeMutableBufferPointer { numbers in
                        for row in 0..<rows {
                            let value = values[row * width + index]
                            column[row] = value
                            // Written always, kept when a number: no branch on the data.
                            numbers[kept] = value
                            kept += value.isNaN ? 0 : 1
                        }
                    }
                }
                column.withUnsafeBufferPointer { series[index].append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<rows])) }
                numbers.withUnsafeBufferPointer {
                    let numbers = UnsafeBufferPointer(rebasing: $0[..<kept])
                    series[index].statistics.add(contentsOf: numbers)
                    series[index].countBeyond(numbers, clip: clip)
                }
            }
        }
        appendXs(batch, rows: rows)
        rowCount += rows
    }

    /// The same for the common single series, with the series moved out of the array so that its
    /// buffers are appended to in place without a uniqueness check per value.
    mutating func appendOneSeries(_ batch: SampleBatch, arrival: Double) {
        var one = series.removeLast()
        defer { series.append(one) }
        if one.transform.kind == .raw, batch.arrivals.isEmpty, arrivals == nil {
            // Plain values with nothing per value to keep but the history, its summary and the figures:
            // in bulk.
            batch.values.withUnsafeBufferPointer { values in
                one.append(contentsOf: values)
                one.statistics.add(contentsOf: values)
                one.countBeyond(values, clip: clip)
            }
            appendXs(batch, rows: batch.values.count)
            rowCount += batch.values.count
            return
        }
        let stamped = !batch.arrivals.isEmpty
        for (row, value) in batch.values.enumerated() {
            let x = xs != nil ? nextX(batch, row: row) : .nan
            let time = xs != nil && !xsArePlain ? x : stamped ? batch.arrivals[row] : arrival
            guard !value.isNaN, let plotted = one.transform.apply(value, at: time) else { continue }
            one.appendPlotted(plotted, clip: clip)
            arrivals?.append(arrival)
            appendX(x)
            rowCount += 1
        }
    }
}
