import Testing
@testable import LivePlotTestSupport

/// The short, seeded pass over the drawing stage that CI runs (`tools/fuzz/chart` runs it for longer):
/// random charts across the whole range of binary64, every transform, fixed bounds, size and style. Seeds
/// 0…11 in the unit tier, 0…599 in the long tier (`Sweep`), and the seeds the long pass found in both.
@Suite struct ChartFuzzTests {
    @Test func randomChartsAcrossBinary64() {
        var failures: [String] = []
        // Seeds the long pass (tools/fuzz/chart) found failing, each fixed: a range two ulps wide at
        // -DBL_MAX with no label, the status losing '+K more' beside the cursor's lead, and the cursor's
        // reading taking a status row the layout had not given it.
        let found: [UInt64] = [1_001_527, 1_016_545, 1_022_408]
        let seeds = Array(0..<UInt64(Sweep.count(unit: 12, long: 600))) + found
        for (done, seed) in seeds.enumerated() {
            failures += ChartFuzzHarness.run(seed: seed)
            Sweep.progress("chart fuzz", done: done + 1, of: seeds.count)
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }
}
