/// Compresses pixel rows into the zlib format (RFC 1950 around RFC 1951's deflate) with codes of its own:
/// fixed Huffman codes over literals and two kinds of copy, "the pixel to the left" (distance = a pixel's
/// bytes) and "the pixel above" (distance = a row's bytes), which is where a chart's pixels repeat; an
/// Adler-32 at the end. kitty's `o=z` reads it; any inflate does.
///
/// ```swift
/// let data = ZlibStream.compress(rgba, pixelBytes: 4, rowBytes: width * 4)
/// ```
///
/// - Complexity: O(bytes).
public enum ZlibStream {
    public static func compress(_ bytes: [UInt8], pixelBytes: Int, rowBytes: Int) -> [UInt8] {
        // Stub of the shared commit: a stored block stream comes with the encoders' branch.
        []
    }
}
