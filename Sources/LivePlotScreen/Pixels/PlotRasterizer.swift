/// Draws a plot area in vector form (`VectorPlot`) as pixels, at the size of the cells it covers: the
/// picture the live chart sends in place of its dots (`--graphics`). The same chart the characters show:
/// grid lines dotted, reference lines dashed, bands filled faint, each series' line anti-aliased in its
/// colour, a heatmap's bins, the alert's colour beyond its threshold, the cursor's column.
///
/// ```swift
/// let image = PlotRasterizer.image(of: plot, cell: CellPixels(width: 10, height: 20)!, background: .clear,
///                                  colored: true)
/// image.width   // plot.columns × 10
/// ```
///
/// - Complexity: O(pixels + points drawn × line width).
public enum PlotRasterizer {
    /// - Parameters:
    ///   - background: the colour every pixel not drawn keeps: `.clear` for kitty (the terminal's own
    ///     background shows), opaque for sixel; anti-aliased edges blend into it.
    ///   - colored: false without colours (`NO_COLOR`, `--color never`): everything in the foreground grey.
    public static func image(of plot: VectorPlot, cell: CellPixels, background: PixelColor, colored: Bool) -> IndexedImage {
        let size = cell.imageSize(columns: plot.columns, rows: plot.rows)
        // Stub of the shared commit: the rasterizer comes with its branch.
        return IndexedImage(width: size.width, height: size.height, background: background)
    }
}
