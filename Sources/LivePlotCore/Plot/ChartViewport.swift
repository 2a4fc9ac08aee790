/// Which samples a chart shows, and how many per dot column.
///
/// ```swift
/// let viewport = ChartViewport.follow   // live: one sample per dot column, newest at the right edge
/// let whole = ChartViewport.fitAll      // --once: the whole history across the width
/// ```
public enum ChartViewport: Hashable, Sendable {
    /// One sample per braille dot column, the newest at the right edge: the live view.
    case follow
    /// Every sample kept, spread or binned across the width: the static view.
    case fitAll
}
