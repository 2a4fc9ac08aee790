/// What the x axis needs to label samples by their arrival: the wall-clock time at the start of the run
/// and the local offset from UTC, both read once at the edge, so the core formats times without a clock.
///
/// ```swift
/// let axis = TimeAxis(startEpochSeconds: 1_795_000_000, utcOffsetSeconds: 3600)
/// axis.label(atSecondsSinceStart: 90, step: 30)  // "HH:MM:SS" of start + 90 s, local time
/// ```
public struct TimeAxis: Hashable, Sendable {
    public let startEpochSeconds: Double
    public let utcOffsetSeconds: Int

    public init(startEpochSeconds: Double, utcOffsetSeconds: Int) {
        self.startEpochSeconds = startEpochSeconds
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// Steps between ticks, in seconds: round times a person reads at a glance.
    public static let steps: [Int] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400]

    /// Round local times between `first` and `last` (seconds since the start), at the finest step that
    /// leaves room for every label on `columns` cells; each with its seconds since the start.
    public func ticks(from first: Double, to last: Double, columns: Int) -> (step: Int, times: [Double]) {
        guard last >= first, columns > 0 else { return (1, []) }
        let labelWidth = 8  // HH:MM:SS
        let maximumTicks = max(1, columns / (labelWidth + 3))
        let localFirst = startEpochSeconds + Double(utcOffsetSeconds) + first
        let localLast = startEpochSeconds + Double(utcOffsetSeconds) + last
        var chosen = Self.steps.last!
        for step in Self.steps {
            let count = Int((localLast / Double(step)).rounded(.down) - (localFirst / Double(step)).rounded(.up)) + 1
            if count <= maximumTicks {
                chosen = step
                break
            }
        }
        let start = (localFirst / Double(chosen)).rounded(.up) * Double(chosen)
        let offset = startEpochSeconds + Double(utcOffsetSeconds)
        let times = stride(from: start, through: localLast, by: Double(chosen)).map { $0 - offset }
        return (chosen, times)
    }

    /// `HH:MM:SS`, or `HH:MM` when ticks are a whole number of minutes apart, in local time.
    public func label(atSecondsSinceStart seconds: Double, step: Int) -> String {
        let local = Int((startEpochSeconds + Double(utcOffsetSeconds) + seconds).rounded(.down))
        let daySeconds = ((local % 86_400) + 86_400) % 86_400
        let hours = daySeconds / 3600
        let minutes = daySeconds / 60 % 60
        let secondsOfMinute = daySeconds % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if step % 60 == 0 { return "\(twoDigits(hours)):\(twoDigits(minutes))" }
        return "\(twoDigits(hours)):\(twoDigits(minutes)):\(twoDigits(secondsOfMinute))"
    }
}
