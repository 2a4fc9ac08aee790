import Foundation
import Testing

/// No process left behind (issue 44, cli.md "Sources"): the command `--exec` runs, a shell with a job in
/// the background (`sleep 1000 & sleep 1000`), leads a session of its own that no terminal signal
/// reaches; on every way out of liveplot that whole session is gone — no process, no zombie — as the
/// process table (`ps -eo pid,pgid,sid,ppid,stat,args`) shows.
@Suite struct ProcessTreeTests {
    /// The command: it writes its process id (its group's and its session's) where the test finds it,
    /// one sample, then waits with a grandchild beside it. It ignores SIGHUP, as a `nohup`ed program
    /// does: the hangup its pty gives it when liveplot dies would end it otherwise, and hide a way out
    /// that forgot it.
    static func command(in directory: String) -> String {
        "--exec 'trap \"\" HUP; echo $$ > \(directory)/group; echo 5; sleep 1000 & sleep 1000'"
    }

    /// The processes of the session `session`, as `pid pgid sid ppid stat args` lines.
    static func processes(inSession session: String) throws -> [String] {
        let table = try Subprocess.runBlocking(["ps", "-eo", "pid,pgid,sid,ppid,stat,args"], environment: ProcessInfo.processInfo.environment)
        return table.output.split(separator: "\n").map(String.init).filter { line in
            let fields = line.split(separator: " ")
            return fields.count > 2 && fields[2] == session
        }
    }

    /// The lines of `processes` that are the command's two sleeps (the shell's own line names them too).
    static func sleeps(_ processes: [String]) -> [String] {
        processes.filter { $0.split(separator: " ").dropFirst(5).joined(separator: " ") == "sleep 1000" }
    }

    /// The process groups of `processes`, each once.
    static func groups(_ processes: [String]) -> Set<String> {
        Set(processes.map { String($0.split(separator: " ")[1]) })
    }

    /// Waits until the command's session holds the shell and both sleeps; returns its id.
    static func startedSession(_ session: TmuxSession) async throws -> String {
        let file = session.path + "/group"
        var group = ""
        try await session.waitUntil("the command and its job running") {
            group = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            return try !group.isEmpty && Self.sleeps(Self.processes(inSession: group)).count == 2
        }
        return group
    }

    /// Waits until no process of the session is left, zombies included.
    static func expectGone(_ group: String, _ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await session.waitUntil("no process of session \(group) left", sourceLocation: sourceLocation) {
            try Self.processes(inSession: group).isEmpty
        }
        #expect(try Self.processes(inSession: group) == [], sourceLocation: sourceLocation)
    }

    enum WayOut: String, CaseIterable {
        case quit, interrupt, terminate, hangUp, crash, onceInterrupted

        /// liveplot's exit status after it: 128 + the signal's number for a signal.
        var status: Int32 {
            switch self {
            case .quit: 0
            case .interrupt, .onceInterrupted: 130
            case .terminate: 143
            case .hangUp: 129
            case .crash: 139
            }
        }
    }

    /// q, Ctrl-C, SIGTERM, SIGHUP, a crash (SIGSEGV: the crash handler's path), and Ctrl-C during a
    /// `--once` chart (which handles no signal but for its commands): liveplot exits as it does without
    /// a command, and the command's whole session is gone.
    @Test(arguments: WayOut.allCases)
    func everyWayOutLeavesNoProcessBehind(way: WayOut) async throws {
        let once = way == .onceInterrupted ? "--once " : ""
        // The pane's script runs in the session's folder.
        let session = try TmuxSession(producer: "true", arguments: once + Self.command(in: "."))
        let group = try await Self.startedSession(session)
        if way != .onceInterrupted {
            try await session.waitUntil("the chart of the command's sample") { try session.screen().contains("n=1") }
        }
        switch way {
        case .quit: try session.send(keys: "q")
        case .interrupt, .onceInterrupted: try session.send(keys: "C-c")
        case .terminate: try session.kill(signal: "TERM")
        case .hangUp: try session.kill(signal: "HUP")
        case .crash: try session.kill(signal: "SEGV")
        }
        #expect(try await session.exitStatus() == way.status)
        #expect(try session.terminalModesRestored())
        try await Self.expectGone(group, session)
    }

