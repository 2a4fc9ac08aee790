/// The long pass of the chart fuzzer (`tools/fuzz/chart`): ChartFuzzHarness over a range of seeds,
/// optimized, printing every failure and a count at the end.
@main
struct ChartFuzzMain {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
        let first = arguments.first ?? 1_000_000
        let count = arguments.count > 1 ? arguments[1] : 100_000
        var failed = 0
        for seed in first..<(first + count) {
            let failures = ChartFuzzHarness.run(seed: seed)
            for failure in failures { print(failure) }
            if !failures.isEmpty { failed += 1 }
            if (seed - first + 1) % 10_000 == 0 { print("\(seed - first + 1) charts, \(failed) failed") }
        }
        print("\(count - UInt64(failed)) passed, \(failed) failed")
        if failed > 0 { fatalError("\(failed) charts failed") }
    }
}
