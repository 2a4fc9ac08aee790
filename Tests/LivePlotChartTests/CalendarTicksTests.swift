import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Time axes (issue 17, point 3): calendar steps from seconds to years, the larger unit where it
/// changes, local time across a change of offset, labels placed at their instant and never overlapping.
@Suite struct CalendarTicksTests {
    static let base = 1_795_341_601.0  // 2026-11-22T10:00:01Z, a Sunday
    /// Berlin's offsets in 2026: CET, CEST from 29 March 01:00 UTC, CET from 25 October 01:00 UTC.
    static let berlin = ZoneOffsets(transitions: [1_774_746_000, 1_792_890_000], offsets: [3600, 7200, 3600])

    /// An axis line of `width` cells: each label centred on the column of its instant, skipped where it
    /// would overlap the one before, as the chart draws them.
    static func axis(from first: Double, to last: Double, width: Int = 72, zone: ZoneOffsets = .utc) -> String {
        var line = [Character](repeating: " ", count: width)
        var nextFree = 0
        for tick in TimeAxis.ticks(from: first, to: last, columns: width, zone: zone) {
            let column = Int(((tick.seconds - first) / max(last - first, 0.001) * Double(width - 1)).rounded())
            let start = min(max(0, column - (tick.label.count - 1) / 2), width - tick.label.count)
            guard start >= nextFree else { continue }
            for (offset, character) in tick.label.enumerated() { line[start + offset] = character }
            nextFree = start + tick.label.count + 1
        }
        return String(line).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    }

    @Test func axesFromSecondsToYears() {
        let spans: [(String, Double, Double, ZoneOffsets)] = [
            ("40 ms", Self.base + 0.25, Self.base + 0.29, .utc),
            ("250 ms", Self.base + 0.1, Self.base + 0.35, .utc),
            ("2 s", Self.base, Self.base + 2, .utc),
            ("midnight.", 1_795_391_999.5, 1_795_392_000.5, .utc),
            ("10 s", Self.base, Self.base + 10, .utc),
            ("1 min", Self.base, Self.base + 60, .utc),
            ("15 min", Self.base, Self.base + 900, .utc),
            ("2 h", Self.base, Self.base + 7200, .utc),
            ("midnight", 1_795_391_970 - 20, 1_795_391_970 + 50, .utc),
            ("a day", Self.base, Self.base + 86_400, .utc),
            ("a week", Self.base, Self.base + 7 * 86_400, .utc),
            ("month end", 1_796_061_600, 1_796_061_600 + 3 * 86_400, .utc),
            ("a month", 1_795_132_800, 1_795_132_800 + 31 * 86_400, .utc),
            ("year end", 1_798_747_200 - 86_400 * 40, 1_798_747_200 + 86_400 * 50, .utc),
            ("a year", 1_782_864_000, 1_782_864_000 + 365 * 86_400, .utc),
            ("3 years", 1_704_067_200, 1_704_067_200 + 3 * 365 * 86_400, .utc),
            ("40 years", 1_704_067_200 - 40 * 31_556_952, 1_704_067_200, .utc),
            ("CEST ends", 1_792_886_400, 1_792_886_400 + 4 * 3600, Self.berlin),
        ]
        let text = spans.map { name, first, last, zone in
            name.padding(toLength: 10, withPad: " ", startingAt: 0) + "|" + Self.axis(from: first, to: last, zone: zone)
        }.joined(separator: "\n")
        // Below a second, the digits the step needs (`.25` for 10 ms, `.5` for 500 ms), and a whole second
        // as a second's tick is labelled (midnight still its day).
        // Midnight shows the day, the first of a month its name, the first of January the year; when
        // summer time ends, 02:00 and 02:30 come twice and are labelled once, at the earlier instant.
        expectFrame(text, """
        40 ms     |10:00:01.25  10:00:01.26       10:00:01.27      10:00:01.28  10:00:01.29
        250 ms    |10:00:01.1              10:00:01.2                   10:00:01.3
        2 s       |10:00:01      10:00:01.5         10:00:02        10:00:02.5     10:00:03
        midnight. |   23:59:59.6    23:59:59.8       Mon 23      00:00:00.2    00:00:00.4
        10 s      |    10:00:02      10:00:04       10:00:06      10:00:08      10:00:10
        1 min     |        10:00:10   10:00:20    10:00:30    10:00:40    10:00:50 10:01:00
        15 min    |       10:02     10:04    10:06     10:08    10:10     10:12    10:14
        2 h       |       10:15    10:30    10:45   11:00    11:15    11:30    11:45  12:00
        midnight  |  23:59:15       23:59:30        23:59:45        Mon 23        00:00:15
        a day     |    12:00    15:00    18:00    21:00   Mon 23   03:00    06:00    09:00
        a week    |    Mon 23    Tue 24    Wed 25    Thu 26    Fri 27     Sat 28    Sun 29
        month end |     Dec        12:00       Wed 2      12:00       Thu 3       12:00
        a month   |     Nov 23          Nov 30          Dec 7           Dec 14       Dec 21
        year end  |      Dec                      2027                    Feb
        a year    |Jul  Aug   Sep   Oct   Nov   Dec   2027  Feb  Mar   Apr   May   Jun  Jul
        3 years   |2024 Apr   Jul   Oct   2025  Apr  Jul   Oct   2026  Apr   Jul   Oct
        40 years  | 1985     1990     1995    2000     2005     2010     2015     2020
        CEST ends |02:00  02:30                      03:00   03:30    04:00    04:30  05:00
        """)
    }

