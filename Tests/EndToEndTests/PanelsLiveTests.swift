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

    /// The mouse on `vmstat 1 | liveplot --split`: reporting asked for while live, a click on the newest
    /// column of a panel puts the cursor there (paused, each legend reading its series), a turn of the
    /// wheel, ↓ to the next panels read at the same instant, and q gives the terminal back with mouse
    /// reporting off.
    @Test func vmstatSplitTakesAClickAndTheWheel() async throws {
        let session = try TmuxSession(producer: "vmstat 1", arguments: "--split", width: 100, height: 30)
        try await session.waitUntil("two samples") { try session.screen().contains("n=2") }
        #expect(try session.screenState().mouseReporting)
        // The newest sample stands at the right edge, in the last column.
        try session.mouse(0, x: 99, y: 2)
        try await session.waitUntil("the cursor's reading in the legends") {
            let screen = try session.screen()
            return screen.contains("paused") && screen.contains("● r=") && !screen.contains("● r=–")
        }
        // A few seconds of history fill less than the width: the wheel has nothing wider to show, and the
        // cursor stays where the click put it.
        let clicked = try session.screen()
        try session.mouse(65, x: 99, y: 2)
        try session.send(keys: "Down")
        try await session.waitUntil("the next panels, read at the cursor") { try session.screen().contains("● cs=") }
        #expect(try session.screen().contains("paused"), "\(clicked)")
        try await session.quitAndExpectTheTerminalBack()
    }

    /// The wheel zooms about the pointer: out one step shows twice the rows, their columns' envelopes, the
    /// sample under the pointer staying there; a click then reads the column's two samples in each panel.
    @Test func theWheelZoomsAndAClickReads() async throws {
        let session = try TmuxSession(producer: "seq 1 3000 | awk '{ print $1, $1 % 100 }'; while [ ! -e \"$GATE\" ]; do sleep 0.05; done",
                                      arguments: "--split", width: 100, height: 30)
        try await session.waitUntil("3,000 rows, one a dot column") {
            let screen = try session.screen()
            return screen.contains("n=3000") && screen.contains("2820      2840")
        }
        try session.mouse(65, x: 49, y: 4)
        try await session.waitUntil("zoomed out about the pointer, paused") {
            let screen = try session.screen()
            return screen.contains("2650         2700") && screen.contains("paused +0")
        }
        try session.mouse(0, x: 49, y: 4)
        try await session.waitUntil("the cursor reads its column's two rows in each panel") {
            let screen = try session.screen()
            return screen.contains("#2797–2798") && screen.contains("● 1≈2797.5 (2797…2798)") && screen.contains("● 2≈97.5 (97…98)")
        }
        try await session.quitAndExpectTheTerminalBack()
    }
}
