import LivePlotStore
import LivePlotText
import LivePlotInput
import LivePlotChart

/// Every option of the command line, in the order the usage text lists them: the one place a flag is
/// spelled. `Options.parse`, `Usage.text` and the usage errors are made from it.
///
/// The command layer's source (`LivePlotCommand`): the options read from it are resolved into a `RunPlan`.
///
/// ```swift
/// OptionTable.named["--title"]?.value?.placeholder  // "TEXT"
/// ```
public enum OptionTable {
    public static let options: [OptionSpec] = [
        OptionSpec(["-F", "--follow"], .sources, help: [
            "after each FILE's end, follow it as it grows, by name, across rotation and",
            "truncation (tail -F); a FILE that does not exist yet is waited for",
        ]) { draft, _ in
            draft.options.follow = true
        },
        OptionSpec(["--exec"], .text("[name=]CMD"), .sources, help: [
            "run CMD with sh -c on a pseudo-terminal (it writes line by line: no stdbuf)",
            "and read its output; repeatable, each a source; name= (a-z 0-9 _ -) names it",
        ]) { draft, given throws(OptionsError) in
            draft.options.sources.append(try InputSource(commandText: given.text))
        },
        OptionSpec(["--interval"], .duration("SPAN", shortestInterval...longestInterval), .sources, help: [
            "run each --exec command again SPAN after it ends (like watch -n); each run's",
            "output is one step along x: --exec 'curl -s host:9100/metrics' --interval 5s",
        ]) { draft, given in
            draft.options.interval = given.duration
        },
        OptionSpec(["-f", "--fields"], .text("LIST"), .input, help: [
            "plot only these fields: 1-based positions, names, JSON paths or",
            "patterns with * (2 · 1,3 · cpu,mem · resp.time · node_load*); positions",
            "count fields as awk's $N, a leading timestamp's among them (x)",
        ]) { draft, given throws(OptionsError) in
            draft.options.fields = try FieldSelection.parse(given.text)
        },
        OptionSpec(["--match"], .text("REGEX"), .input, help: [
            "take the numbers from REGEX's capture groups (or the whole match when it",
            "has none); lines that do not match are skipped",
        ]) { draft, given throws(OptionsError) in
            do {
                draft.options.match = try SampleMatcher(pattern: given.text)
            } catch {
                throw OptionsError("invalid regex '\(OptionsError.shown(given.text))' for '--match': \(TerminalText(String(describing: error)).string)")
            }
        },
        OptionSpec(["-x", "--x"], .field("FIELD", positions: 1...FieldSelection.maximumPosition, words: ["auto", "none"]), .input, help: [
            "take x from FIELD (a position, a header's name, a JSON or key=value key): a",
            "timestamp, an epoch number, or a plain number (nice ticks). Default auto: a time",
            "found in the lines (below); none: sample numbers",
        ]) { draft, given in
            draft.options.x = XSource(parsing: given.text)
        },
        OptionSpec(["--utc"], .input, help: ["show times in UTC (default: local time, TZ honoured)"]) { draft, _ in
            draft.options.utc = true
        },
        OptionSpec(["-c", "--cumulative"], .transform, help: ["plot running totals"]) { draft, given throws(OptionsError) in
            try draft.choose(.cumulative, given.flag)
        },
        OptionSpec(["-d", "--delta"], .transform, help: ["plot the difference between successive values"]) { draft, given throws(OptionsError) in
            try draft.choose(.delta, given.flag)
        },
        OptionSpec(["-r", "--rate"], .transform, help: [
            "plot a counter's rate per second (difference ÷ seconds between samples'",
            "times: the data's own when x is a time, else arrival); a counter that goes",
            "backwards (a reset) starts again, no negative spike",
        ]) { draft, given throws(OptionsError) in
            try draft.choose(.rate, given.flag)
        },
        OptionSpec(["--count"], .transform, help: [
            "plot how many lines (with --match: matching lines; with -f: lines with the",
            "field) arrive per bucket (--every)",
        ]) { draft, _ in
            draft.options.countsEvents = true
        },
        OptionSpec(["--every"], .span("SPAN", spans), .transform, help: [
            "aggregate each series into buckets of SPAN: a duration (1s, 500ms, 5m) of x",
            "time (the data's, else arrival), or a count of samples (100); default 1s",
            "with --count or --stat",
        ]) { draft, given throws(OptionsError) in
            draft.options.every = given.span
        },
        // More stats than series a chart keeps could show nothing: each input gives a series per stat.
        OptionSpec(["--stat"], .list("LIST", BucketStat.usual.map(\.name), most: SeriesCatalog.maximumCount), .transform, help: [
            "what each bucket shows: mean (default) \(BucketStat.usual.dropFirst().map(\.name).joined(separator: " "))",
            "or any pNN, the nearest rank: the least value with NN% of them at or below it",
            "(p99 of 1 and 100 is 100); several make a series each (cpu p50, cpu p99)",
        ]) { draft, given throws(OptionsError) in
            var stats: [BucketStat] = []
            for word in given.text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let stat = BucketStat(parsing: String(word)) else {
                    throw OptionsError("invalid stat '\(OptionsError.shown(String(word)))' for '--stat': \(BucketStat.namedOnes) or a percentile p0 … p100 (p99, p99.9)")
                }
                if !stats.contains(stat) { stats.append(stat) }
            }
            draft.options.stats = stats
        },
        OptionSpec(["--by"], .field("FIELD", positions: 1...FieldSelection.maximumPosition, words: []), .transform, help: [
            "a series per distinct value of FIELD (a position, a name, a JSON path, a",
            "pair's key; with --match a group's number or name), with --count or --stat:",
            "requests per status, p99 per endpoint; the --top K by lines, the rest other",
        ]) { draft, given throws(OptionsError) in
            guard !given.text.isEmpty else { throw .badValue(given.flag, given.text, "a position or a field's name") }
            draft.options.by = GroupField(naming: given.text)
        },
        OptionSpec(["--top"], .integer("K", 1...mostTop), .transform, help: [
            "with --by, how many values get a series of their own (default \(Options().top))",
        ]) { draft, given in
            draft.options.top = given.integer
            draft.options.topGiven = true
        },
        OptionSpec(["--smooth"], .span("SPAN", spans), .transform, help: [
            "also draw a trailing mean over SPAN (samples or a duration), bright, over the",
            "raw line drawn dim; the figures stay the raw ones",
        ]) { draft, given throws(OptionsError) in
            draft.options.smooth = given.span
        },
        OptionSpec(["-m", "--max"], .number("V", finite), .scale, help: ["fix the top of the y axis"]) { draft, given in
            draft.options.fixedMaximum = given.number
            draft.boundTexts.maximum = given.text
        },
        OptionSpec(["-M", "--min"], .number("V", finite), .scale, help: ["fix the bottom of the y axis"]) { draft, given in
            draft.options.fixedMinimum = given.number
            draft.boundTexts.minimum = given.text
        },
        OptionSpec(["--log"], .scale, help: [
            "logarithmic y axis (ticks at 1, 2, 5 × 10ⁿ); values ≤ 0 at its bottom edge, counted",
        ]) { draft, _ in
            draft.options.logarithmic = true
        },
        OptionSpec(["-n", "--history"], .integer("N", 1...mostHistory), .scale, help: [
            "samples kept per series for scrolling back (default \(Options().history))",
        ]) { draft, given in
            draft.options.history = given.integer
        },
        OptionSpec(["--window"], .span("SPAN", spans), .scale, help: [
            "what the live view spans: a duration of x time (30s, 5m, 2h; the data's times,",
            "else arrival) or a number of samples; + and - zoom it",
        ]) { draft, given throws(OptionsError) in
            draft.options.window = given.span
        },
        OptionSpec(["-t", "--title"], .text("TEXT"), .display, help: ["title above the chart"]) { draft, given in
            draft.options.title = given.text
        },
        OptionSpec(["-u", "--unit"], .text("TEXT"), .display, help: ["unit shown with the labels and figures"]) { draft, given in
            draft.options.unit = given.text
        },
        OptionSpec(["-s", "--style"], .choice("NAME", PlotStyle.allCases.map(\.rawValue)), .display, help: [
            "\(PlotStyle.allCases.map(\.rawValue).joined(separator: " | "))   (default: braille on a UTF-8 locale, else ascii)",
        ]) { draft, given in
            draft.options.style = PlotStyle(rawValue: given.text)
        },
        OptionSpec(["--split"], .display, help: [
            "a panel per series (with --stat, per input), each with its own y axis, over one",
            "x axis; more than fit: ↑ and ↓ page through them",
        ]) { draft, _ in
            draft.options.split = true
        },
        // More lines than a tall chart has rows to tell apart are no use, and each is drawn every frame.
        OptionSpec(["--hline"], .numbers("V[,V…]", most: 100), .display, help: [
            "dim reference lines at these values, labelled at the right; the axis spans them",
        ]) { draft, given in
            draft.options.referenceLines = given.numbers
        },
        OptionSpec(["--alert"], .threshold("[<|>]V"), .display, help: [
            "draw what is above V (or below, with <) in the alert colour, marked as such, and",
            "say since when in the status (quote it for the shell: --alert '<5')",
        ]) { draft, given in
            draft.options.alert = AlertThreshold(value: given.number, isBelow: given.text.hasPrefix("<"))
        },
        OptionSpec(["--bell"], .display, help: [
            "with --alert, ring the terminal bell once each time a series crosses into it",
        ]) { draft, _ in
            draft.options.bell = true
        },
        OptionSpec(["--heatmap"], .display, help: [
            "draw each series as a heatmap: x buckets (--every, else a column each), value",
            "bins on the y axis (log bins with --log), colour = how many; --stat lines over it",
        ]) { draft, _ in
            draft.options.heatmap = true
        },
        OptionSpec(["--hist"], .display, help: [
            "show the values in view as a histogram (h toggles it live): nice bins, a bar",
            "and a count per bin, p50/p90/p99 marked",
        ]) { draft, _ in
            draft.options.histogram = true
        },
        OptionSpec(["--graphics"], .choice("WHEN", GraphicsChoice.allCases.map(\.rawValue)), .display, help: [
            "\(GraphicsChoice.allCases.map(\.rawValue).joined(separator: " | ")): draw the plot area as pixels where the",
            "terminal can (auto: asked at start); labels and status stay text",
        ]) { draft, given in
            draft.options.graphics = GraphicsChoice(rawValue: given.text) ?? .auto
        },
        OptionSpec(["--color"], .choice("WHEN", ColorChoice.allCases.map(\.rawValue)), .display, aliases: ["--colour"], help: [
            "\(ColorChoice.allCases.map(\.rawValue).joined(separator: " | "))      (auto: only on a terminal, never with NO_COLOR set)",
        ]) { draft, given in
            draft.options.color = ColorChoice(rawValue: given.text) ?? .auto
        },
        OptionSpec(["--fps"], .integer("N", 1...240), .display, help: [
            "redraw at most N times a second (default \(Options().framesPerSecond))",
        ]) { draft, given in
            draft.options.framesPerSecond = given.integer
            draft.options.framesPerSecondGiven = true
        },
        OptionSpec(["--no-animation"], .display, help: ["no draw-in animation"]) { draft, _ in
            draft.options.animation = false
        },
        OptionSpec(["--time"], .display, help: ["label the x axis with arrival time instead of sample number"]) { draft, _ in
            draft.options.timeAxis = true
        },
        // Below the smallest chart, a size is a mistake to say at once, not a message in the output; above
        // `largestSize`, a chart no terminal shows.
        OptionSpec(["--width"], .integer("N", ChartLayout.minimumWidth...largestSize), .display, label: "--width N, --height N", help: [
            "chart size (default: the terminal's; else COLUMNS×LINES; else \(Options.defaultStaticSize.width)×\(Options.defaultStaticSize.height))",
        ]) { draft, given in
            draft.options.width = given.integer
        },
        OptionSpec(["--height"], .integer("N", ChartLayout.minimumHeight...largestSize), .display, label: "", help: [
            "chart height (default: the terminal's; else LINES; else \(Options.defaultStaticSize.height))",
        ]) { draft, given in
            draft.options.height = given.integer
        },
        OptionSpec(["--once"], .output, help: [
            "read to end of input, print one chart, exit (the default when stdout is not",
            "a terminal; on a terminal that cannot move its cursor, TERM=dumb, a",
            "chart every 5 seconds as samples arrive, and one at the end)",
        ]) { draft, _ in
            draft.options.once = true
        },
        OptionSpec(["--tee"], .output, help: [
            "copy standard input to standard output unchanged, as it arrives, and draw",
            "on the terminal (/dev/tty); a slow reader downstream slows liveplot",
        ]) { draft, _ in
            draft.options.tee = true
        },
        OptionSpec(["-o", "--output"], .file("FILE"), .output, help: [
            "also write the chart to FILE at the end, and on s in live mode: FILE.svg a",
            "vector chart, any other name the text shown (no escapes)",
        ]) { draft, given in
            draft.options.output = given.text
        },
        // From a second of the data in about 17 minutes to 11 days of it a second: slower or faster is
        // no replay a person watches. The clock saturates beyond them anyway (`Replay.longestWait`).
        OptionSpec(["--replay"], .number("SPEED", 0.001...1_000_000), .output, help: [
            "play timestamped input at its own pace × SPEED (1 = real time, 60 = an hour",
            "a minute); space pauses it; the finished chart stays at the end",
        ]) { draft, given in
            draft.options.replay = given.number
        },
        OptionSpec(["--explain"], .output, excludes: [
            ("--demo", "the demo has no input to explain"),
            ("--tee", "both write to standard output"),
            ("-o", "it draws no chart to save"),
            ("--replay", "it reads the input's start at once, not at its pace"),
        ], help: [
            "say how the input is read, then exit: format, separator, header, label",
            "columns, x, each series and where it comes from, the producer recognised,",
            "why the first lines not used were skipped. Reads at most the first",
            "\(explainLines) lines, for at most \(explainSeconds) s (Ctrl-C: at once); no chart",
            "(--once changes nothing)",
        ]) { draft, _ in
            draft.options.explain = true
        },
        OptionSpec(["--man"], .output, help: ["print the manual page (roff: liveplot --man | man -l -)"]) { draft, _ in
            draft.ask(.manual)
        },
        OptionSpec(["--generate-completion-script"], .choice("SHELL", CompletionShell.allCases.map(\.rawValue)), .output, help: [
            "print the completion script for SHELL: \(CompletionShell.allCases.map(\.rawValue).joined(separator: " | "))",
        ]) { draft, given in
            if let shell = CompletionShell(rawValue: given.text) { draft.ask(.completion(shell)) }
        },
        OptionSpec(["-h", "--help"], .output, help: ["this text"]) { draft, _ in
            draft.ask(.help)
        },
        OptionSpec(["--version"], .output, help: ["version"]) { draft, _ in
            draft.ask(.version)
        },
        OptionSpec(["--demo"], .output, label: "", help: ["plot a built-in demo signal (no input needed)"]) { draft, _ in
            draft.options.demo = true
        },
    ]

    /// The most sources a chart reads side by side (files, `--exec` commands, `-`): each is a reader
    /// thread, a decoder and its own series; more than a screen of charts tells apart is a mistake.
    public static let mostSources = 16
    /// `--top`'s bound: a series per value and one for `other` are at most the series a chart keeps
    /// (`SeriesCatalog.maximumCount`).
    static let mostTop = SeriesCatalog.maximumCount - 1
    /// `--interval`'s bounds: from 100 ms (a command run ten times a second is a tight loop already:
    /// `watch -n` stops at 0.1 s) to a day.
    static let shortestInterval = 0.1
    static let longestInterval = 86_400.0

    /// The spans `--window`, `--every` and `--smooth` take: a duration from 1 ms (the grammar's finest
    /// unit; finer is below what arrival times and most data's times resolve) to 3650 days (ten years of
    /// x, in a view or a bucket), or a count of samples from 1 to 10⁷ (the most `-n` keeps). A live view
    /// zoomed out stops at them too.
    public static let spans = SpanBounds(seconds: 0.001...3650 * 86_400, rows: 1...mostHistory)

    /// `--explain` reads at most this many lines: the start of the input, which decides how it is read
    /// (its format, header and series), and a screenful of lines not used.
    public static let explainLines = 1_000
    /// …and for at most this many seconds: a producer that writes a block a second (`iostat 1`) has
    /// written ten by then, a slow one (`sar 10`) its banner, header and first rows; waiting longer for a
    /// thousand lines would leave a person at a silent prompt. Ctrl-C answers at once.
    public static let explainSeconds = 10

    /// The largest chart, in columns and in rows (`--width`, `--height`, `COLUMNS`, `LINES`): wider than a
    /// 4K screen's terminal at the smallest font (some 700 columns). A chart of 10,000 × 10,000 cells took
    /// over two minutes and 3 GB; 1,000 × 1,000 takes a second and 36 MB.
    static let largestSize = 1_000

    /// The most rows `-n` keeps a series: ten million, far more than a chart shows (a 1,000-column chart
    /// holds 2,000 dots across) and a few hundred MB a series at most (a row costs some 37 bytes with its x
    /// and range summaries; `--count --every 1ms` over a long gap keeps that many empty buckets). At 10⁹,
    /// one gap asked for tens of GB.
    static let mostHistory = 10_000_000

    /// The most values a run keeps over all its series: what `-n`'s bound keeps one series (80 MB of
    /// values). `-n` is a series' rows, so a run that can make many series keeps fewer rows each
    /// (`RunPlan.keptHistory`): `--by --top 63 -n 10000000` kept 2 KiB a line, 20 GB at 10M lines.
    static let mostKeptValues = mostHistory

    /// Any finite number: `-m`, `-M`.
    static let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

    /// Paragraphs the usage text (a line each as written) and the manual add after a section's options.
    public static let notes: [OptionSpec.Section: [[String]]] = [
        .input: [
            [
                "Series are named by the keys of key=value / key:value pairs when a",
                "line has them (cpu=12 mem=40; bare numbers on such a line are not",
                "series), else by a first line of names (a CSV header), else by",
                "position (1, 2, …)",
            ],
            [
                "x is a line's time when it has one: a leading timestamp (2026-11-22T10:00:01Z,",
                "10:00:01.5, Nov 22 10:00:01), a bracketed [22/Nov/2026:10:00:01 +0000], a",
                "JSON or pair field time, ts, timestamp, @timestamp, date or datetime, a",
                "metric line's timestamp",
            ],
        ],
    ]

    /// Each option by every name it is taken under.
    public static let named: [String: OptionSpec] = {
        var named: [String: OptionSpec] = [:]
        for option in options {
            for name in option.allNames {
                precondition(named[name] == nil, "\(name) is one option's name")
                named[name] = option
            }
        }
        return named
    }()
}
