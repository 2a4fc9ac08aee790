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

    /// A date read again right after itself (the resolver keeps the last one's day): the year it had,
    /// a straggler's too, and the first line's, chosen by its time of day, for the same date later on.
    @Test func aDateReadAgainKeepsItsYear() {
        let newYear: Int64 = 1_798_761_600_000_000  // 2027-01-01T00:00:00Z
        var resolver = TimeResolver(zone: .utc, now: newYear - 3_600_000_000)
        let lines: [(month: Int, day: Int, second: Int64, instant: Int64)] = [
            (12, 31, 82_800, newYear - 3_600_000_000), (1, 1, 1, newYear + 1_000_000), (1, 1, 2, newYear + 2_000_000),
            (12, 31, 86_399, newYear - 1_000_000), (12, 31, 86_398, newYear - 2_000_000), (1, 1, 3, newYear + 3_000_000),
            (1, 2, 0, newYear + Self.day), (1, 1, 4, newYear + 4_000_000), (1, 1, 5, newYear + 5_000_000),
        ]
        for (month, day, second, instant) in lines {
            let read = resolver.microseconds(of: .withoutYear(month: month, day: day, microsecondOfDay: second * 1_000_000))
            #expect(read == instant, "\(month)/\(day) \(second) s")
        }
        // 2026-11-22T10:00Z: November 23rd at 09:00 is this year's; at 11:00, as a first line, more than a
        // day ahead, last year's: read after the 09:00 line, this year's.
        let now: Int64 = 1_795_341_600_000_000
        var later = TimeResolver(zone: .utc, now: now)
        #expect(later.microseconds(of: .withoutYear(month: 11, day: 23, microsecondOfDay: 32_400_000_000)) == now + 23 * 3_600_000_000)
        #expect(later.microseconds(of: .withoutYear(month: 11, day: 23, microsecondOfDay: 39_600_000_000)) == now + 25 * 3_600_000_000)
        var first = TimeResolver(zone: .utc, now: now)
        #expect(first.microseconds(of: .withoutYear(month: 11, day: 23, microsecondOfDay: 39_600_000_000)) == now + 25 * 3_600_000_000 - 365 * Self.day)
    }
}