    /// Ctrl-Z stops liveplot and leaves the command running (its session is not the terminal's); after
    /// `fg`, q ends it all the same.
    @Test func suspendedTheCommandRunsOnAndIsEndedAtTheEnd() async throws {
        let session = try TmuxSession(interactiveWidth: 100, height: 20)
        let dir = session.path
        let script = """
            \(session.liveplotPath) -t \(session.marker) \(Self.command(in: dir))
            echo $? > \(dir)/status.tmp; mv \(dir)/status.tmp \(dir)/status
            """
        try script.write(toFile: dir + "/run.sh", atomically: true, encoding: .utf8)
        try session.send(keys: "bash \(dir)/run.sh", "Enter")
        let group = try await Self.startedSession(session)
        try await session.waitUntil("the live chart") { try session.screen().contains("n=1") }
        try session.send(keys: "C-z")
        try await session.waitUntil("suspended, on the main screen") { try !session.screenState().alternate }
        // Stopped or not, the command and its job are still there, and not stopped with liveplot.
        let members = try Self.processes(inSession: group)
        #expect(Self.sleeps(members).count == 2, "\(members)")
        #expect(members.allSatisfy { !$0.split(separator: " ")[4].hasPrefix("T") }, "\(members)")
        try session.send(keys: "fg", "Enter")
        try await session.waitUntil("live again after fg") { try session.screenState().alternate && session.screen().contains("n=1") }
        try session.send(keys: "q")
        let status = session.directory.appendingPathComponent("status")
        try await session.waitUntil("liveplot exited") { FileManager.default.fileExists(atPath: status.path) }
        #expect(try String(contentsOf: status, encoding: .utf8) == "0\n")
        try await Self.expectGone(group, session)
    }

    /// The end of a `--once` chart, its command ended by itself and a job it left behind off the
    /// terminal: the chart is drawn, and the job is ended with the rest of the session.
    @Test func theEndOfAOnceChartEndsWhatTheCommandLeftBehind() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-tree-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try await LivePlotBinary.run(["--once", "--width", "40", "--height", "5", "--exec",
                                             "echo $$ > \(directory)/group; sleep 1000 > /dev/null 2>&1 & echo 5; echo 7"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("last=7 min=5 max=7 avg=6 n=2"), "\(result.output)")
        let group = try String(contentsOfFile: directory + "/group", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try Self.processes(inSession: group) == [])
    }

    /// Processes of the command's session outside its group — a job `bash -i` put in a group of its
    /// own, a program that called `setpgid` — are ended with it on q: the whole session goes.
    @Test(arguments: [
        "bash -ic 'sleep 1000 & echo 5; sleep 1000'",
        "python3 -c 'import os,time; os.setpgid(0, 0); print(5, flush=True); time.sleep(1000)'",
    ])
    func groupsOfTheirOwnInTheSessionAreEnded(command: String) async throws {
        let session = try TmuxSession(producer: "true", arguments: "--exec \"echo \\$\\$ > ./group; \(command)\"")
        let file = session.path + "/group"
        var group = ""
        try await session.waitUntil("the command's group of its own running") {
            group = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            return try !group.isEmpty && Self.groups(Self.processes(inSession: group).filter { !$0.contains(" Z") }).count >= 2
        }
        try await session.waitUntil("the chart of the command's sample") { try session.screen().contains("n=1") }
        try session.send(keys: "q")
        #expect(try await session.exitStatus() == 0)
        try await Self.expectGone(group, session)
    }

    /// A command run again and again leaves a job in a session of its own (`setsid`), whose shell exits
    /// first: liveplot adopts it (it is a subreaper) and reaps it once it ends, run after run, so no
    /// zombie piles up while it runs.
    @Test func runsAgainLeaveNoZombiesBehind() async throws {
        let session = try TmuxSession(producer: "true", arguments: "--exec 'setsid sleep 0.2 & echo 1' --interval 100ms")
        // At least twenty: the count runs on ten a second, and a look may come after n=20 has gone by.
        try await session.waitUntil("twenty runs charted") {
            let screen = try session.screen()
            guard let at = screen.range(of: "n=", options: .backwards) else { return false }
            return Int(screen[at.upperBound...].prefix { $0.isNumber }).map { $0 >= 20 } == true
        }
        let parents = try Subprocess.runBlocking(["pgrep", "-f", "liveplot -t \(session.marker)"], environment: ProcessInfo.processInfo.environment)
            .output.split(separator: "\n").map(String.init)
        let table = try Subprocess.runBlocking(["ps", "-eo", "pid,ppid,stat,args"], environment: ProcessInfo.processInfo.environment)
        let zombies = table.output.split(separator: "\n").filter { line in
            let fields = line.split(separator: " ")
            return fields.count > 2 && parents.contains(String(fields[1])) && fields[2].hasPrefix("Z")
        }
        #expect(zombies.count <= 1, "\(zombies)")
        try session.send(keys: "q")
        #expect(try await session.exitStatus() == 0)
    }
}
