import LivePlotBasics

/// The clock of the lines of one `StampedShape`: `HH:MM:SS` where it was in the learnt line, then a
/// point and as many fraction digits as it had, or none (`10:00:00.001`). Read with no loop and no
/// load past the clock's end: the eight bytes of `HH:MM:SS`, and the eight that end where the clock does
/// (the fraction's digits in their top lanes, its point in the lane below), plus the point and the
/// last eight digits for a fraction of eight digits or more. What `TimestampParser.readClock` reads from
/// the same bytes, to the microsecond.
///
/// ```swift
/// // "2026-11-22T10:00:00.001Z 12": the clock from byte 11, a point at 19, to byte 23.
/// let clock = StampedClock(start: 11, end: 23)
/// StampedClock.secondsMicroseconds(of: word)   // the word of "10:00:00" at byte 11: 36_000_000_000
/// clock?.fraction(at: line)                     // 1_000
/// ```
///
/// The caller checks the byte at the clock's end: it must not be a digit, or readClock would read on.
///
/// - Complexity: O(1): at most three loads and a few arithmetic steps, whatever the fraction's length.
struct StampedClock: Sendable {
    /// Where `HH:MM:SS` begins in its line, and where the clock ends (past its fraction).
    let start: Int
    let end: Int
    /// The offset (from the line's start) of the word the fraction's value is taken from, and how far
    /// it moves up so that the digits past the microsecond leave it and the rest make the low lanes
    /// leading zeros (`decimalValue`).
    private let valueOffset: Int
    private let valueShift: UInt64
    /// The fraction's value times this is microseconds: `10^(6 - digits)` for up to six digits.
    private let scale: Int64
    /// The lanes of the value's word that are checked: its digits, and the point after the seconds
    /// when it is in that word (a fraction of one to seven digits; a comma makes the full reading count
    /// the timestamp's fields otherwise). Xor `fractionXor` (`0` in a digit's lane, `.` in the point's)
    /// makes a digit its value and the point 0; `fractionAddend` (6 in a digit's lane, 15 in the
    /// point's) then carries into a lane's high nibble unless it holds what it must (`holdsItsBytes`):
    /// one check for both, and the point's lane, 0, reads as a leading zero.
    private let fractionLanes: UInt64
    private let fractionXor: UInt64
    private let fractionAddend: UInt64
    /// Whether the fraction has eight digits or more: then the point is checked on its own, and the
    /// eight bytes that end at the clock's end must be digits too (the value's word holds the first
    /// eight; for eight digits, the same word again).
    private let checksApart: Bool
    /// Whether the value's word holds the bytes after the clock too (`tail`: the zone and the separator),
    /// checked as they must be: then the caller need not check them.
    let holdsTail: Bool

    /// The most fraction digits a clock may have here: two loads cover them.
    static let maximumFractionDigits = 16

    /// The clock of `HH:MM:SS` at `start` that ends at `end` (`end - start - 9` fraction digits, or none
    /// when `end - start == 8`); nil for any other length (a clock without seconds, a longer fraction).
    ///
    /// - Parameter tail: the bytes that must follow the clock (its zone and the separator after it),
    ///   checked in the value's word when they fit in it beside the point and the digits (`holdsTail`).
    init?(start: Int, end: Int, tail: [UInt8] = []) {
        let digits = end - start - 9
        guard start >= 0, end - start == 8 || digits >= 1 && digits <= Self.maximumFractionDigits else { return nil }
        self.start = start
        self.end = end
        let taken = max(0, min(digits, 6))
        scale = Self.powersOfTen[6 - taken]
        let valueLanes: UInt64
        // The tail's bytes, when they fit after the point and the digits: the top lanes of the word.
        holdsTail = (digits >= 1 ? digits + 1 : 0) + tail.count <= 8
        let held = holdsTail ? tail.count : 0
        var tailWord: UInt64 = 0
        for (lane, byte) in tail.prefix(held).enumerated() { tailWord |= UInt64(byte) << (8 * UInt64(8 - held + lane)) }
        let tailLanes: UInt64 = held == 0 ? 0 : ~0 << (8 * UInt64(8 - held))
        if digits <= 8 {
            // The digits are the lanes below the tail's of the word that ends with the tail (none: no
            // lanes); the tail's lanes and the digits past the sixth move out of the value.
            valueOffset = end + held - 8
            valueLanes = digits <= 0 ? 0 : (~0 << (8 * UInt64(8 - digits))) >> (8 * UInt64(held))
            valueShift = 8 * UInt64(held + max(0, digits - 6))
        } else {
            // The first eight digits, of which the first six count, then the last eight checked.
            valueOffset = start + 9
            valueLanes = ~0
            valueShift = 16
        }
        // The point's lane in the value's word: the byte before the digits, which end below the tail.
        let pointShift = 8 * UInt64(max(0, 7 - digits - held))
        let pointLane: UInt64 = digits >= 1 && digits + held <= 7 ? 0xFF << pointShift : 0
        // The tail's lanes, like the point's, are 0 once xor their bytes, and nothing else.
        fractionLanes = valueLanes | pointLane | tailLanes
        fractionXor = 0x3030_3030_3030_3030 & valueLanes | 0x2E2E_2E2E_2E2E_2E2E & pointLane | tailWord
        fractionAddend = 0x0606_0606_0606_0606 & valueLanes | 0x0F0F_0F0F_0F0F_0F0F & (pointLane | tailLanes)
        checksApart = digits >= 8
    }

