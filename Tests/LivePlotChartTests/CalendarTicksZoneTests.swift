import Foundation
import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotChart
@testable import LivePlotTestSupport
@testable import LivePlotInputTests

/// Time labels across a change of summer time (issue 40, point 1): every label is a time the local clock
/// really showed at its tick's instant, against Foundation's calendar in the system's zone (tests only).
@Suite struct CalendarTicksZoneTests {
    /// The zones of the issue: Berlin's hour, São Paulo's midnight change (summer time until 2019), Lord
    /// Howe's half hour.
    static let zones = ["Europe/Berlin", "America/Sao_Paulo", "Australia/Lord_Howe"]

    /// Foundation's formatters in `zone`, one per form a tick may be labelled with.
    static func formatters(in zone: TimeZone) -> [DateFormatter] {
        ["HH:mm:ss", "HH:mm", "EEE d", "MMM d", "MMM", "y"].map { format in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = zone
            formatter.dateFormat = format
            return formatter
        }
    }

    /// What Foundation's clock reads at `seconds`, in each form.
    static func readings(at seconds: Double, by formatters: [DateFormatter]) -> Set<String> {
        Set(formatters.map { $0.string(from: Date(timeIntervalSince1970: seconds)) })
    }

    /// Offsets of 2014 to 2032, from Foundation.
    static func offsets(_ zone: TimeZone) -> ZoneOffsets {
        TimestampTests.offsets(of: zone, from: 1_388_534_400, to: 1_956_528_000)
    }

    /// Property: spans of minutes to weeks around each change from 2016 to 2030 (São Paulo's of 2016–2019),
    /// at random widths: the ticks ascend, and each label is one of Foundation's readings of its instant.
    @Test(arguments: zones)
    func everyLabelIsARealLocalTime(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let offsets = Self.offsets(zone)
        let formatters = Self.formatters(in: zone)
        let changes = offsets.transitions.filter { $0 >= 1_451_606_400 && $0 < 1_893_456_000 }
        try #require(changes.count >= 6, "the zone changes in those years")
        var random = SplitMix64(seed: UInt64(identifier.utf8.count))
        for round in 0..<1_500 {
            let change = Double(changes[Int(random.next() % UInt64(changes.count))])
            let scale: Double = [1800, 7200, 21_600, 86_400, 432_000, 1_728_000][round % 6]
            let span: Double = scale * Double(1 + random.next() % 100) / 50
            let first: Double = change - Double(random.next() % UInt64(span + 1))
            let columns = 12 + Int(random.next() % 200)
            let ticks = TimeAxis.ticks(from: first, to: first + span, columns: columns, zone: offsets)
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.seconds < $1.seconds }, "\(identifier) round \(round)")
            for tick in ticks {
                let readings = Self.readings(at: tick.seconds, by: formatters)
                #expect(readings.contains(tick.label), "\(identifier) round \(round): \(tick) reads \(readings.sorted())")
            }
        }
    }

    /// Berlin's clocks go from 02:00 to 03:00 (2026-03-29 01:00 UTC): the tick of that instant reads 03:00
    /// (it read 02:00, then 02:30, times that never were). São Paulo's summer time began at midnight
    /// (2018-11-04 03:00 UTC): `Sun 4` stands at 01:00, the day's first instant. Lord Howe goes from
    /// 02:00 to 02:30 (2025-10-05): 01:45, then 02:30.
    @Test func theHourTheClocksSkip() throws {
        let berlin = Self.offsets(try #require(TimeZone(identifier: "Europe/Berlin")))
        let saoPaulo = Self.offsets(try #require(TimeZone(identifier: "America/Sao_Paulo")))
        let lordHowe = Self.offsets(try #require(TimeZone(identifier: "Australia/Lord_Howe")))
        let spans: [(String, Double, Double, ZoneOffsets)] = [
            ("Berlin", 1_774_738_800, 1_774_753_200, berlin),
            ("São Paulo", 1_541_289_600, 1_541_311_200, saoPaulo),
            ("São Paulo", 1_541_041_200, 1_541_559_600, saoPaulo),
            ("Lord Howe", 1_759_584_600, 1_759_591_800, lordHowe),
        ]
        let text = spans.map { name, first, last, zone in
            let labels = TimeAxis.ticks(from: first, to: last, columns: 72, zone: zone).map(\.label)
            return name.padding(toLength: 10, withPad: " ", startingAt: 0) + "|" + labels.joined(separator: " ")
        }.joined(separator: "\n")
        expectFrame(text, """
        Berlin    |Sun 29 00:30 01:00 01:30 03:00 03:30 04:00 04:30 05:00
        São Paulo |21:00 22:00 23:00 Sun 4 02:00 03:00 04:00
        São Paulo |Nov Fri 2 Sat 3 Sun 4 Mon 5 Tue 6 Wed 7
        Lord Howe |Sun 5 00:15 00:30 00:45 01:00 01:15 01:30 01:45 02:30
        """)
    }
}
