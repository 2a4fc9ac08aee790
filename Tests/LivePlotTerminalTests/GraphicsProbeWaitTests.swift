#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import LivePlotScreen
@testable import LivePlotTerminal

/// The probe's wait for the terminal's answers hands the input read meanwhile on (`meanwhile`), all along
/// it: a terminal that answers nothing holds back the first frame its patience, never the rows read.
@Suite struct GraphicsProbeWaitTests {
    /// A connected pair of sockets: the probe's "terminal" end and the terminal's own.
    static func terminal() -> (probe: Int32, terminal: Int32) {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let kind = Int32(SOCK_STREAM.rawValue)
        #else
        let kind = SOCK_STREAM
        #endif
        precondition(socketpair(AF_UNIX, kind, 0, &ends) == 0, "no socket pair")
        return (ends[0], ends[1])
    }

    @Test func aSilentTerminalsWaitHandsTheInputOnThroughout() {
        let (probe, silent) = Self.terminal()
        defer { close(probe); close(silent) }
        var handed = 0
        let outcome = GraphicsProbe.ask(GraphicsReplies.probe, terminal: probe, signals: SignalEvents(signals: []) { _ in }) { handed += 1 }
        #expect(!outcome.replies.isComplete && !outcome.interrupted)
        // Once a slice of the wait (`inputCheck`), not once before it.
        #expect(handed >= 2, "\(handed)")
        var asked = [UInt8](repeating: 0, count: 4096)
        #expect(read(silent, &asked, asked.count) == GraphicsReplies.probe.count, "the questions reached the terminal")
    }

    @Test func anAnsweringTerminalEndsTheWaitAtItsDA1() {
        let (probe, answering) = Self.terminal()
        defer { close(probe); close(answering) }
        let answer = Array("\u{1B}[?62;c".utf8)
        #expect(write(answering, answer, answer.count) == answer.count)
        var handed = 0
        let outcome = GraphicsProbe.ask(GraphicsReplies.probe, terminal: probe, signals: SignalEvents(signals: []) { _ in }) { handed += 1 }
        #expect(outcome.replies.isComplete && handed >= 1)
    }
}
