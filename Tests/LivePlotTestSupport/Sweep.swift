import Foundation

/// How many cases a property sweep runs: a seeded short pass in the unit tier (`tools/test unit`, which CI
/// runs), the whole sweep in the long tier (`tools/test long` sets `LIVEPLOT_SWEEP=long`). Both check the
/// same property from the same seed; the short pass is the sweep's first cases.
///
/// ```swift
/// let seeds = Sweep.count(unit: 24, long: 600)
/// for seed in 0..<seeds { check(seed); Sweep.progress("chart fuzz", done: seed + 1, of: seeds) }
/// ```
enum Sweep {
    /// Whether this is the long tier's run.
    static let isLong = ProcessInfo.processInfo.environment["LIVEPLOT_SWEEP"] == "long"

    /// `long` in the long tier, `unit` otherwise.
    static func count(unit: Int, long: Int) -> Int { isLong ? long : unit }

    /// In the long tier, a line on standard error at every tenth of a sweep of `total` cases, so that a sweep
    /// of minutes shows how far it is (standard error: unbuffered, it shows at once); nothing in the unit tier.
    static func progress(_ name: String, done: Int, of total: Int) {
        guard isLong, total >= 10, done > 0, done % (total / 10) == 0 else { return }
        FileHandle.standardError.write(Data("\(name): \(done) of \(total)\n".utf8))
    }
}
