/// The minimum and maximum of any range of a history, in O(log n): a pyramid of block extremes, level L
/// holding each aligned block of 2^L values (from 32 up), kept as the history is appended to.
///
/// A zoomed-out chart asks for the extremes of every dot column's rows each frame; with this summary a
/// frame costs O(columns × log history) instead of a scan of everything shown. Gaps (`nan`) are left out.
///
/// ```swift
/// var history = RingBuffer<Double>(capacity: 1000)
/// var extrema = RangeExtrema(capacity: 1000)
/// for value in values { history.append(value); extrema.didAppend(to: history) }
/// extrema.extremes(of: 100..<900, in: history)  // (low, high), nil when all are gaps
/// ```
///
/// - Complexity: `didAppend` is amortized O(1); a query is O(log n) blocks and up to 62 rows scanned;
///   memory is about an eighth of the history's (the smallest blocks hold 32 values).
public struct RangeExtrema: Sendable {
    struct Block: Sendable, Equatable {
        var low: Double
        var high: Double
        // Computed: a stored static would be a lazy global, checked on every use in the hot loops.
        static var empty: Block { Block(low: .infinity, high: -.infinity) }

        func merged(_ other: Block) -> Block { Block(low: min(low, other.low), high: max(high, other.high)) }
    }

    /// The smallest blocks summarised, 2^5 = 32 values: shorter runs are read from the history itself,
    /// which costs a frame little, while each smaller level would cost every appended value more.
    static let firstLevel = 5
    /// Level `firstLevel + i` is `levels[i]`; block b of level L is entry b of its ring, by number.
    private var levels: [RingBuffer<Block>] = []

    public init(capacity: Int) {
        var level = Self.firstLevel
        // Enough levels for one block to span the whole history.
        while (1 << level) <= capacity * 2 {
            levels.append(RingBuffer(capacity: capacity >> level + 2))
            level += 1
        }
    }

    /// Updates the summary after `history` had one value appended (its newest).
    @inline(__always)
    public mutating func didAppend(to history: RingBuffer<Double>) {
        let rows = history.appendedCount
        guard rows & ((1 << Self.firstLevel) - 1) == 0 else { return }
        record(Self.scan(history, rows: (rows - (1 << Self.firstLevel))..<rows), endingAt: rows)
    }

    /// Updates the summary after `history` had `count` values appended at once.
    public mutating func didAppend(count: Int, to history: RingBuffer<Double>) {
        let end = history.appendedCount
        let size = 1 << Self.firstLevel
        // The rows at which a smallest block ends, among those just appended.
        var rows = ((end - count) / size + 1) * size
        guard rows <= end else { return }
        let firstKept = end - history.count
        history.withSegments { older, newer in
            while rows <= end {
                let block = Self.extremes(of: (rows - size - firstKept)..<(rows - firstKept), in: older, newer)
                record(block ?? .empty, endingAt: rows)
                rows += size
            }
        }
    }

    /// Records the smallest block that ends where `rows` rows have been appended, and every larger block
    /// that ends there, each merged from the two below it.
    private mutating func record(_ smallest: Block, endingAt rows: Int) {
        for index in levels.indices {
            let level = Self.firstLevel + index
            guard rows & ((1 << level) - 1) == 0 else { return }
            let number = rows >> level - 1
            if levels[index].count == 0, levels[index].appendedCount < number {
                // A history that started late (`RingBuffer.skip`): its first blocks were never seen.
                levels[index].skip(number - levels[index].appendedCount)
            }
            let block = index == 0
                ? smallest
                : self.block(level: index - 1, number: 2 * number).merged(self.block(level: index - 1, number: 2 * number + 1))
            levels[index].append(block)
        }
    }

