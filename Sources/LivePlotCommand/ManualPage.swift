/// The manual page (`liveplot --man`), in roff with the man macros: its options from `OptionTable`, its
/// keys from `KeyHelp`, so the page lists what the parser takes and nothing else.
///
/// ```sh
/// liveplot --man | man -l -
/// ```
public enum ManualPage {
    /// The whole page.
    public static var text: String {
        var page: [String] = [
            ".\\\" The manual of liveplot, written by `liveplot --man` from its option table.",
            ".TH LIVEPLOT 1 \"\(date)\" \"liveplot \(Options.version)\" \"User Commands\"",
            // No hyphenation: a flag broken across lines could not be copied, nor searched for.
            ".nh",
            ".SH NAME",
            "liveplot \\- plot numbers streaming on standard input as a live chart in the terminal",
            ".SH SYNOPSIS",
            ".B liveplot",
            "[\\fIoptions\\fR] [\\fIFILE\\fR...]",
            ".br",
            ".B liveplot \\-\\-exec",
            "\\fICMD\\fR [\\fIoptions\\fR]",
            ".br",
            ".B liveplot \\-\\-demo",
            "[\\fIoptions\\fR]",
            ".br",
            ".B liveplot \\-\\-explain",
            "[\\fIoptions\\fR]",
            ".SH DESCRIPTION",
        ]
        page += paragraphs(description)
        page.append(".SH OPTIONS")
        for section in OptionSpec.Section.allCases {
            page.append(".SS \(section.rawValue)")
            for option in OptionTable.options where option.section == section {
                page += entry(option)
            }
            page += paragraphs((OptionTable.notes[section] ?? []).map { $0.joined(separator: " ") + "." })
        }
        page.append(".SH KEYS")
        page += [".PP", "In live mode, keys are read from the controlling terminal (/dev/tty):"]
        for (keys, action) in KeyHelp.keys {
            page += [".TP", ".B " + RoffText.escaped(keys), RoffText.escaped(action)]
        }
        page.append(".SH FORMATS")
        page += paragraphs(formats)
        page.append(".SH EXAMPLES")
        for (command, says) in examples {
            page += [".PP", RoffText.escaped(says) + ":", ".RS", ".EX", RoffText.escaped(command), ".EE", ".RE"]
        }
        page.append(".SH EXIT STATUS")
        for (status, meaning) in exitStatuses {
            page += [".TP", ".B " + status, RoffText.escaped(meaning)]
        }
        page.append(".SH ENVIRONMENT")
        for (name, meaning) in environment {
            page += [".TP", ".B " + name, RoffText.escaped(meaning)]
        }
        page.append(".SH NOTES")
        page += paragraphs([KeyHelp.pipes.joined(separator: " ")])
        page += [".SH SEE ALSO", "\\fBttyplot\\fR(1), \\fBfeedgnuplot\\fR(1), \\fBgnuplot\\fR(1), \\fBstdbuf\\fR(1), \\fBtee\\fR(1)"]
        return page.joined(separator: "\n") + "\n"
    }

    /// The month of this version, as the page's footer shows it.
    static let date = "2026-11"

    /// An option as a tagged paragraph: its names and value in bold and italics, its help as one paragraph.
    static func entry(_ option: OptionSpec) -> [String] {
        var tag = option.names.map { "\\fB" + RoffText.escaped($0) + "\\fR" }.joined(separator: ", ")
        if let value = option.value {
            tag += " \\fI" + RoffText.escaped(value.placeholder) + "\\fR"
        }
        var help = option.help.joined(separator: " ")
        if let value = option.value, !value.choices.isEmpty, !help.contains(value.choices[0]) {
            help += " (" + value.choices.joined(separator: ", ") + ")"
        }
        return [".TP", tag, RoffText.escaped(help)]
    }

    /// Each paragraph after `.PP`.
    static func paragraphs(_ texts: [String]) -> [String] {
        texts.flatMap { [".PP", RoffText.escaped($0)] }
    }

    static let description = [
        "liveplot reads lines from standard input, from files (following them by name with -F) or from commands it runs itself on a pseudo-terminal (--exec), several side by side; it takes the numbers in each, and draws them as a chart that "
            + "moves as they arrive: braille, block or ASCII lines with exact, nicely rounded axes, a series per "
            + "number on a line, and a status line of figures (last, min, max, avg, n) that is also the legend. "
            + "It redraws only what changed, at most 30 times a second, uses no CPU while nothing changes, "
            + "says when its input stalls (quiet 25s in the status, once no line has come for three of its "
            + "usual intervals and at least 2 s, counting up once a second), and gives the terminal back as it "
            + "found it on every way out.",
        "When standard output is not a terminal, or with --once, it reads to the end of its input and prints "
            + "one chart. With --tee, the input goes on to standard output unchanged and the chart is drawn on "
            + "the terminal. With -o, the chart is also saved, as text or as an SVG picture: at the end of the input, "
            + "and when a live run is ended with q, Ctrl-C or a signal (the file is waited for at most a second).",
        "A sample is a decimal number as people write it: 12, -3.5, .5, 1e3, +7. A unit glued to it is "
            + "ignored (45%, 12ms, 21.5°C), so 127.0.0.1 and 2026-11-21 are not numbers. Lines without a "
            + "number are skipped and counted in the status line as skipped=K.",
    ]

