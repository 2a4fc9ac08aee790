#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LivePlotCommand

/// Draws a `FuzzCase` from a seed: random flags of the option table with values from their grammar's
/// edges (`OptionSpec.Value.edgeValues`), from a grammar of what each placeholder means, or hostile;
/// a random input; `--once` through pipes, or live on a pseudo-terminal with keys, mouse reports,
/// resizes and an end (q or a signal).
///
/// ```swift
/// CaseGenerator.fuzzCase(seed: 42).commandLine   // e.g. "liveplot --window 1e300s -n 0 --once"
/// ```
enum CaseGenerator {
    /// What every valued option may also get: empty, signs, the ends of binary64 and of Int, words that
    /// look like flags, planted escapes, a long value.
    static let hostileValues: [String] = [
        "", " ", "-", "--", "0", "1", "-1", "1e-300", "1e300", "-1e300", "inf", "-inf", "nan", "1e309", "0x10", "1_000",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551616",
        "99999999999999999999999999", "4.9e-324", "١٢", "--help", "-n", "'\"", "$(x)", "%s%n", "a\tb", "\u{7F}",
        "\u{1B}]0;PWNED\u{7}", "\u{1B}[7;31mPWN3D", "\u{9B}7;31mPWN3D", "é\u{301}\u{301}", "宽字宽字", "\u{202E}x",
    ]

    static func fuzzCase(seed: UInt64) -> FuzzCase {
        var random = FuzzRandom(seed: seed)
        var fifos: [String] = []
        // Most cases are runs a user could make (values from the grammar, some at its edges), the rest hostile.
        let hostility = random.pick([0.02, 0.02, 0.1, 0.3])
        var units: [[String]] = []
        let optionCount = random.weighted([(1, 0), (4, random.int(1...3)), (4, random.int(4...7)), (1, random.int(8...16))])
        for _ in 0..<optionCount {
            units.append(spelling(of: pickOption(&random), &random, hostility: hostility, fifos: &fifos))
        }
        if random.chance(0.03) { units.insert([random.pick(["--nope", "-", "--", "file.txt", "-z", "--once=1", "-cdr"])], at: random.int(0...units.count)) }
        let onTerminal = random.chance(0.4)
        let once = onTerminal ? random.chance(0.08) : random.chance(0.75)
        if once { units.insert(["--once"], at: random.int(0...units.count)) }
        // A command run again and again (--interval) never ends by itself, as `vmstat 1 | liveplot` does not:
        // only a live run, which its script ends with a key or a signal, is given one.
        if !onTerminal || once { units.removeAll { $0.first?.hasPrefix("--interval") == true } }
        let arguments = units.flatMap { $0 }
        let tees = arguments.contains("--tee")
        let stalls = tees && onTerminal && random.chance(0.25)
        let input = InputGenerator.input(&random, lines: stalls ? random.int(4000...9000) : nil)
        var fuzzCase = FuzzCase(seed: seed, arguments: arguments, input: input)
        fuzzCase.fifos = fifos
        fuzzCase.environment = environment(&random, onTerminal: onTerminal)
        if onTerminal {
            let dumb = fuzzCase.environment["TERM"].map { ["dumb", ""].contains($0) } ?? false
            // Runs that end by themselves at the end of input (--once, --explain, a terminal without cursor
            // moves, which read no keys): their input ends; the dumb terminal's run ends with ^C or a signal
            // (--demo has no end).
            let ends = arguments.contains("--once") || arguments.contains("--explain") || dumb
            fuzzCase.terminal = random.weighted([(6, [80, 24]), (3, [120, 40]), (2, [random.int(1...30), random.int(1...12)]),
                                                 (1, [random.int(200...400), random.int(60...150)])])
            fuzzCase.inputSource = ends ? random.pick([.file, .pipe]) : random.weighted([(2, .file), (5, .pipe), (3, .openPipe), (1, .empty)])
            fuzzCase.outputSink = tees ? (stalls ? .stalledPipe : .pipe) : .terminal
            fuzzCase.script = script(&random, closesInputAt: fuzzCase.inputSource == .pipe ? random.int(0...3) : nil)
            // Nothing ends a run that neither reads keys nor can pass its input on.
            if ends, fuzzCase.outputSink == .stalledPipe { fuzzCase.outputSink = .pipe }
            if dumb { fuzzCase.script[fuzzCase.script.count - 1] = random.pick([.keys("\u{3}"), .signal(SIGTERM), .signal(SIGHUP)]) }
        } else {
            fuzzCase.inputSource = random.weighted([(14, .file), (4, .pipe), (1, .empty), (1, .directory)])
            fuzzCase.outputSink = random.chance(0.04) ? .full : .pipe
        }
        return fuzzCase
    }

