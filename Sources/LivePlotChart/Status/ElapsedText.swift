import LivePlotBasics

/// A time gone by, as the status line counts it (`quiet 25s`): whole seconds up to a minute, then the
/// two largest units, the smaller in two digits so that the count keeps its width as it goes.
///
/// | elapsed | written | changes every |
/// |---|---|---|
/// | under a minute | `25s` | second |
/// | under an hour | `3m 05s` | second |
/// | under a day | `2h 05m` | minute |
/// | longer | `3d 04h` | hour |
///
/// ```swift
/// ElapsedText.written(.seconds(25))          // "25s"
/// ElapsedText.written(.seconds(185))         // "3m 05s"
/// ElapsedText.step(after: .seconds(7_500))   // 60 s: the text changes once a minute
/// ```
public enum ElapsedText {
    /// Each unit's seconds and name, largest first: the table `written` and `step` read.
    static let units: [(seconds: Int64, name: String)] = [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")]

    /// `elapsed` (not negative) in its two largest units, rounded down.
    public static func written(_ elapsed: Duration) -> String {
        let (seconds, index) = largestUnit(of: elapsed)
        let large = units[index]
        guard index + 1 < units.count else { return "\(seconds)\(large.name)" }
        let small = units[index + 1]
        let rest = seconds % large.seconds / small.seconds
        return "\(seconds / large.seconds)\(large.name) \(CivilCalendar.zeroPadded(rest))\(small.name)"
    }

    /// How long the text of `elapsed` stays the same at most: the smaller of its two units.
    public static func step(after elapsed: Duration) -> Duration {
        .seconds(units[min(largestUnit(of: elapsed).index + 1, units.count - 1)].seconds)
    }

    /// `elapsed` in whole seconds, rounded down, and the index of the largest unit it holds once (seconds
    /// for less than one).
    private static func largestUnit(of elapsed: Duration) -> (seconds: Int64, index: Int) {
        let seconds = max(0, elapsed.components.seconds)
        return (seconds, units.firstIndex { seconds >= $0.seconds } ?? units.count - 1)
    }
}
