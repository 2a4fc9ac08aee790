/// What `--heatmap` keeps of buckets' values (`--every`, `--stat`), whose rows hold only their stats: each
/// closed bucket's values as a compact histogram of fine log bins (`LogSketch`'s: 64 an octave, each
/// about 1% wide), per input series, numbered as the store numbers the buckets' rows. The heatmap merges
/// them into the bins of its axis when it draws (`HeatmapBins`), at each fine bin's middle: a value
/// stands within 0.78% of itself.
///
/// Memory is bounded whatever `-n` and the rate: at most `maximumEntries` (fine bin, count) pairs of 12
/// bytes (24 MB), the oldest buckets' histograms dropped first beyond it, and at most `capacity` buckets
/// (the store's history); a bucket of a million values of one latency is one pair.
///
/// ```swift
/// var record = HeatRecord(capacity: 1000)
/// record.add(12.5, input: 0); record.add(12.5, input: 0); record.close()
/// record.forEachValue(inBucket: 0, inputs: [0]) { value, count in }  // ≈12.5, 2
/// ```
///
/// - Complexity: `add` O(1) (a hash of the open bucket); `close` O(distinct bins × log) amortized.
public struct HeatRecord: Sendable {
    /// The most (fine bin, count) pairs kept over all buckets.
    public static let maximumEntries = 2_000_000

    /// Buckets kept at most: the store's history.
    public let capacity: Int
    /// The open bucket: count by code (input series and fine bin).
    private var open: [UInt64: UInt32] = [:]
    /// Every kept bucket's pairs, in bucket order, from `start` on; `ends` says where each bucket ends.
    private var codes: [UInt64] = []
    private var counts: [UInt32] = []
    private var start = 0
    private var ends: [Int] = []
    private var firstEnd = 0
    /// The number (0-based, as the store's rows) of the first bucket kept, and of the next to close.
    public private(set) var firstBucket = 0
    public private(set) var nextBucket = 0

    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    /// Counts a value of input series `input` in the open bucket; NaN and infinities are not values.
    public mutating func add(_ value: Double, input: Int) {
        guard value.isFinite else { return }
        open[Self.code(of: value, input: input), default: 0] &+= 1
    }

    /// Closes the open bucket as the next bucket number.
    public mutating func close() {
        for (code, count) in open.sorted(by: { $0.key < $1.key }) {
            codes.append(code)
            counts.append(count)
        }
        ends.append(codes.count)
        nextBucket += 1
        open.removeAll(keepingCapacity: true)
        while nextBucket - firstBucket > capacity || codes.count - start > Self.maximumEntries { dropFirst() }
    }

    /// Forgets the open bucket's values: a bucket closed without a row (no series had a value).
    public mutating func discardOpen() { open.removeAll(keepingCapacity: true) }

    /// The oldest bucket's pairs let go; the storage compacted when half of it is behind.
    private mutating func dropFirst() {
        start = ends[firstEnd]
        firstEnd += 1
        firstBucket += 1
        if start > codes.count / 2, start > 4096 {
            codes.removeFirst(start)
            counts.removeFirst(start)
            ends.removeFirst(firstEnd)
            for index in ends.indices { ends[index] -= start }
            start = 0
            firstEnd = 0
        }
    }

    /// Each value of bucket `bucket` of the input series `inputs` holds (at its fine bin's middle), and
    /// how many times: nothing for a bucket not kept.
    public func forEachValue(inBucket bucket: Int, inputs: [Int], _ body: (Double, Int) -> Void) {
        forEachCode(inBucket: bucket) { code, count in
            if inputs.contains(Int(code >> 40)) { body(Self.value(ofCode: code), count) }
        }
    }

    /// Each (code, count) pair of bucket `bucket`, nothing for a bucket not kept.
    private func forEachCode(inBucket bucket: Int, _ body: (UInt64, Int) -> Void) {
        guard bucket >= firstBucket, bucket < nextBucket else { return }
        let index = firstEnd + bucket - firstBucket
        let lower = index == 0 ? 0 : Swift.max(start, ends[index - 1])
        for at in lower..<ends[index] { body(codes[at], Int(counts[at])) }
    }

    /// The least and greatest value of some buckets, and the least above 0 (a log axis's).
    public struct Range: Hashable, Sendable {
        public var low: Double
        public var high: Double
        public var lowestPositive: Double?
    }

    /// The range of the values of buckets `buckets` (of every input), nil when they hold none kept.
    ///
    /// - Complexity: O(distinct fine bins in them).
    public func range(ofBuckets buckets: Swift.Range<Int>) -> Range? {
        var range: Range?
        let first = Swift.max(buckets.lowerBound, firstBucket)
        for bucket in first..<Swift.max(first, Swift.min(buckets.upperBound, nextBucket)) {
            forEachCode(inBucket: bucket) { code, _ in
                let value = Self.value(ofCode: code)
                var next = range ?? Range(low: value, high: value, lowestPositive: nil)
                (next.low, next.high) = (Swift.min(next.low, value), Swift.max(next.high, value))
                if value > 0 { next.lowestPositive = Swift.min(next.lowestPositive ?? value, value) }
                range = next
            }
        }
        return range
    }

    /// The code of a value: its input series above bit 40, its sign at bit 32, its fine bin below
    /// (`LogSketch`'s: 64 an octave, read from its bits), 0 for zero.
    static func code(of value: Double, input: Int) -> UInt64 {
        let series = UInt64(Swift.min(input, 0xFF_FFFF)) << 40
        let magnitude = value.magnitude
        guard magnitude >= LogSketch.zeroThreshold else { return series }
        return series | (value < 0 ? 1 << 32 : 0) | UInt64(LogSketch.index(of: magnitude))
    }

    /// The middle of a code's fine bin (`LogSketch.value(ofBin:)`).
    static func value(ofCode code: UInt64) -> Double {
        let bin = Int(code & 0xFFFF_FFFF)
        guard bin != 0 else { return 0 }
        let magnitude = LogSketch.value(ofBin: bin)
        return code & (1 << 32) != 0 ? -magnitude : magnitude
    }
}