    /// The lowest and highest value of the history's rows `rows` (numbered from the first ever appended,
    /// as `appendedCount` counts), leaving out gaps and rows no longer kept; nil when none is left.
    ///
    /// The rows before the first whole smallest block and after the last are read from the history in one
    /// scan each, four lanes at a time (a column of a heatmap or of a view by x starts and ends anywhere:
    /// up to 62 rows read one by one cost it more than its blocks); the blocks between, from the summary.
    ///
    /// ```swift
    /// extrema.extremes(of: 5..<300, in: history)  // rows 5..<32 and 288..<300 scanned; 32..<288 from 4 blocks
    /// ```
    public func extremes(of rows: Range<Int>, in history: RingBuffer<Double>) -> (low: Double, high: Double)? {
        let firstKept = history.appendedCount - history.count
        let start = max(rows.lowerBound, firstKept)
        let end = min(rows.upperBound, history.appendedCount)
        let size = 1 << Self.firstLevel
        // The whole smallest blocks within: from the first row at a block's start to the last block's end.
        let (blocksStart, blocksEnd) = ((start + size - 1) & -size, end & -size)
        guard start < end else { return nil }
        guard blocksStart < blocksEnd, !levels.isEmpty else { return Self.scanExtremes(of: start..<end, in: history) }
        var result = history.withSegments { older, newer in
            let positions = (head: (start - firstKept)..<(blocksStart - firstKept), tail: (blocksEnd - firstKept)..<(end - firstKept))
            return (Self.extremes(of: positions.head, in: older, newer) ?? .empty)
                .merged(Self.extremes(of: positions.tail, in: older, newer) ?? .empty)
        }
        var row = blocksStart
        while row < blocksEnd {
            // The largest aligned block that starts here and fits.
            var index = 0
            while index + 1 < levels.count {
                let size = 1 << (Self.firstLevel + index + 1)
                guard row & (size - 1) == 0, row + size <= blocksEnd else { break }
                index += 1
            }
            result = result.merged(block(level: index, number: row >> (Self.firstLevel + index)))
            row += 1 << (Self.firstLevel + index)
        }
        return result.low <= result.high ? (result.low, result.high) : nil
    }

    /// Block `number` of `levels[level]`, empty when it is not kept.
    private func block(level: Int, number: Int) -> Block {
        let ring = levels[level]
        let position = number - (ring.appendedCount - ring.count)
        return position >= 0 && position < ring.count ? ring[position] : .empty
    }

    private static func scan(_ history: RingBuffer<Double>, rows: Range<Int>) -> Block {
        scanExtremes(of: rows, in: history).map { Block(low: $0.low, high: $0.high) } ?? .empty
    }

    /// The extremes of `rows` by reading every kept row (gaps and rows no longer kept left out): for
    /// short runs, and for histories kept without a summary.
    static func scanExtremes(of rows: Range<Int>, in history: RingBuffer<Double>) -> (low: Double, high: Double)? {
        let firstKept = history.appendedCount - history.count
        let block = history.withSegments { older, newer in
            extremes(of: (rows.lowerBound - firstKept)..<(rows.upperBound - firstKept), in: older, newer)
        }
        return block.map { ($0.low, $0.high) }
    }

    /// The extremes of the kept elements at `positions` (0 is the oldest kept; positions outside are not
    /// kept), given as the ring's two runs, oldest first.
    private static func extremes(of positions: Range<Int>, in older: UnsafeBufferPointer<Double>,
                                 _ newer: UnsafeBufferPointer<Double>) -> Block? {
        let lower = Swift.max(positions.lowerBound, 0)
        let upper = Swift.min(positions.upperBound, older.count + newer.count)
        guard lower < upper else { return nil }
        var result = Block.empty
        if lower < older.count {
            result = result.merged(extremes(of: UnsafeBufferPointer(rebasing: older[lower..<Swift.min(upper, older.count)])))
        }
        if upper > older.count {
            let start = Swift.max(lower, older.count) - older.count
            result = result.merged(extremes(of: UnsafeBufferPointer(rebasing: newer[start..<(upper - older.count)])))
        }
        return result.low <= result.high ? result : nil
    }

    /// The smallest and largest number in `values`, gaps left out (`empty` when there is none), four lanes
    /// at a time: a compare and a blend per lane, and no comparison waits on the one before.
    static func extremes(of values: UnsafeBufferPointer<Double>) -> Block {
        var lows = SIMD4<Double>(repeating: .infinity)
        var highs = SIMD4<Double>(repeating: -.infinity)
        var index = 0
        if let base = values.baseAddress {
            let raw = UnsafeRawPointer(base)
            let whole = values.count - values.count % 4
            while index < whole {
                let next = raw.loadUnaligned(fromByteOffset: index * MemoryLayout<Double>.stride, as: SIMD4<Double>.self)
                // A gap compares false both ways, so it is never taken.
                lows.replace(with: next, where: next .< lows)
                highs.replace(with: next, where: next .> highs)
                index += 4
            }
        }
        // By hand: `min()` and `max()` of a SIMD vector are generic calls.
        var low = Swift.min(Swift.min(lows[0], lows[1]), Swift.min(lows[2], lows[3]))
        var high = Swift.max(Swift.max(highs[0], highs[1]), Swift.max(highs[2], highs[3]))
        while index < values.count {
            let value = values[index]
            if value < low { low = value }
            if value > high { high = value }
            index += 1
        }
        return Block(low: low, high: high)
    }
}
