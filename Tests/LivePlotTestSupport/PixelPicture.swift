@testable import LivePlotScreen

/// An indexed image as text, for golden images: a character a pixel, `.` the background, `1`…`9` then
/// `a`…`z` the palette's other colours in the order they came; and as a PPM file (`convert x.ppm x.png`)
/// over an opaque background, to look at.
///
/// ```swift
/// PixelPicture.text(of: image)   // "..11..\n.1..1.\n"
/// ```
public enum PixelPicture {
    static let symbols = Array(".123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    public static func text(of image: IndexedImage) -> String {
        var text = ""
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = Int(image[x, y])
                text.append(index < symbols.count ? symbols[index] : "#")
            }
            text.append("\n")
        }
        return text
    }

    /// A binary PPM (P6) of the image over `background` (its alpha blended away).
    public static func portablePixmap(of image: IndexedImage, over background: PixelColor) -> [UInt8] {
        var bytes = Array("P6\n\(image.width) \(image.height)\n255\n".utf8)
        bytes.reserveCapacity(bytes.count + image.width * image.height * 3)
        for index in image.pixels {
            let color = PixelCanvas.color(image.palette[Int(index)], alpha: Double(image.palette[Int(index)].alpha) / 255,
                                          over: background)
            bytes += [color.red, color.green, color.blue]
        }
        return bytes
    }
}
