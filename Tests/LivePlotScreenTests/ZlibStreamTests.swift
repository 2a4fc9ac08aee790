import Testing
@testable import LivePlotInput
@testable import LivePlotScreen
@testable import LivePlotTestSupport

@Suite struct ZlibStreamTests {
    /// The text python's zlib compressed below: `b"12.5 3.25 cpu0\n" * 12 + bytes(range(0, 256, 5))`.
    static let shortText = Array(String(repeating: "12.5 3.25 cpu0\n", count: 12).utf8) + stride(from: 0, to: 256, by: 5).map { UInt8($0) }

    /// `zlib.compress(shortText, 0)`: one stored block.
    static let stored: [UInt8] = [0x78, 0x01, 0x01, 0xe8, 0x00, 0x17, 0xff] + shortText + [0xd5, 0xdb, 0x41, 0xa7]
    /// `zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_FIXED)`: one fixed-Huffman block.
    static let fixed: [UInt8] = [
        0x78, 0x01, 0x33, 0x34, 0xd2, 0x33, 0x55, 0x30, 0xd6, 0x33, 0x32, 0x55, 0x48, 0x2e, 0x28, 0x35, 0xe0, 0x32,
        0x1c, 0x0a, 0x5c, 0x06, 0x56, 0x2e, 0x7e, 0x11, 0x49, 0x39, 0x65, 0x0d, 0x5d, 0x23, 0x73, 0x1b, 0x47, 0x37,
        0xef, 0x80, 0xd0, 0xa8, 0xf8, 0x94, 0xcc, 0xbc, 0xe2, 0x8a, 0xda, 0xa6, 0xf6, 0x9e, 0x89, 0xd3, 0x66, 0x2f,
        0x58, 0xba, 0x6a, 0xfd, 0x96, 0x9d, 0xfb, 0x0e, 0x9f, 0x38, 0x7b, 0xe9, 0xfa, 0x9d, 0x87, 0xcf, 0x5e, 0x7f,
        0xf8, 0xfa, 0xeb, 0x3f, 0x00, 0xd5, 0xdb, 0x41, 0xa7,
    ]
    /// Level 6 with a full flush after 100 bytes: a fixed block, an empty stored block, a final fixed one.
    static let flushed: [UInt8] = [
        0x78, 0x9c, 0x32, 0x34, 0xd2, 0x33, 0x55, 0x30, 0xd6, 0x33, 0x32, 0x55, 0x48, 0x2e, 0x28, 0x35, 0xe0, 0x32,
        0xa4, 0x05, 0x17, 0x00, 0x00, 0x00, 0xff, 0xff, 0x4b, 0x2e, 0x28, 0x35, 0xe0, 0x32, 0x34, 0xd2, 0x33, 0x55,
        0x30, 0xd6, 0x33, 0x32, 0x55, 0x48, 0xa6, 0x94, 0xcb, 0xc0, 0xca, 0xc5, 0x2f, 0x22, 0x29, 0xa7, 0xac, 0xa1,
        0x6b, 0x64, 0x6e, 0xe3, 0xe8, 0xe6, 0x1d, 0x10, 0x1a, 0x15, 0x9f, 0x92, 0x99, 0x57, 0x5c, 0x51, 0xdb, 0xd4,
        0xde, 0x33, 0x71, 0xda, 0xec, 0x05, 0x4b, 0x57, 0xad, 0xdf, 0xb2, 0x73, 0xdf, 0xe1, 0x13, 0x67, 0x2f, 0x5d,
        0xbf, 0xf3, 0xf0, 0xd9, 0xeb, 0x0f, 0x5f, 0x7f, 0xfd, 0x07, 0x00, 0xd5, 0xdb, 0x41, 0xa7,
    ]

    /// 80 numbers from an LCG as text, which `zlib.compress(…, 9)` codes in a dynamic-Huffman block.
    static var numbers: [UInt8] {
        var x = 7
        var words: [String] = []
        for _ in 0..<80 {
            x = (x * 1_103_515_245 + 12345) % (1 << 31)
            let cents = x / 100 % 100
            words.append("\(x % 100).\(cents < 10 ? "0" : "")\(cents)")
        }
        return Array((words.joined(separator: " ") + "\n").utf8)
    }

