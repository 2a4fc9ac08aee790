import LivePlotStore

/// The status rows of the last frame and everything they were made of, handed from frame to frame (as
/// `HeatmapMemo` is): a live chart's status changes when its figures do, not at every frame (`--every`'s
/// buckets close once a second, its frames come thirty a second), and its rows cost a frame a tenth of
/// its instructions (formatting figures, fitting entries).
///
/// ```swift
/// var memo = StatusMemo()
/// let rows = memo.rows(for: store, unit: "ms", width: 120, maximumRows: 3)   // StatusLine.rows(for: store, …)
/// ```
public struct StatusMemo: Sendable {
    /// Everything `StatusLine.rows` reads when no cursor reads a column: what the store says of each series
    /// and of what it could not plot, and the arguments.
    struct Key: Equatable {
        struct SeriesFacts: Equatable {
            var name: String
            var statistics: SeriesStatistics
            var clippedCount: Int
            var nonpositiveCount: Int
        }
        var series: [SeriesFacts]
        var legendOrder: [Int]
        var notices: SeriesStore.Notices
        var counts: [Int]
        var storeAlert: AlertThreshold?
        var unit: String
        var width: Int
        var maximumRows: Int
        var overlay: [String]
        var mark: String
        var alert: String?
        var namesEverySeries: Bool
        var hidden: Set<Int>
    }

    private var key: Key?
    private var rows: [[StatusLine.Span]] = []

    public init() {}

    /// `StatusLine.rows` with these arguments: the last frame's rows when none of what they are made of
    /// changed, else made anew and kept. A cursor's reading is read anew each frame.
    ///
    /// - Complexity: O(series) when the rows are kept.
    public mutating func rows(for store: SeriesStore, unit: String, width: Int, maximumRows: Int, overlay: [String] = [],
                              readout: CursorReadout? = nil, mark: String = StatusLine.marker, alert: String? = nil,
                              namesEverySeries: Bool = false, hidden: Set<Int> = []) -> [[StatusLine.Span]] {
        func made() -> [[StatusLine.Span]] {
            StatusLine.rows(for: store, unit: unit, width: width, maximumRows: maximumRows, overlay: overlay, readout: readout,
                            mark: mark, alert: alert, namesEverySeries: namesEverySeries, hidden: hidden)
        }
        guard readout == nil else {
            key = nil
            return made()
        }
        let key = Key(series: store.series.map {
                          Key.SeriesFacts(name: $0.name, statistics: $0.statistics, clippedCount: $0.clippedCount,
                                          nonpositiveCount: $0.nonpositiveCount)
                      },
                      legendOrder: store.legendOrder, notices: store.notices,
                      counts: [store.skippedLineCount, store.droppedValueCount, store.unorderedCount], storeAlert: store.alert,
                      unit: unit, width: width, maximumRows: maximumRows, overlay: overlay, mark: mark, alert: alert,
                      namesEverySeries: namesEverySeries, hidden: hidden)
        if key != self.key {
            rows = made()
            self.key = key
        }
        return rows
    }
}
