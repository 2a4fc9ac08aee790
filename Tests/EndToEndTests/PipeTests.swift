import Foundation
import Testing

/// The binary through pipes: stdout is not a terminal, so it prints one static chart.
@Suite struct PipeTests {
    @Test func seqToAThousandPrintsTheWholeSeriesOnce() async throws {
        let result = try await LivePlotBinary.run(["--height", "12"], input: (1...1000).map { "\($0)\n" }.joined())
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == """
            1000┤· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·⣀⣀⣠⠤⠴⠒⠚⠉
                │                                                          ⢀⣀⣀⡤⠤⠖⠒⠋⠉⠁
                │                                                  ⣀⣀⡤⠤⠴⠒⠚⠉⠉
                │                                         ⢀⣀⣠⠤⠤⠖⠒⠋⠉⠁
             500┤· · · · · · · · · · · · · · · · ·⣀⣀⡤⠤⠖⠒⠚⠉⠉· · · · · · · · · · · · · · · · ·
                │                        ⢀⣀⣠⠤⠴⠒⠒⠋⠉⠁
                │                ⣀⣀⡤⠤⠖⠒⠋⠉⠉
                │       ⣀⣀⣠⠤⠴⠒⠚⠉⠉⠁
               0┤⣀⡤⠤⠖⠒⠋⠉⠁· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                └───────┬───────┬──────┬───────┬──────┬───────┬──────┬───────┬──────┬───────
                       100     200    300     400    500     600    700     800    900
            last=1000 min=1 max=1000 avg=500.5 n=1000

            """)
    }

    /// More rows than `-n` keeps: the chart shows the newest, its status counts them all, and standard
    /// error says which are drawn (a new user read a 5-hour log's last minutes as the whole file). As many
    /// as `-n`: nothing said.
    @Test func moreRowsThanTheHistoryKeepsAreSaid() async throws {
        let input = (1...1500).map { "\($0)\n" }.joined()
        let result = try await LivePlotBinary.run(["--once", "-n", "1000", "--height", "6"], input: input)
        #expect(result.status == 0)
        #expect(result.output.contains("n=1500\n"), "\(result.output)")
        #expect(result.error == "liveplot: the chart shows the newest 1000 of 1500 rows (-n 1000; a larger -n draws more)\n")
        let whole = try await LivePlotBinary.run(["--once", "-n", "1500", "--height", "6"], input: input)
        #expect(whole.status == 0 && whole.error.isEmpty, "\(whole.error)")
    }

    /// Exponents with many digits, alone on a line: too large is no sample, too small is 0, leading zeros
    /// are read through. The build before this test died on the first with an overflow trap.
    @Test func exponentsOfAnyLengthNeverBreakIt() async throws {
        let input = "5\n1e99999999999999999999\n1e-99999999999999999999\n+1E00000000000000000000000003\n6\n"
        let result = try await LivePlotBinary.run(["--height", "6"], input: input)
        #expect(result.status == 0)
        #expect(result.output.contains("last=6 min=0 max=1000 avg=252.8 n=4 skipped=1"), "\(result.output)")
    }

    @Test func theDefaultSizeIsEightyByTwenty() async throws {
        let result = try await LivePlotBinary.run(["--once"], input: "1\n2\n3\n")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 21, "20 rows and the final newline")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[19] == "last=3 min=1 max=3 avg=2 n=3")
    }

    @Test func badLinesAreSkippedAndCounted() async throws {
        let result = try await LivePlotBinary.run(["--once", "--height", "6"], input: "1\nfoo\n\n2\r\nnan\n3")
        #expect(result.status == 0)
        #expect(result.output.contains("last=3 min=1 max=3 avg=2 n=3 skipped=2\n"))
    }

    @Test func noEscapesUnlessAskedForAndThenColours() async throws {
        let plain = try await LivePlotBinary.run(["--once"], input: "1\n5\n2\n")
        #expect(!plain.output.contains("\u{1B}"))
        let colored = try await LivePlotBinary.run(["--once", "--color", "always"], input: "1\n5\n2\n")
        #expect(colored.output.contains("\u{1B}[0;36m"))
        #expect(!colored.output.contains("\u{1B}[?1049h"), "never the alternate screen in --once")
    }

    @Test func cumulativePlotsRunningTotals() async throws {
        let result = try await LivePlotBinary.run(["--once", "-c", "--height", "6"], input: "0.1\n0.2\n0.3\n")
        #expect(result.output.contains("last=0.6 min=0.1 max=0.6 avg=0.3333 n=3"))
    }

    @Test func valuesBeyondFixedBoundsAreMarkedAndCounted() async throws {
        let result = try await LivePlotBinary.run(["--once", "-m", "10", "-M", "0", "--height", "8"], input: "1\n50\n3\n-7\n4\n")
        #expect(result.output.contains("▲"), "a mark at the top for 50")
        #expect(result.output.contains("▼"), "a mark at the bottom for -7")
        #expect(result.output.contains("last=4 min=-7 max=50 avg=10.2 n=5 clipped=2\n"))
    }

    /// Lines spread over more than a second: the x axis carries clock times, HH:MM:SS (with a fraction
    /// when the steps are under a second: the arrival axis ticks as the data's times do, on the calendar).
    @Test func theTimeAxisLabelsArrivalTimes() async throws {
        let result = try await Subprocess.run(
            ["bash", "-c", "{ echo 1; sleep 0.7; echo 5; sleep 0.7; echo 2; } | \(LivePlotBinary.url.path) --time --height 8"],
            environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 0)
        let labels = result.output.split(separator: "\n")[6].split(separator: " ")
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.range(of: #"^[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?$"#, options: .regularExpression) != nil },
                "\(labels)")
    }

    @Test func deltaPlotsTheDifferences() async throws {
        let result = try await LivePlotBinary.run(["--once", "-d", "--height", "6"], input: "10\n13\n11\nx\n11\n")
        #expect(result.output.contains("last=0 min=-2 max=3 avg=0.3333 n=3 skipped=1\n"))
    }

    /// ping's own lines, as `ping -i 0.2 127.0.0.1 | liveplot --match 'time=([0-9.]+)'` sees them.
    @Test func matchReadsPingOutput() async throws {
        let ping = """
            PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.
            64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.045 ms
            64 bytes from 127.0.0.1: icmp_seq=2 ttl=64 time=0.061 ms
            64 bytes from 127.0.0.1: icmp_seq=3 ttl=64 time=0.052 ms

            """
        let result = try await LivePlotBinary.run(["--once", "--match", "time=([0-9.]+)", "-u", "ms", "--height", "6"], input: ping)
        #expect(result.status == 0)
        #expect(result.output.contains("last=0.052 ms min=0.045 ms max=0.061 ms avg=0.05267 ms n=3 skipped=1\n"))
        let bad = try await LivePlotBinary.run(["--match", "time=("])
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("liveplot: invalid regex 'time=(' for '--match': "))
    }

    /// A counter read live: every rate is positive whatever the timing, and the reset (300 → 0) starts
    /// again instead of plotting a negative spike: 3 rates from 6 values (the first value has no time,
    /// it may have waited before liveplot looked: the second starts the rate, issue 43).
    @Test func rateOfACounterWithAReset() async throws {
        let result = try await Subprocess.run(
            ["bash", "-c", "for c in 100 200 300 0 100 200; do echo $c; sleep 0.1; done | \(LivePlotBinary.url.path) -r --height 6"],
            environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 0)
        let status = String(result.output.split(separator: "\n").last ?? "")
        #expect(status.hasSuffix(" n=3"), "\(status)")
        #expect(!status.contains("min=-"), "no negative rate: \(status)")
    }

    /// Hostile lines are skipped and counted; the good ones around them are all kept.
    @Test func badInputIsSkippedAndCountedNeverFatal() async throws {
        var input = "1\n"
        input += "\u{0}\u{0}7\n"             // NUL bytes glued to a number: not a sample
        input += "2\n"
        input += "nan\ninf\n-inf\n1e999\n"     // not finite: four skipped
        input += "12\r34\n"                   // a CR without LF inside a line
        input += String(repeating: "9", count: 2 << 20) + "\n"  // 2 MiB: over the 1 MiB limit
        input += "3"                           // a partial last line still counts
        var bytes = Array(input.utf8)
        bytes.insert(contentsOf: [0xFF, 0xFE, 0x0A], at: 2)  // invalid UTF-8 on a line of its own
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("liveplot-bad-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try await Subprocess.run(["bash", "-c", "\(LivePlotBinary.url.path) --once --height 6 < \(path)"],
                                     environment: ProcessInfo.processInfo.environment)
        #expect(run.status == 0)
        // Skipped: the NUL line, the invalid UTF-8, nan, inf, -inf, 1e999, the CR line and the long line.
        #expect(run.output.contains("last=3 min=1 max=3 avg=2 n=3 skipped=8\n"), "\(run.output.suffix(80))")
    }

    @Test func theDemoPlaysWithoutInput() async throws {
        let result = try await LivePlotBinary.run(["--demo", "--once", "--width", "60", "--height", "15"])
        #expect(result.status == 0)
        #expect(result.output.contains("liveplot demo"))
        #expect(result.output.contains("n=600"))
    }

    @Test(arguments: [
        (["--bogus"], "liveplot: unknown option '--bogus' (see 'liveplot --help')\n"),
        (["-n", "0"], "liveplot: invalid value '0' for '-n': expected a whole number from 1 to 10000000 (see 'liveplot --help')\n"),
        (["--max"], "liveplot: option '--max' needs a value (see 'liveplot --help')\n"),
    ])
    func usageErrorsExitTwoWithOneLine(arguments: [String], message: String) async throws {
        let result = try await LivePlotBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.error == message)
        #expect(result.output.isEmpty)
    }

    @Test func helpAndVersion() async throws {
        let help = try await LivePlotBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("-c, --cumulative      plot running totals"))
        #expect(help.output.contains("--once            read to end of input, print one chart, exit"))
        let version = try await LivePlotBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("liveplot 0."))
    }

    /// A million lines through the binary: the count shown is exactly a million, the bad ones exactly
    /// counted as skipped, the partial last line included.
    @Test func aMillionLinesAllCounted() async throws {
        var text = ""
        text.reserveCapacity(8_000_000)
        for index in 1..<1_000_000 { text += index % 100_000 == 0 ? "bad\n" : "\(index % 977)\n" }
        text += "5"
        let result = try await LivePlotBinary.run(["--once", "--height", "6"], input: text)
        #expect(result.status == 0)
        #expect(result.output.contains("n=999991 skipped=9\n"), "\(result.output.suffix(90))")
    }
}
