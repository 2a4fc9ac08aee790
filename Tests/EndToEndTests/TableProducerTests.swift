import Foundation
import Testing

/// The table producers captured in Tests/Producers, read as their producers mean them: `--once` at 80×12,
/// the status lines each gives (every series named by its label and column; the summary rows and blank
/// lines read, not skipped), and two whole frames.
@Suite struct TableProducerTests {
    /// The capture `name` of Tests/Producers.
    static func capture(_ name: String) throws -> String { try ProducerCapture.text(name + ".txt") }

    /// The output of `liveplot --once --width 80 --height 12 arguments` on the capture `name`.
    static func chart(_ name: String, _ arguments: [String] = []) async throws -> String {
        let result = try await LivePlotBinary.run(["--once", "--width", "80", "--height", "12"] + arguments, input: try capture(name))
        #expect(result.status == 0, "\(result.output)")
        return result.output
    }

    /// The status lines of a chart: from the first legend (or figure) line on.
    static func status(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.firstIndex { $0.hasPrefix("●") || $0.hasPrefix("last=") || $0.hasPrefix("skipped=") } ?? lines.endIndex
        return lines[first...].joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// `iostat -x 1`: the device's `%util` and the CPU's `%idle`, each from its own block; the first
    /// report (`%util` 0.81, `%idle` 22.33) is since boot: no sample.
    @Test func iostatExtended() async throws {
        #expect(Self.status(try await Self.chart("iostat-x-1", ["-f", "%util,%idle"])) == """
            ● vda %util last=0 min=0 max=0 avg=0 n=3
            ● %idle last=100 min=99.5 max=100 avg=99.67 n=3
            """)
    }

    /// `iostat 1`: avg-cpu's columns and the device's, labelled `vda`.
    @Test func iostat() async throws {
        #expect(Self.status(try await Self.chart("iostat-1", [])) == """
            ● %user=0           ● %nice=0           ● %system=0         ● %iowait=0
            ● %steal=0          ● %idle=100         ● vda tps=0         ● vda kB_read/s=0
            ● vda kB_wrtn/s=0   ● vda kB_dscd/s=0   ● vda kB_read=0     ● vda kB_wrtn=0
            ● vda kB_dscd=0
            """)
    }

    /// `mpstat 1`: the time is x; its one CPU row a step (`all`) goes unsaid: `%usr`, not `all %usr`.
    @Test func mpstat() async throws {
        #expect(Self.status(try await Self.chart("mpstat-1", [])) == """
            ● %usr=0       ● %nice=0      ● %sys=0       ● %iowait=0    ● %irq=0
            ● %soft=0      ● %steal=0.5   ● %guest=0     ● %gnice=0     ● %idle=99.5
            """)
    }

    /// `mpstat -P ALL 1`: `%idle` for `all`, `0` and `1`.
    @Test func mpstatEveryCPU() async throws {
        #expect(Self.status(try await Self.chart("mpstat-P-ALL-1", ["-f", "%idle"])) == """
            ● all %idle last=99 min=99 max=99.5 avg=99.17 n=3
            ● 0 %idle last=100 min=100 max=100 avg=100 n=3
            ● 1 %idle last=98.02 min=98.02 max=99 avg=98.35 n=3
            """)
    }

    /// `sar -u 1 3`: the Average: row is no sample.
    @Test func sar() async throws {
        #expect(Self.status(try await Self.chart("sar-u-1-3", [])) == """
            ● %user=0       ● %nice=0       ● %system=0.5   ● %iowait=0     ● %steal=0
            ● %idle=99.5
            """)
    }

    /// `sar -u 1 3` in a 12-hour locale: as the 24-hour one.
    @Test func sarTwelveHour() async throws {
        #expect(Self.status(try await Self.chart("sar-u-1-3-12h", [])) == """
            ● %user=0       ● %nice=0       ● %system=0.5   ● %iowait=0     ● %steal=0
            ● %idle=99.5
            """)
    }

    /// `sar -n DEV 1 3`: `rxkB/s` for each interface.
    @Test func sarNetwork() async throws {
        #expect(Self.status(try await Self.chart("sar-n-DEV-1-3", ["-f", "rxkB/s"])) == """
            ● lo rxkB/s last=0 min=0 max=0 avg=0 n=3
            ● ifb0 rxkB/s last=0 min=0 max=0 avg=0 n=3
            ● ifb1 rxkB/s last=0 min=0 max=0 avg=0 n=3
            ● eth0 rxkB/s last=0 min=0 max=0 avg=0 n=3
            """)
    }

    /// `sar -r 1 3`: no label column.
    @Test func sarMemory() async throws {
        #expect(Self.status(try await Self.chart("sar-r-1-3", [])) == """
            ● kbmemfree=22.4887M   ● kbavail=24.2203M     ● kbmemused=94708
            ● %memused=0.38        ● kbbuffers=38784      ● kbcached=1.79799M
            ● kbcommit=47680       ● %commit=0.19         ● kbactive=1.5223M
            ● kbinact=309256       ● kbdirty=768
            """)
    }

    /// `pidstat 1 3`: each process's `%CPU`, named by its command and PID.
    @Test func pidstat() async throws {
        #expect(Self.status(try await Self.chart("pidstat-1-3", ["-f", "%CPU"])) == """
            ● kdamond.0 77 %CPU last=1 min=1 max=1 avg=1 n=1
            ● memfd:sealed-91 14399 %CPU last=1 min=1 max=1 avg=1 n=1
            ● process_api 1 %CPU last=1 min=1 max=1 avg=1 n=1
            ● pidstat 15207 %CPU last=1 min=1 max=1 avg=1 n=1
            """)
    }

    /// `free -m -s 1`: `Mem:` and `Swap:` label their rows.
    @Test func freeMegabytes() async throws {
        #expect(Self.status(try await Self.chart("free-m-s-1", [])) == """
            ● Mem total=24105       ● Mem used=451          ● Mem free=21970
            ● Mem shared=8          ● Mem buff/cache=2008   ● Mem available=23653
            ● Swap total=0          ● Swap used=0           ● Swap free=0
            """)
    }

    /// `dstat`: its banner, groups and `|` separators.
    @Test func dstat() async throws {
        #expect(Self.status(try await Self.chart("dstat", [])) == """
            ● usr=0     ● sys=0     ● idl=100   ● wai=0     ● stl=0     ● read=0
            ● writ=0    ● recv=0    ● send=0    ● in=0      ● out=0     ● int=49
            ● csw=72
            """)
    }

    /// `dstat -c`.
    @Test func dstatCPU() async throws {
        #expect(Self.status(try await Self.chart("dstat-c", [])) == """
            ● usr=0     ● sys=0     ● idl=100   ● wai=0     ● stl=0
            """)
    }

    /// `ifstat 1`: the interface names its columns.
    @Test func ifstat() async throws {
        #expect(Self.status(try await Self.chart("ifstat-1", [])) == """
            ● eth0 KB/s in last=0 min=0 max=0 avg=0 n=3
            ● eth0 KB/s out last=0 min=0 max=0 avg=0 n=3
            """)
    }

    /// `ifstat -i lo,eth0 1`.
    @Test func ifstatTwo() async throws {
        #expect(Self.status(try await Self.chart("ifstat-i-lo-eth0-1", [])) == """
            ● lo KB/s in last=0 min=0 max=0 avg=0 n=4
            ● lo KB/s out last=0 min=0 max=0 avg=0 n=4
            ● eth0 KB/s in last=0 min=0 max=0 avg=0 n=4
            ● eth0 KB/s out last=0 min=0 max=0 avg=0 n=4
            """)
    }

    /// `vmstat 1`: by position, as before.
    @Test func vmstat() async throws {
        #expect(Self.status(try await Self.chart("vmstat-1", [])) == """
            ● r=1             ● b=0             ● swpd=0          ● free=22.5245M
            ● buff=38684      ● cache=1.9942M   ● si=0            ● so=0
            ● bi=0            ● bo=8            ● in=59           ● cs=77
            ● us=0            ● sy=0            ● id=98           +2 more
            """)
    }

    /// `vmstat 1`: its first line (`us` 73, `id` 23) is averages since boot, no sample; the status counts
    /// it in no `skipped=`, and `--explain` says why.
    @Test func vmstatsFirstLineIsSinceBoot() async throws {
        #expect(Self.status(try await Self.chart("vmstat-1", ["-f", "us,sy,id"])) == """
            ● us last=0 min=0 max=0 avg=0 n=3
            ● sy last=0 min=0 max=0 avg=0 n=3
            ● id last=98 min=98 max=99 avg=98.67 n=3
            """)
        let explained = try await LivePlotBinary.run(["--explain"], input: try Self.capture("vmstat-1")).output
        #expect(explained.contains("""
              line 3  " 1  0      0 22524464  38684 1994196    0    0   266   521  …"  since boot: vmstat's first report
            """), "\(explained)")
    }

    /// `iostat 1`: its first report, the avg-cpu row (`%idle` 22.35) and the device's (`tps` 86.45), is
    /// since boot; `iostat -y 1` (two blank lines after the banner) keeps its first.
    @Test func iostatsFirstReportIsSinceBoot() async throws {
        #expect(Self.status(try await Self.chart("iostat-1", ["-f", "%idle,tps"])) == """
            ● %idle last=100 min=99.5 max=100 avg=99.83 n=3
            ● vda tps last=0 min=0 max=0 avg=0 n=3
            """)
        // Its headers name the columns: a row since boot ends the lines before the data.
        let explained = try await LivePlotBinary.run(["--explain"], input: try Self.capture("iostat-1")).output
        #expect(explained.contains("line 3  \"avg-cpu:  %user   %nice %system %iowait  %steal   %idle\"  a header: it names the columns"), "\(explained)")
        #expect(explained.contains("line 7  \"vda              86.45       531.54      1043.02       745.7…\"  since boot: iostat's first report"), "\(explained)")
        let withY = try Self.capture("iostat-1").replacingOccurrences(of: "CPU)\n\n", with: "CPU)\n\n\n")
        let result = try await LivePlotBinary.run(["--once", "--width", "80", "--height", "12", "-f", "%idle"], input: withY)
        #expect(Self.status(result.output) == "last=100 min=22.35 max=100 avg=80.46 n=4")
    }

    /// `dstat`: its first row (`usr` 73, `csw` 1446) is since boot.
    @Test func dstatsFirstRowIsSinceBoot() async throws {
        #expect(Self.status(try await Self.chart("dstat", ["-f", "usr,idl,csw"])) == """
            ● usr last=0 min=0 max=0 avg=0 n=3
            ● idl last=100 min=99 max=100 avg=99.67 n=3
            ● csw last=72 min=72 max=85 avg=79.33 n=3
            """)
    }

    /// `docker stats`: each container's `CPU %` and `MEM %`, over three refreshes.
    @Test func dockerStats() async throws {
        #expect(Self.status(try await Self.chart("docker-stats", ["-f", "CPU %,MEM %"])) == """
            ● web CPU %=8.75     ● web MEM %=0.67     ● db CPU %=2.64
            ● db MEM %=10.65     ● cache CPU %=0.19   ● cache MEM %=0.16
            """)
    }

    /// `docker stats --no-stream`: `NET I/O` in and out.
    @Test func dockerStatsNoStream() async throws {
        #expect(Self.status(try await Self.chart("docker-stats-no-stream", ["-f", "NET I/O,PIDS"])) == """
            ● web NET I/O in=1200    ● web PIDS=2             ● web NET I/O out=0
            ● db NET I/O in=3400     ● db NET I/O out=2100    ● db PIDS=31
            ● cache NET I/O in=986   ● cache NET I/O out=0    ● cache PIDS=5
            """)
    }

    /// `mpstat -P ALL 1 -f %idle`, the whole frame: x is sysstat's time.
    @Test func mpstatEveryCPUFrame() async throws {
        #expect(try await Self.chart("mpstat-P-ALL-1", ["-f", "%idle"]) == """
            100┤•⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉•⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉•
               │•⣀⣀⡀
               │   ⠈⠉⠉⠉⠉⠉⠑⠒⠒⠒⠒⠒⠒⠤⠤⠤⠤⠤⠤⢄⣀⣀⣀⣀⣀⡀
               │•⠢⠤⠤⢄⣀⣀                     ⠈⠉⠉⠉⠉⠉⠉⠒⠒⠒•⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒•
               │       ⠉⠉⠑⠒⠒⠢⠤⠤⣀⣀⣀
               │                  ⠉⠉⠑⠒⠒⠢⠤⠤⣀⣀⡀
             98┤· · · · · · · · · · · · · · ⠈⠉⠉⠑⠒⠒⠤⠤⠤⣀•⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀•
               └┬─────────────────────────────────────┬────────────────────────────────────┬
             00:11:04                              00:11:05                         00:11:06
            ● all %idle last=99 min=99 max=99.5 avg=99.17 n=3
            ● 0 %idle last=100 min=100 max=100 avg=100 n=3
            ● 1 %idle last=98.02 min=98.02 max=99 avg=98.35 n=3

            """)
    }

    /// `free -s 1 -f used`, the whole frame: Mem's and Swap's `used`, no sawtooth.
    @Test func freeUsedFrame() async throws {
        #expect(try await Self.chart("free-s-1", ["-f", "used"]) == """
                │•⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤•
            400k┤· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                │
                │
            200k┤· · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
                │
                │
               0┤•⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀•⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀•⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀•
                └┬────────────────────────┬───────────────────────┬────────────────────────┬
                 1                        2                       3                        4
            ● Mem used last=462.652k min=462.652k max=463.824k avg=462.9k n=4
            ● Swap used last=0 min=0 max=0 avg=0 n=4

            """)
    }

}
