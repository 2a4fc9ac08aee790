/// The spans an option takes (`--window`, `--every`, `--smooth`): a duration of x time within
/// `seconds`, or a count of samples within `rows`. The option table declares them; a live view zoomed
/// out stops at them, so no span the chart ever works with is wider than one the user could give.
///
/// ```swift
/// let bounds = SpanBounds(seconds: 0.001...315_360_000, rows: 1...1_000_000_000)
/// bounds.contains(.seconds(30))              // true
/// bounds.contains(.rows(2_000_000_000))      // false
/// ```
public struct SpanBounds: Hashable, Sendable {
    public let seconds: ClosedRange<Double>
    public let rows: ClosedRange<Int>

    public init(seconds: ClosedRange<Double>, rows: ClosedRange<Int>) {
        precondition(seconds.lowerBound > 0 && seconds.upperBound.isFinite && rows.lowerBound >= 1, "spans above 0, finite")
        self.seconds = seconds
        self.rows = rows
    }

    public func contains(_ span: XSpan) -> Bool {
        switch span {
        case .seconds(let seconds): self.seconds.contains(seconds)
        case .rows(let rows): self.rows.contains(rows)
        }
    }
}
