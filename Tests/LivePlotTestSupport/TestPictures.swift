@testable import LivePlotInput
@testable import LivePlotScreen

/// Pictures for the pixel encoders' tests, drawn by hand until the rasterizer draws real plots: a
/// plot-like one (a background, a dotted grid, two series' lines a few pixels thick), noise, long runs,
/// all from a seed.
///
/// ```swift
/// var random = SplitMix64(seed: 3)
/// let image = TestPictures.plotLike(width: 1100, height: 720, background: .clear, random: &random)
/// ```
enum TestPictures {
    /// The series' colours of the plot-like picture (cyan, magenta), its grid's grey, its alert red.
    static let inks = [PixelColor(red: 0, green: 215, blue: 215), PixelColor(red: 215, green: 0, blue: 215),
                       PixelColor(red: 88, green: 88, blue: 88), PixelColor(red: 215, green: 0, blue: 0)]

    /// A chart's picture: grid lines every 40 px dotted every other pixel, two series as random walks of a
    /// point every 9 px joined by lines 2 px thick, each with a faint edge (a partly transparent copy of its
    /// colour over a clear background, as anti-aliasing gives; half its colour over an opaque one).
    static func plotLike(width: Int, height: Int, background: PixelColor, random: inout SplitMix64) -> IndexedImage {
        var image = IndexedImage(width: width, height: height, background: background)
        let grid = image.index(of: inks[2])
        for y in stride(from: 39, to: height, by: 40) { for x in stride(from: 0, to: width, by: 2) { image[x, y] = grid } }
        for x in stride(from: 39, to: width, by: 40) { for y in stride(from: 0, to: height, by: 2) { image[x, y] = grid } }
        for ink in inks[0..<2] {
            let solid = image.index(of: ink)
            let edge = image.index(of: background.alpha == 255
                ? PixelColor(red: ink.red / 2, green: ink.green / 2, blue: ink.blue / 2)
                : PixelColor(red: ink.red, green: ink.green, blue: ink.blue, alpha: 96))
            var point = (x: 0, y: height / 2)
            while point.x < width - 1 {
                let next = (x: min(point.x + 9, width - 1),
                            y: min(max(point.y + Int(random.next() % 41) - 20, 0), height - 1))
                let steps = max(next.x - point.x, abs(next.y - point.y))
                for step in 0...steps {
                    let x = point.x + (next.x - point.x) * step / steps
                    let y = point.y + (next.y - point.y) * step / steps
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] where x + dx < width && y + dy < height {
                        image[x + dx, y + dy] = solid
                    }
                    if y + 2 < height, image[x, y + 2] == 0 { image[x, y + 2] = edge }
                }
                point = next
            }
        }
        return image
    }

    /// Every pixel a random one of `colors` random colours (some partly transparent).
    static func noise(width: Int, height: Int, colors: Int, random: inout SplitMix64) -> IndexedImage {
        var image = IndexedImage(width: width, height: height, background: randomColor(&random))
        var indices: [UInt8] = [0]
        while indices.count < colors { indices.append(image.index(of: randomColor(&random))) }
        for index in image.pixels.indices { image.pixels[index] = indices[Int(random.next() % UInt64(indices.count))] }
        return image
    }

    /// Runs of random lengths (1 to `longest`) of random colours, rows sometimes copied from the one above.
    static func runs(width: Int, height: Int, colors: Int, longest: Int, random: inout SplitMix64) -> IndexedImage {
        var image = IndexedImage(width: width, height: height, background: randomColor(&random))
        var indices: [UInt8] = [0]
        while indices.count < colors { indices.append(image.index(of: randomColor(&random))) }
        var index = 0
        while index < image.pixels.count {
            if index % width == 0, index >= width, random.next() % 3 == 0 {
                for x in 0..<width { image.pixels[index + x] = image.pixels[index + x - width] }
                index += width
                continue
            }
            let color = indices[Int(random.next() % UInt64(indices.count))]
            let length = 1 + Int(random.next() % UInt64(longest))
            for _ in 0..<min(length, image.pixels.count - index) {
                image.pixels[index] = color
                index += 1
            }
        }
        return image
    }

    static func randomColor(_ random: inout SplitMix64) -> PixelColor {
        let bits = random.next()
        let alphas: [UInt8] = [255, 255, 255, 0, 128]
        return PixelColor(red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
                          blue: UInt8(truncatingIfNeeded: bits >> 16), alpha: alphas[Int((bits >> 32) % 5)])
    }

    /// The picture as RGB (`pixelBytes` 3) or RGBA (4) bytes, pixel by pixel from its palette: what the
    /// byte-stream encoders are given, and a decoder must give back.
    static func bytes(_ image: IndexedImage, pixelBytes: Int) -> [UInt8] {
        let rgba = rgba(image)
        return pixelBytes == 4 ? rgba : stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<$0 + 3] }
    }

    /// The picture as RGBA bytes, pixel by pixel from its palette: what a decoder must give back.
    static func rgba(_ image: IndexedImage) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(image.pixels.count * 4)
        for pixel in image.pixels {
            let color = image.palette[Int(pixel)]
            bytes += [color.red, color.green, color.blue, color.alpha]
        }
        return bytes
    }
}
