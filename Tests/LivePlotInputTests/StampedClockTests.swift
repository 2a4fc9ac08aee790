import LivePlotBasics
import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// A run's clock (`StampedClock`: a few loads, no loop) against the full reading's
/// (`TimestampParser.readClock`), and the full reading's fraction (its digits as one number, scaled once)
/// against the sum it was before, digit by digit: the same microseconds, so the same x, bit for bit.
@Suite struct StampedClockTests {
    /// The fraction as `readClock` summed it before: each digit times a scale that a division by ten
    /// moves on, the digits past the sixth adding nothing.
    private static func fractionDigitByDigit(_ digits: [UInt8]) -> Int64 {
        var fraction: Int64 = 0
        var scale: Int64 = 100_000
        for digit in digits {
            fraction += Int64(digit) * scale
            scale /= 10
        }
        return fraction
    }

    /// `clock` (`HH:MM:SS` and a fraction) then `after`, read both ways from `offset` bytes in.
    private static func readings(_ clock: String, after: String = "Z 12", offset: Int = 0) -> (full: Int64?, run: Int64?) {
        readings(bytes: Array(clock.utf8), after: after, offset: offset)
    }

    private static func readings(bytes clock: [UInt8], after: String = "Z 12", offset: Int = 0) -> (full: Int64?, run: Int64?) {
        let line = Array(repeating: UInt8(ascii: "x"), count: offset) + clock + Array(after.utf8)
        return line.withUnsafeBytes { bytes in
            let full = TimestampParser.readClock(bytes, at: offset).flatMap { $0.end == offset + clock.count ? $0.microseconds : nil }
            return (full, Self.runReading(bytes, start: offset, end: offset + clock.count))
        }
    }

