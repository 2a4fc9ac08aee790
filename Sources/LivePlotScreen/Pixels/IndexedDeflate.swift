/// `Deflate`'s block straight from a palette picture, one byte a pixel, never expanded to its RGB or RGBA
/// bytes, and byte for byte the stream `Deflate.block` writes of the expanded bytes: the same four copies
/// (the pixel to the left, above, two to the left, two above) measured on the indices, whole pixels at a
/// time, and where a run of pixels ends, the bytes the two colours still share (a faint edge of a line
/// shares the line's red, green and blue) from their palette words. This holds because the palette's
/// colours are distinct (`IndexedImage.index(of:)` adds a colour only when new): pixels of different
/// indices differ in some byte, so a run over whole pixels is a run of equal indices. Were two entries the
/// same colour, a run would stop early at them: the stream would still inflate to the same bytes, only longer.
///
/// ```swift
/// var writer = BitWriter(capacity: 64)
/// IndexedDeflate.block(of: image, pixelBytes: 4, isFinal: true, into: &writer)   // inflates to the RGBA
/// ```
///
/// - Complexity: O(pixels / 8 + copies and literals): runs are measured eight pixels at a time.
enum IndexedDeflate {
    /// Writes the picture's pixels as RGB (`pixelBytes` 3: the alpha left out) or RGBA (4) in one block
    /// with fixed codes. A copy farther than deflate's window (a row of more than 32768 bytes) is not used.
    static func block(of image: IndexedImage, pixelBytes: Int, isFinal: Bool, into writer: inout BitWriter) {
        precondition(pixelBytes == 3 || pixelBytes == 4, "a pixel of RGB or RGBA")
        writer.write(isFinal ? 0b011 : 0b010, count: 3)
        // The pixels' bytes little-endian in a word, red lowest, only the bytes sent.
        let mask: UInt32 = pixelBytes == 4 ? 0xFFFF_FFFF : 0x00FF_FFFF
        let words = image.palette.map { ($0.channels(4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) & mask }
        // A constant `pixelBytes` in each copy, so that dividing by it is a multiplication.
        if pixelBytes == 3 {
            writeCopies(of: image, words: words, pixelBytes: 3, into: &writer)
        } else {
            writeCopies(of: image, words: words, pixelBytes: 4, into: &writer)
        }
        writer.write(FixedHuffman.endOfBlock.bits, count: FixedHuffman.endOfBlock.count)
    }

    /// The block's body: at each byte the longest of the copies, as matches, else the byte as a literal,
    /// in `Deflate.block`'s order of distances so that a tie goes the same way.
    @inline(__always)
    private static func writeCopies(of image: IndexedImage, words: [UInt32], pixelBytes: Int, into writer: inout BitWriter) {
        let distances = [image.width, 1, 2, 2 * image.width].filter { $0 * pixelBytes <= FixedHuffman.farthest }
        let codes = distances.map { FixedHuffman.distance($0 * pixelBytes) }
        let end = image.pixels.count * pixelBytes
        image.pixels.withUnsafeBytes { pixels in
            words.withUnsafeBufferPointer { words in
                distances.withUnsafeBufferPointer { distances in
                    FixedHuffman.literals.withUnsafeBufferPointer { literals in
                        var position = 0
                        while position < end {
                            let pixel = position / pixelBytes
                            let offset = position - pixel * pixelBytes
                            var longest = 0
                            var chosen = 0
                            for which in 0..<distances.count where distances[which] <= pixel {
                                let length = run(in: pixels, words: words, pixel: pixel, offset: offset,
                                                 distance: distances[which], pixelBytes: pixelBytes)
                                if length > longest {
                                    longest = length
                                    chosen = which
                                }
                            }
                            if longest >= FixedHuffman.lengthRange.lowerBound {
                                Deflate.writeMatches(length: longest, distance: codes[chosen], into: &writer)
                                position += longest
                            } else {
                                let literal = literals[Int(words[Int(pixels[pixel])] >> UInt32(8 * offset) & 0xFF)]
                                writer.write(literal.bits, count: literal.count)
                                position += 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// How many bytes from byte `offset` of `pixel` on equal those `distance` pixels before them: the bytes
    /// the two colours share from `offset`; when that is the rest of the pixel, whole pixels of the same
    /// index after it, then the bytes the next two colours share.
    @inline(__always)
    static func run(in pixels: UnsafeRawBufferPointer, words: UnsafeBufferPointer<UInt32>, pixel: Int, offset: Int,
                    distance: Int, pixelBytes: Int) -> Int {
        let rest = shared(words[Int(pixels[pixel])], words[Int(pixels[pixel - distance])], from: offset, pixelBytes: pixelBytes)
        guard rest == pixelBytes - offset, pixel + 1 < pixels.count else { return rest }
        let next = pixel + 1 + Deflate.run(in: pixels, at: pixel + 1, distance: distance)
        var length = (next - pixel) * pixelBytes - offset
        if next < pixels.count {
            length += shared(words[Int(pixels[next])], words[Int(pixels[next - distance])], from: 0, pixelBytes: pixelBytes)
        }
        return length
    }

    /// How many bytes from `offset` on two colours' words have in common, up to the pixel's end.
    @inline(__always)
    static func shared(_ first: UInt32, _ second: UInt32, from offset: Int, pixelBytes: Int) -> Int {
        let difference = (first ^ second) >> UInt32(8 * offset)
        return difference == 0 ? pixelBytes - offset : difference.trailingZeroBitCount / 8
    }
}
