import LivePlotBasics

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
        [1, 2, 5].map { CalendarStep(.year, $0 * Int(FastPowers.exactPowersOfTen[power])) }
    } + [CalendarStep(.year, 10_000_000)]

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

    // MARK: The calendar walk

    /// The first round local time of this step at or after the instant `first`, as local seconds.
    func firstLocal(atOrAfter first: Double, zone: ZoneOffsets) -> Int64 {
        let instant = Int64(first.rounded(.up))
        // Near a change of offset, early by more than an offset ever moves (a day for steps of days, three
        // hours for finer ones: a step of a second must not walk a day), so a round time the offset moves
        // across is not missed; the loop skips what is before.
        // Where the offset is steady (two days either side, as nearly always), none: the walk from three
        // hours early was thousands of steps of 5 s a frame.
        // (Steps of days and longer start a day early all the same: a few steps, and their rounding below
        // is to the next boundary after.)
        let isFine = unit == .second || unit == .minute || unit == .hour
        let steady = isFine && zone.steadyLocalRange(around: instant + Int64(zone.offset(atUTC: instant))) != nil
        let slack: Int64 = steady ? 0 : isFine ? 3 * 3600 : 86_400
        let local = instant + Int64(zone.offset(atUTC: instant)) - slack
        let (day, secondOfDay) = CivilCalendar.split(seconds: local)
        let days = Int64(day)
        switch unit {
        case .millisecond, .second, .minute, .hour:
            let size = seconds
            return days * 86_400 + (secondOfDay + size - 1) / size * size
        case .day:
            let size = Int64(count)
            return ((days + size - 1) / size * size) * 86_400
        case .week:
            // Mondays.
            let monday = days - Int64(CivilCalendar.weekday(days: Int(days)))
            return (monday + 7) * 86_400
        case .month, .year:
            let date = CivilCalendar.date(days: Int(days))
            let months = unit == .month ? count : 12 * count
            let index = (CivilCalendar.floorDivision(Int64(date.year * 12 + (date.month - 1)), Int64(months)).quotient + 1) * Int64(months)
            return Self.monthStart(index)
        }
    }

    /// The round local time one step after `local`.
    func local(after local: Int64) -> Int64 {
        switch unit {
        case .millisecond, .second, .minute, .hour, .day, .week:
            return local + seconds
        case .month, .year:
            let date = CivilCalendar.date(days: CivilCalendar.split(seconds: local).days)
            return Self.monthStart(Int64(date.year * 12 + (date.month - 1) + (unit == .month ? count : 12 * count)))
        }
    }

    /// The local midnight the month `index` (the year × 12 + the month from 0) begins at: years before
    /// 0 count down whole, as the calendar's days do.
    private static func monthStart(_ index: Int64) -> Int64 {
        let (year, month) = CivilCalendar.floorDivision(index, 12)
        return Int64(CivilCalendar.days(year: Int(year), month: Int(month) + 1, day: 1)) * 86_400
    }

    /// The step in seconds, for the units of a fixed length.
    private var seconds: Int64 {
        switch unit {
        case .second: Int64(count)
        case .minute: Int64(count) * 60
        case .hour: Int64(count) * 3600
        case .day: Int64(count) * 86_400
        case .week: Int64(count) * 604_800
        case .millisecond: preconditionFailure("milliseconds are counted on the instants (TimeAxis.subsecondTicks)")
        case .month, .year: preconditionFailure("months and years are counted on the calendar")
        }
    }
}
