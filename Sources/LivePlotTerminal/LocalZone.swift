#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotBasics
import LivePlotInput

/// The local time zone as data (`ZoneOffsets`), read from the C library (`TZ` honoured) once when a
/// run starts, so that the core turns local timestamps into instants without a clock or a file.
///
/// ```swift
/// let zone = LocalZone.offsets(aroundEpochSeconds: 1_795_341_601)
/// ```
enum LocalZone {
    /// The years around the run's start whose changes are read: logs are of the past decades, and a
    /// probe costs about half a microsecond (the span costs about a millisecond).
    static let yearsBefore = 30
    static let yearsAfter = 5

    /// The local zone's offsets over the years around `now`, from `localtime_r`.
    static func offsets(aroundEpochSeconds now: Int64) -> ZoneOffsets {
        tzset()
        let year: Int64 = 31_556_952
        return offsets(from: now - Int64(yearsBefore) * year, to: now + Int64(yearsAfter) * year) { seconds in
            var time = time_t(seconds)
            var local = tm()
            localtime_r(&time, &local)
            return Int(local.tm_gmtoff)
        }
    }

    /// The changes of `offsetAt` between `start` and `end` (seconds since the epoch): probed every
    /// `step` seconds, each change found to the second by bisection. Zones keep an offset for weeks at
    /// least, so a fortnight's probes miss none.
    ///
    /// - Complexity: O((end − start) / step + changes × log step) calls of `offsetAt`.
    static func offsets(from start: Int64, to end: Int64, step: Int64 = 14 * 86_400,
                        offsetAt: (Int64) -> Int) -> ZoneOffsets {
        var transitions: [Int64] = []
        var offsets = [offsetAt(start)]
        var probe = start
        while probe < end {
            let next = min(probe + step, end)
            let offset = offsetAt(next)
            if offset != offsets[offsets.count - 1] {
                var low = probe
                var high = next
                while high - low > 1 {
                    let middle = low + (high - low) / 2
                    if offsetAt(middle) == offsets[offsets.count - 1] { low = middle } else { high = middle }
                }
                transitions.append(high)
                offsets.append(offset)
            }
            probe = next
        }
        return ZoneOffsets(transitions: transitions, offsets: offsets)
    }
}
