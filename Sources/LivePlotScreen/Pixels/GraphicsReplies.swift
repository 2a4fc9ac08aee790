/// What a terminal answered to the graphics probe (`GraphicsReplies.probe`), read from the bytes as they
/// come: kitty's graphics reply, DA1's attributes (`4`: sixel), the cell's size in pixels (`ESC [ 6 ; h ;
/// w t`), the background colour (OSC 11). DA1 comes last and every terminal sends it: when it is read, the
/// probe is over. Bytes that are no reply (keys typed meanwhile) are kept for the keyboard.
///
/// ```swift
/// var replies = GraphicsReplies()
/// replies.read(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8))
/// replies.kitty        // true
/// replies.sixel        // true
/// replies.isComplete   // true
/// ```
public struct GraphicsReplies: Sendable {
    public private(set) var kitty = false
    public private(set) var sixel = false
    public private(set) var cell: CellPixels?
    public private(set) var background: PixelColor?
    /// Whether DA1's reply was read: nothing more will come.
    public private(set) var isComplete = false
    /// The bytes that were no reply, in order.
    public private(set) var keys: [UInt8] = []

    public init() {}

    /// The questions, in one write: kitty's query (a 1×1 image it does not keep), the cell size, the
    /// background colour, then DA1.
    public static let probe: [UInt8] = Array(
        "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

    /// Reads the next bytes of the terminal's answer.
    public mutating func read(_ bytes: [UInt8]) {
        // Stub of the shared commit: the parser comes with the detection branch.
        keys += bytes
    }
}