    // MARK: Options

    static func pickOption(_ random: inout FuzzRandom) -> OptionSpec {
        let rare: Set = ["--man", "--help", "--version", "--generate-completion-script", "--once"]
        let weighted = OptionTable.options.map { option -> (Int, OptionSpec) in
            (option.names.contains { rare.contains($0) } ? 1 : option.names.contains("--demo") ? 3 : 10, option)
        }
        return random.weighted(weighted)
    }

    /// The option as a user writes it: `--name value`, `--name=value`, `-nvalue`, or an alias.
    static func spelling(of option: OptionSpec, _ random: inout FuzzRandom, hostility: Double, fifos: inout [String]) -> [String] {
        let name = random.chance(0.1) ? random.pick(option.allNames) : random.pick(option.names)
        guard let value = option.value else { return [name] }
        let text = self.value(for: option, value, &random, hostility: hostility, fifos: &fifos)
        if name.hasPrefix("--"), random.chance(0.25) { return [name + "=" + text] }
        if !name.hasPrefix("--"), random.chance(0.25), !text.isEmpty { return [name + text] }
        return [name, text]
    }

    /// From the grammar mostly, at its edges often, hostile as often as `hostility` says.
    static func value(for option: OptionSpec, _ value: OptionSpec.Value, _ random: inout FuzzRandom, hostility: Double,
                      fifos: inout [String]) -> String {
        if case .file = value { return outputPath(&random, fifos: &fifos) }
        if random.chance(hostility) { return random.pick(hostileValues) }
        let edges = value.edgeValues
        if !edges.isEmpty, random.chance(hostility + 0.1) { return random.pick(edges) }
        return grammar(value, &random)
    }

    /// A value in the option's own grammar, as its placeholder says, drawn toward its edges.
    static func grammar(_ value: OptionSpec.Value, _ random: inout FuzzRandom) -> String {
        switch value {
        case .integer(_, let range):
            return String(random.weighted([(3, random.int(range)), (1, range.lowerBound), (1, range.upperBound),
                                           (1, random.int(range.lowerBound...min(range.upperBound, range.lowerBound + 50)))]))
        case .choice(_, let words):
            return random.pick(words)
        case .list(_, let words, _):
            // --stat: stats and percentiles, up to a hundred of them.
            let count = random.weighted([(6, random.int(1...3)), (2, random.int(4...12)), (1, random.int(13...120))])
            return (0..<count).map { _ in
                random.weighted([(3, random.pick(words)), (2, "p\(random.int(0...100))"),
                                 (1, random.pick(["p99.9", "p0.0001", "p100.0", "p101", "p-1", "p", "pnan", "P50", "p1e2", "mean"]))])
            }.joined(separator: ",")
        case .number(let placeholder, _):
            if placeholder == "SPEED", random.chance(0.5) { return random.pick(["1", "60", "0.5", "3600", "1e-9", "1e12", "0.001"]) }
            return random.pick(["0", "1", "-1", "0.5", "100", "1e6", "-1e6", "1e-300", "1e300", "1.7976931348623157e308", "5e-324", "1e15"])
        case .file:
            return "@DIR@/chart.txt"
        case .span:
            return span(&random)
        case .duration:
            return random.pick(["100ms", "0.2s", "1s", "2s", "1d", "99ms", "0", "-1s"])
        case .field:
            return field(&random)
        case .numbers:
            let count = random.weighted([(6, random.int(1...3)), (1, random.int(4...40)), (1, random.int(200...2000))])
            return (0..<count).map { _ in random.pick(["0", "1", "-1", "50", "1e300", "-1e300", "1e-300", "1.7976931348623157e308", "3.5", "\(random.int(-1000...1000))"]) }.joined(separator: ",")
        case .threshold:
            return random.pick(["", "<", ">"]) + random.pick(["0", "5", "-5", "200", "1e300", "-1e300", "1e-300", "1.7976931348623157e308", "nan", "inf", "<5"])
        case .text(let placeholder):
            switch placeholder {
            case "LIST": return fields(&random)
            case "REGEX": return regex(&random)
            // Commands it runs: short, harmless, each a way a source ends (output, none, a failure, a flood).
            case "[name=]CMD":
                return random.pick(["seq 1 5", "echo 1", "printf '1\\n2\\n3'", "sleep 0.3; echo 3", "exit 3", "true",
                                    "web1=seq 10 20", "yes 1 | head -n 20000", "cat /proc/loadavg", "Web=echo 1", "="])
            default:
                switch random.weightedIndex([3, 2, 1, 1]) {
                case 0: return random.pick(["cpu", "load %", "ms", "Requests per second", "μs", ""])
                case 1: return random.pick(InjectionMarker.planted) + random.pick(["", " title"])
                case 2: return random.pick(["宽字宽字宽字", "e\u{301}\u{302}\u{303}", "🙂🙂🙂", "\u{202E}evil", "a\u{1}b"])
                default: return String(repeating: random.pick(["x", "宽", "e\u{301}", "🙂"]), count: random.int(100...5000))
                }
            }
        }
    }

