/// The lines that gave no sample, counted by why (`SkipReason`): what a chart with no samples says of
/// every line it read (`no samples: 3 lines, 2 taken as headers, 1 without a number`).
///
/// Counted by the decoder on the paths where a line gives no row (never on a row's), handed on in each
/// `SampleBatch` and summed by the store.
///
/// ```swift
/// var account = LineAccount()
/// account.add(.header)
/// account.add(.noNumber, count: 2)
/// account.total              // 3
/// account.count(of: .header) // 1
/// ```
public struct LineAccount: Hashable, Sendable {
    /// How many lines each reason was given for; a reason never given has no entry.
    public private(set) var counts: [SkipReason: Int] = [:]

    public init() {}

    /// Counts `count` more lines for `reason`.
    @inline(__always)
    public mutating func add(_ reason: SkipReason, count: Int = 1) {
        guard count > 0 else { return }
        counts[reason, default: 0] += count
    }

    /// Adds every count of `other`.
    public mutating func add(_ other: LineAccount) {
        for (reason, count) in other.counts { add(reason, count: count) }
    }

    /// The lines counted for `reason`.
    public func count(of reason: SkipReason) -> Int { counts[reason] ?? 0 }

    /// Every line counted.
    public var total: Int { counts.values.reduce(0, +) }

    public var isEmpty: Bool { counts.isEmpty }
}
