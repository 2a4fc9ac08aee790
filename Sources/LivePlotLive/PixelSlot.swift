import LivePlotScreen

/// One plot's picture as the terminal shows it (`PixelFrames`): where it stands in cells, the picture
/// sent, the id kitty keeps it under, and what it was drawn from.
///
/// ```swift
/// let slot = PixelSlot(place: PixelPlace(x: 6, y: 1, columns: 70, rows: 16), image: image, id: 1,
///                      drawing: PixelSlot.Drawing(plot: plot, cell: cell, gridWidth: 120))
/// ```
struct PixelSlot: Equatable, Sendable {
    /// What a picture was drawn from: the same again draws the same picture, so it is not drawn again.
    struct Drawing: Equatable, Sendable {
        var plot: VectorPlot
        var cell: CellPixels
        var gridWidth: Int?
    }

    var place: PixelPlace
    var image: IndexedImage
    /// kitty's image id: one of the slot's two (`PixelFrames.ids`); unused with sixel.
    var id: UInt32
    var drawing: Drawing
}