    static let dynamic: [UInt8] = [
        0x78, 0xda, 0x1d, 0x91, 0xc9, 0x0d, 0xc4, 0x30, 0x0c, 0x03, 0xff, 0x5b, 0x85, 0x2a, 0x20, 0x2c, 0x5b, 0x67,
        0xff, 0x8d, 0x2d, 0x99, 0x4f, 0x20, 0x28, 0xc2, 0xf0, 0xb0, 0x17, 0xc6, 0xed, 0x3d, 0xd4, 0xb3, 0x37, 0xc8,
        0xb5, 0x76, 0x78, 0x5a, 0x1c, 0x4c, 0xd9, 0x75, 0xdc, 0xb4, 0xba, 0x78, 0xd7, 0xa6, 0xb1, 0xc7, 0xb6, 0x70,
        0xda, 0xbc, 0xd1, 0x6d, 0x79, 0x90, 0x61, 0xb7, 0x91, 0xfc, 0xcb, 0x79, 0xac, 0x12, 0x11, 0x16, 0x85, 0x2a,
        0xed, 0xc9, 0x3c, 0xdf, 0x21, 0xce, 0xb5, 0x82, 0xaf, 0x96, 0x1c, 0xfd, 0xe2, 0xb8, 0x8d, 0xa3, 0x8f, 0x65,
        0x08, 0x5b, 0x2d, 0x6c, 0xf1, 0xba, 0x2c, 0x9f, 0x20, 0x85, 0x58, 0xad, 0x9b, 0x0a, 0x07, 0xdb, 0x36, 0x8b,
        0xc7, 0x99, 0x6c, 0xea, 0x73, 0x7e, 0xf2, 0x52, 0xa9, 0x73, 0x2a, 0xd3, 0xfb, 0x72, 0x5e, 0x14, 0x95, 0x46,
        0x37, 0xb5, 0x98, 0xb4, 0x29, 0xe1, 0x99, 0x29, 0xca, 0x26, 0xf4, 0x55, 0x56, 0x37, 0xe7, 0xdc, 0xd6, 0x09,
        0xe7, 0x86, 0xf9, 0xc6, 0x62, 0xb1, 0x57, 0x9c, 0x09, 0x7b, 0xae, 0xcd, 0x63, 0xd6, 0x31, 0x17, 0xb8, 0x03,
        0x3d, 0xb6, 0xa9, 0xb2, 0x6e, 0xc8, 0x08, 0xcf, 0x69, 0x8d, 0xf8, 0x3c, 0xc2, 0x84, 0x5b, 0x5e, 0x89, 0xb3,
        0x32, 0xd6, 0x71, 0x99, 0x30, 0x75, 0x9f, 0x2e, 0x3c, 0x2f, 0x13, 0x8f, 0xaa, 0x23, 0x6d, 0x96, 0x40, 0xed,
        0x18, 0xa5, 0x22, 0x26, 0xe9, 0x7b, 0x54, 0x4b, 0xd3, 0xfd, 0x2a, 0x6d, 0x27, 0x55, 0xc9, 0xd2, 0x9a, 0x4f,
        0xd1, 0x9f, 0xc9, 0xd2, 0x83, 0xb8, 0x8a, 0xbb, 0xaa, 0xbd, 0xf1, 0xd8, 0x09, 0xce, 0xb1, 0x9b, 0xd8, 0xaf,
        0x80, 0xa6, 0x7d, 0x22, 0xe6, 0xf7, 0x07, 0xd4, 0x8c, 0x57, 0xe1,
    ]

    /// The checker reads real zlib's streams, every block type, and checks their Adler-32.
    @Test func inflateReadsRealZlibStreams() throws {
        #expect(try Inflate.zlib(Self.stored) == Self.shortText)
        #expect(try Inflate.zlib(Self.fixed) == Self.shortText)
        #expect(try Inflate.zlib(Self.flushed) == Self.shortText)
        #expect(Self.dynamic[2] & 0b111 == 0b101, "the stream starts with a final dynamic block")
        #expect(try Inflate.zlib(Self.dynamic) == Self.numbers)
        var broken = Self.fixed
        broken[broken.count - 1] ^= 1
        #expect(throws: Inflate.Failure.checksum(expected: 0xd5db_41a6, found: 0xd5db_41a7)) { try Inflate.zlib(broken) }
    }

    @Test func adler32MatchesKnownSumsAndThePlainWay() {
        #expect(Adler32.checksum([]) == 1)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        // Past several reductions (5552 bytes each), of bytes that make the sums grow fastest.
        var random = SplitMix64(seed: 5)
        for count in [5551, 5552, 5553, 20000] {
            let bytes = (0..<count).map { _ in random.next() % 4 == 0 ? UInt8(random.next() & 0xFF) : 255 }
            #expect(Adler32.checksum(bytes) == Inflate.adler32(bytes), "\(count) bytes")
        }
    }

    @Test func base64MatchesRFC4648() throws {
        let cases = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, coded) in cases { #expect(Base64.encode(Array(plain.utf8)) == Array(coded.utf8), "\(plain)") }
        let all = (0...255).map { UInt8($0) }
        #expect(try KittyCommands.base64Decoded(Base64.encode(all)) == all)
    }

