import LivePlotInput

/// The fuzzer's dice: SplitMix64 and the few draws the generators make, all from one seed.
///
/// ```swift
/// var random = FuzzRandom(seed: 7)
/// random.pick(["q", " "])    // the same word on every run of seed 7
/// random.chance(0.25)        // true about a quarter of the time
/// ```
struct FuzzRandom {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// A number in `range`, by rejection (no modulo bias, the same on every platform).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        guard span != 0 else { return Int(bitPattern: UInt(generator.next())) }
        let limit = UInt64.max - UInt64.max % span
        var draw = generator.next()
        while draw >= limit { draw = generator.next() }
        return range.lowerBound &+ Int(draw % span)
    }

    mutating func unit() -> Double { generator.nextUnit() }

    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

    /// One of `choices`, each as likely as its weight.
    mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
        var draw = int(0...choices.reduce(0) { $0 + $1.0 } - 1)
        for (weight, choice) in choices {
            if draw < weight { return choice }
            draw -= weight
        }
        return choices[choices.count - 1].1
    }

    /// An index into `weights`, each as likely as its weight: for choices too costly to make all of them first.
    mutating func weightedIndex(_ weights: [Int]) -> Int {
        weighted(weights.enumerated().map { ($0.element, $0.offset) })
    }

    mutating func next() -> UInt64 { generator.next() }
}
