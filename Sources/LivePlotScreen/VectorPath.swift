/// A line drawn in vector form over a chart's cells (`VectorPlot`), in cell units: x = 2.5 is the middle
/// of the third column, y = 0 the top of the first row.
///
/// ```swift
/// VectorPath(kind: .data, style: .line, runs: [[(0.5, 3.2), (1.5, 2.8)]])
/// ```
public struct VectorPath: Sendable {
    /// What the line is, which sets its width, dashes and weight (`VectorLook`).
    public enum Kind: Hashable, Sendable {
        /// A series' line.
        case data
        /// A series' raw line under its smoothed one, or a bucket still filling: drawn faint.
        case muted
        /// A grid line at a tick: thin, dotted, behind everything.
        case grid
        /// A reference line (`--hline`, the alert's threshold): thin, dashed.
        case reference
        /// A band between series (`--stat p50,p99`): a filled shape, faint.
        case band
        /// A heatmap's bins (`--heatmap`): filled shapes, opaque, each run a closed outline.
        case cells
        /// The cursor's dot column (live): a translucent bar in front, the width of the column it reads.
        case cursor
    }

    public var kind: Kind
    public var style: CellStyle
    /// Polylines, each a run of points joined in order; a gap in the data starts a new run.
    public var runs: [[(x: Double, y: Double)]]
    /// Only the part beyond this y is drawn: above it (`isBelow` false) or below it. The alert's colour
    /// over what lies beyond its threshold.
    public var beyond: (y: Double, isBelow: Bool)?

    public init(kind: Kind, style: CellStyle, runs: [[(x: Double, y: Double)]], beyond: (y: Double, isBelow: Bool)? = nil) {
        self.kind = kind
        self.style = style
        self.runs = runs
        self.beyond = beyond
    }
}
