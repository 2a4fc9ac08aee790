import Foundation
import Testing

/// A real terminal for end-to-end tests: a detached tmux server on a private socket, one pane.
///
/// The pane runs a bash script that saves `stty -g`, runs the pipeline, then writes liveplot's exit status
/// and `stty -g` again, so a test can check that the terminal came back exactly as it was.
final class TmuxSession {
    let socket = "liveplot-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    let directory: URL
    /// A marker in liveplot's arguments, so signals reach this test's liveplot and no other.
    let marker = "e2e-\(UUID().uuidString.prefix(8))"
    /// The pane's shell, which leads the session liveplot and the producer run in; and the server's
    /// socket: what `end()` ends and removes, however the test ends.
    private(set) var pane: pid_t?
    private(set) var socketPath: String?

    /// - Parameter environment: variables for liveplot alone (`NO_COLOR=1`).
    /// - Parameter downstream: a command liveplot's standard output is piped into (`cat > out`); empty:
    ///   standard output is the terminal.
    /// - Parameter binary: the liveplot to run (the tests' own build; `LivePlotBinary.release` for a run
    ///   whose figure is the binary people install).
    /// - Parameter launcher: a command liveplot is run by (`timeout 120`, which puts it in a process group
    ///   of its own, not the terminal's foreground one); empty: run by the pane's shell.
    init(producer: String, arguments: String = "", environment: String = "", downstream: String = "", width: Int = 80,
         height: Int = 20, binary: URL = LivePlotBinary.url, launcher: String = "") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let dir = directory.path
        // `trap : INT`: bash survives a Ctrl-C that kills the producer, to record liveplot's status; a trap
        // (unlike an ignore) leaves the children's SIGINT at its default.
        let script = """
            trap : INT
            # The test's process gone without its `end()` (killed, crashed), nothing of this pane goes on.
            ( trap '' HUP; watchdog=$BASHPID
              while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
              others() { pgrep -s $$ | grep -vx $watchdog; }
              kill -TERM $(others) 2>/dev/null; sleep 2; kill -KILL $(others) 2>/dev/null
              tmux kill-server; rm -rf "${TMUX%%,*}" \(dir) ) &
            cd \(dir)
            export GATE=\(dir)/gate
            stty -g > \(dir)/before
            { \(producer); } | \(environment.isEmpty ? "" : "env \(environment) ")\(launcher.isEmpty ? "" : launcher + " ")\(binary.path) -t \(marker) \(arguments) 2> \(dir)/stderr\(downstream.isEmpty ? "" : " | " + downstream)
            status=${PIPESTATUS[1]}
            stty -g > \(dir)/after.tmp && mv \(dir)/after.tmp \(dir)/after
            echo $status > \(dir)/status.tmp && mv \(dir)/status.tmp \(dir)/status
            sleep 600
            """
        try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try tmux(["new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)", "bash \(dir)/run.sh"])
        try notePaneAndSocket()
    }

    /// An interactive bash with job control in the pane, for Ctrl-Z and `fg`; type commands with `send`.
    init(interactiveWidth width: Int, height: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try tmux(["new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)", "bash --norc --noprofile -i"])
        try notePaneAndSocket()
    }

    var liveplotPath: String { LivePlotBinary.url.path }
    var path: String { directory.path }

    // Whichever way the test ended (passed, failed, threw): nothing of it goes on running (`end()`).
    deinit { end() }

    private func notePaneAndSocket() throws {
        let fields = try tmux(["display", "-p", "-t", "main", "#{pane_pid} #{socket_path}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1).map(String.init)
        pane = fields.first.flatMap { pid_t($0) }
        socketPath = fields.count == 2 ? fields[1] : nil
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment["NO_COLOR"] = nil
        // The server that new-session starts would inherit a captured pipe and hold it open forever.
        let capture = arguments.first != "new-session"
        return try Subprocess.runBlocking(["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments,
                                  environment: environment, captureOutput: capture).output
    }

    /// Opens the gate a producer can wait at (`while [ ! -e "$GATE" ]; do sleep 0.05; done`), so a test
    /// sees the live phase for as long as it needs, whatever the load.
    func openGate() throws {
        try "".write(to: directory.appendingPathComponent("gate"), atomically: true, encoding: .utf8)
    }

    /// Waits until this session's liveplot has exited (after a key or a signal), then opens the gate so
    /// the producer ends too: opening it earlier would race an end of input against the key or signal.
    func openGateOnceLiveplotExits(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitUntil("liveplot exited", sourceLocation: sourceLocation) {
            try Subprocess.runBlocking(["pgrep", "-f", "liveplot -t \(marker)"], environment: ProcessInfo.processInfo.environment).status != 0
        }
        try openGate()
    }

    /// Presses q, lets the producer end once liveplot has, and checks that liveplot exited 0 and gave the
    /// terminal back: its modes, the main screen and the cursor.
    func quitAndExpectTheTerminalBack(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try send(keys: "q")
        try await openGateOnceLiveplotExits(sourceLocation: sourceLocation)
        #expect(try await exitStatus() == 0, sourceLocation: sourceLocation)
        #expect(try terminalModesRestored(), sourceLocation: sourceLocation)
        let state = try screenState()
        #expect(!state.alternate && state.cursorVisible && !state.mouseReporting, sourceLocation: sourceLocation)
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "main"]) }

    /// The screen with its colours and attributes, as tmux's escapes.
    func styledScreen() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", "main"]) }

    /// `#{alternate_on}`, `#{cursor_flag}` and the mouse flags: whether the alternate screen is up, the
    /// cursor shows, and the pane's program asked for mouse reports (1000, or SGR's 1006).
    func screenState() throws -> (alternate: Bool, cursorVisible: Bool, mouseReporting: Bool) {
        let fields = try tmux(["display", "-p", "-t", "main", "#{alternate_on} #{cursor_flag} #{mouse_standard_flag} #{mouse_sgr_flag}"])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return (fields[0] == "1", fields[1] == "1", fields[2] == "1" || fields[3] == "1")
    }

    /// Types a mouse report as the terminal would send it in SGR form: a left click, or the wheel, at a
    /// cell (0-based).
    func mouse(_ button: Int, x: Int, y: Int) throws {
        try tmux(["send-keys", "-t", "main", "-l", "\u{1B}[<\(button);\(x + 1);\(y + 1)M"])
    }

    func send(keys: String...) throws { try tmux(["send-keys", "-t", "main"] + keys) }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Sends `signal` to this session's liveplot.
    func kill(signal: String) throws {
        _ = try Subprocess.runBlocking(["pkill", "-\(signal)", "-f", marker], environment: ProcessInfo.processInfo.environment)
    }

    /// Polls `condition` until it holds; fails the test with `what` (and the screen) if it never does.
    /// The time limit only bounds a failure: CI's two cores are shared with the CPU-bound property tests
    /// (the chart fuzzer and the read back, some three minutes of both cores), which can hold a debug
    /// liveplot and its producer back for more than a minute.
    func waitUntil(_ what: String, seconds: Double = 240, sourceLocation: SourceLocation = #_sourceLocation,
                   _ condition: () throws -> Bool) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            // Sleep without holding one of the few threads the other tests run on.
            try await Task.sleep(for: .milliseconds(50))
        }
        // One last look: a task kept waiting past the deadline (a loaded machine) has not looked since.
        if try condition() { return }
        Issue.record("never: \(what)\n\(try screen())\n\(processes())", sourceLocation: sourceLocation)
    }

    /// Polls the screen for `text`, a notice liveplot shows for a few seconds (`saving view.fifo`), holding
    /// this thread while it looks. `waitUntil` sleeps between looks and can be kept off the few threads the
    /// tests share (by tests blocked in a subprocess) for longer than a notice lasts, and miss it: the
    /// flake of `sToAFIFONobodyReads`, whose screen showed the chart without the notice after the `s`.
    /// This one looks every 20 ms, whatever the other tests do, and fails the test with `what`, the screen
    /// and the processes if the text never comes (`seconds` bounds a failure only).
    func waitForNotice(_ text: String, _ what: String, seconds: Double = 240,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if try screen().contains(text) { return }
            usleep(20_000)
        } while Date() < deadline
        Issue.record("never: \(what)\n\(try screen())\n\(processes())", sourceLocation: sourceLocation)
    }

    /// This test's liveplot and its threads as `ps` sees them (state, CPU, where each waits), for a
    /// failure's record: a key never taken and a process held back look the same on the screen.
    func processes() -> String {
        let command = "for p in $(pgrep -f 'liveplot -t \(marker)'); do ps -L -o pid,tid,stat,pcpu,wchan:24,comm -p $p; done; uptime"
        let listing = (try? Subprocess.runBlocking(["bash", "-c", command], environment: ProcessInfo.processInfo.environment).output) ?? ""
        // What the pane's script wrote of liveplot's end, if it ended: a process gone says why here.
        let written = ["stderr", "status"].map { name in
            "\(name): " + ((try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)).map { "\"\($0)\"" } ?? "none")
        }
        return listing + written.joined(separator: "\n")
    }

    /// liveplot's exit status, once it has exited and the shell has taken `stty -g` again (both files are
    /// moved into place whole, `after` first, so the status means both are complete).
    func exitStatus(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int32? {
        let file = directory.appendingPathComponent("status")
        try await waitUntil("liveplot exited", sourceLocation: sourceLocation) {
            FileManager.default.fileExists(atPath: file.path)
        }
        return Int32(try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// True when `stty -g` after liveplot equals `stty -g` before it: echo, line mode and the rest restored.
    func terminalModesRestored() throws -> Bool {
        let before = try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
        return !before.isEmpty && before == after
    }

    func standardError() throws -> String {
        try String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)
    }
}
