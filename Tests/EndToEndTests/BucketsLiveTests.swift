import Foundation
import Testing

/// Buckets live (issue 18), in a real terminal (tmux), as `LiveTerminalTests`.
@Suite(.serialized) struct BucketsLiveTests {
    /// nginx's access log replayed at 100× with `--count`: requests per second as they were, the same
    /// figures as `--once` gives, whatever the replay's own pace.
    @Test func anAccessLogReplayedCountsItsRequestsPerSecond() async throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../tools/fuzz/corpus/nginx-errors.log").standardized.path
        let session = try TmuxSession(producer: "cat \(corpus)", arguments: "--replay 100 --count --utc", width: 90, height: 12)
        #expect(try await session.exitStatus() == 0)
        #expect(try session.terminalModesRestored())
        let screen = try session.screen()
        #expect(screen.contains("last=1 min=1 max=8 avg=6 n=25"), "\(screen)")
        #expect(screen.contains("19:26:40"), "at the log's own times")
    }
}
