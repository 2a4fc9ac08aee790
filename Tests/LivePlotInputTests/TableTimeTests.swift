import Testing
@testable import LivePlotInput
@testable import LivePlotTestSupport

/// dstat's time (`dstat -t`, `TableTime.dayMonth`): its `time` column, `27-11 23:51:32`, is x, and the
/// series are those dstat gives without it.
@Suite struct TableTimeTests {
    /// `dstat -tcdngy 1 5` on this machine (dstat 0.7.4): `-t` and dstat's default stats.
    static let dstatT = """
        ----system---- --total-cpu-usage-- -dsk/total- -net/total- ---paging-- ---system--
             time     |usr sys idl wai stl| read  writ| recv  send|  in   out | int   csw 
        27-11 23:51:32| 47   2  51   0   0|3393k 1528k|   0     0 |   0     0 | 468   352 
        27-11 23:51:33| 99   1   0   0   0|   0     0 |   0     0 |   0     0 | 560   399 
        27-11 23:51:34| 97   2   0   0   0|  44k 2072k|   0     0 |   0     0 | 605   630 
        27-11 23:51:35| 97   2   0   0   1|4772k  148k|   0     0 |   0     0 | 611   641 
        27-11 23:51:36| 98   2   0   0   0|  24k    0 |   0     0 |   0     0 | 588   552 

        """

    /// `dstat -tc 1 3`: one `|`, between the time and the CPU's columns.
    static let dstatTC = """
        ----system---- --total-cpu-usage--
             time     |usr sys idl wai stl
        27-11 23:51:37| 47   2  51   0   0
        27-11 23:51:38| 98   2   0   0   0
        27-11 23:51:39| 98   1   0   0   0

        """

    /// 2026-11-27 23:51:33 UTC, in seconds.
    static let second = 1_795_823_493.0

    static let resolver = TimeResolver(zone: .utc, now: Int64(second * 1e6) + 3_600_000_000)

    /// The lines without dstat's time column (its group, its name and its cells): `dstat -cdngy`.
    static func withoutTime(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst("27-11 23:51:32".count + 1) }.joined(separator: "\n")
    }

    @Test func dstatTsTimeIsXAndItsSeriesThoseWithoutIt() {
        let batch = decoded(Self.dstatT, times: Self.resolver)
        #expect(batch.seriesNames == ["usr", "sys", "idl", "wai", "stl", "read", "writ", "recv", "send", "in", "out", "int", "csw"])
        let read = columns(batch)
        #expect(read["usr"] == [99, 97, 97, 98] && read["stl"] == [0, 0, 1, 0], "the first row is since boot")
        #expect(read["read"] == [0, 44_000, 4_772_000, 24_000] && read["writ"] == [0, 2_072_000, 148_000, 0])
        #expect(read["int"] == [560, 605, 611, 588] && read["csw"] == [399, 630, 641, 552])
        #expect(batch.xs == [0, 1, 2, 3].map { Self.second + $0 })
        #expect(batch.skippedLineCount == 0)
        let without = decoded(Self.withoutTime(Self.dstatT), times: Self.resolver)
        #expect(without.seriesNames == batch.seriesNames && columns(without) == read)
    }

    /// One `|` in each line (`dstat -tc`): dstat's groups, not a delimited text of two fields.
    @Test func dstatTCIsATableToo() {
        let batch = decoded(Self.dstatTC, times: Self.resolver)
        #expect(batch.seriesNames == ["usr", "sys", "idl", "wai", "stl"])
        #expect(columns(batch) == ["usr": [98, 98], "sys": [2, 1], "idl": [0, 0], "wai": [0, 0], "stl": [0, 0]])
        #expect(batch.xs == [5, 6].map { Self.second + $0 })
    }

    /// `dstat -t 1 5` alone: its time and no stat, nothing to plot; each row said to hold no number,
    /// never taken as a header of names (`27-11`, `23:51:22`).
    @Test func dstatsTimeAloneIsNoHeader() {
        let text = """
            ----system----
                 time     
            27-11 23:51:18
            27-11 23:51:19
            27-11 23:51:20

            """
        let batch = decoded(text, times: Self.resolver)
        #expect(batch.seriesNames.isEmpty && batch.skippedLineCount == 3)
        let (outcomes, reasons, _) = TableReaderTests.read(text)
        #expect(outcomes.suffix(3) == [.skipped, .skipped, .skipped])
        #expect(reasons.suffix(3).allSatisfy { $0 == .noNumber })
    }

    /// Only a table's row leads with dstat's time; a day over the month's, a month over 12, or more
    /// glued to it: none.
    @Test func dstatsTimeIsADayAMonthAndAClock() {
        func read(_ text: String) -> WrittenTime? { Array(text.utf8).withUnsafeBytes { TableTime.dayMonth(in: $0)?.time } }
        #expect(read("27-11 23:51:32| 47") == .withoutYear(month: 11, day: 27, microsecondOfDay: 85_892_000_000))
        #expect(read("01-02 00:00:01") == .withoutYear(month: 2, day: 1, microsecondOfDay: 1_000_000))
        for text in ["31-11 23:51:32", "27-13 23:51:32", "27-11 23:51:32x", "2026-11 23:51:32", "27-11  23:51:32"] {
            #expect(read(text) == nil, "\(text)")
        }
        var decoder = SampleDecoder(selection: nil, times: Self.resolver)
        var batch = SampleBatch()
        Array("27-11 23:51:32 5\n27-11 23:51:33 6\n".utf8).withUnsafeBytes { decoder.decode($0, into: &batch) }
        decoder.finish(into: &batch)
        #expect(batch.xs.allSatisfy { $0 < 100 }, "no header naming it: no table, no time")
    }
}
