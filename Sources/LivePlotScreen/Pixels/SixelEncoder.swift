/// DEC sixel: an image as a palette and bands of six pixel rows, each colour's run-length coded, opaque
/// (the background drawn, not left to the terminal), in one device control string.
///
/// ```swift
/// let bytes = SixelEncoder.encode(image)   // ESC P 0;1;0 q " 1;1;W;H #0;2;… ESC \
/// ```
///
/// - Complexity: O(pixels + colours in each band × width).
public enum SixelEncoder {
    /// `ESC P 0;1;0 q`: P2 = 1, a pixel no colour sets keeps what the screen shows. Every pixel of the image
    /// is set by exactly one colour (the background's included), so nothing of an old frame shows through
    /// anyway; P2 = 0 or 2 would have the terminal first paint the whole area in a colour of its choosing
    /// (xterm: register 0, others: their background), and past the last row, in a band cut short, too.
    static let introducer: [UInt8] = Array("\u{1B}P0;1;0q".utf8)
    static let terminator: [UInt8] = [0x1B, UInt8(ascii: "\\")]
    /// A run of a sixel at least this long goes as `!count` and the sixel: shorter, repeating it is shorter.
    static let shortestRepeat = 4

    /// The image as one sixel string. A colour less than opaque is mixed over `background` first (sixel has
    /// no transparency; the live chart gives an opaque background, this is for safety). An image of no
    /// pixels sends nothing.
    public static func encode(_ image: IndexedImage, background: PixelColor = PixelColor(red: 0, green: 0, blue: 0)) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { return [] }
        var output = introducer
        output.reserveCapacity(image.width * image.height / 16 + 256)
        output.append(UInt8(ascii: "\""))
        for (index, value) in [1, 1, image.width, image.height].enumerated() {
            if index > 0 { output.append(UInt8(ascii: ";")) }
            EscapeSequence.appendDecimal(value, to: &output)
        }
        let registers = definePalette(of: image, over: background, into: &output)
        var band = SixelBand(width: image.width)
        image.pixels.withUnsafeBufferPointer { pixels in
            for top in stride(from: 0, to: image.height, by: 6) {
                if top > 0 { output.append(UInt8(ascii: "-")) }
                band.fill(from: pixels, width: image.width, rows: top..<min(top + 6, image.height))
                band.write(registers: registers, into: &output)
            }
        }
        output.append(contentsOf: terminator)
        return output
    }

    /// `#register;2;r;g;b` (percent) for each palette entry some pixel uses, registers numbered from 0 in
    /// palette order (a terminal may have as few as 16); returns each palette index's register.
    static func definePalette(of image: IndexedImage, over background: PixelColor, into output: inout [UInt8]) -> [Int] {
        let isUsed = usedColors(of: image)
        var registers = [Int](repeating: -1, count: image.palette.count)
        var next = 0
        for (index, color) in image.palette.enumerated() where isUsed[index] {
            registers[index] = next
            output.append(UInt8(ascii: "#"))
            EscapeSequence.appendDecimal(next, to: &output)
            output.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "2")])
            let opaque = mixed(color, over: background)
            for part in [opaque.red, opaque.green, opaque.blue] {
                output.append(UInt8(ascii: ";"))
                EscapeSequence.appendDecimal(percent(part), to: &output)
            }
            next += 1
        }
        return registers
    }

    /// Whether each palette index has a pixel: eight pixels of one colour (mostly the background) at once.
    ///
    /// - Complexity: O(pixels / 8 + pixels in words of more than one colour).
    static func usedColors(of image: IndexedImage) -> [Bool] {
        var isUsed = [Bool](repeating: false, count: IndexedImage.mostColors)
        isUsed.withUnsafeMutableBufferPointer { isUsed in
            image.pixels.withUnsafeBytes { pixels in
                var index = 0
                while index + 8 <= pixels.count {
                    let word = UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if word == (word & 0xFF) &* 0x0101_0101_0101_0101 {
                        isUsed[Int(word & 0xFF)] = true
                    } else {
                        for offset in 0..<8 { isUsed[Int(pixels[index + offset])] = true }
                    }
                    index += 8
                }
                for offset in index..<pixels.count { isUsed[Int(pixels[offset])] = true }
            }
        }
        return Array(isUsed.prefix(image.palette.count))
    }

    /// A channel 0…255 as sixel's 0…100, rounded to the nearest.
    static func percent(_ channel: UInt8) -> Int { (Int(channel) * 100 + 127) / 255 }

    /// `color` over an opaque `background` by its alpha.
    static func mixed(_ color: PixelColor, over background: PixelColor) -> PixelColor {
        guard color.alpha < 255 else { return color }
        let alpha = Int(color.alpha)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Int(top) * alpha + Int(bottom) * (255 - alpha) + 127) / 255) }
        return PixelColor(red: mix(color.red, background.red), green: mix(color.green, background.green),
                          blue: mix(color.blue, background.blue))
    }
}
