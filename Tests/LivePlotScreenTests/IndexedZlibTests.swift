import Testing
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotTestSupport

/// The kitty path's compression from the palette picture (`ZlibStream.compress(_:pixelBytes:)`:
/// `IndexedDeflate`, `IndexedAdler32`) against the byte-stream one as the reference: the very same stream,
/// byte for byte, for the picture's RGB or RGBA bytes, which it inflates to.
@Suite struct IndexedZlibTests {
    /// Both ways of compressing `image`, and what the reference inflates to.
    static func check(_ image: IndexedImage, pixelBytes: Int, _ name: String) throws {
        let bytes = TestPictures.bytes(image, pixelBytes: pixelBytes)
        let reference = ZlibStream.compress(bytes, pixelBytes: pixelBytes, rowBytes: image.width * pixelBytes)
        let indexed = ZlibStream.compress(image, pixelBytes: pixelBytes)
        #expect(indexed == reference, "\(name): \(indexed.count) bytes, the reference \(reference.count)")
        #expect(try Inflate.zlib(indexed) == bytes, "\(name)")
    }

    /// Random pictures of every kind, widths 1…2000: noise, long runs and rows copied from above, plot-like
    /// over a clear background (RGBA) and an opaque one (RGB and RGBA).
    @Test func randomPicturesGiveTheReferenceStream() throws {
        var random = SplitMix64(seed: 4646)
        for round in 0..<Sweep.count(unit: 90, long: 900) {
            let width = round % 10 == 0 ? 1 + Int(random.next() % 2000) : 1 + Int(random.next() % 90)
            let height = 1 + Int(random.next() % UInt64(max(1, 4000 / width)))
            let colors = 1 + Int(random.next() % 12)
            let name = "round \(round): \(width)×\(height)"
            switch round % 4 {
            case 0: try Self.check(TestPictures.noise(width: width, height: height, colors: colors, random: &random), pixelBytes: 4, name)
            case 1: try Self.check(TestPictures.runs(width: width, height: height, colors: colors, longest: 600, random: &random), pixelBytes: 4, name)
            case 2: try Self.check(TestPictures.plotLike(width: width, height: height, background: .clear, random: &random), pixelBytes: 4, name)
            default:
                let opaque = TestPictures.plotLike(width: width, height: height, background: PixelColor(red: 18, green: 18, blue: 18), random: &random)
                try Self.check(opaque, pixelBytes: 3, name + " RGB")
                try Self.check(opaque, pixelBytes: 4, name + " opaque RGBA")
            }
        }
    }

    /// Colours sharing their first bytes (a line's faint edge has its red, green and blue, and the clear
    /// background its red): runs that end inside a pixel, and copies that start there, as the reference's.
    @Test func coloursSharingBytesGiveTheReferenceStream() throws {
        var random = SplitMix64(seed: 7)
        var image = IndexedImage(width: 37, height: 23, background: .clear)
        let colors = [PixelColor(red: 0, green: 215, blue: 215), PixelColor(red: 0, green: 215, blue: 215, alpha: 96),
                      PixelColor(red: 0, green: 215, blue: 0), PixelColor(red: 0, green: 0, blue: 0, alpha: 96),
                      PixelColor(red: 0, green: 0, blue: 215, alpha: 0)].map { image.index(of: $0) } + [0]
        for index in image.pixels.indices { image.pixels[index] = colors[Int(random.next() % UInt64(colors.count))] }
        try Self.check(image, pixelBytes: 4, "shared bytes")
    }

    /// A row longer than deflate's window (9000 RGBA pixels, 36000 bytes; 11000 RGB, 33000): no copy from
    /// above, left copies only, as the reference.
    @Test func rowsLongerThanTheWindowGiveTheReferenceStream() throws {
        var random = SplitMix64(seed: 9)
        try Self.check(TestPictures.plotLike(width: 9000, height: 12, background: .clear, random: &random), pixelBytes: 4, "9000 RGBA")
        let wide = TestPictures.plotLike(width: 11000, height: 6, background: PixelColor(red: 1, green: 2, blue: 3), random: &random)
        try Self.check(wide, pixelBytes: 3, "11000 RGB")
        try Self.check(TestPictures.runs(width: 8193, height: 5, colors: 3, longest: 3000, random: &random), pixelBytes: 4, "8193 RGBA")
    }

    /// A palette of one colour (a blank frame, sizes around a word of eight pixels) and of 256.
    @Test func palettesOfOneAndOf256GiveTheReferenceStream() throws {
        for (width, height) in [(1, 1), (7, 3), (8, 8), (9, 2), (1100, 720)] {
            try Self.check(IndexedImage(width: width, height: height, background: .clear), pixelBytes: 4, "blank \(width)×\(height)")
            try Self.check(IndexedImage(width: width, height: height, background: PixelColor(red: 9, green: 9, blue: 9)), pixelBytes: 3,
                           "blank RGB \(width)×\(height)")
        }
        var random = SplitMix64(seed: 256)
        var image = IndexedImage(width: 300, height: 40, background: .clear)
        while image.palette.count < IndexedImage.mostColors { _ = image.index(of: TestPictures.randomColor(&random)) }
        for index in image.pixels.indices { image.pixels[index] = UInt8(truncatingIfNeeded: random.next() % 7 == 0 ? random.next() : 0) }
        #expect(image.palette.count == 256)
        try Self.check(image, pixelBytes: 4, "256 colours")
    }

    /// The checksum without expansion is Adler-32 of the bytes, for rows of every length around a word,
    /// eight pixels of one colour at once (a band), and a background that is not all zero bytes.
    @Test func theChecksumOfTheIndicesIsTheBytes() {
        var random = SplitMix64(seed: 32)
        for width in [1, 5, 8, 9, 15, 16, 17, 64, 1100, 5000] {
            for background in [PixelColor.clear, PixelColor(red: 255, green: 254, blue: 253, alpha: 252)] {
                var image = TestPictures.runs(width: width, height: 9, colors: 5, longest: 20, random: &random)
                image.pixels = image.pixels.map { random.next() % 3 == 0 ? 0 : $0 }
                let blank = IndexedImage(width: width, height: 3, background: background)
                for pixelBytes in [3, 4] {
                    for picture in [image, blank] {
                        #expect(IndexedAdler32.checksum(of: picture, pixelBytes: pixelBytes)
                            == Inflate.adler32(TestPictures.bytes(picture, pixelBytes: pixelBytes)), "\(width) wide, \(pixelBytes) bytes")
                    }
                }
            }
        }
    }

    /// kitty's placement carries the reference stream: each chunk's base64 is the whole stream's base64
    /// cut every 4096 letters (a chunk is 3072 bytes encoded on its own).
    @Test func thePlacementCarriesTheReferenceStream() throws {
        var random = SplitMix64(seed: 12)
        let image = TestPictures.noise(width: 200, height: 90, colors: 9, random: &random)
        let reference = Base64.encode(ZlibStream.compress(TestPictures.rgba(image), pixelBytes: 4, rowBytes: 800))
        let back = try KittyGraphicsTests.readBack(KittyGraphics.place(image, id: 3, column: 0, row: 0, columns: 20, rows: 4))
        #expect(back.chunks.count > 2)
        #expect(Array(back.chunks.joined()) == reference)
    }
}
