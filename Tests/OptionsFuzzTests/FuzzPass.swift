import Foundation

/// Runs cases on worker threads until they run out or time does, and gathers the findings, one per key
/// (kind, variant, flags), each with the first case that found it (saved as JSON when a folder is given,
/// minimised when asked). Prints progress (runs, runs/s, findings) as it goes.
///
/// ```swift
/// let pass = FuzzPass(runner: runner, workers: 2)
/// pass.run(cases: (0..<100).lazy.map(CaseGenerator.fuzzCase), until: deadline)
/// pass.summary   // "options fuzz: 100 runs in 61 s (1.6/s), 0 findings"
/// ```
final class FuzzPass: @unchecked Sendable {
    struct Found: Sendable {
        var finding: Finding
        var fuzzCase: FuzzCase
        var outcome: RunOutcome
        var count: Int
        var minimized: FuzzCase?
    }

    let runner: CaseRunner
    let workers: Int
    var findingsFolder: String?
    var minimizes = false
    var progressEvery = 30.0
    /// A line per run (OPTIONS_FUZZ_VERBOSE): how it ended, its last words, the case.
    var verbose = ProcessInfo.processInfo.environment["OPTIONS_FUZZ_VERBOSE"] != nil

    private let lock = NSLock()
    private(set) var runs = 0
    private(set) var found: [String: Found] = [:]
    private(set) var order: [String] = []
    private var started = 0.0
    private var lastProgress = 0.0

    init(runner: CaseRunner, workers: Int) {
        self.runner = runner
        self.workers = max(1, workers)
    }

    /// Runs `next()`'s cases as `run(until:next:)` does, awaited without holding one of the few threads
    /// Swift Testing runs the other suites on (two on this machine: a blocked one starved the tmux suites'
    /// waits past their deadlines).
    func running(until deadline: Double, next: @escaping @Sendable () -> FuzzCase?) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread { [self] in
                run(until: deadline, next: next)
                done.resume()
            }
        }
    }

    /// Runs `next()`'s cases (nil: no more) on the workers until `deadline` (monotonic seconds).
    func run(until deadline: Double, next: @escaping @Sendable () -> FuzzCase?) {
        started = CaseRunner.now()
        let group = DispatchGroup()
        let nextLock = NSLock()
        lastProgress = started
        for _ in 0..<workers {
            group.enter()
            Thread.detachNewThread { [self] in
                defer { group.leave() }
                while CaseRunner.now() < deadline {
                    guard let fuzzCase = nextLock.withLock({ next() }) else { return }
                    let outcome = runner.run(fuzzCase)
                    let findings = RunChecks.findings(fuzzCase, outcome)
                    if verbose {
                        print("run \(fuzzCase.seed): status \(outcome.status.map(String.init) ?? "-") signal \(outcome.signal.map(String.init) ?? "-") "
                            + "\(RunChecks.seconds(outcome.seconds)) \(outcome.peakKiB >> 10) MiB | \(RunChecks.lastLine(outcome.error + outcome.terminal).prefix(100)) | "
                            + String(Self.describe(fuzzCase).prefix(300)))
                        fflush(nil)
                    }
                    var fresh: [Finding] = []
                    lock.withLock {
                        runs += 1
                        for finding in findings {
                            let key = finding.key(flags: fuzzCase.flags)
                            if found[key] == nil {
                                found[key] = Found(finding: finding, fuzzCase: fuzzCase, outcome: outcome, count: 0)
                                order.append(key)
                                fresh.append(finding)
                            }
                            found[key]?.count += 1
                        }
                        let now = CaseRunner.now()
                        if now - lastProgress > progressEvery {
                            lastProgress = now
                            print(progressLine)
                            fflush(nil)
                        }
                    }
                    for finding in fresh { report(finding, fuzzCase, outcome) }
                }
            }
        }
        group.wait()
    }

    private var progressLine: String {
        let elapsed = CaseRunner.now() - started
        let rate = elapsed > 0 ? Double(runs) / elapsed : 0
        return "options fuzz: \(runs) runs in \(Int(elapsed)) s (\((rate * 10).rounded() / 10)/s), \(found.count) distinct findings"
    }

    var summary: String { lock.withLock { progressLine } }

    var findings: [Found] { lock.withLock { order.compactMap { found[$0] } } }

    private func report(_ finding: Finding, _ fuzzCase: FuzzCase, _ outcome: RunOutcome) {
        let key = finding.key(flags: fuzzCase.flags)
        var lines = ["FINDING \(key): \(finding.detail)", "  " + Self.describe(fuzzCase)]
        var minimized: FuzzCase?
        if minimizes {
            let small = CaseMinimizer(runner: runner).minimize(fuzzCase, finding: finding)
            minimized = small
            lines.append("  minimised: " + Self.describe(small))
        }
        if let findingsFolder {
            try? FileManager.default.createDirectory(atPath: findingsFolder, withIntermediateDirectories: true)
            let name = "\(finding.kind)-\(fuzzCase.seed)"
            for (suffix, saved) in [("", fuzzCase), ("-min", minimized)] {
                guard let saved, let data = try? Self.encoder.encode(saved) else { continue }
                let path = "\(findingsFolder)/\(name)\(suffix).json"
                _ = FileManager.default.createFile(atPath: path, contents: data)
                lines.append("  replay: OPTIONS_FUZZ_CASE=\(path) swift test --skip-build --filter OptionsFuzzTests.replay")
            }
        }
        lock.withLock {
            found[key]?.minimized = minimized
            print(lines.joined(separator: "\n"))
            fflush(nil)
        }
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }()

    /// The case in a line: seed, environment, command line, where input and output went, the script's size.
    static func describe(_ fuzzCase: FuzzCase) -> String {
        let environment = fuzzCase.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(FuzzCase.quoted($0.value)) " }.joined()
        var text = "seed \(fuzzCase.seed): \(environment)\(fuzzCase.commandLine) < \(fuzzCase.inputSource.rawValue) of \(fuzzCase.input.count) bytes"
        text += ", stdout \(fuzzCase.outputSink.rawValue)"
        if let size = fuzzCase.terminal { text += ", on a \(size[0])×\(size[1]) terminal, \(fuzzCase.script.count) steps ending \(fuzzCase.script.last.map { "\($0)" } ?? "-")" }
        if !fuzzCase.fifos.isEmpty { text += ", FIFOs \(fuzzCase.fifos)" }
        return String(text.prefix(2000))
    }
}
