/// A key press that live mode understands.
public enum Key: Hashable, Sendable {
    case quit
    case interrupt
    case space
    case left, right
    /// The panels above, below (`--split`).
    case up, down
    case pageUp, pageDown
    case home, end
    case zoomIn, zoomOut
}
