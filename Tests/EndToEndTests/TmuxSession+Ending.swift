import Foundation

extension TmuxSession {
    /// How long liveplot has, after SIGTERM, to end its own commands and give the terminal back before
    /// what is left of the pane's session is killed.
    static let endingGrace: Double = 5

    /// Ends what the test started in the pane, then the server, and removes its socket and folder.
    ///
    /// Killing the server alone left liveplots running after the tier passed (one charting
    /// `--exec 'setsid sleep 0.2 & echo 1'` at 10% CPU) and sockets piling up in /tmp/tmux-0. The pane's
    /// shell leads a session of its own: liveplot, its producer and an interactive shell's jobs are all in
    /// it. They get SIGTERM first (liveplot then ends the commands it runs in sessions of their own),
    /// SIGKILL whatever is left after `endingGrace`; a liveplot of this test's marker goes the same way.
    ///
    /// ```swift
    /// deinit { end() }
    /// ```
    func end() {
        let environment = ProcessInfo.processInfo.environment
        let matchers = (pane.map { [["-s", "\($0)"]] } ?? []) + [["-f", marker]]
        func signal(_ name: String) {
            for matcher in matchers { _ = try? Subprocess.runBlocking(["pkill", "-\(name)"] + matcher, environment: environment) }
        }
        // The pane's shell aside: an interactive one ignores SIGTERM, and nothing waits on it.
        func othersLeft() -> Bool {
            let pids = matchers.flatMap { matcher in
                ((try? Subprocess.runBlocking(["pgrep"] + matcher, environment: environment).output) ?? "").split(separator: "\n")
            }
            return pids.contains { pid_t($0) != pane }
        }
        signal("TERM")
        let deadline = Date().addingTimeInterval(Self.endingGrace)
        while othersLeft(), Date() < deadline { usleep(20_000) }
        signal("KILL")
        _ = try? tmux(["kill-server"])
        if let socketPath { try? FileManager.default.removeItem(atPath: socketPath) }
        try? FileManager.default.removeItem(at: directory)
    }
}
