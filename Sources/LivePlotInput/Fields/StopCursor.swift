/// The stops of a line (`FieldStops`), one after the other, from its first byte: those of 32 bytes found at once,
/// then 16 at a time — a line a little longer than 32 bytes (three long numbers) scans 48, not 64. Each
/// field of a line of the common form ends at the next stop (`RowShape.readByFieldEnds`).
///
/// ```swift
/// // "12 x 7\n": stops at 2, 4 and 6.
/// var cursor = StopCursor(bytes, at: 0, stops: fieldStops)
/// cursor.next(in: bytes, stops: fieldStops)   // 2, then 4, then 6, …, nil past the buffer's end
/// ```
struct StopCursor {
    /// Where the stops at hand begin: bit i of `stops` is the byte at `window + i`.
    private var window: Int
    /// The stops at hand not yet passed.
    private var stops: UInt64
    /// Where the next block begins.
    private var nextBlock: Int

    @inline(__always)
    init(_ bytes: UnsafeRawBufferPointer, at start: Int, stops fieldStops: FieldStops) {
        window = start
        stops = fieldStops.window(bytes, at: start)
        nextBlock = start &+ FieldStops.windowWidth
    }

    /// The next stop's index, or nil when there is none before the end of `bytes`.
    ///
    /// - Complexity: O(1) a stop, and a block of sixteen bytes each time the stops at hand run out.
    @inline(__always)
    mutating func next(in bytes: UnsafeRawBufferPointer, stops fieldStops: FieldStops) -> Int? {
        while stops == 0 {
            window = nextBlock
            guard window < bytes.count else { return nil }
            nextBlock &+= FieldStops.blockWidth
            stops = UInt64(fieldStops.block(bytes, at: window))
        }
        let stop = window &+ stops.trailingZeroBitCount
        stops &= stops &- 1
        return stop
    }
}
