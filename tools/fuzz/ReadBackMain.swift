#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The long pass of the chart read back (`tools/fuzz/readback`): ReadBackHarness over a range of seeds,
/// optimized, printing every failure and a count at the end.
@main
struct ReadBackMain {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
        let first = arguments.first ?? 1_000_000
        let count = arguments.count > 1 ? arguments[1] : 100_000
        var failed = 0
        for seed in first..<(first + count) {
            let failures = ReadBackHarness.run(seed: seed)
            for failure in failures {
                print(failure)
                fflush(stdout)
            }
            if !failures.isEmpty { failed += 1 }
            if (seed - first + 1) % 10_000 == 0 {
                print("\(seed - first + 1) charts, \(failed) failed")
                fflush(stdout)
            }
        }
        print("\(count - UInt64(failed)) passed, \(failed) failed")
        fflush(stdout)
        exit(failed > 0 ? 1 : 0)
    }
}
