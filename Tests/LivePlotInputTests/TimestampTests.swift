import Foundation
import Testing
@testable import LivePlotBasics
@testable import LivePlotInput

/// Timestamps as lines write them, each form read exactly, against Foundation's parsers (in the tests only).
@Suite struct TimestampTests {
    static func read(_ form: TimestampForm, _ text: String) -> WrittenTime? {
        Array(text.utf8).withUnsafeBytes { TimestampParser.read(form, in: $0, at: 0)?.time }
    }

    static func instant(_ text: String, zone: ZoneOffsets = .utc, now: Int64 = 0) -> Int64? {
        var resolver = TimeResolver(zone: zone, now: now)
        return Array(text.utf8).withUnsafeBytes { bytes in
            TimestampParser.leading(in: bytes).map { resolver.microseconds(of: $0.time) }
        }
    }

    /// Random instants from 1970 to 2200, written by Foundation's ISO 8601 formatter at a random offset
    /// (with `T` or a blank, milliseconds or microseconds), read back to the microsecond.
    @Test func iso8601AgreesWithFoundationFrom1970To2200() throws {
        var random = SplitMix64(seed: 2026_11_23)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        for round in 0..<20_000 {
            let seconds = Int64(random.next() % UInt64(7_258_118_400))  // 1970 … 2200
            let microsecond = Int64(random.next() % 1_000_000)
            let offsetMinutes = Int(random.next() % (26 * 4)) * 15 - 12 * 60
            formatter.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60)!
            var text = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            // Foundation writes `…:SS+01:00` or `…:SSZ`: a fraction goes in after the seconds.
            let secondsEnd = text.index(text.startIndex, offsetBy: 19)
            let fraction: String
            switch round % 3 {
            case 0: fraction = ""
            case 1: fraction = "." + String(String(microsecond / 1000 + 1000).dropFirst())
            default: fraction = "." + String(String(microsecond + 1_000_000).dropFirst())
            }
            text.insert(contentsOf: fraction, at: secondsEnd)
            if round % 2 == 1 { text = text.replacingOccurrences(of: "T", with: " ") }
            let expected = seconds * 1_000_000 + (round % 3 == 0 ? 0 : round % 3 == 1 ? microsecond / 1000 * 1000 : microsecond)
            #expect(Self.instant(text + " 12.5") == expected, "round \(round): \(text)")
        }
    }

    /// Property: a date remembered (`DateMemo`) reads as it would unremembered, along a stream of
    /// timestamps that mostly share their date, change it at midnight, or turn into texts whose first
    /// bytes are a date's and whose rest is not a time, or whose date is invalid (`2026-02-30`).
    @Test func aRememberedDateReadsAsAFreshOne() {
        var random = SplitMix64(seed: 41)
        var memo = DateMemo()
        var day = 20_000
        let tails = ["T10:00:01Z", " 23:59:59.5", "T00:00:00+01:00", "", "T25:00:00Z", "X", "T10:00"]
        for round in 0..<20_000 {
            if random.next() % 8 == 0 { day += 1 }
            let (year, month, dayOfMonth) = CivilCalendar.date(days: day)
            var date = "\(year)-\(month < 10 ? "0" : "")\(month)-\(dayOfMonth < 10 ? "0" : "")\(dayOfMonth)"
            if random.next() % 50 == 0 { date = "\(year)-02-30" }
            let text = date + tails[Int(random.next() % UInt64(tails.count))]
            let bytes = Array(text.utf8)
            let fresh = bytes.withUnsafeBytes { TimestampParser.field($0) }
            let remembered = bytes.withUnsafeBytes { TimestampParser.field($0, memo: &memo) }
            #expect(fresh == remembered, "round \(round): \(text)")
        }
    }

    /// Local times in zones with summer time, against Foundation's calendar in that zone: every local
    /// time outside the hours the clocks skip or repeat is the instant Foundation says; a skipped one
    /// lands as far past the change as it was written after it; a repeated one is the earlier.
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Sao_Paulo"])
    func localTimesAgreeWithFoundation(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let offsets = Self.offsets(of: zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var random = SplitMix64(seed: UInt64(identifier.utf8.count))
        var resolver = TimeResolver(zone: offsets, now: 0)
        for round in 0..<5_000 {
            let year = 1970 + Int(random.next() % 230)  // 1970 … 2199: the reference table ends in 2200
            let month = 1 + Int(random.next() % 12)
            let day = 1 + Int(random.next() % UInt64(CivilCalendar.daysInMonth(year: year, month: month)))
            let (hour, minute, second) = (Int(random.next() % 24), Int(random.next() % 60), Int(random.next() % 60))
            let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            let date = try #require(calendar.date(from: components))
            let reference = Int64(date.timeIntervalSince1970.rounded())
            let civil = Int64(CivilCalendar.days(year: year, month: month, day: day)) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
            let ours = resolver.microseconds(of: .instant(civil: civil * 1_000_000, offset: nil)) / 1_000_000
            let isUnambiguous = Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(reference - 86_400))))
                == Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(reference + 86_400))))
            if isUnambiguous {
                #expect(ours == reference, "round \(round): \(identifier) \(components)")
            }
            // Whatever the day, the instant read shows the written local time, or one the clocks skipped to.
            let shown = ours + Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(ours))))
            #expect(shown >= civil && shown - civil <= 3600, "round \(round): \(identifier) \(components)")
        }
    }

    @Test func theHoursTheClocksSkipAndRepeat() throws {
        let offsets = Self.offsets(of: try #require(TimeZone(identifier: "Europe/Berlin")))
        #expect(Self.instant("2026-03-29 01:59:59 x", zone: offsets) == Self.instant("2026-03-29T00:59:59Z"))
        #expect(Self.instant("2026-03-29 02:30:00 x", zone: offsets) == Self.instant("2026-03-29T01:30:00Z"), "skipped: past the change")
        #expect(Self.instant("2026-03-29 03:00:00 x", zone: offsets) == Self.instant("2026-03-29T01:00:00Z"))
        #expect(Self.instant("2026-10-25 02:30:00 x", zone: offsets) == Self.instant("2026-10-25T00:30:00Z"), "repeated: the earlier")
        #expect(Self.instant("2026-10-25 03:00:00 x", zone: offsets) == Self.instant("2026-10-25T02:00:00Z"))
    }

    @Test func everyForm() {
        // 2026-11-22T10:00:01Z is 1_795_341_601 s.
        let base: Int64 = 1_795_341_601_000_000
        #expect(Self.instant("2026-11-22T10:00:01Z 12") == base)
        #expect(Self.instant("2026-11-22T10:00:01.25Z") == base + 250_000)
        #expect(Self.instant("2026-11-22T11:00:01+01:00") == base)
        #expect(Self.instant("2026-11-22T11:00:01+0100") == base)
        #expect(Self.instant("2026-11-22T05:00:01-05") == base)
        #expect(Self.instant("2026-11-22 10:00:01,250 INFO") == base + 250_000, "Python's logging")
        #expect(Self.instant("\"2026-11-22 10:00:01\",\"12\"") == base, "a quoted CSV field")
        #expect(Self.instant("[2026-11-22 10:00:01] local.INFO") == base)
        #expect(Self.instant("2026-11-22,12") == base - 36_001_000_000, "a date alone: its midnight")
        #expect(Self.instant("2026-11-22T10:00:01.1234567Z") == base + 123_456, "beyond the microsecond: cut")
        let now = base + 3_600_000_000
        #expect(Self.instant("Nov 22 10:00:01 host app[12]: x", now: now) == base)
        #expect(Self.instant("Nov  2 10:00:01 host", now: now) == base - 20 * 86_400_000_000)
        let line = Array("127.0.0.1 - - [22/Nov/2026:11:00:01 +0100] \"GET / HTTP/1.1\" 200 12".utf8)
        let commonLog = line.withUnsafeBytes { bytes in
            TimestampParser.commonLog(in: bytes)
        }
        #expect(commonLog == .instant(civil: base + 3_600_000_000, offset: 3600))
        #expect(Self.read(.clock, "10:00:01.5") == .timeOfDay(36_001_500_000))
    }

    /// ISO 8601's basic format is the instant its extended twin is, offsets and fractions alike; a
    /// number of eight digits, or one without its `T` and seconds, stays a number.
    @Test func basicFormatIsTheInstantItsExtendedTwinIs() {
        let base: Int64 = 1_795_341_601_000_000
        #expect(Self.instant("20261122T100001Z 12") == base)
        #expect(Self.instant("20261122T100001.25Z") == base + 250_000)
        #expect(Self.instant("20261122t110001+0100 5") == base)
        #expect(Self.instant("20261122T050001-05") == base)
        #expect(Self.read(.iso8601, "20261122T100001") == .instant(civil: 1_795_341_601_000_000, offset: nil), "local time")
        for text in ["20261122", "20261122 100001", "20261122T1000", "20261122T100001.Z", "20261322T100001Z",
                     "20260229T100001Z", "20261122T240001Z", "20261122T100001Zulu", "2026112T100001Z"] {
            #expect(Self.instant(text) == nil, "\(text)")
        }
    }

    /// Property: a clock of eight bytes is read only when it is `HH:MM:SS` in range, and then as its
    /// digits say: random texts over digits, colons and the bytes either side of the digits (`/`, `;`,
    /// `?`, `@`), letters and bytes past ASCII, against a model that looks at each byte alone.
    @Test func eightByteClocksAgreeWithAModel() {
        var random = SplitMix64(seed: 2026_11_24)
        let alphabet: [UInt8] = Array("0123456789:::/;?@ aZ".utf8) + [0x00, 0x3A + 0x80, 0xB0, 0xFF]
        var readCount = 0
        for round in 0..<200_000 {
            var bytes = Array("10:00:00".utf8)
            for index in bytes.indices where random.next() % 4 == 0 {
                bytes[index] = round % 2 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))]
                    : UInt8(truncatingIfNeeded: random.next())
            }
            let digit = { (index: Int) -> Int? in bytes[index] >= 0x30 && bytes[index] <= 0x39 ? Int(bytes[index] - 0x30) : nil }
            var expected: WrittenTime?
            if bytes[2] == 0x3A, bytes[5] == 0x3A, let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4),
               let s1 = digit(6), let s2 = digit(7), h1 * 10 + h2 <= 23, m1 * 10 + m2 <= 59, s1 * 10 + s2 <= 60 {
                expected = .timeOfDay(Int64((h1 * 10 + h2) * 3600 + (m1 * 10 + m2) * 60 + s1 * 10 + s2) * 1_000_000)
            }
            let read = bytes.withUnsafeBytes { TimestampParser.read(.clock, in: $0, at: 0)?.time }
            #expect(read == expected, "\(bytes)")
            if read != nil { readCount += 1 }
        }
        #expect(readCount > 10_000, "the model's valid clocks are drawn often enough to matter")
    }

    @Test func notTimestamps() {
        for text in ["2026-13-01", "2026-02-29", "2026-11-31 x", "2026-11-22T", "2026-11-22T25:00:00", "2026-11-22T10:61",
                     "2026-11-22T10:00:01Zulu", "10:00", "10:00:01x", "24:00:00", "12.5", "1795428001", "Nov 31 10:00:01",
                     "Nev 22 10:00:01", "2026-11-22T10:00:01+2500", "20261122"] {
            #expect(Self.instant(text) == nil, "\(text)")
        }
        let line = Array("[22/Nov/2026:11:00:01] [x]".utf8)
        #expect(line.withUnsafeBytes { TimestampParser.commonLog(in: $0) } == nil, "no offset")
    }

    /// Times of day alone take the run's date, and the next one each time they pass midnight; a syslog
    /// date takes the run's year, or the year before when that would put it more than a day ahead.
    @Test func whatALineLeavesOut() {
        let lateEvening: Int64 = 1_795_391_990_000_000  // 2026-11-22T23:59:50Z
        var resolver = TimeResolver(zone: .utc, now: lateEvening)
        let day: Int64 = 86_400_000_000
        let midnight: Int64 = 1_795_392_000_000_000
        #expect(resolver.microseconds(of: .timeOfDay(day - 10_000_000)) == midnight - 10_000_000)
        #expect(resolver.microseconds(of: .timeOfDay(5_000_000)) == midnight + 5_000_000, "past midnight")
        #expect(resolver.microseconds(of: .timeOfDay(2_000_000)) == midnight + 2_000_000, "a late line, still the new day")
        let newYear: Int64 = 1_798_761_600_000_000  // 2027-01-01T00:00:00Z
        var january = TimeResolver(zone: .utc, now: newYear + 3 * day)
        #expect(january.microseconds(of: .withoutYear(month: 12, day: 31, microsecondOfDay: 0)) == newYear - day, "last year's December")
        #expect(january.microseconds(of: .withoutYear(month: 1, day: 2, microsecondOfDay: 0)) == newYear + day)
    }

    @Test func epochNumbersByMagnitude() {
        let moment: Int64 = 1_795_341_601_250_000
        #expect(EpochNumber.microseconds(of: 1_795_341_601.25) == moment)
        #expect(EpochNumber.microseconds(of: 1_795_341_601_250) == moment)
        #expect(EpochNumber.microseconds(of: 1_795_341_601_250_000) == moment)
        #expect(EpochNumber.microseconds(of: Double(Int64(1_795_341_601_250_000_000))) == moment, "nanoseconds, to the nearest Double")
        for plain in [0, 42, 999_999_999, 1e10, 5e11, 1e13, 1e14, 1e16, 1e19, -1_795_341_601] as [Double] {
            #expect(EpochNumber.microseconds(of: plain) == nil, "\(plain)")
        }
    }

    @Test func calendarAgreesWithFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var random = SplitMix64(seed: 3)
        for _ in 0..<10_000 {
            let days = Int(random.next() % 200_000) - 100_000
            let date = calendar.dateComponents([.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: TimeInterval(days) * 86_400))
            let ours = CivilCalendar.date(days: days)
            #expect([ours.year, ours.month, ours.day] == [date.year, date.month, date.day], "\(days)")
            #expect(CivilCalendar.days(year: ours.year, month: ours.month, day: ours.day) == days)
            #expect((CivilCalendar.weekday(days: days) + 1) % 7 + 1 == date.weekday!, "Foundation counts from Sunday = 1")
        }
    }

    /// A zone's changes from 1900 to 2200 as Foundation lists them: the reference table.
    static func offsets(of zone: TimeZone, from start: Int64 = -2_208_988_800, to end: Int64 = 7_258_118_400) -> ZoneOffsets {
        var transitions: [Int64] = []
        var offsets = [zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(start)))]
        var moment = Date(timeIntervalSince1970: TimeInterval(start))
        while let next = zone.nextDaylightSavingTimeTransition(after: moment), next.timeIntervalSince1970 < TimeInterval(end) {
            let offset = zone.secondsFromGMT(for: next)
            if offset != offsets.last! {
                transitions.append(Int64(next.timeIntervalSince1970))
                offsets.append(offset)
            }
            moment = next
        }
        return ZoneOffsets(transitions: transitions, offsets: offsets)
    }
}
