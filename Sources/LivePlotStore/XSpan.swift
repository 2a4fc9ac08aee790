/// A stretch along x: a duration of x time, or a number of samples. What a live view spans (`--window`),
/// and what a bucket does (`--every`).
///
/// ```swift
/// XSpan.seconds(60)               // the last minute of x
/// XSpan.rows(500)                 // the last 500 samples
/// XSpan.seconds(60).scaled(by: -1)   // .seconds(30): zoomed in once
/// ```
public enum XSpan: Hashable, Sendable {
    case seconds(Double)
    case rows(Int)

    /// The span zoomed `steps` times: out (positive) doubles it, in (negative) halves it, a span of
    /// samples never below one. It saturates: a span of samples stays below 2⁶² (a count of rows any sum
    /// of two keeps within an `Int`), one of time finite.
    public func scaled(by steps: Int) -> XSpan {
        let factor = steps >= 0 ? Double(1 << min(steps, 40)) : 1 / Double(1 << min(-steps, 40))
        switch self {
        case .seconds(let seconds): return .seconds(min(seconds * factor, .greatestFiniteMagnitude))
        case .rows(let rows): return .rows(max(1, Int(min((Double(rows) * factor).rounded(), Self.mostRows))))
        }
    }

    /// The most rows a span zoomed out counts: 2⁶², exact as a double and far from `Int.max`.
    static let mostRows = Double(1 << 62)
}