    /// The fraction's microseconds in the line that begins at `line`, when its bytes are this clock's
    /// point and digits (0 for a clock without a fraction): nil when a byte is not the point or digit it
    /// must be. Reads only bytes from `start` to `end` past `line`; `HH:MM:SS` is the caller's
    /// (`secondsMicroseconds(of:)`, remembered from line to line in `ClockMemo`).
    @inline(__always)
    func fraction(at line: UnsafeRawPointer) -> Int64? {
        let fraction = (Self.load(line + valueOffset) ^ fractionXor) & fractionLanes
        guard Self.holdsItsBytes(fraction, adding: fractionAddend),
              !checksApart || line.load(fromByteOffset: start &+ 8, as: UInt8.self) == UInt8(ascii: ".")
                && Self.areDigits(Self.load(line + end - 8) ^ 0x3030_3030_3030_3030, in: ~0) else { return nil }
        // Within range, as checked: no product can overflow.
        return Int64(Self.decimalValue(of: fraction &<< valueShift)) &* scale
    }

    /// The seconds since midnight of `HH:MM:SS` as the word of its eight bytes, in microseconds; nil
    /// when a byte is not the digit or colon it must be, or the time is out of range.
    @inline(__always)
    static func secondsMicroseconds(of word: UInt64) -> Int64? {
        // Lanes 0 1 3 4 6 7 hold digits, lanes 2 and 5 colons, as `TimestampParser.wholeClock` reads them.
        let lanes = word ^ 0x3030_3030_3030_3030
        guard word & ~clockDigitLanes == clockColons, areDigits(lanes, in: clockDigitLanes) else { return nil }
        // Each pair of digits as one number in its first lane: hours in lane 0, minutes in 3, seconds in 6.
        let pairs = (lanes &* 10) &+ (lanes >> 8)
        let hours = Int64(pairs & 0xFF), minutes = Int64(pairs >> 24 & 0xFF), seconds = Int64(pairs >> 48 & 0xFF)
        guard hours <= 23, minutes <= 59, seconds <= 60 else { return nil }
        return (hours &* 3600 &+ minutes &* 60 &+ seconds) &* CivilCalendar.microsecondsPerSecond
    }

    /// Whether each lane of `lanes` (bytes xor `0`) in `mask` is a digit, 0 … 9: no high nibble, nor
    /// once 6 is added (a lane that carries out of itself has one already).
    @inline(__always)
    private static func areDigits(_ lanes: UInt64, in mask: UInt64) -> Bool {
        holdsItsBytes(lanes & mask, adding: 0x0606_0606_0606_0606)
    }

    /// Whether no lane of `lanes` has its high nibble set, nor once its lane of `addend` is added: a lane
    /// added 6 holds 0 … 9, one added 15 holds 0. A lane that carries out of itself has its high nibble
    /// set already, so the lowest lane that fails is seen whatever its carry does above it.
    @inline(__always)
    private static func holdsItsBytes(_ lanes: UInt64, adding addend: UInt64) -> Bool {
        (lanes | (lanes &+ addend)) & 0xF0F0_F0F0_F0F0_F0F0 == 0
    }

    /// The number eight digits (lanes of 0 … 9, the first the lowest) write: two digits a lane, then four
    /// a half, then all eight, in three multiplications. A lane of 0 is a leading zero.
    @inline(__always)
    static func decimalValue(of lanes: UInt64) -> UInt64 {
        let pairs = (lanes &* 10) &+ (lanes >> 8)
        let outer = (pairs & 0x0000_00FF_0000_00FF) &* (100 + 1_000_000 << 32)
        let inner = (pairs >> 16 & 0x0000_00FF_0000_00FF) &* (1 + 10_000 << 32)
        return (outer &+ inner) >> 32
    }

    /// The eight bytes at `address`, as a little-endian word: the first byte the lowest.
    @inline(__always)
    private static func load(_ address: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: address.loadUnaligned(as: UInt64.self))
    }

    private static let clockDigitLanes: UInt64 = 0xFFFF_00FF_FF00_FFFF
    private static let clockColons: UInt64 = 0x0000_3A00_003A_0000
    private static let powersOfTen: [Int64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]
}
