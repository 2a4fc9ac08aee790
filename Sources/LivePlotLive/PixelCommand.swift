import LivePlotScreen

/// What `PixelFrames` decides to send of the plots' pictures in a frame, in order; the bytes are the
/// encoders' (`PixelFrames.bytes(of:text:encoder:)`).
///
/// ```swift
/// [.place(image, id: 2, at: place), .delete(id: 1)]   // kitty: the new shown, then the old gone
/// [.sixel(image, at: place, kept: [412, 413])]        // sixel: drawn over, its kept cells written again
/// ```
enum PixelCommand: Hashable, Sendable {
    /// kitty: send `image` under `id` and show it over the cells of `place`.
    case place(IndexedImage, id: UInt32, at: PixelPlace)
    /// kitty: delete the image `id` and free its data.
    case delete(id: UInt32)
    /// sixel: the cursor to `place`'s top left, the picture (opaque), then the cells of the plot that keep
    /// their text (`VectorPlot.keptCells`, by `x + y × grid width`) written again over it.
    case sixel(IndexedImage, at: PixelPlace, kept: Set<Int>)
}
