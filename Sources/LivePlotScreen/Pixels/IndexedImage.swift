/// A picture of a plot area in pixels, each pixel an index into a palette of at most 256 colours: what
/// the rasterizer draws (`PlotRasterizer`) and the encoders send (`KittyGraphics`, `SixelEncoder`).
/// Few colours keep sixel's registers few and deflate's runs long.
///
/// ```swift
/// var image = IndexedImage(width: 4, height: 2, background: .clear)
/// let cyan = image.index(of: PixelColor(red: 0, green: 215, blue: 215))
/// image[1, 0] = cyan
/// ```
public struct IndexedImage: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// The colours, index 0 the background every pixel starts as.
    public private(set) var palette: [PixelColor]
    /// Row by row from the top, `width` a row.
    public var pixels: [UInt8]

    /// The most colours a palette holds.
    public static let mostColors = 256

    public init(width: Int, height: Int, background: PixelColor) {
        precondition(width >= 0 && height >= 0, "an image of negative size")
        self.width = width
        self.height = height
        palette = [background]
        pixels = [UInt8](repeating: 0, count: width * height)
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[x + y * width] }
        set { pixels[x + y * width] = newValue }
    }

    /// The palette index of `color`, added when new; when the palette is full, the nearest colour's.
    ///
    /// - Complexity: O(palette).
    public mutating func index(of color: PixelColor) -> UInt8 {
        if let index = palette.firstIndex(of: color) { return UInt8(index) }
        if palette.count < Self.mostColors {
            palette.append(color)
            return UInt8(palette.count - 1)
        }
        func distance(_ other: PixelColor) -> Int {
            let parts = [Int(color.red) - Int(other.red), Int(color.green) - Int(other.green),
                         Int(color.blue) - Int(other.blue), Int(color.alpha) - Int(other.alpha)]
            return parts.reduce(0) { $0 + $1 * $1 }
        }
        return UInt8(palette.indices.min { distance(palette[$0]) < distance(palette[$1]) }!)
    }

    /// The pixels of a rectangle within the image, with the same palette.
    ///
    /// - Complexity: O(width × height).
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> IndexedImage {
        precondition(x >= 0 && y >= 0 && width >= 0 && height >= 0 && x + width <= self.width && y + height <= self.height,
                     "a crop beyond the image")
        var crop = self
        crop.pixels = []
        crop.pixels.reserveCapacity(width * height)
        for row in y..<(y + height) { crop.pixels += pixels[(row * self.width + x)..<(row * self.width + x + width)] }
        crop.width = width
        crop.height = height
        return crop
    }

    /// The colour of a pixel.
    public func color(x: Int, y: Int) -> PixelColor { palette[Int(self[x, y])] }

    /// Debug check: every pixel's index within the palette.
    public func checkInvariants() {
        precondition(pixels.count == width * height, "pixels do not fill the image")
        precondition(palette.count <= Self.mostColors && !palette.isEmpty, "palette size")
        #if DEBUG
        precondition(pixels.allSatisfy { Int($0) < palette.count }, "a pixel beyond the palette")
        #endif
    }
}
