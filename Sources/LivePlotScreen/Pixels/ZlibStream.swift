/// Compresses pixel rows into the zlib format (RFC 1950 around RFC 1951's deflate) with codes of its own:
/// fixed Huffman codes over literals and two kinds of copy, "the pixel to the left" (distance = a pixel's
/// bytes) and "the pixel above" (distance = a row's bytes), and the same two pixels away (a dotted line),
/// which is where a chart's pixels repeat (`Deflate`); an Adler-32 at the end. kitty's `o=z` reads it;
/// any inflate does.
///
/// ```swift
/// let data = ZlibStream.compress(rgba, pixelBytes: 4, rowBytes: width * 4)
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
        writer.alignToByte()
        let check = Adler32.checksum(bytes)
        writer.append(bytes: [UInt8(check >> 24), UInt8(check >> 16 & 0xFF), UInt8(check >> 8 & 0xFF), UInt8(check & 0xFF)])
        return writer.bytes
    }
}
