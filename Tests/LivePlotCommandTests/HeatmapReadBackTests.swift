import Testing
@testable import LivePlotScreen
@testable import LivePlotTestSupport

/// The heatmap read back cell by cell (`HeatmapReadBack`): random values in every viewport, a quarter on
/// a log axis, each cell's colours against a brute-force binning of the same values.
@Suite struct HeatmapReadBackTests {
    @Test func everyCellShowsTheCountOfItsBins() {
        var failures: [String] = []
        for seed in UInt64(0)..<UInt64(Sweep.count(unit: 60, long: 2000)) {
            failures += HeatmapReadBack.run(seed: seed)
            if failures.count > 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(4).joined(separator: "\n"))")
    }

    /// More is never dimmer: each step of the ramp is lighter than the one below it, in 24-bit and in 256
    /// colours (the cube's levels), by relative luminance.
    @Test func theRampRisesInLightness() {
        let cube: [Double] = [0, 95, 135, 175, 215, 255]
        func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
        let direct = HeatRamp.shades.map { luminance(Double($0.red), Double($0.green), Double($0.blue)) }
        let indexed = HeatRamp.shades.map { shade -> Double in
            let index = Int(shade.indexed) - 16
            return luminance(cube[index / 36], cube[index / 6 % 6], cube[index % 6])
        }
        for step in 1..<HeatRamp.stepCount {
            #expect(direct[step] > direct[step - 1], "24-bit step \(step + 1)")
            #expect(indexed[step] > indexed[step - 1], "256 step \(step + 1)")
        }
    }
}
