import LivePlotBasics

/// What the x axis needs to label samples by their arrival: the wall-clock time at the start of the run
/// and the local time zone, both read once at the edge, so the core formats times without a clock. Its
/// ticks are the calendar's (`CalendarTicks`), as for times from the data: round local times at nice
/// steps from a millisecond to millennia, real local times across a change of offset.
///
/// ```swift
/// let axis = TimeAxis(startEpochSeconds: 1_795_000_000, zone: .utc)
/// axis.label(atSecondsSinceStart: 90)   // "HH:MM:SS" of start + 90 s, local time
/// ```
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
        CalendarTicks.ticks(from: startEpochSeconds + first, to: startEpochSeconds + last, columns: columns, zone: zone)
            .map { (time: $0.seconds - startEpochSeconds, label: $0.label) }
    }

    /// `HH:MM:SS`: the local time `seconds` after the start, to the second.
    public func label(atSecondsSinceStart seconds: Double) -> String {
        CalendarTicks.instant((startEpochSeconds + seconds).rounded(.down), zone: zone, withDate: false)
    }
}
