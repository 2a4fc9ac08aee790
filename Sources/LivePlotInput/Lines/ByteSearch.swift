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
        // Wrapping sums: `index` never passes `count`, so none overflows, and the loops keep no overflow
        // check (a third of the line splitter's instructions a block).
        while index &+ 16 <= count {
            let block = base.loadUnaligned(fromByteOffset: index, as: Block.self)
            if any(block .== lanes) { break }
            index &+= 16
        }
        let pattern = ones &* UInt64(byte)
        while index &+ 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern
            let zeros = (word &- ones) & ~word & highs
            // The lowest flagged lane is exact (a false flag only ever lies above a true one).
            if zeros != 0 { return index &+ zeros.trailingZeroBitCount / 8 }
            index &+= 8
        }
        while index < count {
            if buffer[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The index of the first place at or after `start` where one of a few literals' prefixes stands, each
    /// `width` bytes (1 to 3) long, all within `buffer`; or nil. Where a choice's literals may begin
    /// (`status=` and `code=`: `sta` or `cod`): three bytes let through almost no place that is not a
    /// literal's (`st` of `host=` stops a two-byte search, `sta` does not). Teddy (Rust's aho-corasick,
    /// Hyperscan) matches a block of places against every literal's first bytes at once by nibble
    /// shuffles; here each literal's three bytes are xor-ed with the block's at three offsets, and a place
    /// where some literal's differences are all zero holds it: seven vector operations a literal and
    /// sixteen places.
    ///
    /// `lanes` holds three blocks a literal, each its byte repeated in sixteen lanes, zero past `width`
    /// (`ByteSearch.prefixLanes`).
    ///
    /// ```swift
    /// let lanes = ByteSearch.prefixLanes([Array("sta".utf8), Array("cod".utf8)], width: 3)
    /// lanes.withUnsafeBufferPointer { ByteSearch.firstIndex(ofPrefixes: $0, width: 3, in: line, from: 0) }
    /// ```
    ///
    /// - Complexity: O(n × k) for k literals, seven vector operations of each per sixteen places.
    @inline(__always)
    static func firstIndex(ofPrefixes lanes: UnsafeBufferPointer<SIMD16<UInt8>>, width: Int, in buffer: UnsafeRawBufferPointer,
                           from start: Int) -> Int? {
        precondition((1...3).contains(width) && lanes.count % 3 == 0 && !lanes.isEmpty, "a prefix of one to three bytes a literal")
        // Two or three literals (`GET |POST `, `status=|code=`, `ERROR|WARN|INFO`), the commonest choices:
        // their lanes held in registers for the whole search, not loaded again for each block, and no
        // loop over the literals (a block cost 57 instructions with two literals, the loop's and the
        // loads' over half of it).
        switch lanes.count {
        case 6:
            let (a, b) = ((lanes[0], lanes[1], lanes[2]), (lanes[3], lanes[4], lanes[5]))
            return firstIndex(ofPrefixes: lanes, width: width, in: buffer, from: start) { first, second, third in
                stands(a, first, second, third) | stands(b, first, second, third)
            }
        case 9:
            let (a, b, c) = ((lanes[0], lanes[1], lanes[2]), (lanes[3], lanes[4], lanes[5]), (lanes[6], lanes[7], lanes[8]))
            return firstIndex(ofPrefixes: lanes, width: width, in: buffer, from: start) { first, second, third in
                stands(a, first, second, third) | stands(b, first, second, third) | stands(c, first, second, third)
            }
        default:
            return firstIndex(ofPrefixes: lanes, width: width, in: buffer, from: start) { first, second, third in
                prefixHits(lanes, first, second, third)
            }
        }
    }

    /// The places of a block where one literal's prefix stands, all ones: its three lanes against the
    /// block read at three offsets.
    @inline(__always)
    private static func stands(_ literal: (Block, Block, Block), _ first: Block, _ second: Block, _ third: Block) -> Block {
        // Differences or-ed, then one compare: masks and-ed and or-ed (`.&`, `.|`) compiled to a call or
        // to lanes normalized one by one.
        unsafeBitCast((first ^ literal.0) | (second ^ literal.1) | (third ^ literal.2) .== Block(repeating: 0), to: Block.self)
    }

    /// `firstIndex(ofPrefixes:width:in:from:)` by `hits`, the places of a block where a prefix stands
    /// given the block read at three offsets (masked past `width`); the last places, where a block no
    /// longer fits, are compared with `lanes` byte by byte.
    @inline(__always)
    private static func firstIndex(ofPrefixes lanes: UnsafeBufferPointer<SIMD16<UInt8>>, width: Int, in buffer: UnsafeRawBufferPointer,
                                   from start: Int, hits: (Block, Block, Block) -> Block) -> Int? {
        // Three bytes, the commonest width, mask nothing: the search inlined for it with masks of all ones
        // compiles to none (six vector operations fewer a block).
        return width == 3 ? firstIndex(ofPrefixes: lanes, width: 3, masking: false, in: buffer, from: start, hits: hits)
            : firstIndex(ofPrefixes: lanes, width: width, masking: true, in: buffer, from: start, hits: hits)
    }

    /// The search itself, the line's blocks masked past `width` when `masking`.
    @inline(__always)
    private static func firstIndex(ofPrefixes lanes: UnsafeBufferPointer<SIMD16<UInt8>>, width: Int, masking: Bool,
                                   in buffer: UnsafeRawBufferPointer, from start: Int,
                                   hits: (Block, Block, Block) -> Block) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        // The bytes past the prefix are masked out of the line's blocks, as they are zero in the lanes.
        let cares = masking ? (Block(repeating: width > 1 ? 0xFF : 0), Block(repeating: width > 2 ? 0xFF : 0))
            : (Block(repeating: 0xFF), Block(repeating: 0xFF))
        @inline(__always)
        func hitsOfBlock(at place: UnsafeRawPointer) -> Block {
            hits(place.loadUnaligned(as: Block.self), place.loadUnaligned(fromByteOffset: 1, as: Block.self) & cares.0,
                 place.loadUnaligned(fromByteOffset: 2, as: Block.self) & cares.1)
        }
        var index = start
        // A block of places is read with the two bytes after its last one. Wrapping sums: `index` never
        // passes `count`, so none overflows, and the loop keeps no overflow check.
        while index &+ 18 <= count {
            // No `any` first: on a block of bytes it compiled to a call of `SIMD.min()`.
            if let lane = firstLane(of: hitsOfBlock(at: base + index), from: 0) { return index &+ lane }
            index &+= 16
        }
        // The places left but the last two, in one block that ends two bytes before the buffer does: its
        // places before `index` were looked at already (or lie before `start`) and are passed over.
        if count >= 18, index < count - 2 {
            let last = count - 18
            if let lane = firstLane(of: hitsOfBlock(at: base + last), from: index - last) { return last + lane }
            index = count - 2
        }
        while index + width <= count {
            var lane = 0
            while lane < lanes.count {
                var stands = true
                for offset in 0..<width where buffer[index + offset] != lanes[lane + offset][0] { stands = false }
                if stands { return index }
                lane += 3
            }
            index += 1
        }
        return nil
    }

    /// Each literal's first `width` bytes, each repeated in a block's lanes, then zero blocks up to three
    /// a literal: `firstIndex(ofPrefixes:)`'s `lanes`.
    static func prefixLanes(_ literals: [[UInt8]], width: Int) -> [SIMD16<UInt8>] {
        precondition(literals.allSatisfy { $0.count >= width }, "every literal holds the prefix")
        return literals.flatMap { literal in (0..<3).map { Block(repeating: $0 < width ? literal[$0] : 0) } }
    }

    /// The places of a block, read at three offsets, where one of any number of literals' prefixes stands
    /// (all ones).
    @inline(__always)
    private static func prefixHits(_ lanes: UnsafeBufferPointer<SIMD16<UInt8>>, _ first: Block, _ second: Block,
                                   _ third: Block) -> Block {
        var hits = Block(repeating: 0)
        var lane = 0
        while lane < lanes.count {
            hits |= stands((lanes[lane], lanes[lane &+ 1], lanes[lane &+ 2]), first, second, third)
            lane &+= 3
        }
        return hits
    }

    /// The lowest lane of `hits` at or past `skip` (below 16) that is set, or nil: its two halves read as
    /// words (lane k is byte k, all ones when set), where `any` and a look at each lane compiled to
    /// sixteen lane extractions.
    @inline(__always)
    private static func firstLane(of hits: Block, from skip: Int) -> Int? {
        let words = unsafeBitCast(hits, to: SIMD2<UInt64>.self)
        let low = skip >= 8 ? 0 : words[0] & (~0 << (8 * skip))
        if low != 0 { return low.trailingZeroBitCount / 8 }
        let high = skip <= 8 ? words[1] : words[1] & (~0 << (8 * (skip - 8)))
        if high != 0 { return 8 + high.trailingZeroBitCount / 8 }
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
        // Wrapping sums, as in `firstIndex(of:in:from:)`: a whole chunk is looked at this way.
        while index &+ 16 <= count {
            let block = base.loadUnaligned(fromByteOffset: index, as: Block.self)
            if any(block .== firstLanes .| block .== secondLanes) { return true }
            index &+= 16
        }
        let firstPattern = ones &* UInt64(first)
        let secondPattern = ones &* UInt64(second)
        while index &+ 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if hasZeroLane(word ^ firstPattern) || hasZeroLane(word ^ secondPattern) { return true }
            index &+= 8
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
