import LivePlotBasics
import LivePlotInput
import LivePlotChart

/// What a saved chart's file name says: its form (`.svg` a picture, anything else the text), and the
/// name `s` saves to when `-o` gave none.
///
/// ```swift
/// ChartFileName.timestamped(epochSeconds: 1_795_600_000, zone: .utc)  // "liveplot-20261126-094640.txt"
/// ChartFileName.contents(of: picture, forPath: "load.svg")             // the SVG document
/// ```
public enum ChartFileName {
    /// `liveplot-YYYYMMDD-HHMMSS.txt`, the time in `zone`.
    public static func timestamped(epochSeconds: Int64, zone: ZoneOffsets) -> String {
        let local = epochSeconds + Int64(zone.offset(atUTC: epochSeconds))
        let (days, second) = CivilCalendar.split(seconds: local)
        let date = CivilCalendar.date(days: days)
        func two(_ value: Int64) -> String { CivilCalendar.zeroPadded(value) }
        let day = two(Int64(date.month)) + two(Int64(date.day))
        return "liveplot-\(date.year)\(day)-\(two(second / 3600))\(two(second / 60 % 60))\(two(second % 60)).txt"
    }

    /// Whether a file of this name gets the picture (`.svg`, in any case) rather than the text.
    public static func isPicture(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".svg")
    }

    /// What a file named `path` holds of `picture`.
    public static func contents(of picture: ChartPicture, forPath path: String) -> String {
        isPicture(path) ? picture.svg : picture.text
    }
}
