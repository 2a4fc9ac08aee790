import Testing
@testable import LivePlotInput
@testable import LivePlotCommand
@testable import LivePlotTestSupport

@Suite struct SampleMatcherTests {
    static func numbers(_ pattern: String, _ line: String) throws -> [Double?]? {
        var matcher = try SampleMatcher(pattern: pattern)
        return matcher.numbers(in: Array(line.utf8))?.map { $0.isNaN ? nil : $0 }
    }

    @Test func eachGroupIsASeries() throws {
        #expect(try Self.numbers("time=([0-9.]+)", "64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.045 ms") == [0.045])
        #expect(try Self.numbers("a=(\\d+)|b=(\\d+)", "b=7") == [nil, 7], "a group that took no part is a gap")
        #expect(try Self.numbers("bytes=(\\S+)", "GET / bytes=12kB") == [12_000], "units are read as in any sample: a size scales")
        #expect(try Self.numbers("in=(\\d+) out=(\\d+)", "in=5 out=9") == [5, 9])
    }

    @Test func withoutGroupsTheWholeMatch() throws {
        #expect(try Self.numbers("-?[0-9]+\\.[0-9]+", "load 0.75 0.80") == [0.75])
    }

    @Test func aLineThatDoesNotMatchHoldsNoSample() throws {
        #expect(try Self.numbers("time=([0-9.]+)", "PING localhost (127.0.0.1) 56(84) bytes of data.") == nil)
        #expect(try Self.numbers("v=(\\w+)", "v=abc") == [nil], "a match that is not a number")
    }

    @Test func seriesAreNamedByGroupNamesElseNumbers() {
        let text = "rx=10 tx=3\nnoise\nrx=12 tx=x\n"
        let named = decoded(text, match: "rx=(?<rx>\\d+) tx=(?<tx>\\w+)")
        #expect(named.seriesNames == ["rx", "tx"])
        #expect(columns(named) == ["rx": [10, 12], "tx": [3, nil]])
        #expect(named.skippedLineCount == 1, "the line that does not match")
        // cli.md's Names: an unnamed group is named by the literal before it.
        let byLiteral = decoded(text, match: "rx=(\\d+) tx=(\\d+)")
        #expect(byLiteral.seriesNames == ["rx", "tx"])
        #expect(columns(byLiteral) == ["rx": [10], "tx": [3]], "tx=x does not match \\d+: the line is skipped")
        let numbered = decoded(text, match: "(\\d+) \\w+=(\\d+)")
        #expect(numbered.seriesNames == ["1", "2"], "no word right before either group")
        #expect(columns(numbered) == ["1": [10], "2": [3]])
    }

    @Test func aBadPatternIsAUsageErrorWithTheRegexError() {
        do {
            _ = try Options.parse(["--match", "time=([0-9.]+"])
            Issue.record("parsed")
        } catch {
            #expect(error.message == "liveplot: invalid regex 'time=([0-9.]+' for '--match': expected ')' (see 'liveplot --help')")
        }
    }

    /// A pattern past a bound is a usage error naming it (issue 40: 10,000 nested groups took 12.4 GB, 3,000
    /// groups 15.3 GB, before).
    @Test func aPatternPastABoundIsAUsageErrorNamingIt() {
        let cases = [
            (String(repeating: "(?:", count: 300) + "a" + String(repeating: ")", count: 300),
             "groups and repetitions nested more than 250 deep"),
            ((0..<65).map { "(x\($0))" }.joined(separator: "|"),
             "more than 64 capture groups (a series each, at most 64; '(?:…)' groups without capturing)"),
        ]
        for (pattern, reason) in cases {
            do {
                _ = try Options.parse(["--match", pattern])
                Issue.record("parsed")
            } catch {
                // The pattern shown cut to 80 columns; the reason whole.
                #expect(error.message == "liveplot: invalid regex '\(pattern.prefix(79))…' for '--match': \(reason) (see 'liveplot --help')")
            }
        }
    }
}
