import Testing
@testable import LivePlotBasics
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// The time a table's report is given on a line of its own (`TableReportTime`): `iostat -t` and `-xt`
/// give the series `iostat` and `-x` give, the report's time x for the rows under it, in the forms the
/// locale writes it (`%x %X`, 12-hour, `S_TIME_FORMAT=ISO`); never a row label or a group's title.
@Suite struct TableReportTimeTests {
    /// `iostat -t 1 3` on this machine (sysstat 12.6.1, the C locale).
    static let iostatT = """
        Linux 6.18.44-fc-v782 (vm) \t11/27/26 \t_x86_64_\t(2 CPU)

        11/27/26 23:51:22
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                  45.89    0.00    2.25    0.35    0.09   51.43

        Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd
        vda              45.36      3425.26      1515.73       193.23    3671329    1624624     207112


        11/27/26 23:51:23
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                  99.00    0.00    1.00    0.00    0.00    0.00

        Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd
        vda               0.00         0.00         0.00         0.00          0          0          0


        11/27/26 23:51:24
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                  98.50    0.00    1.00    0.00    0.50    0.00

        Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd
        vda             418.00         0.00      8716.00         0.00          0       8716          0
        """

    /// `iostat -xt 1 3`, the same.
    static let iostatXT = """
        Linux 6.18.44-fc-v782 (vm) \t11/27/26 \t_x86_64_\t(2 CPU)

        11/27/26 23:51:18
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                  45.69    0.00    2.25    0.35    0.09   51.62

        Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util
        vda             39.93   3437.61     7.29  15.44    1.15    86.10    4.90   1521.46    10.37  67.90    1.44   310.28    0.68    193.96     0.00   0.00    0.61   286.07    0.57    1.18    0.05   1.15


        11/27/26 23:51:19
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                 100.00    0.00    0.00    0.00    0.00    0.00

        Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util
        vda             22.00    644.00    29.00  56.86    1.05    29.27    1.00      8.00     0.00   0.00    1.00     8.00    0.00      0.00     0.00   0.00    0.00     0.00    0.00    0.00    0.02   1.20


        11/27/26 23:51:20
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                 100.00    0.00    0.00    0.00    0.00    0.00

        Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util
        vda              0.00      0.00     0.00   0.00    0.00     0.00    0.00      0.00     0.00   0.00    0.00     0.00    0.00      0.00     0.00   0.00    0.00     0.00    0.00    0.00    0.00   0.00
        """

    /// `S_TIME_FORMAT=ISO iostat -xt 1 3`.
    static let iostatXTISO = """
        Linux 6.18.44-fc-v782 (vm) \t2026-11-27 \t_x86_64_\t(2 CPU)

        2026-11-27T23:51:20+0000
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                  45.79    0.00    2.25    0.35    0.09   51.52

        Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util
        vda             39.87   3431.73     7.30  15.48    1.15    86.07    4.90   1518.60    10.35  67.90    1.44   310.22    0.68    193.60     0.00   0.00    0.61   286.07    0.57    1.18    0.05   1.15


        2026-11-27T23:51:21+0000
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                  98.51    0.00    0.99    0.00    0.50    0.00

        Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util
        vda              0.00      0.00     0.00   0.00    0.00     0.00    0.00      0.00     0.00   0.00    0.00     0.00    0.00      0.00     0.00   0.00    0.00     0.00    0.00    0.00    0.00   0.00


        2026-11-27T23:51:22+0000
        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                  99.50    0.00    0.50    0.00    0.00    0.00

        Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util
        vda              0.00      0.00     0.00   0.00    0.00     0.00    0.00      0.00     0.00   0.00    0.00     0.00    0.00      0.00     0.00   0.00    0.00     0.00    0.00    0.00    0.00   0.00
        """

    /// 2026-11-27 23:51:19 UTC, in seconds.
    static let second = 1_795_823_479.0

    static let resolver = TimeResolver(zone: .utc, now: Int64(second * 1e6) + 3_600_000_000)

