extension AxisTicks {
    /// A logarithmic axis (`logarithmic`) whose decades stand evenly down it, for free bounds: where the
    /// decades of the axis bounded by whole decades fall unevenly on the rows, the bounds are moved to
    /// whole dots of a range in which a step of decades is a whole number of rows, as tight as holds
    /// the data (`evenRows` does the same for a linear axis). The 2s and 5s between stand where their
    /// logarithms put them.
    ///
    /// ```swift
    /// let ticks = AxisTicks.logarithmicEvenRows(lower: 0.2, upper: 3.7, rows: 12, dotsPerRow: 4)
    /// ticks.lower, ticks.upper   // about 0 … 3.9: 10⁰ … 10³ a decade every 3 rows
    /// ```
    ///
    /// - Complexity: O(rows × decades spanned) at worst: each number of rows a step may take, the most first.
    public static func logarithmicEvenRows(lower: Double, upper: Double, rows: Int, dotsPerRow: Int) -> AxisTicks {
        let decades = logarithmic(lower: lower, upper: upper, rows: rows)
        let intervals = rows * dotsPerRow - 1
        let decadeIndices = decades.integers.indices.filter { decades.integers[$0] == 1 }
        guard lower < upper, intervals >= 2, decadeIndices.count >= 2,
              !decadeRowsAreEven(decades, rows: rows, dotsPerRow: dotsPerRow) else { return decades }
        // The decades a step of labels spans, as `logarithmic` chose them.
        let step = Double(decades.exponents![decadeIndices[1]] - decades.exponents![decadeIndices[0]])
        // From the most rows a step may take with the data within the axis's dots, down.
        let fit = Double(intervals) * step / (Double(dotsPerRow) * (upper - lower))
        for stepRows in stride(from: Int(Swift.min(Double(rows - 1), fit.rounded(.down))), through: 1, by: -1) {
            let dotValue = step / Double(stepRows * dotsPerRow)
            let first = (lower / dotValue).rounded(.down)
            let last = (upper / dotValue).rounded(.up)
            let spare = Double(intervals) - (last - first)
            guard spare >= 0 else { continue }
            let bottom = (first - (spare / 2).rounded(.down)) * dotValue
            let top = bottom + Double(intervals) * dotValue
            let ticks = logarithmic(lower: Swift.min(lower, bottom), upper: Swift.max(upper, top), rows: rows,
                                    fixLower: true, fixUpper: true)
            if decadeRowsAreEven(ticks, rows: rows, dotsPerRow: dotsPerRow) { return ticks }
        }
        return decades
    }

    /// Whether the decades (10ⁿ) among the ticks of a logarithmic axis stand the same number of rows
    /// apart, as `ChartScene.dotY` places them, with one within a step of the top and of the bottom.
    static func decadeRowsAreEven(_ ticks: AxisTicks, rows: Int, dotsPerRow: Int) -> Bool {
        let intervals = rows * dotsPerRow - 1
        let decadeRows = zip(ticks.integers, ticks.values).filter { $0.0 == 1 }.map { _, value in
            let fromBottom = (fraction(of: value, lower: ticks.lower, upper: ticks.upper) * Double(intervals)).rounded()
            return (intervals - Int(Swift.max(0, Swift.min(Double(intervals), fromBottom)))) / dotsPerRow
        }
        guard decadeRows.count >= 2 else { return true }
        let gaps = Set(zip(decadeRows, decadeRows.dropFirst()).map { $0 - $1 })
        guard gaps.count == 1, let step = gaps.first, step >= 1 else { return false }
        return decadeRows.last! <= step && rows - 1 - decadeRows.first! <= step
    }
}
