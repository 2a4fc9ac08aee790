import Foundation
import Testing

/// `--split` live (issue 19), in a real terminal (tmux), as `LiveTerminalTests`.
@Suite(.serialized) struct PanelsLiveTests {
    /// `vmstat 1 | liveplot --split` live at 100×30: six of its seventeen columns a page, each panel on
    /// its own axis, ↓ the next six, the terminal given back on q.
    @Test func vmstatSplitLivePagesThroughItsColumns() async throws {
        let session = try TmuxSession(producer: "vmstat 1", arguments: "--split", width: 100, height: 30)
        try await session.waitUntil("the first page of panels") {
            let screen = try session.screen()
            return screen.contains("● cache") && screen.contains("+11 more")
        }
        var screen = try session.screen()
        for name in ["r", "b", "swpd", "free", "buff", "cache"] { #expect(screen.contains("● \(name) "), "\(name): \(screen)") }
        #expect(!screen.contains("● si "))
        // free memory in millions has an axis of its own: labels in M, none beside the other panels.
        #expect(screen.contains("M┤"), "\(screen)")
        try session.send(keys: "Down")
        try await session.waitUntil("the second page") { try session.screen().contains("● cs ") }
        screen = try session.screen()
        for name in ["si", "so", "bi", "bo", "in", "cs"] { #expect(screen.contains("● \(name) "), "\(name): \(screen)") }
        #expect(!screen.contains("● free "))
        #expect(!screen.contains("paused"), "paging is not scrolling: the view stays live")
        try await session.quitAndExpectTheTerminalBack()
    }
}
