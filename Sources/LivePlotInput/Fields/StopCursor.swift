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

    /// A cursor that reads whole blocks only, with no call for the buffer's last bytes (a loop with no
    /// call keeps its state and the stops' lanes in registers), each with `reach` bytes of the buffer
    /// after it; nil when the first window's are not.
    @inline(__always)
    init?(wholeBlocksOf bytes: UnsafeRawBufferPointer, at start: Int, stops fieldStops: FieldStops) {
        guard start &+ FieldStops.windowWidth &+ Self.reach <= bytes.count, let base = bytes.baseAddress else { return nil }
        window = start
        stops = fieldStops.window(base, at: start)
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
        return take()
    }

    /// `next` for a cursor of whole blocks (`init(wholeBlocksOf:…)`): nil also where the next block, or
    /// the `reach` bytes after it, would run past the end of `bytes`. So the `reach` bytes from any field's
    /// start up to a stop it gives are in `bytes`.
    @inline(__always)
    mutating func nextInWholeBlocks(of bytes: UnsafeRawBufferPointer, _ base: UnsafeRawPointer, stops fieldStops: FieldStops) -> Int? {
        while stops == 0 {
            window = nextBlock
            guard window &+ FieldStops.blockWidth &+ Self.reach <= bytes.count else { return nil }
            nextBlock &+= FieldStops.blockWidth
            stops = UInt64(fieldStops.block(base, at: window))
        }
        return take()
    }

    /// The bytes a cursor of whole blocks keeps readable past each stop it gives: a number read from a
    /// word or two (`WordNumber.wideValue` reads 32 bytes from its field's start) needs no test of its own.
    static let reach = 32

    /// The first of the stops at hand, which are not all passed, passed.
    @inline(__always)
    private mutating func take() -> Int {
        let stop = window &+ stops.trailingZeroBitCount
        stops &= stops &- 1
        return stop
    }
}
