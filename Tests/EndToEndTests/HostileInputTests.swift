import Foundation
import Testing

/// The release binary as a hostile user drives it: each case here crashed, hung or lied before (issue
/// "Unbreakable, again"). Run through `sh -c` for the redirections a shell makes.
@Suite struct HostileInputTests {
    static func shell(_ script: String) async throws -> Subprocess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["LP"] = LivePlotBinary.url.path
        return try await Subprocess.run(["/bin/sh", "-c", script], environment: environment)
    }

    /// Values from the ends of binary64, live mode aside (the tmux tests), each drawn with its figures.
    @Test(arguments: [
        ("1.7e308", "last=1.7e308 min=1.7e308 max=1.7e308 avg=1.7e308 n=1"),
        ("-1e299\\n1.7976931348623157e308", "last=1.79769e308 min=-1e299 max=1.79769e308 avg=8.988e307 n=2"),
        ("1e308\\n-1e308", "last=-1e308 min=-1e308 max=1e308 avg=0 n=2"),
        ("5e-324\\n1e-320", "last=1e-320 min=5e-324 max=1e-320 avg=5e-321 n=2"),
        ("2.2250738585072014e-308", "last=2.22507e-308 min=2.22507e-308 max=2.22507e-308 avg=2.225e-308 n=1"),
        ("1e100\\n2e100", "last=2e100 min=1e100 max=2e100 avg=1.5e100 n=2"),
        ("1e23", "last=1e23 min=1e23 max=1e23 avg=1e23 n=1"),
        ("9e307\\n9.1e307", "last=9.1e307 min=9e307 max=9.1e307 avg=9.05e307 n=2"),
    ])
    func extremeValuesAreDrawnWithTheirFigures(input: String, status: String) async throws {
        let result = try await Self.shell("printf -- '\(input)\\n' | \"$LP\" --once --height 8")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix(status + "\n"), "\(result.output)")
        #expect(result.output.contains("└"), "axes")
    }

    /// Series named by tokens of a million bytes (keys, a header's fields, JSON keys past the longest
    /// path, counted): each name is cut in linear time. Naming one took 6.4 s (quadratic); ten of them
    /// would take a minute, against the 20 s that stands in for "never hangs".
    @Test func namesOfAMillionBytesAreLinear() async throws {
        let pairs = try await Self.shell(
            "python3 -c \"for i in range(10): print(chr(97 + i) * 1000000 + '=5')\" | timeout 20 \"$LP\" --once --height 8")
        #expect(pairs.status == 0 && pairs.output.contains("● " + String(repeating: "a", count: 23) + "…" + String(repeating: "a", count: 24) + "=5\n+9 more"), "\(pairs.output)")
        let header = try await Self.shell(
            "python3 -c \"print(','.join(chr(97 + i) * 1000000 for i in range(1))); print(1)\" | timeout 20 \"$LP\" --once --height 8")
        #expect(header.status == 0 && header.output.hasSuffix("last=1 min=1 max=1 avg=1 n=1\n"), "\(header.output)")
    }

    @Test func transformsThatOverflowAreCounted() async throws {
        let cumulative = try await Self.shell("printf '1e308\\n1e308\\n' | \"$LP\" --once --height 8 -c")
        #expect(cumulative.output.hasSuffix("last=1e308 min=1e308 max=1e308 avg=1e308 n=1 clipped=1\n"), "\(cumulative.output)")
        let delta = try await Self.shell("printf '1e308\\n-1e308\\n' | \"$LP\" --once --height 8 -d")
        #expect(delta.output.hasSuffix("n=0 clipped=1\n"), "\(delta.output)")
        let bounded = try await Self.shell("echo -8e307 | \"$LP\" --once --height 8 -m 1e308")
        #expect(bounded.status == 0)
        #expect(bounded.output.hasSuffix("last=-8e307 min=-8e307 max=-8e307 avg=-8e307 n=1\n"), "\(bounded.output)")
    }

    @Test func optionValuesThatTrappedAreUsageErrors() async throws {
        for arguments in ["-m 1e-300 -M 1e-300", "-f 9223372036854775807", "-f 4611686018427387904", "-f 10000000000", "--height 2"] {
            let result = try await Self.shell("echo 1 | \"$LP\" --once \(arguments)")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error.hasPrefix("liveplot: ") && result.error.hasSuffix("(see 'liveplot --help')\n"), "\(result.error)")
            #expect(result.output.isEmpty)
        }
    }

    @Test func readAndWriteErrorsAreSaid() async throws {
        let directory = try await Self.shell("\"$LP\" --once --height 6 < /")
        #expect(directory.status == 1)
        #expect(directory.error == "liveplot: cannot read standard input: Is a directory\n")
        let full = try await Self.shell("seq 3 | \"$LP\" --once > /dev/full")
        #expect(full.status == 1)
        #expect(full.error == "liveplot: cannot write to standard output: No space left on device\n")
        let help = try await Self.shell("\"$LP\" --help > /dev/full")
        #expect(help.status == 1)
        #expect(help.error == "liveplot: cannot write to standard output: No space left on device\n")
        let closedOutput = try await Self.shell("seq 3 | \"$LP\" --once >&-")
        #expect(closedOutput.status == 1)
        #expect(closedOutput.error == "liveplot: standard output is closed: nowhere to draw\n")
        let closedInput = try await Self.shell("\"$LP\" --once <&-")
        #expect(closedInput.status == 1)
        #expect(closedInput.error.hasPrefix("liveplot: standard input is closed"))
        let goneReader = try await Self.shell("seq 100000 | \"$LP\" --once --height 40 | head -1 > /dev/null; echo ${PIPESTATUS:-}")
        #expect(goneReader.error.isEmpty, "a reader that went away is not worth a message")
    }

    /// Under `ulimit -v 20000` `--once` looped for ever in the executor's retry, and live mode trapped. The limit
    /// leaves room for the binary to reach `main` (28000 now: the debug binary maps more than 24000 KB before
    /// it, at 74611a2 ~24,500; below that the loader traps, which no code of liveplot's can say). The
    /// release binary reads there (it starts no executor); the debug one, with its shared libraries, may be
    /// short of room: either way it ends at once, with the chart or with one clear line.
    @Test func tooLittleMemoryIsSaidNeverAHang() async throws {
        let once = try await Self.shell("ulimit -v 28000; echo 1 | timeout 20 \"$LP\" --once --height 6")
        #expect(once.status == 0 || once.status == 1, "never a hang (124) or a trap: \(once.status) \(once.error)")
        if once.status == 0 {
            #expect(once.output.hasSuffix("last=1 min=1 max=1 avg=1 n=1\n"))
        } else {
            #expect(once.error.hasPrefix("liveplot: not enough memory to start"), "\(once.error)")
        }
        let demo = try await Self.shell("ulimit -v 28000; timeout 20 \"$LP\" --demo --once")
        #expect(demo.status == 1)
        #expect(demo.error.hasPrefix("liveplot: not enough memory to start"), "\(demo.error)")
    }

    @Test func controlsInTheFirstLineAndInArguments() async throws {
        let carriageReturns = try await Self.shell("printf '12\\r13\\r14\\n15\\n' | \"$LP\" --once --height 6")
        #expect(carriageReturns.output.hasSuffix("last=15 min=15 max=15 avg=15 n=1 skipped=1\n"), "\(carriageReturns.output)")
        // A FILE operand (issue 44): one that cannot be read is a runtime error naming it, escapes dropped.
        let escape = try await Self.shell("\"$LP\" --once \"$(printf '\\033]0;pwned\\007')\"")
        #expect(escape.status == 1)
        #expect(escape.error == "liveplot: cannot read : No such file or directory\n", "\(escape.error.debugDescription)")
        #expect(!escape.error.contains("\u{1B}") && !escape.error.contains("\u{07}"), "\(escape.error.debugDescription)")
    }

    /// `TERM=dumb` (an Emacs shell, a CI log) on a terminal: charts one after another, a new one every
    /// five seconds (at the first line after them) and one at the end, never a control sequence (it had the
    /// alternate screen, synchronized output and cursor moves).
    @Test func aDumbTerminalGetsChartsNeverControlSequences() async throws {
        let typescript = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-dumb-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: typescript) }
        let result = try await Self.shell(
            "TERM=dumb script -qc '(echo 1; sleep 5.5; echo 2; sleep 0.5; echo 3) | \"$LP\" --width 40 --height 6' \(typescript) < /dev/null > /dev/null")
        #expect(result.status == 0)
        let bytes = try String(contentsOfFile: typescript, encoding: .utf8)
        #expect(!bytes.contains("\u{1B}"), "\(bytes.debugDescription)")
        #expect(bytes.contains("last=2 min=1 max=2 avg=1.5 n=2"), "the chart due at the first line after five seconds")
        #expect(bytes.contains("last=3 min=1 max=3 avg=2 n=3"), "the chart at the end")
        // The input ends right after a chart came due: that chart is the final one, printed once.
        let again = try await Self.shell(
            "TERM=dumb script -qc '(echo 1; sleep 5.5; echo 2) | \"$LP\" --width 40 --height 6' \(typescript) < /dev/null > /dev/null")
        #expect(again.status == 0)
        let once = try String(contentsOfFile: typescript, encoding: .utf8)
        #expect(once.components(separatedBy: "last=2 min=1 max=2 avg=1.5 n=2").count == 2, "\(once.debugDescription)")
    }

    /// Patterns that took 46 s on 21 bytes, and 30 s on a 32,000-digit line, take one pass (a time limit
    /// of 20 s on each stands in for "never hangs"; each runs in milliseconds).
    @Test func matchingNeverBacktracks() async throws {
        let nested = try await Self.shell("echo aaaaaaaaaaaaaaaaaaaab | timeout 20 \"$LP\" --once --height 6 --match '(a+)+$'")
        #expect(nested.status == 0)
        #expect(nested.output.hasSuffix("n=0 skipped=1\n"))
        let digits = try await Self.shell(
            "(printf '5 ms\\n'; head -c 32000 /dev/zero | tr '\\0' 7; printf '\\n6 ms\\n') | timeout 20 \"$LP\" --once --height 6 --match '(\\d+) ms'")
        #expect(digits.status == 0)
        #expect(digits.output.hasSuffix("last=6 min=5 max=6 avg=5.5 n=2 skipped=1\n"), "\(digits.output)")
        let backreference = try await Self.shell("echo 1 | \"$LP\" --once --match '(a)\\1'")
        #expect(backreference.status == 2)
        #expect(backreference.error.contains("a backreference ('\\1') is not supported"), "\(backreference.error)")
    }
}
