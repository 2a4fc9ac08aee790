import Foundation
import Testing

/// Every option at its bounds (issue 40), on the release binary: each command that crashed, hung or took
/// gigabytes before is now a usage error (exit 2) or runs (exit 0) within its bounds, memory included.
@Suite(.serialized) struct OptionBoundsEndToEndTests {
    static func shell(_ script: String) async throws -> Subprocess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["LP"] = LivePlotBinary.url.path
        return try await Subprocess.run(["/bin/sh", "-c", script], environment: environment)
    }

    /// Lines a day apart from 2026-01-01, one event each.
    static let daysApart = "i=0; while [ $i -lt 625 ]; do date -u -d \"2026-01-01 + $i days\" +%Y-%m-%dT%H:%M:%SZ\\ 1; i=$((i+1)); done"

    /// Beyond a bound: exit 2, one line naming the flag, the value and the bound; at it: exit 0.
    @Test(arguments: [
        // Finding 1: a SIGSEGV, and an allocation of 800 GB.
        ("seq 100 | \"$LP\" --once -x 9223372036854775807", 2, "for '-x': expected a position from 1 to 524288"),
        ("seq 100 | \"$LP\" --once -x 99999999999", 2, "for '-x': expected a position from 1 to 524288"),
        ("seq 100 | \"$LP\" --once -x 524288", 0, ""),
        // Findings 2 and 4: a SIGILL, and a hang.
        ("seq 100 | \"$LP\" --once --window 9223372036854775807", 2, "for '--window': a duration from 1ms to 3650d"),
        ("seq 100 | \"$LP\" --once --window 100000000d", 2, "a number of samples from 1 to 10000000"),
        ("seq 100 | \"$LP\" --once --window 3650d", 0, ""),
        ("seq 100 | \"$LP\" --once --every 10000000 --smooth 1ms", 0, ""),
        // Finding 3: an Int128 overflow.
        ("echo 2026-01-01T00:00:00Z 1 | \"$LP\" --replay 1e-21", 2, "for '--replay': expected a number from 0.001 to 1000000"),
        // Finding 6: 6,464 series and 3.3 GB; 64 stats is the most.
        ("seq 100 | \"$LP\" --once --stat $(seq -s, -f p%g 0 100)", 2, "for '--stat': expected at most 64, comma-separated"),
        ("seq 100 | \"$LP\" --once --hline $(seq -s, 1 101)", 2, "for '--hline': expected at most 100 numbers"),
        // A chart of 10,000 × 10,000 cells: over two minutes and 3 GB.
        ("seq 100 | \"$LP\" --once --width 10000 --height 10000", 2, "for '--width': expected a whole number from 12 to 1000"),
        ("seq 100 | (ulimit -v 1000000; \"$LP\" --once --width 1000 --height 1000 > /dev/null)", 0, ""),
    ])
    func eachFindingsCommand(script: String, status: Int32, error: String) async throws {
        let result = try await Self.shell(script)
        #expect(result.status == status, "\(script): \(result.error)")
        if status == 2 {
            #expect(result.error.hasPrefix("liveplot: invalid ") && result.error.contains(error), "\(result.error)")
            #expect(result.error.hasSuffix("(see 'liveplot --help')\n") && result.output.isEmpty)
        }
    }

    /// Finding 5: `--count --every 1ms` over lines a day apart (15 KB) took 18.5 s and 8.1 GB. The empty
    /// buckets a batch makes are bounded by the history, and counted all the same: the figures cover
    /// every bucket from the first line's to the last's (624 days of 1 ms, and one), whatever -n keeps,
    /// however the input comes in batches, within a gigabyte of address space.
    @Test func emptyBucketsAreBoundedByTheHistory() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("days-\(getpid()).log").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try await Self.shell("(\(Self.daysApart)) > \(file)").status == 0)
        let result = try await Self.shell("(ulimit -v 1000000; \"$LP\" --once --count --every 1ms --height 8 < \(file))")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasSuffix("last=1 min=0 max=1 avg=11.59n n=53913600001\n"), "\(result.output)")
        let short = try await Self.shell("\"$LP\" --once --count --every 1ms -n 10 --height 8 < \(file)")
        #expect(short.output.hasSuffix("n=53913600001\n"), "-n bounds the rows, not the figures: \(short.output)")
        // A write a line (batches as a live stream makes them): the same chart, the same figures.
        let trickled = try await Self.shell("while IFS= read -r line; do printf '%s\\n' \"$line\"; done < \(file) | (ulimit -v 1000000; \"$LP\" --once --count --every 1ms --height 8)")
        #expect(trickled.output == result.output, "\(trickled.output)")
    }

    /// Finding 6: 64 stats of 64 inputs keep one input's (64 series); the others' values are dropped and
    /// said so.
    @Test func statSeriesCountAgainstTheSeriesCap() async throws {
        let result = try await Self.shell("seq 50 | awk '{ for (i = 0; i < 64; i++) printf \"%d \", $1 + i; print \"\" }' "
            + "| (ulimit -v 1000000; \"$LP\" --once --stat $(seq -s, -f p%g 0 63) --height 8)")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasSuffix("dropped=3150\n"), "\(result.output)")
    }

    /// Findings 2 and 3 live: the widest windows zoomed out with - as far as it goes, and the slowest
    /// replay over a gap of 8,000 years, keep drawing and end on q with the terminal back.
    @Test(arguments: [
        ("seq 1000", "--window 10000000", "n=1000"),
        ("seq 1000", "--window 3650d", "n=1000"),
        ("printf '2026-01-01T00:00:00Z 1\\n9999-01-01T00:00:00Z 2\\n'", "--replay 0.001", "replay 0.001x"),
    ])
    func liveAtTheBounds(producer: String, arguments: String, status: String) async throws {
        let session = try TmuxSession(producer: producer + "; while [ ! -e \"$GATE\" ]; do sleep 0.05; done",
                                      arguments: arguments, width: 100, height: 24)
        try await session.waitUntil("drawn") { try session.screen().contains(status) }
        for _ in 0..<40 { try session.send(keys: "-") }
        try session.send(keys: "+")
        try await Task.sleep(for: .milliseconds(300))
        try await session.waitUntil("still drawn") { try session.screen().contains(status) }
        try await session.quitAndExpectTheTerminalBack()
    }
}
