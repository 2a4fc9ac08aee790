import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// A table whose rows end with their time (`TableTrailingTime`): `vmstat -t` gives the series `vmstat`
/// gives, the time is x, and the zone's name over it names no column.
@Suite struct TableTrailingTimeTests {
    /// `vmstat -t 1 5` on this machine (procps-ng 4.0.2), UTC.
    static let vmstatT = """
        procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu----- -----timestamp-----
         r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st                 UTC
         7  0      0 22596628  18268 1502676    0    0  1720   761  234  175 46  2 52  0  0 2026-11-27 23:51:18
         6  0      0 22596628  18268 1502676    0    0   356     8  587  449 100  0  0  0  0 2026-11-27 23:51:19
         6  0      0 22596628  18268 1502676    0    0     0     0  567  445 100  0  0  0  0 2026-11-27 23:51:20
         6  0      0 22596628  18268 1502676    0    0     0     0  567  419 99  1  0  0  1 2026-11-27 23:51:21
         6  0      0 22596628  18268 1502676    0    0     0     0  583  504 99  1  0  0  0 2026-11-27 23:51:22

        """

    /// 2026-11-27 23:51:19 UTC, in seconds.
    static let second = 1_795_823_479.0

    static let resolver = TimeResolver(zone: .utc, now: Int64(second * 1e6) + 3_600_000_000)

    @Test func vmstatTGivesVmstatsSeriesAndItsTimeAsX() {
        let batch = decoded(Self.vmstatT, times: Self.resolver)
        #expect(batch.seriesNames == ["r", "b", "swpd", "free", "buff", "cache", "si", "so", "bi", "bo", "in", "cs", "us", "sy", "id", "wa", "st"])
        let columns = columns(batch)
        #expect(columns["si"] == [0, 0, 0, 0] && columns["so"] == [0, 0, 0, 0])
        #expect(columns["free"] == [22_596_628, 22_596_628, 22_596_628, 22_596_628])
        #expect(columns["bi"] == [356, 0, 0, 0] && columns["bo"] == [8, 0, 0, 0])
        #expect(columns["in"] == [587, 567, 567, 583])
        #expect(columns["cs"] == [449, 445, 419, 504], "not `cs us`")
        #expect(columns["us"] == [100, 100, 99, 99] && columns["sy"] == [0, 0, 1, 1])
        #expect(columns["st"] == [0, 0, 1, 0], "the first report is since boot")
        #expect(batch.xs == [0, 1, 2, 3].map { Self.second + $0 })
    }

    /// Every series is the one the same rows give without their time (`vmstat 1 5`), value for value.
    @Test func theSeriesAreThoseWithoutTheTime() {
        let lines = Self.vmstatT.split(separator: "\n", omittingEmptySubsequences: false)
        let plain = lines.map { line -> Substring in
            if line.hasPrefix("procs") { return line.dropLast(" -----timestamp-----".count) }
            if line.hasSuffix(" UTC") { return line.dropLast("                 UTC".count) }
            if line.contains(" 2026-11-27 ") { return line.dropLast(" 2026-11-27 23:51:18".count) }
            return line
        }.joined(separator: "\n")
        let withTime = decoded(Self.vmstatT, times: Self.resolver)
        let without = decoded(plain, times: Self.resolver)
        #expect(withTime.seriesNames == without.seriesNames)
        #expect(columns(withTime) == columns(without))
        #expect(without.xs.allSatisfy { $0 < 100 }, "no time: sample numbers")
    }

    /// A zone other than UTC's: local time, as the resolver's zone says; a `T` between date and time.
    @Test func anotherZoneIsLocalTimeAndOneCellMayHoldTheTime() {
        let text = " a  b                 CET\n 1  2 2026-11-27T23:51:19\n 3  4 2026-11-27T23:51:20\n"
        let batch = decoded(text, times: Self.resolver)
        #expect(batch.seriesNames == ["a", "b"] && columns(batch) == ["a": [1, 3], "b": [2, 4]])
        #expect(batch.xs == [Self.second, Self.second + 1], "the resolver's zone is UTC")
    }
}