    /// The clock a run reads: its `HH:MM:SS` word's seconds and its fraction.
    private static func runReading(_ bytes: UnsafeRawBufferPointer, start: Int, end: Int) -> Int64? {
        guard let clock = StampedClock(start: start, end: end),
              let seconds = StampedClock.secondsMicroseconds(of: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self)),
              let fraction = clock.fraction(at: bytes.baseAddress!) else { return nil }
        return seconds + fraction
    }

    /// Every fraction of one to four digits, at a clock's every length: both readings give the sum the
    /// full reading gave before.
    @Test func everyShortFractionReadsAsItDid() {
        for length in 1...4 {
            var power = 1
            for _ in 0..<length { power *= 10 }
            for value in 0..<power {
                let text = CivilCalendar.zeroPadded(Int64(value), digits: length)
                let expected = 36_001_000_000 + Self.fractionDigitByDigit(text.utf8.map { $0 - UInt8(ascii: "0") })
                let (full, run) = Self.readings("10:00:01." + text, offset: value % 13)
                #expect(full == expected && run == expected, "\(text): full \(String(describing: full)), run \(String(describing: run))")
                if full != expected || run != expected { return }
            }
        }
    }

    /// Fractions of five to sixteen digits and clocks over the whole day, random: the same.
    @Test func longerFractionsReadAsTheyDid() {
        var random = SplitMix64(seed: 48)
        for _ in 0..<Sweep.count(unit: 40_000, long: 400_000) {
            let length = 5 + Int(random.next() % 12)
            let digits = (0..<length).map { _ in UInt8(random.next() % 10) }
            let (hours, minutes, seconds) = (Int64(random.next() % 24), Int64(random.next() % 60), Int64(random.next() % 61))
            let text = [hours, minutes, seconds].map { CivilCalendar.zeroPadded($0) }.joined(separator: ":") + "."
                + String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
            let (full, run) = Self.readings(text, after: ["Z 1", " 1", "+01:00 1", "\t1"][Int(random.next() % 4)], offset: Int(random.next() % 17))
            let expected = (hours * 3600 + minutes * 60 + seconds) * 1_000_000 + Self.fractionDigitByDigit(digits)
            #expect(full == expected && run == expected, "\(text): full \(String(describing: full)), run \(String(describing: run))")
            if full != expected || run != expected { return }
        }
    }

    /// A clock without a fraction, and each byte a clock must not have: both refuse it (a run's clock
    /// compares no byte past its end: that is its shape's to check).
    @Test func clocksOutOfRangeOrMisspeltAreRefused() {
        #expect(Self.readings("23:59:60") == (86_400_000_000, 86_400_000_000))
        #expect(Self.readings("00:00:00.5", offset: 3) == (500_000, 500_000))
        for clock in ["24:00:00.000", "23:60:00.000", "23:59:61.000", "2:00:00.000", "10-00:00.000", "10:00:0a.000",
                      "10:00:00,000", "10:00:00.0a0", "10:00:00.00:", "1:000:00.000", "10:00:00.x", "/0:00:00.000", "10:00:0;.000"] {
            let (_, run) = Self.readings(clock)
            #expect(run == nil, "\(clock) is no clock of this shape")
        }
        #expect(StampedClock(start: 0, end: 5) == nil, "no seconds")
        #expect(StampedClock(start: 0, end: 9) == nil, "a point and no digit")
        #expect(StampedClock(start: 0, end: 9 + StampedClock.maximumFractionDigits + 1) == nil)
    }

    /// At every fraction's length, the byte after the seconds is a point or the clock is refused: the
    /// run checks it in the word of the fraction's digits up to seven digits (one compare), apart past.
    @Test func aFractionWithoutItsPointIsRefusedAtEveryLength() {
        for length in 1...StampedClock.maximumFractionDigits {
            let digits = String((0..<length).map { Character(String($0 % 10)) })
            #expect(Self.readings("10:00:01." + digits, offset: length % 5).run == 36_001_000_000 + Self.fractionDigitByDigit(
                digits.utf8.prefix(6).map { $0 - UInt8(ascii: "0") }), "\(length) digits")
            for point in [",", ":", "0", "-", "/"] {
                let (_, run) = Self.readings("10:00:01" + point + digits, offset: length % 5)
                #expect(run == nil, "\(length) digits after \(point)")
            }
        }
    }

    /// Every byte at the point and at each digit of a fraction of every length: the run reads the
    /// clock where the byte is the point or a digit, as the full reading does, and refuses it otherwise
    /// (the point and the digits are checked in one step, `holdsItsBytes`).
    @Test func everyByteInAFractionIsCheckedAtItsPlace() {
        for length in 1...StampedClock.maximumFractionDigits {
            let clock = Array(("10:00:01." + String((0..<length).map { Character(String(($0 * 7 + 3) % 10)) })).utf8)
            for place in 8..<clock.count {
                for byte in UInt8.min...UInt8.max {
                    var spelt = clock
                    spelt[place] = byte
                    let belongs = place == 8 ? byte == UInt8(ascii: ".") : byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                    let (full, run) = Self.readings(bytes: spelt, offset: (place + length) % 9)
                    #expect(belongs ? run != nil && run == full : run == nil, "\(length) digits, byte \(byte) at \(place)")
                    if belongs ? run == nil || run != full : run != nil { return }
                }
            }
        }
    }

    /// A clock given the bytes after it (its zone and the separator) checks them in its value's word when
    /// they fit beside the point and the digits: each of them spelt otherwise (a bit off, a blank for
    /// another) is refused, and read as the clock alone reads it when it is its own; when they do not
    /// fit, the clock holds none of them (its caller checks them).
    @Test func theBytesAfterTheClockAreCheckedWhereTheyFit() {
        for digits in 0...9 {
            for tail in ["Z ", "+01:00 ", " ", "Z\t", "+0100,", "+02 "] {
                let clock = "10:00:01" + (digits == 0 ? "" : "." + String((0..<digits).map { Character(String(($0 * 3 + 1) % 10)) }))
                let (end, tailBytes) = (clock.utf8.count, Array(tail.utf8))
                let line = Array((clock + tail + "12").utf8)
                guard let held = StampedClock(start: 0, end: end, tail: tailBytes), let alone = StampedClock(start: 0, end: end) else {
                    Issue.record("\(clock) is a clock")
                    return
                }
                let fits = (digits == 0 ? 0 : digits + 1) + tailBytes.count <= 8
                #expect(held.holdsTail == fits, "\(clock + tail)")
                let expected = line.withUnsafeBytes { alone.fraction(at: $0.baseAddress!) }
                #expect(expected != nil && line.withUnsafeBytes { held.fraction(at: $0.baseAddress!) } == expected, "\(clock + tail)")
                for place in end..<end + tailBytes.count {
                    for byte in [0x00, 0x09, 0x20, 0x2B, 0x2C, 0x30, 0x3A, 0x59, 0x5A, 0x7A, 0xFF, line[place] ^ 0x01, line[place] ^ 0x10] {
                        var spelt = line
                        spelt[place] = byte
                        let read = spelt.withUnsafeBytes { held.fraction(at: $0.baseAddress!) }
                        let isRead = !fits || byte == line[place]
                        #expect(isRead ? read == expected : read == nil, "\(clock + tail): byte \(byte) at \(place)")
                    }
                }
            }
        }
    }

    /// Eight digits a word, as one number: each lane's digit in its place, zero lanes leading zeros.
    @Test func eightDigitsMakeTheirNumber() {
        var random = SplitMix64(seed: 8)
        for _ in 0..<10_000 {
            let digits = (0..<8).map { _ in random.next() % 10 }
            let lanes = digits.enumerated().reduce(UInt64(0)) { $0 | $1.element << (8 * UInt64($1.offset)) }
            #expect(StampedClock.decimalValue(of: lanes) == digits.reduce(0) { $0 * 10 + $1 })
        }
    }
}
