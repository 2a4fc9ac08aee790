/// The size of one character cell in pixels, as the terminal says (TIOCGWINSZ's pixels over its cells, or
/// the reply to `ESC [ 16 t`): what a plot of `columns × rows` cells measures as an image.
///
/// ```swift
/// let cell = CellPixels(width: 10, height: 20)
/// cell.imageSize(columns: 110, rows: 36)   // (1100, 720)
/// ```
public struct CellPixels: Hashable, Sendable {
    public let width: Int
    public let height: Int

    /// The sizes believed: a font from 2 to 256 pixels. A terminal that says more (or 0) is not believed.
    public static let bounds = 2...256

    /// When no size can be learned: a common 10×20.
    public static let fallback = CellPixels(width: 10, height: 20)!

    public init?(width: Int, height: Int) {
        guard Self.bounds.contains(width), Self.bounds.contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// The pixels of `columns × rows` cells.
    public func imageSize(columns: Int, rows: Int) -> (width: Int, height: Int) {
        (columns * width, rows * height)
    }
}
