import Foundation
import Testing

/// Outputs that wait (issue 40): a FIFO nobody opens for reading (`-o`, `s`, the end's chart), a `--tee`
/// reader that never reads, one that went away. Every wait is cut short by q and the signals, within
/// seconds, with the terminal given back and the status right; a reader gone is not a reason to die.
@Suite(.serialized) struct BlockedOutputTests {
    /// How long a way out may take here: seconds, where a hang is forever (a bound on failure only).
    static let exitLimit = 30.0

    /// A way out of a wait, and the status it ends with.
    enum WayOut: String, CaseIterable {
        case quit, terminate

        var status: Int32 { self == .quit ? 0 : 128 + 15 }

        /// Takes it, then checks that liveplot ended within `exitLimit` with the terminal as it found it.
        func take(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            switch self {
            case .quit: try session.send(keys: "q")
            case .terminate: try session.kill(signal: "TERM")
            }
            func hasEnded() throws -> Bool {
                try Subprocess.runBlocking(["pgrep", "-f", "liveplot -t \(session.marker)"], environment: ProcessInfo.processInfo.environment).status != 0
            }
            try await session.waitUntil("liveplot ended on \(rawValue)", seconds: BlockedOutputTests.exitLimit,
                                        sourceLocation: sourceLocation, hasEnded)
            // Said above; not left hanging for the next test.
            if try !hasEnded() {
                try session.kill(signal: "KILL")
                return
            }
            try session.openGate()
            #expect(try await session.exitStatus() == status, sourceLocation: sourceLocation)
            #expect(try session.terminalModesRestored(), sourceLocation: sourceLocation)
            let state = try session.screenState()
            let screen = try session.screen()
            #expect(!state.alternate && state.cursorVisible && !state.mouseReporting, "\(screen)", sourceLocation: sourceLocation)
        }
    }

    static let gate = "while [ ! -e \"$GATE\" ]; do sleep 0.05; done"

    // MARK: -o to a FIFO

    /// `s` with -o a FIFO nobody reads: the chart goes on (it says it is saving), and q or SIGTERM ends
    /// the run at once (the save used to freeze the loop in `open`, deaf to both until SIGKILL); q says
    /// the chart was left unsaved.
    @Test(arguments: WayOut.allCases) func sToAFIFONobodyReads(wayOut: WayOut) async throws {
        let session = try TmuxSession(producer: "mkfifo view.fifo; seq 1 50; \(Self.gate)", arguments: "-o view.fifo",
                                      width: 90, height: 24)
        try await session.waitUntil("the chart") { try session.screen().contains("n=50") }
        try session.send(keys: "s")
        // Notices last seconds: looked for without letting go of the thread (`waitForNotice`).
        try session.waitForNotice("saving view.fifo", "saving, and still drawing")
        try session.send(keys: "s")
        try session.waitForNotice("still saving view.fifo", "one save at a time")
        try await wayOut.take(session)
        if wayOut == .quit {
            #expect(try session.standardError() == "liveplot: the chart was not saved to 'view.fifo': still waiting to be written\n")
        }
    }

    /// The reader comes: it reads the view, and the chart says it was saved.
    @Test func sToAFIFOWhoseReaderComes() async throws {
        let session = try TmuxSession(producer: "mkfifo view.fifo; seq 1 50; \(Self.gate)", arguments: "-o view.fifo",
                                      width: 90, height: 24)
        try await session.waitUntil("the chart") { try session.screen().contains("n=50") }
        try session.send(keys: "s")
        try session.waitForNotice("saving view.fifo", "saving")
        let read = try await Subprocess.run(["cat", session.path + "/view.fifo"], environment: ProcessInfo.processInfo.environment, takesASlot: false)
        #expect(read.output.contains("last=50 min=1 max=50 avg=25.5 n=50"))
        try session.waitForNotice("saved view.fifo", "saved")
        try await session.quitAndExpectTheTerminalBack()
    }

