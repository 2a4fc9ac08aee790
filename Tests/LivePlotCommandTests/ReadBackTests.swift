import Foundation
import Testing
@testable import LivePlotTestSupport

/// The chart read back dot by dot (`ReadBackHarness`): random charts of one to four series (waves,
/// constants, steps, noise and spikes at any scale, negatives, series that take turns, gaps), every style,
/// sizes from 12×3 to 300×100, drawn by `--once` and by the live chart at the edge, zoomed out, paused
/// and scrolled, a third of those of several series split into panels (`--split`, each panel read on its
/// own axis), a fifth on a logarithmic axis (`--log`), each frame held against a brute-force model. Seeds in four parts, one after
/// the other (the terminal tests beside them need a core): 0…47 in the unit tier, 0…1999 in the long tier (`Sweep`);
/// `READBACK_SEEDS=N` runs N a part. The long pass is `tools/fuzz/readback`.
@Suite(.serialized) struct ReadBackTests {
    static let parts: [UInt64] = [0, 1, 2, 3]

    @Test(arguments: parts)
    func everyFrameShowsWhatItsDataSays(part: UInt64) {
        let count = ProcessInfo.processInfo.environment["READBACK_SEEDS"].flatMap { UInt64($0) }
            ?? UInt64(Sweep.count(unit: 12, long: 500))
        var failures: [String] = []
        for seed in (part * count)..<((part + 1) * count) {
            failures += ReadBackHarness.run(seed: seed)
            Sweep.progress("read back, part \(part)", done: Int(seed - part * count) + 1, of: Int(count))
            if failures.count > 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(4).joined(separator: "\n\n"))")
    }

    /// Seeds the long pass failed on, each for a defect now fixed: a paused axis kept over a plot of
    /// another width (1004631), labels clipped when a narrower plot's samples needed wider ones (1022907),
    /// no label at all when the only tick lay a rounding beyond a fixed bound (2058872).
    @Test(arguments: [UInt64(1_004_631), 1_022_907, 2_058_872])
    func seedsTheLongPassFound(seed: UInt64) {
        let failures = ReadBackHarness.run(seed: seed)
        #expect(failures.isEmpty, "\(failures.prefix(2).joined(separator: "\n\n"))")
    }
}
