import LivePlotBasics

/// The one time ticker: round instants for a time axis, at the finest calendar step (`CalendarStep.all`)
/// whose labels fit, each tick at a round local time (local midnights, the first of a month), labelled
/// for the step, with the larger unit where it changes: a tick at midnight shows the day (`Mon 23`), the
/// first of January the year (`2027`). Times from the data are ticked by the type's functions; an axis
/// of arrival times is a value of it, the wall-clock time at the start of the run and the local zone,
/// both read once at the edge, so the core formats times without a clock.
///
/// ```swift
/// let ticks = TimeAxis.ticks(from: 1_795_341_601, to: 1_795_341_661, columns: 60, zone: .utc)
/// ticks.map(\.label)   // ["10:00:10", "10:00:20", …]: ten seconds apart
/// let axis = TimeAxis(startEpochSeconds: 1_795_000_000, zone: .utc)
/// axis.label(atSecondsSinceStart: 90)   // "HH:MM:SS" of start + 90 s, local time
/// ```
///
/// - Complexity: O(ticks × log zone changes).
public struct TimeAxis: Hashable, Sendable {
    public let startEpochSeconds: Double
    public let zone: ZoneOffsets

    public init(startEpochSeconds: Double, zone: ZoneOffsets) {
        self.startEpochSeconds = startEpochSeconds
        self.zone = zone
    }

    /// A zone of one offset all year.
    public init(startEpochSeconds: Double, utcOffsetSeconds: Int) {
        self.init(startEpochSeconds: startEpochSeconds, zone: ZoneOffsets(transitions: [], offsets: [utcOffsetSeconds]))
    }

    /// Round local times between `first` and `last` (seconds since the start), at the finest step that
    /// leaves room for every label on `columns` cells; each at its seconds since the start.
    public func ticks(from first: Double, to last: Double, columns: Int) -> [(time: Double, label: String)] {
        Self.ticks(from: startEpochSeconds + first, to: startEpochSeconds + last, columns: columns, zone: zone)
            .map { (time: $0.seconds - startEpochSeconds, label: $0.label) }
    }

    /// `HH:MM:SS`: the local time `seconds` after the start, to the second.
    public func label(atSecondsSinceStart seconds: Double) -> String {
        Self.instant((startEpochSeconds + seconds).rounded(.down), zone: zone, withDate: false)
    }

    // MARK: Ticks

    public struct Tick: Hashable, Sendable {
        /// Seconds since the epoch.
        public let seconds: Double
        public let label: String
    }

    /// Ticks between `first` and `last` (seconds since the epoch, inclusive), at most one per
    /// `labelWidth + 2` of `columns` cells, in the local time of `zone`.
    /// - Parameter timesOfDay: the instants are times of day written without a date (`10:00:01`): times
    ///   only, `00:00` at midnight, at steps of 12 hours at most, since a date would be made up.
    /// - Parameter wholeSeconds: every instant shown is a whole second (sysstat's reports, a second
    ///   apart): steps of a second at the finest, since a tick between two (`08:53:13.5`) marks a time no
    ///   row can have.
    public static func ticks(from first: Double, to last: Double, columns: Int, zone: ZoneOffsets,
                             timesOfDay: Bool = false, wholeSeconds: Bool = false) -> [Tick] {
        guard first.isFinite, last.isFinite, last >= first, columns > 0,
              max(abs(first), abs(last)) <= maximumSeconds else { return [] }
        let step = step(from: first, to: last, columns: columns, timesOfDay: timesOfDay, wholeSeconds: wholeSeconds)
        if step.unit == .millisecond {
            return subsecondTicks(from: first, to: last, step: step, zone: zone, timesOfDay: timesOfDay)
        }
        var ticks: [Tick] = []
        var local = step.firstLocal(atOrAfter: first, zone: zone)
        while true {
            let whole = zone.utc(fromLocal: local)
            let instant = Double(whole)
            if instant > last { break }
            // A local time the clocks skipped lands past the change, maybe on the next tick's instant.
            if instant >= first, ticks.last.map({ $0.seconds < instant }) ?? true {
                let shown = whole + Int64(zone.offset(atUTC: whole))
                ticks.append(Tick(seconds: instant, label: label(asked: local, shown: shown, step: step, timesOfDay: timesOfDay)))
            }
            local = step.local(after: local)
        }
        return ticks
    }

    /// The farthest instant from 1970 an axis is labelled at, in seconds: ten million years, beyond any
    /// written date (and well inside what a local time in `Int64` seconds holds).
    static let maximumSeconds = 3.2e14

    /// The label of a tick asked for at local time `asked` and placed at an instant the clock reads
    /// `shown`: they differ where the clocks skipped `asked` (spring forward), and the label is what the
    /// clock read then (`03:00`, never `02:00`, in Berlin). A skipped midnight (São Paulo's summer time
    /// began at 00:00) keeps its date, which is the date at that instant.
    static func label(asked: Int64, shown: Int64, step: CalendarStep, timesOfDay: Bool = false) -> String {
        guard asked != shown else { return label(local: asked, step: step, timesOfDay: timesOfDay) }
        let askedDay = CivilCalendar.split(seconds: asked)
        if askedDay.secondOfDay == 0, !timesOfDay, CivilCalendar.split(seconds: shown).days == askedDay.days {
            return label(local: asked, step: step)
        }
        return label(local: shown, step: step, timesOfDay: timesOfDay)
    }

