import Testing
@testable import LivePlotCore

@Suite struct FieldSelectionTests {
    static func samples(_ field: FieldSelection.Field, _ lines: [String]) -> [Double?] {
        var selection = FieldSelection(field)
        return lines.map { selection.sample(in: Array($0.utf8)) }
    }

    /// vmstat prints a line of groups and a line of column names; the last names line is the header, and
    /// repeated headers stay harmless.
    @Test func namesFromVmstatsHeader() {
        let lines = [
            "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----",
            " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st",
            " 1  0      0 23293948  10892 1271876    0    0   767   147  200  439 27  2 70  0  0",
            " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st",
            " 0  0      0 23293948  10892 1271876    0    0     0     0   72   91  0  1 99  0  0",
        ]
        #expect(Self.samples(.name("us"), lines) == [nil, nil, 27, nil, 0])
        #expect(Self.samples(.name("id"), lines) == [nil, nil, 70, nil, 99])
        #expect(Self.samples(.position(4), lines) == [nil, nil, 23_293_948, nil, 23_293_948])
    }

    @Test func aCSVHeaderAndAGapInPlace() {
        let lines = ["time,cpu,mem", "1,20,30", "3,,33"]
        #expect(Self.samples(.name("mem"), lines) == [nil, 30, 33], "the empty cpu field does not shift mem")
        #expect(Self.samples(.name("cpu"), lines) == [nil, 20, nil])
        #expect(Self.samples(.name("disk"), lines) == [nil, nil, nil], "a name nowhere is no sample")
    }

    @Test func keysNameTheirValues() {
        #expect(Self.samples(.name("cpu"), ["a=1 cpu=12", "cpu:14% x", "mem=3"]) == [12, 14, nil])
        #expect(Self.samples(.position(2), ["a=1 cpu=12"]) == [12], "a pair's position counts too")
    }

    @Test func parsesTheOption() throws {
        #expect(try FieldSelection.parse("2") == .position(2))
        #expect(try FieldSelection.parse("us") == .name("us"))
        #expect(throws: OptionsError.self) { try FieldSelection.parse("0") }
        #expect(throws: OptionsError.self) { try FieldSelection.parse("1,3") }
        do {
            _ = try Options.parse(["-f", "cpu", "--match", "x"])
            Issue.record("parsed")
        } catch {
            #expect(error.message == "liveplot: '-f' and '--match' both say where the sample is: choose one (see 'liveplot --help')")
        }
    }
}
