/// A picture's size in pixels.
///
/// ```swift
/// PixelSize(width: 1000, height: 1000)   // xterm's largest sixel picture unless told otherwise
/// ```
public struct PixelSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
