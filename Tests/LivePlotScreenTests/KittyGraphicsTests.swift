import Testing
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotTestSupport

@Suite struct KittyGraphicsTests {
    /// What a placement carries, read back: the cursor move, the first command's keys in order, the later
    /// commands' keys, and the picture (base64 decoded, inflated).
    struct ReadBack {
        var cursor: KittyCommands.Item
        var firstKeys: [String]
        var first: [String: String]
        var chunks: [[UInt8]]
        var later: [[String: String]]
        var laterKeys: [[String]]
        var pixels: [UInt8]
    }

    static func readBack(_ bytes: [UInt8]) throws -> ReadBack {
        let items = try KittyCommands.parse(bytes)
        try #require(items.count >= 2)
        var commands: [(keys: [String: String], order: [String], payload: [UInt8])] = []
        for item in items.dropFirst() {
            guard case let .graphics(keys, order, payload) = item else { throw KittyCommands.Failure(description: "\(item)") }
            commands.append((keys, order, payload))
        }
        let base64 = commands.flatMap(\.payload)
        return ReadBack(cursor: items[0], firstKeys: commands[0].order, first: commands[0].keys,
                        chunks: commands.map(\.payload), later: commands.dropFirst().map(\.keys),
                        laterKeys: commands.dropFirst().map(\.order),
                        pixels: try Inflate.zlib(try KittyCommands.base64Decoded(base64)))
    }

    /// A picture with clear pixels goes as RGBA (f=32), in chunks of at most 4096 base64 bytes, m=1 on all
    /// but the last; the keys as the protocol has them; the data inflates to the picture's pixels.
    @Test func aTransparentPictureRoundTripsAsRGBA() throws {
        var random = SplitMix64(seed: 1)
        let image = TestPictures.noise(width: 120, height: 90, colors: 9, random: &random)
        try #require(image.palette.contains { $0.alpha < 255 })
        let bytes = KittyGraphics.place(image, id: 7, column: 6, row: 1, columns: 12, rows: 4)
        let back = try Self.readBack(bytes)
        #expect(back.cursor == .cursor(row: 2, column: 7))
        #expect(back.firstKeys == ["a", "f", "o", "s", "v", "i", "c", "r", "C", "q", "m"])
        #expect(back.first == ["a": "T", "f": "32", "o": "z", "s": "120", "v": "90", "i": "7", "c": "12", "r": "4",
                               "C": "1", "q": "2", "m": "1"])
        #expect(back.chunks.count > 2, "noise needs several chunks")
        #expect(back.chunks.dropLast().allSatisfy { $0.count == 4096 })
        #expect(back.chunks.last!.count <= 4096 && back.chunks.last!.count % 4 == 0)
        #expect(back.later.dropLast().allSatisfy { $0 == ["q": "2", "m": "1"] })
        #expect(back.later.last == ["q": "2", "m": "0"])
        #expect(back.laterKeys.allSatisfy { $0 == ["q", "m"] })
        #expect(back.pixels == TestPictures.rgba(image))
    }

    /// An opaque picture goes as RGB (f=24): three bytes a pixel.
    @Test func anOpaquePictureRoundTripsAsRGB() throws {
        var random = SplitMix64(seed: 2)
        let background = PixelColor(red: 10, green: 12, blue: 14)
        let image = TestPictures.plotLike(width: 1100, height: 720, background: background, random: &random)
        let back = try Self.readBack(KittyGraphics.place(image, id: 2, column: 0, row: 0, columns: 110, rows: 36))
        #expect(back.cursor == .cursor(row: 1, column: 1))
        #expect(back.first["f"] == "24")
        #expect(back.first["s"] == "1100" && back.first["v"] == "720" && back.first["i"] == "2")
        let rgba = TestPictures.rgba(image)
        #expect(back.pixels == stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<$0 + 3] })
    }

    /// A plot over a clear background at 1100×720, the size the live chart sends, comes back whole.
    @Test func aPlotSizedPictureRoundTrips() throws {
        var random = SplitMix64(seed: 3)
        let image = TestPictures.plotLike(width: 1100, height: 720, background: .clear, random: &random)
        let back = try Self.readBack(KittyGraphics.place(image, id: 1, column: 8, row: 2, columns: 110, rows: 36))
        #expect(back.first["f"] == "32")
        #expect(back.pixels == TestPictures.rgba(image))
    }

    /// A picture small enough for one chunk is one command, m=0.
    @Test func aSmallPictureIsOneCommand() throws {
        var image = IndexedImage(width: 1, height: 1, background: .clear)
        image[0, 0] = image.index(of: PixelColor(red: 1, green: 2, blue: 3, alpha: 4))
        let back = try Self.readBack(KittyGraphics.place(image, id: 4_000_000_000, column: 0, row: 0, columns: 1, rows: 1))
        #expect(back.chunks.count == 1)
        #expect(back.first["m"] == "0" && back.first["i"] == "4000000000")
        #expect(back.pixels == [1, 2, 3, 4])
        #expect(KittyGraphics.place(IndexedImage(width: 0, height: 5, background: .clear), id: 1, column: 0, row: 0,
                                    columns: 1, rows: 1) == [])
    }

    /// Deleting one image frees its data (upper-case I); deleting all does (upper-case A); both quiet.
    @Test func deletes() {
        #expect(String(decoding: KittyGraphics.delete(id: 3), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=3,q=2\u{1B}\\")
        #expect(String(decoding: KittyGraphics.deleteAll, as: UTF8.self) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }
}
