/// The built-in demo: a noisy sine that drifts, with the odd burst, the same every run.
///
/// ```swift
/// var demo = DemoSignal()
/// let values = (0..<100).map { _ in demo.next() }
/// ```
public struct DemoSignal: Sendable {
    private var random: SplitMix64
    private var index = 0
    private var drift = 0.0
    private var burst = 0.0

    public init(seed: UInt64 = 0x5EED) {
        random = SplitMix64(seed: seed)
    }

    /// Samples per second when the demo plays live.
    public static let samplesPerSecond = 20

    public mutating func next() -> Double {
        let phase = Double(index) / 90 * 2 * Double.pi
        index += 1
        drift += (random.nextUnit() - 0.5) * 0.6
        drift *= 0.995
        if burst < 0.5, random.nextUnit() < 0.008 { burst = 18 + random.nextUnit() * 14 }
        burst *= 0.82
        let noise = (random.nextUnit() + random.nextUnit() + random.nextUnit() - 1.5) * 2.2
        let value = 42 + 14 * sin(phase) + 5 * sin(phase * 3.7) + drift + burst + noise
        return (value * 100).rounded() / 100
    }

    /// A sine good to about 1e-15 without Foundation: range-reduced Taylor series.
    private func sin(_ x: Double) -> Double {
        var reduced = x.truncatingRemainder(dividingBy: 2 * Double.pi)
        if reduced > Double.pi { reduced -= 2 * Double.pi }
        if reduced < -Double.pi { reduced += 2 * Double.pi }
        var term = reduced
        var sum = reduced
        let square = reduced * reduced
        for n in stride(from: 2, through: 30, by: 2) {
            term *= -square / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
