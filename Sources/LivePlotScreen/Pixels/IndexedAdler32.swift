/// `Adler32` of a palette picture's RGB or RGBA bytes without expanding them, row by row: a row of `n`
/// bytes (`k` a pixel) moves Adler's sums by its byte sum `s` and its weighted sum
/// w = Σ (n − i)·byteᵢ = n·s − k·Σ x·σₓ − Σ τₓ (a += s, b += n·a + w), where pixel x's colour has the byte
/// sum σ and τ = Σ t·byteₜ over its bytes t. A row is taken as all background (index 0, a closed form)
/// and corrected at the pixels that are not, found eight at a time: a chart's picture is mostly background.
///
/// ```swift
/// IndexedAdler32.checksum(of: image, pixelBytes: 4) == Adler32.checksum(rgbaBytes)   // true
/// ```
///
/// - Complexity: O(pixels / 8 + pixels not background).
enum IndexedAdler32 {
    /// The widest row whose sums are exact in 64 bits: k·Σ x·σₓ ≤ 4·1020·(2²⁰)²/2 stays under 2⁵².
    static let widest = 1 << 20

    static func checksum(of image: IndexedImage, pixelBytes: Int) -> UInt32 {
        precondition(image.width <= widest, "a row too wide for exact sums")
        // Each colour's σ and τ less the background's: what a pixel of it changes in a background row.
        let colors = image.palette.map { color -> (sum: Int, weighted: Int) in
            let bytes = color.channels(pixelBytes).map(Int.init)
            return (bytes.reduce(0, +), bytes.indices.reduce(0) { $0 + $1 * bytes[$1] })
        }
        let changes = colors.map { (sum: $0.sum - colors[0].sum, weighted: $0.weighted - colors[0].weighted) }
        let width = image.width
        let rowBytes = width * pixelBytes
        // The sums of a row all background: s, Σ x·σ, Σ τ.
        let background = (sum: width * colors[0].sum, positioned: width * (width - 1) / 2 * colors[0].sum,
                          weighted: width * colors[0].weighted)
        let modulus = Int(Adler32.modulus)
        var a = 1
        var b = 0
        image.pixels.withUnsafeBytes { pixels in
            changes.withUnsafeBufferPointer { changes in
                for top in stride(from: 0, to: pixels.count, by: max(width, 1)) {
                    var row = background
                    correct(&row, by: UnsafeRawBufferPointer(rebasing: pixels[top..<top + width]), changes: changes)
                    let weighted = rowBytes * row.sum - pixelBytes * row.positioned - row.weighted
                    b = (b + rowBytes % modulus * a + weighted % modulus) % modulus
                    a = (a + row.sum % modulus) % modulus
                }
            }
        }
        return UInt32(b << 16 | a)
    }

    /// Adds to a background row's sums what its pixels not of the background change: eight pixels of
    /// background skipped at once, eight of one colour (a band's fill) at once.
    @inline(__always)
    private static func correct(_ row: inout (sum: Int, positioned: Int, weighted: Int), by pixels: UnsafeRawBufferPointer,
                                changes: UnsafeBufferPointer<(sum: Int, weighted: Int)>) {
        var x = 0
        while x + 8 <= pixels.count {
            var word = UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: x, as: UInt64.self))
            if word == 0 {
                x += 8
                continue
            }
            let first = changes[Int(word & 0xFF)]
            if word == (word & 0xFF) &* 0x0101_0101_0101_0101 {
                row.sum += 8 * first.sum
                row.positioned += (8 * x + 28) * first.sum
                row.weighted += 8 * first.weighted
                x += 8
                continue
            }
            while word != 0 {
                let shift = word.trailingZeroBitCount & ~7
                let change = changes[Int(word >> UInt64(shift) & 0xFF)]
                row.sum += change.sum
                row.positioned += (x + shift / 8) * change.sum
                row.weighted += change.weighted
                word &= ~(0xFF << UInt64(shift))
            }
            x += 8
        }
        while x < pixels.count {
            let change = changes[Int(pixels[x])]
            row.sum += change.sum
            row.positioned += x * change.sum
            row.weighted += change.weighted
            x += 1
        }
    }
}
