extension PixelColor {
    /// The colour's bytes as an image carries them: red, green, blue and, for `count` 4, alpha.
    ///
    /// ```swift
    /// PixelColor(red: 0, green: 215, blue: 215).channels(3)   // [0, 215, 215]
    /// ```
    func channels(_ count: Int) -> [UInt8] {
        Array([red, green, blue, alpha].prefix(count))
    }
}