    /// Random pictures of every kind, widths 1…2000, as RGBA and RGB, come back bit for bit.
    @Test func randomPicturesRoundTrip() throws {
        var random = SplitMix64(seed: 46)
        for round in 0..<Sweep.count(unit: 60, long: 600) {
            let width = round % 10 == 0 ? 1 + Int(random.next() % 2000) : 1 + Int(random.next() % 90)
            let height = 1 + Int(random.next() % UInt64(max(1, 4000 / width)))
            let colors = 1 + Int(random.next() % 12)
            let image: IndexedImage
            switch round % 3 {
            case 0: image = TestPictures.noise(width: width, height: height, colors: colors, random: &random)
            case 1: image = TestPictures.runs(width: width, height: height, colors: colors, longest: 600, random: &random)
            default: image = TestPictures.plotLike(width: width, height: height, background: .clear, random: &random)
            }
            let rgba = TestPictures.rgba(image)
            let rgb = stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<$0 + 3] }
            let compressed = ZlibStream.compress(rgba, pixelBytes: 4, rowBytes: width * 4)
            #expect(try Inflate.zlib(compressed) == rgba, "round \(round): \(width)×\(height) RGBA")
            #expect(try Inflate.zlib(ZlibStream.compress(rgb, pixelBytes: 3, rowBytes: width * 3)) == rgb,
                    "round \(round): \(width)×\(height) RGB")
        }
    }

    /// Arbitrary bytes (not pixels) and the edges: nothing, one byte, runs of every length around 258.
    @Test func edgesRoundTrip() throws {
        #expect(try Inflate.zlib(ZlibStream.compress([], pixelBytes: 4, rowBytes: 4)) == [])
        #expect(try Inflate.zlib(ZlibStream.compress([7], pixelBytes: 4, rowBytes: 4)) == [7])
        for length in [1, 2, 3, 4, 5, 6, 7, 258, 259, 260, 261, 262, 263, 515, 516, 517, 518, 519, 520, 777] {
            let bytes = [9] + [UInt8](repeating: 200, count: length) + [1, 2]
            #expect(try Inflate.zlib(ZlibStream.compress(bytes, pixelBytes: 1, rowBytes: 7)) == bytes, "a run of \(length)")
        }
    }

    /// A row longer than deflate's window (9000 RGBA pixels, 36000 bytes; 11000 RGB, 33000) cannot copy
    /// from above, which no distance code reaches: such pictures still round-trip, by copies from the left.
    @Test func rowsLongerThanTheWindow() throws {
        var random = SplitMix64(seed: 9)
        let image = TestPictures.plotLike(width: 9000, height: 12, background: .clear, random: &random)
        let rgba = TestPictures.rgba(image)
        #expect(try Inflate.zlib(ZlibStream.compress(rgba, pixelBytes: 4, rowBytes: 9000 * 4)) == rgba)
        let wide = TestPictures.runs(width: 11000, height: 4, colors: 3, longest: 3000, random: &random)
        let rgb = TestPictures.rgba(wide).enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        #expect(try Inflate.zlib(ZlibStream.compress(rgb, pixelBytes: 3, rowBytes: 11000 * 3)) == rgb)
    }

    /// A frame all background is ⌈bytes / 258⌉ matches of 13 bits (length 258's 8, distance 4's 5; the last,
    /// of 14, 7 + 1 + 5) after its first pixel's four literals: no literal and no short match anywhere else.
    @Test func aBlankFrameIsLongestMatchesOnly() throws {
        let rgba = TestPictures.rgba(IndexedImage(width: 1100, height: 720, background: .clear))
        let compressed = ZlibStream.compress(rgba, pixelBytes: 4, rowBytes: 4400)
        let matches = (rgba.count - 4 + 257) / 258
        let bits = 3 + 4 * 8 + matches * 13 + 7
        #expect(compressed.count == 2 + (bits + 7) / 8 + 4)
        #expect(try Inflate.zlib(compressed) == rgba)
    }

    /// A dotted grid (every other pixel of a row, of a column) repeats two pixels away: it costs little more
    /// than a blank frame (each dotted row all literals would add 4 KB; 36 rows and 27 columns here).
    @Test func aDottedGridCopiesTwoPixelsAway() throws {
        var image = IndexedImage(width: 1100, height: 720, background: .clear)
        let grey = image.index(of: PixelColor(red: 88, green: 88, blue: 88))
        for y in stride(from: 19, to: 720, by: 20) { for x in stride(from: 0, to: 1100, by: 2) { image[x, y] = grey } }
        for x in stride(from: 39, to: 1100, by: 40) { for y in stride(from: 0, to: 720, by: 2) { image[x, y] = grey } }
        let rgba = TestPictures.rgba(image)
        let compressed = ZlibStream.compress(rgba, pixelBytes: 4, rowBytes: 4400)
        #expect(try Inflate.zlib(compressed) == rgba)
        #expect(compressed.count < 2 * 19967, "\(compressed.count) bytes; a blank frame is 19967")
    }
}
