import Testing
@testable import LivePlotInput
@testable import LivePlotCommand

/// `--by`, `--top`, `--heatmap`, `--hist` (issue 45): what each needs is said at once, as a usage error.
@Suite struct DistributionOptionsTests {
    /// The message `arguments` are refused with, nil when taken.
    static func refusal(_ arguments: [String]) -> String? { OptionBoundsTests.refusal(arguments) }

    @Test func eachSaysWhatItNeeds() {
        #expect(Self.refusal(["--by", "9"])?.contains("'--by' makes a series per value of buckets: add --count") == true)
        #expect(Self.refusal(["--top", "3", "--count"])?.contains("'--top' says how many values of --by get a series") == true)
        #expect(Self.refusal(["--heatmap", "--count"])?.contains("'--heatmap' bins the values of each bucket") == true)
        #expect(Self.refusal(["--by", "", "--count"]) == "liveplot: invalid value '' for '--by': expected a position or a field's name (see 'liveplot --help')")
        #expect(Self.refusal(["--by", "9", "--count", "-r"]) != nil, "a rate between different values' lines means nothing")
        #expect(Self.refusal(["--by", "9", "--count"]) == nil)
        #expect(Self.refusal(["--by", "status", "--stat", "p99", "--top", "63"]) == nil)
        #expect(Self.refusal(["--heatmap", "--hist", "--every", "1s", "--stat", "p50,p99"]) == nil)
    }

    /// With `--match`, `--by` names one of its capture groups: one the pattern lacks is a mistake to say
    /// now, not a chart of one `(none)` series.
    @Test func aCaptureGroupThePatternLacks() {
        #expect(Self.refusal(["--count", "--match", #"" (\d+) (\d+)"#, "--by", "3"])
                == "liveplot: '--by 3' with --match names its capture group 3, and the pattern has 2 (see 'liveplot --help')")
        #expect(Self.refusal(["--count", "--match", #"" (\d+)"#, "--by", "code"])?.contains("the pattern has none of that name") == true)
        #expect(Self.refusal(["--count", "--match", #"" (?<code>\d+)"#, "--by", "code"]) == nil)
        #expect(Self.refusal(["--count", "--match", #"" (\d+) (\d+)"#, "--by", "2"]) == nil)
    }
}
