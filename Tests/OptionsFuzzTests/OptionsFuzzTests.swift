import Foundation
import Testing

/// The options fuzzer (issue 40): random combinations of every flag in the option table, with values
/// from their grammar's edges, over random and hostile inputs of every format, through pipes with
/// `--once` and live on a pseudo-terminal with keys, mouse reports, resizes and signals. Every run must
/// end within its bound, exit 0/1/2 (or 128 + the signal sent), stay under 1 GiB, write no escape from
/// its input, and restore the terminal.
///
/// - CI: the saved cases (tools/fuzz/options-corpus) and a seeded pass (`OPTIONS_FUZZ_CI_RUNS`, default 450).
/// - Long: `tools/fuzz/options SECONDS WORKERS` (OPTIONS_FUZZ_SECONDS, OPTIONS_FUZZ_WORKERS, OPTIONS_FUZZ_SEED).
/// - One case: `OPTIONS_FUZZ_CASE=file.json` (or a seed) `swift test --skip-build --filter OptionsFuzzTests.replay`.
///
/// The binary is LIVEPLOT_BINARY when set (the long tier runs the release build), else the one built
/// beside the tests.
@Suite(.serialized) struct OptionsFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let corpusFolder = packageRoot + "/tools/fuzz/options-corpus"
    static let longTier = environment["OPTIONS_FUZZ_SECONDS"] != nil
    static let oneCase = environment["OPTIONS_FUZZ_CASE"]

    static let binary: String = {
        if let path = environment["LIVEPLOT_BINARY"] { return path }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("liveplot").path),
              directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("liveplot").path
    }()
    static let built = FileManager.default.isExecutableFile(atPath: binary)

    static func record(_ pass: FuzzPass) {
        for found in pass.findings {
            let key = found.finding.key(flags: found.fuzzCase.flags)
            Issue.record("\(key): \(found.finding.detail) (\(found.count) runs)\n  \(FuzzPass.describe(found.fuzzCase))")
        }
    }

    /// Every saved case: each found something once, and must find nothing now.
    @Test(.enabled(if: built && !longTier && oneCase == nil, "liveplot is not built (or the long tier runs): the options fuzzer is skipped"))
    func savedCasesFindNothing() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpusFolder).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!names.isEmpty, "no saved cases in \(Self.corpusFolder)")
        let cases = try names.map { try JSONDecoder().decode(FuzzCase.self, from: Data(contentsOf: URL(fileURLWithPath: Self.corpusFolder + "/" + $0))) }
        let pass = FuzzPass(runner: CaseRunner(binary: Self.binary), workers: 2)
        let queue = CaseQueue(cases)
        await pass.running(until: CaseRunner.now() + 120) { queue.next() }
        print(pass.summary + " (saved cases)")
        #expect(pass.runs == cases.count)
        Self.record(pass)
    }

    /// The saved cases that still found something when saved (pending/): which still do, which pass now
    /// (to be moved up, where CI replays them).
    @Test(.enabled(if: built && environment["OPTIONS_FUZZ_PENDING"] != nil, "set OPTIONS_FUZZ_PENDING=1 to replay tools/fuzz/options-corpus/pending"))
    func pendingCases() throws {
        let folder = Self.corpusFolder + "/pending"
        let runner = CaseRunner(binary: Self.binary)
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter({ $0.hasSuffix(".json") }).sorted() {
            let fuzzCase = try JSONDecoder().decode(FuzzCase.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            let findings = RunChecks.findings(fuzzCase, runner.run(fuzzCase))
            print(findings.isEmpty ? "passes now (move it up): \(name)" : "still finds: \(name): " + findings.map { "\($0.kind) \($0.detail)" }.joined(separator: "; "))
        }
    }

    /// The seeded pass: the same seeds on every run, a bounded number of them (about a minute on two cores).
    @Test(.enabled(if: built && !longTier && oneCase == nil, "liveplot is not built (or the long tier runs): the options fuzzer is skipped"))
    func seededPassFindsNothing() async {
        let count = Int(Self.environment["OPTIONS_FUZZ_CI_RUNS"] ?? "") ?? 450
        let queue = CaseQueue((0..<UInt64(count)).map { CaseGenerator.fuzzCase(seed: 0x4F50_5449_0000_0000 | $0) })
        let pass = FuzzPass(runner: CaseRunner(binary: Self.binary), workers: 2)
        await pass.running(until: CaseRunner.now() + 150) { queue.next() }
        print(pass.summary + " (seeded)")
        Self.record(pass)
    }

    /// The long tier: random seeds from OPTIONS_FUZZ_SEED (default: the clock) for OPTIONS_FUZZ_SECONDS on
    /// OPTIONS_FUZZ_WORKERS threads; each distinct finding is minimised and saved (OPTIONS_FUZZ_FINDINGS).
    @Test(.enabled(if: built && longTier, "set OPTIONS_FUZZ_SECONDS for the long tier (tools/fuzz/options)"))
    func longPass() {
        let seconds = Double(Self.environment["OPTIONS_FUZZ_SECONDS"] ?? "") ?? 60
        let workers = Int(Self.environment["OPTIONS_FUZZ_WORKERS"] ?? "") ?? 2
        let base = UInt64(Self.environment["OPTIONS_FUZZ_SEED"] ?? "") ?? UInt64(Date().timeIntervalSince1970 * 1000)
        print("options fuzz: \(Self.binary), seeds from \(base), \(Int(seconds)) s on \(workers) workers")
        let pass = FuzzPass(runner: CaseRunner(binary: Self.binary), workers: workers)
        pass.findingsFolder = Self.environment["OPTIONS_FUZZ_FINDINGS"] ?? Self.packageRoot + "/tools/out/options-fuzz"
        pass.minimizes = Self.environment["OPTIONS_FUZZ_MINIMIZE"] != "0"
        let seeds = SeedCounter(base)
        pass.run(until: CaseRunner.now() + seconds) { CaseGenerator.fuzzCase(seed: seeds.next()) }
        let findings = pass.findings
        print("options fuzz: findings by key:")
        for found in findings {
            print("  \(found.finding.key(flags: found.fuzzCase.flags)) ×\(found.count): seed \(found.fuzzCase.seed)")
        }
        print(pass.summary + ", \(findings.reduce(0) { $0 + $1.count }) runs with findings")
    }

    /// One saved case, run and told in full: what it wrote, how it ended, what was found.
    @Test(.enabled(if: built && oneCase != nil, "set OPTIONS_FUZZ_CASE to a case's JSON to replay it"))
    func replay() throws {
        let path = try #require(Self.oneCase)
        // A seed (the number a finding printed), or a saved case.
        let fuzzCase = try UInt64(path).map(CaseGenerator.fuzzCase)
            ?? JSONDecoder().decode(FuzzCase.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let outcome = CaseRunner(binary: Self.binary).run(fuzzCase)
        print(FuzzPass.describe(fuzzCase))
        print("status \(outcome.status.map(String.init) ?? "-") signal \(outcome.signal.map(String.init) ?? "-") killed \(outcome.killedFor ?? "-") "
            + "in \(RunChecks.seconds(outcome.seconds)), peak \(outcome.peakKiB >> 10) MiB")
        print("stderr: \(RunChecks.lastLine(outcome.error)) | terminal: \(RunChecks.lastLine(outcome.terminal))")
        if let dump = Self.environment["OPTIONS_FUZZ_DUMP"] {
            // What it wrote, for a look: stdout, stderr and the terminal, one after another.
            _ = FileManager.default.createFile(atPath: dump, contents: Data(outcome.output + outcome.error + outcome.terminal))
            _ = FileManager.default.createFile(atPath: dump + ".json", contents: try FuzzPass.encoder.encode(fuzzCase))
        }
        for finding in RunChecks.findings(fuzzCase, outcome) {
            Issue.record("\(finding.key(flags: fuzzCase.flags)): \(finding.detail)")
        }
    }
}