    /// The lines without their report times: `iostat 1 3`, `iostat -x 1 3` as they read now.
    static func withoutTimes(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("11/27/26 ") && !$0.hasPrefix("2026-11-27T") }
            .joined(separator: "\n")
    }

    @Test func iostatTGivesIostatsSeriesAndTheReportsTimeAsX() {
        let batch = decoded(Self.iostatT, times: Self.resolver)
        #expect(batch.seriesNames == ["%user", "%nice", "%system", "%iowait", "%steal", "%idle", "vda tps", "vda kB_read/s",
                                      "vda kB_wrtn/s", "vda kB_dscd/s", "vda kB_read", "vda kB_wrtn", "vda kB_dscd"])
        #expect(TableReaderTests.values(batch, "%user") == [99, 98.5] && TableReaderTests.values(batch, "%steal") == [0, 0.5])
        #expect(TableReaderTests.values(batch, "vda tps") == [0, 418] && TableReaderTests.values(batch, "vda kB_wrtn") == [0, 8716])
        #expect(batch.xs == [4, 4, 5, 5].map { Self.second + $0 }, "each report's rows at its time; the first report is since boot")
        let without = decoded(Self.withoutTimes(Self.iostatT), times: Self.resolver)
        #expect(batch.seriesNames == without.seriesNames && columns(batch) == columns(without))
        #expect(batch.skippedLineCount == 0)
    }

    @Test func iostatXTGivesIostatXsSeries() {
        let batch = decoded(Self.iostatXT, times: Self.resolver)
        #expect(batch.seriesNames.count == 6 + 22 && batch.seriesNames.first == "%user" && batch.seriesNames.last == "vda %util")
        #expect(TableReaderTests.values(batch, "%user") == [100, 100])
        #expect(TableReaderTests.values(batch, "vda r/s") == [22, 0] && TableReaderTests.values(batch, "vda %util") == [1.2, 0])
        #expect(batch.xs == [0, 0, 1, 1].map { Self.second + $0 })
        let without = decoded(Self.withoutTimes(Self.iostatXT), times: Self.resolver)
        #expect(batch.seriesNames == without.seriesNames && columns(batch) == columns(without))
    }

    /// `S_TIME_FORMAT=ISO`: `2026-11-27T23:51:20+0000`, its offset written.
    @Test func theISOFormIsTheReportsTime() {
        let batch = decoded(Self.iostatXTISO, times: Self.resolver)
        #expect(batch.seriesNames.count == 6 + 22 && TableReaderTests.values(batch, "%user") == [98.51, 99.5])
        #expect(batch.xs == [2, 2, 3, 3].map { Self.second + $0 })
        #expect(batch.skippedLineCount == 0)
        let without = decoded(Self.withoutTimes(Self.iostatXTISO), times: Self.resolver)
        #expect(batch.seriesNames == without.seriesNames && columns(batch) == columns(without))
    }

    /// A 12-hour locale's `%x %X` (en_US: `11/27/2026 11:51:23 PM`), written here from the C locale's
    /// capture (this machine has no en_US locale): the same chart.
    @Test func aTwelveHourLocalesTimeIsTheSame() {
        let twelve = Self.iostatT.replacingOccurrences(of: "11/27/26 23:", with: "11/27/2026 11:")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("11/27/2026 11:") ? $0 + " PM" : String($0) }.joined(separator: "\n")
        #expect(twelve.contains("11/27/2026 11:51:23 PM\navg-cpu"))
        let batch = decoded(twelve, times: Self.resolver)
        let c = decoded(Self.iostatT, times: Self.resolver)
        #expect(batch.seriesNames == c.seriesNames && columns(batch) == columns(c) && batch.xs == c.xs)
        var memo = DateMemo()
        let midnight = Array("11/28/2026 12:00:01 AM".utf8).withUnsafeBytes { TableReportTime.read($0, memo: &memo) }
        let noon = Array("11/28/2026 12:00:01 PM".utf8).withUnsafeBytes { TableReportTime.read($0, memo: &memo) }
        let day = Int64(CivilCalendar.days(year: 2026, month: 11, day: 28)) * CivilCalendar.microsecondsPerDay
        #expect(midnight == .instant(civil: day + 1_000_000, offset: nil) && noon == .instant(civil: day + 43_201_000_000, offset: nil))
    }

    /// A date alone, a time alone, a date and time with more after it: no report's time.
    @Test func onlyADateAndATimeAloneIsOne() {
        var memo = DateMemo()
        for line in ["11/27/26", "23:51:18", "2026-11-27", "11/27/26 23:51:18 vda", "vda 11/27/26 23:51:18", "1.2.3 10:00:00"] {
            #expect(Array(line.utf8).withUnsafeBytes { TableReportTime.read($0, memo: &memo) } == nil, "\(line)")
        }
    }
}
