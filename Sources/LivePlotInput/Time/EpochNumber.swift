/// A number that is a moment since the epoch, told by its magnitude as the README's `-x` row says: 10⁹ … 10¹⁰ seconds,
/// 10¹² … 10¹³ milliseconds, 10¹⁵ … 10¹⁶ microseconds, 10¹⁸ … 10¹⁹ nanoseconds (2001 … 2286 in each unit).
///
/// ```swift
/// EpochNumber.microseconds(of: 1_795_341_601.25)     // 1_795_341_601_250_000
/// EpochNumber.microseconds(of: 1_795_341_601_250)    // the same, from milliseconds
/// EpochNumber.microseconds(of: 42)                   // nil: a plain x
/// EpochNumber.bracketedSeconds(in: "[1795823478.370818] 64 bytes…")   // (1_795_823_478_370_818, end: 19)
/// ```
public enum EpochNumber {
    /// Each unit's range, and microseconds per unit as a divisor or multiplier.
    private static let units: [(range: Range<Double>, microsecondsPerUnit: Double)] = [
        (1e9..<1e10, 1e6), (1e12..<1e13, 1e3), (1e15..<1e16, 1), (1e18..<1e19, 1e-3),
    ]

    /// The seconds since the epoch a line begins with in brackets, a fraction after them (`ping -D`'s
    /// `[1795823478.370818]`), read exactly in microseconds (digits past the sixth cut), and the index
    /// past the `]`; nil when the line does not begin so, or the seconds are of no epoch magnitude.
    public static func bracketedSeconds(in line: UnsafeRawBufferPointer) -> (microseconds: Int64, end: Int)? {
        guard line.count >= 12, line[0] == UInt8(ascii: "["), let seconds = TimestampParser.digits(line, at: 1, count: 10),
              seconds >= 1_000_000_000 else { return nil }
        var index = 11
        var fraction: Int64 = 0
        if TimestampParser.byte(line, index) == UInt8(ascii: ".") {
            index += 1
            var scale: Int64 = 100_000
            while index < line.count, line[index] &- UInt8(ascii: "0") < 10 {
                fraction += Int64(line[index] &- UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
        }
        guard TimestampParser.byte(line, index) == UInt8(ascii: "]") else { return nil }
        return (Int64(seconds) * 1_000_000 + fraction, index + 1)
    }

    /// The moment `value` is, in microseconds since the epoch; nil for a number of no epoch magnitude.
    public static func microseconds(of value: Double) -> Int64? {
        for unit in units where unit.range.contains(value) {
            return Int64((value * unit.microsecondsPerUnit).rounded())
        }
        return nil
    }
}
