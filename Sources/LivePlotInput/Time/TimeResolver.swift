import LivePlotBasics

/// Turns written times into instants for one stream: a time zone for local times, the moment the run
/// started for what a line leaves out (the date of `10:00:01`, the year of syslog's `Nov 22 10:00:01`),
/// and the stream's past for times of day that pass midnight.
///
/// ```swift
/// var resolver = TimeResolver(zone: .utc, now: 1_795_341_601_000_000)   // 2026-11-22T10:00:01Z
/// resolver.microseconds(of: .timeOfDay(36_002_000_000))                 // 10:00:02 that day
/// resolver.microseconds(of: .timeOfDay(1_000_000))                      // 00:00:01: still that day
/// ```
///
/// - Complexity: O(1) a time, but for an offset lookup when the local time leaves the cached period.
public struct TimeResolver: Sendable {
    public let zone: ZoneOffsets
    /// When the run started: microseconds since the epoch.
    public let now: Int64
    /// Whether the locale writes slashed dates day first (`01/11/2026` is 1 November), as the zone a
    /// fact of where the run is, read at the edge: where a stream's dates begin (`DateMemo`).
    public let daysFirst: Bool
    /// The local day (days since 1970-01-01) a bare time of day falls on: the run's, moved on each time
    /// the times of day pass midnight.
    private var dayOfTimes: Int
    private var lastTimeOfDay: Int64?
    /// The year and month of the newest date read without a year: where the next one's year is counted from.
    private var newestWithoutYear: (year: Int, month: Int)?
    /// The last date without a year resolved, and its local day (days since 1970-01-01): the lines of a
    /// log share their date (`days(ofMonth:…)`).
    private var lastWithoutYear: (month: Int, day: Int, days: Int64)?
    /// Local seconds over which the zone's offset is one, and it.
    private var steady: (range: Range<Int64>, offset: Int) = (0..<0, 0)

    public init(zone: ZoneOffsets, now: Int64, daysFirst: Bool = false) {
        self.zone = zone
        self.now = now
        self.daysFirst = daysFirst
        let nowSeconds = Self.floorSeconds(now)
        let local = nowSeconds + Int64(zone.offset(atUTC: nowSeconds))
        dayOfTimes = Int(local >= 0 ? local / CivilCalendar.secondsPerDay : (local - CivilCalendar.secondsPerDay + 1) / CivilCalendar.secondsPerDay)
    }

    /// The instant `written` names, in microseconds since the epoch.
    ///
    /// Inlined: a run of stamped lines makes `written` of one case a line, and the switch folds away.
    @inline(__always)
    public mutating func microseconds(of written: WrittenTime) -> Int64 {
        switch written {
        case .instant(let civil, let offset?):
            return civil - Int64(offset) * CivilCalendar.microsecondsPerSecond
        case .instant(let civil, nil):
            return fromLocal(civil)
        case .timeOfDay(let microsecond):
            // Back by more than half a day: midnight has passed (a later time a little back is a late line).
            if let last = lastTimeOfDay, microsecond < last - CivilCalendar.microsecondsPerDay / 2 { dayOfTimes += 1 }
            lastTimeOfDay = microsecond
            return fromLocal(Int64(dayOfTimes) * CivilCalendar.microsecondsPerDay + microsecond)
        case .withoutYear(let month, let day, let microsecond):
            return fromLocal(days(ofMonth: month, day: day, microsecond: microsecond) * CivilCalendar.microsecondsPerDay + microsecond)
        }
    }

    /// The local day of a date without a year: the last one's again for the same date. `year(ofMonth:…)`
    /// asked twice in a row of one month gives one year and changes nothing the second time (the first
    /// leaves the newest month this one, or one it stays beside), and nothing else moves its state.
    @inline(__always)
    private mutating func days(ofMonth month: Int, day: Int, microsecond: Int64) -> Int64 {
        if let last = lastWithoutYear, last.month == month, last.day == day { return last.days }
        let year = year(ofMonth: month, day: day, microsecond: microsecond)
        let days = Int64(CivilCalendar.days(year: year, month: month, day: day))
        lastWithoutYear = (month, day, days)
        return days
    }

    /// The year of a date written without one. The first: the run's year, or the one before when that
    /// would be more than a day ahead of now (a December line read in January is last year's). After it,
    /// the year of the newest line so far, a year on where the months turn back by more than half a year
    /// (December, then January: the stream crossed New Year, however long it has run), and a year back
    /// for a line that far behind the newest (December's straggler after January's lines).
    private mutating func year(ofMonth month: Int, day: Int, microsecond: Int64) -> Int {
        guard let (newestYear, newestMonth) = newestWithoutYear else {
            var year = yearOfNow
            let instant = fromLocal(Int64(CivilCalendar.days(year: year, month: month, day: day)) * CivilCalendar.microsecondsPerDay + microsecond)
            if instant > now + CivilCalendar.microsecondsPerDay { year -= 1 }
            newestWithoutYear = (year, month)
            return year
        }
        if month < newestMonth - 6 {
            newestWithoutYear = (newestYear + 1, month)
            return newestYear + 1
        }
        if month > newestMonth + 6 { return newestYear - 1 }
        if month > newestMonth { newestWithoutYear = (newestYear, month) }
        return newestYear
    }

    /// The local year at `now`.
    private var yearOfNow: Int {
        let seconds = Self.floorSeconds(now)
        let local = seconds + Int64(zone.offset(atUTC: seconds))
        return CivilCalendar.date(days: CivilCalendar.split(microseconds: local * CivilCalendar.microsecondsPerSecond).days).year
    }

    /// A local civil time in microseconds, as an instant.
    @inline(__always)
    private mutating func fromLocal(_ civil: Int64) -> Int64 {
        let seconds = Self.floorSeconds(civil)
        if !steady.range.contains(seconds) {
            guard let found = zone.steadyLocalRange(around: seconds) else {
                return civil + (zone.utc(fromLocal: seconds) - seconds) * CivilCalendar.microsecondsPerSecond
            }
            steady = found
        }
        return civil - Int64(steady.offset) * CivilCalendar.microsecondsPerSecond
    }

    @inline(__always)
    private static func floorSeconds(_ microseconds: Int64) -> Int64 {
        microseconds >= 0 ? microseconds / CivilCalendar.microsecondsPerSecond
            : (microseconds - CivilCalendar.microsecondsPerSecond + 1) / CivilCalendar.microsecondsPerSecond
    }
}
