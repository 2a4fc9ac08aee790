import Foundation
import Testing

/// Keys in a real terminal, as a new user would press them: pause a stream that keeps coming, go back to
/// its start, zoom out to find the spike, read it with the cursor, and resume. Serialized with the other
/// tmux suites' habits: each test owns a tmux server.
@Suite(.serialized) struct InteractionTests {
    /// 5,000 rows with a spike at row 2,500, then a row every 20 ms until the test ends.
    static let producer = "seq 1 5000 | sed 's/^2500$/99999/'; "
        + "while [ ! -e \"$GATE\" ]; do echo 7; sleep 0.02; done"

    @Test func pauseGoBackFindTheSpikeAndResume() async throws {
        let session = try TmuxSession(producer: Self.producer, width: 100, height: 24)
        try await session.waitUntil("the first 5,000 rows") { try session.screen().contains("max=99999") }

        try session.send(keys: "Space")
        try await session.waitUntil("paused, with rows arriving since") {
            try session.screen().range(of: #"paused \+[1-9][0-9]* "#, options: .regularExpression) != nil
        }
        let frozen = try session.screen().split(separator: "\n").dropLast()
        try await Task.sleep(for: .milliseconds(300))
        #expect(try session.screen().split(separator: "\n").dropLast() == frozen, "the chart holds still while paused")

        try session.send(keys: "Home")
        try await session.waitUntil("the start of the history on the x axis") {
            try session.screen().split(separator: "\n").dropLast().last?.trimmingCharacters(in: .whitespaces).hasPrefix("20") == true
        }

        for _ in 0..<8 { try session.send(keys: "-") }
        try await session.waitUntil("zoomed out to the spike") { try session.screen().contains("100k┤") }

        try session.send(keys: "Left")
        try await session.waitUntil("the cursor's reading") {
            try session.screen().range(of: #"#[0-9]+–[0-9]+ value≈"#, options: .regularExpression) != nil
        }

        try session.send(keys: "End")
        try await session.waitUntil("live again") { !(try session.screen().contains("paused")) }
        try await session.quitAndExpectTheTerminalBack()
    }

    /// 500 columns: every row drawn to the edge, nothing wraps (ttyplot gives up at 1023 and below).
    @Test func fiveHundredColumns() async throws {
        let session = try TmuxSession(
            producer: "seq 1 2000; while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 500, height: 30)
        try await session.waitUntil("the chart") { try session.screen().contains("n=2000") }
        let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 30)
        #expect(lines.contains { $0.count == 500 }, "rows reach the 500th column")
        #expect(lines.allSatisfy { $0.count <= 500 })
        try await session.quitAndExpectTheTerminalBack()
    }

    /// A terminal too small for a chart says so, and the chart comes when it grows.
    @Test func tooSmallSaysSoUntilItGrows() async throws {
        let session = try TmuxSession(
            producer: "seq 1 50; while [ ! -e \"$GATE\" ]; do sleep 0.05; done", width: 10, height: 4)
        try await session.waitUntil("the message") { try session.screen().contains("too small") }
        try session.resize(width: 60, height: 12)
        try await session.waitUntil("the chart once there is room") { try session.screen().contains("n=50") }
        try await session.quitAndExpectTheTerminalBack()
    }
}
