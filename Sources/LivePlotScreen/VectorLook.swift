/// How a kind of vector line looks, as data: the one table both pictures of a plot read, the SVG
/// (`SVGDocument`) and the pixels (`PlotRasterizer`), so a line in one is the line in the other.
/// Widths and dashes are in the SVG's pixels (a cell 8.4 × 17); the rasterizer scales them to its cell.
///
/// ```swift
/// VectorLook.of(.data).strokeWidth   // 1.6
/// VectorLook.of(.band).isFilled      // true: a shape, not a line
/// ```
public struct VectorLook: Hashable, Sendable {
    /// The line's width; nil for a filled shape (each run a closed outline).
    public var strokeWidth: Double?
    /// Dashes as on, off lengths; empty for a solid line.
    public var dashes: [Int]
    /// Round joins and caps: a series' line bends smoothly, and a run of one point is a dot.
    public var isRound: Bool
    /// The whole path's opacity, in hundredths: overlaps within one path are not darker.
    public var opacityPercent: Int

    public var isFilled: Bool { strokeWidth == nil }
    public var opacity: Double { Double(opacityPercent) / 100 }

    /// The look of each kind.
    public static func of(_ kind: VectorPath.Kind) -> VectorLook {
        switch kind {
        case .data: VectorLook(strokeWidth: 1.6, dashes: [], isRound: true, opacityPercent: 100)
        case .muted: VectorLook(strokeWidth: 1.2, dashes: [], isRound: true, opacityPercent: 45)
        case .grid: VectorLook(strokeWidth: 1, dashes: [1, 3], isRound: false, opacityPercent: 100)
        case .reference: VectorLook(strokeWidth: 1, dashes: [6, 4], isRound: false, opacityPercent: 100)
        case .band: VectorLook(strokeWidth: nil, dashes: [], isRound: false, opacityPercent: 20)
        case .cells: VectorLook(strokeWidth: nil, dashes: [], isRound: false, opacityPercent: 100)
        case .cursor: VectorLook(strokeWidth: nil, dashes: [], isRound: false, opacityPercent: 30)
        }
    }
}
