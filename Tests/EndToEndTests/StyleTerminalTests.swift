import Foundation
import Testing

/// The styles and colours in a real terminal (tmux, captured with its escapes).
@Suite(.serialized) struct StyleTerminalTests {
    static let producer = "for i in $(seq 1 200); do echo $(( (i * 7) % 23 )); done; while [ ! -e \"$GATE\" ]; do sleep 0.05; done"

    @Test(arguments: [("blocks", "█"), ("ascii", "+-"), ("braille", "⠁")])
    func eachStyleLive(style: String, mark: String) async throws {
        let session = try TmuxSession(producer: Self.producer, arguments: "-s \(style)", width: 60, height: 15)
        try await session.waitUntil("the \(style) chart") { try session.screen().contains("n=200") }
        let screen = try session.screen()
        #expect(screen.contains(mark), "\(screen)")
        try await session.quitAndExpectTheTerminalBack()
    }

    /// ASCII is plain ASCII: every character the chart draws is below 0x80.
    @Test func asciiIsPlainASCII() async throws {
        let session = try TmuxSession(producer: Self.producer, arguments: "-s ascii -u ms", width: 60, height: 15)
        try await session.waitUntil("the chart") { try session.screen().contains("n=200") }
        let screen = try session.screen()
        #expect(screen.unicodeScalars.allSatisfy { $0.value < 0x80 }, "\(screen)")
        try await session.quitAndExpectTheTerminalBack()
    }

    /// `NO_COLOR=1`: not one colour code, live.
    @Test func noColorMeansNoColourCodes() async throws {
        let session = try TmuxSession(producer: Self.producer, environment: "NO_COLOR=1", width: 60, height: 15)
        try await session.waitUntil("the chart") { try session.screen().contains("n=200") }
        let styled = try session.styledScreen()
        for code in ["\u{1B}[3", "\u{1B}[9", "38;", ";3", ";9"] {
            #expect(!styled.replacingOccurrences(of: "\u{1B}[39m", with: "").contains(code), "\(code.debugDescription) in \(styled.debugDescription)")
        }
        try await session.quitAndExpectTheTerminalBack()
    }

    /// A 24-bit terminal (`COLORTERM=truecolor`) gets 24-bit colour.
    @Test func trueColourWhenTheTerminalSaysSo() async throws {
        let session = try TmuxSession(producer: Self.producer, environment: "COLORTERM=truecolor", width: 60, height: 15)
        try await session.waitUntil("the chart") { try session.screen().contains("n=200") }
        #expect(try session.styledScreen().contains("38;2;"), "tmux passes RGB on")
        try await session.quitAndExpectTheTerminalBack()
    }
}
