/// One pixel's colour, with its opacity: 0 transparent (the terminal's own background shows, kitty), 255
/// opaque.
///
/// ```swift
/// PixelColor(red: 0, green: 215, blue: 215)            // a series' cyan, opaque
/// PixelColor(red: 0, green: 215, blue: 215, alpha: 64) // a quarter of it over whatever lies below
/// ```
public struct PixelColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Nothing: where the terminal's background shows through.
    public static let clear = PixelColor(red: 0, green: 0, blue: 0, alpha: 0)
}
