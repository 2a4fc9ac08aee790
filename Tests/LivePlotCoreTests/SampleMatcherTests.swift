import Testing
@testable import LivePlotCore

@Suite struct SampleMatcherTests {
    static func number(_ pattern: String, _ line: String) throws -> Double? {
        try SampleMatcher(pattern: pattern).number(in: Array(line.utf8))
    }

    @Test func takesTheFirstGroupThatMatched() throws {
        #expect(try Self.number("time=([0-9.]+)", "64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.045 ms") == 0.045)
        #expect(try Self.number("a=(\\d+)|b=(\\d+)", "b=7") == 7, "the group that took part")
        #expect(try Self.number("bytes=(\\S+)", "GET / bytes=12kB") == 12, "units are read as in any sample")
    }

    @Test func withoutGroupsTheWholeMatch() throws {
        #expect(try Self.number("-?[0-9]+\\.[0-9]+", "load 0.75 0.80") == 0.75)
    }

    @Test func aLineThatDoesNotMatchHoldsNoSample() throws {
        #expect(try Self.number("time=([0-9.]+)", "PING localhost (127.0.0.1) 56(84) bytes of data.") == nil)
        #expect(try Self.number("v=(\\w+)", "v=abc") == nil, "a match that is not a number")
    }

    @Test func aBadPatternIsAUsageErrorWithTheRegexError() {
        do {
            _ = try Options.parse(["--match", "time=([0-9.]+"])
            Issue.record("parsed")
        } catch {
            #expect(error.message == "liveplot: invalid regex 'time=([0-9.]+' for '--match': expected ')' (see 'liveplot --help')")
        }
    }
}
