/// The rules every run is held to (issue 40): it ends within its bound, exits 0, 1 or 2 (or 128 + N for
/// a signal the harness sent; never by another signal), stays under 1 GiB, writes no escape sequence
/// planted in its input or options, leaves the terminal as it found it, and leaves no process of a
/// command it ran (issue 44).
///
/// ```swift
/// RunChecks.findings(fuzzCase, outcome)   // [] for a good run
/// ```
enum RunChecks {
    static let memoryBoundKiB = 1 << 20
    static let signalNames: [Int32: String] = [1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
                                               7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM"]

    /// Terminal modes liveplot may set, as (set, reset): each set must be followed by its reset.
    static let modes: [(String, String)] = [
        ("\u{1B}[?1049h", "\u{1B}[?1049l"), ("\u{1B}[?25l", "\u{1B}[?25h"), ("\u{1B}[?1000h", "\u{1B}[?1000l"),
        ("\u{1B}[?1002h", "\u{1B}[?1002l"), ("\u{1B}[?1003h", "\u{1B}[?1003l"), ("\u{1B}[?1006h", "\u{1B}[?1006l"),
        ("\u{1B}[?2004h", "\u{1B}[?2004l"), ("\u{1B}[?1004h", "\u{1B}[?1004l"), ("\u{1B}[?7l", "\u{1B}[?7h"),
    ]

    static func findings(_ fuzzCase: FuzzCase, _ outcome: RunOutcome) -> [Finding] {
        var findings: [Finding] = []
        if let reason = outcome.killedFor {
            let bound = reason == "memory" ? "past \(RunCaseBounds.killKiB >> 10) MiB" : "did not end"
            findings.append(Finding(kind: reason, detail: "\(bound) after \(seconds(outcome.seconds))"
                + (outcome.secondsAfterEnd.map { " (\(seconds($0)) after the end step)" } ?? "")))
        } else if let signal = outcome.signal, !outcome.signalsSent.contains(signal) {
            let name = signalNames[signal] ?? "signal \(signal)"
            findings.append(Finding(kind: "crash", detail: "killed by \(name) after \(seconds(outcome.seconds)): "
                + lastLine(outcome.error + outcome.terminal), variant: name))
        } else if let status = outcome.status, ![0, 1, 2].contains(status), !outcome.signalsSent.contains(where: { 128 + $0 == status }) {
            findings.append(Finding(kind: "status", detail: "exit status \(status): " + lastLine(outcome.error + outcome.terminal), variant: "\(status)"))
        }
        if let left = outcome.leftBehind.first {
            findings.append(Finding(kind: "orphan", detail: "\(outcome.leftBehind.count) process(es) of --exec left running: \(left)"))
        }
        if outcome.killedFor != "memory", outcome.peakKiB > memoryBoundKiB {
            findings.append(Finding(kind: "memory", detail: "peak \(outcome.peakKiB >> 10) MiB"))
        }
        var written: [(String, [UInt8])] = [("stderr", outcome.error), ("terminal", outcome.terminal)]
        // --tee passes the input on unchanged: its standard output is the input, escapes and all.
        if !fuzzCase.flags.contains("--tee") { written.append(("stdout", outcome.output)) }
        written += outcome.files.sorted { $0.key < $1.key }.map { ("file \($0.key)", $0.value) }
        for (place, bytes) in written {
            if let marker = InjectionMarker.found(in: bytes) {
                findings.append(Finding(kind: "escape", detail: "\(marker) written to \(place)", variant: place.hasPrefix("file") ? "file" : place))
            }
        }
        if outcome.killedFor == nil, fuzzCase.terminal != nil {
            for (set, reset) in modes {
                let setAt = lastIndex(of: Array(set.utf8), in: outcome.terminal)
                let resetAt = lastIndex(of: Array(reset.utf8), in: outcome.terminal)
                if let setAt, (resetAt ?? -1) < setAt {
                    findings.append(Finding(kind: "terminal", detail: "\(set.dropFirst()) not undone at the end", variant: String(set.dropFirst())))
                }
            }
            if outcome.termiosRestored == false {
                findings.append(Finding(kind: "terminal", detail: "termios not restored", variant: "termios"))
            }
        }
        return findings
    }

    static func lastIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count, let first = pattern.first else { return nil }
        var index = bytes.count - pattern.count
        while index >= 0 {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index -= 1
        }
        return nil
    }

    /// The last non-empty line of `bytes`, escapes shown as ^, at most 160 characters.
    static func lastLine(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.suffix(4096), as: UTF8.self)
        let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).last { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return String(String(line).map { $0.isASCII && ($0.asciiValue ?? 32) < 32 ? "^" : $0 }.prefix(160))
    }

    static func seconds(_ value: Double) -> String {
        "\((value * 100).rounded() / 100) s"
    }
}
