import Testing
@testable import LivePlotBasics
@testable import LivePlotInput

/// The year of a syslog date (`Nov 22 10:00:01`, no year; issue 40, point 2): the newest line's year by
/// the run's clock, a year back at the turn, and a year on each time the stream passes New Year.
@Suite struct YearlessDatesTests {
    static let day: Int64 = 86_400_000_000

    /// Property against the true instants: streams of one to five hundred lines, a few seconds to sixty
    /// days apart (so across New Year, more than once in the longest), from 2000 to 2100, read with the
    /// clock anywhere from the first line to 300 days after it (a file read later, or lines still
    /// coming, live): every line resolves to the instant it was written at.
    @Test func everyLineGetsTheYearItWasWrittenIn() {
        var random = SplitMix64(seed: 22)
        for round in 0..<2_000 {
            var instant = Int64(CivilCalendar.days(year: 2000 + Int(random.next() % 100), month: 1, day: 1)) * Self.day
                + Int64(random.next() % 366) * Self.day + Int64(random.next() % 86_400) * 1_000_000
            let now = instant + Int64(random.next() % 300) * Self.day + Int64(random.next() % 86_400) * 1_000_000
            var resolver = TimeResolver(zone: .utc, now: now)
            for line in 0..<(1 + Int(random.next() % 500)) {
                let (days, microsecond) = CivilCalendar.split(microseconds: instant)
                let date = CivilCalendar.date(days: days)
                let read = resolver.microseconds(of: .withoutYear(month: date.month, day: date.day, microsecondOfDay: microsecond))
                guard read == instant else {
                    Issue.record("round \(round), line \(line): \(date) read as \(CivilCalendar.date(days: CivilCalendar.split(microseconds: read).days))")
                    break
                }
                let gap = random.next() % 4 == 0 ? Int64(random.next() % 60) * Self.day : Int64(random.next() % 100_000) * 1_000_000
                instant += gap
            }
        }
    }

    /// Read on New Year's Eve, a live log passes midnight: January 1st is the next year (it was this
    /// year's, eleven months back), and a line from December after it is still last year's.
    @Test func aLiveLogPassesNewYear() {
        let newYear: Int64 = 1_798_761_600_000_000  // 2027-01-01T00:00:00Z
        var resolver = TimeResolver(zone: .utc, now: newYear - 3_600_000_000)
        #expect(resolver.microseconds(of: .withoutYear(month: 12, day: 31, microsecondOfDay: 82_800_000_000)) == newYear - 3_600_000_000)
        #expect(resolver.microseconds(of: .withoutYear(month: 1, day: 1, microsecondOfDay: 1_000_000)) == newYear + 1_000_000)
        #expect(resolver.microseconds(of: .withoutYear(month: 12, day: 31, microsecondOfDay: 86_399_000_000)) == newYear - 1_000_000,
                "a late line from the old year")
        #expect(resolver.microseconds(of: .withoutYear(month: 1, day: 2, microsecondOfDay: 0)) == newYear + Self.day)
    }
}
