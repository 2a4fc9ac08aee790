/// Finds bytes eight at a time (SWAR: a word holds a byte we look for when, xor-ed with that byte in
/// every lane, it has a zero lane), which keeps line splitting and the pair test off the per-byte path.
///
/// ```swift
/// ByteSearch.firstIndex(of: 0x0A, in: buffer, from: 0)   // the next line end
/// ByteSearch.contains(0x3D, or: 0x3A, in: line)          // may the line hold key=value pairs?
/// ```
///
/// - Complexity: O(n), one word per eight bytes.
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether some lane of `word` is zero.
    @inline(__always)
    private static func hasZeroLane(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highs != 0
    }

    /// The index of the first `byte` at or after `start`, or nil.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        let pattern = ones &* UInt64(byte)
        var index = start
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if hasZeroLane(word ^ pattern) { break }
            index += 8
        }
        while index < count {
            if buffer[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The index of the first byte at or after `start` that stops a JSON string without escapes: a quote,
    /// a backslash or a control character (below 0x20); nil when none comes.
    @inline(__always)
    static func firstStringStop(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        var index = start
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            // A lane below 0x20 borrows into its high bit; lanes of 0x80 and above are masked out by ~word.
            let lanes = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word) & highs
            // The lowest flagged lane is exact (a false flag only ever lies above a true one).
            if lanes != 0 { return index + lanes.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            let byte = buffer[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { return index }
            index += 1
        }
        return nil
    }

    /// Whether `buffer` holds `first` or `second` anywhere.
    @inline(__always)
    static func contains(_ first: UInt8, or second: UInt8, in buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let count = buffer.count
        let firstPattern = ones &* UInt64(first)
        let secondPattern = ones &* UInt64(second)
        var index = 0
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if hasZeroLane(word ^ firstPattern) || hasZeroLane(word ^ secondPattern) { return true }
            index += 8
        }
        while index < count {
            if buffer[index] == first || buffer[index] == second { return true }
            index += 1
        }
        return false
    }
}
