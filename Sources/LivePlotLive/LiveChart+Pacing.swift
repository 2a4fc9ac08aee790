import LivePlotScreen

extension LiveChart {
    /// The frames' pacing and the pictures' state of a chart whose plots are drawn as `graphics` (nil: in
    /// characters). Frames with pictures are paced by their bytes too, text and pictures together: the text
    /// never shows an axis the picture under it does not.
    ///
    /// ```swift
    /// let (pacer, pixels) = LiveChart.pacing(framesPerSecond: 30, graphics: nil, colored: true)   // 30 a second, no pictures
    /// ```
    static func pacing(framesPerSecond: Int, graphics: PixelGraphics?, colored: Bool) -> (FramePacer, PixelFrames?) {
        guard let graphics else { return (FramePacer(framesPerSecond: framesPerSecond), nil) }
        return (FramePacer(framesPerSecond: PixelFrames.framesPerSecond(framesPerSecond, for: graphics.protocol), bytesPerSecond: PixelFrames.bytesPerSecond),
                PixelFrames(graphics: graphics, colored: colored))
    }
}
