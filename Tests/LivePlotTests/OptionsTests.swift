import Testing
@testable import LivePlotText
@testable import LivePlotInput
@testable import LivePlotStore
@testable import LivePlotScreen
@testable import LivePlotChart
@testable import LivePlotLive
@testable import LivePlotCommand

@Suite struct OptionsTests {
    @Test func parsesTheContractsFlags() throws {
        let options = try Options.parse(["-t", "Boiler", "-u", "°C", "-m", "100", "-M", "-5", "--min=-5", "-n500", "--fps", "10",
                                         "--no-animation", "--time", "--once", "--width", "60", "--height=15", "-c", "--color", "never"])
        #expect(options.title == "Boiler")
        #expect(options.unit == "°C")
        #expect(options.fixedMaximum == 100)
        #expect(options.fixedMinimum == -5)
        #expect(options.history == 500)
        #expect(options.framesPerSecond == 10)
        #expect(!options.animation)
        #expect(options.timeAxis)
        #expect(options.once == true)
        #expect(options.width == 60 && options.height == 15)
        #expect(options.transform == .cumulative)
        #expect(options.color == .never)
    }

    @Test(arguments: [
        (["--frobnicate"], "liveplot: unknown option '--frobnicate' (see 'liveplot --help')"),
        (["-m"], "liveplot: option '-m' needs a value (see 'liveplot --help')"),
        (["-m", "lots"], "liveplot: invalid value 'lots' for '-m': expected a finite number (see 'liveplot --help')"),
        (["--max", "inf"], "liveplot: invalid value 'inf' for '--max': expected a finite number (see 'liveplot --help')"),
        (["--fps", "0"], "liveplot: invalid value '0' for '--fps': expected a whole number from 1 to 240 (see 'liveplot --help')"),
        (["--color", "sometimes"], "liveplot: invalid value 'sometimes' for '--color': expected auto, always or never (see 'liveplot --help')"),
        (["-m", "1", "-M", "5"], "liveplot: --min (5) must be below --max (1) (see 'liveplot --help')"),
        (["--once=yes"], "liveplot: option '--once' takes no value (see 'liveplot --help')"),
        (["-c", "-d"], "liveplot: '-d' cannot be combined with --cumulative: choose one transform (see 'liveplot --help')"),
        (["--delta", "--delta"], nil),
        (["-t", "\u{1B}[2J"], nil),
        // Each of these trapped, or allocated gigabytes, before (issue "Unbreakable, again", items 2 and 9).
        (["-m", "1e-300", "-M", "1e-300"], "liveplot: --min (1e-300) must be below --max (1e-300) (see 'liveplot --help')"),
        (["-f", "9223372036854775807"], "liveplot: invalid value '9223372036854775807' for '-f': expected positions up to 524288: a line of at most 1 MiB holds no more fields (see 'liveplot --help')"),
        (["-f", "2,4611686018427387904"], "liveplot: invalid value '2,4611686018427387904' for '-f': expected positions up to 524288: a line of at most 1 MiB holds no more fields (see 'liveplot --help')"),
        (["-f", "10000000000"], "liveplot: invalid value '10000000000' for '-f': expected positions up to 524288: a line of at most 1 MiB holds no more fields (see 'liveplot --help')"),
        (["\u{1B}]0;pwned\u{07}"], "liveplot: unknown option '' (see 'liveplot --help')"),
        (["--\u{1B}[2J=1"], "liveplot: unknown option '--' (see 'liveplot --help')"),
    ])
    func namesTheBadFlagOrValue(arguments: [String], message: String?) {
        do {
            _ = try Options.parse(arguments)
            #expect(message == nil)
        } catch {
            #expect(error.message == message)
        }
    }
}
