/// Compresses pixel rows into the zlib format (RFC 1950 around RFC 1951's deflate) with codes of its own:
/// fixed Huffman codes over literals and two kinds of copy, "the pixel to the left" (distance = a pixel's
/// bytes) and "the pixel above" (distance = a row's bytes), and the same two pixels away (a dotted line),
/// which is where a chart's pixels repeat (`Deflate`); an Adler-32 at the end. kitty's `o=z` reads it;
/// any inflate does.
///
/// ```swift
/// let data = ZlibStream.compress(rgba, pixelBytes: 4, rowBytes: width * 4)
/// let same = ZlibStream.compress(image, pixelBytes: 4)   // from the palette picture, never expanded
/// ```
///
/// - Complexity: O(bytes).
public enum ZlibStream {
    /// CMF 0x78 (deflate, a 32 KiB window) and FLG 0x01 (the fastest level, no dictionary): 0x7801 is a
    /// multiple of 31, as RFC 1950 asks of the pair.
    static let header: [UInt8] = [0x78, 0x01]

    public static func compress(_ bytes: [UInt8], pixelBytes: Int, rowBytes: Int) -> [UInt8] {
        // A frame mostly of copies takes far less than its size; a noisy one a little more than it.
        var writer = BitWriter(capacity: header.count + bytes.count / 16 + 64)
        writer.append(bytes: header)
        Deflate.block(of: bytes, pixelBytes: pixelBytes, rowBytes: rowBytes, isFinal: true, into: &writer)
        return finished(&writer, check: Adler32.checksum(bytes))
    }

    /// The picture's pixels as RGB (`pixelBytes` 3) or RGBA (4), compressed from its indices
    /// (`IndexedDeflate`, `IndexedAdler32`): the stream inflates to the bytes the byte-stream form is
    /// given, in a fraction of its time.
    public static func compress(_ image: IndexedImage, pixelBytes: Int) -> [UInt8] {
        var writer = BitWriter(capacity: header.count + image.pixels.count * pixelBytes / 16 + 64)
        writer.append(bytes: header)
        IndexedDeflate.block(of: image, pixelBytes: pixelBytes, isFinal: true, into: &writer)
        return finished(&writer, check: IndexedAdler32.checksum(of: image, pixelBytes: pixelBytes))
    }

    /// The stream after its last block: aligned, and the Adler-32 of the uncompressed bytes, big-endian.
    private static func finished(_ writer: inout BitWriter, check: UInt32) -> [UInt8] {
        writer.alignToByte()
        writer.append(bytes: [UInt8(check >> 24), UInt8(check >> 16 & 0xFF), UInt8(check >> 8 & 0xFF), UInt8(check & 0xFF)])
        return writer.bytes
    }
}