    /// The end of input with -o a FIFO nobody reads: the final chart waits for its reader on the live
    /// screen, where q and SIGTERM still end the run (it used to wait on the normal screen, deaf to both).
    @Test(arguments: WayOut.allCases) func theEndToAFIFONobodyReads(wayOut: WayOut) async throws {
        let session = try TmuxSession(producer: "mkfifo out.fifo; seq 1 50", arguments: "-o out.fifo", width: 90, height: 24)
        try await session.waitUntil("the final chart waiting for its reader") {
            try session.screenState().alternate && session.screen().contains("saving out.fifo")
        }
        try await wayOut.take(session)
        if wayOut == .quit {
            #expect(try session.standardError() == "liveplot: the chart was not saved to 'out.fifo': still waiting to be written\n")
        }
    }

    /// The reader comes: it gets the final chart, which then stays on the normal screen, status 0.
    @Test func theEndToAFIFOWhoseReaderComes() async throws {
        let session = try TmuxSession(producer: "mkfifo out.fifo; seq 1 50", arguments: "-o out.fifo", width: 90, height: 24)
        try await session.waitUntil("saving") { try session.screen().contains("saving out.fifo") }
        let read = try await Subprocess.run(["cat", session.path + "/out.fifo"], environment: ProcessInfo.processInfo.environment, takesASlot: false)
        #expect(try await session.exitStatus() == 0)
        #expect(read.output.contains("last=50 min=1 max=50 avg=25.5 n=50"))
        #expect(try session.screen().hasPrefix(read.output), "the reader got the final chart the screen shows")
        #expect(try session.terminalModesRestored())
    }

    /// `--once -o FIFO`: no terminal modes taken, and the signals end the wait as they end any program.
    @Test func onceToAFIFONobodyReads() async throws {
        let session = try TmuxSession(producer: "mkfifo out.fifo; seq 1 50", arguments: "--once -o out.fifo", width: 90, height: 24)
        try await session.waitUntil("the chart printed") { try session.screen().contains("n=50") }
        try session.kill(signal: "TERM")
        #expect(try await session.exitStatus() == 143)
        #expect(try session.terminalModesRestored())
    }

    // MARK: --tee

    /// `--tee` into a reader that never reads (`| sleep 1000`): the copy waits, the chart does not, and
    /// q or SIGTERM ends liveplot.
    @Test(arguments: WayOut.allCases) func teeIntoAReaderThatNeverReads(wayOut: WayOut) async throws {
        let session = try TmuxSession(producer: "seq 1 1000000", arguments: "--tee", downstream: "{ \(Self.gate); }",
                                      width: 90, height: 24)
        try await session.waitUntil("the chart") { try session.screenState().alternate && session.screen().contains("n=") }
        try await wayOut.take(session)
    }

    /// `--tee -o FILE | head -1`: the reader goes after one line; the copy stops (EPIPE), and the chart is
    /// still drawn and saved, status 0 (as `tee -p` would: a reader that had enough is no failure). Without
    /// a terminal (`setsid`: the chart only to -o) liveplot died of SIGPIPE, 141, and -o was never written.
    @Test(arguments: [[], ["--once"]]) func teeWithTheReaderGone(arguments: [String]) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-tee-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.txt").path
        let command = "seq 1 100000 | setsid -w \(LivePlotBinary.url.path) --tee -o \(file) \(arguments.joined(separator: " ")) "
            + "| head -1; echo \"${PIPESTATUS[1]}\" >&2"
        let result = try await Subprocess.run(["bash", "-c", command], environment: ProcessInfo.processInfo.environment, takesASlot: false)
        #expect(result.output == "1\n")
        #expect(result.error == "0\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("last=100k min=0.001k max=100k avg=50k n=100000"))
    }

    /// The same in a terminal, live: the chart goes on to the end, -o gets it, status 0.
    @Test func teeWithTheReaderGoneLive() async throws {
        let session = try TmuxSession(producer: "seq 1 100000", arguments: "--tee -o out.txt", downstream: "head -1 > first",
                                      width: 90, height: 24)
        #expect(try await session.exitStatus() == 0)
        #expect(try String(contentsOfFile: session.path + "/first", encoding: .utf8) == "1\n")
        #expect(try String(contentsOfFile: session.path + "/out.txt", encoding: .utf8).contains("n=100000"))
        #expect(try session.screen().contains("last=100k min=0.001k max=100k avg=50k n=100000"))
    }
}
