import LivePlotStore

/// Which samples a chart shows, and how many per dot column.
///
/// ```swift
/// let viewport = ChartViewport.follow   // live: fewer samples spread, then one per dot column
/// let whole = ChartViewport.fitAll      // --once: the whole history across the width
/// let back = ChartViewport.window(endRow: 5000, rowsPerColumn: 64)  // paused, scrolled, zoomed out
/// let minute = ChartViewport.recent(.seconds(60))  // live, `--window 1m`
/// ```
public enum ChartViewport: Hashable, Sendable {
    /// One sample per braille dot column, the newest at the right edge: the live view. Until the history
    /// fills the width, its samples are spread across it, as `.fitAll` spreads them (`VisibleWindow.spreadRows`).
    case follow
    /// The rows up to `endRow` (a row number, from 1), `rowsPerColumn` to each dot column: columns hold
    /// aligned blocks of rows, so they do not shift as rows arrive, and many rows draw as their envelope.
    /// At one row a column, fewer rows kept up to `endRow` than columns are spread, as the live view was.
    case window(endRow: Int, rowsPerColumn: Int)
    /// Every sample kept, spread or binned across the width: the static view.
    case fitAll
    /// Live, the newest at the right edge, the width spanning the last stretch of x time or the last
    /// samples (`--window`): as x advances, the view moves with it.
    case recent(XSpan)

    /// Whether the view moves with the input: the live edge, with or without a span.
    public var followsInput: Bool {
        switch self {
        case .follow, .recent: true
        case .window, .fitAll: false
        }
    }
}
