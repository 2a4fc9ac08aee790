import LivePlotScreen

/// One plot's picture as the terminal shows it (`PixelFrames`): where it stands in cells, the picture
/// sent, and the id kitty keeps it under.
///
/// ```swift
/// let slot = PixelSlot(place: PixelPlace(x: 6, y: 1, columns: 70, rows: 16), image: image, id: 1)
/// ```
struct PixelSlot: Hashable, Sendable {
    var place: PixelPlace
    var image: IndexedImage
    /// kitty's image id: one of the slot's two (`PixelFrames.ids`); unused with sixel.
    var id: UInt32
}
