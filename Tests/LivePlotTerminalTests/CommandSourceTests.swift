#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LivePlotInput
import Testing
@testable import LivePlotTerminal

/// `--exec`'s source through a real pseudo-terminal and real processes: each test's commands in a
/// registry of its own (`ChildProcesses`), so ending them all touches no other test's.
@Suite(.timeLimit(.minutes(2))) struct CommandSourceTests {
    /// What a source gave until its end: each run's text, each run's end, and the source's end.
    struct Drained {
        var runs: [String] = [""]
        var runEnds: [SourceEnd] = []
        var end: SourceEnd?
    }

    /// Reads `source` to its end, or until `runs` runs have ended (then stops it and reads on to the end).
    static func drain(_ source: CommandSource, stoppingAfterRuns runs: Int = .max) -> Drained {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
        defer { buffer.deallocate() }
        var drained = Drained()
        while true {
            switch source.read(into: buffer) {
            case .bytes(let count): drained.runs[drained.runs.count - 1] += String(decoding: buffer[..<count], as: UTF8.self)
            case .runEnded(let end):
                drained.runEnds.append(end)
                if drained.runEnds.count >= runs { source.stop() } else { drained.runs.append("") }
            case .ended(let end):
                drained.end = end
                return drained
            case .failed(let code):
                drained.end = .failed(description: "errno \(code)")
                return drained
            }
        }
    }

    /// Reads until the text so far holds `marker`; returns the text.
    static func read(_ source: CommandSource, until marker: String) -> String {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
        defer { buffer.deallocate() }
        var text = ""
        while !text.contains(marker) {
            guard case .bytes(let count) = source.read(into: buffer) else { break }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return text
    }

    /// Whether the group `group` is gone: no process left in it. Its orphans' zombies are init's to reap
    /// (a registry of a test's own adopts none), which may take it seconds: looked at until then.
    static func groupIsGone(_ group: pid_t) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if killpg(group, 0) == -1 && errno == ESRCH { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        // Asked once more: a test starved of threads by the unit tier's busy neighbours (2 cores) may wake
        // only past the deadline, and the group may well be gone by then.
        return killpg(group, 0) == -1 && errno == ESRCH
    }

    /// Standard output and error are a terminal, 80 × 24 (or as wide as the chart), the command's
    /// controlling terminal, in a session it leads; standard input is /dev/null.
    @Test(arguments: [(40, "24 80"), (132, "24 132")])
    func theCommandRunsOnATerminalOfItsOwn(columns: Int, size: String) {
        let line = """
            test -t 1 && echo out-tty; test -t 2 && echo err-tty >&2; test -t 0 || echo in-not-tty
            stty size < /dev/tty
            [ "$(ps -o sid= -p $$ | tr -d ' ')" = "$$" ] && echo session-leader
            """
        let drained = Self.drain(CommandSource(line: line, interval: nil, columns: columns, children: ChildProcesses()))
        #expect(drained.runs == ["out-tty\nerr-tty\nin-not-tty\n\(size)\nsession-leader\n"])
        #expect(drained.end == .exited(status: 0))
    }

    /// A program that buffers its output in a pipe (grep) writes each line at once on the terminal: the
    /// first line is read while the command still waits for the second, which only this test's gate
    /// lets it write (in a pipe, grep would hold the first until its end, and the gate's limit ends it).
    @Test func aProgramThatBuffersInAPipeWritesLineByLine() throws {
        let gate = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-gate-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: gate) }
        let line = """
            { echo first; n=0; while [ ! -e \(gate) ] && [ $n -lt 600 ]; do sleep 0.05; n=$((n+1)); done; echo second; } | grep --color=never .
            """
        let source = CommandSource(line: line, interval: nil, columns: 80, children: ChildProcesses())
        #expect(Self.read(source, until: "\n") == "first\n")
        try "".write(toFile: gate, atomically: true, encoding: .utf8)
        #expect(Self.drain(source).runs == ["second\n"])
    }

    /// Every byte written comes through, as written (no `\r` added), before the end is said.
    @Test func nothingIsLostAndNothingAdded() {
        let drained = Self.drain(CommandSource(line: "seq 1 50000", interval: nil, columns: 80, children: ChildProcesses()))
        #expect(drained.runs == [(1...50000).map { "\($0)\n" }.joined()])
        #expect(drained.end == .exited(status: 0))
    }

    /// The exit status, or the signal that killed it, is the source's end; a command that cannot be
    /// found is the shell's 127.
    @Test(arguments: [("exit 3", SourceEnd.exited(status: 3)), ("true", .exited(status: 0)),
                      ("kill -9 $$", .signalled(9)), ("no-such-command-here", .exited(status: 127))])
    func theExitIsTheEnd(line: String, end: SourceEnd) {
        #expect(Self.drain(CommandSource(line: line, interval: nil, columns: 80, children: ChildProcesses())).end == end)
    }

    /// What the shell's statuses for a command it could not run say: why, beside the number.
    @Test func aCommandTheShellCouldNotRunSaysWhy() {
        #expect(SourceEnd.exited(status: 127).words(for: "vmstatt") == "vmstatt exited 127 (command not found)")
        #expect(SourceEnd.exited(status: 126).words(for: "./x") == "./x exited 126 (not executable)")
        #expect(SourceEnd.exited(status: 1).words(for: "vmstat") == "vmstat exited 1")
    }

    /// With `--interval` each run's end is a `.runEnded`, a failing run's too, and the runs go on; runs
    /// never overlap (the second would find the first's directory).
    @Test func runsRepeatOneAfterAnotherFailingOrNot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-runs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let line = "mkdir \(directory) || echo overlap; echo run; sleep 0.2; rmdir \(directory); exit 7"
        let source = CommandSource(line: line, interval: .milliseconds(100), columns: 80, children: ChildProcesses())
        let drained = Self.drain(source, stoppingAfterRuns: 3)
        #expect(drained.runs == ["run\n", "run\n", "run\n"])
        #expect(drained.runEnds == Array(repeating: .exited(status: 7), count: 3))
        #expect(drained.end == .exited(status: 7))
    }

    /// `stop()` during a run, from another thread while this one reads: the read returns the end, and
    /// the command's whole group (a job in the background too) is gone, reaped.
    @Test func stopDuringARunEndsTheWholeGroup() async throws {
        let source = CommandSource(line: "sleep 1000 & echo $$; sleep 1000", interval: nil, columns: 80, children: ChildProcesses())
        let group = try #require(pid_t(Self.read(source, until: "\n").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(killpg(group, 0) == 0)
        Thread { source.stop() }.start()
        let drained = Self.drain(source)
        #expect(drained.end == .signalled(SIGTERM))
        #expect(await Self.groupIsGone(group))
    }

    /// `stop()` during the wait between runs (a day long) cuts it short: the source ends with its last
    /// run's end.
    @Test func stopDuringTheWaitEndsItAtOnce() {
        let source = CommandSource(line: "echo once; exit 2", interval: .seconds(86_400), columns: 80, children: ChildProcesses())
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
        defer { buffer.deallocate() }
        #expect(Self.read(source, until: "\n") == "once\n")
        #expect(source.read(into: buffer) == .runEnded(.exited(status: 2)))
        Thread { source.stop() }.start()
        #expect(source.read(into: buffer) == .ended(.exited(status: 2)))
        #expect(source.read(into: buffer) == .ended(.exited(status: 2)))
    }

    /// A job the command left in the background, off the terminal, is ended with the run.
    @Test func aJobLeftBehindIsEndedWithTheRun() async throws {
        let source = CommandSource(line: "sleep 1000 > /dev/null 2>&1 & echo $$", interval: nil, columns: 80, children: ChildProcesses())
        let drained = Self.drain(source)
        let group = try #require(pid_t(drained.runs[0].trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(drained.end == .exited(status: 0))
        #expect(await Self.groupIsGone(group))
    }

    /// `endAll` ends every group, one that ignores SIGTERM by SIGKILL after the grace, reaps every
    /// leader, and starts no command after it.
    @Test func endAllEndsEveryGroupAndStartsNoMore() async throws {
        let children = ChildProcesses()
        let stubborn = CommandSource(line: "trap '' TERM; echo $$; sleep 1000", interval: nil, columns: 80, children: children)
        let plain = CommandSource(line: "echo $$; sleep 1000", interval: nil, columns: 80, children: children)
        let groups = try [stubborn, plain].map { source in
            try #require(pid_t(Self.read(source, until: "\n").trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        children.endAll()
        for group in groups { #expect(await Self.groupIsGone(group)) }
        #expect(Self.drain(stubborn).end == .signalled(SIGKILL))
        #expect(Self.drain(plain).end == .signalled(SIGTERM))
        let late = CommandSource(line: "echo never", interval: nil, columns: 80, children: children)
        #expect(Self.drain(late).runs == [""])
    }
}
