/// kitty's graphics protocol: the bytes that send an image and place it at a cell, delete one, and ask
/// whether the terminal has the protocol. Every command is quiet (`q=2`): no reply reaches the keys.
///
/// ```swift
/// var bytes = KittyGraphics.place(image, id: 2, column: 7, row: 1, columns: 70, rows: 16)
/// bytes += KittyGraphics.delete(id: 1)   // the frame before, after the new one is shown: no blank
/// ```
public enum KittyGraphics {
    /// Sends `image` (RGBA, zlib-compressed, in chunks of at most 4096 base64 bytes) under `id` and shows
    /// it with its top left at the cell (`column`, `row`), scaled to `columns × rows` cells, under the text
    /// (so a label kept in the plot shows over it), the cursor left where it was.
    public static func place(_ image: IndexedImage, id: UInt32, column: Int, row: Int, columns: Int, rows: Int) -> [UInt8] {
        // Stub of the shared commit.
        []
    }

    /// Deletes the image `id` and frees its data.
    public static func delete(id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// Deletes every image shown (on the way out: the alternate screen's are all ours).
    public static let deleteAll: [UInt8] = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)
}
