/// 10⁰ … 10²², every one exactly representable as a Double, in memory allocated once and never freed,
/// so the hot path reads them without the retain, release and bounds check of an array.
///
/// ```swift
/// FastPowers.ofTen[3]  // 1000
/// ```
public enum FastPowers {
    nonisolated(unsafe) public static let ofTen: UnsafePointer<Double> = {
        let powers = UnsafeMutablePointer<Double>.allocate(capacity: 23)
        var value = 1.0
        for index in 0..<23 {
            powers[index] = value
            value *= 10
        }
        return UnsafePointer(powers)
    }()
}