    /// Ticks of a step of milliseconds: round in UTC as in local time (a zone's offset is whole seconds),
    /// so counted on the instants themselves, in whole milliseconds. A tick on a whole second is labelled
    /// as a second's is, with the larger unit where it changes (`10:00:05`, `Mon 23`).
    private static func subsecondTicks(from first: Double, to last: Double, step: CalendarStep, zone: ZoneOffsets,
                                       timesOfDay: Bool) -> [Tick] {
        let size = Int64(step.count)
        var milliseconds = Int64((first * 1000).rounded(.up))
        milliseconds = CivilCalendar.floorDivision(milliseconds + size - 1, size).quotient * size
        let end = Int64((last * 1000).rounded(.down))
        var ticks: [Tick] = []
        while milliseconds <= end {
            let (whole, millisecond) = CivilCalendar.floorDivision(milliseconds, 1000)
            let local = whole + Int64(zone.offset(atUTC: whole))
            let label: String
            if millisecond == 0 {
                label = Self.label(local: local, step: CalendarStep(.second, 1), timesOfDay: timesOfDay)
            } else {
                // Three digits with the zeros a millisecond count leaves out (`005`), then as many as the step needs.
                let digits = CivilCalendar.zeroPadded(millisecond, digits: 3).prefix(step.fractionDigits)
                label = clock(secondOfDay: CivilCalendar.split(seconds: local).secondOfDay) + "." + digits
            }
            ticks.append(Tick(seconds: Double(milliseconds) / 1000, label: label))
            milliseconds += size
        }
        return ticks
    }

    /// The finest step with at most as many ticks in the span as labels fit.
    static func step(from first: Double, to last: Double, columns: Int, timesOfDay: Bool = false,
                     wholeSeconds: Bool = false) -> CalendarStep {
        let span = max(last - first, 0.001)
        let steps = CalendarStep.all.filter { (!timesOfDay || $0.unit < .day) && (!wholeSeconds || $0.unit > .millisecond) }
        return steps.first { step in
            let room = max(1, columns / (step.labelWidth + 2))
            return span / step.approximateSeconds < Double(room)
        } ?? steps[steps.count - 1]
    }

    // MARK: Labels

    /// The label of the tick at local time `local`: by the coarsest unit it is round in, where that is
    /// coarser than the step's (the larger unit where it changes), else by the step; for times of day
    /// (`timesOfDay`), always by the step, since their date is made up.
    static func label(local: Int64, step: CalendarStep, timesOfDay: Bool = false) -> String {
        let (days, secondOfDay) = CivilCalendar.split(seconds: local)
        let date = CivilCalendar.date(days: days)
        if secondOfDay == 0, !timesOfDay {
            // The larger unit where it changes: a year at its first day, a month at its first, a day at midnight.
            if step.unit == .year || date.month == 1 && date.day == 1 { return String(date.year) }
            if step.unit == .month || date.day == 1 { return CivilCalendar.monthNames[date.month - 1] }
            if step.unit == .week { return "\(CivilCalendar.monthNames[date.month - 1]) \(date.day)" }
            return "\(CivilCalendar.weekdayNames[CivilCalendar.weekday(days: days)]) \(date.day)"
        }
        guard step.unit == .second else {
            return CivilCalendar.zeroPadded(secondOfDay / 3600) + ":" + CivilCalendar.zeroPadded(secondOfDay / 60 % 60)
        }
        return clock(secondOfDay: secondOfDay)
    }

    /// `10:00:05`: a time of day to the second.
    private static func clock(secondOfDay: Int64) -> String {
        CivilCalendar.zeroPadded(secondOfDay / 3600) + ":" + CivilCalendar.zeroPadded(secondOfDay / 60 % 60) + ":"
            + CivilCalendar.zeroPadded(secondOfDay % 60)
    }

    /// An instant as the cursor reads it, in the local time of `zone`: `10:00:05`, `10:00:05.250` when it
    /// has a part of a second (to the millisecond), after the date (`Nov 22 10:00:05`) when `withDate`.
    public static func instant(_ seconds: Double, zone: ZoneOffsets, withDate: Bool) -> String {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return "–" }
        let milliseconds = Int64((seconds * 1000).rounded())
        let (whole, millisecond) = CivilCalendar.floorDivision(milliseconds, 1000)
        let local = whole + Int64(zone.offset(atUTC: whole))
        let (days, secondOfDay) = CivilCalendar.split(seconds: local)
        var text = clock(secondOfDay: secondOfDay)
        if millisecond != 0 { text += "." + CivilCalendar.zeroPadded(millisecond, digits: 3) }
        guard withDate else { return text }
        let date = CivilCalendar.date(days: days)
        return "\(CivilCalendar.monthNames[date.month - 1]) \(date.day) " + text
    }
}
