/// Shrinks a case that found something to a smaller one that still finds the same (kind and variant):
/// options dropped one at a time, the environment, the script down to its end step, the input halved
/// line-wise or emptied. Each try is a run, so the tries are bounded.
///
/// ```swift
/// CaseMinimizer(runner: runner).minimize(fuzzCase, finding: finding).commandLine
/// ```
struct CaseMinimizer {
    let runner: CaseRunner
    var maximumTries = 40

    func minimize(_ fuzzCase: FuzzCase, finding: Finding) -> FuzzCase {
        var best = fuzzCase
        var tries = 0
        // A hang costs its whole bound per try.
        let maximumTries = finding.kind == "hang" || finding.kind == "memory" ? min(12, self.maximumTries) : self.maximumTries
        func reproduces(_ candidate: FuzzCase) -> Bool {
            guard tries < maximumTries else { return false }
            tries += 1
            return RunChecks.findings(candidate, runner.run(candidate)).contains { $0.kind == finding.kind && $0.variant == finding.variant }
        }
        // Options, a flag with its value as one.
        var index = 0
        while index < best.arguments.count {
            let isValued = best.arguments[index].hasPrefix("-") && !best.arguments[index].contains("=")
                && index + 1 < best.arguments.count && Self.takesSeparateValue(best.arguments[index])
            var candidate = best
            candidate.arguments.removeSubrange(index..<min(best.arguments.count, index + (isValued ? 2 : 1)))
            candidate.fifos = best.fifos.filter { fifo in candidate.arguments.contains { $0.contains(fifo) } }
            if reproduces(candidate) { best = candidate } else { index += isValued ? 2 : 1 }
        }
        if !best.environment.isEmpty {
            var candidate = best
            candidate.environment = [:]
            if reproduces(candidate) { best = candidate }
        }
        if best.script.count > 2, let last = best.script.last {
            var candidate = best
            candidate.script = [.pause(300)] + (best.script.contains(.closeInput) ? [.closeInput] : []) + [last]
            if reproduces(candidate) { best = candidate }
        }
        var candidate = best
        candidate.input = []
        if !best.input.isEmpty, reproduces(candidate) { best = candidate }
        while best.input.count > 64 {
            let lines = best.input.split(separator: 10, omittingEmptySubsequences: false)
            guard lines.count > 1 else { break }
            var first = best
            first.input = Array(lines[..<(lines.count / 2)].joined(separator: [10])) + [10]
            var second = best
            second.input = Array(lines[(lines.count / 2)...].joined(separator: [10]))
            if reproduces(first) { best = first } else if reproduces(second) { best = second } else { break }
        }
        return best
    }

    /// Whether `flag` as written takes its value from the next argument (not `--name=value` nor `-n500`).
    static func takesSeparateValue(_ flag: String) -> Bool {
        OptionsFuzzTable.valued.contains(flag)
    }
}
