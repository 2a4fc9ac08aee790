/// What a bucket shows of a series' values (`--stat`): their mean, least, greatest, sum, count, or a
/// percentile (`p99` is the value 99% of them are at or below).
///
/// ```swift
/// BucketStat(parsing: "p99.9")   // .percentile(99.9)
/// BucketStat.percentile(95).name // "p95"
/// ```
public enum BucketStat: Hashable, Sendable {
    case mean, min, max, sum, count
    /// A percentile from 0 to 100.
    case percentile(Double)

    /// The stats most asked for, as the usage lists them and a shell completes them.
    public static let usual: [BucketStat] = [.mean, .min, .max, .sum, .count, .percentile(50), .percentile(90),
                                             .percentile(95), .percentile(99)]

    /// The stats that have a name rather than a number, as a usage error lists them: "mean, min, max,
    /// sum, count" (a new stat is a case here and its figure in `BucketAccumulator`; the help, the error
    /// and the completions follow).
    public static var namedOnes: String {
        usual.filter { if case .percentile = $0 { false } else { true } }.map(\.name).joined(separator: ", ")
    }

    /// `mean`, `min`, `max`, `sum`, `count`, or `p` and a number from 0 to 100 (`p50`, `p99.9`); nil for
    /// anything else.
    public init?(parsing text: String) {
        switch text {
        case "mean", "avg": self = .mean
        case "min": self = .min
        case "max": self = .max
        case "sum": self = .sum
        case "count": self = .count
        default:
            guard text.first == "p", text.count > 1,
                  text.dropFirst().allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let percent = Double(text.dropFirst()), percent >= 0, percent <= 100 else { return nil }
            self = .percentile(percent)
        }
    }

    /// How the stat is written, in a series' name (`latency_ms p99`).
    public var name: String {
        switch self {
        case .mean: "mean"
        case .min: "min"
        case .max: "max"
        case .sum: "sum"
        case .count: "count"
        case .percentile(let percent):
            "p" + (percent == percent.rounded() ? String(Int(percent)) : String(percent))
        }
    }

    /// Whether the stat is a value the bucket's values take or lie between (min, max, mean, a
    /// percentile): several of them of one series draw as a band, from the lowest to the highest. A sum
    /// or a count is of another scale.
    public var liesAmongTheValues: Bool {
        switch self {
        case .mean, .min, .max, .percentile: true
        case .sum, .count: false
        }
    }

    /// Whether the stat of part of a bucket's values stands for the whole bucket's (the mean, the median):
    /// the others grow as it fills (a count, a sum), or are bounds of it (min, max), or lean to the middle
    /// with few values (a p99 of ten values is their greatest).
    public var standsForItsBucketPartway: Bool {
        switch self {
        case .mean, .percentile(50): true
        default: false
        }
    }

    /// Whether the stat needs the bucket's values kept, not only their sum and count.
    var needsValues: Bool {
        if case .percentile = self { return true }
        return false
    }
}
