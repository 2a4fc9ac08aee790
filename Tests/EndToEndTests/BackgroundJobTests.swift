import Foundation
import Testing

/// liveplot in a job that is not the terminal's foreground one (`vmstat 1 | timeout 20 liveplot`:
/// timeout runs it in a process group of its own): the keys go to the foreground job, and reading them
/// would stop liveplot (SIGTTIN) or fail (EIO).
@Suite(.serialized) struct BackgroundJobTests {
    /// It says so at the start, on the status line and standard error, reads no key and leaves the
    /// terminal's modes alone (q goes to the shell's line, not to liveplot), draws, and ends at the
    /// input's end with the terminal as it was. Mutation: `isForeground` always true (the keys read as
    /// before) — nothing said: it fails.
    ///
    /// `timeout` is here for its process group, not its time: with `timeout 120` this test failed in whole
    /// tiers, the pane blank and the status 124 — the debug build, first to start beside the CPU-bound
    /// property tests, had not drawn in 120 s, and timeout ended it (the pane's stderr and status, now in
    /// every failure's record, said so). Its bound is the waits' (240 s each), so timeout's is longer.
    @Test func keysUnavailableSaidAndTheChartEndsWithItsInput() async throws {
        let session = try TmuxSession(
            producer: "seq 1 30; while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 100, height: 20, launcher: "timeout 900")
        try await session.waitUntil("the notice on the status line") { try session.screen().contains("keys unavailable") }
        try await session.waitUntil("the chart") { try session.screen().contains("n=30") }
        try session.send(keys: "q")
        try await Task.sleep(for: .milliseconds(300))
        #expect(try Subprocess.runBlocking(["pgrep", "-f", "liveplot -t \(session.marker)"],
                                           environment: ProcessInfo.processInfo.environment).status == 0, "q is not liveplot's")
        try session.openGate()
        let status = try await session.exitStatus()
        #expect(status == 0, "\(session.processes())")
        #expect(try session.terminalModesRestored())
        #expect(try session.standardError().contains("liveplot: keys unavailable: liveplot is not the terminal's foreground job"))
    }

    /// A resize while liveplot's job is not the foreground one: SIGWINCH goes to the foreground job only,
    /// so the size is looked at with the foreground (`ForegroundWatch`) and the chart laid out again
    /// (before: drawn at its old size, garbled, until `fg`). Mutation: the watch looks at the foreground
    /// alone: fails.
    @Test func aResizeInTheBackgroundLaysTheChartOutAgain() async throws {
        let session = try TmuxSession(
            producer: "seq 1 300; while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 90, height: 24, launcher: "timeout 900")
        // After the long words' 4 s: by then the start's own measures (the graphics probe's) are done.
        try await session.waitUntil("the first layout, its figures beside the held words") {
            try session.screen().contains("keys unavailable last=300")
        }
        try session.resize(width: 50, height: 12)
        // Drawn at its old size, the pane shows the old chart's last 12 rows cut at 50 columns: its x
        // labels end `200       22`, not with the last sample's 300.
        try await session.waitUntil("the x axis on the 10th row of 12, its labels ending with 300 within 50 columns") {
            let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 12 && lines[9].contains("└") && lines[10].hasSuffix("300")
        }
        try session.openGate()
        #expect(try await session.exitStatus() == 0, "\(session.processes())")
        #expect(try session.terminalModesRestored())
    }

    /// The command line both tests below run, one job (a child bash) that writes `before` (unless the
    /// shell does, before a job begun in the background: at its prompt the terminal is in the line
    /// editor's modes), `after` and `status` as the tmux session reads them; the producer keeps writing,
    /// so it ends by SIGPIPE.
    private static func job(_ session: TmuxSession, writesBefore: Bool = true) -> String {
        let dir = session.path
        return "bash -c '\(writesBefore ? "stty -g > \(dir)/before; " : ""){ seq 1 50; while sleep 0.2; do echo 50; done; } | "
            + "\(session.liveplotPath) -t \(session.marker); s=${PIPESTATUS[1]}; stty -g > \(dir)/after.tmp; mv \(dir)/after.tmp \(dir)/after; "
            + "echo $s > \(dir)/status.tmp; mv \(dir)/status.tmp \(dir)/status'"
    }

    /// Ctrl-Z, then `bg`: liveplot runs on in the background, drawing, and leaves the shell's terminal
    /// modes alone (before: raw mode and the mouse's reports taken from under the shell, and the keys'
    /// reader gone for good); `fg` gives it the keys back (no signal comes with it: looked for,
    /// `ForegroundWatch`), and q quits. Mutations: `takeKeys` without its foreground test — the modes
    /// change in the background: fails; no `ForegroundWatch` — q after `fg` is the shell's: fails.
    @Test func backgroundedByBgItLeavesTheShellsModesAndFgGivesTheKeysBack() async throws {
        let session = try TmuxSession(interactiveWidth: 100, height: 20)
        let dir = session.path
        try session.send(keys: Self.job(session), "Enter")
        try await session.waitUntil("the live chart") { try session.screen().contains("last=50 min=1 max=50 avg=") }
        try session.send(keys: "C-z")
        try await session.waitUntil("suspended, on the main screen") { try !session.screenState().alternate }
        try session.send(keys: "bg", "Enter")
        try await session.waitUntil("drawing in the background, the keys said unavailable") {
            try session.screenState().alternate && session.screen().contains("keys unavailable")
        }
        #expect(try !session.screenState().mouseReporting, "no mouse reports to the shell")
        // Written aside, then moved: the file is whole once it is there (the shell creates it before stty writes).
        try session.send(keys: "stty -g > \(dir)/in-background.tmp; mv \(dir)/in-background.tmp \(dir)/in-background", "Enter")
        try await session.waitUntil("the shell answers") { FileManager.default.fileExists(atPath: "\(dir)/in-background") }
        #expect(try String(contentsOfFile: "\(dir)/in-background", encoding: .utf8)
                == String(contentsOfFile: "\(dir)/before", encoding: .utf8), "the shell's modes, not raw mode")
        try session.send(keys: "fg", "Enter")
        // The keys back: the mouse's reports on, and `keys unavailable` no longer held (`keys back` is said
        // for 4 s only: a whole tier's load once kept this test from looking within them).
        try await session.waitUntil("the keys back") {
            let screen = try session.screen()
            return try (screen.contains("keys back") || !screen.contains("keys unavailable")) && session.screenState().mouseReporting
        }
        try session.send(keys: "q")
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        #expect(try !session.screenState().mouseReporting)
    }

    /// Begun with `&`, then `fg`: the keys are liveplot's from then on, and q quits.
    @Test func begunInTheBackgroundFgGivesItTheKeys() async throws {
        let session = try TmuxSession(interactiveWidth: 100, height: 20)
        try session.send(keys: "stty -g > \(session.path)/before; " + Self.job(session, writesBefore: false) + " &", "Enter")
        try await session.waitUntil("the chart, the keys said unavailable") {
            try session.screen().contains("last=50 min=1 max=50 avg=") || session.screen().contains("keys unavailable")
        }
        try session.send(keys: "fg", "Enter")
        // The keys back: the mouse's reports on, and `keys unavailable` no longer held (`keys back` is said
        // for 4 s only: a whole tier's load once kept this test from looking within them).
        try await session.waitUntil("the keys back") {
            let screen = try session.screen()
            return try (screen.contains("keys back") || !screen.contains("keys unavailable")) && session.screenState().mouseReporting
        }
        try session.send(keys: "q")
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
    }

    /// Stopped whole by SIGSTOP (no Ctrl-Z: the terminal never given back), then `bg`: the keys let go
    /// and the shell's modes left alone (before: the keys kept, and the first modes put back over the
    /// shell's at the end); `less` run meanwhile, then `fg`: liveplot's screen, cursor and mouse whole
    /// again (before: only the mouse, the chart drawn on the main screen). Mutations: `enter` without its
    /// background branch: the modes differ in the background; the keys retaken with the mouse alone:
    /// not on the alternate screen after `fg`.
    @Test func stoppedBySigstopBgThenLessThenFgIsWholeAgain() async throws {
        let session = try TmuxSession(interactiveWidth: 100, height: 20)
        let dir = session.path
        try session.send(keys: Self.job(session), "Enter")
        try await session.waitUntil("the live chart") { try session.screen().contains("last=50 min=1 max=50 avg=") }
        // The job's process group, by liveplot's own command line (anchored: not a shell's that names it).
        let environment = ProcessInfo.processInfo.environment
        let pid = try Subprocess.runBlocking(["pgrep", "-f", "^\(session.liveplotPath) -t \(session.marker)"], environment: environment)
            .output.trimmingCharacters(in: .whitespacesAndNewlines)
        let group = try Subprocess.runBlocking(["ps", "-o", "pgid=", "-p", pid], environment: environment)
            .output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!group.isEmpty && !group.contains("\n"), "one liveplot: \(pid)")
        #expect(try Subprocess.runBlocking(["kill", "-STOP", "--", "-" + group], environment: environment).status == 0)
        try await session.waitUntil("the shell's prompt") { try session.screen().contains("Stopped") }
        try session.send(keys: "bg", "Enter")
        try await session.waitUntil("the keys said unavailable") { try session.screen().contains("keys unavailable") }
        // Written aside, then moved: the file is whole once it is there (the shell creates it before stty writes).
        try session.send(keys: "stty -g > \(dir)/in-background.tmp; mv \(dir)/in-background.tmp \(dir)/in-background", "Enter")
        try await session.waitUntil("the shell answers") { FileManager.default.fileExists(atPath: "\(dir)/in-background") }
        #expect(try String(contentsOfFile: "\(dir)/in-background", encoding: .utf8)
                == String(contentsOfFile: "\(dir)/before", encoding: .utf8), "the shell's modes, not raw mode")
        try session.send(keys: "less /etc/passwd", "Enter")
        try await session.waitUntil("less") { try session.screen().contains("root:") }
        try session.send(keys: "q")
        try await session.waitUntil("less gone") { try !session.screenState().alternate || !session.screen().contains("root:") }
        try session.send(keys: "fg", "Enter")
        try await session.waitUntil("the chart whole again") {
            let state = try session.screenState()
            return try state.alternate && !state.cursorVisible && state.mouseReporting && session.screen().contains("keys back")
        }
        try session.send(keys: "q")
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        #expect(try !session.screenState().mouseReporting && session.screenState().cursorVisible)
    }
}
