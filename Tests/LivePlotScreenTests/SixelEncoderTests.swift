import Testing
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotTestSupport

@Suite struct SixelEncoderTests {
    /// A 7×7 picture written out by hand: registers only for the colours used, numbered from 0; a colour's
    /// line per band, `!n` for runs of four or more, `$` between colours, `-` between bands, empty sixels
    /// after a colour's last left out, the last band cut to its one row.
    @Test func aSmallPictureExactly() {
        var image = IndexedImage(width: 7, height: 7, background: PixelColor(red: 0, green: 0, blue: 0))
        _ = image.index(of: PixelColor(red: 9, green: 9, blue: 9))   // in the palette, on no pixel
        let orange = image.index(of: PixelColor(red: 255, green: 128, blue: 0))
        let blue = image.index(of: PixelColor(red: 0, green: 0, blue: 255))
        for x in 0..<5 { image[x, 0] = orange }
        image[2, 6] = blue
        let expected = "\u{1B}P0;1;0q\"1;1;7;7#0;2;0;0;0#1;2;100;50;0#2;2;0;0;100"
            + "#1!5@$#0!5}~~"
            + "-#0@@?!4@$#2??@"
            + "\u{1B}\\"
        #expect(String(decoding: SixelEncoder.encode(image), as: UTF8.self) == expected)
        #expect(SixelEncoder.encode(IndexedImage(width: 3, height: 0, background: .clear)) == [])
    }

    /// What libsixel gives back for a channel: the percent we sent times 255/100, rounded.
    static func throughPercent(_ color: PixelColor) -> [UInt8] {
        [color.red, color.green, color.blue].map { UInt8((SixelEncoder.percent($0) * 255 + 50) / 100) } + [255]
    }

    /// `image` encoded, decoded by sixel2png and compared pixel for pixel (after sixel's percent rounding).
    static func checkRoundTrip(_ image: IndexedImage, background: PixelColor = PixelColor(red: 0, green: 0, blue: 0),
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let picture = try SixelDecoder.picture(of: SixelEncoder.encode(image, background: background))
        #expect(picture.width == image.width && picture.height == image.height, sourceLocation: sourceLocation)
        let colors = image.palette.map { throughPercent(SixelEncoder.mixed($0, over: background)) }
        var wrong = 0
        var first: (x: Int, y: Int)?
        for y in 0..<min(image.height, picture.height) {
            for x in 0..<min(image.width, picture.width) {
                let at = (y * picture.width + x) * 4
                if Array(picture.rgba[at..<at + 4]) != colors[Int(image[x, y])] {
                    wrong += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ, the first at \(String(describing: first))", sourceLocation: sourceLocation)
    }

    @Test func onePixelRoundTrips() throws {
        var image = IndexedImage(width: 1, height: 1, background: PixelColor(red: 1, green: 2, blue: 3))
        image[0, 0] = image.index(of: PixelColor(red: 200, green: 100, blue: 50))
        try Self.checkRoundTrip(image)
    }

    /// 7×7: a band and a band of one row, of noise.
    @Test func aPartialBandRoundTrips() throws {
        var random = SplitMix64(seed: 7)
        try Self.checkRoundTrip(TestPictures.noise(width: 7, height: 7, colors: 5, random: &random))
    }

    /// The size the live chart sends, a plot over an opaque background.
    @Test func aPlotSizedPictureRoundTrips() throws {
        var random = SplitMix64(seed: 8)
        let background = PixelColor(red: 30, green: 30, blue: 30)
        try Self.checkRoundTrip(TestPictures.plotLike(width: 1100, height: 720, background: background, random: &random))
    }

    /// A full palette of 256 and runs of every length; colours less than opaque mixed over the background.
    @Test func manyColoursAndRunsRoundTrip() throws {
        var random = SplitMix64(seed: 9)
        try Self.checkRoundTrip(TestPictures.noise(width: 61, height: 13, colors: 256, random: &random),
                                background: PixelColor(red: 250, green: 240, blue: 230))
        try Self.checkRoundTrip(TestPictures.runs(width: 300, height: 40, colors: 6, longest: 90, random: &random))
    }

    /// Widths around a word of eight pixels, of runs (eight pixels of one colour read at once) and noise (one
    /// by one), bands of one colour: every pixel in its colour, and every colour some pixel has defined.
    @Test func widthsAroundAWordRoundTrip() throws {
        var random = SplitMix64(seed: 10)
        for width in [7, 8, 9, 15, 16, 17, 41] {
            try Self.checkRoundTrip(TestPictures.runs(width: width, height: 13, colors: 4, longest: 19, random: &random))
            try Self.checkRoundTrip(TestPictures.noise(width: width, height: 8, colors: 3, random: &random))
            try Self.checkRoundTrip(IndexedImage(width: width, height: 12, background: PixelColor(red: 5, green: 6, blue: 7)))
        }
    }
}
