/// Reading a batch's columns back, and checking its shape (tests and debug builds).
extension SampleBatch {
    /// The values of one series, by row (`nan` where it has none).
    public func column(_ series: Int) -> [Double] {
        (0..<rowCount).map { value(row: $0, series: series) }
    }

    /// Checks the shape in debug builds; free in release builds.
    public func checkInvariants() {
        #if DEBUG
        precondition(seriesCount == 0 ? values.isEmpty : values.count % seriesCount == 0, "whole rows only")
        precondition(arrivals.isEmpty || arrivals.count == values.count, "one arrival per value")
        precondition(seriesNames.count == seriesCount, "a name per series")
        precondition(xs.count <= rowCount, "at most one x per row")
        precondition(groups.isEmpty || groups.count == rowCount, "a `--by` tag per row, or none")
        // A row holds at least one value, so a batch of one series holds no gap (the store relies on it).
        precondition(seriesCount != 1 || !values.contains { $0.isNaN }, "a row of gaps only")
        #endif
    }
}
