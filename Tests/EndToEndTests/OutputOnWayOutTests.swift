import Foundation
import Testing

/// `-o FILE` on a live run the person ends (issue 43): `vmstat 1 | liveplot -o x.txt`, then q or Ctrl-C,
/// used to leave no file and say nothing, since a live producer never ends. Now each way out writes the
/// chart `--once` draws of the same data, then ends with the status it always had; a FIFO nobody reads
/// never holds the way out past the options fuzzer's bound.
@Suite(.serialized) struct OutputOnWayOutTests {
    static let producer = "seq 1 50; while [ ! -e \"$GATE\" ]; do sleep 0.05; done"

    /// A way out, and the status it ends with.
    enum WayOut: String, CaseIterable {
        case quit, ctrlC, terminate

        var status: Int32 {
            switch self {
            case .quit: 0
            case .ctrlC: 128 + 2
            case .terminate: 128 + 15
            }
        }

        func take(_ session: TmuxSession) async throws {
            switch self {
            case .quit: try session.send(keys: "q")
            case .ctrlC: try session.send(keys: "C-c")
            case .terminate: try session.kill(signal: "TERM")
            }
        }
    }

    /// The chart `--once` draws of `seq 1 50` at the final chart's size (a row short of the terminal),
    /// with the session's title.
    static func onceChart(_ session: TmuxSession, width: Int, height: Int) async throws -> String {
        let file = session.path + "/once.txt"
        let input = (1...50).map { "\($0)\n" }.joined()
        let once = try await LivePlotBinary.run(["--once", "-t", session.marker, "--width", "\(width)", "--height", "\(height - 1)",
                                           "-o", file], input: input)
        #expect(once.status == 0, "\(once.error)")
        return try String(contentsOfFile: file, encoding: .utf8)
    }

    /// q, Ctrl-C and SIGTERM with -o a file: the file holds the chart --once draws of the same data, the
    /// status is the way out's own, nothing is said, and the terminal is given back.
    @Test(arguments: WayOut.allCases) func eachWayOutWritesTheChart(wayOut: WayOut) async throws {
        let session = try TmuxSession(producer: Self.producer, arguments: "-o out.txt", width: 90, height: 24)
        try await session.waitUntil("the chart") { try session.screen().contains("last=50 min=1 max=50 avg=25.5 n=50") }
        try await wayOut.take(session)
        try await session.openGateOnceLiveplotExits()
        #expect(try await session.exitStatus() == wayOut.status)
        #expect(try session.standardError() == "")
        let written = try String(contentsOfFile: session.path + "/out.txt", encoding: .utf8)
        let once = try await Self.onceChart(session, width: 90, height: 24)
        #expect(written == once, "-o:\n\(written)\n--once:\n\(once)")
        #expect(try session.terminalModesRestored())
        let state = try session.screenState()
        #expect(!state.alternate && state.cursorVisible && !state.mouseReporting)
        #expect(!(try session.screen().contains("n=50")), "the screen left as it was found, as q always left it")
    }

    /// -o a FIFO nobody reads: the first way out still ends the run (liveplot waits a second for a
    /// reader), saying the chart was left behind, with the way out's status. The time is bounded here as
    /// `BlockedOutputTests` bounds it, on failure only (this tier shares the cores with CPU-bound tests
    /// and a frame's write waits for tmux); the options fuzzer holds the release build to 3 s
    /// (`RunCaseBounds.afterEndSeconds`), and its seeded pass sends q and signals to runs with FIFOs.
    @Test(arguments: [WayOut.quit, .terminate]) func aFIFONobodyReadsNeverHoldsTheWayOut(wayOut: WayOut) async throws {
        let session = try TmuxSession(producer: "mkfifo out.fifo; " + Self.producer, arguments: "-o out.fifo", width: 90, height: 24)
        try await session.waitUntil("the chart") { try session.screen().contains("n=50") }
        try await wayOut.take(session)
        try await session.waitUntil("liveplot ended on one \(wayOut)", seconds: BlockedOutputTests.exitLimit) {
            try Subprocess.runBlocking(["pgrep", "-f", "liveplot -t \(session.marker)"], environment: ProcessInfo.processInfo.environment).status != 0
        }
        try session.openGate()
        #expect(try await session.exitStatus() == wayOut.status)
        #expect(try session.standardError() == "liveplot: the chart was not saved to 'out.fifo': still waiting to be written\n")
        #expect(try session.terminalModesRestored())
    }
}
