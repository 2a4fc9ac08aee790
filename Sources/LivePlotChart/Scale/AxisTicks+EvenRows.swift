import LivePlotBasics

extension AxisTicks {
    /// Ticks a whole number of text rows apart, for an axis whose bounds are free: the range is chosen
    /// so that a step is exactly `k` rows of dots, so labels stand evenly down the axis, with one within a
    /// step of the top and of the bottom. The range holds the data and is as tight as even rows allow, and
    /// data that is never negative (never positive) gets no negative (positive) bound. With a bound fixed
    /// (`--min`, `--max`) the user's bounds rule: the axis is `nice`'s.
    ///
    /// ```swift
    /// let ticks = AxisTicks.evenRows(lower: 3, upper: 7, rows: 12, dotsPerRow: 4)
    /// ticks.values                  // [4, 6, 8]: rows 6, 3 and 0
    /// (ticks.lower, ticks.upper)    // (2.125, 8): 47 dot intervals of 0.125, a step 4 × 4 of them
    /// ```
    ///
    /// The axis spans `rows × dotsPerRow − 1` dot intervals (`ChartScene.dotY`); its bounds lie on the
    /// lattice of multiples of one dot's value, of which the ticks are every `k × dotsPerRow`-th, so each
    /// tick lands on a whole dot and ticks stand exactly `k` rows apart. The nice axis of `nice`, exact
    /// bounds and all, is kept where its ticks already stand evenly and it scores best.
    ///
    /// - Complexity: O(1): a fixed number of steps, rows per step and placements is tried.
    public static func evenRows(lower: Double, upper: Double, rows: Int, dotsPerRow: Int, fixLower: Bool = false,
                                fixUpper: Bool = false) -> AxisTicks {
        precondition(lower.isFinite && upper.isFinite, "axis data \(lower)…\(upper)")
        let intervals = rows * dotsPerRow - 1
        let nice = nice(lower: lower, upper: upper, rows: rows, fixLower: fixLower, fixUpper: fixUpper)
        // The user's bounds rule: their axis is the nice one between them (and the data).
        guard !fixLower, !fixUpper, intervals >= 2 else { return nice }
        // A constant's band (a constant 0's 0 … 1) is the data.
        let (low, high, _, _) = bounds(lower: lower, upper: upper, fixLower: false, fixUpper: false)
        guard (high - low).isFinite, high > low else { return nice }
        let search = EvenRowsSearch(low: low, high: high, rows: rows, dotsPerRow: dotsPerRow, intervals: intervals)
        return search.best(nice: nice) ?? nice
    }
}
