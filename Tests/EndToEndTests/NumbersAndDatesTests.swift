import Foundation
import Testing

/// cli.md's "Never silent, never wrong", end to end through the built binary with `--once`: sized
/// numbers, thousands separators, dates as people write them, http.server's time, `-f` and `--match`
/// names, one prefix per series' figures. The producers' output is Tests/Producers' (its README).
@Suite struct NumbersAndDatesTests {
    static func plot(_ name: String, _ arguments: [String], environment: [String: String] = [:]) async throws -> Subprocess.Result {
        let input = try ProducerCapture.text(name)
        return try await LivePlotBinary.run(["--once"] + arguments, input: input, environment: ["TZ": "UTC"].merging(environment) { $1 })
    }

    /// A US spreadsheet export: month-first dates on x (Tue 3 … Mon 9 November), `"7,779.47"` and
    /// `"1,204,331"` read whole, nothing skipped; without `-x` the leading date column is x all the same.
    @Test func theUSExportWithDatesOnX() async throws {
        let result = try await Self.plot("us-export.csv", ["--width", "80", "--height", "10", "-x", "Date"])
        #expect(result.status == 0)
        #expect(result.output == """
                │•⠤⢄⣀⣀⣀⡀                        ⢀⣀⣀⣀⣀⣀•⣀⣀⣀⣀⡀
            1.0M┤· · · ⠈⠉⠉⠉⠑⠒•⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉•⠉⠉⠉⠉⠉⠁· · · · · ⠈⠉⠉⠉⠉⠉⠉⠉⠉⠑⠒⠒⠒⠒⠒⠒⠒⠒⠒⠤⠤⠤⠤⠤⠤⠤⠤⠤⣀⣀⣀⣀•
                │
            0.5M┤· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                │
            0.0M┤⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀
                └┬───────────┬────────────┬───────────┬───────────┬────────────┬───────────┬
               Tue 3       Wed 4        Thu 5       Fri 6       Sat 7        Sun 8     Mon 9
            ● Open=7861.94    ● High=7870       ● Low=7820.48     ● Close=7833.27
            ● Volume=905116

            """, "\(result.output)")
        let withoutX = try await Self.plot("us-export.csv", ["--width", "80", "--height", "10"])
        #expect(withoutX.output == result.output, "the first column, a date, is x without -x")
    }

    /// A German export: `;`, `"7.779,47"`, day-first dotted dates (1 … 5 November) on x.
    @Test func theGermanExportWithDatesOnX() async throws {
        let result = try await Self.plot("de-export.csv", ["--width", "80", "--height", "10", "-x", "Datum"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.status == 0)
        #expect(result.output == """
            10k┤· · · · · · · · · · · · · · · · · · · · · · · · · ⣀⣀⣀⣀⡠⠤•⠤⠤⠤⠤⠤⠤⠤⠤⠤⣀⣀⣀⣀⣀⣀⣀⣀⣀•
               │•⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉•⠉⠉⠉⠉⠒⠒⠒⠒⠒⠒⠒⠒⠒⠢⠤⠤⠤⠤•⠤⠔⠒⠒⠒⠒⠉⠉⠉⠉⠉
               │
               │
              0┤⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣊⣉⣉⣉⣉⣉⣉⣉⣉•⣉⣉⣉⣉⣉⣉⣉⣉⣉⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒
               └┬────────┬─────────┬────────┬─────────┬────────┬────────┬─────────┬────────┬
               Nov     12:00     Mon 2    12:00     Tue 3    12:00    Wed 4     12:00  Thu 5
            ● Umsatz last=8450.02 min=6954.88 max=9021.36 avg=8062 n=5
            ● Kosten last=1288.4 min=1150 max=1402.75 avg=1271 n=5
            ● Anzahl last=15 min=11 max=17 avg=13.8 n=5

            """, "\(result.output)")
    }

    /// http.server's log with `--count --every 1s`: a bucket a second from 17:23:33 to 17:23:41 (n=9),
    /// 3 in the last. The first holds the banner's row with the two requests (the banner decides nothing
    /// about times; it is still read as a line of fields).
    @Test func httpServersLogCountedBySecond() async throws {
        let result = try await Self.plot("python-http-server.log", ["--width", "80", "--height", "8", "--utc", "--count", "--every", "1s"])
        #expect(result.status == 0)
        #expect(result.output == """
             │•⢄                                                                          ⡠•
            2┤· ⠑⢄· · · · · · · ⢀•⠤⠤⠤⠤⠤⠤⠤⠤⠤•⡀ · · · · · · · · · · · · · · · · · · · · · ⡠⠊·
             │    ⠑⢄         ⢀⡠⠒⠁           ⠈⠒⢄⡀                                      ⡠⠊
             │      ⠑⢄    ⢀⠤⠊⠁                 ⠈⠒⠤⡀        ⣀⡠⠤•⠢⠤⣀⡀                 ⡠⠊
            0┤· · · · ⠑•⠤⠊⠁ · · · · · · · · · · · ⠈⠑⠤•⠤⠔⠒⠉⠉ · · · ⠈⠉⠑⠒⠤⢄•⣀⣀⣀⣀⣀⣀⣀⣀⣀•⠊· · · ·
             └─────────┬───────────────────┬──────────────────┬───────────────────┬─────────
                    17:23:34            17:23:36           17:23:38            17:23:40
            last=3 min=0 max=3 avg=1.222 n=9

            """, "\(result.output)")
    }

    /// `--count` of a file without times: every line arrives within one bucket, and its one point is said
    /// for what it is, with what gives more; with times of their own, nothing is said. Mutation: no
    /// message (`oneBucketMessage` nil): fails.
    @Test func oneBucketOfAFileWithoutTimesIsSaid() async throws {
        let untimed = try await LivePlotBinary.run(["--once", "--width", "60", "--height", "6", "--count"], input: "1\n2\n3\n4\n")
        #expect(untimed.status == 0)
        #expect(untimed.output.hasSuffix("last=4 min=4 max=4 avg=4 n=1\n"), "\(untimed.output)")
        #expect(untimed.error == "liveplot: every line arrived within one bucket, so the chart has one point: buckets gather lines by their "
                + "arrival unless the lines have times of their own (a timestamp, -x FIELD)\n", "\(untimed.error)")
        let timed = try await LivePlotBinary.run(["--once", "--width", "60", "--height", "6", "--count", "--utc"],
                                                input: "2026-11-22T10:00:00Z 1\n2026-11-22T10:00:01Z 2\n")
        #expect(timed.output.hasSuffix("n=2\n") && timed.error.isEmpty, "\(timed.output) \(timed.error)")
    }

    /// Slashed dates: day first where the locale names a day-first region, month first in the US.
    @Test func theLocaleOrdersSlashedDates() async throws {
        let csv = "day,n\n05/11/2026,3\n06/11/2026,4\n07/11/2026,5\n"
        let british = try await LivePlotBinary.run(["--once", "--width", "60", "--height", "6"], input: csv, environment: ["TZ": "UTC", "LANG": "en_GB.UTF-8"])
        #expect(british.output.contains("Thu 5") && british.output.contains("Sat 7"), "5 … 7 November: \(british.output)")
        let american = try await LivePlotBinary.run(["--once", "--width", "60", "--height", "6"], input: csv, environment: ["TZ": "UTC", "LANG": "en_US.UTF-8"])
        #expect(american.output.contains("Jun") && american.output.contains("Jul"), "May 11 … July 11: \(american.output)")
    }

    @Test func sizedNumbersAreScaled() async throws {
        let result = try await LivePlotBinary.run(["--once", "--width", "70", "--height", "5"], input: "2898k\n1.5GiB\n4096B\n12ms\n")
        #expect(result.output.hasSuffix("last=12 min=12 max=1.61061G avg=0.4034G n=4\n"), "\(result.output)")
    }

    /// One prefix per series: `last=125.724k … avg=133.7k`, never `125724` beside `133.7k`.
    @Test func aSeriesFiguresShareOnePrefix() async throws {
        let result = try await LivePlotBinary.run(["--once", "--width", "70", "--height", "5"], input: "141676\n125724\n")
        #expect(result.output.hasSuffix("last=125.724k min=125.724k max=141.676k avg=133.7k n=2\n"), "\(result.output)")
    }

    /// A field where a number belongs that does not read is counted, its line's other values kept.
    @Test func anUnreadableColumnIsCounted() async throws {
        let result = try await LivePlotBinary.run(["--once", "--width", "60", "--height", "6"], input: "a,b\n\"1,5\",3\n2,4\n")
        #expect(result.output.hasSuffix("● b=4       ● a=2       skipped=1\n"), "\(result.output)")
    }

    @Test func namesFromFAndMatch() async throws {
        let metrics = "node_cpu_seconds_total{cpu=\"0\",mode=\"user\"} 12.5\nnode_cpu_seconds_total{cpu=\"0\",mode=\"system\"} 3\n"
            + "node_cpu_seconds_total{cpu=\"0\",mode=\"user\"} 13.5\n"
        let one = try await LivePlotBinary.run(["--once", "--width", "70", "--height", "5", "-f", "node_cpu_seconds_total{cpu=\"0\",mode=\"user\"}"], input: metrics)
        #expect(one.output.hasSuffix("last=13.5 min=12.5 max=13.5 avg=13 n=2\n"), "one series: \(one.output)")
        let ping = "64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.045 ms\n64 bytes from 127.0.0.1: icmp_seq=2 ttl=64 time=0.050 ms\n"
        let named = try await LivePlotBinary.run(["--once", "--width", "70", "--height", "5", "--match", "ttl=(\\d+) time=([0-9.]+)"], input: ping)
        #expect(named.output.contains("● ttl") && named.output.contains("● time"), "\(named.output)")
    }
}
