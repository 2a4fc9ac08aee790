/// Fields passed over sixteen bytes at a time: a block's bytes classified by vector compares, the
/// classes turned into bits (a bit a byte), and the fields counted off by their separators' bits, with
/// no branch per byte or per field. `-f 2,5,8` passes over five fields of eight on every line.
///
/// ```swift
/// // "7 x 12.5 9\n" from 0: past the two fields "7" and "x" and their separators, at "12.5".
/// ByteSearch.pastFields(2, in: line, from: 0, separators: (0x20, 0x20, 0x20, 0x20), low: 0x21,
///                       excluding: (0x3D, 0x3A))   // 4
/// ```
extension ByteSearch {
    /// The index just past the separator that ends the `count`-th field from `start`, where each field is
    /// a non-empty run of bytes from `low` to `~` (0x7E) but the `separators` and `excluded`, and ends at
    /// exactly one separator (repeat one for fewer); nil when a field is empty, holds any other byte, or
    /// the buffer ends first.
    ///
    /// - Parameter count: at least 1.
    /// - Complexity: O(n) in the bytes passed over: a few vector operations a block of sixteen.
    @inline(__always)
    static func pastFields(_ count: Int, in buffer: UnsafeRawBufferPointer, from start: Int,
                           separators: (UInt8, UInt8, UInt8, UInt8), low: UInt8, excluding excluded: (UInt8, UInt8)) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let end = buffer.count
        var index = start
        var left = count
        // As if a separator came just before `start`: an empty first field is then two in a row.
        var separatorBefore: UInt32 = 1
        let first = Lanes(repeating: separators.0), second = Lanes(repeating: separators.1)
        let third = Lanes(repeating: separators.2), fourth = Lanes(repeating: separators.3)
        let lows = Lanes(repeating: low), span = Lanes(repeating: 0x7F &- low)
        let firstExcluded = Lanes(repeating: excluded.0), secondExcluded = Lanes(repeating: excluded.1)
        while index + 16 <= end {
            let block = base.loadUnaligned(fromByteOffset: index, as: Lanes.self)
            let isSeparator = block .== first .| block .== second .| block .== third .| block .== fourth
            let isField = (block &- lows) .< span .& .!(block .== firstExcluded .| block .== secondExcluded .| isSeparator)
            let separatorBits = bits(isSeparator)
            let stops = ~bits(isField) & 0xFFFF
            // A separator right after another (or right after `start`): a field is empty.
            let doubled = separatorBits & (separatorBits << 1 | separatorBefore)
            let found = separatorBits.nonzeroBitCount
            if found < left {
                guard stops == separatorBits, doubled == 0 else { return nil }
                left -= found
                separatorBefore = separatorBits >> 15
                index += 16
                continue
            }
            var remaining = separatorBits
            for _ in 1..<left { remaining &= remaining &- 1 }
            let lane = remaining.trailingZeroBitCount
            let upToIt: UInt32 = (2 << UInt32(lane)) &- 1
            guard (stops ^ separatorBits | doubled) & upToIt == 0 else { return nil }
            return index + lane + 1
        }
        // Fewer than sixteen bytes left: one at a time, classified as the blocks classify them.
        var afterSeparator = separatorBefore != 0
        while index < end {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            if byte == separators.0 || byte == separators.1 || byte == separators.2 || byte == separators.3 {
                guard !afterSeparator else { return nil }
                left -= 1
                if left == 0 { return index + 1 }
                afterSeparator = true
            } else {
                guard byte &- low < 0x7F &- low, byte != excluded.0, byte != excluded.1 else { return nil }
                afterSeparator = false
            }
            index += 1
        }
        return nil
    }

    /// The lanes of a block's compare as bits, lane i bit i: the high bit of each byte gathered by one
    /// multiplication per eight (each lane's bit lands in the top byte, in order, without carries).
    @inline(__always)
    static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt32 {
        let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        let gather: UInt64 = 0x0002_0408_1020_4081
        let low = ((halves[0] & 0x8080_8080_8080_8080) &* gather) >> 56
        let high = ((halves[1] & 0x8080_8080_8080_8080) &* gather) >> 56
        return UInt32(truncatingIfNeeded: low | high << 8)
    }

    /// Sixteen bytes compared at once.
    private typealias Lanes = SIMD16<UInt8>
}
