import Foundation
import Testing
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotChart
@testable import LivePlotTestSupport

/// Times of day written without a date (`23:00:01 5`; issue 40, point 3): the axis shows times only,
/// `00:00` at midnight, never a weekday or a date, which would be made up (it read `Fri 2`, a day of
/// 1970, the clock's seconds having been taken for microseconds).
@Suite struct TimesOfDayAxisTests {
    /// 2026-11-22T10:00:01Z, in microseconds: the run's start.
    static let now: Int64 = 1_795_341_601_000_000

    static func store(_ text: String) -> SeriesStore {
        var store = SeriesStore(capacity: 100)
        store.append(decoded(text, times: TimeResolver(zone: .utc, now: Self.now)))
        return store
    }

    @Test func acrossMidnightTimesOnly() {
        let store = Self.store("10:00:01 5\n14:00:02 6\n23:00:02 7\n01:00:00 3\n")
        #expect(store.xsAreTimesOfDay)
        let frame = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll), width: 60, height: 8)
        expectFrame(frame.plainText().trimmingSuffixNewline(), """
         │                          ⣀⣀⣀⣀⣀⣀⣀⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉•⡄
        6┤· · · ⣀⣀⣀⣀⠤⠤⠤⠤⠒•⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉· · · · · · · · · · · · ·⠈⠢⡀· ·
         │•⠒⠉⠉⠉⠉                                               ⠑⢄
        4┤· · · · · · · · · · · · · · · · · · · · · · · · · · · ⠈⠢⡀
         │                                                        ⠘•
         └───────┬───────────┬──────────┬───────────┬──────────┬────
               12:00       15:00      18:00       21:00      00:00
        last=3 min=3 max=7 avg=5.25 n=4
        """)
        // Times with a date keep theirs.
        let dated = Self.store("2026-11-22T10:00:01Z 5\n2026-11-23T01:00:00Z 3\n")
        #expect(!dated.xsAreTimesOfDay)
    }

    /// Reports a second apart (sysstat's `08:53:13`, pidstat, mpstat) are ticked at whole seconds, none
    /// between two (before: `10:00:01.5`, a time no row can have, in every such chart's first seconds);
    /// an x with a fraction keeps the finer ticks. Mutation: the whole xs not looked at: fails.
    @Test func wholeSecondsAreTickedAtWholeSecondsOnly() {
        let store = Self.store("10:00:01 5\n10:00:02 6\n10:00:03 7\n")
        let frame = ChartRenderer.render(store, configuration: ChartConfiguration(viewport: .fitAll), width: 100, height: 6)
        expectFrame(frame.plainText().trimmingSuffixNewline(), """
        7┤· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ⣀⣀⣀⣀⣀⣀⣀⣀⣀⡠⠤⠤⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉•
        6┤· · · · · · · · · · · · · · ·⣀⣀⣀⣀⣀⣀⣀⣀⠤⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒•⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉· · · · · · · · · · · · · · · · ·
        5┤•⣀⣀⣀⡠⠤⠤⠤⠤⠤⠤⠤⠔⠒⠒⠒⠒⠒⠒⠒⠊⠉⠉⠉⠉⠉⠉⠉⠉ · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
         └┬────────────────────────────────────────────────┬───────────────────────────────────────────────┬
        10:00:01                                        10:00:02                                    10:00:03
        last=7 min=5 max=7 avg=6 n=3
        """)
        let fraction = Self.store("10:00:01 5\n10:00:02.5 6\n10:00:03 7\n")
        let fine = ChartRenderer.render(fraction, configuration: ChartConfiguration(viewport: .fitAll), width: 100, height: 6)
        #expect(fine.plainText().contains("10:00:01.5"))
    }

    /// Property: over spans of a second to a week of times of day, at random widths, every label is a
    /// clock reading of its instant (Foundation's, in UTC: `HH:mm`, `HH:mm:ss`, with its fraction),
    /// never a date, and the ticks ascend.
    @Test func everyLabelIsAClockReading() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm:ss.SSS"
        var random = SplitMix64(seed: 3)
        for round in 0..<3_000 {
            let first = 1_795_300_000 + Double(random.next() % 200_000) + Double(random.next() % 1000) / 1000
            let span = Double(random.next() % UInt64([2, 100, 10_000, 200_000, 700_000][round % 5])) + 0.5
            let columns = 12 + Int(random.next() % 200)
            let ticks = TimeAxis.ticks(from: first, to: first + span, columns: columns, zone: .utc, timesOfDay: true)
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.seconds < $1.seconds }, "round \(round)")
            for tick in ticks {
                let reading = formatter.string(from: Date(timeIntervalSince1970: tick.seconds))
                #expect(reading.hasPrefix(tick.label) && tick.label.count >= 5, "round \(round): \(tick) reads \(reading)")
            }
        }
    }
}
