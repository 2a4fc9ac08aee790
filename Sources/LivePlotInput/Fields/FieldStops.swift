/// The bytes a field passed over may not hold (`RowShape`): below `lowest` or past `~`, and the
/// `excluded` ones (a separator, or what would make the full reading read the line otherwise). Found
/// sixteen at a time: a block's stops as sixteen bits, lane i bit i.
///
/// ```swift
/// let stops = FieldStops(lowest: 0x21, excluded: (0x2C, 0x3B, 0x3D, 0x3A))   // blank-separated
/// // "7 x 12.5 9\n12 3 4\n" from 0: the blanks after `7`, `x` and `12.5`, the LF, the blanks after `12` and `3`.
/// stops.block(base, at: 0)   // 0b1010_0101_0000_1010
/// ```
struct FieldStops: Sendable {
    /// The lowest byte a field holds.
    let lowest: UInt8
    /// The bytes from `lowest` to `~` a field may not hold (one repeated for fewer).
    let excluded: (UInt8, UInt8, UInt8, UInt8)
    /// One past `lowest`, in every lane: with one added, a byte below `lowest` or past `~` is, as a signed
    /// byte, below it (0x7F to 0xFF wrap to 0x80 and up, which are negative).
    private let pastLowest: SIMD16<Int8>
    private let excludedLanes: (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)

    /// - Parameter lowest: from 0x01 to 0x7E.
    init(lowest: UInt8, excluded: (UInt8, UInt8, UInt8, UInt8)) {
        precondition(lowest > 0 && lowest < 0x7F, "a field holds printable ASCII from \(lowest)")
        self.lowest = lowest
        self.excluded = excluded
        pastLowest = SIMD16(repeating: Int8(bitPattern: lowest &+ 1))
        excludedLanes = (SIMD16(repeating: excluded.0), SIMD16(repeating: excluded.1), SIMD16(repeating: excluded.2),
                         SIMD16(repeating: excluded.3))
    }

    /// The stops among the sixteen bytes at `offset`, which must all be readable.
    ///
    /// - Complexity: a dozen vector operations, and a multiplication a half to gather the lanes' bits.
    @inline(__always)
    func block(_ base: UnsafeRawPointer, at offset: Int) -> UInt32 {
        let lanes = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
        let outside = SIMD16<Int8>(truncatingIfNeeded: lanes &+ 1) .< pastLowest
        let stops = outside .| lanes .== excludedLanes.0 .| lanes .== excludedLanes.1 .| lanes .== excludedLanes.2
            .| lanes .== excludedLanes.3
        // A lane of the mask is all ones or all zeros: its high bit, multiplied so, lands in the top byte
        // in lane order, with no carry between them.
        let halves = unsafeBitCast(stops, to: SIMD2<UInt64>.self)
        let gather: UInt64 = 0x0002_0408_1020_4081
        let low = ((halves[0] & Self.highs) &* gather) >> 56
        let high = ((halves[1] & Self.highs) &* gather) >> 56
        return UInt32(truncatingIfNeeded: low | high << 8)
    }

    /// The stops among the `windowWidth` bytes at `offset`, lane i bit i, as two `block`s give them;
    /// those past the end of `bytes` flag none. A line of up to 31 bytes has all its stops in one word,
    /// which its fields are then read from with no loop over blocks (`RowShape.readByFieldEnds`).
    ///
    /// - Complexity: two `block`s, or the bytes left one by one within `windowWidth` of the buffer's end.
    @inline(__always)
    func window(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        guard offset &+ Self.windowWidth <= bytes.count, let base = bytes.baseAddress else { return lastWindow(bytes, at: offset) }
        return window(base, at: offset)
    }

    /// The stops among the `windowWidth` bytes at `offset`, which must all be readable.
    @inline(__always)
    func window(_ base: UnsafeRawPointer, at offset: Int) -> UInt64 {
        UInt64(block(base, at: offset)) | UInt64(block(base, at: offset &+ 16)) << 16
    }

    /// The stops among the `blockWidth` bytes at `offset`, lane i bit i; those past the end of `bytes` flag none.
    @inline(__always)
    func block(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        guard offset &+ Self.blockWidth <= bytes.count, let base = bytes.baseAddress else { return lastBlock(bytes, at: offset) }
        return block(base, at: offset)
    }

    /// The bytes a `block` covers.
    static let blockWidth = 16

    /// The bytes a `window` covers: 32, as lines of three numbers are shorter and lines of eight take
    /// two (callgrind, lines of 3 numbers: 64 bytes a window cost 70 instructions a line more, lines of 8
    /// the same).
    static let windowWidth = 32

    /// `window` within `windowWidth` bytes of the end of `bytes`: out of line, as a buffer ends once.
    @inline(never)
    private func lastWindow(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        var stops: UInt64 = 0
        for lane in 0..<max(0, min(Self.windowWidth, bytes.count - offset)) where contains(bytes[offset + lane]) { stops |= 1 << UInt64(lane) }
        return stops
    }

    /// The stops among the fewer than sixteen bytes from `offset` to the end of `bytes`, as `block` gives
    /// them: the lanes past the end flag none.
    @inline(never)
    func lastBlock(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        precondition(offset + 16 > bytes.count, "a block cut short by the buffer's end")
        var stops: UInt32 = 0
        for lane in 0..<max(0, bytes.count - offset) where contains(bytes[offset + lane]) { stops |= 1 << UInt32(lane) }
        return stops
    }

    /// Whether `byte` is a stop.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        byte < lowest || byte > 0x7E || byte == excluded.0 || byte == excluded.1 || byte == excluded.2 || byte == excluded.3
    }

    private static let highs: UInt64 = 0x8080_8080_8080_8080
}
