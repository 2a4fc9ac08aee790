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

    /// Whether a picture of `width × height` pixels fits within this size.
    public func holds(width: Int, height: Int) -> Bool { width <= self.width && height <= self.height }
}
