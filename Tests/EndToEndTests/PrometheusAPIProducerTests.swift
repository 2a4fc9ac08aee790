import Foundation
import Testing

/// Prometheus's HTTP API, as a real Prometheus answered (Tests/Producers/prometheus-api-*.json, from
/// tools/prometheus-capture): `--once` at 80×12, a series per result named by its labels, at
/// Prometheus's own timestamps (the x axis is the query's times, in UTC here), and an error said.
@Suite struct PrometheusAPIProducerTests {
    /// `liveplot --once --width 80 --height 12` on the capture `name`, in UTC.
    static func chart(_ name: String) async throws -> Subprocess.Result {
        try await LivePlotBinary.run(["--once", "--width", "80", "--height", "12"], input: try ProducerCapture.text("prometheus-api-\(name).json"),
                               environment: ["TZ": "UTC"])
    }

    /// `query_range`: the whole history at once, a series per CPU and instance (`job` and `mode` are
    /// every result's, left out of the names), the x axis Prometheus's 5 s steps.
    @Test func aMatrix() async throws {
        let result = try await Self.chart("matrix")
        #expect(result.status == 0)
        #expect(result.output == """
            1┤· · · · · · · · · · · · · · · · · · · · · · · · · · · ⢀⣀⣀⣀⣠⣤⣤⠤⠤⠤⠶⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒
             │                                           ⢀⣀⣀⣤⣤⣤⠶⠶⠞⠛⠛⠋⠉⠉⠁
             │                               ⢀⣀⣀⣠⠤⠤⠴⠶⠒⠚⠛⠛⠉⠉⠉
             │                  ⣀⣀⣀⣤⣤⡤⠶⠶⠖⠚⠛⠉⠉⠉
             │       ⣀⣀⣀⠤⠤⠴⠒⠒⠚⠋⠉⠉⠉⠁
            0┤⠤⠔⠒⠒⠊⠉⠉ · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
             └──────┬──────────────────────┬─────────────────────┬─────────────────────┬────
                 05:56:50               05:57:00              05:57:10              05:57:20
            ● {cpu="0",instance="127.0.0.1:19101"}=0.961724
            ● {cpu="0",instance="127.0.0.1:19102"}=0.961034
            ● {cpu="0",instance="127.0.0.1:19103"}=0.963768
            +3 more
            """ + "\n")
    }

    /// `node_load1` queried five times, two seconds apart: five rows, each at the time Prometheus
    /// evaluated the query.
    @Test func vectorsQueriedAgainAndAgain() async throws {
        let result = try await Self.chart("vector-loop")
        #expect(result.status == 0)
        #expect(result.output == """
            9.0┤•⡀· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
               │ ⠈⠉⠉⠒⠒⠒⠤⠤⢄⣀⣀
               │⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠭⠭⠭⠶⠶⠦⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⢄⣀
               │                                        ⠉⠑⠒⠤⢄⣀
            8.8┤· · · · · · · · · · · · · · · · · · · · · · · ⠉⠒⠢⠤⣀⡀· · · · · · · · · · · ·
               │                                                   ⠈⠉⠒⠢⠤⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀
               │
               └────────┬─────────────────┬─────────────────┬──────────────────┬────────────
                     05:57:24          05:57:26          05:57:28           05:57:30
            ● node_load1{instance="127.0.0.1:19101"} last=8.74 min=8.74 max=8.89 n=5
            ● node_load1{instance="127.0.0.1:19102"} last=8.74 min=8.74 max=8.97 n=5
            ● node_load1{instance="127.0.0.1:19103"} last=8.74 min=8.74 max=8.89 n=5
            """ + "\n")
    }

    /// A bad query: no blank chart, the error's text said where a script's user looks.
    @Test func anError() async throws {
        let result = try await Self.chart("error")
        #expect(result.output.contains("no samples: 1 line, all query errors"))
        #expect(result.error == #"liveplot: query: bad_data: invalid parameter "query": 1:32: parse error: unexpected ")" in subquery or range, expected ":" or "]""# + "\n")
    }
}
