import Foundation
import Testing

/// Producers that write lines, not tables (issue 42, point 2): ping, `/proc/loadavg` and `uptime` in a
/// loop, from their output captured on this machine (Tests/Producers), each read by its profile
/// (Sources/LivePlotInput/Producers) into the chart a person expects, with no flag.
@Suite struct LineProducerTests {
    static func capture(_ name: String) throws -> String { try ProducerCapture.text(name) }

    static func chart(_ arguments: [String] = [], of capture: String) async throws -> String {
        let result = try await LivePlotBinary.run(["--once", "--width", "80", "--height", "12"] + arguments, input: try Self.capture(capture),
                                            environment: ["TZ": "UTC"])
        #expect(result.status == 0, "\(result.error)")
        return result.output
    }

    /// `ping -c 4 127.0.0.1`: the round-trip time in ms, not icmp_seq, ttl or the `64` of `64 bytes`;
    /// the statistics footer no series and no skipped line.
    @Test func pingPlotsItsRoundTripTimeInMilliseconds() async throws {
        #expect(try await Self.chart(of: "ping-c-4-127.0.0.1.txt") == """
            1.0 ms┤•⠢⣀ · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                  │   ⠑⠢⣀
                  │      ⠑⠢⣀
                  │         ⠑⠢⣀
            0.5 ms┤· · · · · · ⠑⠢⣀ · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                  │               ⠑⠢⣀
                  │                  ⠑⠢⣀
                  │                     ⠑⠢⣀
            0.0 ms┤· · · · · · · · · · · · •⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉•⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠑⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•
                  └┬───────────────────────┬───────────────────────┬───────────────────────┬
                   1                       2                       3                       4
            last=0.058 ms min=0.058 ms max=1.09 ms avg=0.3338 ms n=4

            """)
    }

    /// `while sleep 1; do cat /proc/loadavg; done`: the three load averages, not the last PID.
    @Test func procLoadavgPlotsTheThreeLoadAverages() async throws {
        #expect(try await Self.chart(of: "proc-loadavg-loop.txt") == """
             │•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•
             │
            1┤•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•
             │
             │
             │
            0┤•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•
             └┬─────────────────────────┬────────────────────────┬─────────────────────────┬
              1                         2                        3                         4
            ● load1 last=0.12 min=0.12 max=0.13 avg=0.1225 n=4
            ● load5 last=1.1 min=1.1 max=1.12 avg=1.105 n=4
            ● load15 last=1.59 min=1.59 max=1.6 avg=1.593 n=4

            """)
    }

    /// `while sleep 1; do uptime; done`: the three load averages at uptime's clock time.
    @Test func uptimePlotsTheLoadAveragesAtItsClockTime() async throws {
        #expect(try await Self.chart(of: "uptime-loop.txt") == """
             │•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•
             │
            1┤•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•
             │
             │
             │
            0┤•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•
             └┬─────────────────────────┬────────────────────────┬─────────────────────────┬
            00:13:20                 00:13:21                 00:13:22              00:13:23
            ● load1 last=0.12 min=0.12 max=0.13 avg=0.1225 n=4
            ● load5 last=1.1 min=1.1 max=1.12 avg=1.105 n=4
            ● load15 last=1.59 min=1.59 max=1.6 avg=1.593 n=4

            """)
    }

    /// The user's `-f` and `-u` win over the profile's defaults; a count or a rate is not in ms.
    @Test func theUsersFieldsAndUnitWin() async throws {
        let ttl = try await Self.chart(["-f", "ttl"], of: "ping-c-4-127.0.0.1.txt")
        #expect(ttl.hasSuffix("last=64 min=64 max=64 avg=64 n=4\n"), "\(ttl)")
        let microseconds = try await Self.chart(["-u", "µs"], of: "ping-c-4-127.0.0.1.txt")
        #expect(microseconds.hasSuffix("last=0.058 µs min=0.058 µs max=1.09 µs avg=0.3338 µs n=4\n"), "\(microseconds)")
        let counted = try await Self.chart(["--count", "--every", "2"], of: "ping-c-4-127.0.0.1.txt")
        #expect(counted.hasSuffix("last=2 min=2 max=2 avg=2 n=2\n"), "\(counted)")
        let load5 = try await Self.chart(["-f", "load5"], of: "uptime-loop.txt")
        #expect(load5.hasSuffix("last=1.1 min=1.1 max=1.12 avg=1.105 n=4\n"), "\(load5)")
    }
}
