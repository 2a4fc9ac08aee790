import LivePlotScreen

/// The trend rule: a line's newest segment is green when it rose, red when it fell.
extension CellStyle {
    /// The style of a line's newest segment: rising, falling, or the line's own when level or unknown.
    public static func trend(of points: [PlotPoint]) -> CellStyle {
        guard points.count >= 2 else { return .line }
        return trend(from: points[points.count - 2].last, to: points[points.count - 1].last, level: .line)
    }

    /// Green when `newest` rose above `previous`, red when it fell below, else `level` (also for unknown).
    public static func trend(from previous: Double?, to newest: Double?, level: CellStyle) -> CellStyle {
        guard let previous, let newest else { return level }
        return newest > previous ? .rising : newest < previous ? .falling : level
    }
}
