/// A key press that live mode understands.
public enum Key: Hashable, Sendable {
    case quit
    case interrupt
    /// Save the view to a file (`s`): the loop's, which writes it.
    case save
    case space
    case left, right
    /// The panels above, below (`--split`).
    case up, down
    case pageUp, pageDown
    case home, end
    case zoomIn, zoomOut
    /// The histogram of the values in view, and back (`h`).
    case histogram
    /// Hide or show the series of legend entry `n` (`1 … 9`, 1-based).
    case toggleSeries(Int)
    /// A left click at a cell (0-based, from the top left): the cursor goes to its column.
    case click(x: Int, y: Int)
    /// The mouse wheel turned up (zoom in) or down (zoom out) with the pointer at a cell.
    case wheel(up: Bool, x: Int, y: Int)
}
