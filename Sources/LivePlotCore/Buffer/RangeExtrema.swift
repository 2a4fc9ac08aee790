/// The minimum and maximum of any range of a history, in O(log n): a pyramid of block extremes, level L
/// holding each aligned block of 2^L values (from 8 up), kept as the history is appended to.
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
/// - Complexity: `didAppend` is amortized O(1); a query is O(log n); memory is about a quarter of the
///   history's (the smallest blocks hold 8 values).
public struct RangeExtrema: Sendable {
    struct Block: Sendable, Equatable {
        var low: Double
        var high: Double
        static let empty = Block(low: .infinity, high: -.infinity)

        func merged(_ other: Block) -> Block { Block(low: min(low, other.low), high: max(high, other.high)) }
    }

    /// The smallest blocks summarised: shorter runs are read from the history itself.
    static let firstLevel = 3
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
        summarizeBlocks(endingAt: rows, in: history)
    }

    /// Updates the summary after `history` had `count` values appended at once.
    public mutating func didAppend(count: Int, to history: RingBuffer<Double>) {
        let end = history.appendedCount
        let size = 1 << Self.firstLevel
        // The rows at which a smallest block ends, among those just appended.
        var rows = ((end - count) / size + 1) * size
        while rows <= end {
            summarizeBlocks(endingAt: rows, in: history)
            rows += size
        }
    }

    /// Summarizes the blocks that end where `rows` rows have been appended, smallest first.
    private mutating func summarizeBlocks(endingAt rows: Int, in history: RingBuffer<Double>) {
        for index in levels.indices {
            let level = Self.firstLevel + index
            guard rows & ((1 << level) - 1) == 0 else { return }
            let number = rows >> level - 1
            if levels[index].count == 0, levels[index].appendedCount < number {
                // A history that started late (`RingBuffer.skip`): its first blocks were never seen.
                levels[index].skip(number - levels[index].appendedCount)
            }
            let block: Block
            if index == 0 {
                block = Self.scan(history, rows: (number << level)..<((number + 1) << level))
            } else {
                block = self.block(level: index - 1, number: 2 * number).merged(self.block(level: index - 1, number: 2 * number + 1))
            }
            levels[index].append(block)
        }
    }

    /// The lowest and highest value of the history's rows `rows` (numbered from the first ever appended,
    /// as `appendedCount` counts), leaving out gaps and rows no longer kept; nil when none is left.
    public func extremes(of rows: Range<Int>, in history: RingBuffer<Double>) -> (low: Double, high: Double)? {
        let firstKept = history.appendedCount - history.count
        var row = max(rows.lowerBound, firstKept)
        let end = min(rows.upperBound, history.appendedCount)
        var result = Block.empty
        while row < end {
            // The largest aligned block that starts here and fits; else one row from the history.
            var index = -1
            while index + 1 < levels.count {
                let size = 1 << (Self.firstLevel + index + 1)
                guard row & (size - 1) == 0, row + size <= end else { break }
                index += 1
            }
            if index >= 0 {
                result = result.merged(block(level: index, number: row >> (Self.firstLevel + index)))
                row += 1 << (Self.firstLevel + index)
            } else {
                let value = history[row - firstKept]
                if !value.isNaN { result = result.merged(Block(low: value, high: value)) }
                row += 1
            }
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
        let extremes = scanExtremes(of: rows, in: history)
        return extremes.map { Block(low: $0.low, high: $0.high) } ?? .empty
    }

    /// The extremes of `rows` by reading every kept row (gaps and rows no longer kept left out): for
    /// short runs, and for histories kept without a summary.
    static func scanExtremes(of rows: Range<Int>, in history: RingBuffer<Double>) -> (low: Double, high: Double)? {
        let firstKept = history.appendedCount - history.count
        let lower = max(rows.lowerBound, firstKept)
        let upper = min(rows.upperBound, history.appendedCount)
        var low = Double.infinity
        var high = -Double.infinity
        var row = lower
        while row < upper {
            let value = history[row - firstKept]
            if value < low { low = value }
            if value > high { high = value }
            row += 1
        }
        return low <= high ? (low, high) : nil
    }
}