    /// An x field: a position, a name, or a value past what the parser takes.
    static func field(_ random: inout FuzzRandom) -> String {
        random.pick(["1", "2", "0", "-1", "3", "none", "auto", "time", "ts", "@timestamp", "a.b", "cpu", "x", "524288", "524289",
                     "9223372036854775807", "1000000", "1e300", "", "\u{1B}]0;PWNED\u{7}"])
    }

    static func span(_ random: inout FuzzRandom) -> String {
        let amount = random.weighted([(4, String(random.int(1...500))), (1, "0"), (1, "0.5"), (1, "1e-300"), (1, "1e300"), (1, "1e18"),
                                      (1, "9223372036854775807"), (1, "9223372036854775808"), (1, "1000000000"), (1, "1e9"), (1, ".001"),
                                      (1, "-5"), (1, "nan"), (1, "inf")])
        return amount + random.weighted([(3, ""), (3, random.pick(["ms", "s", "m", "h", "d", "w"])), (1, random.pick(["us", "y", "S", " s", "sec"]))])
    }

    static func fields(_ random: inout FuzzRandom) -> String {
        let count = random.weighted([(6, random.int(1...3)), (1, random.int(4...30)), (1, random.int(300...3000))])
        return (0..<count).map { _ in
            random.pick(["1", "2", "3", "0", "-1", "524288", "1000000", "9223372036854775807", "cpu", "mem", "a.b", "a.b.c.d", "resp.time", "*", "cpu*",
                         "node_load*", "**", "a[0]", "\"q\"", "", "x=1", "\u{1B}[7;31mPWN3D", "time", "1-3", "3-1"])
        }.joined(separator: ",")
    }

    static func regex(_ random: inout FuzzRandom) -> String {
        switch random.weightedIndex([4, 2, 1, 1, 1, 1, 1]) {
        case 0: return random.pick(["([0-9.]+)", "(\\d+)", "time=([0-9.]+)", "rt=([0-9.]+)", "(\\d+) (\\d+)", "[0-9]+", "cpu=(\\d+)", ".*", ""])
        case 1: return random.pick(["(", "[", "\\", "(?<n>1)", "\\1", "(a)\\1", "a{2,1}", "a**", "(?:", "[z-a]", "x{99999999999}", "\u{1B}]0;PWNED\u{7}"])
        case 2: return random.pick(["(a*)*b", "(x+x+)+y", "(.*)*=", "((((((((((\\d))))))))))", "(a|aa)+$", "([0-9]*)*[a-z]"])
        case 3: return String(repeating: "(\\d)", count: random.int(10...400))
        case 4: return "a{\(random.pick(["1000", "100000", "1000000000"]))}"
        case 5: return "(" + (0..<random.int(10...2000)).map { "w\($0)" }.joined(separator: "|") + ")=(\\d+)"
        default: return String(repeating: "(", count: random.int(100...5000)) + String(repeating: ")", count: random.int(100...5000))
        }
    }

