import Foundation
import Testing

/// The binary in a real terminal (tmux): live screen, figures, keys, signals, resize, and the terminal
/// given back as it was found. Serialized: each test owns a tmux server and the machine has two cores.
@Suite(.serialized) struct LiveTerminalTests {
    /// The issue's own example: 200 values at 50 a second; the final chart stays, the terminal comes back.
    @Test func theFinalChartStaysAndTheTerminalComesBack() throws {
        let session = try TmuxSession(
            producer: "for i in $(seq 1 200); do echo $((i % 17)); sleep 0.005; done", width: 100, height: 30)
        try session.waitUntil("the live chart is up") { try session.screenState().alternate }
        #expect(try session.screenState().cursorVisible == false, "the cursor is hidden while live")
        #expect(try session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        let state = try session.screenState()
        #expect(!state.alternate, "back on the main screen")
        #expect(state.cursorVisible)
        let screen = try session.screen()
        #expect(screen.contains("last=13 min=0 max=16 avg=7.935 n=200"), "the final figures stay on screen")
        #expect(screen.contains(session.marker), "with the title")
        #expect(screen.contains("16┤"), "and the axis")
        #expect(try session.standardError().isEmpty)
    }

    @Test func theLiveScreenShowsTheFiguresAndQQuits() throws {
        let session = try TmuxSession(producer: "seq 1 50; sleep 2")
        try session.waitUntil("the figures of 50 samples") { try session.screen().contains("last=50 min=1 max=50 avg=25.5 n=50") }
        let live = try session.screenState()
        #expect(live.alternate && !live.cursorVisible)
        try session.send(keys: "q")
        #expect(try session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        let state = try session.screenState()
        #expect(!state.alternate && state.cursorVisible)
        #expect(!(try session.screen().contains("n=50")), "q leaves the screen as it was found, without the chart")
    }

    @Test(arguments: [("INT", Int32(130)), ("TERM", 143), ("HUP", 129)])
    func aSignalRestoresTheTerminalAndExitsWith128PlusN(signal: String, status: Int32) throws {
        let session = try TmuxSession(producer: "seq 1 50; sleep 2")
        try session.waitUntil("the live chart is up") { try session.screen().contains("n=50") }
        if signal == "INT" {
            try session.send(keys: "C-c")
        } else {
            try session.kill(signal: signal)
        }
        #expect(try session.exitStatus() == status)
        #expect(try session.terminalModesRestored())
        let state = try session.screenState()
        #expect(!state.alternate && state.cursorVisible)
    }

    @Test func aResizeLaysTheChartOutAgainAtOnce() throws {
        let session = try TmuxSession(producer: "seq 1 300; sleep 3", width: 90, height: 24)
        try session.waitUntil("the first layout") { try session.screen().contains("n=300") }
        try session.resize(width: 50, height: 12)
        try session.waitUntil("the status line on the last row of 12") {
            let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 12 && lines[11].hasPrefix("last=300 min=1 max=300")
        }
        let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(12).allSatisfy { $0.count <= 50 })
        #expect(lines[9].contains("└"), "the x axis moved up with the new height")
        try session.send(keys: "q")
        #expect(try session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
    }

    @Test func theDemoRunsLiveWithoutInput() throws {
        let session = try TmuxSession(producer: "true", arguments: "--demo")
        try session.waitUntil("the demo chart") { try session.screen().contains("n=5") }
        try session.send(keys: "q")
        #expect(try session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
    }
}
