/// What the live chart needs to draw its plot as pixels: how to send them, the cell's size, and the
/// terminal's background (the colour an opaque sixel fills with; nil: unknown, black).
///
/// ```swift
/// let graphics = PixelGraphics(protocol: .kitty, cell: CellPixels(width: 10, height: 20)!)
/// ```
public struct PixelGraphics: Hashable, Sendable {
    public var `protocol`: GraphicsProtocol
    public var cell: CellPixels
    public var background: PixelColor?

    public init(protocol: GraphicsProtocol, cell: CellPixels, background: PixelColor? = nil) {
        self.protocol = `protocol`
        self.cell = cell
        self.background = background
    }
}
