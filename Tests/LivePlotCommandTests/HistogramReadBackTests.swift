import Testing
@testable import LivePlotTestSupport

/// The histogram read back (`HistogramReadBack`): random values (waves, steps, noise and spikes at any
/// scale, negatives) drawn by `--once --hist` in every style and at sizes from 30×4 to 200×60, a fifth on
/// log bins, each bar's count, share and marks held against a brute-force binning of the values by the
/// range its label states. 60 seeds in the unit tier, 2,000 in the long one (`Sweep`).
@Suite struct HistogramReadBackTests {
    @Test func everyBarShowsTheValuesInItsRange() {
        var failures: [String] = []
        let count = UInt64(Sweep.count(unit: 60, long: 2000))
        for seed in 0..<count {
            failures += HistogramReadBack.run(seed: seed)
            if failures.count > 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(4).joined(separator: "\n\n"))")
    }

    /// The reader itself: a bar's figures and range read from known rows, so a passing run is not a
    /// reader that reads nothing.
    @Test func theReaderReadsBars() throws {
        let bars = HistogramReadBack.bars(of: """
        -10--5 |##         3   30.0%
        1.5k–2k │█▍        7   70.0% ◀ p50 p90
        """)
        try #require(bars.count == 2)
        #expect(bars[0].low == -10 && bars[0].high == -5 && bars[0].count == 3 && bars[0].length == 16)
        #expect(bars[1].low == 1500 && bars[1].high == 2000 && bars[1].share == 70 && bars[1].length == 11)
        #expect(bars[1].marks == ["p50", "p90"])
        #expect(HistogramReadBack.figure("250µ") == 0.00025 && HistogramReadBack.figure("1e-20") == 1e-20)
    }
}
