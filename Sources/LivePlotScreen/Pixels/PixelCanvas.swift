/// An indexed image being drawn one path at a time: each path first marks how much of each pixel it
/// covers (the most any of its segments does, so a path's joins and overlaps are not darker, as SVG's
/// opacity on a path), then is painted over the image in one colour and opacity, coverage quantised to a
/// few levels so a frame keeps few colours (sixel's registers, deflate's runs).
///
/// ```swift
/// var canvas = PixelCanvas(width: 40, height: 20, background: .clear)
/// canvas.cover(x: 3, y: 4, level: PixelCanvas.levels)
/// canvas.paint(PixelColor(red: 0, green: 215, blue: 215), opacity: 1, rows: 0..<20)
/// canvas.image[3, 4]   // 1: the colour, at full coverage
/// ```
///
/// - Complexity: painting is O(pixels covered); the image's background costs one fill at `init`.
struct PixelCanvas {
    /// Coverage in quarters: 0 none, 4 whole. Four levels read as smooth at 1–2 px and keep a frame of
    /// a few series within ~64 colours.
    static let levels: UInt8 = 4

    private(set) var image: IndexedImage
    let width: Int
    let height: Int
    /// The current path's coverage of each pixel, row by row; zero again after each `paint`.
    private var coverage: [UInt8]
    /// Each row's pixels covered so far lie within `spanLow...spanHigh` (empty when low > high).
    private var spanLow: [Int]
    private var spanHigh: [Int]
    private var rowLow = Int.max
    private var rowHigh = Int.min

    init(width: Int, height: Int, background: PixelColor) {
        self.width = width
        self.height = height
        image = IndexedImage(width: width, height: height, background: background)
        coverage = [UInt8](repeating: 0, count: width * height)
        spanLow = [Int](repeating: Int.max, count: height)
        spanHigh = [Int](repeating: Int.min, count: height)
    }

    /// Covers pixel (x, y), within the image, at `level` quarters, unless the path covers it more already.
    @inline(__always)
    mutating func cover(x: Int, y: Int, level: UInt8) {
        let index = x + y * width
        guard coverage[index] < level else { return }
        coverage[index] = level
        spanLow[y] = Swift.min(spanLow[y], x)
        spanHigh[y] = Swift.max(spanHigh[y], x)
        rowLow = Swift.min(rowLow, y)
        rowHigh = Swift.max(rowHigh, y)
    }

    /// Covers the pixels of row `y` whose centres lie in `from ..< to` (pixel units, clamped to the
    /// image) whole: a shape's span, so shapes sharing an edge share no pixel and leave none between.
    mutating func coverSpan(y: Int, from: Double, to: Double) {
        guard y >= 0, y < height else { return }
        let first = Self.firstCentre(atOrAfter: from, limit: width)
        let end = Self.firstCentre(atOrAfter: to, limit: width)
        guard first < end else { return }
        coverage.withUnsafeMutableBufferPointer { cells in
            for index in (first + y * width)..<(end + y * width) { cells[index] = Self.levels }
        }
        spanLow[y] = Swift.min(spanLow[y], first)
        spanHigh[y] = Swift.max(spanHigh[y], end - 1)
        rowLow = Swift.min(rowLow, y)
        rowHigh = Swift.max(rowHigh, y)
    }

    /// The first pixel whose centre (`i + 0.5`) is at or after `position`, within `0...limit`; a huge or
    /// nan position stands at an end.
    @inline(__always)
    static func firstCentre(atOrAfter position: Double, limit: Int) -> Int {
        let clamped = Swift.min(Double(limit), Swift.max(0, position - 0.5))
        return clamped.isNaN ? limit : Int(clamped.rounded(.up))
    }

    /// Paints what the path covers in `color` at `opacity` over the image, in `rows` only (the alert's
    /// clip), and forgets the coverage for the next path. An edge pixel is the colour at its coverage
    /// over what lies below: over `.clear`, the colour with that alpha; over an opaque pixel, the blend.
    mutating func paint(_ color: PixelColor, opacity: Double, rows: Range<Int>) {
        guard rowLow <= rowHigh else { return }
        // What each (pixel below, level) becomes, learned once a path: a blend is a palette look-up.
        var blended = [Int16](repeating: -1, count: IndexedImage.mostColors * (Int(Self.levels) + 1))
        for y in rowLow...rowHigh where spanLow[y] <= spanHigh[y] {
            let (low, high) = (spanLow[y], spanHigh[y])
            (spanLow[y], spanHigh[y]) = (Int.max, Int.min)
            let keep = rows.contains(y)
            for index in (low + y * width)...(high + y * width) {
                let level = coverage[index]
                guard level > 0 else { continue }
                coverage[index] = 0
                guard keep else { continue }
                let key = Int(image.pixels[index]) * (Int(Self.levels) + 1) + Int(level)
                if blended[key] < 0 {
                    let alpha = opacity * Double(level) / Double(Self.levels)
                    let below = image.palette[Int(image.pixels[index])]
                    blended[key] = Int16(image.index(of: Self.color(color, alpha: alpha, over: below)))
                }
                image.pixels[index] = UInt8(blended[key])
            }
        }
        (rowLow, rowHigh) = (Int.max, Int.min)
    }

    /// `top` at `alpha` (0…1) over `below` (Porter–Duff "over", straight alpha).
    static func color(_ top: PixelColor, alpha: Double, over below: PixelColor) -> PixelColor {
        let belowAlpha = Double(below.alpha) / 255
        let outAlpha = alpha + belowAlpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(((Double(a) * alpha + Double(b) * belowAlpha * (1 - alpha)) / outAlpha).rounded())
        }
        return PixelColor(red: channel(top.red, below.red), green: channel(top.green, below.green),
                          blue: channel(top.blue, below.blue), alpha: UInt8((outAlpha * 255).rounded()))
    }
}
