/// An indexed image being drawn one path at a time: each path first marks how much of each pixel it
/// covers (the most any of its segments does, so a path's joins and overlaps are not darker, as SVG's
/// opacity on a path), then is painted over the image in one colour and opacity, coverage quantised to a
/// few levels so a frame keeps few colours (sixel's registers, deflate's runs).
///
/// ```swift
/// var canvas = PixelCanvas(width: 40, height: 20, background: .clear)
/// canvas.coverRow(4, from: 3, through: 3) { _ in PixelCanvas.levels }
/// canvas.paint(PixelColor(red: 0, green: 215, blue: 215), opacity: 1, rows: 0..<20, isStroke: true)
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
    /// Which blocks of `blockWidth` pixels of each row the path may cover: `paint` visits only those, not
    /// the whole stretch a line crosses in a row.
    private var dirty: [Bool]
    private let blocksPerRow: Int
    static let blockWidth = 16
    /// The coverage of the line that drew each palette entry, 0 for the background and a shape's fill.
    private var strokeLevels = [UInt8](repeating: 0, count: IndexedImage.mostColors)
    /// The opaque colour `paintSpan` painted last, and its palette entry: a shape's spans find it once.
    private var opaque: (color: PixelColor, index: UInt8)?

    init(width: Int, height: Int, background: PixelColor) {
        self.width = width
        self.height = height
        image = IndexedImage(width: width, height: height, background: background)
        coverage = [UInt8](repeating: 0, count: width * height)
        spanLow = [Int](repeating: Int.max, count: height)
        spanHigh = [Int](repeating: Int.min, count: height)
        blocksPerRow = (width + Self.blockWidth - 1) / Self.blockWidth
        dirty = [Bool](repeating: false, count: blocksPerRow * height)
    }

    /// Covers pixels `first...last` of row `y` (within the image) at the level `level(x)` gives each,
    /// unless the path covers it more already: a stroke's pixels across one row.
    @inline(__always)
    mutating func coverRow(_ y: Int, from first: Int, through last: Int, level: (Int) -> UInt8) {
        touch(y, from: first, through: last)
        let start = y * width
        coverage.withUnsafeMutableBufferPointer { cells in
            for x in first...last {
                let value = level(x)
                if cells[start + x] < value { cells[start + x] = value }
            }
        }
    }

    /// Covers each of `rows` alike from column `first`, at `levels` across: an upright line's middle.
    mutating func coverRows(_ rows: Range<Int>, from first: Int, levels: UnsafeBufferPointer<UInt8>) {
        guard !rows.isEmpty, !levels.isEmpty else { return }
        let last = first + levels.count - 1
        for y in rows { touch(y, from: first, through: last) }
        let width = self.width
        coverage.withUnsafeMutableBufferPointer { cells in
            for y in rows {
                let start = y * width + first
                for offset in 0..<levels.count where cells[start + offset] < levels[offset] { cells[start + offset] = levels[offset] }
            }
        }
    }

    /// Notes that row `y`'s pixels `first...last` may be covered: what `paint` visits.
    @inline(__always)
    private mutating func touch(_ y: Int, from first: Int, through last: Int) {
        spanLow[y] = Swift.min(spanLow[y], first)
        spanHigh[y] = Swift.max(spanHigh[y], last)
        for block in (first / Self.blockWidth)...(last / Self.blockWidth) { dirty[y * blocksPerRow + block] = true }
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
        touch(y, from: first, through: end - 1)
    }

    /// Paints the pixels of row `y` whose centres lie in `from ..< to` in `color`, opaque, over whatever
    /// was there: an opaque shape's span, no coverage kept (`PolygonFill.fill(_:opaque:rows:into:)`). The
    /// colour joins the palette with its first pixel, as `paint` adds it.
    mutating func paintSpan(y: Int, from: Double, to: Double, color: PixelColor) {
        guard y >= 0, y < height else { return }
        let first = Self.firstCentre(atOrAfter: from, limit: width)
        let end = Self.firstCentre(atOrAfter: to, limit: width)
        guard first < end else { return }
        let index = opaque.flatMap { $0.color == color ? $0.index : nil } ?? image.index(of: color)
        opaque = (color, index)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for place in (first + y * width)..<(end + y * width) { pixels[place] = index }
        }
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
    /// Over a line already drawn, a line's coverage is not blended but decided, so crossing lines add no
    /// colours: the line covering the pixel more wins, as its own edge over the background (the alert's
    /// red over its series' line, the same shape, replaces it edge and all).
    mutating func paint(_ color: PixelColor, opacity: Double, rows: Range<Int>, isStroke: Bool) {
        guard rowLow <= rowHigh else { return }
        let levels = Int(Self.levels) + 1
        // What each (pixel below, level) becomes, learned once a path: a blend is a palette look-up.
        var blended = [Int16](repeating: -1, count: IndexedImage.mostColors * levels)
        // The pixels and coverage held apart from `self` while `blend` adds to the palette.
        var pixels: [UInt8] = []
        var covered: [UInt8] = []
        swap(&pixels, &image.pixels)
        swap(&covered, &coverage)
        defer {
            swap(&pixels, &image.pixels)
            swap(&covered, &coverage)
        }
        pixels.withUnsafeMutableBufferPointer { pixels in
            covered.withUnsafeMutableBufferPointer { covered in
                for y in rowLow...rowHigh where spanLow[y] <= spanHigh[y] {
                    let blocks = (spanLow[y] / Self.blockWidth)...(spanHigh[y] / Self.blockWidth)
                    (spanLow[y], spanHigh[y]) = (Int.max, Int.min)
                    let isShown = rows.contains(y)
                    for block in blocks where dirty[y * blocksPerRow + block] {
                        dirty[y * blocksPerRow + block] = false
                        let start = y * width + block * Self.blockWidth
                        let end = start + Swift.min(Self.blockWidth, width - block * Self.blockWidth)
                        for index in start..<end where covered[index] > 0 {
                            let level = Int(covered[index])
                            covered[index] = 0
                            guard isShown else { continue }
                            let key = Int(pixels[index]) * levels + level
                            if blended[key] < 0 {
                                blended[key] = Int16(blend(color, opacity: opacity, level: level, below: pixels[index], isStroke: isStroke))
                            }
                            pixels[index] = UInt8(truncatingIfNeeded: blended[key])
                        }
                    }
                }
            }
        }
        (rowLow, rowHigh) = (Int.max, Int.min)
    }

    /// The palette index of `color` at `level` of `opacity` over the colour at `below`, as `paint` says.
    private mutating func blend(_ color: PixelColor, opacity: Double, level: Int, below: UInt8, isStroke: Bool) -> UInt8 {
        var under = image.palette[Int(below)]
        let belowLevel = Int(strokeLevels[Int(below)])
        if isStroke, belowLevel > 0 {
            guard level >= belowLevel else { return below }
            under = image.palette[0]
        }
        let alpha = opacity * Double(level) / Double(Self.levels)
        let index = image.index(of: Self.color(color, alpha: alpha, over: under))
        let drawnLevel = isStroke ? level : belowLevel
        strokeLevels[Int(index)] = Swift.max(strokeLevels[Int(index)], UInt8(drawnLevel))
        return index
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