    static let formats = [
        "Each stream is read as its format says, decided once from its first lines, never guessed line by line.",
        "JSON lines (RFC 8259): when a line is an object, each number inside it is a sample of the series "
            + "named by its path (latency_ms, resp.time, cpu.0); a string that is a number counts, true and false "
            + "are 1 and 0, null is a gap. A line of invalid JSON is skipped and counted.",
        "Delimited text (CSV, TSV, ;, |, RFC 4180): the separator is found from the first lines; quoted fields, "
            + "doubled quotes and separators inside quotes are read as the RFC says; header names name the series "
            + "and keep their spaces; a byte order mark is ignored; with ; as the separator, a decimal comma is read.",
        "Metric lines: Prometheus text exposition (name{label=\"v\"} value [timestamp]) and Graphite plaintext "
            + "(path value timestamp) give a series per metric.",
        "Otherwise pairs and columns: key=value or key:value pairs name their series (logfmt, InfluxDB line "
            + "protocol fields), else a first line of names, else positions 1, 2, and so on.",
        "Time on the x axis: a line's leading timestamp (RFC 3339 or ISO 8601, HH:MM:SS, syslog's Nov 22 "
            + "10:00:01), a bracketed Apache or nginx timestamp, a JSON or pair field named time, ts, timestamp, "
            + "@timestamp, date or datetime, or a metric line's timestamp. -x chooses the field; -x none keeps "
            + "sample numbers.",
    ]

    static let examples: [(command: String, says: String)] = [
        ("liveplot --exec 'vmstat 1' -f us,sy,id", "A program's output, run by liveplot on a pseudo-terminal: no pipe, no buffering"),
        ("liveplot -F app.log", "A log followed by name across rotation, as tail -F does"),
        ("liveplot --exec web1='ssh web1 vmstat 1' --exec web2='ssh web2 vmstat 1' -f us", "Two hosts side by side: series web1 us, web2 us"),
        ("liveplot --exec \"curl -s 'localhost:9090/api/v1/query?query=rate(node_cpu_seconds_total[30s])'\" --interval 2s", "A Prometheus query across a fleet, a series per result"),
        ("tail -f metrics.log | liveplot", "One number a line, live"),
        ("sensor-reader | liveplot -t Boiler -u °C", "A title and a unit"),
        ("ping -i 0.2 localhost | liveplot --match 'time=([0-9.]+)' -u ms", "Numbers out of log lines"),
        ("vmstat 1 | liveplot -f us,sy,id -u % --split", "Columns by their header names, a panel each"),
        ("tail -f access.log | liveplot --match ' (\\d{3}) ' --count --every 1s", "Requests a second"),
        ("tail -f app.jsonl | liveplot -f latency_ms --every 1s --stat p50,p99 --log", "The median and p99 latency a second, on a log axis"),
        ("producer | liveplot --tee | consumer", "Watch a pipeline's numbers as they pass through it"),
        ("liveplot --once -o chart.svg < export.csv", "A spreadsheet's CSV saved as a picture"),
        ("iostat 1 | liveplot --explain", "How a producer's output is read, and why a line gives no sample"),
    ]

    static let exitStatuses: [(status: String, meaning: String)] = [
        ("0", "Success: q, or the end of input."),
        ("1", "A runtime error: no terminal when live mode needs one, an input or a FILE that cannot be read, an --exec command that failed (with --once), an output file that cannot be written."),
        ("2", "A usage error, said in one line on standard error."),
        ("128+N", "Ended by signal N (130 for Ctrl-C); the terminal is restored first."),
    ]

    static let environment: [(name: String, meaning: String)] = [
        ("COLUMNS, LINES", "The chart's size when standard output is not a terminal and --width or --height is not given (else 80×20)."),
        ("NO_COLOR", "When set, no colours (unless --color always)."),
        ("TERM, COLORTERM", "How many colours the terminal shows (COLORTERM=truecolor: 24-bit), and whether it moves its cursor (TERM=dumb: a chart every 5 seconds instead)."),
        ("LC_ALL, LC_CTYPE, LANG", "A UTF-8 locale draws braille by default, else ASCII."),
        ("TZ", "The time zone times are read and shown in (unless --utc)."),
    ]
}
