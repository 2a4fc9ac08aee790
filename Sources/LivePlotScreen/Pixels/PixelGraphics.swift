/// What the live chart needs to draw its plot as pixels: how to send them, the cell's size, and the
/// terminal's background (the colour an opaque sixel fills with; nil: unknown, black), and the largest
/// picture it shows (xterm shows no sixel over its `maxGraphicSize`, 1000×1000 unless set; nil: no limit
/// known).
///
/// ```swift
/// let graphics = PixelGraphics(protocol: .kitty, cell: CellPixels(width: 10, height: 20)!)
/// ```
public struct PixelGraphics: Hashable, Sendable {
    public var `protocol`: GraphicsProtocol
    public var cell: CellPixels
    public var background: PixelColor?
    public var largestImage: PixelSize?

    public init(protocol: GraphicsProtocol, cell: CellPixels, background: PixelColor? = nil, largestImage: PixelSize? = nil) {
        self.protocol = `protocol`
        self.cell = cell
        self.background = background
        self.largestImage = largestImage
    }
}
