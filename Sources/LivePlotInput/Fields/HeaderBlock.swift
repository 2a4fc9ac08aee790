/// Where the stream stands between its blocks of rows, for its header lines: before the first row (or
/// after a blank line that ends a block) a line of names is the block's header; once its rows began,
/// only a repeat of one of the block's header lines is (vmstat repeats its two), passed over quietly.
///
/// ```swift
/// var block = HeaderBlock()
/// block.remember(Array("r b swpd".utf8))  // the header
/// block.hasSeenData = true                 // its first row
/// block.takesHeader                        // false: a repeat only
/// ```
struct HeaderBlock: Sendable {
    /// Whether a row has been read (since the last blank line).
    var hasSeenData = false {
        didSet { if hasSeenData { isBetweenBlocks = false } }
    }
    /// Whether a blank line has come after rows, and no row since: a line of words now begins a new block
    /// (its header), as before the first row.
    private var isBetweenBlocks = false
    /// The current block's header lines, so that a repeated one is passed over quietly after its rows began;
    /// at most `maximumHeaderBytes` of them.
    private var headerLines: Set<[UInt8]> = []
    private var headerLineBytes = 0
    private static let maximumHeaderBytes = 1 << 20

    /// Whether a line of names now is the block's header (else at most a repeat of one).
    var takesHeader: Bool { !hasSeenData || isBetweenBlocks }

    /// Takes note of a line before it is read: a blank one after rows ends their block.
    @inline(__always)
    mutating func note(_ line: UnsafeRawBufferPointer) {
        if hasSeenData, !isBetweenBlocks, ByteClasses.isBlankLine(line) {
            isBetweenBlocks = true
            headerLines = []
            headerLineBytes = 0
        }
    }

    /// Whether `bytes` repeat one of this block's header lines.
    func isRepeat(_ bytes: [UInt8]) -> Bool { headerLines.contains(bytes) }

    /// Keeps a header line of this block, while they stay within their bound.
    mutating func remember(_ bytes: [UInt8]) {
        if headerLineBytes + bytes.count <= Self.maximumHeaderBytes, headerLines.insert(bytes).inserted {
            headerLineBytes += bytes.count
        }
    }
}
