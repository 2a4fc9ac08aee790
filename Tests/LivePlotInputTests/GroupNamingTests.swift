import Testing
@testable import LivePlotInput

/// cli.md's Names: an unnamed `--match` group takes its name from the literal text before it, else its number.
@Suite struct GroupNamingTests {
    static func names(_ pattern: String) throws -> [Int: String] {
        try RegexParser.parse(pattern).groupNames
    }

    @Test(arguments: [
        ("time=([0-9.]+)", [1: "time"]), ("rt=(\\d+)", [1: "rt"]), ("bytes: (\\d+)", [1: "bytes"]),
        ("GET / bytes=(\\S+)", [1: "bytes"]), ("in=(\\d+) out=(\\d+)", [1: "in", 2: "out"]),
        ("a=(\\d+)|b=(\\d+)", [1: "a", 2: "b"]), ("resp\\.time=(\\d+)", [1: "resp.time"]),
        ("(?:rx|tx) bytes=(\\d+)", [1: "bytes"]), ("(?:total)=(\\d+)", [1: "total"]),
        ("(?<rx>\\d+) tx=(\\d+)", [1: "rx", 2: "tx"]),
    ])
    func aGroupIsNamedByTheWordBeforeIt(pattern: String, expected: [Int: String]) throws {
        #expect(try Self.names(pattern) == expected, "\(pattern)")
    }

    @Test(arguments: [
        "(\\d+) ms", "\" (\\d{3}) (\\d+)", "\\w+=(\\d+)", "[a-z]+=(\\d+)", "1.5=(\\d+)", "x*=(\\d+)", "= (\\d+)",
    ])
    func withoutAWordBeforeItAGroupKeepsItsNumber(pattern: String) throws {
        #expect(try Self.names(pattern) == [:], "\(pattern)")
    }

    /// Each series keeps a name of its own: a word already taken leaves the group its number.
    @Test func aNameTakenIsNotTakenTwice() throws {
        #expect(try Self.names("x=(\\d+) x=(\\d+)") == [1: "x"])
        #expect(try Self.names("(?<rt>\\d+) rt=(\\d+)") == [1: "rt"])
    }
}
