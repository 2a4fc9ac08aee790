/// One band of six pixel rows of a sixel image, as each colour's column masks (bit `r` set where row `r`
/// of the band has that colour), built in one pass over the band's pixels and written colour by colour
/// with run-length codes. Kept across bands so its storage is allocated once an image.
///
/// ```swift
/// var band = SixelBand(width: 1100)
/// band.fill(from: pixels, width: 1100, rows: 0..<6)
/// band.write(registers: registers, into: &output)   // #0!1100~$#1???O!12?_…
/// ```
///
/// - Complexity: `fill` O(width × 6); `write` O(width × colours present), runs skipped eight columns at a time.
struct SixelBand {
    /// A row of masks per palette index, `stride` apart; eight zero bytes past the width end every row,
    /// so a run is measured a word at a time without a bounds check.
    private var masks: [UInt8]
    private let stride: Int
    private let width: Int
    /// The palette indices this band has, in the order first met; `isPresent` answers in O(1).
    private var present: [UInt8] = []
    private var isPresent = [Bool](repeating: false, count: IndexedImage.mostColors)

    /// `?`: the sixel of no pixels; a sixel is 63 plus its mask.
    static let empty = UInt8(ascii: "?")

    init(width: Int) {
        self.width = width
        stride = width + 8
        masks = [UInt8](repeating: 0, count: stride * IndexedImage.mostColors)
        present.reserveCapacity(IndexedImage.mostColors)
    }

    /// Clears the last band's colours and reads the pixels of `rows` (at most six) of an image `width` wide:
    /// eight pixels of one colour (the background between a chart's lines, a band's fill) at once.
    mutating func fill(from pixels: UnsafeBufferPointer<UInt8>, width: Int, rows: Range<Int>) {
        precondition(width == self.width && rows.count <= 6, "a band of another image")
        let stride = self.stride
        var colors = Colors(present: present, isPresent: isPresent)
        // Out of `self` while written, so that no access to `self` overlaps another.
        present = []
        isPresent = []
        defer { (present, isPresent) = (colors.present, colors.isPresent) }
        masks.withUnsafeMutableBytes { masks in
            for color in colors.present {
                let start = Int(color) * stride
                masks[start..<start + width].initializeMemory(as: UInt8.self, repeating: 0)
                colors.isPresent[Int(color)] = false
            }
            colors.present.removeAll(keepingCapacity: true)
            let source = UnsafeRawBufferPointer(pixels)
            for (bit, row) in rows.enumerated() {
                let mask = UInt8(1) << UInt8(bit)
                let first = row * width
                var x = 0
                while x + 8 <= width {
                    let word = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: first + x, as: UInt64.self))
                    let color = Int(word & 0xFF)
                    if word == UInt64(color) &* Self.everyByte {
                        colors.note(UInt8(color))
                        let at = color * stride + x
                        let masked = masks.loadUnaligned(fromByteOffset: at, as: UInt64.self) | UInt64(mask) &* Self.everyByte
                        masks.storeBytes(of: masked, toByteOffset: at, as: UInt64.self)
                    } else {
                        for offset in x..<x + 8 { colors.set(pixels[first + offset], at: offset, mask: mask, stride: stride, in: masks) }
                    }
                    x += 8
                }
                for offset in x..<width { colors.set(pixels[first + offset], at: offset, mask: mask, stride: stride, in: masks) }
            }
        }
    }

    /// A byte of ones in every byte of a word: a byte times it fills the word with it.
    private static let everyByte: UInt64 = 0x0101_0101_0101_0101

    /// The band's colours while it is filled.
    private struct Colors {
        var present: [UInt8]
        var isPresent: [Bool]

        /// Adds `color` to the band's colours, once, in the order first met.
        @inline(__always)
        mutating func note(_ color: UInt8) {
            if !isPresent[Int(color)] {
                isPresent[Int(color)] = true
                present.append(color)
            }
        }

        /// Marks the pixel at `x` of the band's row `mask` as `color`'s.
        @inline(__always)
        mutating func set(_ color: UInt8, at x: Int, mask: UInt8, stride: Int, in masks: UnsafeMutableRawBufferPointer) {
            note(color)
            let at = Int(color) * stride + x
            masks.storeBytes(of: masks.load(fromByteOffset: at, as: UInt8.self) | mask, toByteOffset: at, as: UInt8.self)
        }
    }

    /// Each colour present as `#register` and its sixels, `$` (back to the band's start) between colours;
    /// the empty sixels after a colour's last are left out.
    func write(registers: [Int], into output: inout [UInt8]) {
        masks.withUnsafeBufferPointer { masks in
            for (order, color) in present.enumerated() {
                if order > 0 { output.append(UInt8(ascii: "$")) }
                output.append(UInt8(ascii: "#"))
                EscapeSequence.appendDecimal(registers[Int(color)], to: &output)
                let row = UnsafeBufferPointer(rebasing: masks[Int(color) * stride..<Int(color) * stride + stride])
                writeRuns(of: row, into: &output)
            }
        }
    }

    /// A colour's row of masks as sixels, runs of `SixelEncoder.shortestRepeat` or more as `!count`.
    private func writeRuns(of row: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var end = width
        while end > 0, row[end - 1] == 0 { end -= 1 }
        let raw = UnsafeRawBufferPointer(row)
        var x = 0
        while x < end {
            let mask = row[x]
            let length = min(Self.run(of: mask, in: raw, at: x), end - x)
            let sixel = Self.empty + mask
            if length >= SixelEncoder.shortestRepeat {
                output.append(UInt8(ascii: "!"))
                EscapeSequence.appendDecimal(length, to: &output)
                output.append(sixel)
            } else {
                for _ in 0..<length { output.append(sixel) }
            }
            x += length
        }
    }

    /// How many masks from `x` on equal `mask`: eight compared at once against the mask in every byte.
    /// The row's eight zero bytes of padding end any run of a non-zero mask; a run of zeros may run into
    /// them, which the caller cuts at the row's last non-zero mask.
    @inline(__always)
    private static func run(of mask: UInt8, in row: UnsafeRawBufferPointer, at x: Int) -> Int {
        let repeated = UInt64(mask) &* 0x0101_0101_0101_0101
        var index = x
        while index + 8 <= row.count {
            let difference = row.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ repeated
            if difference != 0 { return index - x + UInt64(littleEndian: difference).trailingZeroBitCount / 8 }
            index += 8
        }
        while index < row.count, row[index] == mask { index += 1 }
        return index - x
    }
}
