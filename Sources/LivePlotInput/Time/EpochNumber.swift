/// A number that is a moment since the epoch, told by its magnitude as the README's `-x` row says: 10⁹ … 10¹⁰ seconds,
/// 10¹² … 10¹³ milliseconds, 10¹⁵ … 10¹⁶ microseconds, 10¹⁸ … 10¹⁹ nanoseconds (2001 … 2286 in each unit).
///
/// ```swift
/// EpochNumber.microseconds(of: 1_795_341_601.25)     // 1_795_341_601_250_000
/// EpochNumber.microseconds(of: 1_795_341_601_250)    // the same, from milliseconds
/// EpochNumber.microseconds(of: 42)                   // nil: a plain x
/// ```
public enum EpochNumber {
    /// Each unit's range, and microseconds per unit as a divisor or multiplier.
    private static let units: [(range: Range<Double>, microsecondsPerUnit: Double)] = [
        (1e9..<1e10, 1e6), (1e12..<1e13, 1e3), (1e15..<1e16, 1), (1e18..<1e19, 1e-3),
    ]

    /// The moment `value` is, in microseconds since the epoch; nil for a number of no epoch magnitude.
    public static func microseconds(of value: Double) -> Int64? {
        for unit in units where unit.range.contains(value) {
            return Int64((value * unit.microsecondsPerUnit).rounded())
        }
        return nil
    }
}
