import Foundation
import Testing

/// The producers' time flags, captured in Tests/Producers: `vmstat -t`, `iostat -xt`, `ping -D` and
/// `dstat -t` give the series they give without the flag, and their times label the x axis (`--once`
/// at 80×12, local time UTC).
@Suite struct TimedProducerTests {
    /// The x labels and the status lines of `liveplot --once --width 80 --height 12` on the capture `name`.
    static func chart(_ name: String) async throws -> (xLabels: String, status: String) {
        let result = try await LivePlotBinary.run(["--once", "--width", "80", "--height", "12"],
                                                  input: try TableProducerTests.capture(name), environment: ["TZ": "UTC"])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let axis = lines.firstIndex { $0.contains("└") } ?? lines.startIndex
        let xLabels = axis + 1 < lines.endIndex ? String(lines[axis + 1]) : ""
        return (xLabels.trimmingCharacters(in: .whitespaces), TableProducerTests.status(result.output))
    }

    /// `vmstat -t 1 5`: vmstat's seventeen columns (`cs` and `us` two, `si` there), the rows' time as x.
    @Test func vmstatT() async throws {
        let (xLabels, status) = try await Self.chart("vmstat-t-1-5")
        #expect(xLabels == "23:51:19                 23:51:20                 23:51:21             23:51:22")
        #expect(status == """
            ● r=6              ● b=0              ● swpd=0           ● free=22.5966M
            ● buff=18268       ● cache=1.50268M   ● si=0             ● so=0
            ● bi=0             ● bo=0             ● in=583           ● cs=504
            ● us=99            ● sy=1             ● id=0             +2 more
            """)
    }

    /// `iostat -xt 1 3`: the CPU's columns and the device's, no time among their names; each report at its time.
    @Test func iostatXT() async throws {
        let (xLabels, status) = try await Self.chart("iostat-xt-1-3")
        // Whole seconds ticked at whole seconds only (before: 23:51:19.2, .4, …, times no report has).
        #expect(xLabels == "23:51:19                                                               23:51:20")
        #expect(status == """
            ● %user=100        ● %nice=0          ● %system=0        ● %iowait=0
            ● %steal=0         ● %idle=0          ● vda r/s=0        ● vda rkB/s=0
            ● vda rrqm/s=0     ● vda %rrqm=0      ● vda r_await=0    ● vda rareq-sz=0
            ● vda w/s=0        ● vda wkB/s=0      ● vda wrqm/s=0     +13 more
            """)
    }

    /// `ping -D -c 5 127.0.0.1`: the round-trip time, at each reply's time.
    @Test func pingD() async throws {
        let (xLabels, status) = try await Self.chart("ping-D-c-5-127.0.0.1")
        #expect(xLabels == "23:51:19         23:51:20          23:51:21         23:51:22")
        #expect(status == "last=0.044 ms min=0.031 ms max=0.116 ms avg=0.0592 ms n=5")
    }

    /// `dstat -tcdngy 1 5`: dstat's columns, its `time` column x.
    @Test func dstatT() async throws {
        let (xLabels, status) = try await Self.chart("dstat-tcdngy-1-5")
        #expect(xLabels == "23:51:33                 23:51:34                  23:51:35             23:51:36")
        #expect(status == """
            ● usr=98       ● sys=2        ● idl=0        ● wai=0        ● stl=0
            ● read=24000   ● writ=0       ● recv=0       ● send=0       ● in=0
            ● out=0        ● int=588      ● csw=552
            """)
    }
}
