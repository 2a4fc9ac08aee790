/// Finds bytes sixteen at a time (the standard library's `SIMD16`, which the compiler turns into vector
/// compares), then eight at a time for the block that holds one (SWAR: a word holds a byte we look for
/// when, xor-ed with that byte in every lane, it has a zero lane, and the lowest such lane is exact).
/// Line splitting, the escape test and a JSON line's strings stay off the per-byte path.
///
/// ```swift
/// ByteSearch.firstIndex(of: 0x0A, in: buffer, from: 0)   // the next line end
/// ByteSearch.contains(0x3D, or: 0x3A, in: line)          // may the line hold key=value pairs?
/// ```
///
/// - Complexity: O(n), one vector compare per sixteen bytes.
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
        var index = start
        let lanes = Block(repeating: byte)
        while index + 16 <= count {
            let block = base.loadUnaligned(fromByteOffset: index, as: Block.self)
            if any(block .== lanes) { break }
            index += 16
        }
        let pattern = ones &* UInt64(byte)
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern
            let zeros = (word &- ones) & ~word & highs
            // The lowest flagged lane is exact (a false flag only ever lies above a true one).
            if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            if buffer[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The index of the first place at or after `start` where one of the pairs stands: `firsts[k]`, then
    /// `seconds[k]` right after it (any byte, even none, where `anySecond[k]`), or nil. Where a choice's
    /// literals may begin (`GET ` and `POST `: `GE` or `PO`): two bytes let through far fewer places than
    /// one (`st` of `status=` rather than every `s`). Both bytes sixteen places at a time.
    ///
    /// - Complexity: O(n × k) for k pairs, one vector compare of each pair per sixteen places.
    @inline(__always)
    static func firstIndex(ofPairs firsts: [UInt8], _ seconds: [UInt8], anySecond: [Bool], in buffer: UnsafeRawBufferPointer,
                           from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        var index = start
        // A block of places needs the byte after its last one.
        while index + 17 <= count {
            let first = base.loadUnaligned(fromByteOffset: index, as: Block.self)
            let second = base.loadUnaligned(fromByteOffset: index + 1, as: Block.self)
            var hits = first .!= first
            for pair in firsts.indices {
                let here = first .== Block(repeating: firsts[pair])
                hits = hits .| (anySecond[pair] ? here : here .& (second .== Block(repeating: seconds[pair])))
            }
            if any(hits) {
                for lane in 0..<16 where hits[lane] { return index + lane }
            }
            index += 16
        }
        while index < count {
            let byte = buffer[index]
            for pair in firsts.indices where byte == firsts[pair] {
                if anySecond[pair] || index + 1 < count && buffer[index + 1] == seconds[pair] { return index }
            }
            index += 1
        }
        return nil
    }

    /// The index of the last `byte` in `start..<end`, or nil: the search from a line's end back, for the
    /// literal after a `.*` (`DeterministicMatcher`'s gap), which a greedy run reaches last-first.
    @inline(__always)
    static func lastIndex(of byte: UInt8, in buffer: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Int? {
        guard let base = buffer.baseAddress, start < end else { return nil }
        var index = end
        let lanes = Block(repeating: byte)
        while index - 16 >= start {
            let block = base.loadUnaligned(fromByteOffset: index - 16, as: Block.self)
            if any(block .== lanes) { break }
            index -= 16
        }
        while index > start {
            index -= 1
            if buffer[index] == byte { return index }
        }
        return nil
    }

    /// The index of the first byte at or after `start` that is below `low` or above `~` (0x7E), or is one of
    /// `excluded` (repeat one for fewer); `buffer.count` when none is: where a field of printable bytes
    /// ends. Eight bytes a word (SWAR); in each test the lowest flagged lane is exact, so the lowest of
    /// them all is.
    ///
    /// - Parameter low: at most 0x80.
    @inline(__always)
    static func endOfPrintable(in buffer: UnsafeRawBufferPointer, from start: Int, low: UInt8,
                               excluding excluded: (UInt8, UInt8, UInt8, UInt8)) -> Int {
        let count = buffer.count
        var index = start
        if let base = buffer.baseAddress {
            let lows = ones &* UInt64(low)
            let patterns = (ones &* UInt64(excluded.0), ones &* UInt64(excluded.1), ones &* UInt64(excluded.2), ones &* UInt64(excluded.3))
            while index + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // Below `low` (a lane at or past 0x80 is caught next), then 0x7F and past, then each excluded byte.
                var stops = (word &- lows) & ~word & highs
                stops |= (word | (word &+ ones)) & highs
                stops |= zeroLanes(word ^ patterns.0) | zeroLanes(word ^ patterns.1) | zeroLanes(word ^ patterns.2)
                    | zeroLanes(word ^ patterns.3)
                if stops != 0 { return index + stops.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < count {
            let byte = buffer[index]
            if byte < low || byte > 0x7E || byte == excluded.0 || byte == excluded.1 || byte == excluded.2 || byte == excluded.3 {
                return index
            }
            index += 1
        }
        return count
    }

    /// The lanes of `word` that are zero, flagged by their high bit (the lowest exact).
    @inline(__always)
    private static func zeroLanes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    /// The index of the first of three bytes (`first`, `second` or `third`; repeat one to look for fewer)
    /// at or after `start`, or nil: where a match can begin, when few bytes can begin one.
    @inline(__always)
    static func firstIndex(of first: UInt8, _ second: UInt8, _ third: UInt8, in buffer: UnsafeRawBufferPointer,
                           from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        var index = start
        let firstLanes = Block(repeating: first), secondLanes = Block(repeating: second), thirdLanes = Block(repeating: third)
        while index + 16 <= count {
            let block = base.loadUnaligned(fromByteOffset: index, as: Block.self)
            if any(block .== firstLanes .| block .== secondLanes .| block .== thirdLanes) { break }
            index += 16
        }
        // The block that holds one, eight bytes at a time, as `firstIndex(of:in:from:)` does.
        let patterns = (ones &* UInt64(first), ones &* UInt64(second), ones &* UInt64(third))
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let found = zeroLanes(word ^ patterns.0) | zeroLanes(word ^ patterns.1) | zeroLanes(word ^ patterns.2)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            let byte = buffer[index]
            if byte == first || byte == second || byte == third { return index }
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
        let quote = Block(repeating: 0x22), backslash = Block(repeating: 0x5C), space = Block(repeating: 0x20)
        while index + 16 <= count {
            let block = base.loadUnaligned(fromByteOffset: index, as: Block.self)
            if any(block .== quote .| block .== backslash .| block .< space) { break }
            index += 16
        }
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
        var index = 0
        let firstLanes = Block(repeating: first), secondLanes = Block(repeating: second)
        while index + 16 <= count {
            let block = base.loadUnaligned(fromByteOffset: index, as: Block.self)
            if any(block .== firstLanes .| block .== secondLanes) { return true }
            index += 16
        }
        let firstPattern = ones &* UInt64(first)
        let secondPattern = ones &* UInt64(second)
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

    /// Whether `first` and `second` hold the same bytes: eight compared at a time.
    @inline(__always)
    static func equal(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
        guard first.count == second.count else { return false }
        guard let left = first.baseAddress, let right = second.baseAddress else { return true }
        let count = first.count
        var index = 0
        while index + 8 <= count {
            guard left.loadUnaligned(fromByteOffset: index, as: UInt64.self) == right.loadUnaligned(fromByteOffset: index, as: UInt64.self) else {
                return false
            }
            index += 8
        }
        while index < count {
            guard left.load(fromByteOffset: index, as: UInt8.self) == right.load(fromByteOffset: index, as: UInt8.self) else { return false }
            index += 1
        }
        return true
    }

    /// Sixteen bytes compared at once: the compiler's vector instructions where the machine has them.
    private typealias Block = SIMD16<UInt8>
}
