/// One step of a time axis: a count of a calendar unit (`50 ms`, `5 s`, `15 min`, `6 h`, `7 days`,
/// `3 months`), and how a tick on it is labelled.
///
/// ```swift
/// CalendarStep.all.first { $0.approximateSeconds >= 60 }   // 1 min
/// ```
public struct CalendarStep: Hashable, Sendable {
    public enum Unit: Int, Comparable, Sendable {
        case millisecond, second, minute, hour, day, week, month, year

        public static func < (lhs: Unit, rhs: Unit) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let unit: Unit
    public let count: Int

    /// The steps a time axis chooses from, finest first: round times a person reads at a glance.
    public static let all: [CalendarStep] = [
        .init(.millisecond, 1), .init(.millisecond, 2), .init(.millisecond, 5), .init(.millisecond, 10),
        .init(.millisecond, 20), .init(.millisecond, 50), .init(.millisecond, 100), .init(.millisecond, 200),
        .init(.millisecond, 500),
        .init(.second, 1), .init(.second, 2), .init(.second, 5), .init(.second, 10), .init(.second, 15), .init(.second, 30),
        .init(.minute, 1), .init(.minute, 2), .init(.minute, 5), .init(.minute, 10), .init(.minute, 15), .init(.minute, 30),
        .init(.hour, 1), .init(.hour, 2), .init(.hour, 3), .init(.hour, 6), .init(.hour, 12),
        .init(.day, 1), .init(.day, 2), .init(.week, 1),
        .init(.month, 1), .init(.month, 3), .init(.month, 6),
        .init(.year, 1), .init(.year, 2), .init(.year, 5),
    ] + (1...6).flatMap { power in
        // 10, 20, 50 … 10 million years: an axis over centuries and millennia steps as evenly as one over
        // days (`--window 10000000d`, timestamps that jump by centuries).
        [1, 2, 5].map { CalendarStep(.year, $0 * Self.powerOfTen(power)) }
    } + [CalendarStep(.year, 10_000_000)]

    private static func powerOfTen(_ power: Int) -> Int { (0..<power).reduce(1) { value, _ in value * 10 } }

    init(_ unit: Unit, _ count: Int) {
        self.unit = unit
        self.count = count
    }

    /// Seconds in one unit, a month and a year on average: for counting ticks, never for placing them.
    private static let unitSeconds: [Unit: Double] = [
        .millisecond: 0.001, .second: 1, .minute: 60, .hour: 3600, .day: 86_400, .week: 604_800, .month: 2_629_746, .year: 31_556_952,
    ]

    public var approximateSeconds: Double { Double(count) * Self.unitSeconds[unit]! }

    /// The digits after the second a tick of this step needs: `.5` for steps of 100 ms and more, `.25`
    /// for 10 ms and more, `.125` below; none for whole seconds and up.
    public var fractionDigits: Int {
        guard unit == .millisecond else { return 0 }
        return count >= 100 ? 1 : count >= 10 ? 2 : 3
    }

    /// The widest label a tick of this step has: `10:00:05.25`, `10:00:05`, `10:05`, `Mon 22`, `Nov 22`,
    /// `Nov`, `2026`, `-25000`.
    public var labelWidth: Int {
        switch unit {
        case .millisecond: 9 + fractionDigits
        case .second: 8
        case .minute, .hour: 6  // `10:05`, or the date where the day changes (`Mon 23`)
        case .day, .week: 6
        case .month: 4  // `Nov`, or the year where it changes (`2027`)
        // `2026`; steps of a thousand years and more reach years of five digits and more, or before 0.
        case .year: count >= 1000 ? 2 + String(count).count : 4
        }
    }
}
