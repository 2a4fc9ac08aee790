/// DEC sixel: an image as a palette and bands of six pixel rows, each colour's run-length coded, opaque
/// (the background drawn, not left to the terminal), in one device control string.
///
/// ```swift
/// let bytes = SixelEncoder.encode(image)   // ESC P 0;1;0 q " 1;1;W;H #0;2;… ESC \
/// ```
///
/// - Complexity: O(pixels × colours in each band).
public enum SixelEncoder {
    public static func encode(_ image: IndexedImage) -> [UInt8] {
        // Stub of the shared commit.
        []
    }
}
