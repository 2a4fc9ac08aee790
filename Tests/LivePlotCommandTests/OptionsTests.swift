import Testing
@testable import LivePlotStore
@testable import LivePlotCommand
import LivePlotInput
@testable import LivePlotTestSupport

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

    /// `--alert`: above by default or with `>`, below with `<`, a negative threshold too; the last given wins.
    @Test func alertThresholds() throws {
        #expect(try Options.parse(["--alert", "200"]).alert == AlertThreshold(value: 200, isBelow: false))
        #expect(try Options.parse(["--alert", ">1e3"]).alert == AlertThreshold(value: 1000, isBelow: false))
        #expect(try Options.parse(["--alert", "<5", "--bell"]).alert == AlertThreshold(value: 5, isBelow: true))
        #expect(try Options.parse(["--alert", "<5", "--bell"]).bell)
        #expect(try Options.parse(["--alert", "-2.5"]).alert == AlertThreshold(value: -2.5, isBelow: false))
        #expect(try Options.parse(["--alert=<-2.5"]).alert == AlertThreshold(value: -2.5, isBelow: true))
        #expect(try Options.parse(["--alert", "1", "--alert", "<2"]).alert == AlertThreshold(value: 2, isBelow: true))
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
        (["--replay", "0"], "liveplot: invalid value '0' for '--replay': expected a number from 0.001 to 1000000 (see 'liveplot --help')"),
        (["--replay", "-2"], "liveplot: invalid value '-2' for '--replay': expected a number from 0.001 to 1000000 (see 'liveplot --help')"),
        (["--replay", "10x"], "liveplot: invalid value '10x' for '--replay': expected a finite number (see 'liveplot --help')"),
        (["--replay", "10", "--once"], "liveplot: '--replay' plays the input live and '--once' draws it at once: choose one (see 'liveplot --help')"),
        (["--replay", "10", "-x", "none"], "liveplot: '--replay' plays the input at its times, and '-x none' turns them off: choose one (see 'liveplot --help')"),
        (["--replay", "0.5", "-x", "ts"], nil),
        (["--stat", "p99,median"], "liveplot: invalid stat 'median' for '--stat': mean, min, max, sum, count or a percentile p0 … p100 (p99, p99.9) (see 'liveplot --help')"),
        (["--stat", "p101"], "liveplot: invalid stat 'p101' for '--stat': mean, min, max, sum, count or a percentile p0 … p100 (p99, p99.9) (see 'liveplot --help')"),
        (["--every", "0s"], "liveplot: invalid span '0s' for '--every': a duration from 1ms to 3650d (500ms, 30s, 5m, 2h) or a number of samples from 1 to 10000000 (see 'liveplot --help')"),
        (["--count", "--stat", "p99"], "liveplot: '--count' counts lines and '--stat' summarizes their values: choose one (see 'liveplot --help')"),
        (["--every", "5m", "--stat", "p50,p95,p99.9", "-r"], nil),
        (["--smooth", "0"], "liveplot: invalid span '0' for '--smooth': a duration from 1ms to 3650d (500ms, 30s, 5m, 2h) or a number of samples from 1 to 10000000 (see 'liveplot --help')"),
        (["--smooth", "fast"], "liveplot: invalid span 'fast' for '--smooth': a duration from 1ms to 3650d (500ms, 30s, 5m, 2h) or a number of samples from 1 to 10000000 (see 'liveplot --help')"),
        (["--smooth", "20", "--every", "1s", "--stat", "p99", "-r"], nil),
        (["--hline", "200,abc"], "liveplot: invalid value 'abc' for '--hline': finite numbers, comma-separated (200 or 0.5,1,2) (see 'liveplot --help')"),
        (["--hline", "1,,2"], "liveplot: invalid value '' for '--hline': finite numbers, comma-separated (200 or 0.5,1,2) (see 'liveplot --help')"),
        (["--hline", "200ms"], "liveplot: invalid value '200ms' for '--hline': finite numbers, comma-separated (200 or 0.5,1,2) (see 'liveplot --help')"),
        (["--hline", "1e999"], "liveplot: invalid value '1e999' for '--hline': finite numbers, comma-separated (200 or 0.5,1,2) (see 'liveplot --help')"),
        (["--hline", "-0.5,1e3,2"], nil),
        (["--log", "-M", "0"], "liveplot: --min 0 with '--log': a logarithmic axis holds values above 0 only (see 'liveplot --help')"),
        (["--log", "--max", "-1e3"], "liveplot: --max -1e3 with '--log': a logarithmic axis holds values above 0 only (see 'liveplot --help')"),
        (["--log", "--hline", "200,0"], "liveplot: --hline 0 with '--log': a logarithmic axis holds values above 0 only (see 'liveplot --help')"),
        (["--log", "-M", "0.001", "-m", "1e9", "--hline", "200", "--split"], nil),
        (["--alert", "200ms"], "liveplot: invalid value '200ms' for '--alert': a finite number, after > for above (the default) or < for below ('>200', '<5') (see 'liveplot --help')"),
        (["--alert", ">"], "liveplot: invalid value '>' for '--alert': a finite number, after > for above (the default) or < for below ('>200', '<5') (see 'liveplot --help')"),
        (["--alert", "<<5"], "liveplot: invalid value '<<5' for '--alert': a finite number, after > for above (the default) or < for below ('>200', '<5') (see 'liveplot --help')"),
        (["--alert", "=5"], "liveplot: invalid value '=5' for '--alert': a finite number, after > for above (the default) or < for below ('>200', '<5') (see 'liveplot --help')"),
        (["--log", "--alert", "<0"], "liveplot: --alert 0 with '--log': a logarithmic axis holds values above 0 only (see 'liveplot --help')"),
        (["--bell"], "liveplot: --bell rings when a series crosses into the alert: give the threshold with --alert V (see 'liveplot --help')"),
        (["--alert", "-0.5", "--bell", "--split", "--log", "--alert=>1e3"], nil),
        (["\u{1B}]0;pwned\u{07}"], nil),
        (["-F"], "liveplot: '-F' follows files: name them (liveplot -F app.log) (see 'liveplot --help')"),
        (["--exec", "vmstat 1", "-F"], "liveplot: '-F' follows files: name them (liveplot -F app.log) (see 'liveplot --help')"),
        (["--interval", "2s", "app.log"], "liveplot: '--interval' runs an --exec command again: give one (--exec 'curl -s host:9100/metrics' --interval 5s) (see 'liveplot --help')"),
        (["--exec", "vmstat 1", "--interval", "50ms"], "liveplot: invalid duration '50ms' for '--interval': a duration from 100ms to 1d (500ms, 2s, 5m) (see 'liveplot --help')"),
        (["--exec", "vmstat 1", "--interval", "5"], "liveplot: invalid duration '5' for '--interval': a duration from 100ms to 1d (500ms, 2s, 5m) (see 'liveplot --help')"),
        (["--exec", "web1=  "], "liveplot: invalid value 'web1=  ' for '--exec': a command to run ('vmstat 1', or web1=ssh web1 vmstat 1) (see 'liveplot --help')"),
        (["-", "a.log", "-"], "liveplot: '-' (standard input) is named twice: it can be read once (see 'liveplot --help')"),
        (["--demo", "a.log"], "liveplot: '--demo' plots its own signal: it reads no FILE or --exec (see 'liveplot --help')"),
        (["--tee", "a.log"], "liveplot: '--tee' copies standard input on: with FILE or --exec, add - to read it too (see 'liveplot --help')"),
        (["--tee", "a.log", "-"], nil),
        ([""], "liveplot: an empty file name: name a file to read, or - for standard input (see 'liveplot --help')"),
        (["-F", "a.log", "--", "-n", "--exec"], nil),
        (["--every", "2", "a.log", "b.log"], "liveplot: '--every' of a count of samples counts one source's lines, and several sources' lines interleave: give a duration (--every 1s) (see 'liveplot --help')"),
        (["--every", "2s", "a.log", "b.log"], nil),
        (["--every", "2", "a.log"], nil),
        (["--exec", "averyveryverylongname=echo 1"], "liveplot: invalid name 'averyveryverylongname' for '--exec': at most 16 characters (it names every series of the command) (see 'liveplot --help')"),
        (["--exec", "sixteencharacter=echo 1"], nil),
        (["--once", "-F", "a.log"], "liveplot: '-F' follows the files for ever and '--once' draws the chart at the end: choose one (see 'liveplot --help')"),
        (["--once", "--exec", "vmstat 1", "--interval", "1s"], "liveplot: '--interval' runs the commands again for ever and '--once' draws the chart at the end: choose one (see 'liveplot --help')"),
        (["--exec", "web1=ssh web1 vmstat 1", "--exec", "vmstat 1", "--interval", "100ms", "-", "b.log", "-F"], nil),
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

    /// `--exec [name=]CMD`: a name is lowercase letters, digits, `_` and `-` before `=`, unless what
    /// follows is a shell variable's value (`i=0; …`), which is the command's own.
    @Test(arguments: [
        ("web1=ssh web1 vmstat 1", InputSource.command(name: "web1", line: "ssh web1 vmstat 1")),
        ("load=uptime", .command(name: "load", line: "uptime")),
        ("vmstat 1", .command(name: nil, line: "vmstat 1")),
        ("i=0; while :; do echo $i; done", .command(name: nil, line: "i=0; while :; do echo $i; done")),
        ("n=5 && seq $n", .command(name: nil, line: "n=5 && seq $n")),
        ("x=1|cat", .command(name: nil, line: "x=1|cat")),
        ("Web1=ssh web1", .command(name: nil, line: "Web1=ssh web1")),
        ("a-b_2=echo 1", .command(name: "a-b_2", line: "echo 1")),
    ])
    func execNamesItsSourceUnlessItAssigns(text: String, source: InputSource) throws {
        #expect(try Options.parse(["--exec", text]).sources == [source])
    }

    /// A value each option takes, for the table's own round trip.
    private static func validValue(for option: OptionSpec) -> String? {
        switch option.value {
        case nil: nil
        case .text: option.names.contains("--match") ? "t=(\\d+)" : option.names.contains("--fields") ? "2" : "x"
        case .span: "30s"
        case .duration: "2s"
        case .numbers: "200"
        case .threshold: "<200"
        case .field: "2"
        case .list: "p50,p99"
        case .file: "chart.svg"
        case .number: "5"
        case .integer(_, let range): String(range.lowerBound)
        case .choice(_, let words): words.last
        }
    }

    /// Every name of every option in the table is taken, with a value when it needs one, and says so when
    /// it is missing or given to a switch: the parser knows no flag the table does not, and no other.
    @Test func everyNameInTheTableIsParsed() throws {
        for option in OptionTable.options {
            for name in option.allNames {
                if let value = Self.validValue(for: option) {
                    // An interval is of a command's runs: it needs one.
                    // --by splits buckets, and --top counts its values.
                    let needs = name == "--interval" ? ["--exec", "vmstat 1"] : name == "--by" ? ["--count"]
                        : name == "--top" ? ["--by", "2", "--count"] : []
                    _ = try Options.parse(needs + [name, value])
                    if name.hasPrefix("--") { _ = try Options.parse(needs + ["\(name)=\(value)"]) }
                    #expect(throws: OptionsError("option '\(name)' needs a value")) { try Options.parse([name]) }
                } else {
                    // The bell rings for an alert: it needs one.
                    // The bell rings for an alert, -F follows files: each needs one.
                    let needs = name == "--bell" ? ["--alert", "200"] : ["-F", "--follow"].contains(name) ? ["app.log"] : []
                    _ = try Options.parse(needs + [name])
                    if name.hasPrefix("--") {
                        #expect(throws: OptionsError("option '\(name)' takes no value")) { try Options.parse(needs + ["\(name)=1"]) }
                    }
                }
            }
        }
        #expect(OptionTable.named.count == OptionTable.options.reduce(0) { $0 + $1.allNames.count }, "no name twice")
    }

    /// The usage text lists each option the table lists (by its label), under its section, in the table's
    /// order; and the README's flag table names every option.
    @Test func usageAndReadmeListEveryOption() throws {
        let usage = Usage.text
        var searchFrom = usage.startIndex
        for option in OptionTable.options where !option.usageLabel.isEmpty {
            let line = "  " + option.usageLabel
            let found = try #require(usage.range(of: line, range: searchFrom..<usage.endIndex), "\(line) in order")
            searchFrom = found.upperBound
        }
        let readme = try String(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/LivePlotCommandTests/OptionsTests.swift", with: "README.md"),
                                encoding: .utf8)
        let flags = try #require(readme.range(of: "## Flags"))
        let section = readme[flags.upperBound...].prefix { _ in true }.split(separator: "\n## ", maxSplits: 1)[0]
        for option in OptionTable.options {
            for name in option.names {
                #expect(section.contains("`\(name)") || section.contains(" \(name)"), "README's flags name \(name)")
            }
        }
    }

    /// The usage text as the table makes it: the options part, exactly.
    @Test func usageTextFromTheTable() {
        let expected = """
            Sources
              -F, --follow          after each FILE's end, follow it as it grows, by name, across rotation and
                                    truncation (tail -F); a FILE that does not exist yet is waited for
                  --exec [name=]CMD run CMD with sh -c on a pseudo-terminal (it writes line by line: no stdbuf)
                                    and read its output; repeatable, each a source; name= (a-z 0-9 _ -) names it
                  --interval SPAN   run each --exec command again SPAN after it ends (like watch -n); each run's
                                    output is one step along x: --exec 'curl -s host:9100/metrics' --interval 5s
            Input
              -f, --fields LIST     plot only these fields: 1-based positions, names, JSON paths or
                                    patterns with * (2 · 1,3 · cpu,mem · resp.time · node_load*); positions
                                    count fields as awk's $N, a leading timestamp's among them (x)
                  --match REGEX     take the numbers from REGEX's capture groups (or the whole match when it
                                    has none); lines that do not match are skipped
              -x, --x FIELD         take x from FIELD (a position, a header's name, a JSON or key=value key): a
                                    timestamp, an epoch number, or a plain number (nice ticks). Default auto: a time
                                    found in the lines (below); none: sample numbers
                  --utc             show times in UTC (default: local time, TZ honoured)
                                    Series are named by the keys of key=value / key:value pairs when a
                                    line has them (cpu=12 mem=40; bare numbers on such a line are not
                                    series), else by a first line of names (a CSV header), else by
                                    position (1, 2, …)
                                    x is a line's time when it has one: a leading timestamp (2026-11-22T10:00:01Z,
                                    10:00:01.5, Nov 22 10:00:01), a bracketed [22/Nov/2026:10:00:01 +0000], a
                                    JSON or pair field time, ts, timestamp, @timestamp, date or datetime, a
                                    metric line's timestamp
            Transform
              -c, --cumulative      plot running totals
              -d, --delta           plot the difference between successive values
              -r, --rate            plot a counter's rate per second (difference ÷ seconds between samples'
                                    times: the data's own when x is a time, else arrival); a counter that goes
                                    backwards (a reset) starts again, no negative spike
                  --count           plot how many lines (with --match: matching lines; with -f: lines with the
                                    field) arrive per bucket (--every)
                  --every SPAN      aggregate each series into buckets of SPAN: a duration (1s, 500ms, 5m) of x
                                    time (the data's, else arrival), or a count of samples (100); default 1s
                                    with --count or --stat
                  --stat LIST       what each bucket shows: mean (default) min max sum count p50 p90 p95 p99
                                    or any pNN, the nearest rank: the least value with NN% of them at or below it
                                    (p99 of 1 and 100 is 100); several make a series each (cpu p50, cpu p99)
                  --by FIELD        a series per distinct value of FIELD (a position, a name, a JSON path, a
                                    pair's key; with --match a group's number or name), with --count or --stat:
                                    requests per status, p99 per endpoint; the --top K by lines, the rest other
                  --top K           with --by, how many values get a series of their own (default 8)
                  --smooth SPAN     also draw a trailing mean over SPAN (samples or a duration), bright, over the
                                    raw line drawn dim; the figures stay the raw ones
            Scale
              -m, --max V           fix the top of the y axis
              -M, --min V           fix the bottom of the y axis
                  --log             logarithmic y axis (ticks at 1, 2, 5 × 10ⁿ); values ≤ 0 at its bottom edge, counted
              -n, --history N       samples kept per series for scrolling back (default 100000)
                  --window SPAN     what the live view spans: a duration of x time (30s, 5m, 2h; the data's times,
                                    else arrival) or a number of samples; + and - zoom it
            Display
              -t, --title TEXT      title above the chart
              -u, --unit TEXT       unit shown with the labels and figures
              -s, --style NAME      braille | blocks | ascii   (default: braille on a UTF-8 locale, else ascii)
                  --split           a panel per series (with --stat, per input), each with its own y axis, over one
                                    x axis; more than fit: ↑ and ↓ page through them
                  --hline V[,V…]    dim reference lines at these values, labelled at the right; the axis spans them
                  --alert [<|>]V    draw what is above V (or below, with <) in the alert colour, marked as such, and
                                    say since when in the status (quote it for the shell: --alert '<5')
                  --bell            with --alert, ring the terminal bell once each time a series crosses into it
                  --heatmap         draw each series as a heatmap: x buckets (--every, else a column each), value
                                    bins on the y axis (log bins with --log), colour = how many; --stat lines over it
                  --hist            show the values in view as a histogram (h toggles it live): nice bins, a bar
                                    and a count per bin, p50/p90/p99 marked
                  --graphics WHEN   auto | kitty | sixel | none: draw the plot area as pixels where the
                                    terminal can (auto: asked at start); labels and status stay text
                  --color WHEN      auto | always | never      (auto: only on a terminal, never with NO_COLOR set)
                  --fps N           redraw at most N times a second (default 30)
                  --no-animation    no draw-in animation
                  --time            label the x axis with arrival time instead of sample number
                  --width N, --height N   chart size (default: the terminal's; else COLUMNS×LINES; else 80×20)
            Output
                  --once            read to end of input, print one chart, exit (the default when stdout is not
                                    a terminal; on a terminal that cannot move its cursor, TERM=dumb, a
                                    chart every 5 seconds as samples arrive, and one at the end)
                  --tee             copy standard input to standard output unchanged, as it arrives, and draw
                                    on the terminal (/dev/tty); a slow reader downstream slows liveplot
              -o, --output FILE     also write the chart to FILE at the end, and on s in live mode: FILE.svg a
                                    vector chart, any other name the text shown (no escapes)
                  --replay SPEED    play timestamped input at its own pace × SPEED (1 = real time, 60 = an hour
                                    a minute); space pauses it; the finished chart stays at the end
                  --explain         say how the input is read, then exit: format, separator, header, label
                                    columns, x, each series and where it comes from, the producer recognised,
                                    why the first lines not used were skipped. Reads at most the first
                                    1000 lines, for at most 10 s (Ctrl-C: at once); no chart
                                    (--once changes nothing)
                  --man             print the manual page (roff: liveplot --man | man -l -)
                  --generate-completion-script SHELL   print the completion script for SHELL: bash | zsh | fish
              -h, --help            this text
                  --version         version
            """
        expectFrame(Usage.optionLines, expected)
    }
}