    /// Where `-o` writes: always under the run's folder (or /dev/full, /dev/null), sometimes a FIFO nobody reads.
    static func outputPath(_ random: inout FuzzRandom, fifos: inout [String]) -> String {
        switch random.weighted([(6, 0), (1, 1), (1, 2), (1, 3), (1, 4)]) {
        case 0:
            return "@DIR@/" + random.pick(["chart.txt", "chart.svg", "c", ".svg", "x.SVG", "é宽.txt", "\u{1B}]0;PWNED\u{7}.svg", "a b.txt", "-"])
        case 1:
            let name = "fifo\(fifos.count)" + random.pick(["", ".svg"])
            fifos.append(name)
            return "@DIR@/" + name
        case 2:
            return random.pick(["/dev/full", "/dev/null"])
        case 3:
            return random.pick(["@DIR@", "@DIR@/", "@DIR@/missing/x.txt", "@DIR@/" + String(repeating: "n", count: 300), ""])
        default:
            return "@DIR@/out" + random.pick([".svg", ".txt", ""])
        }
    }

    // MARK: Environment and terminal

    static func environment(_ random: inout FuzzRandom, onTerminal: Bool) -> [String: String] {
        var environment: [String: String] = [:]
        if random.chance(0.1) { environment["TERM"] = random.pick(["dumb", "vt100", "linux", "xterm", "screen", ""]) }
        if random.chance(0.1) { environment["LANG"] = random.pick(["C", "POSIX", "", "en_US.ISO-8859-1"]) }
        if random.chance(0.1) { environment["NO_COLOR"] = "1" }
        if random.chance(0.1) { environment["COLORTERM"] = "truecolor" }
        if random.chance(0.25) {
            environment["TZ"] = random.pick(["UTC", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "XYZ+25", "<+14>-14", "Europe/Nowhere", "UTC0"])
        }
        if !onTerminal, random.chance(0.15) {
            let sizes = ["0", "1", "5", "80", "10000", "99999999999999999999", "-3", "abc", ""]
            environment["COLUMNS"] = random.pick(sizes)
            environment["LINES"] = random.pick(sizes)
        }
        return environment
    }

    /// Keys and sequences typed. A lone ESC, `ESC [` or `ESC O` is left out: the key decoder rightly
    /// takes the next byte typed (the q that ends the run) as the sequence's end.
    static let keys: [String] = ["q", " ", "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "+", "-", "\u{1B}[5~", "\u{1B}[6~",
                                 "\u{1B}[H", "\u{1B}[F", "\u{1B}[1~", "\u{1B}[4~", "s", "h", "1", "2", "3", "4", "5", "6", "7", "8", "9",
                                 "0", "r", "c", "l", "?", "\r", "\t", "\u{1B}[1;5C", "\u{7F}", "Q", "x", "ü",
                                 "\u{1B}[200~pasted q\u{1B}[201~", "\u{1B}]0;PWNED\u{7}", "\u{3}"]

    /// Steps with pauses between them, input closed at step `closesInputAt` if given, then q or a signal.
    static func script(_ random: inout FuzzRandom, closesInputAt: Int?) -> [LiveStep] {
        var steps: [LiveStep] = [.pause(random.int(50...400))]
        let count = random.weighted([(2, random.int(0...3)), (4, random.int(4...12)), (1, random.int(13...40))])
        for index in 0..<count {
            if index == closesInputAt { steps.append(.closeInput) }
            switch random.weighted([(10, 0), (3, 1), (2, 2), (1, 3)]) {
            case 0: steps.append(.keys(random.pick(keys.filter { $0 != "q" && $0 != "\u{3}" })))
            case 1: steps.append(.mouse(random.pick([0, 1, 2, 64, 65, 32, 3, 66]), random.pick([0, 1, random.int(1...80), random.int(1...400), 99999]),
                                        random.pick([0, 1, random.int(1...24), random.int(1...200), 99999]), random.chance(0.7)))
            case 2: steps.append(.resize(random.pick([0, 1, 2, 5, 10, 20, 40, 80, 132, 300, random.int(1...1000)]),
                                         random.pick([0, 1, 2, 3, 5, 8, 24, 50, 100, random.int(1...500)])))
            default: steps.append(.keys(String(repeating: random.pick(["+", "-", "\u{1B}[D", "\u{1B}[C", "\u{1B}[5~", "s"]), count: random.int(5...60))))
            }
            steps.append(.pause(random.weighted([(4, random.int(0...30)), (3, random.int(30...150)), (1, random.int(150...500))])))
        }
        if let closesInputAt, closesInputAt >= count { steps.append(.closeInput) }
        steps.append(random.weighted([(7, .keys("q")), (1, .keys("\u{3}")), (1, .signal(SIGTERM)), (1, .signal(SIGINT)), (1, .signal(SIGHUP))]))
        return steps
    }
}
