/// The cells that differ between two frames, as runs along rows.
///
/// Only what changed: how to cross the unchanged cells between two runs (resend them or move the cursor
/// over them) is a question of bytes, the encoder's alone (`ANSIEncoder`, which knows the styles and the
/// cursor).
///
/// ```swift
/// let diff = GridDiff(from: previous, to: next)
/// diff.isEmpty  // true when nothing changed: nothing is written
/// ```
///
/// - Complexity: O(width × height).
public struct GridDiff: Hashable, Sendable {
    public struct Run: Hashable, Sendable {
        public var row: Int
        public var column: Int
        public var count: Int
    }

    /// True when the screen must be cleared and drawn whole (first frame, or a new size).
    public let isFullRedraw: Bool
    public let runs: [Run]

    public init(from old: CellGrid?, to new: CellGrid) {
        guard let old, old.width == new.width, old.height == new.height else {
            isFullRedraw = true
            // After a clear only the non-blank cells need drawing.
            runs = new.cells.withUnsafeBufferPointer { cells in
                Self.runs(width: new.width, height: new.height) { cells[$0] != .blank }
            }
            return
        }
        isFullRedraw = false
        let bytes = CellBytes.layout
        runs = old.cells.withUnsafeBufferPointer { before in
            new.cells.withUnsafeBufferPointer { after in
                guard bytes.words == 3, let first = before.baseAddress, let second = after.baseAddress else {
                    return Self.runs(width: new.width, height: new.height) { !Self.same(before, after, at: $0, bytes: bytes) }
                }
                // A cell of three words (as `Cell` is laid out on the platforms built for): the words
                // compared unrolled, the masks held in registers: a frame compares every cell of the screen.
                let (a, b, masks) = (UnsafeRawPointer(first), UnsafeRawPointer(second), bytes.mask)
                // Two cells are six words, three pairs: most of a frame's cells are as they were, and a
                // pair of them is passed over in three vector compares, in a loop of its own.
                let pairMasks = (SIMD2(masks.0, masks.1), SIMD2(masks.2, masks.0), SIMD2(masks.1, masks.2))
                let skipUnchanged = { (index: Int, end: Int) -> Int in
                    Self.firstPairChanged(from: index, to: end, a, b, masks: pairMasks)
                }
                return Self.runs(width: new.width, height: new.height, skipUnchanged: skipUnchanged) { index in
                    let offset = index * MemoryLayout<Cell>.stride
                    @inline(__always) func word(_ word: Int) -> UInt64 {
                        a.load(fromByteOffset: offset + word * 8, as: UInt64.self) ^ b.load(fromByteOffset: offset + word * 8, as: UInt64.self)
                    }
                    return (word(0) & masks.0 | word(1) & masks.1 | word(2) & masks.2) != 0 && before[index] != after[index]
                }
            }
        }
    }

    /// Whether the cells at `index` are equal: by the bytes their fields take first, a few words a cell,
    /// and only cells whose bytes differ compared field by field (the colours' cases and payloads, which
    /// cost most of a frame's comparison). The same bytes are the same cell: its fields are plain values,
    /// no references. The padding between them is masked out (`CellBytes`): a cell written in place may
    /// leave it as it was.
    @inline(__always)
    private static func same(_ before: UnsafeBufferPointer<Cell>, _ after: UnsafeBufferPointer<Cell>, at index: Int,
                             bytes: CellBytes) -> Bool {
        let (a, b) = (UnsafeRawPointer(before.baseAddress! + index), UnsafeRawPointer(after.baseAddress! + index))
        /// Whether word `word` of the two differs in a field's bits (none beyond the cell).
        @inline(__always) func differs(_ word: Int, _ mask: UInt64) -> Bool {
            word < bytes.words && (a.load(fromByteOffset: word * 8, as: UInt64.self) ^ b.load(fromByteOffset: word * 8, as: UInt64.self)) & mask != 0
        }
        if bytes.words > 0, !differs(0, bytes.mask.0), !differs(1, bytes.mask.1), !differs(2, bytes.mask.2), !differs(3, bytes.mask.3) {
            return true
        }
        return before[index] == after[index]
    }

    public var isEmpty: Bool { runs.isEmpty && !isFullRedraw }

    /// The first index, from `index` on, whose cell may differ between `a` and `b` (cells of three words,
    /// `masks` each pair's field bits): the first of the first pair that differs, else `end - 1` (a
    /// cell left over, for the caller to compare alone) or `end`. Four cells a step while four are left
    /// (six vector compares, one test), then a pair: a frame passes over some 4,000 unchanged cells.
    @inline(__always)
    private static func firstPairChanged(from index: Int, to end: Int, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer,
                                         masks: (SIMD2<UInt64>, SIMD2<UInt64>, SIMD2<UInt64>)) -> Int {
        /// The field bits that differ in the pair of cells at `index`, as a vector of two words.
        @inline(__always) func differing(_ index: Int) -> SIMD2<UInt64> {
            let offset = index &* MemoryLayout<Cell>.stride
            @inline(__always) func pair(_ pair: Int) -> SIMD2<UInt64> {
                a.loadUnaligned(fromByteOffset: offset &+ pair &* 16, as: SIMD2<UInt64>.self)
                    ^ b.loadUnaligned(fromByteOffset: offset &+ pair &* 16, as: SIMD2<UInt64>.self)
            }
            return pair(0) & masks.0 | pair(1) & masks.1 | pair(2) & masks.2
        }
        var index = index
        while index &+ 3 < end {
            let (first, second) = (differing(index), differing(index &+ 2))
            let either = first | second
            if either[0] | either[1] != 0 { return first[0] | first[1] != 0 ? index : index &+ 2 }
            index &+= 4
        }
        while index &+ 1 < end {
            let pair = differing(index)
            if pair[0] | pair[1] != 0 { break }
            index &+= 2
        }
        return index
    }

    /// The runs of cells (by index, row by row) for which `changed` holds. The cells are read through
    /// buffers rather than the grid's checked subscript: a frame compares every cell of the screen.
    /// - Parameter skipUnchanged: from an index to the end of its row, the first index whose cell may
    ///   have changed (every cell before it has not): runs of unchanged cells passed over at once.
    @inline(__always)
    private static func runs(width: Int, height: Int, skipUnchanged: (Int, Int) -> Int = { index, _ in index },
                             changed: (Int) -> Bool) -> [Run] {
        var runs: [Run] = []
        for y in 0..<height {
            let start = y * width
            var x = 0
            while x < width {
                x = skipUnchanged(start + x, start + width) - start
                guard x < width else { break }
                guard changed(start + x) else {
                    x += 1
                    continue
                }
                var end = x + 1
                while end < width, changed(start + end) { end += 1 }
                runs.append(Run(row: y, column: x, count: end - x))
                x = end + 1
            }
        }
        return runs
    }
}
