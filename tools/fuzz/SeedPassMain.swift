#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The long pass of a seeded chart harness, optimized, printing every failure and a count at the end:
/// `ChartFuzzHarness` (`tools/fuzz/chart`), or `ReadBackHarness` built with `-D READBACK`
/// (`tools/fuzz/readback`).
///
/// ```sh
/// seed-pass FIRST COUNT   # seeds FIRST..<FIRST+COUNT; exit 1 when any failed
/// ```
@main
struct SeedPassMain {
    static func main() {
        #if READBACK
        let harness = ReadBackHarness.run(seed:)
        #else
        let harness = ChartFuzzHarness.run(seed:)
        #endif
        let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
        let first = arguments.first ?? 1_000_000
        let count = arguments.count > 1 ? arguments[1] : 100_000
        var failed = 0
        for seed in first..<(first + count) {
            let failures = harness(seed)
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
