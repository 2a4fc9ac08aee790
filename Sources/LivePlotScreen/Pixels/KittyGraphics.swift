/// kitty's graphics protocol: the bytes that send an image and place it at a cell, delete one, and ask
/// whether the terminal has the protocol. Every command is quiet (`q=2`): no reply reaches the keys.
///
/// ```swift
/// var bytes = KittyGraphics.place(image, id: 2, column: 7, row: 1, columns: 70, rows: 16)
/// bytes += KittyGraphics.delete(id: 1)   // the frame before, after the new one is shown: no blank
/// ```
public enum KittyGraphics {
    /// The most base64 bytes one command carries (the protocol's limit for a chunk; a multiple of 4).
    static let chunkBytes = 4096
    /// The compressed bytes whose base64 fills a chunk: each chunk is encoded on its own, no padding within.
    static let chunkData = chunkBytes / 4 * 3

    /// Sends `image` (RGBA, zlib-compressed, in chunks of at most 4096 base64 bytes) under `id` and shows
    /// it with its top left at the cell (`column`, `row`, 0-based), scaled to `columns × rows` cells, over
    /// the text (z = 0: a label kept in the plot shows through its clear pixels), the cursor left where it
    /// was. Not under the text (z < 0): kitty then draws the cells' default background clear, and a frame
    /// where nothing overdraws keeps the glyphs and lines of the frames before (kitty 0.26 under Xvfb).
    /// An image with no colour less than opaque goes as RGB (`f=24`): a quarter fewer bytes to compress, same picture.
    /// The pixels are compressed from the palette picture, never expanded to their RGB(A) bytes (`ZlibStream`).
    /// An image of no pixels sends nothing.
    ///
    /// - Complexity: O(pixels).
    public static func place(_ image: IndexedImage, id: UInt32, column: Int, row: Int, columns: Int, rows: Int) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { return [] }
        let isOpaque = image.palette.allSatisfy { $0.alpha == 255 }
        let pixelBytes = isOpaque ? 3 : 4
        let data = ZlibStream.compress(image, pixelBytes: pixelBytes)
        var output: [UInt8] = []
        output.reserveCapacity((data.count + 2) / 3 * 4 + data.count / chunkData * 16 + 96)
        EscapeSequence.cursorPosition(row: row, column: column, into: &output)
        var start = 0
        repeat {
            let end = min(start + chunkData, data.count)
            output.append(contentsOf: [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")])
            if start == 0 {
                output.append(contentsOf: Array("a=T,f=\(pixelBytes * 8),o=z,s=\(image.width),v=\(image.height),i=\(id),".utf8))
                output.append(contentsOf: Array("c=\(columns),r=\(rows),C=1,".utf8))
            }
            // q=2 on every chunk, not only the first: terminals differ on whether a chunk inherits it.
            output.append(contentsOf: Array("q=2,m=\(end < data.count ? 1 : 0);".utf8))
            Base64.append(data[start..<end], to: &output)
            output.append(contentsOf: stringTerminator)
            start = end
        } while start < data.count
        return output
    }

    /// Deletes the image `id` and frees its data (`d=I`: upper case frees, lower case only hides).
    public static func delete(id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// Deletes every image shown and frees their data (on the way out: the alternate screen's are all ours).
    public static let deleteAll: [UInt8] = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

    /// ESC \ : the end of an application programme command.
    static let stringTerminator: [UInt8] = [0x1B, UInt8(ascii: "\\")]
}
