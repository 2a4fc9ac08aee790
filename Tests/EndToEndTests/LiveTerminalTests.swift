import Foundation
import Testing

/// The binary in a real terminal (tmux): live screen, figures, keys, signals, resize, and the terminal
/// given back as it was found. Serialized: each test owns a tmux server and the machine has two cores.
@Suite(.serialized) struct LiveTerminalTests {
    /// The issue's own example: 200 values at 50 a second; the final chart stays, the terminal comes back.
    @Test func theFinalChartStaysAndTheTerminalComesBack() async throws {
        let session = try TmuxSession(
            producer: "for i in $(seq 1 200); do echo $((i % 17)); sleep 0.005; done; "
                + "while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 100, height: 30)
        try await session.waitUntil("the live chart with all 200 values") {
            try session.screenState().alternate && session.screen().contains("n=200")
        }
        #expect(try session.screenState().cursorVisible == false, "the cursor is hidden while live")
        #expect(try session.screenState().mouseReporting, "the mouse reports while live")
        try session.openGate()
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        let state = try session.screenState()
        #expect(!state.alternate, "back on the main screen")
        #expect(state.cursorVisible && !state.mouseReporting)
        let screen = try session.screen()
        #expect(screen.contains("last=13 min=0 max=16 avg=7.935 n=200"), "the final figures stay on screen")
        #expect(screen.contains(session.marker), "with the title")
        #expect(screen.contains("16┤"), "and the axis")
        #expect(try session.standardError().isEmpty)
    }

    /// A silent input: the chart says so at once (`sleep 30 | liveplot` showed a blank screen until a line
    /// or a key came), and the first sample replaces the message.
    @Test func noSamplesYetIsSaidAtOnce() async throws {
        let session = try TmuxSession(
            producer: "while [ ! -e \"$GATE\" ]; do sleep 0.05; done; echo 5", width: 60, height: 12)
        try await session.waitUntil("the empty chart says so") { try session.screen().contains("no samples yet") }
        #expect(try session.screenState().alternate)
        try session.openGate()
        #expect(try await session.exitStatus() == 0)
        #expect(try session.screen().contains("last=5 min=5 max=5 avg=5 n=1"))
        #expect(try !session.screen().contains("no samples"))
    }

    /// A flood into the live chart: two million lines as fast as `seq` writes them, past the rows the loop
    /// holds for a frame and past those it holds at all (the reader then waits), then a trickle. Every
    /// line is taken, in order, before the end of the input is.
    @Test func aFloodIsTakenWholeAndInOrder() async throws {
        let session = try TmuxSession(
            producer: "seq 1 2000000; for i in 1 2 3; do echo 7; sleep 0.05; done; "
                + "while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 100, height: 30)
        try await session.waitUntil("every line, the trickle after the flood last") {
            try session.screen().contains("last=7 min=1 max=2M avg=1M n=2000003")
        }
        try session.openGate()
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        #expect(try session.screen().contains("n=2000003"), "the final chart has them all")
    }

    /// The end of the input right behind a flood and a trickle: the rows still held for the next frame
    /// (the trickle's last, most likely) go into the final chart, before the end is taken.
    @Test func theEndOfInputNeverOvertakesHeldRows() async throws {
        for _ in 0..<3 {
            let session = try TmuxSession(producer: "seq 1 2000000; for i in 1 2 3 4 5; do echo 7; sleep 0.01; done",
                                          width: 100, height: 30)
            #expect(try await session.exitStatus() == 0)
            let screen = try session.screen()
            #expect(screen.contains("last=7 min=1 max=2M avg=1M n=2000005"), "\(screen)")
        }
    }

    /// Several series live: each its own colour, its legend entry in that colour, figures per series.
    @Test func severalSeriesEachInItsColourWithALegend() async throws {
        let session = try TmuxSession(
            producer: "for i in $(seq 1 120); do echo \"cpu=$((i % 30)) mem=$((50 + i % 7)) load:$((i % 5))\"; done; "
                + "while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 100, height: 30)
        try await session.waitUntil("three series with their figures") {
            try session.screen().contains("● load last=0 min=0 max=4 avg=2 n=120")
        }
        let screen = try session.screen()
        #expect(screen.contains("● cpu last=0 min=0 max=29 avg=14.5 n=120"), "\(screen)")
        #expect(screen.contains("● mem last=51 min=50 max=56 avg=52.98 n=120"), "\(screen)")
        // tmux writes the default background with the colour; only the foreground matters here.
        let styled = try session.styledScreen().replacingOccurrences(of: "\u{1B}[49m", with: "")
        // tmux announces 256 colours (TERM=tmux-256color or screen-256color): the saturated shades of cyan,
        // yellow and magenta; with TERM=screen, the basic ones.
        let is256 = try session.tmux(["show-options", "-g", "default-terminal"]).contains("256color")
        for (name, basic, indexed) in [("cpu", 36, 44), ("mem", 33, 220), ("load", 35, 170)] {
            let code = is256 ? "38;5;\(indexed)" : "\(basic)"
            #expect(styled.contains("\u{1B}[\(code)m● \(name)"), "\(name)'s legend entry in its colour")
        }
        try await session.quitAndExpectTheTerminalBack()
    }

    @Test func theLiveScreenShowsTheFiguresAndQQuits() async throws {
        let session = try TmuxSession(producer: "seq 1 50; while [ ! -e \"$GATE\" ]; do sleep 0.05; done")
        try await session.waitUntil("the figures of 50 samples") { try session.screen().contains("last=50 min=1 max=50 avg=25.5 n=50") }
        let live = try session.screenState()
        #expect(live.alternate && !live.cursorVisible)
        try await session.quitAndExpectTheTerminalBack()
        #expect(!(try session.screen().contains("n=50")), "q leaves the screen as it was found, without the chart")
    }

    @Test(arguments: [("INT", Int32(130)), ("TERM", 143), ("HUP", 129), ("QUIT", 131), ("PIPE", 141)])
    func aSignalRestoresTheTerminalAndExitsWith128PlusN(signal: String, status: Int32) async throws {
        let session = try TmuxSession(producer: "seq 1 50; while [ ! -e \"$GATE\" ]; do sleep 0.05; done")
        try await session.waitUntil("the live chart is up") { try session.screen().contains("n=50") }
        if signal == "INT" {
            try session.send(keys: "C-c")
        } else {
            try session.kill(signal: signal)
        }
        try await session.openGateOnceLiveplotExits()
        let exit = try await session.exitStatus()
        let errors = try session.standardError()
        #expect(exit == status, "stderr: \(errors)")
        #expect(try session.terminalModesRestored())
        let state = try session.screenState()
        #expect(!state.alternate && state.cursorVisible && !state.mouseReporting)
    }

    /// A fatal signal (a crash): the handler gives the terminal back, then the signal takes its course.
    @Test(arguments: [("SEGV", Int32(139)), ("ABRT", 134), ("BUS", 135)])
    func aCrashStillGivesTheTerminalBack(signal: String, status: Int32) async throws {
        let session = try TmuxSession(producer: "seq 1 50; while [ ! -e \"$GATE\" ]; do sleep 0.05; done")
        try await session.waitUntil("the live chart is up") { try session.screen().contains("n=50") }
        try session.kill(signal: signal)
        try await session.openGateOnceLiveplotExits()
        #expect(try await session.exitStatus() == status)
        #expect(try session.terminalModesRestored())
        let state = try session.screenState()
        #expect(!state.alternate && state.cursorVisible && !state.mouseReporting)
    }

    /// The producer dies (killed, not finished): its end of input ends liveplot as any end does, with the
    /// final chart on the normal screen.
    @Test func theProducerDyingEndsLikeTheEndOfInput() async throws {
        let session = try TmuxSession(producer: "seq 1 50; sleep 617")
        try await session.waitUntil("the live chart is up") { try session.screen().contains("n=50") }
        _ = try Subprocess.runBlocking(["pkill", "-KILL", "-f", "sleep 617"], environment: ProcessInfo.processInfo.environment)
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        let state = try session.screenState()
        #expect(!state.alternate && state.cursorVisible && !state.mouseReporting)
        #expect(try session.screen().contains("last=50 min=1 max=50 avg=25.5 n=50"), "the final chart stays")
    }

    /// Escape sequences in values, keys and header lines (title, clear, cursor moves, OSC 52, DCS) never
    /// reach the terminal: the screen, colours and all, is the one the same input without them leaves.
    @Test func injectedSequencesLeaveTheScreenAsWithoutThem() async throws {
        let clean = "time,cpu\n1,12\n2,15\n3,11\ncpu=14 mem=40\ncpu=16 mem=41\n"
        let dirty = "ti\u{1B}]0;owned\u{07}me,c\u{1B}[2Jpu\n1,1\u{1B}[10;10H2\n2,15\u{1B}]52;c;ZXZpbA==\u{07}\n"
            + "3,\u{1B}P+q544e\u{1B}\\11\ncpu\u{9B}31m=14 mem=40\u{1B}c\ncpu=16 \u{1B}[?1049hmem=41\n"
        var screens: [String] = []
        for input in [clean, dirty] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-inject-\(UUID().uuidString)")
            try Data(input.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let session = try TmuxSession(producer: "cat \(file.path)", width: 70, height: 16)
            #expect(try await session.exitStatus() == 0)
            #expect(try session.terminalModesRestored())
            screens.append(try session.styledScreen().replacingOccurrences(of: session.marker, with: "TITLE"))
        }
        #expect(screens[0] == screens[1], "\(screens[1].debugDescription)")
        #expect(screens[0].contains("last=16") && screens[0].contains("mem"), "the chart is there")
    }

    /// A resize storm: 100 resizes a second for 5 seconds while data flows; liveplot keeps up, draws the
    /// last size, and gives the terminal back.
    @Test func aResizeStorm() async throws {
        let session = try TmuxSession(
            producer: "while [ ! -e \"$GATE\" ]; do echo $RANDOM; sleep 0.01; done", width: 80, height: 24)
        try await session.waitUntil("the live chart") { try session.screen().contains("n=") }
        let storm = "for i in $(seq 1 500); do tmux -L \(session.socket) resize-window -t main -x $((40 + i % 60)) -y $((10 + i % 20)); "
            + "sleep 0.01; done; tmux -L \(session.socket) resize-window -t main -x 90 -y 25"
        let result = try await Subprocess.run(["bash", "-c", storm], environment: ProcessInfo.processInfo.environment, takesASlot: false)
        #expect(result.status == 0)
        try await session.waitUntil("the chart at the last size") {
            let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
            return lines.contains { $0.hasPrefix("last=") } && lines.contains { $0.count > 85 }
        }
        try await session.quitAndExpectTheTerminalBack()
    }

    /// The producer killed in the middle of a line: the partial line still counts, the final chart stays.
    @Test func theProducerKilledMidLine() async throws {
        let session = try TmuxSession(producer: "printf '1\\n2\\n3\\n4'; sleep 619")
        try await session.waitUntil("the live chart") { try session.screen().contains("n=3") }
        _ = try Subprocess.runBlocking(["pkill", "-KILL", "-f", "sleep 619"], environment: ProcessInfo.processInfo.environment)
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        #expect(try session.screen().contains("last=4 min=1 max=4 avg=2.5 n=4"), "the partial line counted")
    }

    @Test func aResizeLaysTheChartOutAgainAtOnce() async throws {
        let session = try TmuxSession(producer: "seq 1 300; while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 90, height: 24)
        try await session.waitUntil("the first layout") { try session.screen().contains("n=300") }
        try session.resize(width: 50, height: 12)
        try await session.waitUntil("the status line on the last row of 12") {
            let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 12 && lines[11].hasPrefix("last=300 min=1 max=300")
        }
        let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(12).allSatisfy { $0.count <= 50 })
        #expect(lines[9].contains("└"), "the x axis moved up with the new height")
        try session.send(keys: "q")
        try await session.openGateOnceLiveplotExits()
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgResumes() async throws {
        let session = try TmuxSession(interactiveWidth: 80, height: 20)
        let dir = session.path
        // One job (a child bash) so that it stops and resumes whole; the producer keeps writing, so it
        // ends by SIGPIPE once liveplot has quit.
        try session.send(keys: "bash -c 'stty -g > \(dir)/before; { seq 1 50; while sleep 0.2; do echo 50; done; } | "
            + "\(session.liveplotPath) -t \(session.marker); s=${PIPESTATUS[1]}; stty -g > \(dir)/after.tmp; mv \(dir)/after.tmp \(dir)/after; echo $s > \(dir)/status.tmp; mv \(dir)/status.tmp \(dir)/status'", "Enter")
        try await session.waitUntil("the live chart") { try session.screen().contains("last=50 min=1 max=50 avg=") }
        try session.send(keys: "C-z")
        try await session.waitUntil("suspended, on the main screen") { try !session.screenState().alternate }
        #expect(try session.screenState().cursorVisible)
        #expect(try !session.screenState().mouseReporting, "no mouse reports to the shell while stopped")
        // The typed line reads STOP""PED; only the shell's answer reads STOPPED.
        try session.send(keys: "stty -g > \(dir)/while-stopped; echo STOP\"\"PED", "Enter")
        try await session.waitUntil("the shell answers while liveplot is stopped") { try session.screen().contains("STOPPED") }
        let before = try String(contentsOfFile: "\(dir)/before", encoding: .utf8)
        #expect(try String(contentsOfFile: "\(dir)/while-stopped", encoding: .utf8) == before, "echo and line mode back while stopped")
        try session.send(keys: "fg", "Enter")
        try await session.waitUntil("live again after fg") {
            let state = try session.screenState()
            return try state.alternate && !state.cursorVisible && state.mouseReporting
                && session.screen().contains("last=50 min=1 max=50 avg=")
        }
        try session.send(keys: "q")
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        #expect(try !session.screenState().mouseReporting)
    }

    @Test func aTerminalOnStandardInputIsAClearError() async throws {
        let session = try TmuxSession(interactiveWidth: 200, height: 10)
        try session.send(keys: "\(session.liveplotPath); echo \"status=$?\"", "Enter")
        try await session.waitUntil("the message and the status") { try session.screen().contains("status=2") }
        #expect(try session.screen().contains(
            "liveplot: standard input is a terminal; pipe numbers in (seq 1 100 | liveplot) or try 'liveplot --demo'"))
    }

    @Test func theDemoRunsLiveWithoutInput() async throws {
        let session = try TmuxSession(producer: "true", arguments: "--demo")
        try await session.waitUntil("the demo chart") { try session.screen().contains("n=5") }
        try session.send(keys: "q")
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
    }
}