    /// Property: over random spans and widths, in UTC and in Berlin, the ticks ascend inside the span,
    /// at most as many as their labels have room for, and each label is what its own instant reads on
    /// the local clock: a label stands where its time is.
    @Test func everyLabelIsItsInstantsLocalTime() {
        var random = SplitMix64(seed: 5)
        for round in 0..<3_000 {
            let zone = round % 2 == 0 ? ZoneOffsets.utc : Self.berlin
            let first = 1_700_000_000 + Double(random.next() % 200_000_000) + Double(random.next() % 1000) / 1000
            let last = first + Double(random.next() % UInt64([100, 10_000, 1_000_000, 400_000_000, 3000][round % 5]))
                / (round % 5 == 4 ? 1000 : 1)
            let columns = 10 + Int(random.next() % 200)
            let ticks = TimeAxis.ticks(from: first, to: last, columns: columns, zone: zone)
            let step = TimeAxis.step(from: first, to: last, columns: columns)
            #expect(ticks.count <= columns / (step.labelWidth + 2) + 1, "round \(round)")
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.seconds < $1.seconds }, "round \(round)")
            for tick in ticks {
                #expect(tick.seconds >= first && tick.seconds <= last, "round \(round)")
                let whole = tick.seconds.rounded(.down)
                let local = Int64(whole) + Int64(zone.offset(atUTC: Int64(whole)))
                if step.unit != .millisecond {
                    #expect(TimeAxis.label(local: local, step: step) == tick.label, "round \(round): \(tick)")
                } else if tick.seconds == whole {
                    #expect(TimeAxis.label(local: local, step: CalendarStep(.second, 1)) == tick.label, "round \(round): \(tick)")
                } else {
                    // The cursor's reading of the instant, to the millisecond, with the digits the step does
                    // not need left off (and zeros).
                    let reading = TimeAxis.instant(tick.seconds, zone: zone, withDate: false)
                    #expect(reading.hasPrefix(tick.label) && reading.dropFirst(tick.label.count).allSatisfy { $0 == "0" },
                            "round \(round): \(tick) reads \(reading)")
                    #expect(tick.label.split(separator: ".").last?.count == step.fractionDigits, "round \(round): \(tick)")
                }
                #expect(tick.label.count <= step.labelWidth, "round \(round): \(tick)")
            }
        }
    }
}
