import Foundation
import Testing

/// A stalled producer, live (issue 43): the status says `quiet Ns` and counts up, and the word goes
/// when a line comes. In a real terminal (tmux), as `LiveTerminalTests`.
@Suite(.serialized) struct QuietLiveTests {
    /// The seconds the status says the input has been quiet, nil when it does not say so. Past a minute
    /// it reads `quiet 3m 05s` or `quiet 2h 05m` (`ElapsedText`): a test kept waiting on a loaded machine
    /// still reads the word.
    static func quietSeconds(_ screen: String) -> Int? {
        guard let range = screen.range(of: #"quiet (\d+[dhms] ?)+"#, options: .regularExpression) else { return nil }
        let units: [Character: Int] = ["d": 86_400, "h": 3600, "m": 60, "s": 1]
        return screen[range].dropFirst(6).split(separator: " ").reduce(0) { total, part in
            total + (Int(part.dropLast()) ?? 0) * (units[part.last ?? "s"] ?? 1)
        }
    }

    @Test func quietSecondsReadsEveryUnit() {
        #expect(Self.quietSeconds("n=6 last=6 quiet 25s") == 25)
        #expect(Self.quietSeconds("n=6 quiet 3m 05s last=6") == 185)
        #expect(Self.quietSeconds("quiet 2h 05m") == 7_500)
        #expect(Self.quietSeconds("n=6 last=6") == nil)
    }

    /// Six lines 0.3 s apart, then nothing until the test writes `more`: quiet (2 s at least), counting
    /// up; then lines 0.3 s apart again, and the word is gone (for as long as they come: a single line
    /// would leave it gone for 2 s only, which a loaded machine's look at the screen can miss).
    @Test func aStalledProducerIsQuietUntilItSpeaks() async throws {
        let session = try TmuxSession(
            producer: "for i in 1 2 3 4 5 6; do echo $i; sleep 0.3; done; while [ ! -e more ]; do sleep 0.05; done; "
                + "while [ ! -e \"$GATE\" ]; do echo 7; sleep 0.3; done", width: 80, height: 16)
        try await session.waitUntil("quiet") { try Self.quietSeconds(session.screen()) != nil }
        let first = try #require(try Self.quietSeconds(session.screen()))
        #expect(first >= 2)
        try await session.waitUntil("counting up") { try (Self.quietSeconds(session.screen()) ?? 0) > first }
        #expect(try session.screen().contains("n=6"))
        try "".write(to: URL(fileURLWithPath: session.path).appendingPathComponent("more"), atomically: true, encoding: .utf8)
        try await session.waitUntil("lines again, and no quiet") {
            let screen = try session.screen()
            return screen.contains("last=7") && !screen.contains("quiet")
        }
        try await session.quitAndExpectTheTerminalBack()
    }
}
