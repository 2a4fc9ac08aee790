/// A store whose series show figures held from earlier: what a paused chart's status says, so that rows
/// arriving while the view is paused change no figure on the screen (cli.md ★ "Live, by default").
///
/// ```swift
/// let held = store.series.map(\.statistics)        // when the view pauses
/// store.holdingFigures(held).series[0].statistics  // the figures as they were then
/// ```
extension SeriesStore {
    /// This store with each series' figures (`Series.statistics`) replaced by `held`'s, for the series
    /// `held` has; a series that came since keeps its own. Nothing else changes: the rows, the alert, the
    /// notices are the store's.
    ///
    /// - Complexity: O(series); the histories are shared, not copied.
    public func holdingFigures(_ held: [SeriesStatistics]) -> SeriesStore {
        var store = self
        for index in store.series.indices where index < held.count {
            store.series[index].statistics = held[index]
        }
        return store
    }
}
