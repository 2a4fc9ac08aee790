import Testing
@testable import LivePlotCore

/// The short, seeded pass over the drawing stage that CI runs (`tools/fuzz/chart` runs it for longer):
/// random charts across the whole range of binary64, every transform, fixed bounds, size and style.
@Suite struct ChartFuzzTests {
    @Test func randomChartsAcrossBinary64() {
        var failures: [String] = []
        for seed in 0..<UInt64(1000) {
            failures += ChartFuzzHarness.run(seed: seed)
            if failures.count > 5 { break }
        }
        for failure in failures.prefix(5) { print(failure.debugDescription.prefix(3000)) }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }
}
