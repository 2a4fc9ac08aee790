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
    /// How many lines each reason was given for, by the reason's `rawValue`; empty until a line is
    /// counted. A table, not a dictionary: a scrape's comment lines are counted one by one, and a hash a
    /// line cost more than reading it.
    private var table: [Int] = []
    private static let reasonCount = SkipReason.allCases.count

    /// How many lines each reason was given for; a reason never given has no entry.
    public var counts: [SkipReason: Int] {
        Dictionary(uniqueKeysWithValues: zip(SkipReason.allCases, table).filter { $0.1 > 0 })
    }

    public init() {}

    /// Counts `count` more lines for `reason`.
    @inline(__always)
    public mutating func add(_ reason: SkipReason, count: Int = 1) {
        guard count > 0 else { return }
        if table.isEmpty { table = Array(repeating: 0, count: Self.reasonCount) }
        table[reason.rawValue] += count
    }

    /// Adds every count of `other`.
    public mutating func add(_ other: LineAccount) {
        for (reason, count) in zip(SkipReason.allCases, other.table) { add(reason, count: count) }
    }

    /// The lines counted for `reason`.
    public func count(of reason: SkipReason) -> Int { table.isEmpty ? 0 : table[reason.rawValue] }

    /// Every line counted.
    public var total: Int { table.reduce(0, +) }

    public var isEmpty: Bool { table.isEmpty }
}
