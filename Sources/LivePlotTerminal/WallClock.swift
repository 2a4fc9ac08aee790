#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotChart

/// The wall clock and the local time zone, read once when a run starts, for a time axis.
///
/// ```swift
/// let axis = WallClock.timeAxisStartingNow()
/// let now = WallClock.epochSeconds()   // what a timestamp without a year or date is read against
/// ```
enum WallClock {
    static func timeAxisStartingNow() -> TimeAxis {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        // The zone's changes around now, not its offset now: a run that passes a change of summer time
        // labels the clock as it then reads.
        return TimeAxis(startEpochSeconds: Double(now.tv_sec) + Double(now.tv_nsec) / 1e9,
                        zone: LocalZone.offsets(aroundEpochSeconds: Int64(now.tv_sec)))
    }

    /// Whole seconds since the epoch, now.
    static func epochSeconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec)
    }
}
