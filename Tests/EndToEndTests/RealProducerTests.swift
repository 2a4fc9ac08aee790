import Foundation
import Testing

/// Real producers' output, as captured on this machine or read live: no `sed`, no `awk`.
@Suite struct RealProducerTests {
    /// `vmstat 1 4`, captured: every column is a series named by the header, `-f` picks three of them.
    /// Its first line is averages since boot (vmstat(8)): no sample, so each series has three.
    /// Its first line is averages since boot (vmstat(8)): no sample, so each series has three.
    static let vmstat = """
        procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
         r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
         1  0      0 23470316   4664 1094096    0    0   758   192  208  438 28  2 70  0  0
         1  0      0 23470316   4664 1094096    0    0     0     0  329  405  1  1 98  0  0
         1  0      0 23470316   4664 1094096    0    0     0     0  301  374  1  1 98  0  0
         1  0      0 23470316   4664 1094096    0    0     0     0  317  393  1  2 97  0  0

        """

    @Test func vmstatEveryColumnIsANamedSeries() async throws {
        let result = try await LivePlotBinary.run(["--once", "--width", "100", "--height", "24"], input: Self.vmstat)
        #expect(result.status == 0)
        let status = result.output.split(separator: "\n").suffix(4).joined(separator: "\n")
        #expect(status == """
            ● r=1             ● b=0             ● swpd=0          ● free=23.4703M   ● buff=4664
            ● cache=1.0941M   ● si=0            ● so=0            ● bi=0            ● bo=0
            ● in=317          ● cs=393          ● us=1            ● sy=2            ● id=97
            ● wa=0            ● st=0
            """)
    }

    /// `--split` on vmstat: a panel per column, each on its own axis, all seventeen in a chart drawn once
    /// (it grows to show them), every plot starting at one column.
    @Test func vmstatSplitIntoAPanelPerColumn() async throws {
        let result = try await LivePlotBinary.run(["--once", "--split", "--width", "100"], input: Self.vmstat)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let legends = lines.filter { $0.hasPrefix("● ") }.map { $0.split(separator: " ")[1] }
        #expect(legends == ["r", "b", "swpd", "free", "buff", "cache", "si", "so", "bi", "bo", "in", "cs", "us", "sy", "id", "wa", "st"])
        let panelRows = 17 * 4 + 3 + 1
        #expect(lines.count == panelRows, "17 panels of 3 plot rows, the x axis, its labels, the status: \(result.output)")
        let axisColumns = Set(lines.compactMap { line in line.firstIndex { $0 == "┤" || $0 == "│" }.map { line.distance(from: line.startIndex, to: $0) } })
        #expect(axisColumns.count == 1, "\(result.output)")
        // The CPU's idle time, 97 to 98 %, on its own axis rather than a flat line under free memory's
        // millions; user time is 1 % from the second line on (the first, 28 %, is since boot).
        #expect(result.output.contains("● us last=1 min=1 max=1 avg=1 n=3"))
        func panel(_ name: String) -> String {
            guard let legend = lines.firstIndex(where: { $0.hasPrefix("● \(name) ") }) else { return "" }
            return lines[(legend + 1)...(legend + 3)].joined(separator: "\n")
        }
        #expect(panel("id").contains("98┤") && panel("id").contains("97┤"), "\(panel("id"))")
        #expect(panel("free").contains("24M┤"), "\(panel("free"))")
    }

    @Test func vmstatFieldsByName() async throws {
        let result = try await LivePlotBinary.run(["--once", "-f", "us,sy,id", "-u", "%", "--width", "100", "--height", "16"],
                                            input: Self.vmstat)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
            ● us last=1 % min=1 % max=1 % avg=1 % n=3          ● sy last=2 % min=1 % max=2 % avg=1.333 % n=3
            ● id last=97 % min=97 % max=98 % avg=97.67 % n=3

            """), "\(result.output)")
        #expect(result.output.contains("100 %┤"))
    }

    /// Live `/proc/net/dev` with `--rate`: a series per interface (`lo:` is a key, its first number the
    /// received bytes), each rate over the real time between reads, never negative; from the third read
    /// (the first read's values have no time, the second starts the rates: issue 43).
    @Test func procNetDevRates() async throws {
        let script = "for i in 1 2 3 4 5 6; do cat /proc/net/dev; sleep 0.2; done | \(LivePlotBinary.url.path) --once --rate -u B/s --width 120 --height 20"
        let result = try await Subprocess.run(["sh", "-c", script], environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 0, "\(result.error)")
        let interfaces = try String(contentsOfFile: "/proc/net/dev", encoding: .utf8).split(separator: "\n").dropFirst(2)
            .compactMap { $0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) }
        #expect(interfaces.contains("lo"))
        for interface in interfaces {
            #expect(result.output.contains("● \(interface) last=") || result.output.contains("● \(interface)="), "\(interface): \(result.output)")
        }
        #expect(result.output.contains("n=4"), "4 rates from 6 reads")
        #expect(!result.output.contains("rate:"), "rates per second, by arrival")
        #expect(!result.output.contains("min=-"), "no negative rate")
        #expect(!result.output.contains("skipped="), "the two header lines are understood, every time")
    }

    /// A CSV file with a header, the way a spreadsheet exports it: named columns, an empty cell.
    @Test func csvWithAHeader() async throws {
        let csv = "time,cpu,mem\r\n1700000000,12.5,40\r\n1700000001,,41\r\n1700000002,14.5,39\r\n"
        let result = try await LivePlotBinary.run(["--once", "-f", "cpu,mem", "--width", "90", "--height", "10"], input: csv)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
            ● cpu last=14.5 min=12.5 max=14.5 avg=13.5 n=2
            ● mem last=39 min=39 max=41 avg=40 n=3

            """), "the empty cell is a gap in cpu only: \(result.output)")
    }

    /// An application's key=value log: numeric keys are series, words and timestamps are not.
    @Test func keyValueLog() async throws {
        let log = """
            2026-11-21T12:00:01Z level=info msg=request path=/api latency=45ms bytes=1200 status=200
            2026-11-21T12:00:02Z level=info msg=request path=/api latency=52ms bytes=900 status=200
            2026-11-21T12:00:02Z level=warn msg="slow request" latency=310ms bytes=15000 status=504
            2026-11-21T12:00:03Z level=info msg=request path=/ latency=12ms bytes=300 status=200

            """
        let all = try await LivePlotBinary.run(["--once", "--width", "120", "--height", "12"], input: log)
        #expect(all.output.hasSuffix("""
            ● latency last=12 min=12 max=310 avg=104.8 n=4    ● bytes last=300 min=300 max=15000 avg=4350 n=4
            ● status last=200 min=200 max=504 avg=276 n=4

            """), "\(all.output)")
        let latency = try await LivePlotBinary.run(["--once", "-f", "latency", "-u", "ms", "--height", "8"], input: log)
        #expect(latency.output.hasSuffix("last=12 ms min=12 ms max=310 ms avg=104.8 ms n=4\n"), "\(latency.output)")
    }

    /// `--match` with two groups: two series, named by the groups.
    @Test func matchWithNamedGroups() async throws {
        let lines = (1...20).map { "eth0 rx \($0 * 3) tx \($0)" }.joined(separator: "\n")
        let result = try await LivePlotBinary.run(
            ["--once", "--match", "rx (?<rx>\\d+) tx (?<tx>\\d+)", "--width", "90", "--height", "10"], input: lines + "\nnoise\n")
        #expect(result.output.hasSuffix("""
            ● rx last=60 min=3 max=60 avg=31.5 n=20   ● tx last=20 min=1 max=20 avg=10.5 n=20
            skipped=1

            """), "\(result.output)")
    }

    /// A hostile header: escape sequences in series names never reach the terminal.
    @Test func escapesInNamesNeverReachTheTerminal() async throws {
        let input = "\u{1B}]0;owned\u{07}a,\u{1B}[2Jb\n1,2\n3,4\n"
        let result = try await LivePlotBinary.run(["--once", "--color", "always"], input: input)
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}]"), "no OSC")
        #expect(!result.output.contains("\u{1B}[2J"), "no clear screen")
        #expect(!result.output.contains("\u{07}"))
    }

    // MARK: Formats (issue 16): real producers' output captured on this machine, in tools/fuzz/corpus.

    /// The captured file `name`, given `times` times over to liveplot with `arguments`, as bytes.
    static func plot(_ name: String, times: Int = 1, _ arguments: String) async throws -> Subprocess.Result {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../tools/fuzz/corpus").standardized
        let files = Array(repeating: corpus.appendingPathComponent(name).path, count: times).joined(separator: " ")
        return try await Subprocess.run(["sh", "-c", "cat \(files) | \(LivePlotBinary.url.path) --once \(arguments)"],
                                  environment: ProcessInfo.processInfo.environment)
    }

    /// Python's csv module in Excel's dialect, every field quoted, with a byte order mark, CRLF, a note
    /// holding a comma, doubled quotes and a newline: the numeric columns by their names, nothing skipped.
    @Test func aSpreadsheetExport() async throws {
        let result = try await Self.plot("spreadsheet.csv", "--width 100 --height 10")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
            ● Response Time (ms) last=13 min=12 max=14.5 avg=13.17 n=3
            ● Error Rate last=0.75 min=0.5 max=1.25 avg=0.8333 n=3

            """), "\(result.output)")
    }

    /// x from the data (issue 17): a Node service's pino log writes each request's time in epoch
    /// milliseconds; its 16 requests within half a second are placed at their times, the axis marking the
    /// first and the last to the millisecond (no round second falls between).
    @Test func aServiceLogAtItsOwnTimes() async throws {
        let result = try await Self.plot("node-service.log", "--width 100 --height 10 --utc -f responseTime")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
              └─────────┬─────────────────────────┬─────────────────────────┬─────────────────────────┬─────────
                    15:56:05.4                15:56:05.5                15:56:05.6                15:56:05.7
            last=4.33 min=4.33 max=31.095 avg=16.44 n=16 skipped=1

            """), "\(result.output)")
    }

    /// The spreadsheet's date column is x: its rows stand at 10:00:01 … 10:00:02, not at 1, 2, 3.
    @Test func aSpreadsheetsDateColumnIsX() async throws {
        let result = try await Self.plot("spreadsheet.csv", "--width 100 --height 10 --utc")
        #expect(result.output.contains("""
              └┬───────────────────────────────────────────────┬───────────────────────────────────────────────┬
            10:00:01                                        10:00:02                                    10:00:03
            """), "the third record, over two lines, at its first line's time: \(result.output)")
        let numbered = try await Self.plot("spreadsheet.csv", "--width 100 --height 10 -x none")
        #expect(!numbered.output.contains("10:00:01"), "-x none: sample numbers")
    }

    @Test func aSemicolonSpreadsheetWithDecimalCommas() async throws {
        let result = try await Self.plot("semicolon.csv", "--width 100 --height 10")
        #expect(result.output.hasSuffix("""
            ● Temperatur last=22 min=21.5 max=22 avg=21.75 n=3
            ● Druck last=1012.75 min=1012.75 max=1013.5 avg=1013 n=3

            """), "\(result.output)")
    }

    /// `ip -j -s link | jq -c '.[]'`, read twice: paths and a pattern select the counters.
    @Test func jsonLinesFromIpByPath() async throws {
        let result = try await Self.plot("ip-link.jsonl", "-f 'stats64.rx.bytes,stats64.tx.*' --width 200 --height 12")
        #expect(result.status == 0)
        let legend = result.output.split(separator: "\n").suffix(5).joined(separator: "\n")
        for name in ["stats64.rx.bytes", "stats64.tx.bytes", "stats64.tx.packets", "stats64.tx.errors", "stats64.tx.carrier_errors"] {
            #expect(legend.contains("● \(name) last=") || legend.contains("● \(name)="), "\(name): \(legend)")
        }
        #expect(!legend.contains("stats64.rx.packets") && !legend.contains("skipped="), "\(legend)")
    }

    /// A Node service's request log as `docker logs` shows it (pino-http's fields, captured from a small
    /// server here under curl): a banner line first, then JSON lines. The banner decides nothing; the
    /// paths are selected, the numeric string `content-length` among them, and the banner is one skipped line.
    @Test func aServiceLogAfterItsBanner() async throws {
        let result = try await Self.plot("node-service.log", "-f 'responseTime,res.*' --width 100 --height 8")
        #expect(result.output.hasSuffix("""
            ● responseTime=4.33                 ● res.statusCode=200
            ● res.headers.content-length=1748   skipped=1

            """), "\(result.output)")
    }

    /// A node exporter's scrape (`curl -s localhost:9100/metrics`), three times: `-f 'node_load*'` gives
    /// its three load averages, one sample per scrape; the other metrics and the comments are no skipped lines.
    @Test func aNodeExporterScrape() async throws {
        let result = try await Self.plot("prometheus.txt", times: 3, "-f 'node_load*' --width 100 --height 10")
        #expect(result.output.hasSuffix("""
            ● node_load1 last=0.29 min=0.29 max=0.29 avg=0.29 n=3
            ● node_load15 last=1.12 min=1.12 max=1.12 avg=1.12 n=3
            ● node_load5 last=0.96 min=0.96 max=0.96 avg=0.96 n=3

            """), "\(result.output)")
        let all = try await Self.plot("prometheus.txt", times: 2, "--width 100 --height 10")
        #expect(all.output.hasSuffix("""
            ● go_gc_duration_seconds{quantile="0"}=0   +63 more
            dropped=886

            """), "names keep their labels; past 64 series, each scrape's other 443 samples are counted: \(all.output)")
    }

    /// Graphite plaintext from /proc/loadavg and /proc/meminfo, a second apart: a series per path (tags
    /// and all), a row per timestamp.
    @Test func graphiteLines() async throws {
        let result = try await Self.plot("graphite.txt", "--width 100 --height 10 --utc")
        #expect(result.output.hasSuffix("""
             15:22:08                                        15:22:09                                   15:22:10
            ● machine.load.one last=1.52 min=1.52 max=1.56 avg=1.533 n=3
            ● machine.load.five last=1.31 min=1.31 max=1.31 avg=1.31 n=3
            ● machine.memory.available;unit=kB last=24.2699M min=24.2699M max=24.2716M avg=24.27M n=3

            """), "three timestamps, three rows, at their times: \(result.output)")
    }

    /// nginx's combined access log (nginx-light here, 120 requests by curl, some 404s): the response sizes
    /// by `--match`, each at its bracketed time, 19:06:45 … 19:07:14.
    @Test func anNginxAccessLogWithMatch() async throws {
        let result = try await Self.plot("nginx-access.log", #"--width 100 --height 10 --utc --match '" \d{3} (\d+) '"#)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
              └┬─────────────────┬──────────────────┬─────────────────┬──────────────────┬──────────────────┬───
            19:06:45          19:06:50           19:06:55          19:07:00           19:07:05          19:07:10
            last=657 min=112 max=4900 avg=1981 n=120

            """), "\(result.output)")
    }

    /// Caddy's JSON access log (2.6, `format json`): `ts` is epoch seconds with a fraction, and x; the
    /// request's `duration` in seconds is the series.
    @Test func aCaddyJSONLogWithTs() async throws {
        let result = try await Self.plot("caddy-access.jsonl", "--width 100 --height 10 --utc -f duration -u s")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
                └────────────────┬─────────────────┬─────────────────┬──────────────────┬─────────────────┬─────
                              19:06:50          19:06:55          19:07:00           19:07:05          19:07:10
            last=0.173319 ms min=0.055282 ms max=6.17464 ms avg=0.3978 ms n=120

            """), "\(result.output)")
    }

    // MARK: Buckets (issue 18)

    /// Requests per second from nginx's access log (150 requests by curl here, 24 of them 502s from a
    /// proxy to a closed port): every line an event; with `--match`, the 5xx alone, a second without one 0.
    @Test func requestsAndErrorsPerSecond() async throws {
        let all = try await Self.plot("nginx-errors.log", "--width 90 --height 10 --utc --count")
        #expect(all.output.hasSuffix("last=1 min=1 max=8 avg=6 n=25\n"), "150 requests over 25 s: \(all.output)")
        let errors = try await Self.plot("nginx-errors.log", #"--width 90 --height 10 --utc --count --match '" 5\d\d '"#)
        #expect(errors.output.hasSuffix("last=1 min=0 max=4 avg=1.091 n=22 skipped=126\n"), "24 errors over 22 s: \(errors.output)")
    }

    /// Latency percentiles per second from Caddy's JSON log: a series per stat, named for it. A second
    /// holds a few requests: its p95 and p99 are its slowest, by nearest rank (issue 40; the rank rounded
    /// down hid them, 1.15 ms where a 6.17 ms request stood).
    @Test func latencyPercentilesPerSecond() async throws {
        let result = try await Self.plot("caddy-access.jsonl", "--width 90 --height 12 --utc -f duration -u s --every 1s --stat p50,p95,p99")
        #expect(result.output.hasSuffix("""
            ● duration p50 last=0.173319 ms min=0.079379 ms max=1.09375 ms avg=0.2189 ms n=27
            ● duration p95 last=0.985471 ms min=0.166519 ms max=6.17464 ms avg=0.9431 ms n=27
            ● duration p99 last=0.985471 ms min=0.166519 ms max=6.17464 ms avg=0.9431 ms n=27

            """), "\(result.output)")
    }
}
