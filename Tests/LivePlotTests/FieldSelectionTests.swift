import Testing
@testable import LivePlotInput
@testable import LivePlotCommand

@Suite struct FieldSelectionTests {
    static let vmstat = """
        procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
         r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
         1  0      0 23293948  10892 1271876    0    0   767   147  200  439 27  2 70  0  0
        procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
         r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
         0  0      0 23293948  10892 1271876    0    0     0     0   72   91  0  1 99  0  0

        """

    /// vmstat prints a line of groups and a line of column names; the last names line is the header, and
    /// headers repeated later are passed over, not counted as skipped.
    @Test func namesFromVmstatsHeader() throws {
        let batch = decoded(Self.vmstat, fields: try FieldSelection.parse("us,id,4"))
        #expect(batch.seriesNames == ["us", "id", "free"], "a position takes the header's name")
        #expect(columns(batch) == ["us": [27, 0], "id": [70, 99], "free": [23_293_948, 23_293_948]])
        #expect(batch.skippedLineCount == 0)
    }

    @Test func aCSVHeaderAndAGapInPlace() throws {
        let text = "time,cpu,mem\n1,20,30\n3,,33\n"
        let batch = decoded(text, fields: try FieldSelection.parse("mem,cpu"))
        #expect(batch.seriesNames == ["mem", "cpu"], "in the order asked for")
        #expect(columns(batch) == ["mem": [30, 33], "cpu": [20, nil]], "the empty cpu field does not shift mem")
        let missing = decoded(text, fields: try FieldSelection.parse("disk"))
        #expect(missing.seriesNames == ["disk"] && missing.rowCount == 0, "a name nowhere is no sample")
        #expect(missing.skippedLineCount == 2)
    }

    @Test func keysNameTheirValues() throws {
        let batch = decoded("a=1 cpu=12\ncpu:14% x\nmem=3\n", fields: try FieldSelection.parse("cpu"))
        #expect(columns(batch) == ["cpu": [12, 14]])
        #expect(batch.skippedLineCount == 1)
        let byPosition = decoded("a=1 cpu=12\n", fields: try FieldSelection.parse("2"))
        #expect(columns(byPosition) == ["2": [12]], "a pair's position counts too")
    }

    @Test func parsesTheOption() throws {
        #expect(try FieldSelection.parse("2").fields == [.position(2)])
        #expect(try FieldSelection.parse("1,3").fields == [.position(1), .position(3)])
        #expect(try FieldSelection.parse("cpu, mem").fields == [.name("cpu"), .name("mem")])
        #expect(try FieldSelection.parse("time").fields == [.name("time")])
        for bad in ["0", "", "1,", ",2", "1,1", "-3"] {
            #expect(throws: OptionsError.self, "\(bad)") { try FieldSelection.parse(bad) }
        }
        do {
            _ = try Options.parse(["-f", "cpu", "--match", "x"])
            Issue.record("parsed")
        } catch {
            #expect(error.message == "liveplot: '-f' and '--match' both say where the samples are: choose one (see 'liveplot --help')")
        }
    }
}
