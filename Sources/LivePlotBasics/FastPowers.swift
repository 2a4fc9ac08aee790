/// The powers of ten the fast number path multiplies by: 10⁰ … 10²² as Doubles (each exactly
/// representable) and 10⁰ … 10⁸ as integers, in memory allocated once and never freed, so the hot path
/// reads them without the retain, release and bounds check of an array.
///
/// ```swift
/// let powers = FastPowers.shared    // fetched once, outside the loop
/// powers.ofTen[3]                   // 1000.0
/// powers.integersOfTen[8]           // 100_000_000
/// ```
public struct FastPowers: @unchecked Sendable {
    /// 10⁰ … 10²²: Clinger's fast path scales by one of these, exactly.
    public let ofTen: UnsafePointer<Double>
    /// 10⁰ … 10⁸: what a mantissa is multiplied by to take up to eight more digits (`DigitRun`).
    public let integersOfTen: UnsafePointer<UInt64>

    /// The one set of tables; never written after it is made, hence safe to share.
    public static let shared = FastPowers()

    /// 10⁰ … 10²², every one exactly representable as a Double: the one table of them, which `ofTen`
    /// copies for the hot path and `DecimalPower` steps by.
    public static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private init() {
        let doubles = UnsafeMutablePointer<Double>.allocate(capacity: Self.exactPowersOfTen.count)
        doubles.initialize(from: Self.exactPowersOfTen, count: Self.exactPowersOfTen.count)
        let integers = UnsafeMutablePointer<UInt64>.allocate(capacity: 9)
        var integer: UInt64 = 1
        for index in 0..<9 {
            integers[index] = integer
            integer *= 10
        }
        ofTen = UnsafePointer(doubles)
        integersOfTen = UnsafePointer(integers)
    }
}
