/// Where a series' current alert began: the first row of its run of values beyond the threshold, gaps
/// inside the run not ending it.
///
/// ```swift
/// store.series[0].alertOnset  // AlertOnset(row: 1234, x: 1_795_000_000)
/// ```
public struct AlertOnset: Hashable, Sendable {
    /// The row's 1-based number, as the x axis counts samples.
    public let row: Int
    /// The row's x from the data (`SeriesStore.xs`), else its arrival (`SeriesStore.arrivals`), when kept.
    public let x: Double?
}
