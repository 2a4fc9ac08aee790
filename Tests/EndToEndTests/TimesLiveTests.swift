import Foundation
import Testing

/// x from the data, live (issue 17): a log followed from its middle, a window of the last minute, a
/// replay at its own pace, and a counter log whose replay gives the rates it had. In a real terminal
/// (tmux), as `LiveTerminalTests`.
@Suite(.serialized) struct TimesLiveTests {
    /// A producer that prints `count` lines a second apart from 10:00:00 UTC (`value` of `$i`), at once.
    static func timedLines(_ count: Int, from first: Int = 0, value: String = "$((i % 17))") -> String {
        "for i in $(seq \(first) \(first + count - 1)); do printf '2026-11-22T%02d:%02d:%02dZ %d\\n' "
            + "$((10 + i / 3600)) $((i / 60 % 60)) $((i % 60)) \(value); done"
    }

    /// `tail -f` of a timestamped log started mid-file: the ten lines tail prints first stand at their own
    /// times (not at the instant they were read), and lines written later follow at theirs.
    @Test func aLogFollowedFromItsMiddle() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-tail-\(UUID().uuidString.prefix(8)).log")
        defer { try? FileManager.default.removeItem(at: log) }
        _ = try await Subprocess.run(["bash", "-c", Self.timedLines(100) + " > \(log.path)"], environment: [:], takesASlot: false)
        let session = try TmuxSession(producer: "tail -n 10 -f \(log.path) & pid=$!; while [ ! -e \"$GATE\" ]; do sleep 0.05; done; kill $pid",
                                      arguments: "--utc", width: 100, height: 16)
        try await session.waitUntil("the last ten lines, at their times") {
            let screen = try session.screen()
            return screen.contains("n=10") && screen.contains("10:01:30") && screen.contains("10:01:38")
        }
        _ = try await Subprocess.run(["bash", "-c", Self.timedLines(5, from: 100) + " >> \(log.path)"], environment: [:], takesASlot: false)
        try await session.waitUntil("the lines written later, at theirs") {
            let screen = try session.screen()
            return screen.contains("n=15") && screen.contains("10:01:44")
        }
        try await session.quitAndExpectTheTerminalBack()
    }

    /// `--window 1m` over five minutes of log read at once: the view spans the last minute of the data's
    /// time, 10:04:00 … 10:04:59; `-` doubles it to two.
    @Test func aWindowOfTheLastMinute() async throws {
        let session = try TmuxSession(producer: Self.timedLines(300) + "; while [ ! -e \"$GATE\" ]; do sleep 0.05; done",
                                      arguments: "--window 1m --utc", width: 100, height: 16)
        try await session.waitUntil("the last minute") {
            let screen = try session.screen()
            return screen.contains("n=300") && screen.contains("10:04:30")
        }
        let lastMinute = try session.screen()
        #expect(!lastMinute.contains("10:03:"), "nothing before the minute: \(lastMinute)")
        try session.send(keys: "-")
        try await session.waitUntil("two minutes") { try session.screen().contains("10:03:30") }
        #expect(try !session.screen().contains("10:02:"))
        try await session.quitAndExpectTheTerminalBack()
    }

    /// `--replay 10` on a log of a line a second, written at once: the lines show at ten a second, never
    /// sooner (whatever the machine's load), the end of the input does not end the replay, space stops
    /// its clock, and q quits with the terminal given back.
    @Test func aReplayPlaysTheLogAtItsPace() async throws {
        let start = Date()
        let session = try TmuxSession(
            producer: Self.timedLines(6000),
            arguments: "--replay 10 --utc", width: 90, height: 20)
        func shown() throws -> Int? {
            let screen = try session.screen()
            guard let range = screen.range(of: #" n=(\d+)"#, options: .regularExpression) else { return nil }
            return Int(screen[range].dropFirst(3))
        }
        try await session.waitUntil("the replay under way") { try session.screen().contains("replay 10x") && shown() != nil }
        for _ in 0..<3 {
            let n = try #require(try shown())
            #expect(n <= 1 + Int(10 * Date().timeIntervalSince(start)), "never ahead of the log's own pace ×10")
            #expect(n < 6000)
            try await Task.sleep(for: .milliseconds(300))
        }
        try session.send(keys: "Space")
        try await session.waitUntil("paused") { try session.screen().contains("replay 10x paused") }
        let paused = try shown()
        try await Task.sleep(for: .seconds(1))
        #expect(try shown() == paused, "the clock stood still")
        try session.send(keys: "Space")
        try await session.waitUntil("on again") { try shown().map { $0 > paused! } == true }
        #expect(try session.screen().contains("10:0"), "times from the log on the x axis")
        try await session.quitAndExpectTheTerminalBack()
    }

    /// A short replay ends as live input does: the finished chart, every line in it, on the normal screen.
    @Test func aFinishedReplayLeavesItsChart() async throws {
        let session = try TmuxSession(
            producer: Self.timedLines(30, value: "$((i % 7))"),
            arguments: "--replay 20 --utc", width: 80, height: 16)
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        let screen = try session.screen()
        #expect(screen.contains("n=30"), "every line")
        #expect(screen.contains("10:00:00"), "at its time")
        #expect(!screen.contains("replay"), "the finished chart is no replay")
    }

    /// A counter log (`/proc/stat`'s jiffies, captured here, with a busy loop in the middle) replayed with
    /// `-r` at 50×: the rates are the log's own, the same as `--once` draws, not those of the replay's
    /// arrivals (which would be 50 times as high).
    @Test func aReplayedCounterLogGivesTheRatesItHad() async throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../tools/fuzz/corpus/cpu-counters.log").standardized.path
        let once = try await Subprocess.run(["sh", "-c", "\(LivePlotBinary.url.path) --once -r --width 100 --height 12 < \(corpus)"],
                                      environment: ProcessInfo.processInfo.environment)
        let figures = once.output.split(separator: "\n").filter { $0.hasPrefix("● ") }
        #expect(figures == ["● user last=3.92157 min=0 max=105.882 avg=20.7 n=59", "● system last=0 min=0 max=7.8125 avg=2.051 n=59"])
        let session = try TmuxSession(producer: "cat \(corpus)", arguments: "--replay 50 -r", width: 100, height: 13)
        #expect(try await session.exitStatus() == 0)
        let screen = try session.screen()
        for line in figures { #expect(screen.contains(line), "\(line) in the replay's final chart:\n\(screen)") }
    }
}
